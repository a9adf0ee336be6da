// (g++ -x c++) Variable templates of class, pointer and array types (C++17 [temp]p1,
// [temp.inst]): each instance is a variable of its own, initialised as a namespace-scope
// variable is: `origin<int>` and `origin<double>` are two constant aggregates, `unit<float>` is
// made by a constructor when the program starts, `null_of<T>` is a pointer each instance holds
// (and code may change), `table<T>` an array; an instance named twice is the same object.
#include <cstdio>

template <class T> struct Pair {
    T x, y;
};
template <class T> constexpr Pair<T> origin{T(0), T(1)};

template <class T> struct Vec {
    T v[3];
    Vec(T a) : v{a, a + 1, a + 2} { printf("Vec(%g)\n", (double)a); }
    T sum() const { return v[0] + v[1] + v[2]; }
};
template <class T> Vec<T> unit = Vec<T>(T(1));

template <class T> T *null_of = nullptr;
template <class T> const char *type_name = "?";
template <> const char *type_name<int> = "int";
template <class T> T table[4] = {T(1), T(2), T(3), T(4)};

int seven = 7;

int main()
{
    printf("%d %d %g %g\n", origin<int>.x, origin<int>.y, origin<double>.x, origin<double>.y);
    printf("%g %g\n", (double)unit<float>.sum(), (double)unit<double>.v[2]);
    printf("%d %d\n", null_of<int> == nullptr, null_of<char> == nullptr);
    null_of<int> = &seven;
    printf("%d %d\n", *null_of<int>, &null_of<int> == &null_of<int>);
    printf("%s %s\n", type_name<int>, type_name<float>);
    table<int>[2] += 10;
    printf("%d %d %g\n", table<int>[2], table<int>[3], table<double>[0]);
    return 0;
}
