// Moved-from containers used again (unordered set, multiset, multimap, a deque after pop_front,
// a list returned by value, a std::function moved into a vector): empty, then filled anew.
#include <cstdio>
#include <unordered_set>
#include <unordered_map>
#include <deque>
#include <list>
#include <vector>
#include <functional>
#include <string>
static std::list<std::string> make_list(int n) { std::list<std::string> l; for (int i = 0; i < n; i++) l.push_back(std::to_string(i)); return l; }
int main()
{
    std::unordered_set<int> a{1, 2, 3};
    std::unordered_set<int> b(std::move(a));
    std::unordered_multiset<int> c{1, 1};
    auto c2 = std::move(c);
    std::unordered_multimap<int, int> mm{{1, 2}, {1, 3}};
    decltype(mm) mm2;
    mm2 = std::move(mm);
    std::deque<int> d{1, 2, 3};
    d.pop_front();
    std::deque<int> d2;
    d2 = std::move(d);
    std::list<std::string> l = make_list(3);
    std::list<std::string> l2{"x"};
    l2 = std::move(l);
    std::vector<std::function<int(int)>> fs;
    std::function<int(int)> f = [](int x) { return x + 1; };
    fs.push_back(std::move(f));
    a.insert(9);
    d.push_back(4);
    l.push_back("y");
    printf("%zu %zu | %zu %zu | %zu %zu | %zu %zu %d %d | %zu %zu %s | %d %d | %zu\n", a.size(), b.size(), c.size(), c2.size(),
           mm.size(), mm2.size(), d.size(), d2.size(), d2.front(), d[0], l.size(), l2.size(), l2.back().c_str(),
           (bool)f, fs[0](4), a.count(9));
}
