// Containers and std::function moved (construction and assignment): the source is left empty,
// as libstdc++ leaves it (map, set, deque, list, unordered_map, function, a pair holding a map).
#include <cstdio>
#include <map>
#include <set>
#include <deque>
#include <list>
#include <unordered_map>
#include <memory>
#include <functional>
#include <utility>
int main()
{
    std::map<int, int> m{{1, 2}, {3, 4}};
    auto m2 = std::move(m);
    std::set<int> s{1, 2, 3};
    std::set<int> s2;
    s2 = std::move(s);
    std::deque<int> d{1, 2};
    auto d2 = std::move(d);
    std::list<int> l{1, 2, 3, 4};
    auto l2 = std::move(l);
    std::unordered_map<int, int> u{{1, 1}};
    auto u2 = std::move(u);
    std::function<int()> f = [] { return 3; };
    auto f2 = std::move(f);
    std::pair<std::map<int, int>, int> p{{{5, 6}}, 1};
    auto p2 = std::move(p);
    printf("%zu %zu | %zu %zu | %zu %zu | %zu %zu | %zu %zu | %d %d | %zu %zu\n", m.size(), m2.size(), s.size(), s2.size(),
           d.size(), d2.size(), l.size(), l2.size(), u.size(), u2.size(), (bool)f, f2(), p.first.size(), p2.first.size());
}
