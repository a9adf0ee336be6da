// Conversions C++ does not make implicitly, each refused (g++ and nvcc refuse every marked line
// too): a pointer to one type as a pointer to another unrelated one ([conv.ptr]), including
// void * to T * and int * to unsigned * (in device code: invalid-pointer-conversion-device.cu);
// a pointer to const as a pointer to non-const ([conv.qual]); a scoped enumeration to or from
// an integer ([dcl.enum] p10; a braced list of one integer initialises one); a class object
// bound to a reference to int ([dcl.init.ref]); more initialisers than an array has elements
// ([dcl.init.aggr] p8); a variable of an abstract class ([class.abstract] p3); and a constexpr
// variable initialised by a call of a function that is not constexpr ([dcl.constexpr] p9).
#include <cstdio>
#include <cstdlib>

enum class Color { Red, Green };
struct S { int a; };
struct Shape { virtual double area() const = 0; virtual ~Shape() {} };
struct Square : Shape { double s = 2; double area() const override { return s * s; } };

int main()
{
    int i = 1;
    long *p = &i;                   // error (g++ too)
    unsigned u = 2;
    int *q = &u;                    // error (g++ too)
    const int c = 3;
    int *w = &c;                    // error (g++ too)
    float *h = malloc(16);          // error (g++ too)
    int x = Color::Green;           // error (g++ too)
    Color col = x;                  // error (g++ too)
    Color fine{1};                  // fine: a list of one integer
    S s{4};
    int &r = s;                     // error (g++ too)
    int a[2] = {1, 2, 3};           // error (g++ too)
    Shape sh;                       // error (g++ too)
    Square sq;                      // fine: Square overrides area
    constexpr int n = rand();       // error (g++ too)
    printf("%ld %d %d %p %d %d %d %d %d %f %d\n", *p, *q, *w, (void *)h, x, (int)col, (int)fine, r, a[0], sq.area(), n);
    return 0;
}
