// A conditional expression whose second and third operands have one arithmetic type has that
// type, not the promoted one (C++17 [expr.cond] p4-6): `t ? 'Y' : 'N'` is a char, so
// std::cout prints the character; two shorts give a short, two bools a bool. Operands of two
// types meet in the usual arithmetic conversions (p7). The output is g++'s.
#include <cstdio>
#include <iostream>

int main()
{
    char c = 'x', d = 'y';
    bool t = true, f = false;
    std::cout << (t ? c : d) << (f ? 'a' : 'b') << (t ? c : 'z') << "\n";
    short s = 1;
    unsigned char u = 200;
    std::cout << sizeof(t ? s : s) << sizeof(t ? s : (short)2) << sizeof(t ? u : u) << sizeof(t ? s : 1)
              << sizeof(t ? c : 1) << "\n";
    std::cout << (t ? true : false) << " " << std::boolalpha << (t ? t : f) << "\n";
    auto v = t ? c : 'q';
    auto w = t ? u : u;
    printf("%zu %zu %d\n", sizeof v, sizeof w, (int)(unsigned char)(t ? u : u));
    std::cout << (f ? 1.5f : 2.5f) << " " << sizeof(t ? 1.5f : 2.5f) << " " << sizeof(t ? 1.5f : 2.5) << "\n";
    return 0;
}
