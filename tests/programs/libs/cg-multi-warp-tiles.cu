// Tiles of more than one warp (CUDA C++ Programming Guide §2.3.6, Cooperative Groups:
// thread_block_tile<N> for N a power of two up to 1024; block_tile_memory and
// this_thread_block(scratch)): ranks, sync() ordering shared memory within the tile, shfl, any,
// all, invoke_one, cg::reduce (float sums show the order the warps' results are combined in)
// and the scans, with a block whose last tile ends in a partial warp. Expected: the H200's
// output. The argument picks the features (the .test file gives 59: all but SHFL, with which
// an H200 hangs; cudarepl does not).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

enum { REDUCE = 1, SYNC = 2, SHFL = 4, VOTE = 8, INVOKE_ONE = 16, SCANS = 32 };

template <unsigned N>
__global__ void tiles(const float *in, float *sum, int *imax, unsigned *info, int *misc, int what)
{
    __shared__ cg::block_tile_memory<1024> scratch;
    cg::thread_block b = cg::this_thread_block(scratch);
    cg::thread_block_tile<N> t = cg::tiled_partition<N>(b);
    __shared__ int s[1024];
    unsigned r = b.thread_rank(), g = blockIdx.x * blockDim.x + r;
    if (what & REDUCE) {
        sum[g] = cg::reduce(t, in[g], cg::plus<float>());
        imax[g] = cg::reduce(t, (int)(in[g] * 1000.0f), cg::greater<int>());
    }
    info[g] = t.thread_rank() | t.meta_group_rank() << 10 | t.meta_group_size() << 16 |
              (unsigned)t.num_threads() << 21;
    unsigned base = r - t.thread_rank();
    unsigned live = blockDim.x - base < N ? blockDim.x - base : N; /* the tile's threads */
    int v = 0;
    if (what & SYNC) {
        s[r] = (int)r * 3;
        t.sync();
        v = s[base + (t.thread_rank() + 1) % live];
        t.sync();
        s[r] = 7 * (int)r;
        cg::sync(t);
        v += s[base + (t.thread_rank() + 5) % live];
    }
    if (what & SHFL)
        v += t.shfl((int)r * 10, (t.thread_rank() * 7 + 3) % live) * 1000;
    if (what & VOTE)
        v += 100000000 * t.any(r == 70) + 200000000 * t.all(r % 64 != 5);
    if (what & INVOKE_ONE)
        cg::invoke_one(t, [&] { v += 1000000000; });
    misc[g] = v;
}

template <unsigned N>
__global__ void scans(const float *in, float *inc, float *exc, int *iinc, int *iexc)
{
    auto t = cg::tiled_partition<N>(cg::this_thread_block());
    unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    inc[g] = cg::inclusive_scan(t, in[g]);
    exc[g] = cg::exclusive_scan(t, in[g], cg::plus<float>());
    iinc[g] = cg::inclusive_scan(t, (int)(in[g] * 100.0f), cg::greater<int>());
    iexc[g] = cg::exclusive_scan(t, (int)(in[g] * 100.0f));
}

static unsigned long long state = 12345;
static unsigned next()
{
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)(state >> 33);
}

static unsigned bits(float f)
{
    unsigned u;
    memcpy(&u, &f, 4);
    return u;
}

int main(int argc, char **argv)
{
    /* the features to try (an H200 hangs in some: see the .test file) */
    int what = argc > 1 ? atoi(argv[1]) : 63;
    setvbuf(stdout, NULL, _IONBF, 0); /* (each line as soon as it is known) */
    const int M = 2048;
    static float in[M], f1[M], f2[M];
    static int i1[M], i2[M];
    static unsigned info[M];
    for (int i = 0; i < M; i++) {
        int e = (int)(next() % 30) - 15;
        float m = 1.0f + (next() & 0xffffff) / 16777216.0f;
        in[i] = ldexpf(next() & 1 ? -m : m, e);
    }
    float *din, *df1, *df2;
    int *di1, *di2;
    unsigned *dinfo;
    cudaMalloc(&din, sizeof in);
    cudaMalloc(&df1, sizeof f1);
    cudaMalloc(&df2, sizeof f2);
    cudaMalloc(&di1, sizeof i1);
    cudaMalloc(&di2, sizeof i2);
    cudaMalloc(&dinfo, sizeof info);
    cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);

    struct { int n, blocks, threads; } runs[] = {{64, 2, 256}, {128, 2, 256}, {256, 2, 256},
                                                 {512, 1, 512}, {1024, 1, 1024}, {64, 1, 100}};
    for (int k = 0; k < 6; k++) {
        int n = runs[k].n, B = runs[k].blocks, T = runs[k].threads;
        cudaMemset(df1, 0, sizeof f1);
        cudaMemset(di1, 0, sizeof i1);
        cudaMemset(di2, 0, sizeof i2);
        cudaMemset(dinfo, 0, sizeof info);
        switch (n) {
        case 64: tiles<64><<<B, T>>>(din, df1, di1, dinfo, di2, what); break;
        case 128: tiles<128><<<B, T>>>(din, df1, di1, dinfo, di2, what); break;
        case 256: tiles<256><<<B, T>>>(din, df1, di1, dinfo, di2, what); break;
        case 512: tiles<512><<<B, T>>>(din, df1, di1, dinfo, di2, what); break;
        default: tiles<1024><<<B, T>>>(din, df1, di1, dinfo, di2, what); break;
        }
        printf("tiles of %d, %d x %d: %s\n", n, B, T, cudaGetErrorString(cudaDeviceSynchronize()));
        cudaMemcpy(f1, df1, sizeof f1, cudaMemcpyDeviceToHost);
        cudaMemcpy(i1, di1, sizeof i1, cudaMemcpyDeviceToHost);
        cudaMemcpy(i2, di2, sizeof i2, cudaMemcpyDeviceToHost);
        cudaMemcpy(info, dinfo, sizeof info, cudaMemcpyDeviceToHost);
        for (int b = 0; b < B; b++)
            for (int first = 0; first < T; first += n) {
                int g = b * T + first, last = first + n < T ? first + n - 1 : T - 1;
                int alike = 0;
                for (int j = first; j <= last; j++)
                    alike += bits(f1[b * T + j]) == bits(f1[g]) && i1[b * T + j] == i1[g];
                printf("  block %d tile at %4d: sum %08x max %6d (%d alike); rank/meta/size %x %x; "
                       "misc %d %d %d\n", b, first, bits(f1[g]), i1[g], alike, info[g],
                       info[b * T + last], i2[g], i2[g + 1], i2[b * T + last]);
            }
    }
    printf("features %d\n", what);
    if (!(what & SCANS))
        return 0;
    scans<64><<<1, 256>>>(din, df1, df2, di1, di2);
    printf("scans of 64: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    cudaMemcpy(f1, df1, 1024, cudaMemcpyDeviceToHost);
    cudaMemcpy(f2, df2, 1024, cudaMemcpyDeviceToHost);
    cudaMemcpy(i1, di1, 1024, cudaMemcpyDeviceToHost);
    cudaMemcpy(i2, di2, 1024, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 256; i += 5)
        printf("  %3d: %08x %08x %d %d\n", i, bits(f1[i]), bits(f2[i]), i1[i], i2[i]);
    scans<256><<<2, 256>>>(din, df1, df2, di1, di2);
    printf("scans of 256: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    cudaMemcpy(f1, df1, 2048, cudaMemcpyDeviceToHost);
    cudaMemcpy(f2, df2, 2048, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 512; i += 9)
        printf("  %3d: %08x %08x\n", i, bits(f1[i]), bits(f2[i]));
    return 0;
}
