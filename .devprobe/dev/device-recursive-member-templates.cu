// A member function template, a generic lambda and a template operator() that call themselves
// (the same instance) in device code, as in host code: the instance being compiled is found,
// not made again.
#include <cstdio>
struct G {
    template <class S> __host__ __device__ int m(S s, int n) const { return n <= 1 ? 1 : n * m(s, n - 1); }
};
struct H {
    template <class S> __host__ __device__ S operator()(S s, int n) const { return n <= 0 ? s : (*this)(s * 2, n - 1); }
};
struct F {
    template <class S> __host__ __device__ int operator()(S self, int n) const { return n <= 1 ? 1 : n + self(self, n - 1); }
};
__host__ __device__ void run()
{
    G g;
    H h;
    F f;
    printf("%d %d\n", g.m(1.0, 5), g.m('c', 3));
    printf("%d %a\n", h(3, 4), h(0.75, 3));
    printf("%d\n", f(f, 10));
    auto fact = [](auto self, int n) -> int { return n <= 1 ? 1 : n * self(self, n - 1); };
    printf("%d\n", fact(fact, 6));
    auto fib = [](auto &self, long n) -> long { return n < 2 ? n : self(self, n - 1) + self(self, n - 2); };
    printf("%ld\n", fib(fib, 15L));
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
