// <algorithm> and <numeric> as course programs use them: random_shuffle with a generator
// function of the program's and with a function object, is_heap_until (with a comparison too),
// accumulate of strings and with a lambda, iota over reverse iterators, adjacent_difference,
// set_union into a back_inserter, stable_sort and sort of pairs. Expected output: what g++ 12
// with libstdc++ printed for this file compiled as C++ (host code only).
#include <algorithm>
#include <iterator>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <numeric>
#include <string>
#include <vector>
static int myrand(int n) { return n - 1; }
int main()
{
    std::vector<int> v = {5, 1, 4, 2, 3, 9, 0};
    std::random_shuffle(v.begin(), v.end(), myrand);
    printf("%d %d\n", v[0], v[6]);
    std::make_heap(v.begin(), v.end());
    v.push_back(100);
    printf("%d\n", (int)(std::is_heap_until(v.begin(), v.end()) - v.begin()));
    std::vector<int> h = {1, 3, 2, 7, 0};
    printf("%d\n", (int)(std::is_heap_until(h.begin(), h.end(), std::greater<int>()) - h.begin()));
    struct Gen {
        int calls;
        int operator()(int n) { return (calls++ * 7) % n; }
    } gen = {0};
    std::vector<int> w = {1, 2, 3, 4, 5, 6};
    std::random_shuffle(w.begin(), w.end(), gen);
    printf("%d %d %d %d\n", w[0], w[1], w[5], gen.calls);
    std::array<int, 4> a = {4, 3, 2, 1};
    std::sort(a.begin(), a.end());
    std::vector<std::string> s = {"b", "a"};
    std::string cat = std::accumulate(s.begin(), s.end(), std::string("x"));
    std::vector<int> z(5);
    std::iota(z.rbegin(), z.rend(), 0);
    auto it = std::find_if_not(z.begin(), z.end(), [](int x) { return x > 2; });
    std::vector<int> d(5);
    std::adjacent_difference(z.begin(), z.end(), d.begin());
    std::vector<int> e;
    std::set_union(a.begin(), a.end(), z.begin(), z.begin() + 2, std::back_inserter(e));
    printf("%d %s %d %d %d %d\n", a[0], cat.c_str(), z[0], *it, d[1], (int)e.size());
    int total = std::accumulate(std::begin(a), std::end(a), 0, [](int acc, int x) { return acc + x * x; });
    printf("%d %d\n", total, std::max({1, 7, 3}));
    std::vector<std::pair<int, int>> pr = {{2, 1}, {1, 2}, {2, 0}};
    std::stable_sort(pr.begin(), pr.end(), [](const std::pair<int, int> &x, const std::pair<int, int> &y) { return x.first < y.first; });
    printf("%d%d %d%d %d%d\n", pr[0].first, pr[0].second, pr[1].first, pr[1].second, pr[2].first, pr[2].second);
    std::sort(pr.begin(), pr.end());
    printf("%d%d\n", pr[0].first, pr[0].second);
}
