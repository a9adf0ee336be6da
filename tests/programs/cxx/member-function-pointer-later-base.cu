// A pointer to a member function of a base class that is not at the start of the derived
// class's objects (a base after the first) converts to a pointer to member function of the
// derived class in C++ (C++17 [conv.mem] p2); its call must then adjust the object's address.
// cudarepl's pointers to member functions are plain function pointers without that adjustment,
// so it refuses the conversion with a message, rather than calling the function on the wrong
// subobject.
#include <cstdio>

struct A { int a = 1; virtual ~A() {} };
struct B { int b = 2; int getb() { return b; } };
struct C : A, B { int c = 3; };

int main()
{
    C c;
    int (C::*gf)() = &B::getb;
    printf("%d\n", (c.*gf)());
    int (B::*bf)() = &B::getb; // through a pointer to B: fine
    printf("%d\n", (static_cast<B &>(c).*bf)());
    return 0;
}
