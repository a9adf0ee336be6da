// <string> in host code: construction, +, +=, substr, find, npos, to_string, stoi, comparisons,
// a const std::string & parameter given a literal, strings in a vector. Expected output: what
// g++ 12 with libstdc++ printed for this file compiled as C++; an H200 machine printed the same.
#include <iostream>
#include <string>
#include <vector>
static void greet(const std::string &who) { std::cout << "hi " << who << " (" << who.size() << ")" << std::endl; }
int main() {
    std::string a = "cuda", b("repl");
    std::string c = a + "-" + b;
    c += '!';
    greet(c);
    greet("literal");
    std::cout << c.substr(2, 4) << " " << c.find("repl") << " " << (c.find('z') == std::string::npos) << std::endl;
    std::vector<std::string> names;
    for (int i = 0; i < 3; i++) names.push_back("n" + std::to_string(i * 10));
    for (const auto &n : names) std::cout << n << ";";
    std::cout << std::endl << std::to_string(2.5) << " " << (a < b) << (a == "cuda") << std::endl;
    std::string s; for (char ch = 'a'; ch < 'f'; ch++) s.push_back(ch);
    std::cout << s << " " << s.length() << " " << s[1] << std::stoi("42") + 1 << std::endl;
    return 0;
}
