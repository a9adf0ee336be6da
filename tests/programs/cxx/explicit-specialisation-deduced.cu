// An explicit specialisation of a function template whose template arguments are deduced from
// its parameter and return types, not written (C++17 [temp.expl.spec], [temp.deduct.decl]):
// template <> const char *twice(const char *) specialises template <class T> T twice(T).
// Expected output: g++ 12's (g++ -std=c++17 -x c++ explicit-specialisation-deduced.cu).
#include <cstdio>
#include <cstring>

template <class T> T twice(T x) { return x + x; }
template <> const char *twice(const char *) { return "twice"; }
template <> bool twice(bool b) { return !b; }

template <class T> int weight(const T &) { return 1; }
template <> int weight(const double &) { return 8; }

template <class T, class U> T convert(U u) { return (T)u; }
template <> int convert(const char *s) { return (int)strlen(s); }

template <class T> struct Box { T v; };
template <class T> T unbox(Box<T> b) { return b.v; }
template <> int unbox(Box<int> b) { return -b.v; }

int main()
{
    printf("%d %g %s %d\n", twice(4), twice(1.25), twice("x"), twice(true));
    printf("%d %d %d\n", weight(1), weight(2.0), weight('c'));
    printf("%d %d\n", convert<int>(3.75), convert<int>("four"));
    printf("%g %d\n", unbox(Box<double>{2.5}), unbox(Box<int>{7}));
    return 0;
}
