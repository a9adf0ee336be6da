// (g++ -x c++) sizeof and alignof of the library types programs print, as libstdc++ lays them
// out on x86-64: string, the containers and adaptors, smart pointers, function, pair, tuple,
// optional, variant, any, array, bitset, complex, string_view, the string streams.
#include <any>
#include <array>
#include <bitset>
#include <complex>
#include <cstdio>
#include <deque>
#include <forward_list>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <queue>
#include <set>
#include <sstream>
#include <stack>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <variant>
#include <vector>

struct Big {
    double d[5];
};
struct Less {
    bool operator()(int a, int b) const { return a < b; }
};
static bool by_value(int a, int b) { return a < b; }

#define SHOW(...) printf("%-44s %3zu %2zu\n", #__VA_ARGS__, sizeof(__VA_ARGS__), alignof(__VA_ARGS__))

int main()
{
    SHOW(std::string);
    SHOW(std::vector<int>);
    SHOW(std::vector<std::string>);
    SHOW(std::vector<bool>);
    SHOW(std::map<int, int>);
    SHOW(std::map<std::string, double, Less>);
    SHOW(std::map<int, int, bool (*)(int, int)>);
    SHOW(std::set<int>);
    SHOW(std::multimap<int, int>);
    SHOW(std::multiset<double>);
    SHOW(std::unordered_map<int, int>);
    SHOW(std::unordered_map<std::string, int>);
    SHOW(std::unordered_set<int>);
    SHOW(std::deque<int>);
    SHOW(std::list<int>);
    SHOW(std::forward_list<int>);
    SHOW(std::queue<int>);
    SHOW(std::stack<int>);
    SHOW(std::priority_queue<int>);
    SHOW(std::shared_ptr<int>);
    SHOW(std::weak_ptr<int>);
    SHOW(std::unique_ptr<int>);
    SHOW(std::unique_ptr<int[]>);
    SHOW(std::unique_ptr<Big>);
    SHOW(std::function<int(int)>);
    SHOW(std::function<void()>);
    SHOW(std::pair<int, double>);
    SHOW(std::pair<char, char>);
    SHOW(std::pair<std::string, int>);
    SHOW(std::tuple<int, double, char>);
    SHOW(std::tuple<char, int>);
    SHOW(std::tuple<int>);
    SHOW(std::optional<int>);
    SHOW(std::optional<double>);
    SHOW(std::optional<char>);
    SHOW(std::optional<std::string>);
    SHOW(std::optional<Big>);
    SHOW(std::variant<int, double>);
    SHOW(std::variant<char, bool>);
    SHOW(std::variant<int, std::string>);
    SHOW(std::variant<std::monostate, Big>);
    SHOW(std::any);
    SHOW(std::array<int, 5>);
    SHOW(std::array<double, 3>);
    SHOW(std::bitset<8>);
    SHOW(std::bitset<64>);
    SHOW(std::bitset<65>);
    SHOW(std::complex<float>);
    SHOW(std::complex<double>);
    SHOW(std::string_view);
    SHOW(std::ostringstream);
    SHOW(std::istringstream);
    SHOW(std::stringstream);
    (void)by_value;
    return 0;
}
