// A program of a .cu file and a .cpp file (CUDA C++ Programming Guide §3.1, "Compilation with
// NVCC": nvcc compiles .cpp files with the host compiler alone). The .cpp file declares
// cudaError_t, cudaSuccess, cudaDeviceProp and cudaMalloc itself, which it may, since it sees no
// CUDA header; the .cu file sees the real ones.
#include <cstdio>

int cpu_side(float *out);

__global__ void twice(int *v) { v[threadIdx.x] *= 2; }

int main()
{
    int *d, h[4] = {1, 2, 3, 4};
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    twice<<<1, 4>>>(d);
    cudaError_t e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("cu: %s, %s, CUDART_VERSION %d, %d %d %d %d\n",
#ifdef __CUDACC__
           "__CUDACC__ defined",
#else
           "no __CUDACC__",
#endif
           cudaGetErrorString(e), CUDART_VERSION, h[0], h[1], h[2], h[3]);
    float sq = 0;
    int n = cpu_side(&sq);
    printf("cu: %d algorithms, square %g\n", n, sq);
    cudaFree(d);
    return 0;
}
