// A lambda inside a generic lambda (or a variadic function template) capturing the enclosing
// function parameter pack, in device code: [xs...], [&xs...], [=] and [&, xs...], an inner generic
// lambda, lambdas nested two deep, copies made by the elements' copy constructor; each thread
// passes its own number among the elements
#include <cstdio>

struct Counted {
    int v;
    __host__ __device__ Counted(int v) : v(v) {}
    __host__ __device__ Counted(const Counted &o) : v(o.v + 100) {} // (a capture by copy copies)
};

template <class... T> __device__ int sum_later(T... xs)
{
    auto g = [xs...] { return (0 + ... + xs); };
    return g();
}

__global__ void packs(int base)
{
    auto inner_generic = [](auto... xs) {
        auto g = [xs...](auto y) { return ((xs * y) + ...); };
        return g(10);
    };
    auto generic_default = [](auto... xs) {
        auto g = [=](auto y) { return (y - ... - xs); };
        return g(100);
    };
    auto doubled = [](auto... xs) {
        auto g = [&xs...]() { ((xs *= 2), ...); };
        g();
        return (xs + ...);
    };
    auto mixed = [](int k, auto... xs) {
        auto g = [&, xs...]() mutable { k += (xs + ...); ((xs = 0), ...); return k + (xs + ...); };
        int r = g();
        return r * 1000 + k;
    };
    auto nested = [](auto... xs) {
        return [xs...] { return [xs...] { return (xs * ... * 1); }(); }();
    };
    auto copies = [](auto... xs) {
        auto g = [xs...] { return (xs.v + ...); };
        return g();
    };
    int t = threadIdx.x + base;
    printf("thread %d: %d %d %g %d %d %d %d\n", t, inner_generic(t, 2, 3), generic_default(1, t, 3),
           doubled(1.5, t, 3.0f), mixed(5, 1, t, 3), nested(2, t, 4), copies(Counted(t), Counted(2)),
           sum_later(1, 2, t, 4));
}

int main()
{
    packs<<<1, 2>>>(1);
    cudaDeviceSynchronize();
    return 0;
}
