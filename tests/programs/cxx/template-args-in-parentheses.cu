// Template arguments in parentheses, `S<(a > b)>`, where a '>' is an operator (C++17
// [temp.names] p3), in the definitions of an explicit specialisation's members; and a
// non-static data member named in sizeof and decltype inside a static member function, an
// unevaluated operand (C++17 [expr.prim.id] p2).
#include <cstdio>
#include <type_traits>

template <bool B> struct Flag {
    int v;
    Flag();
    int get() const;
};
template <> Flag<(3 > 2)>::Flag() : v(32) {}
template <> int Flag<(3 > 2)>::get() const { return v + 1; }
template <> Flag<(1 > 2)>::Flag() : v(12) {}
template <> int Flag<(1 > 2)>::get() const { return v - 1; }

template <int N> struct Buf {
    int data[N > 4 ? N : 4];
    double scale;
    static int size() { return sizeof(data) / sizeof(int); }
    static bool scale_is_double() { return std::is_same<decltype(scale), double>::value; }
    static int bytes() { return (int)(sizeof data + sizeof scale); }
};

struct Plain {
    short s[3];
    static int count() { return (int)(sizeof(s) / sizeof(s[0])); }
};

int main() {
    Flag<true> t;
    Flag<false> f;
    printf("%d %d %d %d\n", t.v, t.get(), f.v, f.get());
    printf("%d %d\n", Buf<(2 > 1) + 7>::size(), Buf<(8 >> 2)>::size());
    printf("%d %d %d\n", (int)Buf<5>::scale_is_double(), Buf<6>::bytes(), Plain::count());
    return 0;
}
