// T x(y) where T is an aggregate (no constructor of its own): copy-initialisation from y, as
// T x = y (C++17 [dcl.init]/(17.6.2)), not a function declaration (y is a variable, not a
// type). std::vector's insert copies its argument so (`T copy(v);`). Expected output: g++ 12's.
#include <cstdio>
#include <vector>

struct P {
    int a, b;
};

template <class T>
struct Box {
    T lo, hi;
};

union U {
    int i;
    float f;
};

int main()
{
    P p{1, 2};
    P q(p);
    q.a += 10;
    Box<double> x{0.5, 1.5};
    Box<double> y(x);
    U u{7};
    U w(u);
    std::vector<Box<int>> v;
    Box<int> one{1, 2}, two{3, 4};
    v.insert(v.begin(), one);
    v.insert(v.begin(), two);
    v.push_back({5, 6});
    printf("%d %d | %d %d\n", p.a, p.b, q.a, q.b);
    printf("%g %g | %d\n", y.lo, y.hi, w.i);
    for (const Box<int> &b : v)
        printf("(%d, %d) ", b.lo, b.hi);
    printf("\n");
    return 0;
}
