// Only a lambda with no lambda-capture converts to a pointer to function (C++17
// [expr.prim.lambda.closure] p7): one that captures a variable, or has a capture-default even
// though it captures nothing, does not; nor does one whose call operator's type is another; a
// generic lambda converts to a pointer whose type deduction gives its call operator (p8), which
// unary + alone does not say. g++ rejects each (its words differ: "cannot convert", "invalid
// user-defined conversion", "no match for 'operator+'").
#include <cstdio>

int apply(int (*f)(int), int x) { return f(x); }

int main()
{
    int n = 3;
    int (*a)(int) = [n](int x) { return x + n; };
    int (*b)(int) = [=](int x) { return x; };
    printf("%d\n", apply([&](int x) { return x + n; }, 1));
    int (*c)(int) = [](double x) { return (int)x; };
    auto g = [](auto x) { return x; };
    int (*d)(int) = +g;
    double (*e)(int) = g;
    return a(1) + b(1) + c(1) + d(1) + (int)e(1);
}
