// The cells of a cudarepl session as one program: their declarations, then their
// statements in main(). Build it with nvcc, or run it with cudarepl.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <assert.h>
struct Vec2 { float x, y; __device__ Vec2(float a, float b) : x(a), y(b) {} __device__ float len2() const { return x * x + y * y; } };
template <typename T> __device__ T sq(T v) { return v * v; }
__global__ void k(float *out) { Vec2 v(threadIdx.x, 1); out[threadIdx.x] = v.len2() + sq(2); }
float *o;
template <typename T, int N> __global__ void fill(T *p) { p[threadIdx.x] = (T)(N + threadIdx.x); }
int x2 = 5;
decltype(x2 * 2) y2;
struct Acc { float total = 0; int n = 0; __device__ void add(float x) { total += x; n++; } __device__ float mean() const { return n ? total / n : 0; } };
__global__ void avg(const float *v, int n, float *res) { Acc a; for (int i = 0; i < n; i++) a.add(v[i]); *res = a.mean(); }
float *res;
struct P { int x; __device__ int get() const { return x * 3; } };
__global__ void byval(P p, int *r) { *r = p.get(); }
int *r;
P p;
dim3 grid;

int main(void)
{
    cudaMallocManaged(&o, 4 * sizeof(float));
    k<<<1, 4>>>(o);
    cudaDeviceSynchronize();
    o[3];
    fill<float, 40><<<1, 4>>>(o);
    cudaDeviceSynchronize();
    o[2];
    y2 = x2 * 2;
    printf("%d %d\n", x2, y2);
    fill<float, 7><<<1, 2>>>(o);
    cudaDeviceSynchronize();
    o[1];
    cudaMallocManaged(&res, sizeof(float));
    avg<<<1, 1>>>(o, 2, res);
    cudaDeviceSynchronize();
    *res;
    cudaMallocManaged(&r, sizeof(int));
    p.x = 14;
    byval<<<1, 1>>>(p, r);
    cudaDeviceSynchronize();
    *r;
    grid = dim3(2, 3);
    grid.y;
    cudaDeviceSynchronize();
    return 0;
}
