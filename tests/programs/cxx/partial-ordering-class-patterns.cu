// Partial ordering of function templates whose parameters are instances of a class template
// (C++17 [temp.func.order]): swap(W<T> &, W<T> &) is more specialised than swap(T &, T &), and
// so is swap(V<T...> &, V<T...> &) of a variadic class template (std::variant's swap beside the
// generic std::swap); a pattern V<T...> does not match an argument of another template's class
// (no empty-pack candidate), but does match a class derived from an instance of V. Expected
// output: g++ 12's (g++ -std=c++17 -x c++ partial-ordering-class-patterns.cu).
#include <cstdio>

template <class... T> struct V { int x; };
template <class T> struct W { int x; };
struct FromW : W<long> {};

template <class T> void sw(T &, T &) { puts("generic"); }
template <class... T> void sw(V<T...> &, V<T...> &) { puts("variadic pattern"); }
template <class T> void sw(W<T> &, W<T> &) { puts("W pattern"); }

template <class T> void name(const W<T> &) { puts("a W"); }
template <class T> void name(const T &) { puts("anything"); }

int main()
{
    V<int, double> a, b;
    sw(a, b);
    W<int> c, d;
    sw(c, d);
    int i = 1, j = 2;
    sw(i, j);
    name(c);
    name(i);
    FromW f;
    name(static_cast<W<long> &>(f));
    return 0;
}
