// Host dialect: declarations in conditions (docs/host-code.md): if (T x = e), with else
// branches and else-if chains; C++17 if (init; cond) and switch (init; cond); while (T x = e),
// whose declaration is evaluated again before each iteration (continue included); and the
// declarations in for that C already has. The expected output is an H200's (nvcc -arch=sm_90).
#include <stdio.h>

static int values[] = {3, 0, 5, 2, 0};
static int pos;

static int next_value(void) { return pos < 5 ? values[pos++] : -1; }

static int *find(int *a, int n, int v)
{
    for (int i = 0; i < n; i++)
        if (a[i] == v)
            return &a[i];
    return nullptr;
}

static int countdown = 4;
static int tick(void) { return countdown--; }

int main()
{
    int data[4] = {4, 8, 15, 16};
    if (int *p = find(data, 4, 15))
        printf("found %d at %d\n", *p, (int)(p - data));
    else
        printf("not found\n");
    if (int *p = find(data, 4, 23)) {
        printf("found %d\n", *p);
    } else {
        printf("23 not found (p is %s)\n", p ? "set" : "null");
    }
    if (int a = 0)
        printf("a %d\n", a);
    else if (int b = a + 2)
        printf("else-if b %d (a %d)\n", b, a);
    if (int x = next_value(); x > 2)
        printf("init; cond: x %d\n", x);
    switch (int k = next_value() + 10; k) {
    case 10: printf("switch k 10\n"); break;
    default: printf("switch k %d\n", k); break;
    }
    int sum = 0, iterations = 0;
    while (int v = tick()) {
        iterations++;
        if (v == 3)
            continue;
        sum += v;
    }
    printf("while: sum %d iterations %d countdown %d\n", sum, iterations, countdown);
    for (int i = 0, j = 10; i < 3; i++, j--)
        printf("for %d %d\n", i, j);
    for (auto i = 0u; i < 2; ++i)
        if (unsigned sq = i * i + 1)
            printf("sq %u\n", sq);
    return 0;
}
