// (g++ -x c++) A const reference or an rvalue reference bound to a temporary, or to a value of
// another arithmetic type, makes a temporary that lives as long as the reference (C++
// [class.temporary], [dcl.init.ref]): destroyed at the end of the reference's scope.
#include <cstdio>
struct S {
    int v;
    S(int x) : v(x) { printf("make %d\n", v); }
    S(const S &o) : v(o.v) { printf("copy %d\n", v); }
    ~S() { printf("end %d\n", v); }
};
S make(int x) { return S(x); }
double half(int x) { return x / 2.0; }
int main() {
    {
        const S &a = S(1);
        const S &b = make(2);
        S &&c = make(3);
        printf("in scope %d %d %d\n", a.v, b.v, c.v);
        const double &d = 7;
        int i = 5;
        const double &e = i;
        i = 6;
        const double &f = half(i);
        float const &g = 2.5f * i;
        printf("%g %g %g %g %d\n", d, e, f, g, i);
    }
    printf("after\n");
    return 0;
}
