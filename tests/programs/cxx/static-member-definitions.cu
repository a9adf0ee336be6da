// (g++ -x c++) Static data members defined out of their class (C++ [class.static.data]) with
// initialisers that run when the program starts, in order: a constant, a call, a constructor,
// a std::string from a literal (tests/repl/static-members.in: the same across REPL cells).
#include <cstdio>
#include <string>
int twice(int x) { return 2 * x; }
struct C { int v; C(int x) : v(x) { printf("C(%d)\n", x); } };
struct K { static int n; static int d; static C c; static std::string s; static const double pi; };
int K::n = 7;
int K::d = twice(K::n);
C K::c = C(K::d + 1);
std::string K::s = "str";
const double K::pi = 3.5;
int main() { printf("%d %d %d %s %g\n", K::n, K::d, K::c.v, K::s.c_str(), K::pi); }
