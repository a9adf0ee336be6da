// The address of a function template without template arguments where a pointer to function
// is wanted: the instance that deduction from the target type makes (C++17 [over.over],
// [temp.deduct.funcaddr]), in an initialisation, an assignment, an argument and a return; and
// of an overload set, the function of the target's type. Expected output: g++'s.
#include <cstdio>

template <class T> T sq(T x) { return x * x; }
template <class T> T twice(const T &x) { return x + x; }
template <class T, class U> T scaled(T x, U k) { return x * (T)k; }

int pick(int x) { return x + 1; }
double pick(double x) { return x / 2; }

double apply(double (*f)(double), double v) { return f(v); }
int apply_int(int (*f)(int), int v) { return f(v); }
long (*long_square())(long) { return sq; }

int main()
{
    double (*f)(double) = sq;
    auto *g = &sq<float>;
    int (*h)(int) = &sq;
    std::printf("%g %g %d\n", f(1.5), g(2.5f), h(7));
    std::printf("%g %d\n", apply(sq, 3.0), apply_int(sq, -4));
    f = sq;
    std::printf("%g\n", f(4.0));
    long (*l)(long) = long_square();
    std::printf("%ld\n", l(100000));
    unsigned (*t)(const unsigned &) = twice;
    std::printf("%u\n", t(21u));
    double (*s)(double, int) = scaled;
    std::printf("%g\n", s(1.25, 3));
    double (*p)(double) = pick;
    int (*q)(int) = &pick;
    std::printf("%g %d %g\n", p(5.0), q(5), apply(pick, 9.0));
    std::printf("%d\n", f == &sq<double>);
    return 0;
}
