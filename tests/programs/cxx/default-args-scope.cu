// (g++ -x c++) A default argument is parsed in the scope of its function's declaration, not at
// the call (C++ [dcl.fct.default]): it names its function template's parameters, its class
// template's parameters and its class's members, and a local of the caller with the same name
// is not the one it means.
#include <cstdio>

template <class T> T get(const T *p, int i, T fallback = T(-10)) { return i < 3 ? p[i] : fallback; }
template <class T, int N = 4> int scaled(T x, int k = N * (int)sizeof(T)) { return (int)x * k; }

template <class T> struct Acc {
    T base;
    Acc(T b = T(7)) : base(b) {}
    T add(T x = T(4)) const { return base + x; }
    static T twice(T y = T(sizeof(T))) { return y * 2; }
    template <class U> U conv(U u = U(sizeof(T))) const { return u + 1; }
};
template <int N> struct Fixed {
    int h(int a = N * 2) const { return a; }
};
struct Plain {
    static const int K = 9;
    enum { E = 3 };
    int g(int a = K + E) const { return a; }
};
const int limit = 100;
int clampv(int v, int hi = limit) { return v < hi ? v : hi; }

int main()
{
    int a[3] = {1, 2, 3};
    float b[3] = {1.5f, 2, 3};
    printf("%d %d %g %g\n", get(a, 1), get(a, 5), get(b, 0), get(b, 7, 2.5f));
    printf("%d %d %d\n", scaled(3), scaled(3.0), scaled<char, 10>('\2'));
    Acc<int> ai;
    Acc<double> ad(0.5);
    printf("%d %g %d %g\n", ai.add(), ad.add(), Acc<int>::twice(), Acc<double>::twice());
    printf("%g %d\n", ad.conv<double>(1.25), ai.conv<int>());
    Fixed<21> f;
    Plain p;
    printf("%d %d\n", f.h(), p.g());
    int limit = 5;
    printf("%d %d\n", clampv(500), clampv(500, limit));
    return 0;
}
