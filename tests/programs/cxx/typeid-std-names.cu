// typeid of the library's classes gives libstdc++'s mangled names (the Itanium C++ ABI, as g++
// writes them): std::string is std::__cxx11::basic_string<char, ...>, a container carries its
// default allocator, a class of namespace std has St before its name, and repeated parts are
// substitutions. Expected output: g++'s (host code only).
#include <cstdio>
#include <deque>
#include <exception>
#include <list>
#include <string>
#include <typeinfo>
#include <utility>
#include <vector>

struct Mine {};

int main()
{
    std::string s = "text";
    printf("%s\n", typeid(std::string).name());
    printf("%s\n", typeid(s).name());
    printf("%s\n", typeid(const std::string &).name());
    printf("%s\n", typeid(std::string *).name());
    printf("%s\n", typeid(std::vector<int>).name());
    printf("%s\n", typeid(std::vector<std::vector<int>>).name());
    printf("%s\n", typeid(std::vector<std::string>).name());
    printf("%s\n", typeid(std::vector<Mine>).name());
    printf("%s\n", typeid(std::vector<char>).name());
    printf("%s\n", typeid(std::list<double>).name());
    printf("%s\n", typeid(std::deque<Mine *>).name());
    printf("%s\n", typeid(std::pair<int, std::string>).name());
    printf("%s\n", typeid(std::pair<std::string, std::string>).name());
    printf("%s\n", typeid(std::exception).name());
    printf("%s\n", typeid(std::bad_cast).name());
    printf("%s\n", typeid(Mine).name());
    printf("%s\n", typeid(std::vector<std::list<int>>).name());
    printf("%d\n", typeid(s) == typeid(std::string));
    return 0;
}
