// Class template argument deduction with no arguments: a class template whose parameters all
// have defaults (std::negate{}, std::plus<>-style transparent function objects, a program's own)
// is its defaults' instance (C++17 [over.match.class.deduct]); a scoped enumeration of namespace
// std named by its qualified name (std::cv_status::timeout).
#include <condition_variable>
#include <cstdio>
#include <functional>
#include <typeinfo>

template <class T = int, int N = 3> struct box {
    T v[N];
    int size() const { return N; }
};

int main()
{
    auto neg = std::negate{};
    auto add = std::plus{};
    auto less = std::less{};
    std::printf("%d %g %d %d\n", neg(5), add(1.5, 2.25), less(1, 2), std::multiplies{}(6, 7));
    std::printf("%d\n", (int)(typeid(neg) == typeid(std::negate<void>)));
    box b{};
    std::printf("%d %d\n", b.size(), (int)(typeid(b.v[0]) == typeid(int)));
    std::printf("%d %d\n", (int)std::cv_status::no_timeout, (int)std::cv_status::timeout);
    return 0;
}
