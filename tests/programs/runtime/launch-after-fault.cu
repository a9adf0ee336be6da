// A kernel launched after one that faults, with no synchronisation between them: the fault
// breaks the context (the CUDA Runtime API on cudaErrorLaunchFailure: "This leaves the
// process in an inconsistent state and any further CUDA work will return the same error"),
// so the second kernel, queued behind it, never runs: its printf prints nothing and its
// store never lands. Both launch calls return cudaSuccess; the synchronisation returns the
// fault, and every call after it returns it again.
#include <cstdio>

__global__ void fault(int *p)
{
    p[threadIdx.x] = 1; // p is NULL
}

__global__ void after(int *q)
{
    *q = 42;
    printf("the kernel after the fault ran\n");
}

int main()
{
    int *q;
    cudaMalloc(&q, sizeof(int));
    cudaMemset(q, 0, sizeof(int));
    fault<<<1, 32>>>(nullptr);
    printf("first launch: %s\n", cudaGetErrorName(cudaGetLastError()));
    after<<<1, 1>>>(q);
    printf("second launch: %s\n", cudaGetErrorName(cudaGetLastError()));
    printf("synchronize: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    int v = -1;
    printf("memcpy: %s\n", cudaGetErrorName(cudaMemcpy(&v, q, sizeof v, cudaMemcpyDeviceToHost)));
    printf("v = %d\n", v);
    after<<<1, 1>>>(q);
    printf("third launch: %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
