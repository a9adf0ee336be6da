// A function redeclared with other execution space specifiers is one function, as nvcc makes
// it: __host__ then __device__, or __device__ then __host__ (or __host__ __device__), is a
// __host__ __device__ function (nvcc 13 warns #20039, #20035, #20040, #20036); a declaration
// without a specifier gives way to a later __device__ one (a class's member functions defined
// out of the class `inline __device__`, as "The CUDA Handbook"'s cudaSpinlock is); and a
// template parameter of a runtime enumeration, template <cudaMemcpyKind kind>.
#include <stdio.h>

__host__ int hd1(int x);
__device__ int hd1(int x) { return x + 1; }
__device__ int hd2(int x);
__host__ int hd2(int x) { return x + 2; }
int hd3(int x);
__host__ __device__ int hd3(int x) { return x + 3; }
__device__ int hd4(int x);
__host__ __device__ int hd4(int x) { return x + 4; }
__host__ __device__ int hd5(int x);
int hd5(int x) { return x + 5; }

class Lock {
  public:
    Lock(int *p);
    void acquire();
    void release();
  private:
    int *m_p;
};
inline __device__ Lock::Lock(int *p) { m_p = p; }
inline __device__ void Lock::acquire() { while (atomicCAS(m_p, 0, 1)) ; }
inline __device__ void Lock::release() { atomicExch(m_p, 0); }

__global__ void k(int *out, int *lock, int *count)
{
    Lock l(lock);
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        out[0] = hd1(10) + hd2(10) * 100;
        out[1] = hd3(10) + hd4(10) * 100 + hd5(10) * 10000;
    }
    for (int i = 0; i < 32; i++) /* one thread of the warp at a time */
        if ((int)threadIdx.x % 32 == i) {
            l.acquire();
            __threadfence();
            *count += 1;
            __threadfence();
            l.release();
        }
}

template <cudaMemcpyKind kind> cudaError_t copy(void *dst, const void *src, size_t n)
{
    return cudaMemcpy(dst, src, n, kind);
}

int main()
{
    int *d;
    cudaMalloc(&d, 4 * sizeof(int));
    cudaMemset(d, 0, 4 * sizeof(int));
    k<<<4, 64>>>(d, d + 2, d + 3);
    int h[4] = {0};
    cudaError_t e = copy<cudaMemcpyDeviceToHost>(h, d, sizeof h);
    printf("%s: device %d %d, count %d\n", cudaGetErrorString(e), h[0], h[1], h[3]);
    printf("host %d %d %d %d %d\n", hd1(20), hd2(20), hd3(20), hd4(20), hd5(20));
    cudaFree(d);
    return 0;
}
