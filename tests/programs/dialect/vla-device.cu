// A variable-length array in device code: nvcc refuses it in a kernel, a __device__ function
// and a __host__ __device__ one (whose device side cannot have it); host code may have one.
#include <cstdio>

__global__ void kernel(int n, int *out)
{
    int scratch[n];
    scratch[0] = n;
    out[0] = scratch[0];
}

__device__ int twice(int n)
{
    int buf[n + 1];
    buf[0] = 2 * n;
    return buf[0];
}

__host__ __device__ int both(int n)
{
    float acc[n];
    acc[0] = n;
    return (int)acc[0];
}

int main()
{
    int n = 4;
    int host_side[n];
    host_side[0] = n;
    printf("%d\n", host_side[0]);
    return 0;
}
