// The language's types on an H200: __align__(n) structs, structs passed by value to kernels
// (a 16-byte struct then a pointer), device function-pointer variables and arrays initialised
// with function names, __alignof__ (CUDA C++ Programming Guide, 5.3 C++ Language Support and
// 5.3.10.3 Function Pointers); the expected output is an H200's.
#include <cstdio>

struct __align__(16) V4 { float x, y, z, w; };
struct __align__(8) P2 { int a; short b; };
struct Plain { char c; double d; int i; };
struct Big { int v[9]; char tag; };

__device__ int twice(int x) { return 2 * x; }
__device__ int square(int x) { return x * x; }
__device__ int negate(int x) { return -x; }
typedef int (*op_t)(int);
__device__ op_t ops[3] = {twice, square, negate};
__device__ op_t chosen = square;

__global__ void k(V4 v, int *out, P2 p, Big b, char c, Plain q, double d)
{
    out[0] = (int)(v.x + v.y + v.z + v.w);
    out[1] = p.a + p.b;
    int s = 0;
    for (int i = 0; i < 9; i++)
        s += b.v[i];
    out[2] = s + b.tag;
    out[3] = c;
    out[4] = (int)(q.d * 10) + q.c + q.i;
    out[5] = (int)(d * 100);
    op_t local = threadIdx.x ? negate : twice;
    out[6] = ops[0](5) + ops[1](6) + ops[2](7) + chosen(3) + local(4);
    printf("sizes %d %d %d %d align %d %d %d %d\n", (int)sizeof(V4), (int)sizeof(P2), (int)sizeof(Plain),
           (int)sizeof(Big), (int)__alignof__(V4), (int)__alignof__(P2), (int)__alignof__(Plain),
           (int)__alignof__(double2));
}

int main()
{
    int *d, h[8] = {0};
    cudaMalloc(&d, sizeof h);
    V4 v = {1.5f, 2.5f, 3.0f, 4.0f};
    P2 p = {100, -7};
    Big b;
    for (int i = 0; i < 9; i++)
        b.v[i] = i * i;
    b.tag = 'A';
    Plain q = {'x', 2.75, 1000};
    k<<<1, 1>>>(v, d, p, b, 'z', q, 3.14159);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 7; i++)
        printf("%d ", h[i]);
    printf("\nhost sizes %d %d align %d %d\n", (int)sizeof(V4), (int)sizeof(P2), (int)alignof(V4), (int)alignof(P2));
    return 0;
}
