// The address of an overloaded function picks the overload of the target's type (C++17
// [over.over]), also for f<args> of two function templates of one name and for an argument of
// a function template, a non-deduced context there ([temp.deduct.call] p6). With: a static
// constexpr pointer member, P::template f<T>(), a lambda in each instance of a function
// template passed to another template, and _Pragma in a macro.
#include <stdio.h>

int f(int x) { return x + 1; }
int f(int x, int y) { return x + y; }
int call2(int (*p)(int, int)) { return p(2, 3); }

template <typename T, int k> T scale(T v) { return v * k; }
template <typename T, int k> T scale(T v, T w) { return v * k + w; }
template <typename T, int k> T apply2(T a, T (*fn)(T, T)) { return fn(a, a); }

struct Twice { static constexpr const char *name = "Twice";
               template <class T> static T op(T v) { return 2 * v; } };
struct Square { static constexpr const char *name = "Square";
                template <class T> static T op(T v) { return v * v; } };
template <class P, class T> T run(T v) { return P::template op<T>(v); }

template <class F> static double sum_of(F fn, int n)
{
    double s = 0;
    for (int i = 0; i < n; i++)
        s += fn(i);
    return s;
}
template <int K> static double weighted(int n) { return sum_of([&](int i) { return (double)i * K; }, n); }

#define SUM_UNROLLED(n, s) _Pragma("unroll") for (int i = 0; i < (n); i++) (s) += i;
#define PACKED(decl) _Pragma("pack(push, 1)") decl _Pragma("pack(pop)")
PACKED(struct Packed { char c; int i; };)

int main()
{
    int (*p1)(int) = f;
    printf("%d %d\n", p1(1), call2(f));
    int (*s1)(int) = scale<int, 3>;
    int (*s2)(int, int) = scale<int, 3>;
    printf("%d %d %d\n", s1(5), s2(5, 1), apply2<int, 4>(7, scale<int, 4>));
    printf("%s %d, %s %g\n", Twice::name, run<Twice>(21), Square::name, run<Square, double>(1.5));
    printf("%g %g\n", weighted<2>(4), weighted<10>(3));
    int s = 0;
    SUM_UNROLLED(5, s)
    printf("%d %zu\n", s, sizeof(struct Packed));
    return 0;
}
