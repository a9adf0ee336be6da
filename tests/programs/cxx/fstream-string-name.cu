// (g++ -x c++) File streams named by a std::string (C++11 [ofstream.cons], [fstream.members]):
// std::ofstream's and std::fstream's constructors and open() take a string as they take a
// const char *, as std::ifstream's do.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

int main()
{
    std::string name = "fstream-string-name.tmp";
    std::ofstream out(name);
    out << "first line\n";
    out.close();
    std::fstream log;
    log.open(name, std::ios::app);
    std::cout << "open: " << log.is_open() << "\n";
    log << "second line\n";
    log.close();
    std::ofstream again;
    again.open(name + ".2");
    again << 42 << "\n";
    again.close();
    std::ifstream in(name);
    std::string line;
    while (std::getline(in, line))
        std::cout << "read: " << line << "\n";
    std::ifstream in2(name + ".2");
    int v = 0;
    in2 >> v;
    std::cout << "number: " << v << "\n";
    std::remove(name.c_str());
    std::remove((name + ".2").c_str());
    return 0;
}
