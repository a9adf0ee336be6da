// The transparent function objects (std::plus<> ...: C++14 [arithmetic.operations],
// [comparisons], [logical.operations], [bitwise.operations]) take two operands of any types:
// the result is the expression's, after the usual arithmetic conversions, and class types use
// their own operators.
#include <algorithm>
#include <cstdio>
#include <functional>
#include <numeric>
#include <string>
#include <type_traits>
#include <vector>

int main()
{
    auto s = std::plus<>{}(1.5, 2);
    printf("plus: %g double %d\n", s, (int)std::is_same<decltype(s), double>::value);
    long big = 5000000000L;
    int i = 7;
    auto m = std::multiplies<>()(i, big);
    printf("multiplies: %ld long %d\n", m, (int)std::is_same<decltype(m), long>::value);
    printf("minus: %g\n", std::minus<>()(10, 0.25f));
    printf("divides: %g %d\n", std::divides<>()(7, 2.0), std::divides<>()(7, 2));
    printf("modulus: %ld\n", std::modulus<>()(17L, 5));
    auto n = std::negate<>()(2.5f);
    printf("negate: %g float %d\n", n, (int)std::is_same<decltype(n), float>::value);
    // (-1 < 1u compares as unsigned: -1 becomes UINT_MAX)
    printf("less: %d %d %d\n", (int)std::less<>{}(-1, 1u), (int)std::less<>{}(big, i),
           (int)std::less<>{}(2, 2.5));
    printf("greater: %d %d\n", (int)std::greater<>()(3.5, 3), (int)std::greater<>()(-1L, 1u));
    printf("less_equal: %d greater_equal: %d\n", (int)std::less_equal<>()('a', 97.0),
           (int)std::greater_equal<>()(2u, 3L));
    printf("equal_to: %d not_equal_to: %d\n", (int)std::equal_to<>()(1, 1.0),
           (int)std::not_equal_to<>()(0.5f, 0.5));
    printf("logical: %d %d %d\n", (int)std::logical_and<>()(1, 0.0), (int)std::logical_or<>()(0L, 2.5),
           (int)std::logical_not<>()(0.0));
    auto b = std::bit_and<>()(0xF0L, 0x3C);
    printf("bits: %ld %d %d %x long %d\n", b, std::bit_or<>()(4, 1u) == 5u, std::bit_xor<>()(6, 3),
           std::bit_not<>()(0u), (int)std::is_same<decltype(b), long>::value);
    // class operands: their own operators
    std::string hello("hello, ");
    printf("%s\n", std::plus<>()(hello, "world").c_str());
    printf("%d %d\n", (int)std::less<>()(hello, "help"), (int)std::equal_to<>()("hello, ", hello));
    // in the algorithms, as before
    std::vector<double> v = {2.5, -1, 4, 0.5};
    std::sort(v.begin(), v.end(), std::greater<>());
    for (double x : v)
        printf("%g ", x);
    printf("| %g %d\n", std::accumulate(v.begin(), v.end(), 0.0, std::plus<>()),
           std::accumulate(v.begin(), v.end(), 1, std::multiplies<>()));
    return 0;
}
