// Template template parameters (C++17 [temp.arg.template]): a class template and a function
// template parameterised by a class template, which they instantiate with their own
// arguments. Checked against g++.
#include <cstdio>
#include <vector>
template <class T> struct Box { T v; int size() const { return 1; } };
template <class T> struct Pair { T a, b; int size() const { return 2; } };
template <template <class> class C, class T> struct Holder {
    C<T> c;
    int n() const { return c.size(); }
};
template <template <class> class C> int count_of() { C<int> x; return x.size(); }
int main()
{
    Holder<Box, int> h;
    Holder<Pair, double> p;
    p.c.a = 1.5;
    printf("%d %d %g %d %d\n", h.n(), p.n(), p.c.a, count_of<Box>(), count_of<Pair>());
}
