// (g++ -std=c++17) Text processing as course code does it: CSV lines split with getline on an
// istringstream, std::transform with ::toupper, stoi/stod, setw/left/right/fixed, find, rfind
// (with positions), replace, substr, ostringstream, to_string, and the find_first_of /
// find_last_of / find_first_not_of / find_last_not_of families over sets and positions.
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
#include <algorithm>
#include <cctype>
#include <map>
#include <iomanip>
std::vector<std::string> split(const std::string &s, char d) {
    std::vector<std::string> out; std::string tok; std::istringstream in(s);
    while (std::getline(in, tok, d)) out.push_back(tok);
    return out;
}
int main() {
    std::string csv = "name,age,score\nalice,30,91.5\nbob,25,78.25\ncarol,35,88";
    std::istringstream lines(csv);
    std::string line;
    std::getline(lines, line);
    auto header = split(line, ',');
    double total = 0;
    while (std::getline(lines, line)) {
        auto f = split(line, ',');
        std::string up = f[0];
        std::transform(up.begin(), up.end(), up.begin(), ::toupper);
        int age = std::stoi(f[1]);
        double sc = std::stod(f[2]);
        total += sc;
        std::cout << std::left << std::setw(8) << up << std::right << std::setw(4) << age << std::fixed << std::setprecision(2) << std::setw(8) << sc << "\n";
    }
    std::cout << "avg " << total / 3 << "\n";
    std::string s = "the quick brown fox";
    size_t p = s.find("quick");
    s.replace(p, 5, "slow");
    std::cout << s << " " << s.substr(4, 4) << " " << s.rfind('o') << " " << (s.find("zzz") == std::string::npos) << "\n";
    std::ostringstream os; os << "x=" << 42 << ", y=" << 3.5; std::cout << os.str() << " " << os.str().size() << "\n";
    std::map<char, int> freq; for (char c : s) if (std::isalpha((unsigned char)c)) freq[c]++;
    for (auto &[c, n] : freq) if (n > 1) std::cout << c << n << " ";
    std::cout << "\n" << std::to_string(3.14159) << " " << std::to_string(-7) << "\n";
    std::string t = "  padded  "; t.erase(0, t.find_first_not_of(' ')); t.erase(t.find_last_not_of(' ') + 1); std::cout << "[" << t << "]\n";
}
struct Extra {
    Extra() {
        std::string s = "abc,def;ghi,,jkl";
        const char *sets[] = {",;", "xyz", "a", ""};
        for (const char *set : sets)
            for (size_t pos : {size_t(0), size_t(3), size_t(8), size_t(100), std::string::npos}) {
                std::cout << s.find_first_of(set, pos == std::string::npos ? 0 : pos) << " "
                          << s.find_last_of(set, pos) << " "
                          << s.find_first_not_of(set, pos == std::string::npos ? 0 : pos) << " "
                          << s.find_last_not_of(set, pos) << " | ";
            }
        std::cout << "\n" << s.rfind(',', 10) << " " << s.rfind("def", 3) << " " << s.rfind("def", 2) << " " << s.rfind(std::string("jkl")) << "\n";
        std::cout << ("abc" == std::string("abc")) << (std::string("a") <= std::string("b")) << (std::string("b") >= std::string("c")) << "\n";
    }
} extra_instance;
