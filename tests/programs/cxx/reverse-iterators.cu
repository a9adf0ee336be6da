/* std::reverse_iterator: rbegin/rend of vector, string and deque; sort over reverse iterators
 * (equal keys where g++ leaves them), a string built from reverse iterators and from a
 * vector<char>, find and accumulate backwards, base(), r[n], r2 - r1. Reference: g++. */
#include <cstdio>
#include <vector>
#include <string>
#include <deque>
#include <algorithm>
#include <numeric>
int main() {
    std::vector<int> v{5, 1, 4, 2, 3, 2};
    std::sort(v.rbegin(), v.rend());
    for (int x : v) printf("%d ", x);
    printf("\n");
    std::string s = "stressed";
    std::string r(s.rbegin(), s.rend());
    printf("%s %s\n", r.c_str(), std::string(s.rbegin() + 2, s.rend() - 1).c_str());
    std::vector<char> cv{'a', 'b', 'c'};
    std::string fromv(cv.begin(), cv.end()), fill(3, 'z');
    printf("%s %s\n", fromv.c_str(), fill.c_str());
    for (auto it = v.rbegin(); it != v.rend(); ++it) printf("%d", *it);
    printf(" | %d %ld\n", v.rbegin()[1], (long)(v.rend() - v.rbegin()));
    std::deque<int> d{1, 2, 3};
    printf("%d %d\n", std::accumulate(d.rbegin(), d.rend(), 0), *std::find(v.rbegin(), v.rend(), 4));
    auto pos = std::find(v.rbegin(), v.rend(), 5);
    printf("base %ld\n", (long)(pos.base() - v.begin()));
    std::vector<std::pair<int, char>> pv{{2, 'a'}, {1, 'b'}, {2, 'c'}, {1, 'd'}};
    std::sort(pv.rbegin(), pv.rend(), [](const std::pair<int, char> &a, const std::pair<int, char> &b) { return a.first < b.first; });
    for (auto &p : pv) printf("%d%c ", p.first, p.second);
    printf("\n");
}
