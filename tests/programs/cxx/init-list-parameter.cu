/* A braced list passed to a function parameter of type std::initializer_list<E> (C++17
 * [dcl.init.list]): of ints, empty, of std::string made from literals. Reference: g++. */
#include <cstdio>
#include <initializer_list>
#include <string>
int sum(std::initializer_list<int> l) { int s = 0; for (int x : l) s += x; return s; }
void show(const char *tag, std::initializer_list<std::string> l) { printf("%s:", tag); for (auto &s : l) printf(" %s", s.c_str()); printf("\n"); }
int main() { printf("%d %d\n", sum({1, 2, 3}), sum({})); show("fruit", {"apple", "fig"}); }
