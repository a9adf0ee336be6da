// std::vector::erase of elements of a class whose constructors, assignments and destructor print:
// the rest move-assigned down and the last ones destroyed, as libstdc++ does.
#include <cstdio>
#include <vector>
#include <string>
struct A {
    int v;
    A(int x) : v(x) {}
    A(const A &o) : v(o.v) { printf("copy %d\n", v); }
    A(A &&o) noexcept : v(o.v) { o.v = -v; printf("move %d\n", v); }
    A &operator=(const A &o) { printf("assign %d <- %d\n", v, o.v); v = o.v; return *this; }
    A &operator=(A &&o) noexcept { printf("move-assign %d <- %d\n", v, o.v); v = o.v; o.v = -v; return *this; }
    ~A() { printf("drop %d\n", v); }
};
int main()
{
    std::vector<A> a;
    a.reserve(8);
    for (int i = 1; i <= 5; i++)
        a.emplace_back(i);
    printf("-- erase 2nd\n");
    a.erase(a.begin() + 1);
    printf("-- erase range\n");
    a.erase(a.begin(), a.begin() + 2);
    printf("-- erase last\n");
    a.erase(a.end() - 1);
    std::vector<std::string> s{"a", "b", "c", "d"};
    s.erase(s.begin() + 1, s.begin() + 3);
    printf("-- end %zu %s%s %d\n", a.size(), s[0].c_str(), s[1].c_str(), a[0].v);
}
