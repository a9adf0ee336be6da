// Host dialect: a reference parameter is C++ beyond the dialect (docs/host-dialect.md): the
// report names the construct, its line and column; nothing runs (exit status 1).
#include <stdio.h>

static void swap(int &a, int &b)
{
    int t = a;
    a = b;
    b = t;
}

int main()
{
    int x = 1, y = 2;
    swap(x, y);
    printf("%d %d\n", x, y);
    return 0;
}
