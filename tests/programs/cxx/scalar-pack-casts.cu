// (g++ -x c++) A function parameter pack expanded into the braces or the parentheses of a
// scalar type's functional cast in a template (C++17 [expr.type.conv]): int{args...} and
// int(args...) of one element are that element converted, of none the value 0 (T() and T{}
// value-initialise); T{args...} and T(args...) with T a deduced or given scalar type alike.
#include <cstdio>

template <class... A> int brace(A... args) { return int{args...}; }
template <class... A> int paren(A... args) { return int(args...); }
template <class T, class... A> T make_brace(A... args) { return T{args...}; }
template <class T, class... A> T make_paren(A... args) { return T(args...); }
template <class T> T zero_of(T) { return T{}; }

// the common use: a value made from whatever one argument a caller passes, or a default
template <class T, class... A> struct Cell {
    T v;
    Cell(A... args) : v(T(args...)) {}
};

template <class... A> long sum_of_casts(A... args) { return (long(0) + ... + long{args}); }

int main()
{
    printf("%d %d\n", brace(5), paren(6));
    printf("%d %d\n", brace(), paren());
    printf("%g %g %g %g\n", make_brace<double>(1.5f), make_paren<double>(2),
           make_brace<double>(), make_paren<double>());
    printf("%d %d\n", paren(7.9), make_paren<unsigned char>(300));
    printf("%d %g %d\n", zero_of(42), zero_of(2.5), (int)zero_of('x'));
    char c = 'A';
    printf("%c %d\n", make_brace<char>(c), (int)make_brace<bool>(true));
    int *p = make_brace<int *>();
    printf("%s\n", p == nullptr ? "null" : "set");
    Cell<float, int> one(3);
    Cell<float> none;
    printf("%g %g\n", one.v, none.v);
    printf("%ld\n", sum_of_casts(1, 2, 3));
    return 0;
}
