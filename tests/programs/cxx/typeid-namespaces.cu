// typeid of classes declared in namespaces gives g++'s names (the Itanium C++ ABI's nested
// names N...E, with substitutions for a namespace named again), and a class of an anonymous
// namespace is in g++'s _GLOBAL__N_1. Expected output: g++'s (host code only).
#include <cstdio>
#include <typeinfo>
#include <vector>

namespace ns {
struct S {};
namespace in {
struct T {};
template <class X> struct Box {};
enum class Color { red };
} // namespace in
} // namespace ns
namespace {
struct Local {};
}
namespace outer {
namespace {
struct Hidden {};
}
} // namespace outer

int main()
{
    std::printf("%s\n", typeid(ns::S).name());
    std::printf("%s\n", typeid(ns::in::T).name());
    std::printf("%s\n", typeid(ns::in::Box<ns::S>).name());
    std::printf("%s\n", typeid(ns::in::Box<ns::in::T>).name());
    std::printf("%s\n", typeid(ns::S *).name());
    std::printf("%s\n", typeid(const ns::S *).name());
    std::printf("%s\n", typeid(std::vector<ns::S>).name());
    std::printf("%s\n", typeid(Local).name());
    std::printf("%s\n", typeid(outer::Hidden).name());
    ns::in::T t;
    std::printf("%d\n", typeid(t) == typeid(ns::in::T));
    return 0;
}
