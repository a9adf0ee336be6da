// A .cpp file: nvcc hands it to the host compiler as it is, without cuda_runtime.h or
// __CUDACC__, so it may declare CUDA's names itself, as The CUDA Handbook's chCUDA.h does under
// NO_CUDA for its CPU-only files.
#include <cstdio>
#include <cstddef>

#ifdef __CUDACC__
#define WHERE "__CUDACC__ defined"
#else
#define WHERE "no __CUDACC__"
#endif

#define __global__
#define __host__
#define __device__

typedef int cudaError_t;
static const cudaError_t cudaSuccess = 0;
struct cudaDeviceProp {
    int major, minor;
    char name[16];
};
static inline cudaError_t cudaGetDeviceCount(int *p)
{
    *p = 0;
    return cudaSuccess;
}
template <typename T> static inline cudaError_t cudaMalloc(T **p, size_t)
{
    *p = nullptr;
    return 2;
}

// a static array declared again extern (its header's pattern): the same array, still of length 3
static const char *algorithms[] = {"CPU_AOS", "CPU_SOA", "CPU_SIMD"};
extern const char *algorithms[];

__host__ __device__ inline float square(float x) { return x * x; }

int cpu_side(float *out)
{
    int n = -1;
    float *p = (float *)1;
    cudaError_t e = cudaGetDeviceCount(&n), m = cudaMalloc(&p, 64);
    cudaDeviceProp prop = {1, 2, "none"};
    printf("cpp: %s, %s, %d devices (error %d), cudaMalloc %d %s, %s %d.%d\n", WHERE,
#ifdef CUDART_VERSION
           "CUDART_VERSION defined",
#else
           "no CUDART_VERSION",
#endif
           n, e, m, p ? "set" : "null", prop.name, prop.major, prop.minor);
    for (size_t i = 0; i < sizeof algorithms / sizeof algorithms[0]; i++)
        printf("cpp: algorithm %zu %s\n", i, algorithms[i]);
    *out = square(1.5f);
    return (int)(sizeof algorithms / sizeof algorithms[0]);
}
