// Ordering of device-side launches (CUDA C++ Programming Guide §4.18 "CUDA Dynamic
// Parallelism"): a child sees the parent's global writes made before its launch; launches into
// one stream from one block run in order (the NULL stream and a stream the block created with
// cudaStreamNonBlocking); a tail launch (cudaStreamTailLaunch) runs after its parent grid and
// all the parent's other work, fire-and-forget launches (cudaStreamFireAndForget) included; and
// the host, and later work in the parent's stream, see a grid complete only with its children.
#include <cstdio>

__global__ void first(int *d)
{
    printf("first: d[0] = %d\n", d[0]);
    d[1] = 2;
}

__global__ void second(int *d)
{
    printf("second: d[1] = %d\n", d[1]);
    d[4] = d[1] + 10;
}

__global__ void forget(int *d)
{
    d[2] = 3;
}

__global__ void tail(int *d)
{
    printf("tail: d[2] = %d d[3] = %d d[4] = %d d[6] = %d\n", d[2], d[3], d[4], d[6]);
    d[5] = 6;
}

__global__ void tail2(int *d)
{
    printf("tail2: d[5] = %d\n", d[5]);
}

__global__ void in_stream(int *d, int k)
{
    printf("in_stream %d: d[6] = %d\n", k, d[6]);
    d[6] = d[6] * 10 + k;
}

__global__ void parent(int *d)
{
    d[0] = 1;
    first<<<1, 1>>>(d);
    second<<<1, 1>>>(d);
    forget<<<1, 1, 0, cudaStreamFireAndForget>>>(d);
    tail<<<1, 1, 0, cudaStreamTailLaunch>>>(d);
    tail2<<<1, 1, 0, cudaStreamTailLaunch>>>(d);
    printf("parent: tail %llx fire-and-forget %llx\n", (unsigned long long)cudaStreamTailLaunch,
           (unsigned long long)cudaStreamFireAndForget);
    cudaStream_t s;
    cudaError_t e = cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    printf("parent: create %d\n", (int)e);
    in_stream<<<1, 1, 0, s>>>(d, 1);
    in_stream<<<1, 1, 0, s>>>(d, 2);
    printf("parent: destroy %d\n", (int)cudaStreamDestroy(s));
    printf("parent: last error %d\n", (int)cudaGetLastError());
    d[3] = 4;
}

__global__ void after(const int *d)
{
    printf("after: %d %d %d %d %d %d %d\n", d[0], d[1], d[2], d[3], d[4], d[5], d[6]);
}

int main()
{
    int *d;
    cudaMalloc(&d, 8 * sizeof(int));
    cudaMemset(d, 0, 8 * sizeof(int));
    parent<<<1, 1>>>(d);
    after<<<1, 1>>>(d);
    printf("sync: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    int h[8];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("host: %d %d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5], h[6]);
    cudaFree(d);
    return 0;
}
