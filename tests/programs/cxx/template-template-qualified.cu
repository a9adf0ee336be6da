// Template template arguments named with their namespace (std::vector, ::std::vector), for a
// parameter of one type parameter (C++17 matches std::vector<T, Alloc = ...> to it: P0522R0, as
// g++ does), of two, as a default argument, and for a variadic one.
#include <cstdio>
#include <vector>
#include <list>
template <template <class> class C> struct Wrap { C<int> c; int size() const { return (int)c.size(); } };
template <class T, template <class, class> class C = std::vector> struct Wrap2 { C<T, std::allocator<T>> c; };
template <template <class...> class C> struct Wrap3 { C<int> c; };
int main()
{
    Wrap<std::vector> w;
    w.c.push_back(3);
    Wrap2<float> w2;
    w2.c.push_back(1.5f);
    Wrap3<::std::vector> w3;
    w3.c.assign(4, 7);
    printf("%d %zu %g %zu\n", w.size(), w2.c.size(), w2.c[0], w3.c.size());
}
