// (g++ -x c++) A constructor's arguments in parentheses, T x(f(), g()), are evaluated as g++
// evaluates them, right to left; a braced list's, T x{f(), g()}, left to right (C++17
// [dcl.init.list] p4); a braced list as a constructor's argument, T c({{1, 2}}, 2), is a value of
// that parameter's type.
#include <cstdio>
#include <utility>
#include <vector>
struct P {
    P(int a, int b) { printf("P(%d, %d)\n", a, b); }
};
struct C {
    C(std::vector<std::pair<int, int> > v, int n)
    {
        printf("C: %zu pairs, first (%d, %d), n = %d\n", v.size(), v[0].first, v[0].second, n);
    }
};
int f() { printf("f\n"); return 1; }
int g() { printf("g\n"); return 2; }
int main()
{
    P x(f(), g());
    P y{f(), g()};
    C c({{1, 2}, {3, 4}}, 2);
    C d({{5, 6}}, g());
    return 0;
}
