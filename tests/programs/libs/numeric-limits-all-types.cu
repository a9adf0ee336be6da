// (g++ -x c++) std::numeric_limits of every arithmetic type, each member's value and the bits
// of each function's result (the low 10 bytes of a long double: its padding is not part of
// the value), and of cv-qualified types, whose limits are the unqualified type's (C++17
// [numeric.limits] p6: numeric_limits<const int> is specialized); a class has the primary
// template's zeros.
#include <iostream>
#include <limits>
#include <cstdio>
#include <cstdint>
#include <cstring>
using namespace std;
template <class T> void bits(T v) { unsigned char b[sizeof(T)]; memcpy(b, &v, sizeof(T)); for (int i = (int)(sizeof(T) > 10 ? 10 : sizeof(T)) - 1; i >= 0; i--) printf("%02x", b[i]); printf(" "); }
template <class T> void show(const char* n) {
  typedef numeric_limits<T> L;
  cout << n << " spec=" << L::is_specialized << " signed=" << L::is_signed << " int=" << L::is_integer << " exact=" << L::is_exact
       << " digits=" << L::digits << " d10=" << L::digits10 << " md10=" << L::max_digits10 << " radix=" << L::radix
       << " inf=" << L::has_infinity << " qnan=" << L::has_quiet_NaN << " snan=" << L::has_signaling_NaN << " iec=" << L::is_iec559
       << " bounded=" << L::is_bounded << " modulo=" << L::is_modulo << " traps=" << L::traps << " minexp=" << L::min_exponent << " minexp10=" << L::min_exponent10
       << " maxexp=" << L::max_exponent << " maxexp10=" << L::max_exponent10 << " round=" << L::round_style << " denorm=" << L::has_denorm << " tinyness=" << L::tinyness_before << "\n";
  cout << "  "; bits(L::min()); bits(L::max()); bits(L::lowest()); bits(L::epsilon()); bits(L::round_error()); bits(L::infinity()); bits(L::quiet_NaN()); bits(L::signaling_NaN()); bits(L::denorm_min()); cout << "\n";
}
int main() {
  show<bool>("bool"); show<char>("char"); show<signed char>("schar"); show<unsigned char>("uchar"); show<wchar_t>("wchar"); show<char16_t>("c16"); show<char32_t>("c32");
  show<short>("short"); show<unsigned short>("ushort"); show<int>("int"); show<unsigned>("uint"); show<long>("long"); show<unsigned long>("ulong");
  show<long long>("ll"); show<unsigned long long>("ull"); show<float>("float"); show<double>("double"); show<long double>("ldouble");
  show<const int>("cint"); show<volatile double>("vd"); show<const volatile unsigned char>("cvuc"); show<int8_t>("i8"); show<uint64_t>("u64");
  cout << numeric_limits<double>::max() << " " << numeric_limits<float>::min() << " " << numeric_limits<double>::denorm_min() << " " << numeric_limits<int>::min() << " " << (int)numeric_limits<char>::min() << "\n";
  cout << numeric_limits<float>::infinity() << " " << -numeric_limits<double>::infinity() << " " << numeric_limits<double>::quiet_NaN() << " " << numeric_limits<long double>::epsilon() << "\n";
  struct X {}; cout << numeric_limits<X>::is_specialized << numeric_limits<X>::digits << "\n";
}
