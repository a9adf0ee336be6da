// Variable-length arrays where g++ refuses them: at namespace scope, as a class's member, and
// with static storage duration (g++ 12 takes them only as automatic variables of a block).
#include <cstdio>

int rows = 3;
int table[rows];

struct Grid {
    int cells[rows];
};

int count(int n)
{
    static int seen[n];
    return seen[0];
}

int main()
{
    printf("%d\n", count(2));
    return 0;
}
