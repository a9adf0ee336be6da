// (g++ -x c++) Host variables initialised with functions' addresses: a function pointer, an
// array of them, and a struct holding one (C++17 [dcl.init] p17: the address of a function is
// a constant expression, so these are set before main runs).
#include <cstdio>
int twice(int x) { return 2 * x; }
int square(int x) { return x * x; }
int (*op)(int) = twice;
int (*also)(int) = &square;
int (*table[])(int) = {twice, square, twice};
struct Named { const char *name; int (*f)(int); };
Named named[] = {{"twice", twice}, {"square", &square}};
int main()
{
    printf("%d %d\n", op(3), also(4));
    for (int i = 0; i < 3; i++)
        printf("%d ", table[i](i + 5));
    printf("\n");
    for (const Named &n : named)
        printf("%s(7) = %d\n", n.name, n.f(7));
    return 0;
}
