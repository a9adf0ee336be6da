// Device printf from child grids launched recursively (CUDA C++ Programming Guide §4.18
// "CUDA Dynamic Parallelism": a kernel launches kernels with <<<...>>> from device code; a grid
// completes only when its children have). Each block of each level prints one line; the order in
// which grids run is not fixed, so the output is compared as a set of lines.
#include <cstdio>

__global__ void tree(int depth, int max_depth, int parent_block, int parent_thread)
{
    if (threadIdx.x == 0)
        printf("depth %d block %d of %d, launched by thread %d of block %d\n", depth, blockIdx.x,
               gridDim.x, parent_thread, parent_block);
    if (depth + 1 < max_depth)
        tree<<<gridDim.x, blockDim.x>>>(depth + 1, max_depth, blockIdx.x, threadIdx.x);
}

int main()
{
    tree<<<2, 2>>>(0, 3, -1, -1);
    printf("launch: %s\n", cudaGetErrorString(cudaGetLastError()));
    printf("sync: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
