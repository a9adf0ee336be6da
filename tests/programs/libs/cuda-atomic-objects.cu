/* libcu++'s atomic objects, cuda::atomic<T, Scope> and cuda::std::atomic<T>, in the places real
 * programs put them: a __managed__ counter every thread of a grid increments and the host reads,
 * __device__ variables made by their constexpr constructors, members of a struct in managed
 * memory, memory from cudaMalloc reached through reinterpret_cast, and placement new in
 * cudaMallocManaged memory. The operations are atomic, so every value printed is a count or a
 * sum that does not depend on the order of the threads (CUDA C++ Programming Guide §5.4.5,
 * Atomic Functions: cuda::atomic_ref and its objects follow C++'s atomics). */
#include <cstdio>
#include <new>
#include <cuda/atomic>
#include <cuda/std/atomic>

__managed__ cuda::atomic<int, cuda::thread_scope_device> counter;
__device__ cuda::atomic<unsigned long long> total(1000);
__device__ cuda::std::atomic<unsigned> seen{0};
__device__ cuda::atomic<float> fsum = 0.5f;

struct Stats {
    cuda::atomic<int, cuda::thread_scope_device> hits;
    float weight;
    cuda::std::atomic<long long> sum;
    cuda::atomic<int> max_id;
};

__global__ void count(Stats *s, cuda::atomic<int, cuda::thread_scope_device> *raw)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    counter++;                                             /* seq_cst fetch_add(1) */
    total.fetch_add(i, cuda::memory_order_relaxed);
    seen |= 1u << (i % 32);
    fsum += 0.25f;                                         /* exact in float: 0.5 + 256 * 0.25 */
    s->hits.fetch_add(1, cuda::memory_order_relaxed);
    s->sum += i * 2LL;
    s->max_id.fetch_max(i);
    raw[blockIdx.x].fetch_add(threadIdx.x + 1);
    if (threadIdx.x % 2)
        raw[blockIdx.x] -= 1;
}

__global__ void report()
{
    printf("device: total=%llu seen=%x fsum=%g counter=%d\n", total.load(), seen.load(),
           fsum.load(), counter.load(cuda::memory_order_acquire));
}

int main()
{
    printf("sizeof: %d %d %d %d, alignof: %d %d\n", (int)sizeof(cuda::atomic<int>),
           (int)sizeof(cuda::std::atomic<double>), (int)sizeof(cuda::atomic<unsigned long long>),
           (int)sizeof(Stats), (int)alignof(cuda::atomic<float>), (int)alignof(cuda::std::atomic<long>));

    Stats *s;
    cudaMallocManaged(&s, sizeof(Stats));
    new (s) Stats;
    s->hits = 0;
    s->weight = 1.5f;
    s->sum.store(0);
    s->max_id.store(-1);

    void *mem;
    cudaMalloc(&mem, 4 * sizeof(int));
    cudaMemset(mem, 0, 4 * sizeof(int));
    auto *raw = reinterpret_cast<cuda::atomic<int, cuda::thread_scope_device> *>(mem);

    count<<<4, 64>>>(s, raw);
    report<<<1, 1>>>();
    cudaDeviceSynchronize();

    int per_block[4];
    cudaMemcpy(per_block, mem, sizeof per_block, cudaMemcpyDeviceToHost);
    printf("host: counter=%d hits=%d sum=%lld max_id=%d weight=%g\n", counter.load(),
           (int)s->hits, s->sum.load(), s->max_id.load(), s->weight);
    printf("per block: %d %d %d %d\n", per_block[0], per_block[1], per_block[2], per_block[3]);

    /* the host's own operations on managed memory */
    int before = counter.exchange(10);
    int after = counter.fetch_sub(3);
    printf("exchange: %d, fetch_sub: %d, now %d\n", before, after, counter.load());
    int pre = ++counter;
    int post = counter++;
    printf("++: %d, then %d, now %d\n", pre, post, (int)counter);
    counter -= 4;
    counter &= 0xe;
    counter |= 0x30;
    counter ^= 0x11;
    printf("bits: %x\n", counter.load(cuda::memory_order_relaxed));
    cudaFree(mem);
    cudaFree(s);
    return 0;
}
