// (nvcc -O2 -arch=sm_90) A kernel launched through a pointer to it, as NVIDIA's transpose sample
// chooses among its kernels: `void (*kernel)(float *, ...) = &copy; kernel<<<grid, block>>>(...)`.
#include <cstdio>
__global__ void a(int *p, int v) { p[threadIdx.x] = v + threadIdx.x; }
__global__ void b(int *p, int v) { p[threadIdx.x] = v * 10; }
int main()
{
    int *d; cudaMallocManaged(&d, 4 * sizeof(int));
    void (*kernel)(int *, int);
    for (int i = 0; i < 2; i++) {
        kernel = i ? &b : a;
        kernel<<<1, 4>>>(d, 3);
        cudaDeviceSynchronize();
        printf("%s: %d %d %d %d\n", kernel == &a ? "a" : "b", d[0], d[1], d[2], d[3]);
    }
    return 0;
}
