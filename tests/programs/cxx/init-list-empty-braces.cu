// Empty braces and std::initializer_list constructors (C++17 [dcl.init.list] p3.4,
// [over.match.list]): T x{} of a class with a default constructor is value-initialisation, the
// default constructor even where an initializer_list constructor is declared (`IL d{}`, `IL f =
// {}`, `IL{}`, `new IL{}`, `return {}`, an argument `{}`); a class with an initializer_list
// constructor and no default constructor gets that constructor with an empty list (`OnlyList
// o{}`, a member's `m{}` in a constructor's initialiser list or as its default initialiser, an
// array element's `{}`); a non-empty list picks the initializer_list constructor (`IL e{1, 2,
// 3}`, `IL h{7}`). The output is g++'s.
#include <cstdio>
#include <initializer_list>
#include <string>
#include <vector>

struct IL {
    int n = -1;
    IL() : n(0) { std::printf("default\n"); }
    IL(std::initializer_list<int> l) : n((int)l.size()) { std::printf("list %d\n", n); }
};
struct OnlyList {
    int n;
    OnlyList(std::initializer_list<int> l) : n((int)l.size() + 10) { std::printf("only list %d\n", (int)l.size()); }
};
struct M {
    OnlyList a{};
    OnlyList b;
    IL c{};
    M() : b{} {}
};
IL make() { return {}; }
OnlyList make_only() { return {}; }
void take(IL x) { std::printf("take %d\n", x.n); }
void take_only(OnlyList o) { std::printf("take only %d\n", o.n); }

int main()
{
    IL d{};
    IL e{1, 2, 3};
    IL f = {};
    IL g = {4, 5};
    IL h{7};
    auto t = IL{};
    IL *p = new IL{};
    take({});
    take({1, 2});
    IL m = make();
    std::printf("%d %d %d %d %d %d %d %d\n", d.n, e.n, f.n, g.n, h.n, t.n, p->n, m.n);
    delete p;

    OnlyList o{};
    OnlyList o2 = {};
    auto ot = OnlyList{};
    OnlyList *q = new OnlyList{};
    OnlyList arr[2] = {{}, {1}};
    M mm;
    take_only({});
    std::printf("%d %d %d %d %d %d %d %d %d %d\n", o.n, o2.n, ot.n, q->n, arr[0].n, arr[1].n, mm.a.n,
                mm.b.n, mm.c.n, make_only().n);
    std::vector<std::string> vs{};
    std::printf("%zu\n", vs.size());
    delete q;
    return 0;
}
