// CUB's device-wide algorithms through their two-phase interface (docs/libraries.md, "CUB"):
// the first call with a NULL buffer sets temp_storage_bytes, the second does the work.
// DeviceReduce (Sums of 100000 and 1000 floats in CUB's order, Max, Min, Reduce with a
// functor and an initial value), DeviceScan (sums and a scan with a functor, on integers),
// DeviceRadixSort (keys, pairs, descending, float keys with signed zeros, which sort as
// equal, a bit range, the DoubleBuffer form), DeviceSelect (If, Flagged, Unique), DevicePartition::If,
// DeviceHistogram::HistogramEven, and CachingDeviceAllocator with CubDebugExit.
#include <cstdio>
#include <cub/cub.cuh>

struct IsOdd {
    __host__ __device__ bool operator()(int x) const { return x & 1; }
};
struct MulMod {
    __host__ __device__ int operator()(int a, int b) const { return (a * b) % 1000003; }
};

static void show(const char *what, const int *d, int n)
{
    int h[64];
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %d", h[i]);
    printf("\n");
}

int main()
{
    cub::CachingDeviceAllocator alloc;
    const int n = 100000;
    float *h = new float[n];
    for (int i = 0; i < n; i++)
        h[i] = 0.1f + (float)((i * 7919) % 1000) / 997.0f;
    float *d_in, *d_out;
    CubDebugExit(alloc.DeviceAllocate((void **)&d_in, n * sizeof(float)));
    CubDebugExit(alloc.DeviceAllocate((void **)&d_out, sizeof(float)));
    cudaMemcpy(d_in, h, n * sizeof(float), cudaMemcpyHostToDevice);

    void *tmp = NULL;
    size_t bytes = 0;
    CubDebugExit(cub::DeviceReduce::Sum(tmp, bytes, d_in, d_out, n));
    printf("temp_storage_bytes set: %d\n", bytes > 0);
    CubDebugExit(alloc.DeviceAllocate(&tmp, bytes));
    float r;
    CubDebugExit(cub::DeviceReduce::Sum(tmp, bytes, d_in, d_out, n));
    cudaMemcpy(&r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("Sum %a\n", r);
    CubDebugExit(cub::DeviceReduce::Sum(tmp, bytes, d_in, d_out, 1000));
    cudaMemcpy(&r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("Sum of 1000 %a\n", r);
    cub::DeviceReduce::Max(tmp, bytes, d_in, d_out, n);
    cudaMemcpy(&r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("Max %a\n", r);
    cub::DeviceReduce::Min(tmp, bytes, d_in + 1, d_out, n - 1);
    cudaMemcpy(&r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("Min %a\n", r);
    int hk[16] = {5, -3, 9, 0, -3, 7, 2, 2, 11, -8, 5, 4, 1, 0, 6, 3}, hv[16];
    for (int i = 0; i < 16; i++)
        hv[i] = i;
    int *d_k, *d_k2, *d_v, *d_v2, *d_num;
    cudaMalloc(&d_k, 64);
    cudaMalloc(&d_k2, 64);
    cudaMalloc(&d_v, 64);
    cudaMalloc(&d_v2, 64);
    cudaMalloc(&d_num, 4);
    cudaMemcpy(d_k, hk, 64, cudaMemcpyHostToDevice);
    cudaMemcpy(d_v, hv, 64, cudaMemcpyHostToDevice);
    int *d_r;
    cudaMalloc(&d_r, 4);
    cub::DeviceReduce::Reduce(tmp, bytes, d_k, d_r, 16, MulMod(), 7);
    show("Reduce(MulMod, 7)", d_r, 1);

    cub::DeviceScan::InclusiveSum(tmp, bytes, d_k, d_k2, 16);
    show("InclusiveSum", d_k2, 16);
    cub::DeviceScan::ExclusiveSum(tmp, bytes, d_k, d_k2, 16);
    show("ExclusiveSum", d_k2, 16);
    cub::DeviceScan::ExclusiveScan(tmp, bytes, d_k, d_k2, MulMod(), 1, 16);
    show("ExclusiveScan(MulMod, 1)", d_k2, 16);

    cub::DeviceRadixSort::SortPairs(tmp, bytes, d_k, d_k2, d_v, d_v2, 16);
    show("SortPairs keys", d_k2, 16);
    show("SortPairs values", d_v2, 16);
    cub::DeviceRadixSort::SortPairsDescending(tmp, bytes, d_k, d_k2, d_v, d_v2, 16);
    show("SortPairsDescending keys", d_k2, 16);
    show("SortPairsDescending values", d_v2, 16);
    cub::DeviceRadixSort::SortKeys(tmp, bytes, d_k, d_k2, 16, 0, 3);
    show("SortKeys bits [0, 3)", d_k2, 16);
    cudaMemcpy(d_k2, hk, 64, cudaMemcpyHostToDevice);
    cub::DoubleBuffer<int> db(d_k2, d_v2);
    cub::DeviceRadixSort::SortKeys(tmp, bytes, db, 16);
    show("DoubleBuffer Current", db.Current(), 16);

    float fk[8] = {1.5f, -0.0f, 0.0f, -2.0f, 3.0f, -0.0f, 0.0f, -1e-30f}, fo[8];
    float *d_f, *d_f2;
    cudaMalloc(&d_f, 32);
    cudaMalloc(&d_f2, 32);
    cudaMemcpy(d_f, fk, 32, cudaMemcpyHostToDevice);
    cub::DeviceRadixSort::SortKeys(tmp, bytes, d_f, d_f2, 8);
    cudaMemcpy(fo, d_f2, 32, cudaMemcpyDeviceToHost);
    printf("float keys:");
    for (int i = 0; i < 8; i++)
        printf(" %g", fo[i]);
    printf("\n");

    int num;
    cub::DeviceSelect::If(tmp, bytes, d_k, d_k2, d_num, 16, IsOdd());
    cudaMemcpy(&num, d_num, 4, cudaMemcpyDeviceToHost);
    show("Select::If odd", d_k2, num);
    int hf[16] = {1, 0, 0, 1, 1, 0, 1, 0, 0, 0, 1, 1, 0, 1, 0, 1};
    int *d_fl;
    cudaMalloc(&d_fl, 64);
    cudaMemcpy(d_fl, hf, 64, cudaMemcpyHostToDevice);
    cub::DeviceSelect::Flagged(tmp, bytes, d_k, d_fl, d_k2, d_num, 16);
    cudaMemcpy(&num, d_num, 4, cudaMemcpyDeviceToHost);
    show("Select::Flagged", d_k2, num);
    int hu[12] = {1, 1, 2, 2, 2, 3, 1, 1, 4, 5, 5, 5};
    cudaMemcpy(d_v, hu, 48, cudaMemcpyHostToDevice);
    cub::DeviceSelect::Unique(tmp, bytes, d_v, d_k2, d_num, 12);
    cudaMemcpy(&num, d_num, 4, cudaMemcpyDeviceToHost);
    show("Select::Unique", d_k2, num);
    cub::DevicePartition::If(tmp, bytes, d_k, d_k2, d_num, 16, IsOdd());
    cudaMemcpy(&num, d_num, 4, cudaMemcpyDeviceToHost);
    printf("Partition::If selected %d\n", num);
    show("Partition::If", d_k2, 16);

    int hs[20];
    for (int i = 0; i < 20; i++)
        hs[i] = (i * 13) % 23 - 2;
    int *d_s, *d_hist;
    cudaMalloc(&d_s, 80);
    cudaMalloc(&d_hist, 5 * sizeof(int));
    cudaMemcpy(d_s, hs, 80, cudaMemcpyHostToDevice);
    cub::DeviceHistogram::HistogramEven(tmp, bytes, d_s, d_hist, 6, 0, 20, 20);
    show("HistogramEven [0, 20) in 5", d_hist, 5);
    float hsf[10] = {0.0f, 0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f};
    float *d_sf;
    cudaMalloc(&d_sf, 40);
    cudaMemcpy(d_sf, hsf, 40, cudaMemcpyHostToDevice);
    cub::DeviceHistogram::HistogramEven(tmp, bytes, d_sf, d_hist, 4, 0.0f, 0.9f, 10);
    show("HistogramEven [0, 0.9) in 3", d_hist, 3);

    CubDebugExit(alloc.DeviceFree(tmp));
    CubDebugExit(alloc.DeviceFree(d_in));
    CubDebugExit(alloc.DeviceFree(d_out));
    printf("done\n");
    return 0;
}
