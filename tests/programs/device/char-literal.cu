// CUDA C++ types of literals and comparisons in device code: a character literal is a char and
// a comparison is a bool (sizeof 1), a wide character literal is a 4-byte wchar_t. Expected
// output: the H200's (nvcc 13.0, sm_90); the program that ran there also printed a host line,
// left out here because cudarepl's host code is C.
#include <stdio.h>
__global__ void k() { printf("sizeof('A')=%d sizeof(1==1)=%d sizeof(L'A')=%d\n", (int)sizeof('A'), (int)sizeof(1 == 1), (int)sizeof(L'A')); }
int main() { k<<<1,1>>>(); cudaDeviceSynchronize(); return 0; }
