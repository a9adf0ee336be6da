/* Host concurrency around the runtime: streams with cudaMemcpyAsync and cudaStreamAddCallback
 * (an aggregate assigned to a vector element from a braced list), events, and three
 * std::threads each running their own kernel under a mutex. Reference: h200. */
#include <cstdio>
#include <vector>
#include <thread>
#include <mutex>
#include <atomic>
#include <chrono>
#include <numeric>
#include <algorithm>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t err = (x); if (err != cudaSuccess) { fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); return 1; } } while (0)

__global__ void scale(float *x, int n, float k) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) x[i] *= k;
}

struct Done { int id; std::atomic<int> *count; };
void CUDART_CB on_done(cudaStream_t, cudaError_t status, void *data) {
    auto *d = static_cast<Done *>(data);
    d->count->fetch_add(1 + d->id * 0);
}

int main() {
    const int n = 1 << 16, nstreams = 4, chunk = n / nstreams;
    float *h, *d;
    CHECK(cudaMallocHost(&h, n * sizeof(float)));
    CHECK(cudaMalloc(&d, n * sizeof(float)));
    for (int i = 0; i < n; i++) h[i] = (float)(i % 100);
    std::vector<cudaStream_t> streams(nstreams);
    for (auto &s : streams) CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaEvent_t start, stop;
    cudaEventCreate(&start); cudaEventCreate(&stop);
    cudaEventRecord(start);
    std::atomic<int> callbacks{0};
    std::vector<Done> done(nstreams);
    for (int s = 0; s < nstreams; s++) {
        float *hp = h + s * chunk, *dp = d + s * chunk;
        CHECK(cudaMemcpyAsync(dp, hp, chunk * sizeof(float), cudaMemcpyHostToDevice, streams[s]));
        scale<<<32, 128, 0, streams[s]>>>(dp, chunk, 2.0f + s);
        CHECK(cudaMemcpyAsync(hp, dp, chunk * sizeof(float), cudaMemcpyDeviceToHost, streams[s]));
        done[s] = {s, &callbacks};
        CHECK(cudaStreamAddCallback(streams[s], on_done, &done[s], 0));
    }
    cudaEventRecord(stop);
    CHECK(cudaDeviceSynchronize());
    float ms = -1;
    cudaEventElapsedTime(&ms, start, stop);
    double total = std::accumulate(h, h + n, 0.0);
    printf("total %.1f callbacks %d elapsed>=0 %d\n", total, callbacks.load(), ms >= 0);

    std::mutex m;
    std::vector<double> sums;
    std::vector<std::thread> workers;
    for (int t = 0; t < 3; t++)
        workers.emplace_back([&, t] {
            float *buf;
            cudaMalloc(&buf, 1024 * sizeof(float));
            std::vector<float> hb(1024, 1.0f + t);
            cudaMemcpy(buf, hb.data(), 1024 * sizeof(float), cudaMemcpyHostToDevice);
            scale<<<4, 256>>>(buf, 1024, 3.0f);
            cudaMemcpy(hb.data(), buf, 1024 * sizeof(float), cudaMemcpyDeviceToHost);
            cudaFree(buf);
            std::lock_guard<std::mutex> g(m);
            sums.push_back(std::accumulate(hb.begin(), hb.end(), 0.0));
        });
    for (auto &w : workers) w.join();
    std::sort(sums.begin(), sums.end());
    for (double s : sums) printf("%.0f ", s);
    printf("\n");
    for (auto &s : streams) cudaStreamDestroy(s);
    cudaFreeHost(h);
    cudaFree(d);
    return 0;
}
