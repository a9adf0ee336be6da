// <cooperative_groups/reduce.h> before Thrust's function objects: cooperative_groups::plus,
// less and greater (cg::reduce's operators: a sum, the smaller, the larger) and thrust::plus,
// less, bit_or (the standard's: a sum, a comparison, a bitwise or) are templates of two
// namespaces, each found by its own name (CUDA C++ Programming Guide §2.3.6,
// Cooperative Groups; Thrust's <thrust/functional.h>).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
#include <thrust/functional.h>

namespace cg = cooperative_groups;

__global__ void kernel()
{
    auto tile = cg::tiled_partition<32>(cg::this_thread_block());
    int v = (int)threadIdx.x;
    int sum = cg::reduce(tile, v, cg::plus<int>());
    int lo = cg::reduce(tile, v, cg::less<int>());
    int hi = cg::reduce(tile, v, cg::greater<int>());
    if (threadIdx.x == 0)
        printf("%d %d %d | %g %d %d\n", sum, lo, hi, thrust::plus<>{}(1.5f, 2),
               (int)thrust::less<int>()(1, 2), thrust::bit_or<>()(4, 1u));
}

int main()
{
    kernel<<<1, 32>>>();
    cudaDeviceSynchronize();
    return 0;
}
