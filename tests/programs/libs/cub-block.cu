// CUB's block- and warp-wide primitives (docs/libraries.md, "CUB"): BlockReduce (Sum, Reduce
// with a functor, partial tiles, N items a thread, a block that is not a whole number of warps),
// BlockScan (inclusive/exclusive, aggregates, N items a thread, a running prefix callback over
// tiles), WarpReduce and WarpScan (whole and 16-lane logical warps), BlockLoad/BlockStore
// (blocked and striped) and BlockRadixSort (keys, pairs, descending, blocked to striped). Float
// results are printed in hex: their bits follow CUB's order of operations.
#include <cstdio>
#include <cub/cub.cuh>

struct MaxOp {
    __device__ float operator()(float a, float b) const { return a < b ? b : a; }
};

template <int THREADS> __global__ void reduce(const float *in, float *out, int *iout)
{
    typedef cub::BlockReduce<float, THREADS> BR;
    typedef cub::BlockReduce<int, THREADS> BRi;
    __shared__ typename BR::TempStorage tmp;
    __shared__ typename BRi::TempStorage tmpi;
    float x = in[blockIdx.x * THREADS + threadIdx.x];
    float s = BR(tmp).Sum(x);
    __syncthreads();
    float m = BR(tmp).Reduce(x, MaxOp());
    __syncthreads();
    float p = BR(tmp).Sum(x, 77);
    __syncthreads();
    float items[3] = {x, x * 0.5f, x * 0.25f};
    float s3 = BR(tmp).Sum(items);
    int c = BRi(tmpi).Sum((int)threadIdx.x);
    if (threadIdx.x == 0) {
        out[blockIdx.x * 4] = s;
        out[blockIdx.x * 4 + 1] = m;
        out[blockIdx.x * 4 + 2] = p;
        out[blockIdx.x * 4 + 3] = s3;
        iout[blockIdx.x] = c;
    }
}

struct RunningPrefix {
    float total;
    __device__ float operator()(float block_aggregate)
    {
        float before = total;
        total += block_aggregate;
        return before;
    }
};

__global__ void scan(const float *in, float *inc, float *exc, float *tiles, int *iscan, float *agg)
{
    typedef cub::BlockScan<float, 128> BS;
    typedef cub::BlockScan<int, 128> BSi;
    __shared__ typename BS::TempStorage tmp;
    __shared__ typename BSi::TempStorage tmpi;
    float x = in[threadIdx.x], a, b, total;
    BS(tmp).InclusiveSum(x, a);
    __syncthreads();
    BS(tmp).ExclusiveSum(x, b, total);
    __syncthreads();
    inc[threadIdx.x] = a;
    exc[threadIdx.x] = b;
    if (threadIdx.x == 5)
        *agg = total;
    int items[4] = {(int)threadIdx.x, 1, 2, 3}, outs[4];
    BSi(tmpi).InclusiveSum(items, outs);
    iscan[threadIdx.x] = outs[3];
    __syncthreads();
    BSi(tmpi).ExclusiveSum(items, outs);
    iscan[128 + threadIdx.x] = outs[0];
    /* four tiles of 128, each scanned from the total of the tiles before it */
    RunningPrefix prefix = {0.0f};
    for (int t = 0; t < 4; t++) {
        float y = in[t * 128 + threadIdx.x], r;
        BS(tmp).ExclusiveSum(y, r, prefix);
        __syncthreads();
        tiles[t * 128 + threadIdx.x] = r;
    }
}

__global__ void warps(const float *in, float *out)
{
    typedef cub::WarpReduce<float> WR;
    typedef cub::WarpScan<float> WS;
    typedef cub::WarpReduce<float, 16> WR16;
    typedef cub::WarpScan<int, 16> WS16;
    __shared__ typename WR::TempStorage wr[4];
    __shared__ typename WS::TempStorage ws[4];
    __shared__ typename WR16::TempStorage wr16[8];
    __shared__ typename WS16::TempStorage ws16[8];
    int w = threadIdx.x / 32, h = threadIdx.x / 16;
    float x = in[threadIdx.x];
    float s = WR(wr[w]).Sum(x);
    float s20 = WR(wr[w]).Sum(x, 20);
    float s16 = WR16(wr16[h]).Sum(x);
    float t, e;
    WS(ws[w]).InclusiveSum(x, t);
    WS(ws[w]).ExclusiveScan(x, e, 1.0f, MaxOp());
    int i16;
    WS16(ws16[h]).ExclusiveSum((int)threadIdx.x, i16);
    if (threadIdx.x % 32 == 0) {
        out[w] = s;
        out[4 + w] = s20;
    }
    if (threadIdx.x % 16 == 0)
        out[8 + h] = s16;
    out[16 + threadIdx.x] = t;
    out[144 + threadIdx.x] = e;
    out[272 + threadIdx.x] = (float)i16;
}

