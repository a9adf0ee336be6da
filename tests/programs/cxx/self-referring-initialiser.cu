// (g++ -x c++) A variable is in scope in its own initialiser (C++17 [basic.scope.pdecl]: its
// point of declaration is after its declarator, before the initialiser), so sizeof names it:
// `T *p = (T *)calloc(1, sizeof *p);`, and it hides an outer variable of the same name there.
#include <cstdio>
#include <cstdlib>

struct Node {
    int v;
    Node *next;
};
typedef Node *NodeP;

int main()
{
    NodeP r = (NodeP)calloc(1, sizeof *r);
    r->v = 3;
    double d = sizeof d * 4;
    char buf[16], *p = buf + sizeof buf - 1;
    long outer = 1;
    {
        char outer = (char)sizeof(outer);
        printf("%d\n", outer);
    }
    int a[] = {1, 2, 3}, n = sizeof a / sizeof a[0];
    printf("%d %d %g %d %d %ld\n", r->v, (int)sizeof *r, d, (int)(p - buf), n, outer);
    free(r);
    return 0;
}
