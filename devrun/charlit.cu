#include <cstdio>
__global__ void k() { printf("sizeof('A')=%d sizeof(1==1)=%d sizeof(L'A')=%d\n", (int)sizeof('A'), (int)sizeof(1 == 1), (int)sizeof(L'A')); }
int main() { k<<<1,1>>>(); cudaDeviceSynchronize(); printf("host: sizeof('A')=%d\n", (int)sizeof('A')); return 0; }