__global__ void load_sort_store(const int *in, int *blocked, int *striped, int *vals)
{
    typedef cub::BlockLoad<int, 32, 4, cub::BLOCK_LOAD_TRANSPOSE> BL;
    typedef cub::BlockLoad<int, 32, 4, cub::BLOCK_LOAD_STRIPED> BLs;
    typedef cub::BlockRadixSort<int, 32, 4, int> RS;
    typedef cub::BlockRadixSort<int, 32, 4> RSk;
    typedef cub::BlockStore<int, 32, 4, cub::BLOCK_STORE_WARP_TRANSPOSE> BST;
    __shared__ typename BL::TempStorage lt;
    __shared__ typename RS::TempStorage st;
    __shared__ typename RSk::TempStorage stk;
    __shared__ typename BST::TempStorage ot;
    int k[4], v[4], s[4];
    BL(lt).Load(in, k);
    BLs().Load(in, s);
    for (int i = 0; i < 4; i++)
        v[i] = threadIdx.x * 4 + i;
    RS(st).Sort(k, v);
    __syncthreads();
    BST(ot).Store(blocked, k);
    cub::StoreDirectBlocked(threadIdx.x, vals, v);
    RSk(stk).SortDescendingBlockedToStriped(s);
    cub::StoreDirectStriped<32>(threadIdx.x, striped, s);
}

int main()
{
    const int n = 4 * 256;
    float *in, *out, *o2, *o3, *o4, *agg;
    int *iout, *ik, *kb, *ks, *kv;
    cudaMallocManaged(&in, n * sizeof(float));
    cudaMallocManaged(&out, 512 * sizeof(float));
    cudaMallocManaged(&o2, 128 * sizeof(float));
    cudaMallocManaged(&o3, 128 * sizeof(float));
    cudaMallocManaged(&o4, 512 * sizeof(float));
    cudaMallocManaged(&agg, sizeof(float));
    cudaMallocManaged(&iout, 256 * sizeof(int));
    cudaMallocManaged(&ik, 128 * sizeof(int));
    cudaMallocManaged(&kb, 128 * sizeof(int));
    cudaMallocManaged(&ks, 128 * sizeof(int));
    cudaMallocManaged(&kv, 128 * sizeof(int));
    for (int i = 0; i < n; i++)
        in[i] = 0.1f + (float)((i * 7919) % 1000) / 997.0f;

    reduce<256><<<4, 256>>>(in, out, iout);
    cudaDeviceSynchronize();
    for (int b = 0; b < 4; b++)
        printf("BlockReduce<256> %d: sum %a max %a sum(77) %a sum(3 items) %a int %d\n", b, out[b * 4],
               out[b * 4 + 1], out[b * 4 + 2], out[b * 4 + 3], iout[b]);
    reduce<100><<<2, 100>>>(in, out, iout);
    cudaDeviceSynchronize();
    for (int b = 0; b < 2; b++)
        printf("BlockReduce<100> %d: sum %a max %a sum(77) %a sum(3 items) %a int %d\n", b, out[b * 4],
               out[b * 4 + 1], out[b * 4 + 2], out[b * 4 + 3], iout[b]);

    scan<<<1, 128>>>(in, o2, o3, o4, iout, agg);
    cudaDeviceSynchronize();
    printf("BlockScan aggregate %a\n", *agg);
    for (int i = 0; i < 128; i += 9)
        printf("BlockScan %3d: inclusive %a exclusive %a ints %d %d\n", i, o2[i], o3[i], iout[i], iout[128 + i]);
    for (int i = 0; i < 512; i += 61)
        printf("tiles %3d: %a\n", i, o4[i]);

    warps<<<1, 128>>>(in, out);
    cudaDeviceSynchronize();
    for (int w = 0; w < 4; w++)
        printf("WarpReduce %d: %a (20 lanes %a)\n", w, out[w], out[4 + w]);
    for (int h = 0; h < 8; h++)
        printf("WarpReduce<16> %d: %a\n", h, out[8 + h]);
    for (int i = 0; i < 128; i += 11)
        printf("WarpScan %3d: %a max-scan %a ints<16> %g\n", i, out[16 + i], out[144 + i], out[272 + i]);

    for (int i = 0; i < 128; i++)
        ik[i] = (i * 37) % 101 - 50;
    load_sort_store<<<1, 32>>>(ik, kb, ks, kv);
    cudaDeviceSynchronize();
    printf("sorted:");
    for (int i = 0; i < 128; i += 8)
        printf(" %d/%d", kb[i], kv[i]);
    printf("\ndescending:");
    for (int i = 0; i < 128; i += 8)
        printf(" %d", ks[i]);
    printf("\n");
    return 0;
}
