// A class with a virtual function is not an aggregate (C++17 [dcl.init.aggr] p1): a braced list
// of values for one that declares no constructor taking them is an error (g++ refuses both
// marked lines too), where it had initialised the members and left the object without its
// dynamic type (a virtual call then found no function). Empty braces value-initialise it.
#include <cstdio>

struct B {
    int x;
    virtual int get() const { return x; }
};

int main()
{
    B b{1};                         // error
    B c = {2};                      // error
    B d{};                          // fine: value-initialised
    printf("%d %d %d\n", b.get(), c.get(), d.get());
    return 0;
}
