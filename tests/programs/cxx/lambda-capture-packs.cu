// A lambda inside a generic lambda (or a variadic function template) capturing the enclosing
// function parameter pack (C++17 [expr.prim.lambda.capture] p17): [xs...], [&xs...], [=] and [&]
// naming the pack, [&, xs...] beside another capture, an inner generic lambda, lambdas nested two
// deep, copies made by the elements' copy constructor, an empty pack
#include <cstdio>
#include <string>

struct Counted {
    int v;
    Counted(int v) : v(v) {}
    Counted(const Counted &o) : v(o.v + 100) {} // (a capture by copy copies)
};

template <class... T> int sum_later(T... xs)
{
    auto g = [xs...] { return (0 + ... + xs); };
    return g();
}

int main()
{
    auto by_copy = [](auto... xs) { auto g = [xs...]() { return (xs + ...); }; return g(); };
    auto by_ref = [](auto... xs) { auto g = [&xs...]() { return (xs * ...); }; return g(); };
    auto all_ref = [](auto... xs) { auto g = [&]() { return sizeof...(xs) + (0 + ... + xs); }; return g(); };
    auto all_copy = [](auto... xs) { auto g = [=]() { return (xs - ...); }; return g(); };
    printf("%d %g %d %d\n", by_copy(1, 2, 3), by_ref(1.5, 2, 3), (int)all_ref(1, 2, 3, 4), all_copy(10, 3, 2));

    auto inner_generic = [](auto... xs) {
        auto g = [xs...](auto y) { return ((xs * y) + ...); };
        return g(10);
    };
    auto generic_default = [](auto... xs) {
        auto g = [=](auto y) { return (y - ... - xs); };
        return g(100);
    };
    printf("%d %d\n", inner_generic(1, 2, 3), generic_default(1, 2, 3));

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
    auto empty = [](auto... xs) {
        auto g = [xs...] { return sizeof...(xs) + (0 + ... + xs); };
        return (int)g();
    };
    auto words = [](const auto &...s) {
        auto g = [&s...](const char *sep) { std::string r; ((r += s, r += sep), ...); return r; };
        return g("/");
    };
    printf("%g %d %d %d\n", doubled(1.5, 2, 3), mixed(5, 1, 2, 3), nested(2, 3, 4), copies(Counted(1), Counted(2)));
    printf("%d %d %d %s\n", empty(), empty(7), sum_later(1, 2, 3, 4), words(std::string("a"), "bc", std::string("d")).c_str());
    return 0;
}
