// A program with mistakes in device code and in host code: every one is reported, each once,
// as nvcc reports them (its front end reads the whole file; cudarepl's device pass and host
// pass each read it, and an error in a __host__ __device__ function, which both compile, is
// printed once). nvcc 13.0 -arch=sm_90 says:
//   errors-both-passes.cu(11): error: identifier "scale" is undefined
//   errors-both-passes.cu(15): error: identifier "offset" is undefined
//   errors-both-passes.cu(23): error: identifier "count" is undefined
//   3 errors detected in the compilation of "errors-both-passes.cu".
#include <cstdio>

__host__ __device__ float twice(float x) { return 2.0f * x * scale; }

__global__ void kernel(float *p)
{
    p[threadIdx.x] = twice(p[threadIdx.x]) + offset;
}

int main()
{
    float *d;
    cudaMalloc(&d, 32 * sizeof(float));
    kernel<<<1, 32>>>(d);
    printf("%d\n", count);
    return 0;
}
