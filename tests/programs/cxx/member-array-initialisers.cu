// (g++ -x c++) Default member initialisers of array members (C++ [class.mem]): `= {...}` and
// `{...}`, the elements not given zero, arrays of arrays and of pointers, used by the implicit
// constructor and by constructors that do not name the member.
#include <cstdio>
struct S {
    int d[4] = {1, 2};
    float w[2]{0.5f, 1.5f};
    int m[2][2] = {{1, 2}, {3, 4}};
    const char *names[2] = {"a", "b"};
    int n = 9;
};
struct T { int k[3] = {7, 8, 9}; T() {} T(int x) { k[0] = x; } };
int main()
{
    S s;
    T t, u(3);
    printf("%d %d %d %d %g %g %d %d %s %d\n", s.d[0], s.d[1], s.d[2], s.d[3], s.w[0], s.w[1], s.m[1][0], s.m[1][1], s.names[1], s.n);
    printf("%d %d %d %d\n", t.k[0], t.k[2], u.k[0], u.k[1]);
}
