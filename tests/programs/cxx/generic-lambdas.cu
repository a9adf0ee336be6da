// Generic lambdas (C++14 [expr.prim.lambda]: a parameter declared auto makes the closure's
// operator() a template): called with arguments of different types, passed to a function
// template, capturing by copy, by reference and this, in device and host code, and as a
// comparator of std::sort.
#include <algorithm>
#include <cstdio>
#include <vector>

template <class F> __host__ __device__ float apply2(F f) { return f(1.5f) + f(2); }

struct Scaler {
    float k = 3;
    __device__ float run()
    {
        auto mul = [=](auto x) { return x * k; };
        return mul(2) + mul(0.5f);
    }
    float host_run()
    {
        auto mul = [this](const auto &x) { return x * k; };
        return mul(2.0);
    }
};

__global__ void kern(float *out)
{
    float base = 10;
    int hits = 0;
    auto add = [base](auto a, auto b) { return a + b + base; };
    auto sq = [](auto x) { return x * x; };
    auto count = [&](auto x) { hits += (int)x; return hits; };
    Scaler s;
    out[0] = add(1, 2) + add(0.5f, 0.25);
    out[1] = apply2(sq);
    out[2] = s.run();
    count(2);
    count(3.9f);
    out[3] = hits;
}

int main()
{
    float *d, h[4];
    cudaMalloc(&d, sizeof h);
    kern<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("device: %g %g %g %g\n", h[0], h[1], h[2], h[3]);
    std::vector<int> v = {5, 3, 9, 1, 7};
    int compares = 0;
    std::sort(v.begin(), v.end(), [&compares](const auto &a, const auto &b) {
        compares++;
        return a > b;
    });
    auto show = [](const auto &c) {
        for (auto x : c)
            printf("%d ", x);
        printf("\n");
    };
    show(v);
    Scaler s;
    auto twice = [](auto f, auto x) { return f(f(x)); };
    printf("host: %d %g %g %g\n", compares > 0, s.host_run(), apply2([](double x) { return x + 1; }),
           twice([](auto y) { return y * 3; }, 2.0));
    return 0;
}
