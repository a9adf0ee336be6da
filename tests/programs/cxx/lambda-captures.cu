// Lambdas that capture `this` (explicitly, or by [=] and [&]) and use the members of the
// enclosing object, also from a nested lambda, in host and device member functions; and
// init-captures, by copy and by reference (C++17 [expr.prim.lambda.capture]; CUDA C++
// Programming Guide 5.3, "C++ Language Support": lambdas in device code).
#include <cstdio>

struct Accumulator {
    int total = 0;
    int scale = 2;
    __host__ __device__ int weight(int v) const { return v * scale; }
    __host__ __device__ void add_all(int n)
    {
        auto add = [this](int v) { total += weight(v); };
        for (int i = 0; i < n; i++)
            add(i);
    }
    __host__ __device__ int nested(int x)
    {
        auto outer = [=](int y) {
            auto inner = [&]() { return scale * 100 + x + y; };
            return inner() + this->total;
        };
        return outer(1);
    }
};

__global__ void k(int *out)
{
    Accumulator a;
    a.add_all(4);
    int base = threadIdx.x;
    auto counter = [n = base * 10]() mutable { return ++n; };
    int first = counter();
    int second = counter();
    int hits = 0;
    auto bump = [&h = hits](int by) { h += by; };
    bump(3);
    bump(4);
    out[threadIdx.x] = a.total * 1000000 + a.nested(5) * 1000 + first * 10 + (second - first) + hits * 0;
    if (threadIdx.x == 1)
        printf("device: total %d nested %d counter %d %d hits %d\n", a.total, a.nested(5), first,
               second, hits);
}

int main()
{
    Accumulator a;
    a.scale = 3;
    a.add_all(5);
    printf("host: total %d nested %d\n", a.total, a.nested(7));
    int limit = 4;
    auto under = [lim = limit * 2](int v) { return v < lim; };
    auto twice = [f = under](int v) { return f(v) && f(2 * v); };
    printf("init-captures: %d %d %d\n", (int)under(7), (int)under(8), (int)twice(3));
    int *d;
    cudaMalloc(&d, 2 * sizeof(int));
    k<<<1, 2>>>(d);
    int h[2];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[0], h[1]);
    return 0;
}
