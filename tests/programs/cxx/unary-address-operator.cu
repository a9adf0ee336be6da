// (g++ -x c++) A class's unary operator& (C++ [over.unary]): called on an lvalue and on a
// prvalue (a proxy that operator[] returns by value, as a container of device memory hands out
// element references), as a member and as a non-member; a class without one has its address
// taken as usual.
#include <cstdio>

struct Handle {
    int index;
};
struct Proxy {
    int *base;
    int i;
    Handle operator&() const { return Handle{i * 10}; }
    operator int() const { return base[i]; }
};
struct Store {
    int data[4] = {4, 5, 6, 7};
    Proxy operator[](int i) { return Proxy{data, i}; }
};
struct Tagged {
    int v;
};
long operator&(const Tagged &t) { return 1000L + t.v; }
struct Plain {
    int v;
};

int main()
{
    Store s;
    Handle h = &s[2];
    Proxy p = s[3];
    Handle h2 = &p;
    Tagged tg = {5};
    long l = &tg;
    long l2 = &Tagged{9};
    Plain pl = {1};
    Plain *pp = &pl;
    std::printf("%d %d %ld %ld %d %d\n", h.index, h2.index, l, l2, pp->v, (int)s[1]);
    return 0;
}
