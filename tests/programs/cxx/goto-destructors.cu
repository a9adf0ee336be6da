// A goto that leaves the scope of objects with destructors destroys them first, newest first
// (C++17 [stmt.jump]: "on exit from a scope (however accomplished), objects with automatic
// storage duration that have been constructed in that scope are destroyed"); the objects still
// in scope at its label live on. Checked against g++.
#include <cstdio>

struct N {
    int v;
    N(int x) : v(x) { printf("make %d\n", v); }
    ~N() { printf("drop %d\n", v); }
};

int f(int k)
{
    N a(1);
    {
        N b(2);
        for (int i = 0; i < 3; i++) {
            N c(10 + i);
            if (i == k)
                goto out;
        }
        N d(3);
    }
out:
    printf("at out\n");
    return 0;
}

int retry()
{
    int tries = 0;
again:
    {
        N attempt(100 + tries);
        if (++tries < 3)
            goto again;
    }
    return tries;
}

int main()
{
    f(1);
    printf("--\n");
    f(5);
    printf("--\n");
    printf("tries %d\n", retry());
    return 0;
}
