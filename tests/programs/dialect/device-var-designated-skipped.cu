// Designated lists of __device__, __constant__ and __managed__ variables whose class has default
// member initialisers: nvcc 13 (-std=c++17) zeroes the members a designator goes past (a and b of
// {.c = 3}, a whole class member too), while those after the last value given take their default
// initialisers, as C++ says for all of them; host variables follow C++. Mixing a designated and a
// positional value ({10, .c = 3}) is taken, as nvcc takes it with -std=c++17.
#include <cstdio>
struct S { int a = 1; int b = 2; int c; int d = 4; };
struct In { int p = 7; int q = 8; };
struct O { In i; int z = 9; In j; int w = 5; };
__device__ S s1 = {.b = 5};
__device__ S s2 = {.c = 3};
__device__ S s3 = {.a = 6, .c = 3};
__device__ S s4 = {.b = 5, .d = 0};
__device__ S s5 = {10, .c = 3};
__device__ S s6 = {};
__device__ S s7 = {.a = 6};
__device__ O o1 = {.z = 1};
__device__ O o2 = {.j = {.q = 3}};
__device__ O o3 = {.i = {.q = 3}, .w = 2};
__constant__ S c1 = {.c = 3};
__managed__ S m1 = {.c = 3};
S h1 = {.c = 3};
__global__ void k()
{
    const S *ss[] = {&s1, &s2, &s3, &s4, &s5, &s6, &s7, &c1, &m1};
    for (int i = 0; i < 9; i++)
        printf("s%d %d %d %d %d\n", i + 1, ss[i]->a, ss[i]->b, ss[i]->c, ss[i]->d);
    const O *os[] = {&o1, &o2, &o3};
    for (int i = 0; i < 3; i++)
        printf("o%d %d %d %d %d %d %d\n", i + 1, os[i]->i.p, os[i]->i.q, os[i]->z, os[i]->j.p, os[i]->j.q, os[i]->w);
}
int main()
{
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("h1 %d %d %d %d\n", h1.a, h1.b, h1.c, h1.d);
    S l1 = {.c = 3};
    printf("l1 %d %d %d %d\n", l1.a, l1.b, l1.c, l1.d);
    return 0;
}
