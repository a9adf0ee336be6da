// (g++ -x c++) std::string_view: made from literals and std::string, split with find and
// substr, trimmed with remove_prefix/remove_suffix, compared (with each other and literals),
// find/rfind/find_first_of/find_last_of/find_*_not_of, converted to std::string, copy, printed
// with setw, libstdc++'s out_of_range messages, and std::hash equal to std::string's.
#include <cstdio>
#include <iostream>
#include <iomanip>
#include <string>
#include <string_view>
#include <vector>
static std::vector<std::string_view> split(std::string_view s, char sep)
{
    std::vector<std::string_view> out;
    size_t start = 0;
    for (;;) {
        size_t at = s.find(sep, start);
        out.push_back(s.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos) break;
        start = at + 1;
    }
    return out;
}
static int count_vowels(std::string_view s)
{
    int n = 0;
    for (char c : s) n += std::string_view("aeiou").find(c) != std::string_view::npos;
    return n;
}
int main()
{
    std::string line = "alpha,beta,,gamma,delta";
    std::vector<std::string_view> parts = split(line, ',');
    for (std::string_view p : parts)
        std::cout << '[' << p << "] " << p.size() << ' ';
    std::cout << '\n';
    std::string_view v = "  trimmed text  ";
    v.remove_prefix(v.find_first_not_of(' '));
    v.remove_suffix(v.size() - v.find_last_not_of(' ') - 1);
    std::cout << '"' << v << '"' << ' ' << v.length() << ' ' << v.front() << v.back() << ' ' << v[3] << '\n';
    std::cout << count_vowels("programming in cuda") << ' ' << count_vowels(line) << '\n';
    std::string_view a = "apple", b = "apricot";
    std::cout << (a < b) << (a == "apple") << (a != b) << (b > a) << ' ' << a.compare(b) << ' ' << b.compare(a) << '\n';
    std::cout << b.rfind('r') << ' ' << b.find("ri") << ' ' << b.find("zz") << ' ' << b.find_first_of("ci") << ' ' << b.find_last_of("pr") << ' ' << b.rfind("ap") << '\n';
    std::string copy = std::string(b.substr(2, 3));
    std::string s2(v);
    std::cout << copy << ' ' << s2 << ' ' << copy.size() << '\n';
    char buf[8] = {0};
    size_t k = a.copy(buf, 3, 1);
    std::cout << buf << ' ' << k << ' ' << std::setw(8) << a << '|' << '\n';
    try { a.substr(9); } catch (const std::out_of_range &e) { std::cout << e.what() << '\n'; }
    try { a.at(5); } catch (const std::out_of_range &e) { std::cout << e.what() << '\n'; }
    std::cout << std::hash<std::string_view>()("hello") << ' ' << std::hash<std::string>()("hello") << ' ' << std::string_view().empty() << '\n';
}
