// A tile size that is not a power of two up to 32 is an error at compile time (CUDA C++
// Programming Guide §2.3.6, Cooperative Groups; nvcc rejects this program as well, with
// "Size must be one of 1/2/4/8/16/32"). The exit status is compared, not the message: it names
// the header's path on this machine. tests/front/test_templates.c checks the message and the
// note that points at the line naming the tile.
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
