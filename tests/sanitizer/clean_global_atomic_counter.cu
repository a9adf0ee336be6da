// sanitize: clean
// Every thread of 4 blocks increments one global counter with atomicAdd, which is an indivisible read-modify-write, so no update is lost (§5.4.5 Atomic Functions).
#include <cstdio>

__global__ void count(unsigned *c)
{
    atomicAdd(c, 1u);
}

int main()
{
    unsigned r = 0, *d;
    cudaMalloc(&d, sizeof(unsigned));
    cudaMemset(d, 0, sizeof(unsigned));
    count<<<4, 256>>>(d);
    cudaMemcpy(&r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("counter = %u (expected 1024)\n", r);
    cudaFree(d);
    return 0;
}
