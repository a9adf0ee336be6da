// <cooperative_groups/reduce.h> and <cooperative_groups/scan.h> (CUDA C++ Programming Guide
// §2.3.6, Cooperative Groups): cg::reduce with each function object over tiles of 32, 16 and
// 4 threads, in int and in float (printed exactly, %a: the combining order decides the last
// bit); inclusive and exclusive scans, and a stream compaction that places each kept element
// with an exclusive scan of a tile. What an H200 printed.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

__global__ void reductions(const int *in, int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    cg::thread_block_tile<16> half = cg::tiled_partition<16>(block);
    cg::thread_block_tile<4> quad = cg::tiled_partition<4>(block);
    int v = in[block.thread_rank()];
    int *o = out + 8 * block.thread_rank();
    o[0] = cg::reduce(warp, v, cg::plus<int>());
    o[1] = cg::reduce(warp, v, cg::less<int>());
    o[2] = cg::reduce(warp, v, cg::greater<int>());
    o[3] = cg::reduce(half, (unsigned int)v, cg::bit_and<unsigned int>());
    o[4] = cg::reduce(half, (unsigned int)v, cg::bit_or<unsigned int>());
    o[5] = cg::reduce(quad, (unsigned int)v, cg::bit_xor<unsigned int>());
    o[6] = cg::reduce(quad, v, cg::plus<int>());
    // any callable that combines two values
    o[7] = cg::reduce(half, v, [](int a, int b) { return a > b ? a - b : b - a; });
}

__global__ void float_sums(const float *in, float *out)
{
    cg::thread_block block = cg::this_thread_block();
    auto warp = cg::tiled_partition<32>(block);
    auto eight = cg::tiled_partition<8>(block);
    float v = in[block.thread_rank()];
    out[3 * block.thread_rank()] = cg::reduce(warp, v, cg::plus<float>());
    out[3 * block.thread_rank() + 1] = cg::reduce(eight, v, cg::plus<float>());
    out[3 * block.thread_rank() + 2] = cg::inclusive_scan(warp, v);
}

__global__ void scans(const int *in, int *out)
{
    cg::thread_block block = cg::this_thread_block();
    auto warp = cg::tiled_partition<32>(block);
    auto eight = cg::tiled_partition<8>(block);
    int v = in[block.thread_rank()];
    int *o = out + 6 * block.thread_rank();
    o[0] = cg::inclusive_scan(warp, v);
    o[1] = cg::exclusive_scan(warp, v);
    o[2] = cg::inclusive_scan(eight, v, cg::greater<int>());
    o[3] = cg::exclusive_scan(eight, v, cg::greater<int>());
    o[4] = cg::inclusive_scan(eight, v, cg::less<int>());
    o[5] = cg::exclusive_scan(warp, (unsigned int)v, cg::bit_or<unsigned int>());
}

// keep the positive elements, in order: each warp counts its kept elements, one atomicAdd
// reserves their places, and an exclusive scan puts each at its own
__global__ void compact(const int *in, int n, int *kept, int *count)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    for (int base = 0; base < n; base += 32) {
        int i = base + warp.thread_rank();
        int keep = i < n && in[i] > 0;
        int place = cg::exclusive_scan(warp, keep);
        int total = cg::reduce(warp, keep, cg::plus<int>());
        int start = 0;
        if (warp.thread_rank() == 0)
            start = atomicAdd(count, total);
        start = warp.shfl(start, 0);
        if (keep)
            kept[start + place] = in[i];
    }
}

int main()
{
    int *in, *out;
    cudaMallocManaged(&in, 64 * sizeof(int));
    cudaMallocManaged(&out, 64 * 8 * sizeof(int));
    for (int i = 0; i < 64; i++)
        in[i] = (i * 29 + 7) % 61 - 20;
    reductions<<<1, 64>>>(in, out);
    cudaDeviceSynchronize();
    printf("reduce (plus less greater and or xor quad-plus |a-b|):\n");
    for (int t = 0; t < 64; t += 9)
        printf("  t%-2d %5d %4d %4d %08x %08x %08x %4d %4d\n", t, out[8 * t], out[8 * t + 1],
               out[8 * t + 2], out[8 * t + 3], out[8 * t + 4], out[8 * t + 5], out[8 * t + 6],
               out[8 * t + 7]);

    float *fin, *fout;
    cudaMallocManaged(&fin, 64 * sizeof(float));
    cudaMallocManaged(&fout, 64 * 3 * sizeof(float));
    for (int i = 0; i < 64; i++)
        fin[i] = 1.0f / (i + 1) + (i % 3) * 1e-3f;
    float_sums<<<1, 64>>>(fin, fout);
    cudaDeviceSynchronize();
    printf("float reduce (warp, 8) and inclusive scan:\n");
    for (int t = 0; t < 64; t += 7)
        printf("  t%-2d %a %a %a\n", t, fout[3 * t], fout[3 * t + 1], fout[3 * t + 2]);

    scans<<<1, 64>>>(in, out);
    cudaDeviceSynchronize();
    printf("scans (incl excl incl-max excl-max incl-min excl-or):\n");
    for (int t = 0; t < 64; t += 5)
        printf("  t%-2d v %4d: %5d %5d %4d %4d %4d %08x\n", t, in[t], out[6 * t], out[6 * t + 1],
               out[6 * t + 2], out[6 * t + 3], out[6 * t + 4], out[6 * t + 5]);

    const int n = 100;
    int *data, *kept, *count;
    cudaMallocManaged(&data, n * sizeof(int));
    cudaMallocManaged(&kept, n * sizeof(int));
    cudaMallocManaged(&count, sizeof(int));
    for (int i = 0; i < n; i++)
        data[i] = (i * 53) % 17 - 8;
    *count = 0;
    compact<<<1, 32>>>(data, n, kept, count);
    cudaDeviceSynchronize();
    printf("compact: %d kept:", *count);
    for (int i = 0; i < *count; i++)
        printf(" %d", kept[i]);
    printf("\n");
    return 0;
}
