// (g++ -x c++) algorithms over the unordered containers' iterators (find_if, count_if,
// max_element with generic lambdas, copy_if, accumulate, min_element: libstdc++'s iteration
// order), std::back_inserter without <iterator> (libstdc++'s <vector> brings it), nth_element
// and max_element on a std::array, stable_sort of pairs by a generic lambda.
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>
#include <array>
int main()
{
    std::unordered_map<std::string, int> m = {{"a", 1}, {"bb", 22}, {"ccc", 3}, {"dd", 44}};
    auto it = std::find_if(m.begin(), m.end(), [](const auto &p) { return p.second > 20; });
    printf("%s %ld\n", it->first.c_str(), (long)std::count_if(m.begin(), m.end(), [](const auto &p) { return p.first.size() == 2; }));
    auto mx = std::max_element(m.begin(), m.end(), [](const auto &a, const auto &b) { return a.second < b.second; });
    printf("%s\n", mx->first.c_str());
    std::unordered_set<int> s = {5, 1, 9, 3};
    std::vector<int> c;
    std::copy_if(s.begin(), s.end(), std::back_inserter(c), [](int x) { return x > 2; });
    for (int x : c) printf("%d ", x);
    printf("%d %d\n", std::accumulate(s.begin(), s.end(), 0), *std::min_element(s.begin(), s.end()));
    std::array<int, 5> a = {4, 2, 5, 1, 3};
    std::nth_element(a.begin(), a.begin() + 2, a.end());
    printf("%d %d\n", a[2], *std::max_element(a.begin(), a.end()));
    std::vector<std::pair<int, char>> pr = {{2, 'a'}, {1, 'b'}, {2, 'c'}, {1, 'd'}};
    std::stable_sort(pr.begin(), pr.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
    for (auto &p : pr) printf("%d%c ", p.first, p.second);
    printf("\n");
}
