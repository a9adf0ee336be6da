/* Inline PTX on the .shared state space, with the addresses __cvta_generic_to_shared gives
   (seed 000 §5.4.8.2): 32-bit ("r") and 64-bit ("l") shared addresses, ld/st/atom/red.shared,
   .shared::cta, and bar.sync between the warps of a block of 96 threads. The expected output is
   the H200's (nvcc -arch=sm_90). Each thread loads its neighbour's cell while the neighbouring
   warp's atom.shared.max may already have written it: on the H200 every load came first (total
   18240), as in cudarepl's lockstep schedule (interp/vm/exec_gang.h); warp by warp, warp 1's
   loads would see warp 0's maxima (total 20048). */
#include <stdio.h>

__global__ void sums(int *out)
{
    __shared__ int cell[96];
    __shared__ int total;
    unsigned a32 = (unsigned)__cvta_generic_to_shared(&cell[threadIdx.x]);
    size_t a64 = __cvta_generic_to_shared(&total);
    if (threadIdx.x == 0)
        asm volatile("st.shared.u32 [%0], 0;" :: "l"(a64));
    asm volatile("st.shared.s32 [%0], %1;" :: "r"(a32), "r"((int)threadIdx.x * 2));
    asm volatile("bar.sync 0;");
    int mine, next;
    unsigned n32 = (unsigned)__cvta_generic_to_shared(&cell[(threadIdx.x + 1) % 96]);
    asm volatile("ld.shared.s32 %0, [%1];" : "=r"(mine) : "r"(a32));
    asm volatile("ld.shared::cta.s32 %0, [%1];" : "=r"(next) : "r"(n32));
    asm volatile("red.shared.add.s32 [%0], %1;" :: "l"(a64), "r"(mine + next));
    int old;
    asm volatile("atom.shared.max.s32 %0, [%1], %2;" : "=r"(old) : "r"(n32), "r"(1000));
    asm volatile("bar.sync 0;");
    if (threadIdx.x == 0) {
        int t, c;
        asm volatile("ld.shared.s32 %0, [%1];" : "=r"(t) : "l"(a64));
        asm volatile("ld.shared.s32 %0, [%1];" : "=r"(c) : "r"(a32));
        out[0] = t;
        out[1] = c;
    }
}

int main()
{
    int *d, h[2];
    cudaMalloc((void **)&d, sizeof h);
    sums<<<1, 96>>>(d);
    printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("total %d, cell 0 after the max %d\n", h[0], h[1]);
    return 0;
}
