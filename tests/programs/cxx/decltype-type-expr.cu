// (g++ -x c++) decltype of an expression that starts with a type name, T() + T() or
// Vec(1, 2).x, in a function template's pattern and in ordinary code (C++17 [dcl.type.simple]
// p4): the type of the expression, not a parse of the type alone.
#include <cstdio>
#include <typeinfo>
struct Vec {
    int x, y;
    Vec(int a = 0, int b = 0) : x(a), y(b) {}
    Vec operator+(const Vec &o) const { return Vec(x + o.x, y + o.y); }
};
template <class T> decltype(T() + T()) add(T a, T b) { return a + b; }
template <class T> auto twice(T a) -> decltype(T() * 2) { return a * 2; }
template <class T, class U> decltype(T() * U()) mul(T a, U b) { return a * b; }
int main()
{
    printf("%d %g\n", add(1, 2), add(1.5, 2.25));
    Vec v = add(Vec(1, 2), Vec(3, 4));
    printf("%d %d\n", v.x, v.y);
    printf("%g %d\n", twice(1.25f), twice('a'));
    printf("%g %s\n", mul(3, 0.5), typeid(mul(3, 0.5)).name());
    decltype(Vec(1, 2).x + 0.5f) f = 1.75f;
    decltype(int() + 'a') i = 'b';
    printf("%g %s %d %s\n", f, typeid(f).name(), i, typeid(i).name());
    printf("%s %s\n", typeid(add(1u, 2u)).name(), typeid(twice(1.0f)).name());
    return 0;
}
