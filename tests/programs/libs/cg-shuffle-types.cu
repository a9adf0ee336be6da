// Shuffles of a tile on values of any trivially copyable type (uint4, a struct of 3 bytes):
// moved a 32-bit word at a time, as CUDA's cooperative groups do (CUDA C++ Programming Guide
// §2.3.6, Cooperative Groups: a tile's shfl, shfl_up, shfl_down and shfl_xor take any such T).
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
struct P3 { short a; char b; };
__global__ void k()
{
    auto t = cg::tiled_partition<8>(cg::this_thread_block());
    uint4 v = make_uint4(threadIdx.x, threadIdx.x * 2, threadIdx.x * 3, 7);
    uint4 w = t.shfl_xor(v, 1);
    P3 p = {(short)threadIdx.x, (char)('a' + threadIdx.x)};
    P3 q = t.shfl_down(p, 2);
    int i = t.shfl(threadIdx.x * 10, 0);
    if (threadIdx.x < 4)
        printf("%d: %u %u %u %u | %d %c | %d\n", threadIdx.x, w.x, w.y, w.z, w.w, q.a, q.b, i);
}
int main() { k<<<1, 16>>>(); cudaDeviceSynchronize(); }
