// T x = (a, b) of a class T and an lvalue b copies b (a comma expression is an lvalue where its
// right operand is: C++17 [expr.comma]), after a, in device code as in host code.
#include <cstdio>
struct C {
    int v;
    __host__ __device__ C(int x) : v(x) { printf("C%d\n", v); }
    __host__ __device__ C(const C &o) : v(o.v + 10) { printf("copy%d\n", v); }
    __host__ __device__ C(C &&o) : v(o.v + 100) { printf("move%d\n", v); }
    __host__ __device__ ~C() { printf("~C%d\n", v); }
};
__host__ __device__ void run()
{
    C a(20);
    int n = 0;
    C b = (n++, printf("first\n"), a);
    printf("%d %d %d\n", a.v, b.v, n);
    C d = (n++, C(5)); /* a temporary: it is d */
    printf("%d %d\n", d.v, n);
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
