// Events time the device, and a device with nothing to do keeps time with its host: events
// recorded around host work, around a copy alone and around a kernel each measure how long
// that took (cudaEventRecord, cudaEventElapsedTime). Printed as comparisons with the host's own
// clock, which hold on a GPU and here.
#include <chrono>
#include <cstdio>
#include <cstdlib>

__global__ void spin(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        for (int k = 0; k < 64; k++)
            x[i] = x[i] * 0.5f + 1.0f;
}

static double host_ms(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

int main()
{
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    float ms = 0;

    // host work between two events on an idle device: about the host's time
    volatile double sink = 0;
    cudaEventRecord(start, 0);
    auto t0 = std::chrono::steady_clock::now();
    while (host_ms(t0) < 30.0)
        sink = sink + 1.0;
    double took = host_ms(t0);
    cudaEventRecord(stop, 0);
    cudaEventSynchronize(stop);
    cudaEventElapsedTime(&ms, start, stop);
    printf("host work of %s30 ms: events measured at least 25 ms: %s, under 10 s: %s\n",
           took >= 30.0 ? "" : "under ", ms >= 25.0f ? "yes" : "no", ms < 10000.0f ? "yes" : "no");

    // a copy alone
    size_t n = 16 << 20;
    float *h = (float *)calloc(n, sizeof(float)), *d;
    cudaMalloc(&d, n * sizeof(float));
    cudaEventRecord(start, 0);
    cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaEventRecord(stop, 0);
    cudaEventSynchronize(stop);
    cudaEventElapsedTime(&ms, start, stop);
    printf("a 64 MiB copy takes time: %s\n", ms > 0.0f ? "yes" : "no");

    // a kernel alone
    cudaEventRecord(start, 0);
    spin<<<(1 << 16) / 256, 256>>>(d, 1 << 16);
    cudaEventRecord(stop, 0);
    cudaEventSynchronize(stop);
    cudaEventElapsedTime(&ms, start, stop);
    printf("a kernel takes time: %s, under a second: %s\n", ms > 0.0f ? "yes" : "no", ms < 1000.0f ? "yes" : "no");

    // the order of the events: stop before start is negative
    cudaEventElapsedTime(&ms, stop, start);
    printf("stop to start is negative: %s\n", ms < 0.0f ? "yes" : "no");
    cudaFree(d);
    free(h);
    return 0;
}
