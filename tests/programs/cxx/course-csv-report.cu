// A course-style host program: a CSV file written and read back with fstream and getline,
// split/trim/upper helpers, iomanip tables, stream flags (g++'s output).
#include <iostream>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
#include <map>
#include <algorithm>
#include <iomanip>
#include <cctype>

struct Student { std::string name; int age; double gpa; };

static std::vector<std::string> split(const std::string &s, char d) {
    std::vector<std::string> out; std::string cur; std::stringstream ss(s);
    while (std::getline(ss, cur, d)) out.push_back(cur);
    return out;
}
static std::string upper(std::string s) { std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::toupper(c); }); return s; }
static std::string trim(const std::string &s) {
    auto b = s.find_first_not_of(" \t"); auto e = s.find_last_not_of(" \t");
    return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

int main() {
    {
        std::ofstream f("students.csv");
        f << "name,age,gpa\n" << "  ada , 20, 3.9\n" << "bob,22,3.1\n" << "cy,19,3.5\n";
    }
    std::ifstream in("students.csv");
    std::string line;
    std::getline(in, line);
    std::vector<Student> ss;
    while (std::getline(in, line)) {
        auto f = split(line, ',');
        if (f.size() != 3) continue;
        ss.push_back({trim(f[0]), std::stoi(f[1]), std::stod(f[2])});
    }
    std::sort(ss.begin(), ss.end(), [](const Student &a, const Student &b) { return a.gpa > b.gpa; });
    std::cout << std::left << std::setw(8) << "NAME" << std::right << std::setw(5) << "AGE" << std::setw(7) << "GPA" << "\n";
    for (const auto &s : ss) std::cout << std::left << std::setw(8) << upper(s.name) << std::right << std::setw(5) << s.age << std::setw(7) << std::fixed << std::setprecision(2) << s.gpa << "\n";
    double avg = 0; for (auto &s : ss) avg += s.gpa; avg /= ss.size();
    std::cout << "avg " << std::setprecision(3) << avg << "\n";
    std::map<char, int> initials; for (auto &s : ss) initials[s.name[0]]++;
    for (auto &[c, n] : initials) std::cout << c << n;
    std::cout << std::endl;
    std::ostringstream os; os << std::hex << std::showbase << 255 << " " << std::oct << 8 << std::dec << " " << std::boolalpha << true;
    std::cout << os.str() << "\n";
    std::string text = "Hello, World"; size_t vowels = std::count_if(text.begin(), text.end(), [](char c) { return std::string("aeiouAEIOU").find(c) != std::string::npos; });
    std::cout << vowels << " " << std::string(3, '=') << text.substr(7) << std::string(3, '=') << "\n";
    std::remove("students.csv");
    return 0;
}
