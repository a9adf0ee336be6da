// `int({2.5})` is `int{2.5}` (functional-cast-paren-braced-scalar.cu): a constant that does not
// fit is refused in host code as in `int{2.5}` (C++17 [dcl.init.list] p3;
// narrowing-host-constants.cu), a variable's narrowing warned about.
#include <cstdio>

int main()
{
    double x = 2.5;
    int a = int({x});
    int b = int({2.5});
    printf("%d %d\n", a, b);
    return 0;
}
