// (g++ -x c++) A condition that starts with a type name and "(" is an expression, not a
// declaration: a function object made and called (if (Less()(a, b))), a functional cast
// (while (unsigned(n) > 2)); `if (int k = f())` is still a declaration.
#include <cstdio>
#include <functional>
struct Less {
    bool operator()(int a, int b) const { return a < b; }
};
static int f(int x) { return x - 3; }
int main()
{
    int a = 2, b = 5, n = 6;
    if (Less()(a, b))
        printf("less\n");
    if (std::greater<int>()(a, b))
        printf("greater\n");
    else
        printf("not greater\n");
    while (unsigned(n) > 2)
        n--;
    if (int k = f(n))
        printf("k %d\n", k);
    else
        printf("k zero, n %d\n", n);
    switch (Less()(b, a) ? 1 : 2) {
    case 2:
        printf("switch 2\n");
        break;
    }
}
