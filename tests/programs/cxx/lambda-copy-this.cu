// (g++ -std=c++17 -x c++) A lambda that captures *this (C++17 [expr.prim.lambda.capture]) holds
// a copy of the object, made by its copy constructor where the lambda is: later changes to the
// object are not seen, and a mutable lambda changes its own copy; [this] sees the object. A
// lambda returned by an auto function keeps its closure type.
#include <cstdio>

struct Counter {
    int n = 1;
    int copies = 0;
    Counter() {}
    Counter(const Counter &o) : n(o.n), copies(o.copies + 1) { printf("copied %d\n", n); }
    auto snapshot() const { return [*this] { return n * 10 + copies; }; }
    auto live() { return [this] { return n * 10 + copies; }; }
    auto counter() { return [*this]() mutable { return ++n; }; }
    int plus(int k) const
    {
        auto f = [*this](auto x) { return n + x; };
        return f(k);
    }
};

auto adder(int k) { return [k](int x) { return x + k; }; }

int main()
{
    Counter c;
    auto s = c.snapshot();
    auto l = c.live();
    c.n = 5;
    printf("%d %d\n", s(), l());
    auto next = c.counter();
    int first = next();
    int second = next();
    printf("%d %d %d\n", first, second, c.n);
    printf("%d %d\n", c.plus(3), adder(4)(5));
    return 0;
}
