// Multiple inheritance: a base after the first, constructed by name in the member-initialiser
// list, is constructed in its own subobject (C++17 [class.base.init]). Reference: g++ 12.
#include <cstdio>
struct A { int a1, a2; A(int x) : a1(x), a2(x + 1) {} void seta(int v) { a2 = v; } };
struct B { int b1, b2; B(int x) : b1(x * 10), b2(x * 20) {} void setb(int v) { b2 = v; } int getb() const { return b2; } };
struct C : public A, public B {
    int c;
    C() : A(1), B(2), c(3) { setb(99); }
    void f() { seta(7); }
};
int main() {
    C c; c.f();
    printf("%d %d %d %d %d %d\n", c.a1, c.a2, c.b1, c.b2, c.c, c.getb());
    return 0;
}
