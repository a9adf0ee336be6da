// Overload resolution between T && and const T & (C++17 [over.ics.rank] 3.2.3): std::move and
// static_cast<T &&> give xvalues and a call's result is a prvalue, which bind to the rvalue
// reference (a move constructor); an lvalue binds to the lvalue reference. A copy constructor
// declared deleted is not chosen for an rvalue. Reference: g++ 12.
#include <cstdio>
#include <utility>
struct S {
    int v;
    S() : v(1) {}
    S(const S &o) : v(o.v + 10) { printf("copy\n"); }
    S(S &&o) : v(o.v + 100) { printf("move\n"); }
};
struct M {
    int v;
    M() : v(2) {}
    M(const M &) = delete;
    M(M &&o) : v(o.v + 1000) { printf("move M\n"); }
};
struct T { int v; };
void f(const T &) { printf("lref\n"); }
void f(T &&) { printf("rref\n"); }
T make() { return T{1}; }
int main()
{
    S a;
    S b = std::move(a);
    S c(std::move(a));
    S d = a;
    M x;
    M y = std::move(x);
    printf("%d %d %d %d\n", b.v, c.v, d.v, y.v);
    T t{1};
    f(t);
    f(std::move(t));
    f(make());
    f(static_cast<T &&>(t));
    return 0;
}
