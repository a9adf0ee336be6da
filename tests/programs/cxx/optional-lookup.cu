// (g++ -x c++) std::optional as course code uses it: a lookup that may find nothing, value_or,
// has_value, nullopt, value() of an empty optional (bad_optional_access and its message),
// optional<std::string>, reset, emplace, comparisons with nullopt and values, sizeof.
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

static std::optional<int> find_index(const std::vector<std::string> &v, const std::string &key)
{
    for (size_t i = 0; i < v.size(); i++)
        if (v[i] == key)
            return (int)i;
    return std::nullopt;
}

static std::optional<std::string> lookup(const std::map<int, std::string> &m, int k)
{
    auto it = m.find(k);
    if (it == m.end())
        return {};
    return it->second;
}

static std::optional<double> safe_sqrt(double x)
{
    if (x < 0)
        return std::nullopt;
    double r = x;
    for (int i = 0; i < 40; i++)
        r = 0.5 * (r + x / r);
    return x == 0 ? 0 : r;
}

int main()
{
    std::vector<std::string> names = {"ada", "grace", "linus"};
    for (const char *k : {"grace", "alan", "linus"}) {
        std::optional<int> i = find_index(names, k);
        std::cout << k << ": " << (i.has_value() ? "found at " : "missing, ") << i.value_or(-1) << "\n";
    }
    std::map<int, std::string> m = {{1, "one"}, {2, "two"}};
    std::cout << lookup(m, 2).value_or("none") << " " << lookup(m, 3).value_or("none") << "\n";
    std::optional<std::string> s = lookup(m, 1);
    if (s)
        std::cout << "length " << s->size() << " value " << *s << "\n";
    s->append("!");
    std::cout << s.value() << "\n";
    s.reset();
    std::cout << std::boolalpha << s.has_value() << " " << (s == std::nullopt) << "\n";
    try {
        std::cout << s.value() << "\n";
    } catch (const std::bad_optional_access &e) {
        std::cout << "caught: " << e.what() << "\n";
    }
    s.emplace(3, 'q');
    std::cout << *s << " " << (s == std::string("qqq")) << " " << (s != std::nullopt) << "\n";
    for (double x : {16.0, -4.0, 2.0}) {
        auto r = safe_sqrt(x);
        if (r)
            std::cout << "sqrt(" << x << ") = " << *r << "\n";
        else
            std::cout << "sqrt(" << x << ") undefined\n";
    }
    std::optional<int> a = 3, b, c = 5;
    std::cout << (a < c) << " " << (b < a) << " " << (a == 3) << " " << (b == std::nullopt) << "\n";
    b = a;
    std::cout << *b << "\n";
    std::cout << "sizes " << sizeof(std::optional<int>) << " " << sizeof(std::optional<double>) << " "
              << sizeof(std::optional<char>) << " " << sizeof(std::optional<std::string>) << "\n";
    return 0;
}
