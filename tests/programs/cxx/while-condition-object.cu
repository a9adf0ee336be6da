// (g++ -x c++) The object a while loop's condition declares is made and tested at the top of
// each iteration and destroyed at its end, and when the condition is false, as C++17
// [stmt.while] p2 says; break and continue destroy it too.
#include <cstdio>
struct G { int v; G(int x):v(x){printf("G%d\n",v);} ~G(){printf("~G%d\n",v);} explicit operator bool() const { return v > 0; } };
int main() {
    int n = 2;
    while (G g = G(n--)) { printf("body %d\n", g.v); }
    puts("after");
    n = 3;
    while (G g = G(n--)) { if (g.v == 2) { puts("continue"); continue; } if (g.v == 1) { puts("break"); break; } puts("body"); }
    puts("after2");
    n = 2;
    while (int k = n--) printf("k %d\n", k);
    return 0;
}
