// Thrust's algorithms called from device code (docs/libraries.md, "Thrust"), as per-thread
// code and NVIDIA's cdp samples call them: thrust::seq and thrust::device first; each thread
// sorts, scans, reduces, searches and selects its own row, alone and in order.
#include <stdio.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/copy.h>
#include <thrust/remove.h>
#include <thrust/unique.h>
#include <thrust/find.h>
#include <thrust/extrema.h>
#include <thrust/count.h>
#include <thrust/binary_search.h>
#include <thrust/execution_policy.h>

struct is_odd {
    __host__ __device__ bool operator()(int x) const { return x & 1; }
};

__global__ void rows(int *data, int *vals, int *out, int w)
{
    int *row = data + threadIdx.x * w, *v = vals + threadIdx.x * w, *o = out + threadIdx.x * 4 * w;
    int sum = thrust::reduce(thrust::seq, row, row + w);
    int odd = (int)thrust::count_if(thrust::seq, row, row + w, is_odd());
    int big = (int)(thrust::max_element(thrust::seq, row, row + w) - row);
    thrust::sort_by_key(thrust::seq, row, row + w, v);
    int lb = (int)(thrust::lower_bound(thrust::seq, row, row + w, 5) - row);
    thrust::inclusive_scan(thrust::seq, row, row + w, o);
    int kept = (int)(thrust::copy_if(thrust::seq, row, row + w, o + w, is_odd()) - (o + w));
    int uniq = (int)(thrust::unique(thrust::seq, row, row + w) - row);
    printf("thread %d: sum %d, odd %d, max at %d, lower_bound(5) %d, %d odd kept, %d unique\n",
           (int)threadIdx.x, sum, odd, big, lb, kept, uniq);
    thrust::sort(thrust::device, v, v + w, thrust::greater<int>());
}

int main()
{
    const int w = 8, t = 3;
    int *data, *vals, *out;
    cudaMallocManaged(&data, t * w * sizeof(int));
    cudaMallocManaged(&vals, t * w * sizeof(int));
    cudaMallocManaged(&out, t * 4 * w * sizeof(int));
    for (int i = 0; i < t * w; i++) {
        data[i] = (i * 7 + 3) % 11;
        vals[i] = i;
    }
    rows<<<1, t>>>(data, vals, out, w);
    cudaDeviceSynchronize();
    for (int r = 0; r < t; r++) {
        printf("row %d:", r);
        for (int i = 0; i < w; i++)
            printf(" %d", data[r * w + i]);
        printf(" | values:");
        for (int i = 0; i < w; i++)
            printf(" %d", vals[r * w + i]);
        printf(" | scan:");
        for (int i = 0; i < w; i++)
            printf(" %d", out[r * 4 * w + i]);
        printf("\n");
    }
    return 0;
}
