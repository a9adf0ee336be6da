// (g++ -x c++) std::list as libstdc++'s: push and pop at both ends, emplace, insert (one, n
// copies, a range), erase, iteration forwards and backwards (rbegin/rend, std::prev), splice
// (a whole list, one element, a range), sort (stable: equal keys keep their order) with and
// without a comparison, unique, remove, remove_if, reverse, merge, resize, assign, ==.
#include <cstdio>
#include <list>
#include <string>
#include <iterator>
#include <iostream>
static void show(const char *tag, const std::list<int> &l)
{
    printf("%s (%zu):", tag, l.size());
    for (int x : l) printf(" %d", x);
    printf(" |");
    for (auto it = l.rbegin(); it != l.rend(); ++it) printf(" %d", *it);
    printf("\n");
}
struct Item {
    int key, id;
    Item(int k, int i) : key(k), id(i) {}
    bool operator<(const Item &o) const { return key < o.key; }
};
int main()
{
    std::list<int> l = {5, 3, 9};
    l.push_back(1);
    l.push_front(7);
    l.emplace_back(4);
    l.emplace_front(4);
    show("built", l);
    auto it = l.begin();
    std::advance(it, 3);
    it = l.insert(it, 42);
    l.insert(it, 2, 11);
    show("insert", l);
    it = l.erase(it);
    printf("after erase %d\n", *it);
    l.pop_front();
    l.pop_back();
    show("pops", l);
    l.sort();
    show("sorted", l);
    l.push_back(11);
    l.push_back(11);
    l.push_front(3);
    l.unique();
    show("unique", l);
    l.remove(11);
    l.remove_if([](int x) { return x % 2 == 0; });
    show("removed", l);
    l.reverse();
    show("reversed", l);
    std::list<int> m = {100, 200, 300};
    l.splice(std::next(l.begin()), m);
    show("splice all", l);
    show("m", m);
    m.splice(m.end(), l, l.begin());
    m.splice(m.begin(), l, std::next(l.begin(), 2), std::prev(l.end()));
    show("l", l);
    show("m", m);
    l.sort([](int a, int b) { return a > b; });
    show("desc", l);
    std::list<int> a = {1, 4, 4, 9}, b = {0, 4, 5, 10};
    a.merge(b);
    show("merged", a);
    printf("b empty %d; front %d back %d; eq %d\n", b.empty(), a.front(), a.back(), a == std::list<int>(a));
    std::list<Item> items;
    unsigned s = 99;
    for (int i = 0; i < 25; i++) { s = s * 1103515245u + 12345u; items.emplace_back((int)((s >> 16) % 4), i); }
    items.sort();
    for (const Item &x : items) printf("%d:%d ", x.key, x.id);
    printf("\n");
    std::list<std::string> words(3, "w");
    words.push_back("z");
    words.resize(6, "r");
    for (auto &w : words) std::cout << w;
    std::cout << ' ' << std::distance(words.begin(), words.end()) << '\n';
    std::list<int> c;
    for (int i = 0; i < 10; i++) c.push_back(i * 37 % 11);
    c.clear();
    c.assign(3, 8);
    show("assigned", c);
    auto last = std::prev(c.end());
    *last = 1;
    --last;
    *last = 2;
    show("edited", c);
}
