// (g++ -x c++) Static data members defined out of their class (C++ [class.static.data]) with
// initialisers that run when the program starts, in order: a constant, a call, a constructor,
// a std::string from a literal, direct initialisation (`C K::e(2, 3);`, `int K::m(4);`)
// (tests/repl/static-members.in: the same across REPL cells).
#include <cstdio>
#include <string>
int twice(int x) { return 2 * x; }
struct C { int v; C(int x) : v(x) { printf("C(%d)\n", x); } C(int x, int y) : v(x * y) { printf("C(%d, %d)\n", x, y); } };
struct K { static int n; static int d; static C c; static std::string s; static const double pi; static C e; static int m; };
int K::n = 7;
int K::d = twice(K::n);
C K::c = C(K::d + 1);
std::string K::s = "str";
const double K::pi = 3.5;
C K::e(2, 3);
int K::m(4);
int main() { printf("%d %d %d %s %g %d %d\n", K::n, K::d, K::c.v, K::s.c_str(), K::pi, K::e.v, K::m); }
