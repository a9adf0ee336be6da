/* Value-initialisation (C++17 [dcl.init]): T(), T{}, new T(), new T[n](), m() in a
 * mem-initializer and std::vector<T>(n) zero a class whose default constructor is not
 * user-provided (implicit, or `= default` on its first declaration) before its default member
 * initialisers run. Placement new into a buffer filled with 0x55 shows the zeros.
 * Reference: g++. */
#include <cstdio>
#include <vector>
#include <new>
struct Q { int a; int b = 7; double c; int arr[3]; };
struct R { Q q; int z; R() = default; };
struct H { int x; H() {} };   // user-provided: no zeroing
struct W { H h; int y = 1; int k; };
struct X { Q q; int n; X() : q(), n(3) {} };
struct E { int e; E() = default; };
int main() {
    char buf[sizeof(Q)];
    for (unsigned i = 0; i < sizeof buf; i++) buf[i] = 0x55;
    Q *p = new (buf) Q();
    printf("placement: %d %d %g %d %d %d\n", p->a, p->b, p->c, p->arr[0], p->arr[1], p->arr[2]);
    for (unsigned i = 0; i < sizeof buf; i++) buf[i] = 0x55;
    Q *p2 = new (buf) Q{};
    printf("placement{}: %d %d %g %d\n", p2->a, p2->b, p2->c, p2->arr[2]);
    Q *h = new Q();
    printf("new: %d %d %g %d\n", h->a, h->b, h->c, h->arr[1]);
    delete h;
    Q t = Q();
    printf("temp: %d %d %g %d\n", t.a, t.b, t.c, t.arr[0]);
    Q u{};
    printf("brace: %d %d %g %d\n", u.a, u.b, u.c, u.arr[0]);
    std::vector<Q> v(3);
    printf("vector: %d %d %g %d\n", v[2].a, v[2].b, v[2].c, v[2].arr[2]);
    v.resize(5);
    printf("resize: %d %d %g %d\n", v[4].a, v[4].b, v[4].c, v[4].arr[2]);
    char buf2[sizeof(R)];
    for (unsigned i = 0; i < sizeof buf2; i++) buf2[i] = 0x55;
    R *r = new (buf2) R();
    printf("R: %d %d %d\n", r->q.a, r->q.b, r->z);
    char buf3[sizeof(W)];
    for (unsigned i = 0; i < sizeof buf3; i++) buf3[i] = 0x55;
    W *w = new (buf3) W();
    printf("W: %d %d\n", w->y, w->k);
    char buf4[sizeof(X)];
    for (unsigned i = 0; i < sizeof buf4; i++) buf4[i] = 0x55;
    X *x = new (buf4) X;
    printf("X: %d %d %g %d\n", x->q.a, x->q.b, x->q.c, x->n);
    char buf5[sizeof(E)];
    for (unsigned i = 0; i < sizeof buf5; i++) buf5[i] = 0x55;
    E *e = new (buf5) E{};
    printf("E{}: %d\n", e->e);
    for (unsigned i = 0; i < sizeof buf5; i++) buf5[i] = 0x55;
    e = new (buf5) E();
    printf("E(): %d\n", e->e);
    Q *arr = new Q[2]();
    printf("array: %d %d %g\n", arr[1].a, arr[1].b, arr[1].c);
    delete[] arr;
    return 0;
}
