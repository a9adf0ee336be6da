// A host variable-length array initialised by a list of values (g++ takes it, as an extension):
// zeros, then the values given; a range-based for over a one-dimensional one and over one row
// of a two-dimensional one.
#include <cstdio>
int main(int argc, char **)
{
    int n = argc + 3, m = argc + 1;
    int a[n] = {1, 2, 3};
    double d[n] = {0.5};
    int b[n][m];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            b[i][j] = i * m + j;
    int s = 0;
    for (int i = 0; i < n; i++)
        for (int x : b[i])
            s += x;
    int t = 0;
    for (int x : a)
        t += x;
    printf("%d %d %d %d %g %g %d %d\n", a[0], a[2], a[3], (int)sizeof a, d[0], d[3], s, t);
}
