// <type_traits> in host code: is_same, is_integral, is_floating_point, is_arithmetic,
// is_signed, is_unsigned, is_pointer, is_const, is_void in templates (with if constexpr too),
// remove_pointer, remove_const, remove_cv, conditional, add_pointer, enable_if<true>,
// integral_constant. Expected output: what g++ 12 with libstdc++ printed for this file compiled
// as C++ (host code only).
#include <type_traits>
#include <iostream>
#include <cstdio>
template <class T> const char *kind(T) {
    if (std::is_floating_point<T>::value) return "floating";
    if (std::is_integral<T>::value) return std::is_signed<T>::value ? "signed integer" : "unsigned integer";
    if (std::is_pointer<T>::value) return "pointer";
    return "other";
}
template <class T> T half(T x) {
    if constexpr (std::is_integral<T>::value) return x >> 1;
    else return x / 2;
}
struct S { int a; };
int main() {
    std::cout << kind(1) << ", " << kind(2u) << ", " << kind(1.5f) << ", " << kind(2.5) << ", " << kind("s") << ", " << kind(S()) << std::endl;
    std::cout << std::is_same<int, int>::value << std::is_same<int, unsigned>::value << std::is_same<float, double>::value << std::is_same<S, S>::value << std::is_same<int *, int *>::value << std::is_same<const int, int>::value << std::endl;
    std::cout << std::is_integral<const int>::value << std::is_integral<bool>::value << std::is_integral<float>::value << std::is_arithmetic<double>::value << std::is_arithmetic<S>::value << std::is_void<void>::value << std::is_void<int>::value << std::endl;
    std::cout << std::is_signed<int>::value << std::is_signed<unsigned>::value << std::is_unsigned<unsigned char>::value << std::is_unsigned<float>::value << std::is_signed<double>::value << std::endl;
    std::cout << std::is_pointer<int *>::value << std::is_pointer<int>::value << std::is_pointer<int *const>::value << std::is_const<const int>::value << std::is_const<int>::value << std::is_volatile<volatile int>::value << std::endl;
    std::remove_pointer<int *>::type a = 5;
    std::remove_const<const double>::type b = 1.5; b += 1;
    std::remove_cv<const volatile long>::type c = 3; c++;
    std::conditional<true, int, double>::type d = 7.9;
    std::conditional<false, int, double>::type e = 7.9;
    std::add_pointer<int>::type p = &a;
    std::enable_if<true, int>::type f = 9;
    std::cout << a << " " << b << " " << c << " " << d << " " << e << " " << *p << " " << f << " " << sizeof(std::remove_pointer<char **>::type) << std::endl;
    std::cout << std::integral_constant<int, 5>::value << std::true_type::value << std::false_type::value << (bool)std::is_same<int, int>() << std::is_integral<int>()() << std::endl;
    std::cout << half(7) << " " << half(7.0) << std::endl;
    std::cout << std::is_same<std::remove_cv<const int>::type, int>::value << std::is_same<std::conditional<true, float, int>::type, float>::value << std::is_fundamental<S>::value << std::is_fundamental<char>::value << std::endl;
    return 0;
}
