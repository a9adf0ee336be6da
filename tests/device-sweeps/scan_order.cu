// scan_order.cu — the order of Thrust's and CUB's float additions in scans and by-key
// reductions, for cudarepl to fit (its reductions already follow an H100's order; its scans
// did not). Inputs are x[i] = 0.1 + (lcg_i >> 8) * 2^-24 (lcg_0 = 12345, lcg_{i+1} = lcg_i *
// 1664525 + 1013904223 mod 2^32), except the probes, where all values are 1.0 but one 2^24 at
// position p (2^24 + 1 rounds back to 2^24, so each output tells which ones were added to the
// large value one at a time). Writes raw little-endian outputs to OUTDIR:
//   thrust_inc_N.bin, thrust_exc_N.bin (init 0.5), cub_inc_N.bin, cub_exc_N.bin  (float, N each)
//   thrust_inc_dbl_N.bin (double), rbk_keys.bin/rbk_vals.bin (reduce_by_key of runs of
//   lengths 1, 2, 3, ... 1000 in order: the sums, float), sbk.bin (inclusive_scan_by_key of the
//   same runs), probe_inc_N.bin (for p = 0, 3, 6, ... < N: the inclusive scan, float)
//   nvcc -arch=sm_90 -O2 -std=c++17 -o scan_order scan_order.cu && ./scan_order OUTDIR
#include <cstdio>
#include <vector>
#include <cub/cub.cuh>
#include <thrust/device_vector.h>
#include <thrust/scan.h>
#include <thrust/reduce.h>
#include <thrust/copy.h>

static const char *dir;
template <class T>
static void dump(const char *name, int n, const thrust::device_vector<T> &v)
{
    std::vector<T> h(v.size());
    thrust::copy(v.begin(), v.end(), h.begin());
    char path[512];
    snprintf(path, sizeof path, "%s/%s_%d.bin", dir, name, n);
    FILE *f = fopen(path, "wb");
    fwrite(h.data(), sizeof(T), h.size(), f);
    fclose(f);
}
static std::vector<float> inputs(int n)
{
    std::vector<float> x(n);
    unsigned s = 12345;
    for (int i = 0; i < n; i++) {
        x[i] = 0.1f + (float)(s >> 8) * (1.0f / 16777216.0f);
        s = s * 1664525u + 1013904223u;
    }
    return x;
}
int main(int argc, char **argv)
{
    dir = argc > 1 ? argv[1] : ".";
    for (int n : {100, 1000, 3000, 10000, 30000, 100000, 300000}) {
        std::vector<float> h = inputs(n);
        thrust::device_vector<float> x(h.begin(), h.end()), y(n);
        thrust::inclusive_scan(x.begin(), x.end(), y.begin());
        dump("thrust_inc", n, y);
        thrust::exclusive_scan(x.begin(), x.end(), y.begin(), 0.5f);
        dump("thrust_exc", n, y);
        void *tmp = nullptr;
        size_t bytes = 0;
        float *xp = thrust::raw_pointer_cast(x.data()), *yp = thrust::raw_pointer_cast(y.data());
        cub::DeviceScan::InclusiveSum(tmp, bytes, xp, yp, n);
        cudaMalloc(&tmp, bytes);
        cub::DeviceScan::InclusiveSum(tmp, bytes, xp, yp, n);
        dump("cub_inc", n, y);
        cudaFree(tmp);
        tmp = nullptr;
        cub::DeviceScan::ExclusiveSum(tmp, bytes, xp, yp, n);
        cudaMalloc(&tmp, bytes);
        cub::DeviceScan::ExclusiveSum(tmp, bytes, xp, yp, n);
        dump("cub_exc", n, y);
        cudaFree(tmp);
        std::vector<double> hd(h.begin(), h.end());
        thrust::device_vector<double> xd(hd.begin(), hd.end()), yd(n);
        thrust::inclusive_scan(xd.begin(), xd.end(), yd.begin());
        dump("thrust_inc_dbl", n, yd);
    }
    {
        std::vector<int> keys;
        for (int r = 1; r <= 1000; r++)
            for (int i = 0; i < r; i++)
                keys.push_back(r);
        int n = (int)keys.size();
        std::vector<float> h = inputs(n);
        thrust::device_vector<int> k(keys.begin(), keys.end()), ko(n);
        thrust::device_vector<float> v(h.begin(), h.end()), vo(n);
        auto e = thrust::reduce_by_key(k.begin(), k.end(), v.begin(), ko.begin(), vo.begin());
        int m = (int)(e.first - ko.begin());
        vo.resize(m);
        dump("rbk_vals", m, vo);
        thrust::inclusive_scan_by_key(k.begin(), k.end(), v.begin(), vo.begin());
        vo.resize(n);
        thrust::inclusive_scan_by_key(k.begin(), k.end(), v.begin(), vo.begin());
        dump("sbk", n, vo);
    }
    for (int n : {3000, 12000}) {
        std::vector<float> all;
        for (int p = 0; p < n; p += (n == 3000 ? 3 : 97)) {
            thrust::device_vector<float> x(n, 1.0f), y(n);
            x[p] = 16777216.0f;
            thrust::inclusive_scan(x.begin(), x.end(), y.begin());
            std::vector<float> hy(n);
            thrust::copy(y.begin(), y.end(), hy.begin());
            all.insert(all.end(), hy.begin(), hy.end());
        }
        thrust::device_vector<float> a(all.begin(), all.end());
        dump("probe_inc", n, a);
    }
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
