// (g++ -x c++) std::forward_list as libstdc++'s: push_front, emplace_front, insert_after (one,
// n copies), erase_after, pop_front, stable sort (with a comparison too), unique, remove,
// remove_if, reverse, splice_after, merge, resize, ==; std::advance and std::distance over its
// forward iterators and an unordered_map's.
#include <cstdio>
#include <forward_list>
#include <iterator>
#include <string>
#include <unordered_map>
#include <iostream>
static void show(const char *tag, const std::forward_list<int> &l)
{
    printf("%s:", tag);
    for (int x : l) printf(" %d", x);
    printf(" (%ld)\n", (long)std::distance(l.begin(), l.end()));
}
int main()
{
    std::forward_list<int> l = {4, 8, 15, 16, 23, 42};
    l.push_front(1);
    l.emplace_front(0);
    show("built", l);
    auto it = l.begin();
    std::advance(it, 2);
    it = l.insert_after(it, 99);
    l.insert_after(it, 2, 7);
    show("insert", l);
    l.erase_after(l.begin());
    l.pop_front();
    show("erase", l);
    l.sort();
    show("sorted", l);
    l.unique();
    l.remove(42);
    l.remove_if([](int x) { return x % 2 == 1; });
    show("filtered", l);
    l.reverse();
    show("reversed", l);
    std::forward_list<int> m = {5, 6};
    l.splice_after(l.before_begin(), m);
    show("spliced", l);
    std::forward_list<int> a = {1, 3, 5, 7}, b = {2, 3, 6};
    a.merge(b);
    show("merged", a);
    a.sort([](int x, int y) { return x > y; });
    show("desc", a);
    a.resize(3);
    show("resized", a);
    a.resize(5, -1);
    show("grown", a);
    printf("%d %d %d\n", a.front(), a.empty(), a == std::forward_list<int>(a));
    std::forward_list<std::string> w;
    w.push_front("c");
    w.push_front("b");
    w.emplace_front("a");
    for (auto &s : w) std::cout << s;
    std::cout << '\n';
    std::unordered_map<int, int> um = {{1, 2}, {3, 4}, {5, 6}};
    printf("%d %ld\n", std::next(um.begin(), 2)->first, (long)std::distance(um.begin(), um.end()));
    a.clear();
    printf("%d\n", a.empty());
}
