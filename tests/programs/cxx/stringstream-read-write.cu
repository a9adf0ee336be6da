// std::stringstream written and read through one buffer (libstdc++'s stringbuf: the reads see
// what was written; a stream made from a string is written over from its start), getline with
// a delimiter, clear() after the end (the next read tries again), str("") to empty it.
// Reference: g++ 12 / libstdc++.
#include <cstdio>
#include <sstream>
#include <string>
#include <iostream>
int main() {
    std::stringstream ss("12 3.5 hello");
    int i; double d; std::string w;
    ss >> i >> d >> w;
    printf("%d %g %s [%s] %d\n", i, d, w.c_str(), ss.str().c_str(), (int)ss.eof());
    std::stringstream t;
    t << 42 << " " << 2.25 << " abc";
    int a; double b; std::string c;
    t >> a >> b >> c;
    std::cout << a << "|" << b << "|" << c << "|" << t.str() << std::endl;
    t.clear();
    t << " more 7";
    std::string m; int n;
    t >> m >> n;
    std::cout << m << " " << n << " [" << t.str() << "]\n";
    std::stringstream u("hello");
    u << "J";
    std::cout << u.str() << "\n";
    std::stringstream line("a,b,,c");
    std::string tok;
    while (std::getline(line, tok, ','))
        std::cout << "<" << tok << ">";
    std::cout << "\n";
    std::stringstream v;
    v << "x=" << 5;
    std::string s2 = v.str();
    v.str("");
    v << 9;
    std::cout << s2 << " " << v.str() << std::endl;
    return 0;
}
