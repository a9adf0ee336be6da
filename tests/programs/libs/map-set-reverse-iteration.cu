// std::map, std::multimap, std::set and std::multiset walked backwards with rbegin() and rend()
// (C++17 [container.requirements.general]: a reversible container), the last element as
// *rbegin(). The output is g++'s.
#include <cstdio>
#include <map>
#include <set>
int main()
{
    std::map<int, const char *> m = {{3, "c"}, {1, "a"}, {2, "b"}};
    for (auto it = m.rbegin(); it != m.rend(); ++it)
        printf("%d%s ", it->first, it->second);
    std::multimap<int, int> mm = {{1, 5}, {1, 6}, {0, 7}};
    for (auto it = mm.rbegin(); it != mm.rend(); ++it)
        printf("(%d %d) ", it->first, it->second);
    std::set<int> s = {5, 1, 3};
    for (auto it = s.rbegin(); it != s.rend(); ++it)
        printf("%d ", *it);
    std::multiset<int> ms = {2, 2, 1};
    printf("| last %d %d %d\n", m.rbegin()->first, *ms.rbegin(), *s.rbegin());
    return 0;
}
