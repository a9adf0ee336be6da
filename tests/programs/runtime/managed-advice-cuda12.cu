// CUDA 12's forms of cudaMemPrefetchAsync and cudaMemAdvise (a device number, or
// cudaCpuDeviceId for the host), which course material uses and CUDA 13 replaced by the forms
// with a location: cudarepl accepts both. The attributes read back as with the new forms
// (managed-advice.cu holds what an H200 gives for those).
#include <cstdio>

__global__ void inc(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i]++;
}

int main()
{
    const int N = 1 << 16;
    int *p, dev = 0, v = -9;
    cudaGetDevice(&dev);
    cudaMallocManaged(&p, N * sizeof(int));
    for (int i = 0; i < N; i++)
        p[i] = i;
    printf("advise %d\n", (int)cudaMemAdvise(p, N * sizeof(int), cudaMemAdviseSetPreferredLocation, dev));
    printf("prefetch %d\n", (int)cudaMemPrefetchAsync(p, N * sizeof(int), dev));
    cudaMemRangeGetAttribute(&v, 4, cudaMemRangeAttributePreferredLocation, p, N * sizeof(int));
    printf("preferred %d\n", v);
    cudaMemRangeGetAttribute(&v, 4, cudaMemRangeAttributeLastPrefetchLocation, p, N * sizeof(int));
    printf("prefetched to %d\n", v);
    inc<<<N / 256, 256>>>(p, N);
    printf("prefetch to host %d\n", (int)cudaMemPrefetchAsync(p, N * sizeof(int), cudaCpuDeviceId, 0));
    cudaDeviceSynchronize();
    cudaMemRangeGetAttribute(&v, 4, cudaMemRangeAttributeLastPrefetchLocation, p, N * sizeof(int));
    printf("prefetched to %d, p[N-1] = %d\n", v, p[N - 1]);
    printf("prefetch to device 3: %s\n", cudaGetErrorString(cudaMemPrefetchAsync(p, 4, 3)));
    cudaFree(p);
    return 0;
}
