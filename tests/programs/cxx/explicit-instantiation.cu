// Explicit instantiation (C++ [temp.explicit]; CUDA C++ Programming Guide §5.3, C++ Language
// Support): kernels.cu defines two function templates and instantiates them for some types;
// this file only declares them (twice.h) and calls those instances, which the program links to
// (NVIDIA's reduction sample is built this way). Expected: the H200's output.
#include <cstdio>
#include "explicit-instantiation/twice.h"

int main()
{
    int *d, h[4] = {1, 2, 3, 4};
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    twice<int>(4, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d, total %d\n", h[0], h[1], h[2], h[3], total(h, 4));
    float *f, g[2] = {1.5f, 2.25f};
    cudaMalloc(&f, sizeof g);
    cudaMemcpy(f, g, sizeof g, cudaMemcpyHostToDevice);
    twice(2, f);
    cudaMemcpy(g, f, sizeof g, cudaMemcpyDeviceToHost);
    double x[3] = {0.5, 0.25, 4};
    printf("%g %g, total %g\n", g[0], g[1], total<double>(x, 3));
    return 0;
}
