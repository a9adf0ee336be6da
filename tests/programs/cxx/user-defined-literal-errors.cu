// User-defined literals without a literal operator (C++11 [lex.ext] p3-p8): a number, a string
// or a character with a ud-suffix that no `operator""` of that name declares is an error,
// reported once per literal with g++ 12's message.
#include <cstdio>
#include <cstddef>

constexpr unsigned long long operator"" _n(unsigned long long x) { return x; }

int main()
{
    int a = 10_n + 5_m;
    double d = 2.5_km;
    auto s = "abc"_q;
    char c = 'x'_c;
    printf("%d %g\n", a, d);
    return 0;
}
