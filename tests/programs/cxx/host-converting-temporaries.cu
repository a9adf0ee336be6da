// A value converted to a class by its constructor for a const reference parameter, and return 9;
// of a class: the temporary is destroyed at the end of the full expression, the returned one
// lives on. Host code only; expected output: what g++ 12 printed for this file as C++.
#include <cstdio>
#include <string>
#include <iostream>
struct T { int id; T(int i) : id(i) { printf("T(%d)\n", id); } ~T() { printf("~T(%d)\n", id); } };
int show(const T &t) { printf("show %d\n", t.id); return t.id; }
T make() { return 9; }
void greet(const std::string &s) { std::cout << "hi " << s << std::endl; }
int main() {
    show(5);
    T m = make();
    printf("m %d\n", m.id);
    greet("there");
    return 0;
}
