// (nvcc -O2 -arch=sm_90) A kernel template whose body uses cooperative groups, launched from host
// code (NVIDIA's mergeSort): the host pass needs only its declaration.
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
template <unsigned dir> __global__ void k(unsigned *p)
{
    cg::thread_block cta = cg::this_thread_block();
    cg::sync(cta);
    p[threadIdx.x] = dir;
}
int main()
{
    unsigned *d; cudaMallocManaged(&d, 4 * sizeof(unsigned));
    k<1U><<<1, 4>>>(d);
    cudaDeviceSynchronize();
    printf("%u\n", d[3]);
}
