// sanitize: init local
// A thread's local array is written at indices 0..3 only and read at index threadIdx.x % 8: half the threads read a local element nothing wrote (an automatic variable of device code is uninitialised, as in C++; §5.3 C++ Language Support).
#include <cstdio>

__global__ void k(const int *in, int *out)
{
    int a[8];
    unsigned tid = threadIdx.x;
    for (int i = 0; i < 4; i++)
        a[i] = in[tid] + i;
    out[tid] = a[in[tid + 32] % 8];     // BUG: a[4..7] are never written
}

int main()
{
    int h[64], r[32], *din, *dout;
    for (int i = 0; i < 32; i++) {
        h[i] = i;
        h[32 + i] = i;
    }
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<1, 32>>>(din, dout);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("%s; out[1] = %d (in[1] + 1)\n", cudaGetErrorString(e), r[1]);
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
