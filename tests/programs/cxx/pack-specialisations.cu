// Partial specialisations with packs: the one without a pack is more specialised than the one
// with (C++17 [temp.class.order]: A<I, B<T>> before A<I, B<T, Ts...>>), a constant argument
// more than a parameter; a constructor's member initialiser expands a parameter pack
// (tail(rest...)). Checked against g++.
#include <cstdio>

template <class... Ts> struct B {};
template <unsigned I, class X> struct A;
template <unsigned I, class T> struct A<I, B<T>> { static const int v = 1; };
template <unsigned I, class T, class... Ts> struct A<I, B<T, Ts...>> { static const int v = 2; };
template <class T, class... Ts> struct A<0, B<T, Ts...>> { static const int v = 3; };

template <class... Ts> struct List;
template <> struct List<> {
    List() {}
    int sum() const { return 0; }
};
template <class T, class... Ts> struct List<T, Ts...> {
    T head;
    List<Ts...> tail;
    List(T h, Ts... rest) : head(h), tail(rest...) {}
    int sum() const { return (int)head + tail.sum(); }
};

int main()
{
    printf("%d %d %d\n", A<1, B<int>>::v, A<1, B<int, char>>::v, A<0, B<int, char>>::v);
    List<int, double, char> l(1, 2.5, 'a');
    printf("%d\n", l.sum());
    return 0;
}
