// (g++ -x c++) A member function template whose name a namespace-scope function template also
// has (std::sort, and the program's own `apply`) is a member of its class, overloading the
// class's other functions of that name (std::list::sort() beside list::sort(comp)).
#include <algorithm>
#include <cstdio>
template <class F> int apply(F f) { return f(1); }
template <class T> struct Seq {
    T v;
    void sort() { printf("sort()\n"); }
    template <class C> void sort(C c) { printf("sort(C) %d\n", c(v)); }
    int apply() { return -1; }
    template <class F> int apply(F f) { return f(v) + 100; }
};
struct Plain {
    int v;
    template <class C> void sort(C c) { printf("Plain::sort(C) %d\n", c(v)); }
    void sort() { printf("Plain::sort()\n"); }
};
int main()
{
    Seq<int> s{3};
    s.sort();
    s.sort([](int x) { return x * 2; });
    printf("%d %d %d\n", s.apply(), s.apply([](int x) { return x * 5; }), apply([](int x) { return x + 7; }));
    Plain p{4};
    p.sort([](int x) { return x * 3; });
    p.sort();
    int a[3] = {3, 1, 2};
    std::sort(a, a + 3);
    printf("%d %d %d\n", a[0], a[1], a[2]);
}
