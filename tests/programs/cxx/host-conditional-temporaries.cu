// Temporaries made in one arm of ?: or on the right of && and ||: each is destroyed at the end of
// its full expression only if it was made (a flag per temporary, as C++ compilers keep). Host
// code only; expected output: what g++ 12 printed for this file compiled as C++.
#include <cstdio>
struct T { int id; T(int i) : id(i) { printf("T(%d)\n", id); } ~T() { printf("~T(%d)\n", id); } int get() const { return id; } };
int pick(bool a) { return (a ? T(1) : T(2)).get(); }
int main() {
    printf("%d\n", pick(true));
    printf("%d\n", pick(false));
    bool f = false;
    int x = f && T(3).get() > 0;
    int y = !f || T(4).get() > 0;
    printf("%d %d\n", x, y);
    return 0;
}
