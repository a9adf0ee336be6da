// A histogram of device data two ways (docs/libraries.md, "Thrust"): sort, then count each
// value, and a raw kernel with atomicAdd on raw_pointer_cast; a cumulative histogram by
// inclusive_scan; sort_by_key keeping records with their keys; sorting on the host.
#include <stdio.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/count.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/functional.h>

__global__ void histogram_kernel(const int *data, int n, int *bins)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&bins[data[i]], 1);
}

struct in_range {
    int lo, hi;
    in_range(int l, int h) : lo(l), hi(h) {}
    __host__ __device__ bool operator()(int x) const { return x >= lo && x < hi; }
};

int main()
{
    const int n = 5000, nbins = 16;
    thrust::host_vector<int> h(n);
    unsigned s = 12345;
    for (int i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        h[i] = (int)((s >> 16) % 7 + (s >> 8) % 10); /* 0 .. 15, not uniform */
    }
    thrust::device_vector<int> d = h;

    thrust::device_vector<int> bins(nbins, 0);
    histogram_kernel<<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(d.data()), n,
                                                thrust::raw_pointer_cast(bins.data()));
    cudaDeviceSynchronize();

    thrust::sort(d.begin(), d.end());
    printf("bin  sorted-count  kernel\n");
    int total = 0;
    for (int b = 0; b < nbins; b++) {
        int c = (int)thrust::count(d.begin(), d.end(), b);
        total += c;
        printf("%3d  %12d  %6d\n", b, c, (int)bins[b]);
    }
    printf("total %d, kernel total %d\n", total, thrust::reduce(bins.begin(), bins.end()));
    printf("values in [4, 9): %d\n", (int)thrust::count_if(d.begin(), d.end(), in_range(4, 9)));
    printf("smallest %d, largest %d, median %d\n", (int)d[0], (int)d[n - 1], (int)d[n / 2]);

    /* cumulative histogram */
    thrust::device_vector<int> cum(nbins);
    thrust::inclusive_scan(bins.begin(), bins.end(), cum.begin());
    thrust::host_vector<int> hc = cum;
    printf("cumulative:");
    for (int b = 0; b < nbins; b++)
        printf(" %d", hc[b]);
    printf("\n");

    /* records sorted by score (highest first), equal scores keeping their order */
    int scores[10] = {72, 95, 60, 95, 88, 72, 100, 60, 88, 72};
    int ids[10] = {101, 102, 103, 104, 105, 106, 107, 108, 109, 110};
    thrust::device_vector<int> keys(scores, scores + 10), vals(ids, ids + 10);
    thrust::sort_by_key(keys.begin(), keys.end(), vals.begin(), thrust::greater<int>());
    thrust::host_vector<int> hk = keys, hv = vals;
    for (int i = 0; i < 10; i++)
        printf("%d:%d%s", hk[i], hv[i], i < 9 ? " " : "\n");
    thrust::stable_sort_by_key(keys.begin(), keys.end(), vals.begin());
    hk = keys;
    hv = vals;
    for (int i = 0; i < 10; i++)
        printf("%d:%d%s", hk[i], hv[i], i < 9 ? " " : "\n");

    /* sorting on the host: a host_vector and thrust::host */
    thrust::host_vector<float> hf(8);
    for (int i = 0; i < 8; i++)
        hf[i] = (float)((i * 5) % 8) * 0.25f;
    thrust::sort(hf.begin(), hf.end(), thrust::greater<float>());
    for (int i = 0; i < 8; i++)
        printf("%g%s", hf[i], i < 7 ? " " : "\n");
    printf("host sum %g\n", thrust::reduce(thrust::host, hf.begin(), hf.end()));
    return 0;
}
