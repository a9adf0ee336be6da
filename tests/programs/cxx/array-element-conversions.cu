// The elements of an array of a class with constructors, initialised from a braced list of
// other values (T a[2] = {1, 2}; std::string s[2] = {"x", "y"}), are each made by the
// converting constructor in place (C++17 [dcl.init.aggr], copy-initialisation with the copy
// elided): no temporary destroyed, each element destroyed once at the end. Expected output:
// g++'s (host code only).
#include <cstdio>
#include <string>

struct A {
    int v;
    A(int x) : v(x) { printf("A(%d)\n", v); }
    A(const A &o) : v(o.v) { printf("copy A\n"); }
    ~A() { printf("~A %d\n", v); }
};

int main()
{
    A a[2] = {1, 2};
    std::string s[3] = {"left", "right", std::string("middle")};
    std::string u = "u";
    u = s[1];
    s[0] += "!";
    printf("%d %d %s %s %s %s\n", a[0].v, a[1].v, s[0].c_str(), s[1].c_str(), s[2].c_str(), u.c_str());
    return 0;
}
