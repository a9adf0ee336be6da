// (g++ -x c++) std::get by index and by type (C++14) on tuples and pairs, read and assigned,
// on const objects too; <tuple> brings std::pair, as libstdc++'s does.
#include <iostream>
#include <string>
#include <tuple>

static std::tuple<std::string, int, double> record(int i)
{
    return std::make_tuple(std::string("item") + std::to_string(i), i * i, i / 4.0);
}

int main()
{
    std::tuple<int, std::string, double> t(1, "two", 3.5);
    std::get<std::string>(t) += "!";
    std::get<int>(t) = 10;
    std::get<2>(t) *= 2;
    const auto &ct = t;
    std::cout << std::get<0>(t) << " " << std::get<std::string>(ct) << " " << std::get<double>(t) << " "
              << std::get<2>(ct) << " " << std::get<int>(ct) << "\n";
    for (int i = 1; i <= 3; i++) {
        auto r = record(i);
        std::cout << std::get<std::string>(r) << ": " << std::get<1>(r) << " " << std::get<double>(r) << "\n";
    }
    std::pair<std::string, int> p("key", 4);
    const std::pair<std::string, int> cp = p;
    std::get<1>(p) = 9;
    std::get<std::string>(p) += "s";
    std::cout << std::get<std::string>(p) << " " << std::get<int>(p) << " " << std::get<0>(cp) << " "
              << std::get<1>(cp) << " " << std::get<int>(cp) << "\n";
    std::pair<int, char> pc = std::make_pair(65, 'B');
    std::cout << std::get<char>(pc) << std::get<0>(pc) << " " << sizeof(t) << " " << sizeof(pc) << "\n";
    return 0;
}
