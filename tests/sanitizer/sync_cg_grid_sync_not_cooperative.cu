// sanitize: sync grid-sync-not-cooperative cooperative-groups
// grid.sync() needs the kernel launched with cudaLaunchCooperativeKernel (§2.3.6 Cooperative Groups); this one is launched with <<<>>>.
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *a, int *out)
{
    cg::grid_group grid = cg::this_grid();
    unsigned i = (unsigned)grid.thread_rank();
    a[i] = (int)i;
    grid.sync();                    // BUG: not a cooperative launch
    out[i] = a[i] + a[(i + 32) % 64];
}

int main()
{
    int r[64], *a, *d;
    cudaMalloc(&a, sizeof r);
    cudaMalloc(&d, sizeof r);
    k<<<2, 32>>>(a, d);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("sync: %s; out[0] = %d\n", cudaGetErrorString(e), r[0]);
    cudaFree(a);
    cudaFree(d);
    return 0;
}
