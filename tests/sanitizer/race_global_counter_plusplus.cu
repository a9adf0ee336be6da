// sanitize: race global RMW lost-update
// Every thread of 4 blocks does a plain (*c)++ on one global word: non-atomic load/add/store from many threads, so updates are lost; atomicAdd is required (§5.4.5 Atomic Functions).
#include <cstdio>

__global__ void count(unsigned *c)
{
    (*c)++;                         // BUG: not atomic
}

int main()
{
    unsigned r = 0, *d;
    cudaMalloc(&d, sizeof(unsigned));
    cudaMemset(d, 0, sizeof(unsigned));
    count<<<4, 256>>>(d);
    cudaMemcpy(&r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("counter = %u (1024 if no update were lost)\n", r);
    cudaFree(d);
    return 0;
}
