// sanitize: race global WAW
// Thread 0 of each of two blocks stores a different value to one global word with nothing ordering the two stores, so the final value is unspecified (Memory Fence Functions; there is no inter-block barrier inside a kernel).
#include <cstdio>

__global__ void store(int *p)
{
    if (threadIdx.x == 0)
        *p = blockIdx.x + 1;        // BUG: block 0 and block 1 both write *p
}

int main()
{
    int r = 0, *d;
    cudaMalloc(&d, sizeof(int));
    store<<<2, 32>>>(d);
    cudaMemcpy(&r, d, sizeof(int), cudaMemcpyDeviceToHost);
    printf("*p = %d (1 or 2)\n", r);
    cudaFree(d);
    return 0;
}
