// (nvcc -O2 -arch=sm_90) Host work in a stream (CUDA C++ Programming Guide §6.2.8.6, Callbacks):
// cudaLaunchHostFunc and cudaStreamAddCallback run after the stream's earlier work, so they see
// the kernel's results (the return codes are printed after a synchronisation, as the
// callbacks of a GPU run on a thread of the driver's); a callback is told the stream's status; flags other than 0 are refused.
#include <cstdio>

__global__ void fill(int *p, int v) { p[threadIdx.x] = v + threadIdx.x; }

static void after_fill(void *arg)
{
    int *p = (int *)arg;
    printf("host func: %d %d %d\n", p[0], p[1], p[31]);
}

static void CUDART_CB on_done(cudaStream_t stream, cudaError_t status, void *arg)
{
    int *p = (int *)arg;
    printf("callback: status %d, default stream %d, sum %d\n", (int)status, stream == 0,
           p[0] + p[31]);
}

int main()
{
    int *p;
    cudaMallocManaged(&p, 32 * sizeof(int));
    cudaStream_t s;
    cudaStreamCreate(&s);
    fill<<<1, 32, 0, s>>>(p, 100);
    cudaError_t e1 = cudaLaunchHostFunc(s, after_fill, p);
    cudaStreamSynchronize(s);
    printf("launch host func: %d\n", (int)e1);
    fill<<<1, 32>>>(p, 7);
    cudaError_t e2 = cudaStreamAddCallback(0, on_done, p, 0);
    cudaDeviceSynchronize();
    printf("add callback: %d\n", (int)e2);
    printf("flags 1: %d\n", (int)cudaStreamAddCallback(s, on_done, p, 1));
    cudaStreamDestroy(s);
    return 0;
}
