// Pointers to host variable-length arrays (a GNU extension of C++ that g++ takes, C11
// 6.7.6.2): a pointer to a row (int (*p)[m] = a), its arithmetic and comparisons, sizeof of
// such types, and arrays of a class with a constructor and a destructor (run for each element,
// as g++ does). (g++ refuses a parameter int a[][m] whose length is another parameter: "use of
// parameter outside function body", vla-errors.cu.)
#include <cstdio>

struct Tracer {
    int id;
    static int made, gone;
    Tracer() : id(made++) { printf("Tracer %d made\n", id); }
    ~Tracer() { gone++; printf("Tracer %d gone\n", id); }
};
int Tracer::made = 0, Tracer::gone = 0;

struct Point {
    double x = 1.5, y = -2;
};

int main(int argc, char **argv)
{
    (void)argv;
    int n = argc + 2, m = argc + 3; // 3 and 4, not constants
    int a[n][m];
    int (*p)[m] = a;
    p[1][2] = 5;
    printf("a[1][2] %d, sizeof *p %zu, sizeof p[2] %zu, sizeof(int (*)[m]) %zu\n", a[1][2],
           sizeof *p, sizeof p[2], sizeof(int (*)[m]));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i][j] = 10 * i + j;
    printf("p[2][3] %d, (*(p + 1))[1] %d, p[1] - p[0] = %td ints\n", p[2][3], (*(p + 1))[1],
           p[1] - p[0]);
    long s = 0;
    for (int (*row)[m] = a; row != a + n; row++)
        for (int j = 0; j < m; j++)
            s += (*row)[j];
    printf("sum %ld\n", s);
    p++;
    printf("after p++: p[0][0] %d, p - a = %td rows\n", p[0][0], p - a);
    int (*q)[m];
    q = &a[2];
    printf("q = &a[2]: (*q)[3] %d, q - p = %td, q > p %d\n", (*q)[3], q - p, q > p);
    p += 1;
    printf("p += 1: p == q %d\n", p == q);
    int *cell = *q;
    printf("*q decays: cell[1] %d\n", cell[1]);

    double g[2][m];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < m; j++)
            g[i][j] = i + j / 4.0;
    double (*gp)[m] = g + 1;
    printf("gp[0][3] %.2f, gp[-1][1] %.2f, sizeof gp[0] %zu\n", gp[0][3], gp[-1][1], sizeof gp[0]);

    {
        int k = argc + 1; // 2
        Tracer t[k];
        printf("%d tracers, sizeof t %zu, t[1].id %d\n", Tracer::made, sizeof t, t[1].id);
        for (int round = 0; round < 2; round++) {
            Tracer u[round + 1];
            printf("round %d: u[%d].id %d\n", round, round, u[round].id);
        }
        printf("before the block's end: %d gone\n", Tracer::gone);
    }
    printf("after it: %d gone\n", Tracer::gone);

    Point pts[m];
    printf("pts[3] %.1f %.1f\n", pts[3].x, pts[3].y);
    return 0;
}
