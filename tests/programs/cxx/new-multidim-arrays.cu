// new T[n][2][3] (C++17 [expr.new]/6): n arrays of T[2][3], whose value is a pointer to the
// first (int (*)[2][3]); the first bound may be any integer, the later ones are constants.
// `()` zeroes the whole allocation.
#include <cstdio>

struct P {
    float x, y;
};

int main()
{
    int n = 3;
    int (*q)[2] = new int[n][2];
    for (int i = 0; i < n; i++) {
        q[i][0] = i;
        q[i][1] = 10 * i;
    }
    printf("%d %d %d %d\n", q[2][0], q[2][1], (int)sizeof(q[0]), (int)(&q[2][0] - &q[0][0]));
    delete[] q;

    float (*m)[4] = new float[2][4]();
    m[1][2] = 1.5f;
    printf("%g %g %g\n", m[0][0], m[1][2], m[1][3]);
    delete[] m;

    long k = 2;
    double (*cube)[2][3] = new double[k][2][3];
    for (int a = 0; a < k; a++)
        for (int b = 0; b < 2; b++)
            for (int c = 0; c < 3; c++)
                cube[a][b][c] = 100 * a + 10 * b + c;
    printf("%g %g %d\n", cube[1][1][2], cube[0][1][0], (int)sizeof(*cube));
    delete[] cube;

    P (*grid)[2] = new P[n][2]();
    grid[2][1].y = 7.0f;
    printf("%g %g\n", grid[2][1].y, grid[0][0].x);
    delete[] grid;
    return 0;
}
