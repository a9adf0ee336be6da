// alignas and __align__ on variables align the object, not its elements (C++ [dcl.align]; CUDA
// C++ Programming Guide §5.3.x on __align__ for structures): a shared tile declared
// alignas(alignof(float4)) keeps 4-byte floats (NVIDIA's globalToShmemAsyncCopy sample
// declares its tiles so), while a struct's alignment rounds its size up.
#include <cstdio>

struct __align__(16) V {
    float x, y, z;
};

__global__ void k(float *o)
{
    __shared__ alignas(alignof(float4)) float t[4][4];
    __shared__ __align__(8) float u[3];
    t[threadIdx.x / 4][threadIdx.x % 4] = (float)threadIdx.x;
    if (threadIdx.x < 3)
        u[threadIdx.x] = 1.5f * threadIdx.x;
    __syncthreads();
    o[threadIdx.x] = t[threadIdx.x % 4][threadIdx.x / 4] + u[threadIdx.x % 3];
    if (threadIdx.x == 0)
        printf("device: sizeof t %d, u %d, V %d, alignof V %d, t aligned %d, row stride %d\n", (int)sizeof(t),
               (int)sizeof(u), (int)sizeof(V), (int)alignof(V), (int)(((unsigned long)t) % 16 == 0),
               (int)((unsigned long)&t[1][0] - (unsigned long)&t[0][0]));
}

int main()
{
    float *o;
    cudaMallocManaged(&o, 16 * sizeof(float));
    k<<<1, 16>>>(o);
    cudaDeviceSynchronize();
    printf("%g %g %g %g\n", o[1], o[4], o[14], o[15]);
    alignas(16) float h[3];
    V v[2];
    printf("host: sizeof h %d, aligned %d, sizeof v %d\n", (int)sizeof(h), (int)((unsigned long)h % 16 == 0),
           (int)sizeof(v));
    return 0;
}
