// Braced lists of braced lists: a container's std::initializer_list<E> constructor takes
// elements that are braced lists of E (pairs, aggregates, vectors), in T x{...} and T x = {...};
// std::map, std::multimap and std::set from braced lists (a later equal key is dropped from a
// map and a set) and std::set from an iterator range. Reference: g++ 12 / libstdc++.
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <vector>
#include <utility>
int main() {
    std::map<std::string, int> m{{"b", 2}, {"a", 1}, {"b", 5}};
    for (const auto &kv : m) printf("%s=%d ", kv.first.c_str(), kv.second);
    std::map<int, double> m2 = {{3, 0.5}, {1, 1.5}};
    std::set<int> s{5, 1, 3, 1};
    std::multimap<int, char> mm{{2, 'x'}, {1, 'y'}, {2, 'z'}};
    std::vector<int> src{4, 4, 2};
    std::set<int> s2(src.begin(), src.end());
    printf("| %g %zu %zu %zu %d\n", m2[3], s.size(), mm.size(), s2.size(), *s.begin());
    std::vector<std::vector<int>> grid{{1, 2}, {3, 4, 5}};
    std::vector<std::pair<int, std::string>> ps = {{1, "one"}, {2, "two"}};
    printf("%d %zu %s\n", grid[1][2], grid[1].size(), ps[1].second.c_str());
    return 0;
}
struct P { int a; float b; };
