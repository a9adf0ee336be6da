// std::vector moved (construction, assignment, a member of a class moved with it, push_back of
// an rvalue): the storage changes hands and the source is left empty, as libstdc++ leaves it;
// std::string alike.
#include <cstdio>
#include <vector>
#include <string>
#include <utility>
struct Holder { std::vector<int> v; };
int main()
{
    std::vector<int> a{1, 2, 3};
    std::vector<int> b = std::move(a);
    std::vector<int> c{4, 5};
    c = std::move(b);
    std::string s = "hello world, long enough to be on the heap";
    std::string t = std::move(s);
    Holder h{{7, 8, 9}};
    Holder g = std::move(h);
    std::vector<std::vector<int>> vv;
    std::vector<int> x{1, 2};
    vv.push_back(std::move(x));
    printf("%zu %zu %zu | %zu %zu | %zu %zu | %zu %zu\n", a.size(), b.size(), c.size(), s.size(), t.size(), h.v.size(), g.v.size(), x.size(), vv[0].size());
}
