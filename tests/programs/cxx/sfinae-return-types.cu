// SFINAE in a function template's return type (C++17 [temp.deduct] p8): enable_if and
// conditional over a trait of the template's parameter (is_integral<T>::value) pick one of
// several overloads; enable_if_t and a trailing decltype return type (g++'s output).
#include <cstdio>
#include <string>
#include <type_traits>
#include <vector>

template <typename T>
typename std::enable_if<std::is_integral<T>::value, std::string>::type kind(T) { return "integral"; }
template <typename T>
typename std::enable_if<std::is_floating_point<T>::value, std::string>::type kind(T) { return "floating"; }
template <typename T>
std::enable_if_t<std::is_pointer<T>::value, std::string> kind(T) { return "pointer"; }

template <typename T>
typename std::conditional<(sizeof(T) > 4), long long, int>::type widen(T x) { return x; }

template <typename T>
typename std::enable_if<!std::is_same<T, bool>::value && std::is_arithmetic<T>::value, T>::type
twice(T x) { return x + x; }
template <typename T>
typename std::enable_if<std::is_same<T, bool>::value, T>::type twice(T x) { return x; }

template <typename C> auto first(const C &c) -> decltype(*c.begin()) { return *c.begin(); }

int main()
{
    int i = 3;
    printf("%s %s %s %s %s\n", kind(1).c_str(), kind('c').c_str(), kind(2.5).c_str(),
           kind(1.5f).c_str(), kind(&i).c_str());
    printf("%zu %zu\n", sizeof(widen(1)), sizeof(widen(1.0)));
    printf("%d %.2f %d\n", twice(21), twice(1.25), (int)twice(true));
    std::vector<int> v = {7, 8};
    printf("%d\n", first(v));
    return 0;
}
