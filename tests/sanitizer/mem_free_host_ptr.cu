// sanitize: mem free-host-pointer
// cudaFree is given a pointer from host malloc, which was never returned by cudaMalloc (Device Memory; cudaFree).
#include <cstdio>
#include <cstdlib>

int main()
{
    int *h = (int *)malloc(64 * sizeof(int));
    h[0] = 1;
    printf("cudaFree(host pointer): %s\n", cudaGetErrorString(cudaFree(h)));   // BUG
    free(h);
    return 0;
}
