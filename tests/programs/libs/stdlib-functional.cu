// <functional>'s function objects in host code: sort with greater<int>() and less<>(),
// accumulate with plus and multiplies (and plus<> over doubles), transform with negate, a
// template taking an operation, the comparisons, the logical and bitwise ones. Expected
// output: what g++ 12 with libstdc++ printed for this file compiled as C++ (host code only).
#include <algorithm>
#include <functional>
#include <iostream>
#include <numeric>
#include <vector>

template <class Op> int apply(Op op, int a, int b) { return op(a, b); }

template <class T, class Cmp> T best(const std::vector<T> &v, Cmp better)
{
    T b = v[0];
    for (size_t i = 1; i < v.size(); i++)
        if (better(v[i], b))
            b = v[i];
    return b;
}

int main()
{
    int vi[] = {5, 3, 9, 1, 7};
    std::vector<int> v(vi, vi + 5);
    std::sort(v.begin(), v.end(), std::greater<int>());
    for (int x : v)
        std::cout << x << " ";
    std::cout << std::endl;
    std::sort(v.begin(), v.end(), std::less<>());
    for (int x : v)
        std::cout << x << " ";
    std::cout << std::endl;
    std::cout << std::accumulate(v.begin(), v.end(), 0, std::plus<int>()) << " "
              << std::accumulate(v.begin(), v.end(), 1, std::multiplies<int>()) << std::endl;
    double dd[] = {0.5, 1.25, 2.0};
    std::vector<double> d(dd, dd + 3);
    std::cout << std::accumulate(d.begin(), d.end(), 0.0, std::plus<>()) << " "
              << std::accumulate(d.begin(), d.end(), 10.0, std::minus<double>()) << std::endl;
    std::cout << apply(std::minus<int>(), 10, 3) << " " << apply(std::modulus<int>(), 10, 3) << " "
              << apply(std::divides<int>(), 10, 3) << " " << apply(std::bit_xor<int>(), 6, 3) << std::endl;
    std::cout << std::negate<int>()(4) << " " << std::logical_not<bool>()(false) << " " << std::bit_xor<unsigned>()(6u, 3u)
              << " " << std::bit_and<int>()(6, 3) << " " << std::bit_or<int>()(6, 3) << " " << std::bit_not<int>()(0) << std::endl;
    std::cout << std::equal_to<int>()(1, 1) << std::not_equal_to<int>()(1, 1) << std::greater_equal<double>()(1.0, 2.0)
              << std::less_equal<float>()(1.0f, 2.0f) << std::logical_and<bool>()(true, false)
              << std::logical_or<bool>()(true, false) << std::endl;
    std::cout << std::plus<>()(2, 3) << " " << std::multiplies<>()(1.5, 2.0) << " " << std::greater<>()(2.5f, 1.0f) << " "
              << std::minus<>()(10L, 4L) << std::endl;
    std::vector<int> out(5);
    std::transform(v.begin(), v.end(), out.begin(), std::negate<int>());
    for (int x : out)
        std::cout << x << " ";
    std::cout << std::endl;
    std::stable_sort(d.begin(), d.end(), std::greater<double>());
    std::cout << d[0] << " " << best(v, std::greater<int>()) << " " << best(v, std::less<int>()) << std::endl;
    return 0;
}
