// (g++ -x c++) Partial ordering of function templates (C++17 [temp.func.order]): among
// templates that take a call's arguments equally well, the more specialised one is chosen
// (T * over T, Box<T> over T, const Box<T> & over const T &); a function template's
// instance named with its arguments as a value (int (*f)(int) = twice<int>;).
#include <cstdio>

template <class T> struct Box { T v; };

template <class T> const char *kind(T) { return "a value"; }
template <class T> const char *kind(T *) { return "a pointer"; }
template <class T> const char *kind(Box<T>) { return "a box"; }

template <class T> const char *ref(const T &) { return "any"; }
template <class T> const char *ref(const Box<T> &) { return "a box"; }
template <class T, class U> const char *pair(const T &, const U &) { return "two types"; }
template <class T> const char *pair(const T &, const T &) { return "one type"; }

template <class T> T twice(T x) { return 2 * x; }
template <class T, int N> T times(T x) { return N * x; }

int main()
{
    int i = 1;
    Box<double> b{2.5};
    printf("%s %s %s\n", kind(i), kind(&i), kind(b));
    printf("%s %s\n", ref(i), ref(b));
    printf("%s %s\n", pair(1, 2.0), pair(1, 2));
    int (*f)(int) = twice<int>;
    double (*g)(double) = times<double, 3>;
    printf("%d %g\n", f(21), g(1.5));
    return 0;
}
