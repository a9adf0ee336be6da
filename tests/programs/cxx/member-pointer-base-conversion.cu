// A pointer to a member of a base class converts to a pointer to member of a derived class
// (C++17 [conv.mem] p2): it then names the same member in the derived class's base subobject,
// which may not be at the derived object's start (a base after the first). A null member
// pointer stays null. The output is g++'s.
#include <cstdio>

struct A { int a = 1; virtual ~A() {} };
struct B { int b = 2; int b2 = 5; int getb() const { return b; } };
struct C : A, B { int c = 3; };
struct D { int d = 4; };
struct E : D, C { };
struct F { int f = 6; int getf() const { return f * 10; } };
struct G : F { int g = 7; };

int main()
{
    C c;
    int C::*dm = &B::b;
    int C::*da = &A::a;
    printf("%d %d %d\n", c.*dm, c.*da, c.*&C::c);
    int B::*pick[2] = {&B::b, &B::b2};
    for (int i = 0; i < 2; i++) {
        int C::*m = pick[i]; // converted at run time
        printf("%d ", c.*m);
    }
    int B::*none = nullptr;
    int C::*n2 = none;
    printf("%d %d\n", n2 == nullptr, dm == nullptr);
    E e;
    int E::*de = &B::b2;
    C *pc = &e;
    printf("%d %d\n", e.*de, pc->*dm);
    G g;
    int (G::*gf)() const = &F::getf; // F is at G's start
    printf("%d\n", (g.*gf)());
    return 0;
}
