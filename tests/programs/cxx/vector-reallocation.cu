// What std::vector does to its elements when it reallocates, as libstdc++ does it: the new element
// made first in the new storage, then each old one moved and destroyed at once where its move
// constructor is noexcept, copied (all, then the old destroyed) where it may throw and a copy
// constructor exists (std::move_if_noexcept).
#include <cstdio>
#include <vector>
struct A {
    int v;
    A(int x) : v(x) { printf("make %d\n", v); }
    A(const A &o) : v(o.v) { printf("copy %d\n", v); }
    A(A &&o) noexcept : v(o.v) { printf("move %d\n", v); }
    ~A() { printf("drop %d\n", v); }
};
struct B {
    int v;
    B(int x) : v(x) {}
    B(const B &o) : v(o.v) { printf("B copy %d\n", v); }
    B(B &&o) : v(o.v) { printf("B move %d\n", v); }
};
int main()
{
    std::vector<A> a;
    for (int i = 0; i < 3; i++)
        a.emplace_back(i);
    printf("--\n");
    std::vector<B> b;
    for (int i = 0; i < 3; i++)
        b.emplace_back(i);
    printf("--\n");
}
