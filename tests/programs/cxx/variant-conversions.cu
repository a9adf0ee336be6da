// (g++ -x c++) Which alternative a std::variant's converting constructor and assignment choose:
// the one overload resolution picks among those the value reaches without narrowing (an int
// does not choose float, a float does not choose int), and bool only for a bool (a string literal
// chooses std::string, not bool), as libstdc++ does in C++17 (P0608, P1957).
#include <variant>
#include <string>
#include <iostream>
int main()
{
    std::variant<float, long> a = 3;
    std::variant<bool, std::string> b = "x";
    std::variant<bool, int> c = true;
    std::variant<bool, int> c2 = 5;
    std::variant<int, double> d = 2.5f;
    std::variant<long, double> e = 'c';
    std::variant<unsigned, double> f = 7u;
    std::variant<short, long long> g = 7;
    std::variant<std::string, const char *> h = "lit";
    std::variant<int, std::string> i = std::string("s");
    std::variant<float, double> j = 1.0;
    std::variant<int, float> k = 1.0f;
    std::cout << a.index() << b.index() << c.index() << c2.index() << d.index() << e.index() << f.index() << g.index() << h.index() << i.index() << j.index() << k.index() << "\n";
    a = 5L; std::cout << a.index();
    a = 2.5f; std::cout << a.index() << "\n";
}
