// A reference bound to a subobject of a temporary (a member, an element of a member array)
// keeps the whole temporary alive as long as the reference (C++17 [class.temporary] p6), and a
// range-based for binds its range as `auto &&__range = expr;` ([stmt.ranged]): `for (x :
// f().items)` walks a live vector, and the range expression is evaluated once. The output is
// g++'s.
#include <cstdio>
#include <vector>

struct P {
    int v;
    ~P() { printf("~P %d\n", v); }
};

struct W {
    P p;
    int arr[2];
};

static W mk(int k) { return W{{k}, {k * 10, k * 20}}; }

struct Wrap {
    std::vector<int> items;
    ~Wrap() { printf("~Wrap\n"); }
};

static Wrap mkw()
{
    Wrap w;
    w.items = {1, 2, 3};
    return w;
}

int main()
{
    {
        const P &r = mk(7).p;
        printf("bound %d\n", r.v);
        const int &e = mk(8).arr[1];
        printf("element %d\n", e);
        printf("scope ends\n");
    }
    for (int x : mkw().items)
        printf("[%d] ", x);
    printf("\n");
    std::vector<std::vector<int>> rows = {{1, 2}, {3, 4, 5}};
    int i = 0;
    for (int x : rows[i++])
        printf("%d ", x);
    printf("| i = %d\n", i);
    return 0;
}
