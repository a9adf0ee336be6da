// Generic lambdas with parameter packs (C++14 [expr.prim.lambda] with C++17 folds): auto... xs,
// auto &... xs, const auto &... xs, auto &&... args forwarded with std::forward<decltype(args)>,
// sizeof...(xs), a pack after other auto parameters, called with varying arity and types; and
// generic lambdas without packs ([](auto a, auto b), [](const auto &a))
#include <cstdio>
#include <string>
#include <utility>

struct Acc {
    int total = 0;
    void add(int v) { total += v; }
};
void show(int a, double b, long c) { printf("show %d %g %ld\n", a, b, c); }
void bump(int &a, int &b)
{
    a += 10;
    b += 20;
}
template <class F, class... Args> auto call(F f, Args... args) { return f(args...); }

int main()
{
    auto sum = [](auto... xs) { return (xs + ...); };
    printf("%d %g %lld\n", sum(1, 2, 3), sum(1.5, 2, 3), sum(1LL << 40, 7));
    auto cnt = [](auto... xs) { return sizeof...(xs); };
    printf("%zu %zu %zu\n", cnt(), cnt(1), cnt(1, 'a', 2.0, "s"));
    auto fwd = [&](auto &&... args) { show(std::forward<decltype(args)>(args)...); };
    fwd(1, 2.5, 3L);
    int base = 100;
    auto first_plus = [base](auto first, auto... rest) { return first + base + (0 + ... + rest); };
    printf("%d %d\n", first_plus(1), first_plus(1, 2, 3, 4));
    auto twice = [](auto &... xs) { ((xs *= 2), ...); };
    int a = 3, b = 4;
    long c = 5;
    twice(a, b, c);
    printf("%d %d %ld\n", a, b, c);
    auto fw = [&](auto &&... args) { bump(std::forward<decltype(args)>(args)...); };
    fw(a, b);
    printf("%d %d\n", a, b);
    auto weigh = [](const auto &... xs) { return sizeof...(xs) * 10 + sizeof...(xs); };
    printf("%zu %zu\n", weigh(1, std::string("x"), 2.0), weigh());
    Acc acc;
    auto feed = [&acc](auto... vs) {
        (acc.add(vs), ...);
        return acc.total;
    };
    printf("%d %d\n", feed(1, 2, 3, 4, 5), feed(10));
    auto prod = [](auto... xs) { return (xs * ... * 1); };
    printf("%d %g %lld\n", prod(2, 3, 4), prod(0.5, 3), prod(2LL, 1000000LL, 1000000LL));
    printf("%d\n", call([](auto... xs) { return (xs - ...); }, 10, 3, 2));
    auto pr = [](const char *fmt, auto... xs) { printf(fmt, xs...); };
    pr("%d-%d-%s\n", 7, 8, "nine");
    pr("none\n");
    auto mx = [](auto x, auto... ys) {
        auto m = x;
        ((m = ys > m ? ys : m), ...);
        return m;
    };
    printf("%d %g\n", mx(3, 9, 2, 7), mx(1.5));
    auto cat = [](const auto &... s) { return (std::string() + ... + s); };
    printf("%s\n", cat(std::string("ab"), "cd", std::string("ef")).c_str());
    auto g = [](auto x, auto y) { return x * y; };
    auto h = [](const auto &x) { return x + x; };
    printf("%d %g %s\n", g(6, 7), g(1.5, 2), h(std::string("ab")).c_str());
    auto arr = [](auto... xs) { return sizeof(int[sizeof...(xs) + 1]) / sizeof(int); };
    printf("%zu\n", arr('a', 'b'));
    return 0;
}
