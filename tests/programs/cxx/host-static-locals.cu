// (g++ -x c++) A static local object of a class with a constructor is constructed once, the first
// time control passes its declaration (C++ [stmt.dcl]), whichever way it is initialised.
#include <cstdio>
struct C { int v; C(int x) : v(x) { printf("made %d\n", x); } int next() { return ++v; } };
int f() { static C c(10); return c.next(); }
int g() { static C c = C(20); return c.next(); }
int main() { f(); f(); printf("%d %d\n", f(), g() + g()); }
