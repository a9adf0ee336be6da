// Variable-length arrays in host code, a GNU extension that g++ (and so nvcc's host compiler)
// takes: T a[n] and T a[n][m] at block scope, each length evaluated once where the array is
// declared, sizeof computed at run time, a fresh array each time round a loop.
#include <cstdio>
#include <cstring>

struct Prop {        // a C struct, as cudaDeviceProp is
    char name[16];
    int major, minor;
};

static int columns(int rows) { return rows + 1; }

static long total(const int *v, int n)
{
    long s = 0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s;
}

int main(int argc, char **argv)
{
    (void)argv;
    int n = argc + 2; // 3, not a constant
    int ids[n];
    for (int i = 0; i < n; i++)
        ids[i] = 10 * (i + 1);
    printf("ids %d %d %d, sizeof ids %zu, total %ld\n", ids[0], ids[1], ids[2], sizeof ids,
           total(ids, n));

    int m = columns(n); // 4
    double grid[n][m];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            grid[i][j] = i + j / 10.0;
    printf("grid[2][3] %.1f, sizeof grid %zu, sizeof grid[1] %zu, sizeof grid[1][1] %zu\n",
           grid[2][3], sizeof grid, sizeof grid[1], sizeof grid[1][1]);
    printf("rows %td bytes apart, %td rows apart\n", (char *)grid[2] - (char *)grid[0],
           &grid[2] - &grid[0]);
    double *flat = &grid[0][0];
    printf("grid as one block: flat[m + 2] %.1f, flat[2 * m + 1] %.1f\n", flat[m + 2], flat[2 * m + 1]);

    n = 100; // the arrays keep their lengths; a type-name's is evaluated where it is
    printf("after n = 100: sizeof ids %zu, sizeof(int[n]) %zu, sizeof(char[n][2]) %zu\n",
           sizeof ids, sizeof(int[n]), sizeof(char[n][2]));

    float half[2][m]; // a constant length outside a variable one
    printf("sizeof half %zu, sizeof half[0] %zu\n", sizeof half, sizeof half[0]);

    int zero[m] = {};
    int count = 0, sum = 0;
    for (int x : zero) {
        count++;
        sum += x;
    }
    printf("zero: %d elements, sum %d\n", count, sum);

    int ngpus = argc + 1; // 2
    Prop prop[ngpus];
    for (int i = 0; i < ngpus; i++) {
        snprintf(prop[i].name, sizeof prop[i].name, "dev%d", i);
        prop[i].major = 9;
        prop[i].minor = i;
    }
    printf("%s sm_%d%d, %s sm_%d%d, sizeof prop %zu\n", prop[0].name, prop[0].major,
           prop[0].minor, prop[1].name, prop[1].major, prop[1].minor, sizeof prop);

    for (int round = 1; round <= 3; round++) {
        char buf[2 * round + 1]; // a fresh length each time round
        memset(buf, 'a' + round, sizeof buf - 1);
        buf[2 * round] = 0;
        printf("round %d: %s (sizeof %zu)\n", round, buf, sizeof buf);
    }

    const char *words[m];
    for (int i = 0; i < m; i++)
        words[i] = i % 2 ? "odd" : "even";
    printf("%s %s %s %s\n", words[0], words[1], words[2], words[3]);
    printf("&ids is ids: %d, &grid is grid: %d\n", (void *)&ids == (void *)ids,
           (void *)&grid == (void *)grid[0]);
    memset(&grid, 0, sizeof grid);
    printf("after memset(&grid, 0, sizeof grid): grid[2][3] %.1f\n", grid[2][3]);
    int *hold[m];
    hold[0] = &ids[1];
    printf("*hold[0] %d, sizeof hold / sizeof hold[0] %zu\n", *hold[0], sizeof hold / sizeof hold[0]);
    return 0;
}
