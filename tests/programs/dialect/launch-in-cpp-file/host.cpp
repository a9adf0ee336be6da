// A kernel and its launch in a .cpp file, as a course's BFS program has them: nvcc hands a .cpp
// file to the host compiler, which does not know the '<<<' of a launch.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void mark(int *level) { level[threadIdx.x] = 1; }

void run_from_cpp(int *d)
{
    mark<<<1, 4>>>(d);
    cudaDeviceSynchronize();
}
