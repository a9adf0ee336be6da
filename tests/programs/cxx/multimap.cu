// (g++ -x c++) std::multimap (<map>): pairs of equal keys kept in insertion order, emplace,
// count, find, lower_bound, upper_bound, equal_range and erase of a key; a multimap keyed by
// std::pair returned by a function (NVIDIA's samples group GPUs by compute capability so);
// std::map's and std::set's bounds and emplace; std::distance over the ranges.
#include <cstdio>
#include <iterator>
#include <map>
#include <set>
#include <utility>

std::multimap<std::pair<int, int>, int> by_arch()
{
    std::multimap<std::pair<int, int>, int> m;
    int arch[6][2] = {{9, 0}, {8, 0}, {9, 0}, {7, 5}, {8, 0}, {9, 0}};
    for (int i = 0; i < 6; i++)
        m.emplace(std::make_pair(arch[i][0], arch[i][1]), i);
    return m;
}

int main()
{
    auto m = by_arch();
    for (auto it = m.begin(); it != m.end(); ++it)
        printf("(%d.%d: %d) ", it->first.first, it->first.second, it->second);
    printf("\n%zu %zu %zu\n", m.size(), m.count(std::make_pair(9, 0)), m.count(std::make_pair(6, 0)));
    auto best = std::make_pair(m.begin(), m.begin());
    for (auto it = m.begin(); it != m.end(); it = m.upper_bound(it->first)) {
        auto r = m.equal_range(it->first);
        printf("%d.%d x%ld\n", it->first.first, it->first.second, (long)std::distance(r.first, r.second));
        if (std::distance(best.first, best.second) <= std::distance(r.first, r.second))
            best = r;
    }
    printf("best %d.%d:", best.first->first.first, best.first->first.second);
    for (auto it = best.first; it != best.second; ++it)
        printf(" %d", it->second);
    printf("\n");
    size_t erased = m.erase(std::make_pair(8, 0));
    printf("erased %zu, left %zu\n", erased, m.size());
    printf("find %d\n", m.find(std::make_pair(7, 5))->second);

    std::map<int, const char *> names;
    names.emplace(3, "three");
    names.emplace(1, "one");
    names.emplace(3, "again");
    printf("%s %s %d\n", names.lower_bound(2)->second, names.upper_bound(1)->second,
           names.upper_bound(3) == names.end());
    std::set<int> s;
    s.emplace(4);
    s.emplace(2);
    s.emplace(4);
    printf("%zu %d %d\n", s.size(), *s.lower_bound(3), *s.upper_bound(2));
    return 0;
}
