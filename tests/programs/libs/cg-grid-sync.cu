// grid_group and grid.sync() (CUDA C++ Programming Guide §2.3.6, Cooperative Groups): a kernel
// launched with cudaLaunchCooperativeKernel, every block resident at once, computes in
// phases separated by grid-wide barriers: each block's partial sum, then the total read by
// all, then each element normalised by it. this_grid()'s ranks and sizes. What an H200 printed.
#include <cstdio>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void phases(int *data, int *partial, int *total, int n, unsigned long long *info)
{
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();
    __shared__ int s[128];

    // phase 1: each block's sum of its elements
    int v = 0;
    for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size())
        v += data[i];
    s[block.thread_rank()] = v;
    block.sync();
    for (int k = block.size() / 2; k > 0; k /= 2) {
        if ((int)block.thread_rank() < k)
            s[block.thread_rank()] += s[block.thread_rank() + k];
        block.sync();
    }
    if (block.thread_rank() == 0)
        partial[grid.block_rank()] = s[0];
    grid.sync();

    // phase 2: block 0 adds the partial sums
    if (grid.thread_rank() == 0) {
        int t = 0;
        for (unsigned long long b = 0; b < grid.num_blocks(); b++)
            t += partial[b];
        *total = t;
    }
    grid.sync();

    // phase 3: every element, in parts per million of the total
    for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size())
        data[i] = data[i] * 1000000 / *total;
    grid.sync();
    if (grid.thread_rank() == grid.size() - 1) {
        info[0] = grid.thread_rank();
        info[1] = grid.size();
        info[2] = grid.num_blocks();
        info[3] = grid.block_rank();
        info[4] = grid.block_index().x;
        info[5] = grid.dim_blocks().x;
        info[6] = grid.is_valid();
        info[7] = data[0] + data[n - 1];
    }
}

int main()
{
    int dev = 0, coop = 0;
    cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev);
    int per_sm = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, phases, 128, 0);
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, dev);
    int blocks = 8;
    printf("cooperative launch: %d, %d blocks fit: %s\n", coop, blocks,
           blocks <= per_sm * prop.multiProcessorCount ? "yes" : "no");

    const int n = 5000;
    int *data, *partial, *total;
    unsigned long long *info;
    cudaMallocManaged(&data, n * sizeof(int));
    cudaMallocManaged(&partial, blocks * sizeof(int));
    cudaMallocManaged(&total, sizeof(int));
    cudaMallocManaged(&info, 8 * sizeof(unsigned long long));
    for (int i = 0; i < n; i++)
        data[i] = i % 50 + 1;
    int nn = n;
    void *args[] = {&data, &partial, &total, &nn, &info};
    for (int round = 0; round < 2; round++) {
        cudaError_t e = cudaLaunchCooperativeKernel((void *)phases, dim3(blocks), dim3(128), args, 0, 0);
        cudaError_t s = cudaDeviceSynchronize();
        printf("round %d: launch %s, sync %s\n", round, cudaGetErrorString(e), cudaGetErrorString(s));
        printf("  partial sums:");
        for (int b = 0; b < blocks; b++)
            printf(" %d", partial[b]);
        printf("\n  total %d; data[0] %d data[49] %d data[4999] %d\n", *total, data[0], data[49],
               data[n - 1]);
        printf("  last thread: rank %llu of %llu, block %llu of %llu (index %llu of %llu), valid %llu, ends %llu\n",
               info[0], info[1], info[3], info[2], info[4], info[5], info[6], info[7]);
        for (int i = 0; i < n; i++)
            data[i] = (i % 50 + 1) * (round + 2) + i % 7;
    }
    return 0;
}
