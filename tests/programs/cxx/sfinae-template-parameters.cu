// SFINAE in template parameters (C++17 [temp.deduct] p8): a default template argument that does
// not make a type with the deduced arguments (class = enable_if_t<...>, or a non-type parameter
// of type enable_if_t<..., int> = 0) drops the candidate; the detection idiom (void_t in a
// partial specialisation) picks the specialisation only where its arguments are well formed;
// an explicit constructor never converts implicitly, so overload resolution skips it.
// reference: g++
#include <cstdio>
#include <string>
#include <vector>
#include <type_traits>

template <class T, class = std::enable_if_t<std::is_integral<T>::value>>
const char *kind(const T &) { return "integral"; }
template <class T, class = std::enable_if_t<std::is_floating_point<T>::value>, class = void>
const char *kind(const T &) { return "floating"; }
template <class T, std::enable_if_t<std::is_class<T>::value, int> = 0>
const char *kind(const T &) { return "class"; }

template <class T, typename std::enable_if<(sizeof(T) > 4), int>::type = 0>
int wide(T) { return 1; }
template <class T, typename std::enable_if<(sizeof(T) <= 4), int>::type = 0>
int wide(T) { return 0; }

template <class T, class = void> struct has_size : std::false_type {};
template <class T> struct has_size<T, std::void_t<decltype(std::declval<T>().size())>> : std::true_type {};
template <class T, class = void> struct has_value_type : std::false_type {};
template <class T> struct has_value_type<T, std::void_t<typename T::value_type>> : std::true_type {};

template <class C>
std::enable_if_t<has_size<C>::value, size_t> count(const C &c) { return c.size(); }
template <class C>
std::enable_if_t<!has_size<C>::value, size_t> count(const C &) { return 1; }

struct Meters { explicit Meters(double v) : v(v) {} double v; };
struct Feet { Feet(double v) : v(v) {} double v; };
const char *measure(Meters) { return "meters"; }
const char *measure(Feet) { return "feet"; }

struct Widget { int size() const { return 3; } };

int main()
{
    printf("%s %s %s %s\n", kind(3), kind(2.5f), kind(std::string("s")), kind('c'));
    printf("%d %d %d %d\n", wide(1), wide(1L), wide(2.0), wide('x'));
    printf("%d %d %d %d\n", (int)has_size<std::string>::value, (int)has_size<int>::value,
           (int)has_size<Widget>::value, (int)has_value_type<std::vector<int>>::value);
    printf("%d %zu %zu %zu\n", (int)has_value_type<Widget>::value, count(std::vector<int>(5)),
           count(Widget{}), count(42));
    printf("%s %s\n", measure(2.0), measure(Meters(1.0)));
    return 0;
}
