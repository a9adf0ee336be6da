// A constructor that throws, from its body or from the initialisation of a base or member,
// destroys the bases and members it had made, the last made first, before the exception
// leaves it (C++17 [except.ctor] p3): not its own destructor, and not the members it had not
// reached. A return in the constructor's body and its normal end keep them. The output is g++'s.
#include <cstdio>
struct R { int n; R(int s) : n(s) { printf("R%d\n", n); } ~R() { printf("~R%d\n", n); } };
struct Boom { Boom(int k) { printf("Boom%d\n", k); if (k == 3) throw k; } ~Boom() { printf("~Boom\n"); } };
struct Base { R r{10}; Base() { printf("Base\n"); } ~Base() { printf("~Base\n"); } };
struct D { ~D() { printf("~D\n"); } };
struct T : Base, D { R a, b; T() : a(1), b(2) { printf("T body\n"); throw 5; } ~T() { printf("~T\n"); } };
struct U { R a; Boom m; R c; U() : a(1), m(3), c(4) {} };
struct V { R a; R b; V(bool t) : a(7), b(8) { if (t) return; printf("V body\n"); } };
struct W { R a; R arr[2] = {R(20), R(21)}; W() : a(30) { throw 1; } };
int main() {
    try { T t; } catch (int e) { printf("caught %d\n", e); }
    try { U u; } catch (int e) { printf("caught %d\n", e); }
    { V v(true); V w(false); }
    try { W w; } catch (int e) { printf("caught %d\n", e); }
    try { T *p = new T; (void)p; } catch (int e) { printf("caught %d\n", e); }
    return 0;
}
