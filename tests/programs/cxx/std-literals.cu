// The standard library's user-defined literals (C++14 [basic.string.literals],
// [time.duration.literals]): "abc"s is a std::string (embedded NULs kept), 10ms, 2s, 1h, 90min,
// 5us, 7ns are std::chrono durations, through `using namespace std::string_literals` and
// `std::chrono_literals`, inline namespaces of std::literals.
#include <chrono>
#include <iostream>
#include <string>

using namespace std::string_literals;
using namespace std::chrono_literals;

int main()
{
    std::string a = "abc"s + "def"s;
    auto b = "x\0y"s;
    std::cout << a << " " << a.size() << " " << b.size() << "\n";
    auto t = 10ms;
    std::chrono::milliseconds u = 2s + 10ms;
    std::cout << t.count() << " " << u.count() << " " << (1h).count() << " "
              << std::chrono::duration_cast<std::chrono::seconds>(90min).count() << "\n";
    std::chrono::microseconds us = 5us;
    std::chrono::nanoseconds ns = 7ns;
    std::cout << us.count() + ns.count() << " " << (3s).count() << "\n";
    return 0;
}
