// invoke_result, is_invocable(_r), common_type and is_constructible / is_default_constructible
// (C++17 [meta.trans.other], [meta.rel], [meta.unary.prop]): the result type of a call, whether a
// call or a construction is well formed, the common type of arithmetic operands.
// reference: g++
#include <cstdio>
#include <type_traits>
#include <string>
template <class F, class... A> std::invoke_result_t<F, A...> call(F f, A... a) { return f(a...); }
struct Half { double operator()(int x) const { return x / 2.0; } };
template <class A, class B> std::common_type_t<A, B> add(A a, B b) { return a + b; }
int main() {
  auto r = call(Half{}, 5);
  printf("%g %d\n", r, (int)std::is_same<decltype(r), double>::value);
  printf("%d %d %d\n", (int)std::is_same<std::common_type_t<int, double>, double>::value,
         (int)std::is_same<std::common_type_t<int, long, char>, long>::value, (int)sizeof(add(1, 2.5f)));
  printf("%d %d %d %d\n", (int)std::is_invocable<Half, int>::value, (int)std::is_invocable<Half, std::string>::value,
         (int)std::is_invocable_r<double, Half, int>::value, (int)std::is_invocable<int>::value);
  printf("%d %d %d\n", (int)std::is_default_constructible<std::string>::value, (int)std::is_constructible<std::string, const char *>::value,
         (int)std::is_constructible<Half, int>::value);
}
