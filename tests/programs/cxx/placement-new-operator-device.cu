// A placement new-expression in device code: new (pool, slot) V(x) calls the program's
// __device__ operator new(size_t, int *, int) with the size first (C++17 [expr.new]); new (p) int
// of a pointer alone is the storage p points to. An H100 printed the output:
// thread t makes V(t + 1) (a = t + 1, b = 2(t + 1)) and an int 10t, and sums them: 3t + 3 + 10t.
#include <cstdio>
#include <new>

__device__ void *operator new(size_t n, int *pool, int slot) { return pool + slot * 4; }

struct V {
    int a, b;
    __device__ V(int x) : a(x), b(2 * x) {}
};

__global__ void k(int *out)
{
    __shared__ int pool[64];
    int t = threadIdx.x;
    V *v = new (pool, t) V(t + 1);
    int *i = new (pool + 32 + t) int(10 * t);
    out[t] = v->a + v->b + *i;
}

int main()
{
    int *d;
    cudaMalloc(&d, 4 * sizeof(int));
    k<<<1, 4>>>(d);
    int h[4];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
