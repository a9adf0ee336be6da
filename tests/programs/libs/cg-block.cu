// <cooperative_groups.h> (CUDA C++ Programming Guide §2.3.6, Cooperative Groups): the thread
// block as a group and what it reports; the guide's reduce_sum over a thread_group held in
// shared memory; a block reduction by 32-thread tiles and shfl_down, as NVIDIA's samples
// write it; a tile size given as a template argument of a function; tiles of tiles and tiles
// cut at run time (meta_group_rank, meta_group_size). What an H200 printed.
#include <cstdio>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

// the guide's classic reduction over any group (every thread of g calls it)
__device__ int reduce_sum(cg::thread_group g, int *temp, int val)
{
    int lane = g.thread_rank();
    for (int i = g.size() / 2; i > 0; i /= 2) {
        temp[lane] = val;
        g.sync();
        if (lane < i)
            val += temp[lane + i];
        g.sync();
    }
    return val; // the full sum in rank 0 only
}

template <unsigned int TileSize>
__device__ int tile_sum(cg::thread_block_tile<TileSize> tile, int val)
{
    for (int offset = tile.size() / 2; offset > 0; offset /= 2)
        val += tile.shfl_down(val, offset);
    return val; // in rank 0 of the tile
}

__global__ void describe(unsigned int *out)
{
    cg::thread_block block = cg::this_thread_block();
    unsigned int r = block.thread_rank();
    dim3 gi = block.group_index(), ti = block.thread_index(), dt = block.dim_threads();
    unsigned int *o = out + 8 * (blockIdx.x * block.size() + r);
    o[0] = r;
    o[1] = ti.x + 10 * ti.y + 100 * ti.z;
    o[2] = gi.x;
    o[3] = dt.x * 100 + dt.y;
    o[4] = block.num_threads();
    o[5] = block.size();
    cg::thread_group g = block; // any group converts to thread_group
    o[6] = (unsigned int)g.thread_rank();
    o[7] = (unsigned int)g.size();
}

__global__ void block_sum(const int *in, int *out, int n)
{
    extern __shared__ int temp[];
    cg::thread_block block = cg::this_thread_block();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int s = reduce_sum(block, temp, v);
    if (block.thread_rank() == 0)
        out[blockIdx.x] = s;
}

// one atomicAdd per warp: each 32-thread tile sums with shuffles
__global__ void tile_reduce(const int *in, int *total, int n)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(block);
    int sum = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        sum += in[i];
    sum = tile_sum(tile32, sum);
    if (tile32.thread_rank() == 0)
        atomicAdd(total, sum);
}

__global__ void tiles(int *out)
{
    cg::thread_block block = cg::this_thread_block();
    auto tile32 = cg::tiled_partition<32>(block);
    cg::thread_block_tile<8> tile8 = cg::tiled_partition<8>(tile32);
    cg::thread_group tile4 = cg::tiled_partition(tile32, 4); // size known at run time
    cg::thread_group tile16 = cg::tiled_partition(block, 16);
    int r = block.thread_rank();
    int *o = out + 10 * r;
    o[0] = tile32.meta_group_rank();
    o[1] = tile32.meta_group_size();
    o[2] = tile8.thread_rank();
    o[3] = tile8.meta_group_rank();
    o[4] = tile8.meta_group_size();
    o[5] = tile_sum(tile8, r);
    o[6] = (int)tile4.thread_rank() * 100 + (int)tile4.size();
    o[7] = (int)tile16.thread_rank() * 100 + (int)tile16.size();
    tile16.sync();
    o[8] = tile8.shfl(r, 7) * 1000 + tile8.shfl_up(r, 2);
    o[9] = tile32.shfl_xor(r, 5);
}

int main()
{
    unsigned int *d;
    cudaMallocManaged(&d, 2 * 24 * 8 * sizeof(unsigned int));
    describe<<<2, dim3(4, 3, 2)>>>(d);
    cudaDeviceSynchronize();
    printf("thread_block (blocks of 4x3x2):\n");
    for (int t = 0; t < 48; t += 7) {
        unsigned int *o = d + 8 * t;
        printf("  rank %2u index %3u group %u dim %u threads %u size %u | as thread_group %u of %u\n",
               o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]);
    }

    const int n = 1000;
    int *in, *out;
    cudaMallocManaged(&in, n * sizeof(int));
    cudaMallocManaged(&out, 8 * sizeof(int));
    long long expect = 0;
    for (int i = 0; i < n; i++) {
        in[i] = (i * 37) % 101 - 50;
        expect += in[i];
    }
    block_sum<<<4, 256, 256 * sizeof(int)>>>(in, out, n);
    cudaDeviceSynchronize();
    printf("reduce_sum per block: %d %d %d %d (total %d, expected %lld)\n", out[0], out[1], out[2],
           out[3], out[0] + out[1] + out[2] + out[3], expect);

    out[0] = 0;
    tile_reduce<<<3, 128>>>(in, out, n);
    cudaDeviceSynchronize();
    printf("tile_reduce: %d\n", out[0]);

    int *t;
    cudaMallocManaged(&t, 64 * 10 * sizeof(int));
    tiles<<<1, 64>>>(t);
    cudaError_t e = cudaDeviceSynchronize();
    printf("tiles: %s\n", cudaGetErrorString(e));
    for (int r = 0; r < 64; r += 5) {
        int *o = t + 10 * r;
        printf("  t%-2d tile32 %d/%d tile8 rank %d meta %d/%d sum %3d tile4 %3d tile16 %4d shfl %5d xor %d\n",
               r, o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7], o[8], o[9]);
    }
    return 0;
}
