// std::function<R(Args...)> (C++17 [func.wrap.func]) holding a lambda with and without
// captures, a function, a function object, copied, reassigned, emptied, tested and called
// through a container of callbacks; calling an empty one throws std::bad_function_call.
#include <cstdio>
#include <functional>
#include <vector>

static int triple(int x) { return 3 * x; }
struct Adder {
    int k;
    int operator()(int x) const { return x + k; }
};

int apply_twice(const std::function<int(int)> &f, int x) { return f(f(x)); }

int main()
{
    int base = 10;
    std::function<int(int)> f = [](int x) { return x * x; };
    std::function<int(int, int)> g = [base](int a, int b) { return a + b + base; };
    std::function<int(int)> h = triple;
    std::function<int(int)> a = Adder{5};
    printf("%d %d %d %d\n", f(4), g(1, 2), h(7), a(1));
    std::function<int(int)> c = f;
    f = h;
    printf("copy %d, reassigned %d, twice %d\n", c(3), f(3), apply_twice(a, 0));
    std::vector<std::function<double(double)>> steps;
    steps.push_back([](double v) { return v + 0.5; });
    steps.push_back([&base](double v) { return v * base; });
    double v = 1.0;
    for (size_t i = 0; i < steps.size(); i++)
        v = steps[i](v);
    printf("pipeline %.2f\n", v);
    std::function<void()> empty;
    printf("empty %d, set %d\n", (bool)empty ? 1 : 0, (bool)f ? 1 : 0);
    try {
        empty();
    } catch (const std::bad_function_call &e) {
        printf("caught bad_function_call\n");
    }
    return 0;
}
