// std::forward and casts to a reference of an array or a string literal: the object itself,
// not its decayed pointer. Reference: g++ 12.
#include <cstdio>
#include <string>
#include <utility>
void show(const std::string &s) { printf("[%s]\n", s.c_str()); }
void showp(const char *p) { printf("<%s>\n", p); }
template <class A> void f(A &&a) { showp(a); show(a); show(std::forward<A>(a)); }
template <class A> void g(const A &a) { showp(a); show(a); }
int main() { f("abc"); g("xyz"); const char arr[] = "qq"; f(arr); return 0; }
