// cudaThreadSynchronize and cudaThreadExit, which older course code calls (CUDA by Example ends
// its programs with them), are gone from CUDA 13.0: nvcc 13 says `identifier "cudaThreadExit" is
// undefined`. cudarepl says so too and names what replaces each: cudaDeviceSynchronize and
// cudaDeviceReset (CUDA Runtime API, Device Management).
#include <cstdio>

__global__ void k(int *p) { p[threadIdx.x] = threadIdx.x; }

int main()
{
    int *p;
    cudaMalloc(&p, 32 * sizeof(int));
    k<<<1, 32>>>(p);
    cudaThreadSynchronize();
    cudaFree(p);
    cudaThreadExit();
    return 0;
}
