// Members are initialised in the order the class declares them, whatever the order of the
// constructor's mem-initializer list (C++17 [class.base.init] p13.3), and default member
// initialisers and default-initialised members take their places in that order too; bases
// come first, in their declaration order. The output is g++'s (g++ -w: its -Wreorder warning
// is for the program's author).
#include <cstdio>

struct T {
    int id;
    T(int i) : id(i) { printf("T(%d)\n", i); }
};

struct Base {
    Base(const char *w) { printf("Base %s\n", w); }
};

struct H : Base {
    T a;
    T b{20};
    T c;
    int sum;
    H() : sum(a.id + c.id), c(3), a(1), Base("H") {}
};

struct Dep {
    int n;
    int twice;
    Dep(int k) : twice(2 * k), n(k) {}
};

int main()
{
    H h;
    printf("sum %d\n", h.sum);
    Dep d(21);
    printf("%d %d\n", d.n, d.twice);
    return 0;
}
