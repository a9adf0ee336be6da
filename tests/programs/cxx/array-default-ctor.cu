// (g++ -x c++) An array of class objects without an initialiser: each element is
// default-initialised, its default constructor called first to last (C++17 [dcl.init] p7), at
// block scope, at file scope, as a static local and as a member of a class whose implicit
// constructor constructs it; destroyed last to first.
#include <cstdio>

static int made = 0;

struct Slot {
    int id;
    int *p;
    Slot() : id(made++), p(&id) { printf("Slot() %d\n", id); }
    ~Slot() { printf("~Slot() %d\n", id); }
};

struct Counter {
    int v;
    Counter() : v(7) {}
};

Slot table[2];

struct Holder {
    Counter c[3];
    int n = 4;
};

int first_call()
{
    static Counter s[2];
    s[1].v++;
    return s[1].v;
}

int main()
{
    printf("file scope: %d %d\n", table[0].id, table[1].id);
    {
        Slot local[3];
        printf("block scope: %d %d %d, own address %d\n", local[0].id, local[1].id, local[2].id,
               local[2].p == &local[2].id);
    }
    Counter grid[2][2];
    printf("two dimensions: %d %d\n", grid[0][0].v, grid[1][1].v);
    Holder h;
    printf("member: %d %d %d\n", h.c[0].v, h.c[2].v, h.n);
    int a = first_call();
    int b = first_call();
    printf("static local: %d %d\n", a, b);
    return 0;
}
