// Recursive generic lambdas and member function templates (C++17 [expr.prim.lambda.closure] p3:
// a generic lambda's operator() is a member function template; [temp.inst]): a generic lambda
// given itself (`fact(fact, 5)`, by value, by const reference, as a forwarding reference) calls
// the instance being made, as a member function template that calls itself does; with a
// deduced return type, a return statement before the recursive call gives the type
// ([dcl.spec.auto] p10). The temporaries made in one arm of a ?: in a return statement are
// destroyed only if that arm ran ([class.temporary] p4), in every call of a recursive function
// too. The output is g++'s.
#include <cstdio>
#include <functional>
#include <string>
struct Tree { int v; const Tree *l, *r; };
std::string twice(std::string s, int k) { return k == 0 ? std::string() : s + twice(s, k - 1); }
struct S {
    template <class T> T down(T x) const { return x <= 0 ? T(0) : x + down(x - 1); }
};
int main()
{
    auto fact = [](auto self, int n) -> int { return n < 2 ? 1 : n * self(self, n - 1); };
    std::printf("%d\n", fact(fact, 5));
    auto fib = [](auto self, int n) {
        if (n < 2)
            return n;
        return self(self, n - 1) + self(self, n - 2);
    };
    std::printf("%d\n", fib(fib, 15));
    auto sum = [](const auto &self, const Tree *t) -> long { return t ? t->v + self(self, t->l) + self(self, t->r) : 0; };
    Tree a{1, nullptr, nullptr}, b{2, nullptr, nullptr}, c{3, &a, &b};
    std::printf("%ld\n", sum(sum, &c));
    int calls = 0;
    auto pow2 = [&calls](auto &&self, double x, int k) -> double { ++calls; return k == 0 ? 1.0 : x * self(self, x, k - 1); };
    double p4 = pow2(pow2, 1.5, 4);
    std::printf("%g %d\n", p4, calls);
    auto rep = [](auto self, std::string s, int k) -> std::string { return k == 0 ? std::string() : s + self(self, s, k - 1); };
    std::printf("%s\n", rep(rep, "ab", 3).c_str());
    auto gcd = [](auto self, auto a, auto b) -> long { return b == 0 ? a : self(self, b, a % b); };
    std::printf("%ld %ld\n", gcd(gcd, 84, 36), gcd(gcd, 1071L, 462L));
    std::printf("%s\n", twice("xy", 3).c_str());
    S s;
    std::printf("%d %g\n", s.down(4), s.down(2.5));
    return 0;
}
