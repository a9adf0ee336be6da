// Overloads on the kind of reference (C++17 [over.ics.rank] p3.2.3, p3.2.6): an lvalue binds to
// T & before const T &, an rvalue to T && before const T &, a const lvalue never to T &&; a
// const int variable with a constant value is still an lvalue (C++17 [basic.lval]), so it takes
// const T &; and a forwarding reference passes each on as it came (std::forward).
#include <cstdio>
#include <utility>

void f(int &) { printf("f(int &)\n"); }
void f(const int &) { printf("f(const int &)\n"); }
void f(int &&) { printf("f(int &&)\n"); }

void h(int &) { printf("h(int &)\n"); }
void h(int &&) { printf("h(int &&)\n"); }

void k(const int &) { printf("k(const int &)\n"); }
void k(int &&) { printf("k(int &&)\n"); }

struct S {
    int v;
};
void s(S &) { printf("s(S &)\n"); }
void s(const S &) { printf("s(const S &)\n"); }
void s(S &&) { printf("s(S &&)\n"); }

template <class T> void g(T &&x) { f(std::forward<T>(x)); }
template <class T> void gs(T &&x) { s(std::forward<T>(x)); }

int main()
{
    int a = 1;
    const int c = 2;
    const int &rc = a;
    f(a);
    f(c);
    f(rc);
    f(3);
    f(std::move(a));
    f(static_cast<int &&>(a));
    h(a);
    h(3);
    k(a);
    k(c);
    k(3);
    g(a);
    g(c);
    g(rc);
    g(4);
    g(std::move(a));
    S x{1};
    const S y{2};
    s(x);
    s(y);
    s(S{3});
    s(std::move(x));
    gs(x);
    gs(y);
    gs(S{4});
    return 0;
}
