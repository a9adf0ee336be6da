// (g++) Value-initialisation of a class without constructors (C++17 [dcl.init] p8): new P(),
// new P[n](), P p{}, and std::vector<P>(n) / resize(n) (placement new (p) P()) give zeros.
#include <cstdio>
#include <vector>
struct P { int a; float b; };
struct Q { int a = 7; float b; };
struct R { P p; int k; };
int main() {
    std::vector<P> v(3); v.resize(5); v[1].a = 5;
    printf("%d %d %g %zu\n", v[0].a, v[1].a, v[4].b, v.size());
    P *q = new P(); printf("%d %g\n", q->a, q->b); delete q;
    std::vector<R> w(2); printf("%d %d\n", w[1].p.a, w[1].k);
    P *arr = new P[3](); printf("%d\n", arr[2].a); delete[] arr;
    P pv{}; printf("%d\n", pv.a);
}
