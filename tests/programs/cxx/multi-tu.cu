// (nvcc -O2 -arch=sm_90 multi-tu.cu multi-tu/lib.cpp multi-tu/kern.cu: the .test file names the other sources)
// A program of three translation units: this file (a kernel and main), a C++ file of host
// classes and functions, and a second .cu file with a kernel of its own. Each file has a static
// function named describe(): translation units keep their static names apart.
#include <cstdio>
#include "multi-tu/lib.h"

__global__ void scale(float *p, int n, float s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= s;
}

__global__ void add_one(float *p, int n); // in multi-tu/kern.cu

static const char *describe() { return "main unit"; }

int main()
{
    const int n = 100;
    float *d;
    cudaMallocManaged(&d, n * sizeof(float));
    for (int i = 0; i < n; i++)
        d[i] = (float)i;
    scale<<<1, 128>>>(d, n, 0.5f);
    add_one<<<4, 32>>>(d, n);
    cudaDeviceSynchronize();
    Stats st = summarize(d, n);
    printf("%s: sum %.2f mean %.3f max %.1f (%s, %s)\n", describe(), st.sum, st.mean(), st.max,
           lib_describe(), kern_describe());
    cudaFree(d);
    return 0;
}
