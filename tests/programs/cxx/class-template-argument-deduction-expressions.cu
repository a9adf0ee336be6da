// Class template argument deduction in an expression (C++17 [over.match.class.deduct]): a class
// template named without arguments before ( or { is a temporary of the deduced instance:
// std::pair(1, 2.5), std::vector{1, 2, 3}, Box(21) as a function's argument, std::lock_guard(m).
// reference: g++
#include <cstdio>
#include <utility>
#include <vector>
#include <string>
#include <mutex>
template <class T> struct Box { T v; Box(T x) : v(x) {} T get() const { return v; } };
template <class T> T twice(const Box<T> &b) { return b.v * 2; }
int main() {
  auto p = std::pair(1, 2.5);
  auto v = std::vector{1, 2, 3};
  double d = Box(1.25).get();
  int t = twice(Box(21));
  std::mutex m;
  { auto lk = std::lock_guard(m); printf("locked\n"); }
  printf("%d %g %zu %g %d %s\n", p.first, p.second, v.size(), d, t, std::pair(std::string("a"), 3).first.c_str());
}
