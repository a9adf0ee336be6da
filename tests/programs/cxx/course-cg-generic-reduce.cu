/* Course-style generic reductions: SharedMemory<T> with a specialisation, generic functors
 * (member function template operator()) over a cooperative-groups tile, cg::reduce with
 * cg::plus/cg::less, numeric_limits in device code, a templated shared-memory tree with
 * #pragma unroll and a double atomicAdd. Reference: h200. */
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <vector>
#include <numeric>
#include <algorithm>
#include <limits>
namespace cg = cooperative_groups;

template <class T> struct SharedMemory {
    __device__ inline operator T *() { extern __shared__ int __smem[]; return (T *)__smem; }
    __device__ inline operator const T *() const { extern __shared__ int __smem[]; return (T *)__smem; }
};
template <> struct SharedMemory<double> {
    __device__ inline operator double *() { extern __shared__ double __smem_d[]; return (double *)__smem_d; }
};

template <typename T, typename Op>
__device__ T warp_reduce(cg::thread_block_tile<32> w, T v, Op op) {
    for (int o = w.size() / 2; o > 0; o /= 2) v = op(v, w.shfl_down(v, o));
    return v;
}

struct MinOp { template <typename T> __device__ T operator()(T a, T b) const { return a < b ? a : b; } };
struct SumOp { template <typename T> __device__ T operator()(T a, T b) const { return a + b; } };

template <typename T, unsigned BS>
__global__ void reduce_kernel(const T *in, T *sum, T *mn, unsigned n) {
    cg::thread_block b = cg::this_thread_block();
    auto w = cg::tiled_partition<32>(b);
    T *s = SharedMemory<T>();
    T acc = 0, m = std::numeric_limits<T>::max();
    for (unsigned i = blockIdx.x * BS + threadIdx.x; i < n; i += BS * gridDim.x) { acc += in[i]; m = min(m, in[i]); }
    acc = warp_reduce(w, acc, SumOp());
    m = warp_reduce(w, m, MinOp());
    if (w.thread_rank() == 0) { s[w.meta_group_rank()] = acc; s[BS / 32 + w.meta_group_rank()] = m; }
    b.sync();
    if (w.meta_group_rank() == 0) {
        T a = w.thread_rank() < BS / 32 ? s[w.thread_rank()] : T(0);
        T mm = w.thread_rank() < BS / 32 ? s[BS / 32 + w.thread_rank()] : std::numeric_limits<T>::max();
        a = cg::reduce(w, a, cg::plus<T>());
        mm = cg::reduce(w, mm, cg::less<T>());
        if (w.thread_rank() == 0) { atomicAdd(sum, a); atomicMin(mn, mm); }
    }
}

template <unsigned BS>
__global__ void reduce_double(const double *in, double *sum, unsigned n) {
    double *s = SharedMemory<double>();
    unsigned t = threadIdx.x;
    s[t] = (blockIdx.x * BS + t < n) ? in[blockIdx.x * BS + t] : 0.0;
    __syncthreads();
#pragma unroll
    for (unsigned k = BS / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0) atomicAdd(sum, s[0]);
}

int main() {
    const unsigned n = 10007;
    std::vector<int> h(n);
    for (unsigned i = 0; i < n; i++) h[i] = (int)((i * 2654435761u) % 1000) - 300;
    int *d, *dsum, *dmin;
    cudaMalloc(&d, n * sizeof(int)); cudaMalloc(&dsum, 4); cudaMalloc(&dmin, 4);
    cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    int zero = 0, big = std::numeric_limits<int>::max();
    cudaMemcpy(dsum, &zero, 4, cudaMemcpyHostToDevice);
    cudaMemcpy(dmin, &big, 4, cudaMemcpyHostToDevice);
    reduce_kernel<int, 256><<<8, 256, 2 * 256 / 32 * sizeof(int)>>>(d, dsum, dmin, n);
    int s, m;
    cudaMemcpy(&s, dsum, 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(&m, dmin, 4, cudaMemcpyDeviceToHost);
    printf("sum %d (host %d) min %d (host %d)\n", s, std::accumulate(h.begin(), h.end(), 0), m,
           *std::min_element(h.begin(), h.end()));
    std::vector<double> hd(n);
    for (unsigned i = 0; i < n; i++) hd[i] = 1.0 / (i + 1);
    double *dd, *ds; cudaMalloc(&dd, n * 8); cudaMalloc(&ds, 8);
    cudaMemcpy(dd, hd.data(), n * 8, cudaMemcpyHostToDevice);
    cudaMemset(ds, 0, 8);
    reduce_double<128><<<(n + 127) / 128, 128, 128 * sizeof(double)>>>(dd, ds, n);
    double r; cudaMemcpy(&r, ds, 8, cudaMemcpyDeviceToHost);
    printf("harmonic %.6f\n", r);
    cudaError_t e = cudaGetLastError();
    printf("%s\n", cudaGetErrorName(e));
}
