// (nvcc -O2 -arch=sm_90) A kernel template and an extern "C" host function of the same name (NVIDIA's
// threadFenceReduction: reduceSinglePass<512, true><<<...>>> inside reduceSinglePass(...)).
#include <cstdio>
template <unsigned B, bool P> __global__ void red(int *o) { *o = B + P; }
extern "C" void red(int *d);
extern "C" void red(int *d)
{
    red<512, true><<<1, 1>>>(d);
}
int main()
{
    int *d; cudaMallocManaged(&d, sizeof(int));
    red(d);
    cudaDeviceSynchronize();
    printf("%d\n", *d);
}
