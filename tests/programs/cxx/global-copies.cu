// (g++) Variables at file scope initialised from another of a class type: std::string b = a and
// auto c = a copy a's string (each then owns its own buffer).
#include <string>
#include <cstdio>
std::string a = "a string long enough to be on the heap";
std::string b = a;
auto c = a;
int main() { b += "1"; c += "2"; printf("%s|%s|%s\n", a.c_str(), b.c_str(), c.c_str()); }
