// An init-capture of a class type in device code, as in host code (C++17
// [expr.prim.lambda.capture] p6): [c = std::move(x)] move-constructs the capture, [c = x]
// copies x once, [c = T(3)] is the temporary itself; the closure's copy copies them again.
#include <cstdio>
#include <utility>
struct C {
    int v;
    __host__ __device__ C(int x) : v(x) { printf("C%d\n", v); }
    __host__ __device__ C(const C &o) : v(o.v + 10) { printf("copy%d\n", v); }
    __host__ __device__ C(C &&o) : v(o.v + 100) { o.v = -1; printf("move%d\n", v); }
    __host__ __device__ ~C() { printf("~C%d\n", v); }
};
__host__ __device__ void run()
{
    C a(1);
    {
        auto l = [c = std::move(a)] { return c.v; };
        printf("%d %d\n", l(), a.v);
    }
    C b(2);
    {
        auto l = [c = b] { return c.v; };
        printf("%d\n", l());
        auto l2 = l;
        printf("%d\n", l2());
    }
    {
        auto l = [c = C(3)]() mutable { return ++c.v; };
        printf("%d\n", l());
    }
}
__global__ void kernel() { run(); }
int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("--\n");
    run();
    return 0;
}
