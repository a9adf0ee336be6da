// A constructor template whose parameter is std::initializer_list<T>, T deduced from the
// braced list's elements (C++17 [temp.deduct.call] p1), is a candidate of list-initialisation
// and is tried first ([over.match.list]): S{1, 2, 3}, S s = {...}, S({...}), new S{...}, a
// braced argument f({...}); where the elements' types differ the deduction fails and the
// other constructors are tried. A function template whose parameter is
// std::initializer_list<T>&& deduces T from a braced list, as one taking it by value does.
// reference: g++
#include <cstdio>
#include <initializer_list>

struct Acc {
    double total;
    int n;
    char kind;
    template <class T>
    Acc(std::initializer_list<T> l) : total(0), n((int)l.size()), kind(sizeof(T) == sizeof(double) ? 'd' : 'i')
    {
        for (T x : l)
            total += x;
    }
    Acc(int a, double b) : total(a + b), n(-2), kind('p') {}
};

static void show(const char *what, const Acc &a) { printf("%s: %g %d %c\n", what, a.total, a.n, a.kind); }

static double through(Acc a) { return a.total * 10; }

template <class T>
T sum_rr(std::initializer_list<T> &&l)
{
    T s = T();
    for (T x : l)
        s += x;
    return s;
}

struct Summer {
    template <class T>
    size_t count(std::initializer_list<T> &&l) const { return l.size(); }
};

int main()
{
    Acc a{1, 2, 3};
    show("a", a);
    Acc b = {0.5, 0.25};
    show("b", b);
    Acc c({7, 8});
    show("c", c);
    show("temporary", Acc{1.5, 2.5, 3.0});
    show("cast", Acc({4, 5, 6, 7}));
    Acc *h = new Acc{10, 20};
    show("new", *h);
    delete h;
    printf("%g\n", through({2, 3}));
    Acc mixed{1, 2.5}; /* (int, double): no T for both; Acc(int, double) */
    show("mixed", mixed);
    Acc paren(4, 0.5);
    show("paren", paren);
    printf("%d %g %zu\n", sum_rr({1, 2, 3}), sum_rr({0.5, 0.75}), Summer().count({'a', 'b', 'c', 'd'}));
    return 0;
}
