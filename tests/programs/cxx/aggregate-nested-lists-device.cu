// Nested braced lists of aggregates in device code: a class whose member has a default member
// initialiser, made as T t{...}, a temporary T{...}, return {...}, and a member initialiser
// list m{...} of an array, a class and a base (C++17 [dcl.init.list]/3.4, [dcl.init.aggr]).
#include <cstdio>
struct S { int a; float b; int c = 7; };
struct T { S s; int d[2]; };
struct P { int x, y; };
__device__ int sum(const T &t) { return t.s.a + t.s.c + t.d[0] + t.d[1]; }
__device__ T make(int k) { return {{k, 0.5f}, {k + 1, k + 2}}; }
struct Q {
    P ps[2];
    int n[3];
    T t;
    __device__ Q(int k) : ps{{k, 2}, {3, k}}, n{5, k}, t{{k, 0.5f}, {6, 7}} {}
};
struct R : T {
    __device__ R(int k) : T{{k, 0.25f}, {9, 10}} {}
};
__global__ void kernel(int *out)
{
    int k = threadIdx.x + 1;
    T a{{k, 1.5f}, {5, 6}};
    T b = T{{4, 1.5f}, {k}};
    Q q(k);
    R r(k);
    out[threadIdx.x] = sum(a) * 1000 + sum(b) * 100 + sum(make(k)) * 10 + q.ps[1].y + q.n[1] + q.n[2] +
                       q.t.s.c + sum(r);
}
int main()
{
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 4>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; i++)
        printf("%d\n", h[i]);
    cudaFree(d);
    return 0;
}
