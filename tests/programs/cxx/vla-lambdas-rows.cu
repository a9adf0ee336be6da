// (g++ -x c++) Host variable-length arrays (a GNU extension of C++, as g++ and nvcc's host
// compiler take it) captured by reference by lambdas, [&] or [&a], in a lambda in a lambda too,
// where sizeof and a range-based for see the array's length; and range-based for loops over the
// rows of arrays of arrays whose lengths are not constants (auto &row, const auto &row), one
// whose rows have a variable length included.
#include <algorithm>
#include <cstdio>

static double rows_of(int n)
{
    double g[n][4];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 4; j++)
            g[i][j] = i + 0.5 * j;
    auto at = [&](int i, int j) { return g[i][j]; };
    auto count = [&g]() { return (int)(sizeof g / sizeof g[0]); };
    auto bytes = [&] { return (int)sizeof g; };
    printf("%g %g %d %d\n", at(1, 2), at(n - 1, 3), count(), bytes());
    auto scale = [&](double k) { for (auto &row : g) for (double &x : row) x *= k; };
    scale(2);
    double t = 0;
    for (const auto &row : g) {
        printf("[%d]", (int)(sizeof row / sizeof row[0]));
        for (double x : row)
            t += x;
    }
    printf(" %g\n", t);
    return t;
}

int main()
{
    int n = 4;
    int a[n];
    for (int i = 0; i < n; i++)
        a[i] = i + 1;
    auto total = [&]() { int s = 0; for (int x : a) s += x; return s; };
    auto set = [&a](int i, int v) { a[i] = v; };
    set(0, 10);
    printf("%d %d\n", total(), (int)sizeof(a));
    n = 2; // the array keeps the length it was declared with
    printf("%d\n", total());
    std::sort(a, a + 4, [&](int x, int y) { return x > y; });
    printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
    auto outer = [&a]() { auto inner = [&]() { return a[2] + (int)sizeof a; }; return inner(); };
    auto deep = [&] { return [&] { return [&] { int s = 0; for (int x : a) s += x; return s; }(); }(); };
    printf("%d %d\n", outer(), deep());

    int m = 3;
    int b[2][m];
    int k = 0;
    for (auto &row : b)
        for (int &x : row)
            x = k++;
    for (auto &row : b) {
        for (int x : row)
            printf("%d ", x);
        printf("| ");
    }
    printf("\n");
    int c[n + 1][3];
    for (auto &row : c) {
        row[0] = 1;
        row[1] = 2;
        row[2] = 3;
    }
    int s = 0;
    for (auto &row : c)
        for (int x : row)
            s += x;
    printf("%d\n", s);
    int d3[2][m][2];
    k = 0;
    for (auto &plane : d3)
        for (auto &row : plane)
            for (int &x : row)
                x = k++;
    printf("%d %d\n", d3[1][2][1], d3[0][1][0]);
    int d4[n][2][2];
    auto pick = [&](int i) { return d4[i][1][1]; };
    for (auto &plane : d4)
        for (auto &row : plane)
            for (int &x : row)
                x = k++;
    printf("%d %d %d\n", pick(0), pick(1), (int)sizeof d4);
    rows_of(3);
    return 0;
}
