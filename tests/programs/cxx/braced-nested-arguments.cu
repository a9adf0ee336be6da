// Braced lists as constructor arguments inside braced initialisers (pair<Point, int> p{{3, 4}, 5},
// a map from {{key}, value} pairs), as a function's and a subscript operator's argument (g++'s output).
#include <cstdio>
#include <utility>
#include <map>
#include <string>
struct Point { int x, y; bool operator<(const Point &o) const { return x < o.x || (x == o.x && y < o.y); } };
static int f(const Point &p) { return p.x * 10 + p.y; }
struct Box { Point lo, hi; Box(const Point &a, const Point &b) : lo(a), hi(b) {} };
int main() {
    printf("%d\n", f({1, 2}));
    std::pair<Point, int> p{{3, 4}, 5};
    printf("%d %d %d\n", p.first.x, p.first.y, p.second);
    Box b({1, 1}, {2, 3});
    printf("%d\n", b.hi.y);
    std::map<Point, std::string> pm{{{1, 2}, "a"}, {{0, 5}, "b"}};
    for (auto &kv : pm) printf("%d,%d=%s\n", kv.first.x, kv.first.y, kv.second.c_str());
    pm.insert({{7, 7}, "c"});
    pm[{9, 9}] = "d";
    printf("%zu\n", pm.size());
}
