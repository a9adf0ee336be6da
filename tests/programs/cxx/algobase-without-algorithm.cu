// The algorithms libstdc++'s <vector>, <string> and <iostream> bring without <algorithm> (its
// stl_algobase.h): std::copy, copy_backward, fill, fill_n, equal, mismatch, min, max, swap,
// iter_swap, swap_ranges, lower_bound, lexicographical_compare, std::move over a range. Course
// code calls them after including only <vector> or <iostream>, and g++ compiles it. Expected
// output: g++ 12's (g++ -std=c++17 -x c++ algobase-without-algorithm.cu).
#include <cstdio>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>

int main()
{
    std::vector<int> a(5), b(5, 0);
    std::iota(a.begin(), a.end(), 1);
    std::copy(a.begin(), a.end(), b.begin());
    std::fill_n(b.begin(), 2, 9);
    std::copy_backward(a.begin(), a.begin() + 2, a.end());
    printf("b = %d %d %d %d %d, a = %d %d %d %d %d\n", b[0], b[1], b[2], b[3], b[4], a[0], a[1],
           a[2], a[3], a[4]);
    printf("equal %d, first difference at %ld\n", (int)std::equal(a.begin(), a.end(), b.begin()),
           (long)(std::mismatch(a.begin(), a.end(), b.begin()).first - a.begin()));
    int x = 3, y = 7;
    std::swap(x, y);
    printf("min %d max %d after swap %d %d\n", std::min(x, y), std::max(x, y), x, y);
    std::iter_swap(a.begin(), a.end() - 1);
    std::swap_ranges(a.begin(), a.begin() + 2, b.begin());
    std::vector<int> sorted = {1, 3, 3, 5, 8};
    printf("lower_bound(4) at %ld, less %d\n",
           (long)(std::lower_bound(sorted.begin(), sorted.end(), 4) - sorted.begin()),
           (int)std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end()));
    std::string s = "hello";
    std::fill(s.begin() + 1, s.begin() + 3, '-');
    std::vector<std::string> from = {"x", "y"}, to(2);
    std::move(from.begin(), from.end(), to.begin());
    std::cout << s << " " << to[0] << to[1] << " " << a[0] << b[0] << std::endl;
    return 0;
}
