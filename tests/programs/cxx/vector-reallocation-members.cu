// Reallocation of vectors of classes whose move constructors are implicit (members with noexcept
// moves, a std::string), move-only, std::string and vectors of vectors: moved, as libstdc++ moves
// them.
#include <cstdio>
#include <string>
#include <vector>
#include <type_traits>
#include <utility>
struct N { int v; N(int x) : v(x) {} N(const N &o) : v(o.v) { printf("N copy %d\n", v); } N(N &&o) noexcept : v(o.v) { printf("N move %d\n", v); } };
struct C { N n; std::string s; C(int x) : n(x), s("s") {} };
struct M { int v; M(int x) : v(x) {} M(M &&o) : v(o.v) { printf("M move %d\n", v); } M(const M &) = delete; };
int main()
{
    std::vector<C> cs;
    for (int i = 0; i < 3; i++)
        cs.emplace_back(i);
    std::vector<M> ms;
    for (int i = 0; i < 3; i++)
        ms.emplace_back(i);
    std::vector<std::string> ss;
    for (int i = 0; i < 5; i++)
        ss.push_back(std::to_string(i) + " and a string long enough to live on the heap");
    std::vector<std::vector<N>> vv;
    for (int i = 0; i < 3; i++)
        vv.emplace_back(1, N(i));
    printf("%zu %zu %zu %s %d\n", cs.size(), ms.size(), vv.size(), ss[4].c_str(), vv[2][0].v);
}
