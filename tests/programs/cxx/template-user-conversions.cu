// A user-defined conversion for a parameter that takes no part in deduction (C++17
// [temp.arg.explicit] 6: implicit conversions apply to it): copy(d, s, Size, P<S> &) with a
// class that has operator unsigned long() for the size; conversion functions to a scalar type in
// overload resolution among non-templates (operator int* for an int * parameter, a base class's
// operator long) and against a template's exact match; and an int beside such an object is no
// argument for a class whose constructors take no int (std::string's operator+).
#include <cstdio>
#include <string>

template <int S> struct P {
    int stages() const { return S; }
};
struct Size {
    unsigned long n;
    operator unsigned long() const { return n; }
};

template <int S> void copy(void *d, const void *s, unsigned long size, P<S> &pipe)
{
    printf("copy %lu bytes, %d stages\n", size, pipe.stages());
    for (unsigned long i = 0; i < size; i++)
        ((char *)d)[i] = ((const char *)s)[i];
}

struct Ptr {
    int *p;
    operator int *() const { return p; }
};
struct Base {
    long v;
    operator long() const { return v; }
};
struct Derived : Base {};

const char *g(int *) { return "g(int *)"; }
const char *g(const char *) { return "g(const char *)"; }
const char *h(double) { return "h(double)"; }
const char *h(const char *) { return "h(const char *)"; }
template <class T> const char *t(T) { return "t(T)"; }
const char *t(long) { return "t(long)"; }

int main()
{
    P<2> p;
    char a[4] = {1, 2, 3, 4}, b[4] = {0};
    Size sz{4};
    copy(b, a, sz, p);
    printf("%d %d\n", b[0], b[3]);
    int x = 5;
    Ptr q{&x};
    Derived d;
    d.v = 7;
    printf("%s %s %s\n", g(q), h(d), t(d));
    int i = 3;
    printf("%ld %ld\n", i + d, d * 2);
    std::string s = std::string("n") + "=" + std::to_string(i + d);
    printf("%s\n", s.c_str());
    return 0;
}
