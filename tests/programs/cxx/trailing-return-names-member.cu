// A member function's trailing return type that names the class's members (C++17
// [expr.prim.this] p2: `this` may appear after the cv-qualifiers, and a member used there is
// this->member): `auto map(F f) const -> decltype(f(value))`, a member template whose type
// follows its argument's result, and one whose type mixes its parameter and a member.
#include <cstdio>

struct Cell {
    int value = 5;
    template <class F> auto map(F f) const -> decltype(f(value)) { return f(value); }
    template <class T> auto with(T t) -> decltype(t + value) { return t + value; }
};

int main()
{
    Cell c;
    auto twice = c.map([](int x) { return 2 * x; });
    auto half = c.map([](int x) { return x / 2.0f; });
    printf("%d %g %d %g\n", twice, (double)half, (int)sizeof(c.with('a')), c.with(0.25));
    return 0;
}
