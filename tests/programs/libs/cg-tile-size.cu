// A tile size that is not a power of two up to 32 is an error at compile time (CUDA C++
// Programming Guide §2.3.6, Cooperative Groups; nvcc rejects this program as well).
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void k(int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<12> tile = cg::tiled_partition<12>(block);
    out[block.thread_rank()] = tile.thread_rank();
}

int main()
{
    return 0;
}
