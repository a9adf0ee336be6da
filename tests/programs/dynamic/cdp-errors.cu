// Errors of the device runtime (CUDA C++ Programming Guide §4.18 "CUDA Dynamic Parallelism"):
// a launch that fails sets the launching thread's last error, which cudaGetLastError returns
// and clears and cudaPeekAtLastError returns and keeps; the host's own last error is not touched.
// Device-side cudaMalloc and cudaFree allocate from the device heap.
#include <cstdio>

__global__ void child(int *p)
{
    if (p)
        p[threadIdx.x] = threadIdx.x;
}

__global__ void parent(int *p)
{
    child<<<1, 2048>>>(p);
    int e1 = cudaPeekAtLastError();
    int e2 = cudaPeekAtLastError();
    int e3 = cudaGetLastError();
    int e4 = cudaGetLastError();
    printf("block too large: peek %d peek %d get %d get %d\n", e1, e2, e3, e4);
    child<<<0, 1>>>(p);
    printf("empty grid: %d\n", (int)cudaGetLastError());
    child<<<1, 1, 1 << 20>>>(p);
    printf("too much shared memory: %d\n", (int)cudaGetLastError());
    child<<<dim3(1, 70000), 1>>>(p);
    printf("grid y 70000: %d\n", (int)cudaGetLastError());
    child<<<1, 32>>>(p);
    printf("good launch: %d\n", (int)cudaGetLastError());
    int *q = nullptr;
    int e = cudaMalloc((void **)&q, 64 * sizeof(int));
    printf("cudaMalloc: %d %s\n", e, q ? "non-null" : "null");
    child<<<1, 64>>>(q);
    printf("launch on it: %d\n", (int)cudaGetLastError());
    e = cudaFree(q);
    printf("cudaFree: %d\n", e);
    int *big = nullptr;
    e = cudaMalloc((void **)&big, (size_t)1 << 40);
    printf("cudaMalloc 1 TiB: %d %s\n", e, big ? "non-null" : "null");
    cudaStream_t s;
    e = cudaStreamCreateWithFlags(&s, cudaStreamDefault);
    printf("stream with flags 0: %d\n", e);
}

int main()
{
    int *p;
    cudaMalloc(&p, 2048 * sizeof(int));
    parent<<<1, 1>>>(p);
    printf("host last error: %s\n", cudaGetErrorName(cudaGetLastError()));
    printf("sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    int h[32];
    cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost);
    printf("p[31] = %d\n", h[31]);
    return 0;
}
