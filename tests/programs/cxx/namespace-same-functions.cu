// Functions of one name and parameters in different namespaces are different functions
// (C++17 [basic.namespace]): cpu::saxpy and gpu::saxpy, a::twice and b::twice, each found by its
// qualified name and, unqualified, from inside its own namespace; __host__ __device__ ones too.
// The device line must equal the host's, which g++ printed.
// reference: g++
#include <cstdio>

namespace cpu {
void saxpy(int n, float a, const float *x, float *y)
{
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
    printf("cpu::saxpy\n");
}
const char *name() { return "cpu"; }
}

namespace gpu {
__global__ void kernel(int n, float a, const float *x, float *y)
{
    int i = threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}
void saxpy(int n, float a, const float *x, float *y)
{
    kernel<<<1, 32>>>(n, a, x, y);
    cudaDeviceSynchronize();
    printf("gpu::saxpy\n");
}
const char *name() { return "gpu"; }
void both(int n, float a, const float *x, float *y)
{
    saxpy(n, a, x, y); /* gpu's: this namespace's own */
    printf("inside gpu: %s\n", name());
}
}

namespace a { __host__ __device__ int twice(int x) { return 2 * x; } }
namespace b { __host__ __device__ int twice(int x) { return 3 * x; } __host__ __device__ int use(int x) { return twice(x) + 1; } }

__host__ __device__ void show(const char *where)
{
    printf("%s: %d %d %d\n", where, a::twice(5), b::twice(5), b::use(2));
}

__global__ void kernel() { show("device"); }

int main()
{
    float *x, *y;
    cudaMallocManaged(&x, 4 * sizeof(float));
    cudaMallocManaged(&y, 4 * sizeof(float));
    for (int i = 0; i < 4; i++) {
        x[i] = (float)i;
        y[i] = 1.0f;
    }
    cpu::saxpy(4, 2.0f, x, y);
    gpu::saxpy(4, 2.0f, x, y);
    gpu::both(4, 1.0f, x, y);
    printf("%g %g %s %s\n", y[1], y[3], cpu::name(), gpu::name());
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
