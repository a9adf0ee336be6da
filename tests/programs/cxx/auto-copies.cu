// (g++ -x c++) A local declared auto, a range-based for's variable and an aggregate's member are
// initialised as C++17 [dcl.init] p17 says: from an lvalue by the copy constructor (member by
// member for a class whose members have one), from std::move(x) by the move constructor, from a
// temporary or a function's result as that object itself; a by-value loop variable is a copy,
// destroyed at the end of each iteration.
#include <string>
#include <vector>
#include <map>
struct T {
    int v;
    T(int x) : v(x) { printf("ctor %d\n", v); }
    T(const T &o) : v(o.v + 10) { printf("copy %d\n", v); }
    T(T &&o) : v(o.v + 100) { printf("move %d\n", v); }
    ~T() { printf("dtor %d\n", v); }
};
T make(int x) { return T(x); }
struct H { T t; std::string s; };
int main() {
    T a(1);
    const T &ra = a;
    { auto b = a; auto c = ra; auto d = T(2); auto e = make(3); auto f = std::move(a); }
    printf("---\n");
    H h{T(4), "a string of the heap kind, long enough"};
    { auto g = h; auto i = h.t; printf("%s %d %d\n", g.s.c_str(), g.t.v, i.v); }
    printf("---\n");
    std::vector<std::string> names = {"alpha alpha alpha alpha alpha", "beta beta beta beta beta beta"};
    for (auto n : names) { n += "!"; printf("%s\n", n.c_str()); }
    for (const auto n : names) printf("%s\n", n.c_str());
    std::map<std::string, std::vector<int>> m;
    m["k long key long key long key long"] = {1, 2};
    for (auto kv : m) { kv.second.push_back(3); printf("%s %zu\n", kv.first.c_str(), kv.second.size()); }
    auto copy = m;
    printf("%zu %zu\n", copy.size(), copy.begin()->second.size());
    auto arr = names[1];
    printf("%s\n", arr.c_str());
    printf("end\n");
}
