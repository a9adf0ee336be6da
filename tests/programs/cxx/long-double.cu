// (g++ -x c++) long double as g++ has it on x86-64 (C++17 [basic.fundamental] p8: at least
// double's precision; the x86-64 psABI's 80-bit extended type, 16 bytes, aligned to 16): its
// literals and constant arithmetic in full precision ([lex.fcon]), run-time arithmetic,
// conversions, overloads, <cfloat>, std::numeric_limits<long double> ([numeric.limits]),
// <cmath>, printf's %Lf/%Le/%Lg and iostreams' << and >> ([ostream.inserters.arithmetic]).
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <limits>
#include <sstream>
#include <typeinfo>
struct Rec {
    char tag;
    long double v;
    int n;
};
const char *kind(double) { return "double"; }
const char *kind(long double) { return "long double"; }
template <class T> T half(T x) { return x / 2; }
long double third = 1.0L / 3;
int main()
{
    printf("%zu %zu %zu %zu\n", sizeof(long double), alignof(long double), sizeof(Rec), offsetof(Rec, n));
    printf("%s %s %s\n", typeid(long double).name(), typeid(1.0L).name(), kind(2.0L));
    printf("%.25Lg\n%.25Lg\n", third, 0.1L);
    volatile long double a = 1, b = 3;
    long double q = a / b;
    printf("%.25Lg %d %d\n", q, q == third, (double)q == 1.0 / 3);
    long double big = 18446744073709551615.0L;
    unsigned long long u = (unsigned long long)big;
    printf("%llu %.1Lf\n", u, (long double)u);
    long long i = (long long)-9007199254740993.0L;
    printf("%lld\n", i);
    printf("%.3Le %Lg %Lg\n", 1e4000L, 1e-4000L, -0.0L);
    printf("%.20Lf %.20Lf\n", half(third), sqrtl(2.0L));
    printf("%.20Lf %.20Lf %.1Lf\n", std::sqrt(2.0L), std::pow(2.0L, 0.5L), std::floor(2.5L));
    printf("%Lg %Lg %d %d\n", LDBL_MAX, LDBL_EPSILON, LDBL_MANT_DIG, LDBL_DIG);
    typedef std::numeric_limits<long double> L;
    printf("%Lg %Lg %Lg %Lg %Lg\n", L::max(), L::min(), L::lowest(), L::epsilon(), L::denorm_min());
    printf("%d %d %d %d %d %d %d\n", L::digits, L::digits10, L::max_digits10, L::min_exponent,
           L::max_exponent, L::min_exponent10, L::max_exponent10);
    printf("%Lg %Lg %d %d\n", L::infinity(), L::round_error(), (int)std::isnan(L::quiet_NaN()), L::is_iec559);
    double d = 0.1;
    long double e = d;
    printf("%.25Lg %d\n", e, e == 0.1L);
    float f = (float)0.1L;
    printf("%.10g\n", f);
    long double sum = 0;
    for (int k = 1; k <= 10; k++)
        sum += 1.0L / k;
    printf("%.20Lg\n", sum);
    long double arr[3] = {1.5L, -2.25L, 1e300L * 1e300L};
    printf("%Lg %Lg %Lg\n", arr[0], arr[1], arr[2]);
    std::cout << third << " " << std::setprecision(20) << third << " " << 1e4000L << "\n";
    std::cout << std::fixed << std::setprecision(3) << 2.0L / 3 << " " << std::scientific << 12345.678L << "\n";
    std::cout << std::defaultfloat << std::setprecision(6) << L::max() << " " << -L::infinity() << "\n";
    std::istringstream in("0.1 1e4000 2.5");
    long double r1 = 0, r2 = 0, r3 = 0;
    in >> r1 >> r2 >> r3;
    printf("%.25Lg %Lg %Lg %d\n", r1, r2, r3, r1 == 0.1L);
    return 0;
}
