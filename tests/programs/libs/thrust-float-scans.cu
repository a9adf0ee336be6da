// Float and double scans in CUB's order (cub::DeviceScan, which Thrust's scans call): tiles of
// 128 threads x 24 items for a float sum (a thread's items reduced as a tree of pairs, warps
// scanned by shfl_up steps, tiles chained by the decoupled look-back), 224 x 12 for a double sum,
// 128 x 15 in order for a program's own operator; and the by-key forms (reduce_by_key: Thrust's
// tiles of 256 x 9; inclusive and exclusive scan by key: CUB's 288 x 14) over runs of 1 to 300
// equal keys. Inputs from a fixed LCG; for each size, the last output and an FNV-1a digest of
// all outputs' bytes. Up to 32 tiles (98304 floats of a sum) a GPU gave the same bits on every
// run (the own operator's scan only to 10000 floats: see below); past that, which tiles see
// their predecessor's inclusive value depends on timing, so larger scans are not here
// (docs/libraries.md, "Thrust"). The expected output is an H100's.
#include <cstdio>
#include <cstring>
#include <vector>
#include <cub/cub.cuh>
#include <thrust/device_vector.h>
#include <thrust/scan.h>

struct add_f {
    __host__ __device__ float operator()(float a, float b) const { return a + b; }
};

template <class T> static std::vector<T> inputs(int n)
{
    std::vector<T> x(n);
    unsigned s = 12345;
    for (int i = 0; i < n; i++) {
        double hi = (s >> 8) * (1.0 / 16777216.0);
        s = s * 1664525u + 1013904223u;
        double lo = (s >> 3) * (1.0 / 16777216.0) / 536870912.0;
        s = s * 1664525u + 1013904223u;
        x[i] = (T)(0.1 + hi + lo);
    }
    return x;
}

template <class T> static void show(const char *what, int n, const thrust::device_vector<T> &y)
{
    std::vector<T> h(n);
    thrust::copy(y.begin(), y.begin() + n, h.begin());
    unsigned long long hash = 14695981039346656037ull;
    const unsigned char *p = (const unsigned char *)h.data();
    for (size_t i = 0; i < n * sizeof(T); i++)
        hash = (hash ^ p[i]) * 1099511628211ull;
    printf("%-22s %6d: last %a, FNV-1a %016llx\n", what, n, (double)h[n - 1], hash);
}

int main()
{
    for (int n : {100, 3000, 3072, 3073, 10000, 50000, 98304}) {
        std::vector<float> h = inputs<float>(n);
        thrust::device_vector<float> x(h.begin(), h.end()), y(n);
        thrust::inclusive_scan(x.begin(), x.end(), y.begin());
        show("thrust inclusive", n, y);
        thrust::exclusive_scan(x.begin(), x.end(), y.begin(), 0.75f);
        show("thrust exclusive 0.75", n, y);
        if (n <= 10000) { /* its tiles hold 1920 floats: at 50000 (27 tiles) an H100 and an H200 gave
                             different last bits, so timing decides there already */
            thrust::inclusive_scan(x.begin(), x.end(), y.begin(), add_f());
            show("thrust inclusive add_f", n, y);
        }
        float *xp = thrust::raw_pointer_cast(x.data()), *yp = thrust::raw_pointer_cast(y.data());
        void *tmp = nullptr;
        size_t bytes = 0;
        cub::DeviceScan::InclusiveSum(tmp, bytes, xp, yp, n);
        cudaMalloc(&tmp, bytes);
        cub::DeviceScan::InclusiveSum(tmp, bytes, xp, yp, n);
        show("cub InclusiveSum", n, y);
        cub::DeviceScan::ExclusiveSum(tmp, bytes, xp, yp, n);
        show("cub ExclusiveSum", n, y);
        cudaFree(tmp);
        std::vector<double> hd = inputs<double>(n);
        thrust::device_vector<double> xd(hd.begin(), hd.end()), yd(n);
        thrust::inclusive_scan(xd.begin(), xd.end(), yd.begin());
        show("thrust inclusive double", n, yd);
    }
    std::vector<int> keys;
    for (int r = 1; r <= 300; r++)
        for (int i = 0; i < r; i++)
            keys.push_back(r % 7);
    int n = (int)keys.size();
    std::vector<float> h = inputs<float>(n);
    thrust::device_vector<int> k(keys.begin(), keys.end()), ko(n);
    thrust::device_vector<float> v(h.begin(), h.end()), vo(n);
    auto e = thrust::reduce_by_key(k.begin(), k.end(), v.begin(), ko.begin(), vo.begin());
    show("reduce_by_key", (int)(e.second - vo.begin()), vo);
    thrust::inclusive_scan_by_key(k.begin(), k.end(), v.begin(), vo.begin());
    show("inclusive_scan_by_key", n, vo);
    thrust::exclusive_scan_by_key(k.begin(), k.end(), v.begin(), vo.begin(), 0.25f);
    show("exclusive_scan_by_key", n, vo);
    return 0;
}
