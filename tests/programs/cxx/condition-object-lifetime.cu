// (g++ -x c++) An object declared in an if's or a switch's condition or init-statement lives to
// the end of that statement, not of the enclosing block (C++17 [stmt.select] p3-p4,
// [stmt.if] p3): its destructor runs before the statement after it.
#include <cstdio>
struct G { int v; G(int x) : v(x) { printf("ctor%d\n", v); } ~G() { printf("dtor%d\n", v); } explicit operator bool() const { return true; } };
int main() {
  { if (G g = G(1)) printf("in if\n"); printf("after if\n"); }
  { switch (G g = G(5); g.v) { default: printf("in switch\n"); } printf("after switch\n"); }
  { if (G g(6); g.v) printf("in if-init\n"); printf("after if-init\n"); }
}
