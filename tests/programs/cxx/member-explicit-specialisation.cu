// An explicit specialisation of a member of a class template (C++17 [temp.expl.spec]): `template
// <> R S<args>::f(...) { ... }` defines f for that one instance, and every other instance keeps
// the class template's definition. Members defined out of the class: functions, const and
// static ones, of a template of two parameters, with the specialisation before or after the
// template's own definition of the member.
#include <cstdio>

template <class T> struct Arg {
    T v;
    float toFloat(float s) const;
    static const char *kind();
};
template <class T> float Arg<T>::toFloat(float s) const { return (float)v * s; }
template <> float Arg<float *>::toFloat(float s) const { return *v * s + 100; }
template <class T> const char *Arg<T>::kind() { return "value"; }
template <> const char *Arg<float *>::kind() { return "pointer"; }

template <class A, int N> struct Grid {
    A cells[N];
    A sum() const;
    int size() const;
};
template <> int Grid<char, 4>::size() const { return -4; }
template <class A, int N> A Grid<A, N>::sum() const
{
    A s = 0;
    for (int i = 0; i < N; i++)
        s += cells[i];
    return s;
}
template <class A, int N> int Grid<A, N>::size() const { return N; }
template <> double Grid<double, 2>::sum() const { return cells[0] * cells[1]; }

int main()
{
    float x = 3;
    Arg<int> a{4};
    Arg<float *> b{&x};
    const Arg<float *> *pb = &b;
    printf("%g %g %g %s %s\n", a.toFloat(2), b.toFloat(2), pb->toFloat(0.5f), Arg<int>::kind(), Arg<float *>::kind());
    Grid<int, 3> g{{1, 2, 3}};
    Grid<double, 2> h{{2.5, 4}};
    Grid<char, 4> c{{1, 1, 1, 1}};
    printf("%d %d %g %d %d %d\n", g.sum(), g.size(), h.sum(), h.size(), (int)c.sum(), c.size());
    return 0;
}
