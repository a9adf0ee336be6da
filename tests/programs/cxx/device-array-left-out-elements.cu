/* A __device__ or __constant__ array whose braced list leaves out elements of a class with a
 * default member initialiser and a member without one: nvcc 13 makes each left-out element by
 * the class's implicit default constructor, which is not a constant expression (it leaves `c`
 * without a value), so the variable would need dynamic initialisation, which device variables
 * may not have (CUDA C++ Programming Guide §5.3.10.6.1, Class-type Variables). Members left out
 * of a list, and elements of a class without such initialisers, are constants. */
#include <cstdio>

struct S { int a = 1; int b = 2; int c; };
struct P { int a; int b; };
struct T { int a = 1; int b = 2; };
struct N { S s; int z = 9; S t[2]; };
struct M { S s[2]; };

__device__ P parr[2] = {{1, 2}};
__device__ T tarr[2] = {{5}};
__device__ S sarr[2] = {{1, 2, 3}, {4, 5, 6}};
__constant__ N n1 = {{1, 2, 3}, 4};
__device__ S bad1[2] = {{1, 2, 3}};
__constant__ S bad2[3] = {};
__device__ M bad3 = {{{1, 2, 3}}};
__device__ N bad4[2] = {{}};

int main()
{
    return 0;
}
