// Packs of template values (C++17 [temp.variadic]): a value parameter pack whose type is an
// earlier type parameter (template <class T, T... Vs>, as std::integer_sequence declares its
// values), and a partial specialisation that matches a leading value and a pack of the rest
// (template <int... Is> struct Count<0, Is...>), which ends a recursion that prepends values.
#include <cstdio>

template <class T, T... Vs> struct Seq {
    static const int n = sizeof...(Vs);
};

template <int N, int... Is> struct Count {
    static const int v = Count<N - 1, N - 1, Is...>::v + 1;
};
template <int... Is> struct Count<0, Is...> {
    static const int v = 100 * (int)sizeof...(Is);
};

template <unsigned long N, unsigned long... Is> struct Big {
    static const unsigned long v = Big<N - 1, N * 2, Is...>::v;
};
template <unsigned long... Is> struct Big<0, Is...> {
    static const unsigned long v = (0 + ... + Is);
};

int main()
{
    printf("%d %d %d\n", Seq<int, 1, 2, 3>::n, Seq<char>::n, Seq<unsigned long, 7>::n);
    printf("%d %d\n", Count<3>::v, Count<0>::v);
    printf("%lu\n", Big<4>::v);
    return 0;
}
