// std::move in device code gives an xvalue: a named object moved from binds to the move
// constructor, the move assignment and a T && overload before a const T & one, as in host code.
#include <cstdio>
#include <utility>
struct M {
    int v;
    __host__ __device__ M(int x) : v(x) {}
    __host__ __device__ M(const M &o) : v(o.v) { printf("copy %d\n", v); }
    __host__ __device__ M(M &&o) : v(o.v) { o.v = -1; printf("move %d\n", v); }
    __host__ __device__ M &operator=(const M &o) { v = o.v; printf("copy= %d\n", v); return *this; }
    __host__ __device__ M &operator=(M &&o) { v = o.v; o.v = -2; printf("move= %d\n", v); return *this; }
};
__host__ __device__ const char *take(M &&) { return "M&&"; }
__host__ __device__ const char *take(const M &) { return "const M&"; }
__host__ __device__ void run()
{
    M a(1);
    M b = std::move(a);
    printf("a=%d b=%d\n", a.v, b.v);
    M c(3);
    c = std::move(b);
    printf("b=%d c=%d\n", b.v, c.v);
    printf("%s %s\n", take(c), take(std::move(c)));
    const M k(4);
    M d = std::move(k); /* a const xvalue copies */
    printf("d=%d\n", d.v);
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
