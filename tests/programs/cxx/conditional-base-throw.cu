// The conditional operator with lvalues of a derived class and of its base, and with a throw
// as an operand (C++17 [expr.cond]): a throw-expression is an operand of ?: whose result then
// has the other operand's type and value category (p2: an lvalue stays one, so it can be
// assigned through; both throws: void); lvalues of a class and of its base (a later base of
// multiple inheritance too) are an lvalue of the base, the derived one's base subobject
// (p4.1); pointers to a derived class and its base compare as pointers to the base
// ([expr.eq], [expr.type] p4). The output is g++'s.
#include <cstdio>
#include <stdexcept>
#include <string>
struct B { int v = 1; virtual const char *name() const { return "B"; } };
struct X { int pad = 9; };
struct D : X, B { const char *name() const override { return "D"; } };
int pick(bool ok, int v) { return ok ? v : throw std::runtime_error("no"); }
std::string label(int n) { return n > 0 ? std::to_string(n) : throw std::invalid_argument("neg"); }
int main()
{
    B b; D d; d.v = 2;
    bool t = true, f = false;
    B &r = t ? d : b;
    printf("%s %d %d %d\n", r.name(), r.v, &r == &d, &b == &r);
    (f ? d : b).v = 5;
    printf("%d\n", b.v);
    (t ? b : d).v = 6;
    printf("%d %d\n", b.v, d.v);
    const B &cr = f ? b : d;
    printf("%s\n", cr.name());
    printf("%d\n", pick(true, 3));
    try { pick(false, 3); } catch (const std::exception &e) { printf("caught %s\n", e.what()); }
    printf("%s\n", label(42).c_str());
    try { label(-1); } catch (const std::invalid_argument &e) { printf("caught %s\n", e.what()); }
    int k = 7;
    (t ? k : throw 1) = 8;
    printf("%d\n", k);
    try { int x = f ? 4 : throw 2; printf("%d\n", x); } catch (int e) { printf("caught int %d\n", e); }
    try { t ? throw 'c' : throw 2; } catch (char c) { printf("caught char %c\n", c); }
    try {
        try { throw 5; } catch (int) { int y = f ? 1 : throw; printf("%d\n", y); }
    } catch (int e) { printf("rethrown %d\n", e); }
    return 0;
}
