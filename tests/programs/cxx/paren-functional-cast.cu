// (g++ -x c++) A parenthesised functional cast is an expression, not a cast's type: `(int(5))`
// cannot be a type-id (C++17 [dcl.ambig.res] p2: only what could be a type-id is one, and 5
// is no parameter declaration), so `(int(5)) << 1` shifts and `(S(1, 2)).v` names a member;
// `(S(x))` with x a variable is an expression too, while `(int(*)(T))` stays a type.
#include <cstdio>
#include <iostream>
#include <string>
struct S {
    int v;
    S(int a, int b) : v(a + b) {}
    S(int a) : v(a) {}
    int operator<<(int k) { return v << k; }
};
typedef int T;
int main()
{
    int x = 4;
    int a = (int(5)) << 1;
    int b = (S(1, 2)) << 2;
    int c = (S(1, 2)).v + 1;
    int d = (S(x)).v * 3;
    int e = ((int(7))) + 1;
    int f = (int)(5) << 1;
    printf("%d %d %d %d %d %d %d\n", a, b, c, d, e, f, (int)sizeof(int (*)(T)));
    std::cout << (std::string(3, 'a')) << " " << (std::string("xy") + "z") << "\n";
}
