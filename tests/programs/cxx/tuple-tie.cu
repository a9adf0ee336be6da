// (g++ -x c++) std::tie and std::ignore (<tuple>): a tuple of references whose assignment
// assigns through them; structured bindings of a tuple (C++17 [dcl.struct.bind]: a tuple-like
// class, through tuple_size and get<i>), of a pair and of a class's members, by value and by
// reference; a function template returning a std::tuple in a .cu file; a class with a
// reference member; member operator templates (template <class U> W &operator=(const W<U> &)).
#include <cstdio>
#include <tuple>
#include <utility>

std::tuple<int, float, char> parts(int i) { return std::make_tuple(i, i * 0.5f, (char)('a' + i)); }
template <class T> std::tuple<T, T> minmax2(T a, T b) { return a < b ? std::make_tuple(a, b) : std::make_tuple(b, a); }

struct Counter {
    int &ref;
    explicit Counter(int &r) : ref(r) {}
    void bump() { ++ref; }
};

template <class T> struct Wrap {
    T v;
    template <class U> Wrap &operator=(const Wrap<U> &o) { v = (T)o.v * 2; return *this; }
    template <class U> Wrap &operator+=(const U &u) { v += (T)u; return *this; }
};

struct Point { int x, y; };

int main()
{
    int i;
    float f;
    char c;
    std::tie(i, f, c) = parts(3);
    printf("%d %g %c\n", i, f, c);
    std::tie(std::ignore, f, std::ignore) = parts(5);
    printf("%d %g %c\n", i, f, c);
    int lo, hi;
    std::tie(lo, hi) = minmax2(9, 4);
    printf("%d %d\n", lo, hi);

    auto [a, b, ch] = parts(7);
    printf("%d %g %c\n", a, b, ch);
    std::tuple<int, int> t2(10, 20);
    auto &[p, q] = t2;
    p += 1;
    q += 2;
    printf("%d %d\n", std::get<0>(t2), std::get<1>(t2));
    auto [u, v] = t2;
    u = 0;
    printf("%d %d %d\n", u, v, std::get<0>(t2));

    std::pair<int, double> pr(4, 2.25);
    auto &[first, second] = pr;
    first = 40;
    printf("%d %g\n", pr.first, second);
    Point pt = {1, 2};
    auto &[x, y] = pt;
    x = 11;
    printf("%d %d\n", pt.x, y);

    int n = 0;
    Counter k(n);
    k.bump();
    k.bump();
    printf("%d\n", n);

    Wrap<int> wi = {1};
    Wrap<float> wf = {2.5f};
    wi = wf;
    wi += 3.9;
    printf("%d\n", wi.v);
    return 0;
}
