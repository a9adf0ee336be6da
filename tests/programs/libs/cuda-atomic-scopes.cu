/* The scope of a cuda::atomic object is its template argument (CUDA C++ Programming Guide
 * §5.4.5, Atomic Functions; §5.4.4.3, the scopes of the memory model): a block-scoped counter
 * in __shared__ memory for the threads of one block, a device-scoped one in global memory for
 * the grid (the "last block" pattern of the threadFenceReduction sample, with acq_rel instead
 * of a fence), and a system-scoped one in managed memory that the host reads. Every value
 * printed is a count or a sum, the same in any order of the threads. */
#include <cstdio>
#include <cuda/atomic>

__device__ cuda::atomic<int, cuda::thread_scope_device> blocks_done(0);
__device__ int partial[8];
__managed__ cuda::atomic<long long, cuda::thread_scope_system> grand_total;

__global__ void sum_blocks(const int *in, int *per_block)
{
    __shared__ cuda::atomic<int, cuda::thread_scope_block> block_sum;
    __shared__ cuda::atomic<unsigned, cuda::thread_scope_block> odd_lanes;
    __shared__ bool last;
    if (threadIdx.x == 0) {
        block_sum.store(0, cuda::memory_order_relaxed);
        odd_lanes.store(0, cuda::memory_order_relaxed);
    }
    __syncthreads();
    int v = in[blockIdx.x * blockDim.x + threadIdx.x];
    block_sum.fetch_add(v, cuda::memory_order_relaxed);
    if (v % 2)
        odd_lanes.fetch_or(1u << (threadIdx.x % 32), cuda::memory_order_relaxed);
    __syncthreads();
    if (threadIdx.x == 0) {
        per_block[blockIdx.x] = block_sum.load(cuda::memory_order_relaxed);
        partial[blockIdx.x] = block_sum.load(cuda::memory_order_relaxed);
        /* release this block's partial; the last block acquires all of them */
        last = blocks_done.fetch_add(1, cuda::memory_order_acq_rel) == (int)gridDim.x - 1;
        if (blockIdx.x == 0)
            printf("block 0: odd lanes %08x, in shared memory: %d\n", odd_lanes.load(),
                   (int)__isShared(&block_sum));
    }
    __syncthreads();
    if (last && threadIdx.x == 0) {
        long long s = 0;
        for (int b = 0; b < (int)gridDim.x; b++)
            s += partial[b];
        grand_total.store(s, cuda::memory_order_release);
        blocks_done.store(0, cuda::memory_order_relaxed);
    }
}

__global__ void per_thread()
{
    cuda::atomic<int, cuda::thread_scope_thread> mine(threadIdx.x);
    mine += 100;
    if (threadIdx.x == 3)
        printf("thread scope: %d\n", mine.load());
}

int main()
{
    const int blocks = 8, threads = 96;
    int *in, *per_block;
    cudaMallocManaged(&in, blocks * threads * sizeof(int));
    cudaMallocManaged(&per_block, blocks * sizeof(int));
    for (int i = 0; i < blocks * threads; i++)
        in[i] = i % 7 + (i / threads);
    grand_total.store(-1);
    sum_blocks<<<blocks, threads>>>(in, per_block);
    cudaDeviceSynchronize();
    long long check = 0;
    for (int b = 0; b < blocks; b++) {
        printf("%d ", per_block[b]);
        check += per_block[b];
    }
    printf("\ngrand total %lld (host sum %lld)\n", grand_total.load(cuda::memory_order_acquire), check);
    per_thread<<<1, 8>>>();
    cudaDeviceSynchronize();
    cudaFree(in);
    cudaFree(per_block);
    return 0;
}
