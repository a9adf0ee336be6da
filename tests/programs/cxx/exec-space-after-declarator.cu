// nvcc's execution space specifiers are attributes, which may also stand after a declarator's
// '*' or '&' (`volatile T & __host__ get()`, `T * __device__ dget()`), as in NVIDIA's
// printf-alternative blog sample; they mean what they mean before the return type. An H100 printed
// the same (2026-12-05).
#include <cstdio>

template <class T> struct Slot {
    T *p;
    volatile T & __host__ get() { return *p; }
    T * __device__ dget() { return p; }
    const T & __host__ __device__ peek() const { return *p; }
};

__global__ void bump(Slot<int> s)
{
    *s.dget() += s.peek();
}

int main()
{
    int *v;
    cudaMallocManaged(&v, sizeof *v);
    *v = 21;
    Slot<int> s{v};
    bump<<<1, 1>>>(s);
    cudaDeviceSynchronize();
    printf("%d %d\n", (int)s.get(), s.peek());
    cudaFree(v);
    return 0;
}
