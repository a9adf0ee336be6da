// A UTF-8 byte-order mark at the start of a source file is not part of the program: editors
// on Windows write one, and nvcc accepts the file (issue 18: it gave "expected a declaration").
#include <cstdio>

__global__ void k() { printf("hello from the device\n"); }

int main()
{
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
