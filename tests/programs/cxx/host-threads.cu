// Host threads (<thread>, <mutex>, <atomic>, <condition_variable>): a pool updating atomics
// and a counter under a lock, threads that each launch a kernel on a stream of their own (the
// runtime takes one call at a time), a producer and a consumer on a condition variable, and
// std::ref. The printf's arguments are evaluated right to left, as g++ evaluates them.
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <mutex>

#include <thread>
#include <vector>

__global__ void scale(float *p, int n, float f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= f;
}

int main()
{
    std::atomic<int> hits{0};
    std::atomic<long> total(0);
    std::mutex mu;
    int guarded = 0;
    std::vector<std::thread> pool;
    for (int t = 0; t < 4; t++)
        pool.emplace_back([&, t] {
            for (int i = 0; i < 1000; i++) {
                hits++;
                total += i;
                std::lock_guard<std::mutex> g(mu);
                guarded += t;
            }
        });
    for (auto &th : pool)
        th.join();
    printf("hits %d total %ld guarded %d\n", hits.load(), total.load(), guarded);
    int expected = 4000;
    bool ok = hits.compare_exchange_strong(expected, 1);
    printf("cas %d now %d exchange %d\n", (int)ok, (int)hits, hits.exchange(7));

    /* each host thread launches on its own stream */
    const int N = 1024;
    float *d[2];
    std::thread workers[2];
    for (int w = 0; w < 2; w++) {
        cudaMalloc(&d[w], N * sizeof(float));
        workers[w] = std::thread([&, w] {
            cudaStream_t s;
            cudaStreamCreate(&s);
            std::vector<float> h(N, 1.0f + w);
            cudaMemcpyAsync(d[w], h.data(), N * sizeof(float), cudaMemcpyHostToDevice, s);
            scale<<<N / 256, 256, 0, s>>>(d[w], N, 10.0f);
            cudaMemcpyAsync(h.data(), d[w], N * sizeof(float), cudaMemcpyDeviceToHost, s);
            cudaStreamSynchronize(s);
            std::lock_guard<std::mutex> g(mu);
            guarded = (int)h[N - 1] * (w + 1);
            cudaStreamDestroy(s);
        });
        workers[w].join();
        printf("worker %d: %d\n", w, guarded);
    }

    /* a producer and a consumer */
    std::condition_variable cv;
    std::vector<int> box;
    bool done = false;
    std::thread prod([&] {
        for (int i = 1; i <= 5; i++) {
            std::unique_lock<std::mutex> l(mu);
            box.push_back(i * i);
            cv.notify_one();
        }
        std::unique_lock<std::mutex> l(mu);
        done = true;
        cv.notify_one();
    });
    int sum = 0;
    {
        std::unique_lock<std::mutex> l(mu);
        cv.wait(l, [&] { return done; });
        for (int v : box)
            sum += v;
    }
    prod.join();
    printf("consumed %d\n", sum);
    return 0;
}
