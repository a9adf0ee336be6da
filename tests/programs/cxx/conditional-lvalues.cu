/* c ? a : b whose arms are lvalues of one type is an lvalue (C++17 [expr.cond] p4): assigned
 * to, bound to a non-const reference, returned by reference (std::min's `return b < a ? b :
 * a;`), passed to an int & parameter. Reference: g++. */
#include <cstdio>

template <class T> const T &mymin(const T &a, const T &b) { return b < a ? b : a; }
int &pick(bool c, int &x, int &y) { return c ? x : y; }
void bump(int &r) { r += 100; }

void k(int *o, int tid)
{
    int p = tid, q = 5;
    (p > q ? p : q) += 10;
    int &r = p < 2 ? p : q;
    r = -1;
    o[tid] = p * 100 + q + mymin(p, q) * 1000;
}

int main()
{
    int p = 3, q = 5;
    printf("%d\n", mymin(p, q));
    pick(false, p, q) = 9;
    (p > q ? p : q) += 1;
    bump(p < q ? p : q);
    printf("%d %d\n", p, q);
    const int &m = mymin(p, q);
    p = -7;
    printf("%d\n", m);
    int o[8];
    for (int t = 0; t < 8; t++)
        k(o, t);
    for (int i = 0; i < 8; i++)
        printf("%d ", o[i]);
    printf("\n");
    return 0;
}
