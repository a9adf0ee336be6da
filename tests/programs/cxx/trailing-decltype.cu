// A function template's trailing return type that names its parameters
// (auto f(A a, B b) -> decltype(a + b), C++11): the parameters are in scope there, and the type
// comes from each instance's own arguments. Reference: g++ 12.
#include <cstdio>
template <class T> auto twice(T x) -> decltype(x + x) { return x + x; }
template <class A, class B> auto add(A a, B b) -> decltype(a + b) { return a + b; }
template <class T> auto inc(T x) -> decltype(x + 1) { return x + 1; }
auto mul(int a, double b) -> decltype(a * b) { return a * b; }
int main()
{
    printf("%d %g %g %d %g %zu %zu\n", twice(21), add(1, 2.5), add(2.5f, 1.0f), (int)inc('a'), mul(2, 1.25),
           sizeof(add(1, 2L)), sizeof(twice('x')));
    return 0;
}
