/* compare_exchange on cuda::atomic objects: a float atomic maximum written as the usual
 * compare-exchange loop, a spin lock whose acquire and release orders protect a plain counter,
 * the expected value that a failed compare_exchange updates, the one- and two-order forms, an
 * order held in a variable, and libcu++'s fetch_min/fetch_max extension. Every value printed
 * is the same in any order of the threads (CUDA C++ Programming Guide §5.4.5, Atomic
 * Functions). */
#include <cstdio>
#include <cuda/atomic>

__device__ float atomic_max(cuda::atomic<float, cuda::thread_scope_device> &m, float v)
{
    float old = m.load(cuda::memory_order_relaxed);
    while (old < v && !m.compare_exchange_weak(old, v, cuda::memory_order_relaxed))
        ;
    return old;
}

struct SpinLock {
    cuda::atomic<int, cuda::thread_scope_device> taken;
    __device__ void lock()
    {
        int expected = 0;
        while (!taken.compare_exchange_strong(expected, 1, cuda::memory_order_acquire,
                                              cuda::memory_order_relaxed))
            expected = 0;
    }
    __device__ void unlock() { taken.store(0, cuda::memory_order_release); }
};

struct Shared {
    cuda::atomic<float, cuda::thread_scope_device> max;
    SpinLock lock;
    long long plain_sum; /* written only under the lock */
    int plain_count;
    cuda::atomic<float> fmin;
    cuda::atomic<float> fmax;
    cuda::atomic<int> imin;
    cuda::atomic<unsigned> umax;
};

__global__ void work(Shared *s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = (float)((i * 37) % 64) - 20.5f; /* 64 distinct values: the largest is 42.5 */
    atomic_max(s->max, v);
    s->lock.lock();
    s->plain_sum += i;
    s->plain_count++;
    s->lock.unlock();
    s->fmin.fetch_min(v);
    s->fmax.fetch_max(v * 2);
    s->imin.fetch_min(100 - i, cuda::memory_order_relaxed);
    s->umax.fetch_max(3u * i);
}

__global__ void exchanges(cuda::atomic<int> *a, int *out)
{
    /* one thread: a failed compare_exchange loads the value into expected */
    int expected = 5;
    bool ok1 = a->compare_exchange_strong(expected, 9);           /* a == 7: fails */
    int seen = expected;                                          /* 7 */
    bool ok2 = a->compare_exchange_strong(expected, 9, cuda::memory_order_acq_rel);
    cuda::memory_order ord = out[0] ? cuda::memory_order_relaxed : cuda::memory_order_seq_cst;
    int old = a->exchange(11, ord);                               /* 9 */
    expected = 11;
    bool ok3 = a->compare_exchange_weak(expected, 12, cuda::memory_order_release,
                                        cuda::memory_order_relaxed);
    out[0] = ok1;
    out[1] = seen;
    out[2] = ok2;
    out[3] = old;
    out[4] = ok3;
    out[5] = a->load(ord);
}

int main()
{
    Shared *s;
    cudaMallocManaged(&s, sizeof *s);
    s->max.store(-1000.0f);
    s->lock.taken.store(0);
    s->plain_sum = 0;
    s->plain_count = 0;
    s->fmin.store(1e30f);
    s->fmax.store(-1e30f);
    s->imin.store(1 << 30);
    s->umax.store(0);
    work<<<2, 64>>>(s);
    cudaDeviceSynchronize();
    printf("max %g, locked sum %lld over %d threads\n", s->max.load(), s->plain_sum, s->plain_count);
    printf("fetch_min %g, fetch_max %g, %d, %u\n", s->fmin.load(), s->fmax.load(), s->imin.load(),
           s->umax.load());

    cuda::atomic<int> *a;
    int *out;
    cudaMallocManaged(&a, sizeof *a);
    cudaMallocManaged(&out, 6 * sizeof(int));
    a->store(7);
    out[0] = 1;
    exchanges<<<1, 1>>>(a, out);
    cudaDeviceSynchronize();
    printf("device: %d %d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4], out[5]);

    /* the same on the host */
    cuda::atomic<float> hmax(1.0f);
    float old = hmax.load();
    while (old < 2.5f && !hmax.compare_exchange_weak(old, 2.5f))
        ;
    int expected = 5;
    a->store(7);
    bool ok1 = a->compare_exchange_strong(expected, 9);
    bool ok2 = a->compare_exchange_strong(expected, 9, cuda::memory_order_acq_rel,
                                          cuda::memory_order_acquire);
    printf("host: %g %d %d %d\n", hmax.load(), (int)ok1, (int)ok2, a->load());
    cudaFree(out);
    cudaFree(a);
    cudaFree(s);
    return 0;
}
