// typeid needs <typeinfo> (as with g++); dynamic_cast needs a polymorphic class.

#include <cstdio>
struct A { int x; };
int main() {
    A a;
    printf("%s\n", typeid(a).name());
    A *pa = &a;
    struct B : A {};
    B *pb = dynamic_cast<B *>(pa);
    return pb != 0;
}
