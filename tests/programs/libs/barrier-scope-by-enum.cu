// Names a GEMM tutorial's double-buffered kernel uses: a block-scope cuda::barrier whose scope
// is named through its enumeration (cuda::thread_scope::thread_scope_block, C++11 [dcl.enum]),
// kernel parameters of glibc's type uint, cudaFuncSetAttribute with the carveout constant
// cudaSharedmemCarveoutMaxShared (CUDA Runtime API, cudaSharedCarveout), and
// cudaDeviceReset where the program was written with cudaThreadExit (CUDA 13.0 removed it).
#include <cstdio>
#include <cuda/barrier>

__global__ void two_phase(const uint *in, uint *out, uint n)
{
    __shared__ cuda::barrier<cuda::thread_scope::thread_scope_block> bar;
    __shared__ uint tile[64];
    if (threadIdx.x == 0)
        init(&bar, blockDim.x);
    __syncthreads();
    tile[threadIdx.x] = in[threadIdx.x] * 2;
    bar.arrive_and_wait(); /* every element written */
    uint s = 0;
    for (uint i = 0; i < n; i++)
        s += tile[i];
    out[threadIdx.x] = s + threadIdx.x;
}

int main()
{
    const uint n = 64;
    uint h[n], *d_in, *d_out;
    for (uint i = 0; i < n; i++)
        h[i] = i;
    cudaMalloc((void **)&d_in, sizeof h);
    cudaMalloc((void **)&d_out, sizeof h);
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    cudaError_t e = cudaFuncSetAttribute(two_phase, cudaFuncAttributePreferredSharedMemoryCarveout,
                                         cudaSharedmemCarveoutMaxShared);
    printf("carveout %d %d %d: %s\n", cudaSharedmemCarveoutDefault, cudaSharedmemCarveoutMaxL1,
           cudaSharedmemCarveoutMaxShared, cudaGetErrorString(e));
    two_phase<<<1, n>>>(d_in, d_out, n);
    cudaMemcpy(h, d_out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%u %u %u\n", h[0], h[1], h[63]);
    cudaFree(d_in);
    cudaFree(d_out);
    printf("cudaDeviceReset: %s\n", cudaGetErrorString(cudaDeviceReset()));
    return 0;
}
