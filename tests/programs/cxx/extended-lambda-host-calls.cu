// (g++ -D__host__= -D__device__=) __host__ __device__ extended lambdas called in host code
// (CUDA C++ Programming Guide §5.3.8.2, Extended Lambdas: a __host__ __device__ lambda's
// operator() is a host function too): directly, through a variable, through host function
// templates and std::transform, capturing scalars, an array (a copy of its elements, C++17
// [expr.prim.lambda.capture] p10), a class object and *this.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

template <typename F> __host__ __device__ int twice(F f, int x) { return f(f(x)); }
template <typename F> int plus_one(F f, int x) { return f(x) + 1; }

struct Label {
    std::string text;
    Label(const char *s) : text(s) {}
    Label(const Label &o) : text(o.text + "'") {} // a copy says so
};

struct Scaler {
    int k = 4;
    int by_this(int x) const
    {
        auto l = [=] __host__ __device__ (int y) { return y * k; };
        return l(x);
    }
    int by_copy(int x) const
    {
        auto l = [*this] __host__ __device__ (int y) { return y * k + 1; };
        return twice(l, x);
    }
};

int main()
{
    auto f = [] __host__ __device__ (int x) { return x * 2; };
    printf("%d\n", f(3));
    int base = 7;
    auto g = [=] __host__ __device__ (int x) { return x + base; };
    base = 100; // the lambda holds its copy
    printf("%d %d\n", g(4), twice(g, 1));
    float s = 1.5f;
    auto h = [s] __host__ __device__ (float x) -> float { return x * s; };
    printf("%g\n", h(2.0f));
    auto gen = [] __host__ __device__ (auto x) { return x + x; };
    printf("%d %g\n", gen(2), gen(0.25));
    auto lam3 = [] __host__ __device__ { return 11; };
    auto lam4 = [] () mutable __host__ __device__ { return 12; };
    printf("%d %d\n", lam3(), lam4());
    printf("%d\n", [] __host__ __device__ (int a, int b) { return a - b; }(9, 4));

    std::vector<int> v = {1, 2, 3};
    std::transform(v.begin(), v.end(), v.begin(), f);
    printf("%d %d %d, %d\n", v[0], v[1], v[2], plus_one(f, 4));

    int weights[3] = {1, 10, 100};
    auto dot = [weights] __host__ __device__ (int a, int b, int c) {
        return a * weights[0] + b * weights[1] + c * weights[2];
    };
    weights[0] = 0; // a copy: the lambda's elements stay
    printf("%d %d\n", dot(1, 2, 3), (int)sizeof(dot));
    int grid[2][2] = {{1, 2}, {3, 4}};
    auto corner = [=] __host__ __device__ (int i) { return grid[i][i]; };
    grid[1][1] = 0;
    printf("%d %d\n", corner(0), corner(1));
    Label names[2] = {"a", "b"};
    auto show = [names]() { return names[0].text + names[1].text; };
    printf("%s\n", show().c_str());

    Scaler sc;
    printf("%d %d\n", sc.by_this(3), sc.by_copy(2));
    return 0;
}
