// (H200) A reduction with cooperative groups (thread_block, tiled_partition<32>, cg::reduce
// with cg::plus) over a SharedMemory<T> struct's conversion operator, and a class with
// __host__ __device__ operators passed by value to a kernel, printed through std::cout.
#include <cstdio>
#include <iostream>
#include <vector>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

template <class T> struct SharedMemory {
    __device__ inline operator T *() { extern __shared__ int __smem[]; return (T *)__smem; }
    __device__ inline operator const T *() const { extern __shared__ int __smem[]; return (T *)__smem; }
};

struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3 operator+(const Vec3 &o) const { return {x + o.x, y + o.y, z + o.z}; }
    __host__ __device__ Vec3 operator*(float s) const { return {x * s, y * s, z * s}; }
    __host__ __device__ float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
};
std::ostream &operator<<(std::ostream &os, const Vec3 &v) { return os << "(" << v.x << ", " << v.y << ", " << v.z << ")"; }

template <class T>
__global__ void reduce(const T *in, T *out, unsigned n) {
    cg::thread_block cta = cg::this_thread_block();
    T *sdata = SharedMemory<T>();
    unsigned tid = threadIdx.x, i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    T s = (i < n) ? in[i] : 0;
    if (i + blockDim.x < n) s += in[i + blockDim.x];
    sdata[tid] = s;
    cg::sync(cta);
    for (unsigned k = blockDim.x / 2; k > 32; k >>= 1) { if (tid < k) sdata[tid] = s = s + sdata[tid + k]; cg::sync(cta); }
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);
    if (cta.thread_rank() < 32) {
        if (blockDim.x >= 64) s += sdata[tid + 32];
        s = cg::reduce(tile, s, cg::plus<T>());
    }
    if (cta.thread_rank() == 0) out[blockIdx.x] = s;
}

__global__ void move(Vec3 *p, Vec3 v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = p[i] + v * 0.5f;
}

int main() {
    const unsigned n = 1 << 16; const int threads = 256, blocks = (n + threads * 2 - 1) / (threads * 2);
    std::vector<double> h(n);
    for (unsigned i = 0; i < n; i++) h[i] = (i % 7) * 0.25;
    double *din, *dout; cudaMalloc(&din, n * sizeof(double)); cudaMalloc(&dout, blocks * sizeof(double));
    cudaMemcpy(din, h.data(), n * sizeof(double), cudaMemcpyHostToDevice);
    reduce<double><<<blocks, threads, threads * sizeof(double)>>>(din, dout, n);
    std::vector<double> part(blocks);
    cudaMemcpy(part.data(), dout, blocks * sizeof(double), cudaMemcpyDeviceToHost);
    double total = 0; for (double x : part) total += x;
    std::cout << "total " << total << std::endl;
    std::vector<Vec3> pts(4, Vec3{1, 2, 3});
    Vec3 *dp; cudaMalloc(&dp, 4 * sizeof(Vec3));
    cudaMemcpy(dp, pts.data(), 4 * sizeof(Vec3), cudaMemcpyHostToDevice);
    move<<<1, 32>>>(dp, Vec3{0.5f, 1.0f / 3, -2}, 4);
    cudaMemcpy(pts.data(), dp, 4 * sizeof(Vec3), cudaMemcpyDeviceToHost);
    for (const auto &p : pts) std::cout << p << " " << p.dot(p) << "\n";
    std::cout.precision(10);
    std::cout << pts[0].y << " " << 1e-7 << " " << 123456789.0 << " " << 1.0/3 << std::endl;
    cudaFree(din); cudaFree(dout); cudaFree(dp);
}
