// return-local-move.cu in device code: where every return statement of a function names the
// same local object, it is the result (the copy elided); where a function returns one of two
// objects, or an object and a temporary, the object is moved into the result by its move
// constructor and then destroyed (C++17 [class.copy.elision] p1, p3).
#include <cstdio>
struct T {
    int v;
    __device__ T(int x) : v(x) { printf("T%d\n", v); }
    __device__ T(const T &o) : v(o.v) { printf("copy%d\n", v); }
    __device__ T(T &&o) : v(o.v) { o.v = -o.v; printf("move%d\n", v); }
    __device__ ~T() { printf("~T%d\n", v); }
};
__device__ __noinline__ T pick(bool b) { T a(1), c(2); if (b) return a; return c; }
__device__ __noinline__ T one(int k) { T x(k); if (k > 10) return x; x.v++; return x; }
__device__ __noinline__ T other(bool b) { T a(7); if (b) return a; return T(8); }
__global__ void k(int flag)
{
    T r = pick(flag > 0);
    printf("r %d\n", r.v);
    T s = pick(flag < 0);
    printf("s %d\n", s.v);
    T o = one(5);
    printf("o %d\n", o.v);
    T p = other(flag > 0);
    printf("p %d\n", p.v);
    T q = other(flag < 0);
    printf("q %d\n", q.v);
}
int main() { k<<<1, 1>>>(1); cudaDeviceSynchronize(); return 0; }
