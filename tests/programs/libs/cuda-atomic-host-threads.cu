/* cuda::atomic and cuda::std::atomic in host code are real atomics: two std::threads add to
 * one managed counter and take turns through a spin lock made of a cuda::atomic<int>, then a
 * kernel adds to the same counter. The counts are exact only because every operation is atomic
 * (libcu++'s atomics are host and device code alike). */
#include <cstdio>
#include <thread>
#include <cuda/atomic>
#include <cuda/std/atomic>

__managed__ cuda::std::atomic<long> total;
cuda::atomic<int> lock_word;
long plain = 0; /* changed only under the lock */

void work(int rounds)
{
    for (int i = 0; i < rounds; i++) {
        total.fetch_add(1, cuda::std::memory_order_relaxed);
        int expected = 0;
        while (!lock_word.compare_exchange_weak(expected, 1, cuda::memory_order_acquire,
                                                cuda::memory_order_relaxed))
            expected = 0;
        plain += 2;
        lock_word.store(0, cuda::memory_order_release);
    }
}

__global__ void add(int n)
{
    total += n;
}

int main()
{
    total = 0;
    std::thread a(work, 50000), b(work, 30000);
    a.join();
    b.join();
    printf("after the threads: total %ld, plain %ld, lock %d\n", total.load(), plain, lock_word.load());
    add<<<4, 32>>>(3);
    cudaDeviceSynchronize();
    printf("after the kernel: total %ld\n", (long)total);
    return 0;
}
