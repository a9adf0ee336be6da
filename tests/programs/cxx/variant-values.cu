// (g++ -x c++) A variant of int, double and std::string as a configuration value: a vector of them
// from a braced list of mixed values, a map of them assigned by operator[], described by std::visit
// with a generic lambda that branches with if constexpr on std::decay_t<decltype(x)>, and summed
// through get_if.
#include <variant>
#include <vector>
#include <string>
#include <iostream>
#include <map>
using Value = std::variant<int, double, std::string>;
std::string describe(const Value &v)
{
    return std::visit([](auto &&x) -> std::string {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, int>) return "int:" + std::to_string(x);
        else if constexpr (std::is_same_v<T, double>) return "double:" + std::to_string(x);
        else return "string:" + x;
    }, v);
}
int main()
{
    Value a{"x"};
    std::vector<Value> vs = {1, "two", 3.0, std::string("four")};
    vs.push_back(5);
    vs.emplace_back(6.5);
    for (const auto &v : vs) std::cout << describe(v) << "\n";
    std::map<std::string, Value> cfg;
    cfg["n"] = 3;
    cfg["name"] = "demo";
    cfg["rate"] = 0.5;
    for (auto &[k, v] : cfg) std::cout << k << " = " << describe(v) << "\n";
    std::cout << describe(a) << " " << std::get<std::string>(cfg["name"]) << "\n";
    auto sum = 0.0;
    for (auto &v : vs) if (auto p = std::get_if<int>(&v)) sum += *p; else if (auto q = std::get_if<double>(&v)) sum += *q;
    std::cout << sum << "\n";
}
