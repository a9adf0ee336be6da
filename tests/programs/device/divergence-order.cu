/* Order of device printf output from divergent paths of one warp: if/else, a loop with
   per-lane trip counts, a switch, nested branches, and two warps / two blocks (each line is
   printed by one lane of its group, so the order shows the order the hardware ran the paths). */
#include <stdio.h>

__global__ void ifelse(void)
{
    int lane = threadIdx.x & 31;
    if (lane % 2 == 0)
        printf("even lanes: first=%d mask=%08x\n", lane, __activemask());
    else
        printf("odd lanes: first=%d mask=%08x\n", lane, __activemask());
    printf("joined: lane %d mask=%08x\n", lane, __activemask());
}

__global__ void ifonly(void)
{
    int lane = threadIdx.x;
    if (lane < 4)
        printf("then lane %d\n", lane);
    printf("after lane %d\n", lane);
}

__global__ void loop(void)
{
    int lane = threadIdx.x;
    for (int i = 0; i < lane; i++)
        printf("lane %d iter %d\n", lane, i);
    printf("done %d\n", lane);
}

__global__ void sw(void)
{
    int lane = threadIdx.x;
    switch (lane % 3) {
    case 0: printf("case0 %d\n", lane); break;
    case 1: printf("case1 %d\n", lane); break;
    default: printf("default %d\n", lane); break;
    }
}

__global__ void nested(void)
{
    int lane = threadIdx.x;
    if (lane < 4) {
        if (lane < 2) printf("A %d\n", lane);
        else printf("B %d\n", lane);
    } else {
        printf("C %d\n", lane);
    }
}

__global__ void twowarps(void)
{
    if ((threadIdx.x & 31) < 2)
        printf("block %d warp %d lane %d\n", blockIdx.x, threadIdx.x / 32, threadIdx.x & 31);
}

int main(void)
{
    printf("-- ifelse\n"); fflush(stdout);
    ifelse<<<1, 4>>>(); cudaDeviceSynchronize();
    printf("-- ifonly\n"); fflush(stdout);
    ifonly<<<1, 6>>>(); cudaDeviceSynchronize();
    printf("-- loop\n"); fflush(stdout);
    loop<<<1, 4>>>(); cudaDeviceSynchronize();
    printf("-- switch\n"); fflush(stdout);
    sw<<<1, 6>>>(); cudaDeviceSynchronize();
    printf("-- nested\n"); fflush(stdout);
    nested<<<1, 6>>>(); cudaDeviceSynchronize();
    printf("-- twowarps\n"); fflush(stdout);
    twowarps<<<2, 64>>>(); cudaDeviceSynchronize();
    return 0;
}
