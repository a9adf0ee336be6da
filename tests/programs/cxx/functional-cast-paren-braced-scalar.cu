// A braced list in parentheses as a functional cast of a scalar type, `int({7})`: g++ takes
// it as `int{7}` (warning that a list for a type that is not a class is not to be
// parenthesised), in a template's instance too (`T({x})`, T int).
// reference: g++
#include <cstdio>

typedef unsigned long ulong_t;

template <class T>
T make(T x)
{
    return T({x});
}

int main()
{
    int i = int({7});
    double d = double({2.5});
    long l = long({-3L});
    ulong_t u = ulong_t({40ul});
    int z = int({});
    char c = char({'x'});
    int *p = &i;
    int *q = (int *)(p);
    printf("%d %g %ld %lu %d %c %d\n", i, d, l, u, z, c, *q);
    printf("%d %g\n", make(11), make(1.25));
    printf("%d\n", int({i + 1}) * 2);
    return 0;
}
