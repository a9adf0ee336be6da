// new T[n]{...} of scalars (C++17 [expr.new] p18, [dcl.init.aggr]): the elements given, then
// zeros; new T[n]() zeros; and std::unique_ptr<T[]> over one (g++'s output).
#include <cstdio>
#include <memory>

int main()
{
    int *p = new int[5]{4, 5, 6};
    double *q = new double[4]{1.5};
    unsigned char *c = new unsigned char[3]{255, 7};
    long *z = new long[3]();
    std::unique_ptr<float[]> u(new float[3]{0.25f, 0.5f, 0.75f});
    printf("%d %d %d %d %d\n", p[0], p[1], p[2], p[3], p[4]);
    printf("%g %g %g %g\n", q[0], q[1], q[2], q[3]);
    printf("%d %d %d %ld %ld\n", c[0], c[1], c[2], z[0], z[2]);
    printf("%g %g\n", u[0] + u[1], u[2]);
    delete[] p;
    delete[] q;
    delete[] c;
    delete[] z;
    return 0;
}
