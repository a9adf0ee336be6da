// (g++ -x c++) typeid(T).name() of a class or enumeration declared in a class or a namespace:
// g++'s Itanium C++ ABI names (C++17 [expr.typeid]; the ABI's <nested-name>, N...E, with the
// enclosing classes and namespaces as prefixes and their substitutions S_, S0_, ...).
#include <cstdio>
#include <limits>
#include <atomic>
#include <typeinfo>
#include <vector>
namespace ns {
struct S {
    struct In {};
};
namespace in {
struct T {};
enum E { e };
} // namespace in
template <class X> struct Tp {
    struct N {};
    enum K { k };
};
} // namespace ns
struct Outer {
    struct Inner {
        struct Deep {};
    };
    enum Col { red };
    enum class Mode { on };
};
struct Top {};
enum Plain { p0 };
template <class X> struct G {
    struct H {};
};
int main()
{
    printf("%s\n", typeid(ns::S).name());
    printf("%s\n", typeid(ns::in::T).name());
    printf("%s\n", typeid(ns::in::E).name());
    printf("%s\n", typeid(ns::in::e).name());
    printf("%s\n", typeid(Outer::Inner).name());
    printf("%s\n", typeid(Outer::Inner::Deep).name());
    printf("%s\n", typeid(Outer::Col).name());
    printf("%s\n", typeid(Outer::Mode).name());
    printf("%s\n", typeid(Top).name());
    printf("%s\n", typeid(Plain).name());
    printf("%s\n", typeid(ns::S::In).name());
    printf("%s\n", typeid(ns::Tp<int>::N).name());
    printf("%s\n", typeid(ns::Tp<ns::S>::K).name());
    printf("%s\n", typeid(G<Outer>::H).name());
    printf("%s\n", typeid(ns::Tp<Outer::Inner>).name());
    printf("%s\n", typeid(Outer::Inner *).name());
    printf("%s\n", typeid(const Outer::Inner::Deep *).name());
    printf("%s\n", typeid(Outer::Inner[3]).name());
    printf("%s\n", typeid(void (*)(Outer::Inner, Outer, Outer::Inner *)).name());
    printf("%s\n", typeid(void (*)(Outer, Outer::Inner)).name());
    printf("%s\n", typeid(void (*)(ns::in::E, ns::in::T)).name());
    printf("%s\n", typeid(std::vector<Outer::Inner>).name());
    printf("%s\n", typeid(std::float_round_style).name());
    printf("%s\n", typeid(std::memory_order).name());
    Outer::Inner::Deep d;
    printf("%s\n", typeid(d).name());
    return 0;
}
