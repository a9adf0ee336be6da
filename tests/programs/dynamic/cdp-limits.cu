// Limits of the device runtime (CUDA C++ Programming Guide §4.18 "CUDA Dynamic Parallelism"):
// the nesting depth of grids, cudaLimitDevRuntimeSyncDepth and
// cudaLimitDevRuntimePendingLaunchCount (their defaults, what setting them does), and what a
// launch past them returns.
#include <cstdio>

__device__ int errs[40];

__global__ void nest(int depth)
{
    if (depth >= 40)
        return;
    nest<<<1, 1>>>(depth + 1);
    errs[depth] = cudaGetLastError();
}

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

static void limits(const char *when)
{
    size_t sync = 0, pend = 0;
    cudaDeviceGetLimit(&sync, cudaLimitDevRuntimeSyncDepth);
    cudaDeviceGetLimit(&pend, cudaLimitDevRuntimePendingLaunchCount);
    printf("%s: sync depth %zu, pending launches %zu\n", when, sync, pend);
}

static void run_many(int n)
{
    int *r;
    cudaMalloc(&r, 3 * sizeof(int));
    cudaMemset(r, 0, 3 * sizeof(int));
    many<<<1, 1>>>(n, r, r + 1, r + 2);
    cudaError_t e = cudaDeviceSynchronize();
    int h[3];
    cudaMemcpy(h, r, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d launches: sync %s, %d failed, first %d, error %d\n", n, cudaGetErrorName(e), h[0],
           h[0] ? h[1] : -1, h[0] ? h[2] : 0);
    cudaFree(r);
}

int main()
{
    limits("defaults");
    nest<<<1, 1>>>(0);
    printf("nest: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    int h[40];
    cudaMemcpyFromSymbol(h, errs, sizeof h);
    for (int i = 0; i < 40; i++)
        if (h[i])
            printf("depth %d: error %d (%s)\n", i, h[i], cudaGetErrorName((cudaError_t)h[i]));
    printf("set sync depth 4: %s\n", cudaGetErrorName(cudaDeviceSetLimit(cudaLimitDevRuntimeSyncDepth, 4)));
    printf("set sync depth 30: %s\n", cudaGetErrorName(cudaDeviceSetLimit(cudaLimitDevRuntimeSyncDepth, 30)));
    printf("set pending 16: %s\n", cudaGetErrorName(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 16)));
    limits("after");
    run_many(40);
    printf("set pending 0: %s\n", cudaGetErrorName(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 0)));
    limits("after 0");
    return 0;
}
