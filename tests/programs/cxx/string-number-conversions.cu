#include <iostream>
#include <string>
#include <stdexcept>
int main() {
    const char *in[] = {"42", "  -17abc", "0x1f", "99999999999", "abc", "3.5e2x", "1e999", "-0", "077", ""};
    for (const char *t : in) {
        std::string s(t);
        size_t pos = 0;
        try { int v = std::stoi(s, &pos); std::cout << "stoi(" << s << ") = " << v << " pos " << pos << "\n"; }
        catch (const std::invalid_argument &e) { std::cout << "invalid_argument: " << e.what() << "\n"; }
        catch (const std::out_of_range &e) { std::cout << "out_of_range: " << e.what() << "\n"; }
        try { long v = std::stol(s, &pos, 0); std::cout << "stol base 0 (" << s << ") = " << v << " pos " << pos << "\n"; }
        catch (const std::exception &e) { std::cout << "error: " << e.what() << "\n"; }
        try { double v = std::stod(s, &pos); std::cout << "stod(" << s << ") = " << v << " pos " << pos << "\n"; }
        catch (const std::exception &e) { std::cout << "error: " << e.what() << "\n"; }
        try { unsigned long long v = std::stoull(s, nullptr, 16); std::cout << "stoull hex (" << s << ") = " << v << "\n"; }
        catch (const std::exception &e) { std::cout << "error: " << e.what() << "\n"; }
        try { float v = std::stof(s); std::cout << "stof(" << s << ") = " << v << "\n"; }
        catch (const std::exception &e) { std::cout << "error: " << e.what() << "\n"; }
    }
    std::cout << std::stoll("-9223372036854775807") << " " << std::stoul("4294967295") << "\n";
}
