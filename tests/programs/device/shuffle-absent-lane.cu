// What a shuffle returns when its source lane does not take part: outside the mask, elsewhere
// in divergent code, exited, or beyond the block's last thread. The CUDA C++ Programming Guide
// §5.4.6.5 (Warp Shuffle Functions) calls the value undefined; an H200 returns 0 in each case
// (and cudarepl does, with a warning on stderr, not compared here). NVIDIA's reduction sample
// relies on it: its last pass shuffles in a block of one thread. Expected: the H200's output.
#include <cstdio>

__global__ void k(int *o, int mode)
{
    int lane = threadIdx.x & 31;
    int v = 1000 + threadIdx.x;
    int r = -1;
    if (mode == 0) {            /* block of blockDim threads: lanes beyond do not exist */
        unsigned m = __activemask();
        r = __shfl_down_sync(m, v, 16);
    } else if (mode == 1) {     /* diverged: odd lanes elsewhere */
        if (lane % 2 == 0)
            r = __shfl_sync(0x55555555u, v, lane + 1);
        else
            r = v * 2;
    } else if (mode == 2) {     /* lanes that exited */
        if (lane >= 8)
            return;
        r = __shfl_sync(0xffu, v, lane + 8);
    } else {                    /* float, down by 16 with 1 thread */
        float f = 1.5f + threadIdx.x;
        f += __shfl_down_sync(1u, f, 16);
        r = (int)(f * 100);
    }
    o[threadIdx.x] = r;
}
int main()
{
    int *d, h[64];
    cudaMalloc(&d, sizeof h);
    int cfg[][2] = {{0, 1}, {0, 5}, {0, 20}, {1, 32}, {2, 32}, {3, 1}};
    for (int c = 0; c < 6; c++) {
        cudaMemset(d, 0xff, sizeof h);
        k<<<1, cfg[c][1]>>>(d, cfg[c][0]);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        printf("mode %d, %d threads:", cfg[c][0], cfg[c][1]);
        for (int i = 0; i < cfg[c][1] && i < 12; i++)
            printf(" %d", h[i]);
        printf("\n");
    }
    return 0;
}
