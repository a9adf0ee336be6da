// cudaLimitDevRuntimePendingLaunchCount as cudaDeviceGetLimit reads it back after
// cudaDeviceSetLimit (CUDA C++ Programming Guide §4.18 "CUDA Dynamic Parallelism"), and a
// thread that launches more grids than the limit while they are pending.
#include <cstdio>

__global__ void slow()
{
    for (int i = 0; i < 5; i++)
        __nanosleep(1000000);
}

__global__ void many(int n, int *fails, int *first, int *code)
{
    for (int i = 0; i < n; i++) {
        slow<<<1, 1>>>();
        int e = cudaGetLastError();
        if (e) {
            if (!*fails) {
                *first = i;
                *code = e;
            }
            ++*fails;
        }
    }
}

int main()
{
    size_t v[] = {100, 33, 31, 1, 5000, 64};
    for (int i = 0; i < 6; i++) {
        cudaError_t e = cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, v[i]);
        size_t got = 0;
        cudaDeviceGetLimit(&got, cudaLimitDevRuntimePendingLaunchCount);
        printf("set %zu: %s, reads %zu\n", v[i], cudaGetErrorName(e), got);
    }
    int *r;
    cudaMalloc(&r, 3 * sizeof(int));
    cudaMemset(r, 0, 3 * sizeof(int));
    many<<<1, 1>>>(80, r, r + 1, r + 2);
    cudaError_t e = cudaDeviceSynchronize();
    int h[3];
    cudaMemcpy(h, r, sizeof h, cudaMemcpyDeviceToHost);
    printf("80 launches: sync %s, %d failed, first %d, error %d\n", cudaGetErrorName(e), h[0], h[1], h[2]);
    return 0;
}
