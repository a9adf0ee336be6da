// The collectives of thread_block_tile and coalesced_group in more value types (CUDA C++
// Programming Guide §2.3.6, Cooperative Groups): shuffles of double and long long, match_any
// and match_all, votes, cg::sync and the free functions, scans over a coalesced group in a
// branch, and partitions of a coalesced group. What an H200 printed.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

__global__ void tile_ops(double *d, long long *l, unsigned int *u)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> t = cg::tiled_partition<16>(block);
    int r = block.thread_rank();
    double x = 0.25 * r + 1.0 / (r + 3);
    long long big = (long long)r << 36 | r;
    d[2 * r] = t.shfl_down(x, 3);
    d[2 * r + 1] = cg::reduce(t, x, cg::plus<double>());
    l[2 * r] = t.shfl_xor(big, 6);
    l[2 * r + 1] = cg::exclusive_scan(t, big);
    int pred;
    u[4 * r] = t.match_any(r / 5);
    u[4 * r + 1] = t.match_all(r / 16, pred) * 2 + pred;
    u[4 * r + 2] = t.any(r == 40) * 10 + t.all(r % 16 < 15);
    cg::sync(t);
    u[4 * r + 3] = (unsigned int)cg::thread_rank(t) * 100 + (unsigned int)cg::group_size(t);
}

__global__ void branch_ops(int *out)
{
    int lane = threadIdx.x % 32;
    int *o = out + 6 * threadIdx.x;
    for (int k = 0; k < 6; k++)
        o[k] = -1;
    if (lane % 4 != 1) {
        cg::coalesced_group g = cg::coalesced_threads(); // 24 lanes
        o[0] = cg::inclusive_scan(g, lane);
        o[1] = cg::exclusive_scan(g, lane, cg::greater<int>());
        cg::coalesced_group odd = cg::binary_partition(g, lane & 1);
        o[2] = odd.thread_rank() * 100 + odd.size();
        cg::coalesced_group by8 = cg::labeled_partition(g, lane / 8);
        o[3] = cg::reduce(by8, lane, cg::plus<int>());
        o[4] = cg::reduce(g, lane, cg::less<int>()) * 100 + cg::reduce(g, lane, cg::greater<int>());
        cg::thread_group any = g;
        any.sync();
        o[5] = (int)any.thread_rank() * 100 + (int)any.size();
    }
}

int main()
{
    double *d;
    long long *l;
    unsigned int *u;
    cudaMallocManaged(&d, 64 * sizeof(double));
    cudaMallocManaged(&l, 64 * sizeof(long long));
    cudaMallocManaged(&u, 128 * sizeof(unsigned int));
    tile_ops<<<1, 32>>>(d, l, u);
    cudaDeviceSynchronize();
    printf("tile of 16 (shfl_down reduce | shfl_xor exclusive_scan | match_any match_all vote rank):\n");
    for (int r = 0; r < 32; r += 3)
        printf("  t%-2d %a %a | %llx %llx | %04x %u %2u %u\n", r, d[2 * r], d[2 * r + 1],
               l[2 * r], l[2 * r + 1], u[4 * r], u[4 * r + 1], u[4 * r + 2], u[4 * r + 3]);

    int *out;
    cudaMallocManaged(&out, 32 * 6 * sizeof(int));
    branch_ops<<<1, 32>>>(out);
    cudaDeviceSynchronize();
    printf("coalesced group of the lanes not 1 mod 4 (incl excl-max odd by8-sum min/max as-thread_group):\n");
    for (int t = 0; t < 32; t++) {
        int *o = out + 6 * t;
        if (o[0] < 0)
            continue;
        printf("  lane %2d: %3d %2d %4d %3d %4d %4d\n", t, o[0], o[1], o[2], o[3], o[4], o[5]);
    }
    return 0;
}
