// A namespace alias declared in a block (C++17 [namespace.alias], a block-declaration): NVIDIA's
// samples and llm.c write `namespace cg = cooperative_groups;` inside the kernel that uses it.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace outer { namespace inner { int twice(int x) { return 2 * x; } } }

__global__ void sum(const int *in, int *out)
{
    namespace cg = cooperative_groups;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int v = cg::reduce(warp, in[block.thread_rank()], cg::plus<int>());
    if (warp.thread_rank() == 0)
        atomicAdd(out, v);
}

int main()
{
    namespace oi = outer::inner;
    int *in, *out;
    cudaMallocManaged(&in, 64 * sizeof(int));
    cudaMallocManaged(&out, sizeof(int));
    for (int i = 0; i < 64; i++)
        in[i] = i;
    *out = 0;
    sum<<<1, 64>>>(in, out);
    cudaDeviceSynchronize();
    printf("sum %d, twice %d\n", *out, oi::twice(*out));
    return 0;
}
