// A static constexpr data member of a floating type (C++17 [class.static.data] p3: a constexpr
// static member is initialised in its class, and is an inline variable) read by host code: in a
// function, as an argument, through a template parameter, in a class template's instance, in
// an arithmetic expression and bound to a reference. The output is g++'s.
#include <cstdio>

struct Limits {
    static constexpr float lo = -1.5f;
    static constexpr double hi = 2.25;
    static constexpr float third = 1.0f / 3.0f;
    static const int count = 7;
};

template <class T> struct Traits {
    static constexpr T scale = T(3.5);
    static constexpr T half = scale / 2;
};

template <class Tr> double scaled(double x) { return x * Tr::scale; }

static void show(const float &r) { printf("by reference %.9g\n", r); }

int main()
{
    float lo = Limits::lo;
    printf("%g %g %.9g %d\n", lo, Limits::hi, Limits::third, Limits::count);
    printf("%g %g\n", Traits<float>::scale, Traits<double>::half);
    printf("%g\n", scaled<Traits<float>>(2.0));
    printf("%g\n", Limits::hi * 4 + Limits::lo);
    show(Limits::third);
    return 0;
}
