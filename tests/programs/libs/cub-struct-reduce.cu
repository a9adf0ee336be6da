// CUB's warp and block collectives over a class type (a value of three doubles, a pair of an int
// and a short): CUB moves such a value between lanes word by word (__shfl_sync itself takes
// only the arithmetic types).
#include <cstdio>
#include <cub/cub.cuh>

struct Stats {
    double sum, min, max;
};
struct MergeStats {
    __device__ Stats operator()(const Stats &a, const Stats &b) const
    {
        return {a.sum + b.sum, a.min < b.min ? a.min : b.min, a.max > b.max ? a.max : b.max};
    }
};
struct Tag {
    int key;
    short count;
};
struct AddTag {
    __device__ Tag operator()(const Tag &a, const Tag &b) const
    {
        return {a.key > b.key ? a.key : b.key, (short)(a.count + b.count)};
    }
};

__global__ void kernel(const double *in, Stats *block_out, Tag *warp_out, Tag *scan_out)
{
    typedef cub::BlockReduce<Stats, 96> BR;
    typedef cub::WarpReduce<Tag> WR;
    typedef cub::BlockScan<Tag, 96> BS;
    __shared__ typename BR::TempStorage br;
    __shared__ typename WR::TempStorage wr[3];
    __shared__ typename BS::TempStorage bs;
    int t = threadIdx.x;
    double x = in[t];
    Stats s = {x, x, x};
    Stats r = BR(br).Reduce(s, MergeStats());
    if (t == 0)
        *block_out = r;
    Tag g = {(t * 37) % 101, (short)(t % 5)};
    Tag w = WR(wr[t / 32]).Reduce(g, AddTag());
    if (t % 32 == 0)
        warp_out[t / 32] = w;
    Tag sc;
    BS(bs).InclusiveScan(g, sc, AddTag());
    scan_out[t] = sc;
}

int main()
{
    double *in;
    Stats *bo;
    Tag *wo, *so;
    cudaMallocManaged(&in, 96 * sizeof(double));
    cudaMallocManaged(&bo, sizeof(Stats));
    cudaMallocManaged(&wo, 3 * sizeof(Tag));
    cudaMallocManaged(&so, 96 * sizeof(Tag));
    for (int i = 0; i < 96; i++)
        in[i] = (i * 7919 % 97) * 0.25 - 3.0;
    kernel<<<1, 96>>>(in, bo, wo, so);
    cudaDeviceSynchronize();
    printf("sum %.3f min %.3f max %.3f\n", bo->sum, bo->min, bo->max);
    for (int w = 0; w < 3; w++)
        printf("warp %d: key %d count %d\n", w, wo[w].key, wo[w].count);
    for (int i = 0; i < 96; i += 19)
        printf("scan %d: key %d count %d\n", i, so[i].key, so[i].count);
    return 0;
}
