// A jump may not pass the declaration of a local variable that has an initialiser, or whose
// class has a constructor or destructor that does something, into that variable's scope (C++17
// [stmt.dcl] p3): a goto forward past `int x = 5;`, and a case label after `int w = 5;` in the
// same switch block, are refused (g++ and nvcc refuse the three marked lines too). A
// declaration without an initialiser (`int z;`), one in braces the jump does not enter, and a
// declaration right after a label are fine.
#include <cstdio>
#include <string>

int f(int k)
{
    switch (k) {
    case 0: { int y = 3; return y; }
    case 1: int z; z = 4; return z;
    case 2: int w = 5; return w;
    case 3: return 6;               // error: crosses w
    default: break;                 // error: crosses w
    }
    if (k > 10)
        goto end;                   // error: crosses x
    {
        std::string s;
    }
    int x = 5;
    printf("%d\n", x);
end:
    return 0;
}

int g(int k)
{
    if (k)
        goto out;
    {
        int a = 1;
        (void)a;
    }
out:
    int b = 2;
    return b;
}

int main()
{
    printf("%d %d\n", f(0), g(1));
    return 0;
}
