/* A class template given more arguments than it has parameters is ill-formed (C++17
 * [temp.arg] p1): g++ says "wrong number of template arguments (3, should be 2)"; cudarepl
 * names the template and its count, and does not quietly drop the extra one (a std::map given
 * a comparison it ignored printed in the wrong order). */
#include <cstdio>
template <class A, class B> struct Pair { A a; B b; };
template <class T, class... Rest> struct Many { static const int n = 1 + sizeof...(Rest); };
int main()
{
    Many<int, char, float> ok;
    Pair<int, int, float> p;
    p.a = ok.n;
    printf("%d\n", p.a);
    return 0;
}
