// A constructor defined in its class whose initialiser list gives members their values in
// braces, one after another (: a_{a}, b_{b}): the body is the brace after the list, not the
// first member's braces (as in Thrust's example transform_input_output_iterator).
#include <cstdio>

class Scaled {
    int value_;
    int scale_;

  public:
    __host__ __device__ Scaled(int value, int scale) : value_{value}, scale_{scale} {}
    __host__ __device__ int value() const { return value_ << scale_; }
};

template <class T> struct Pair {
    T first, second;
    Pair(T a, T b) : first{a}, second{b} { printf("made %d %d\n", (int)first, (int)second); }
};

struct Mixed {
    int a;
    double b;
    long c;
    Mixed() : a(1), b{2.5}, c{4} {}
};

int main()
{
    Scaled s(3, 4);
    printf("%d\n", s.value());
    Pair<short> p(5, 6);
    Mixed m;
    printf("%d %g %ld\n", m.a, m.b, m.c);
    return 0;
}
