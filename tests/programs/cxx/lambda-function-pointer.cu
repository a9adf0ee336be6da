// (g++ -x c++) A lambda with no lambda-capture converts to a pointer to a function of its call
// operator's type, whose call does what the lambda's call does (C++17 [expr.prim.lambda.closure]
// p7); a generic lambda's, to the pointer to the instance whose type the target's is (p8). The
// conversion is a user-defined one: in an initialisation, an argument (overload resolution, a C
// library's callback: qsort), a return, a cast, and unary + (the built-in operator+(T *),
// [over.built] p8). A static local of the lambda's body is the same object whichever way it is
// called.
#include <cstdio>
#include <cstdlib>

typedef int (*unop)(int);
int apply(int (*f)(int), int x) { return f(x); }
double apply2(double (*f)(double, double), double a, double b) { return f(a, b); }
const char *which(int (*)(int)) { return "pointer"; }
const char *which(long) { return "long"; }
void run(void (*f)()) { f(); }
struct Big { int a[4]; };
Big make_big(Big (*f)(int)) { return f(3); }
auto make() { return [](int x) { return x - 1; }; }
int (*global_fp)(int) = [](int x) { return x * 100; };
unop pick(bool neg)
{
    if (neg)
        return [](int x) { return -x; };
    return [](int x) { return x; };
}

int main()
{
    int (*fp)(int) = [](int x) { return x + 1; };
    printf("%d\n", fp(1));
    auto triple = [](int x) { return x * 3; };
    printf("%d %d %s\n", apply(triple, 7), apply(+triple, 8), which(triple));
    int a[] = {5, 3, 9, 1, 7};
    qsort(a, 5, sizeof(int), [](const void *p, const void *q) { return *(const int *)p - *(const int *)q; });
    for (int v : a)
        printf("%d ", v);
    printf("\n");
    auto mul = [](auto x, auto y) { return x * y; };
    double (*md)(double, double) = mul;
    int (*mi)(int, int) = mul;
    printf("%g %d %g\n", md(1.5, 2), mi(3, 4), apply2(mul, 2.5, 2));
    run([] { printf("void lambda\n"); });
    printf("%d\n", make_big([](int n) { Big b{}; for (int i = 0; i < 4; i++) b.a[i] = n * i; return b; }).a[3]);
    unop u = make();
    printf("%d %d %d %d\n", u(10), global_fp(2), pick(true)(5), pick(false)(5));
    auto count = [](int x) { static int calls = 0; return x + ++calls; };
    int (*cp)(int) = +count;
    int r1 = cp(10), r2 = count(10), r3 = cp(10);
    printf("%d %d %d\n", r1, r2, r3);
    printf("%d %d\n", apply(static_cast<int (*)(int)>([](int x) { return x + 2; }), 1),
           ((int (*)(int))triple)(5));
    auto twice = [](int &x) { x *= 2; };
    void (*tf)(int &) = twice;
    int z = 21;
    tf(z);
    printf("%d\n", z);
    constexpr int k = 5;
    int (*kf)() = [] { return k; }; // k is not odr-used: nothing is captured
    printf("%d\n", kf());
    return 0;
}
