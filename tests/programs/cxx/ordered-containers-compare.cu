/* std::map, std::multimap, std::set and std::multiset ordered by a comparison given as their
 * last template argument (std::greater, a function object of the program), erase by iterator,
 * multiset counts, map::at throwing out_of_range. Reference: g++. */
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <functional>
#include <stdexcept>
struct ByLen { bool operator()(const std::string &a, const std::string &b) const { return a.size() < b.size(); } };
int main() {
    std::map<int, std::string, std::greater<int>> m{{1, "one"}, {3, "three"}, {2, "two"}};
    m[5] = "five";
    for (auto &kv : m) printf("%d=%s ", kv.first, kv.second.c_str());
    printf("\n");
    std::map<std::string, int, ByLen> bl;
    bl["ccc"] = 3; bl["a"] = 1; bl["bb"] = 2; bl["zz"] = 9;
    for (auto &kv : bl) printf("%s=%d ", kv.first.c_str(), kv.second);
    printf("| %zu\n", bl.size());
    std::set<int, std::greater<int>> s{4, 1, 9, 4, 7};
    for (int x : s) printf("%d ", x);
    printf("| lb(5)=%d\n", *s.lower_bound(5));
    std::multiset<int> ms{3, 1, 3, 2, 3};
    printf("count3=%zu size=%zu first=%d\n", ms.count(3), ms.size(), *ms.begin());
    ms.erase(ms.find(3));
    printf("after erase one: %zu\n", ms.count(3));
    std::multimap<int, char, std::greater<int>> mm;
    mm.insert({1, 'a'}); mm.insert({2, 'b'}); mm.insert({1, 'c'});
    for (auto &kv : mm) printf("%d%c ", kv.first, kv.second);
    printf("\n");
    std::map<int, int> plain{{1, 10}, {2, 20}};
    auto it = plain.find(1);
    plain.erase(it);
    printf("plain %zu %d\n", plain.size(), plain.begin()->second);
    try { plain.at(7); } catch (const std::out_of_range &e) { printf("out_of_range: %s\n", e.what()); }
}
