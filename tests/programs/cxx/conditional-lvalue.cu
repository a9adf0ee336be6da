// c ? a : b of two lvalues of one class is an lvalue (C++17 [expr.cond] p4): assigned to,
// bound to a reference, moved from, with no copy made; a copy is made only where one is asked
// for. Expected output: g++'s (host code only).
#include <cstdio>
#include <string>
#include <utility>

struct C {
    int v;
    C(int x) : v(x) {}
    C(const C &o) : v(o.v) { printf("  copy of %d\n", o.v); }
    C &operator=(const C &o)
    {
        printf("  assign %d over %d\n", o.v, v);
        v = o.v;
        return *this;
    }
};

int main(int argc, char **argv)
{
    bool first = argc > 0;
    C a(1), b(2);
    (first ? a : b) = C(5);
    (!first ? a : b).v = 9;
    C &r = first ? b : a;
    r.v += 10;
    printf("a=%d b=%d\n", a.v, b.v);
    C d = first ? a : b;
    printf("d=%d\n", d.v);
    const C k(7);
    const C &q = first ? k : a;
    printf("q=%d\n", q.v);
    std::string x = "one", y = "two";
    std::string &s = first ? x : y;
    s += "!";
    std::string m = std::move(first ? y : x);
    printf("x=%s y=\"%s\" (%zu) m=%s\n", x.c_str(), y.c_str(), y.size(), m.c_str());
    std::string l = "left", *right = new std::string("right");
    std::string u = "u";
    u = std::move(first ? *right : l);
    printf("u=%s right->size()=%zu\n", u.c_str(), right->size());
    delete right;
    return 0;
}
