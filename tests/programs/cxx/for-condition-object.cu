// (g++ -x c++) A for loop's condition may declare a variable (C++17 [stmt.for] p1, [stmt.stmt]
// condition): a class object is made and tested at each iteration and destroyed at its end,
// before the increment, and when the condition is false; break and continue destroy it.
#include <cstdio>
struct G { int v; G(int x):v(x){printf("G%d\n",v);} ~G(){printf("~G%d\n",v);} explicit operator bool() const { return v > 0; } };
int step(int &i) { printf("inc %d\n", i); return i--; }
int main() {
    for (int i = 2; G g = G(i); step(i)) { printf("body %d\n", g.v); }
    puts("after");
    for (int i = 3; G g = G(i); step(i)) { if (g.v == 2) { puts("continue"); continue; } if (g.v == 1) { puts("break"); break; } puts("body"); }
    puts("after2");
    for (int i = 2; int k = i; i--) printf("k %d\n", k);
    return 0;
}
