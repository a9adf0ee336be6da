// typeid and dynamic_cast in host code (C++17 [expr.typeid], [expr.dynamic.cast]): the names
// are the Itanium ABI's, as libstdc++'s type_info::name() gives them (substitutions S_, S0_
// included); a polymorphic object's typeid is its dynamic type's and evaluates its operand,
// another's does not; dynamic_cast down, across (multiple inheritance) and to void *; a null
// pointer stays null. hash_code() is libstdc++'s. Reference: g++ 12 / libstdc++.
#include <cstdio>
#include <typeinfo>
#include <iostream>
struct Foo { int x; };
template <class A, class B> struct Pair { A a; B b; };
template <int N> struct Fixed {}; template <bool B> struct Flag {};
struct Base { virtual ~Base() {} virtual int f() { return 1; } };
struct Derived : Base { int f() { return 2; } };
struct Other { virtual void g() {} int pad; };
struct Multi : Other, Derived { };
enum Color { Red };
typedef unsigned int uint_t;
int main() {
    printf("%s %s %s %s %s\n", typeid(int).name(), typeid(const char *).name(), typeid(Foo).name(),
           typeid(Pair<Foo, Foo>).name(), typeid(Pair<int, float *>).name());
    printf("%s %s %s %s\n", typeid(Fixed<3>).name(), typeid(Fixed<-2>).name(), typeid(Color).name(), typeid(uint_t).name());
    printf("%s %s %s %s\n", typeid(int[4]).name(), typeid(const Foo *const *).name(), typeid(unsigned long long).name(), typeid(double &).name());
    printf("%s %s\n", typeid(Pair<const Foo *, Foo *>).name(), typeid(Pair<Pair<int,int>, Pair<int,int> >).name());
    Derived d; Base &b = d; Base *pb = &d; Base base;
    printf("%s %s %s %s\n", typeid(b).name(), typeid(*pb).name(), typeid(pb).name(), typeid(base).name());
    printf("%d %d %d\n", typeid(b) == typeid(Derived), typeid(int) != typeid(float), typeid(float) == typeid(float));
    printf("%d %d\n", typeid(int).before(typeid(float)), &typeid(int) == &typeid(int));
    printf("%zx %zx %zx\n", typeid(int).hash_code(), typeid(Pair<Foo, Foo>).hash_code(), typeid(Derived).hash_code());
    Derived *pd = dynamic_cast<Derived *>(pb);
    printf("%d %d\n", pd == &d, dynamic_cast<Derived *>(&base) == nullptr);
    Multi m; Other *po = &m; Base *pbm = &m;
    printf("%d %d %d\n", dynamic_cast<Base *>(po) == pbm, dynamic_cast<Multi *>(pbm) == &m, dynamic_cast<void *>(pbm) == (void *)&m);
    Derived &rd = dynamic_cast<Derived &>(b);
    printf("%d %s %s\n", rd.f(), typeid(*po).name(), typeid(m.f()).name());
    Base *null = nullptr;
    printf("%d\n", dynamic_cast<Derived *>(null) == nullptr);
    std::cout << typeid(3.0f).name() << " " << typeid(Flag<true>).name() << std::endl;
    int i = 0; (void)typeid(i++); printf("%d\n", i);
    Base *q = &d; int k = 0; (void)typeid(*(k++, q)); printf("%d\n", k);
    return 0;
}
