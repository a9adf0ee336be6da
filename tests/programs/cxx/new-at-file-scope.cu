// (g++ -x c++) `new` in the initialiser of a variable at file scope: made when the program
// starts (C++'s dynamic initialisation), before main, in declaration order.
#include <cstdio>

struct Point {
    int x, y;
    Point(int a, int b) : x(a), y(b) { printf("Point(%d, %d)\n", a, b); }
};

Point *origin = new Point(0, 1);
int *counts = new int[3]();
double *scale = new double(2.5);

int main()
{
    counts[1] = 7;
    printf("%d %d %d %d %g\n", origin->x, origin->y, counts[0], counts[1], *scale);
    delete origin;
    delete[] counts;
    delete scale;
    return 0;
}
