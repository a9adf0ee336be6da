// (g++ -x c++) Direct initialisation whose argument is a temporary of a qualified type (C++
// [dcl.ambig.res]: not a function declaration): std::mt19937 gen(std::random_device{}()), the
// idiom of course code that seeds a generator.
#include <cstdio>
#include <random>
#include <string>
int main()
{
    std::mt19937 gen(std::random_device{}());
    std::mt19937 fixed(std::mt19937::result_type(42));
    std::string s(std::string("ab") + "c");
    std::uniform_int_distribution<int> d(1, 6);
    int r = d(gen);
    printf("%d %u %s\n", r >= 1 && r <= 6, (unsigned)fixed(), s.c_str());
}
