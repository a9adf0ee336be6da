// Course-style modern C++ in one program: namespace operators, mutable members and explicit
// operator bool, the void_t detection idiom, fold expressions, constexpr, optional/string_view,
// map of vectors, minmax, iota/copy_if/inner_product/lower_bound/rotate, numeric_limits, stream
// manipulators, tuple, unique_ptr<T[]>, weak_ptr, std::function and std::bind.
// reference: g++
#include <iostream>
#include <string>
#include <vector>
#include <map>
#include <algorithm>
#include <numeric>
#include <memory>
#include <sstream>
#include <iomanip>
#include <array>
#include <utility>
#include <functional>
#include <limits>
#include <cstdint>
#include <tuple>
#include <optional>
#include <string_view>

namespace geo {
struct Vec2 { double x{}, y{}; };
inline Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
inline Vec2 operator*(double s, Vec2 v) { return {s * v.x, s * v.y}; }
inline std::ostream &operator<<(std::ostream &os, const Vec2 &v) { return os << '(' << v.x << ", " << v.y << ')'; }
}

class Counter {
    mutable int reads_ = 0;
    int value_ = 0;
public:
    int get() const { ++reads_; return value_; }
    Counter &operator++() { ++value_; return *this; }
    Counter operator++(int) { Counter c = *this; ++value_; return c; }
    int reads() const { return reads_; }
    explicit operator bool() const { return value_ != 0; }
};

template <typename T, typename = void> struct has_size : std::false_type {};
template <typename T> struct has_size<T, std::void_t<decltype(std::declval<T>().size())>> : std::true_type {};

template <typename... Ts> auto sum_all(Ts... ts) { return (ts + ... + 0); }
template <typename T> constexpr T square(T x) { return x * x; }

std::optional<int> parse_int(std::string_view s) {
    int v = 0;
    if (s.empty()) return std::nullopt;
    for (char c : s) { if (c < '0' || c > '9') return std::nullopt; v = v * 10 + (c - '0'); }
    return v;
}

int main() {
    using namespace geo;
    Vec2 a{1, 2}, b{3.5, -1};
    std::cout << a + b << ' ' << 2.0 * a << '\n';
    Counter c;
    c++; ++c;
    std::cout << c.get() << c.get() << ' ' << c.reads() << ' ' << static_cast<bool>(c) << '\n';
    if (c) std::cout << "nonzero\n";
    std::cout << has_size<std::string>::value << has_size<int>::value << has_size<std::vector<int>>::value << '\n';
    std::cout << sum_all(1, 2, 3, 4) << ' ' << sum_all() << ' ' << square(1.5) << '\n';
    constexpr int sq = square(7);
    std::array<int, sq> arr{};
    std::cout << arr.size() << '\n';
    for (auto s : {"42", "x1", "", "007"}) {
        auto v = parse_int(s);
        std::cout << '"' << s << "\" -> " << (v ? std::to_string(*v) : "none") << ' ' << v.value_or(-1) << '\n';
    }
    std::map<std::string, std::vector<int>> m{{"a", {1, 2}}, {"b", {}}};
    m["c"].push_back(9);
    for (auto &[k, v] : m) std::cout << k << ':' << v.size() << ' ';
    std::cout << '\n';
    auto [mn, mx] = std::minmax({5, 3, 9, 1});
    std::cout << mn << ' ' << mx << '\n';
    std::vector<int> v(10);
    std::iota(v.begin(), v.end(), 1);
    std::vector<int> evens;
    std::copy_if(v.begin(), v.end(), std::back_inserter(evens), [](int x) { return x % 2 == 0; });
    std::cout << std::accumulate(evens.begin(), evens.end(), 0) << ' ' << std::inner_product(v.begin(), v.begin() + 3, v.begin(), 0) << '\n';
    auto it = std::lower_bound(v.begin(), v.end(), 7);
    std::cout << *it << ' ' << std::distance(v.begin(), it) << ' ' << std::binary_search(v.begin(), v.end(), 11) << '\n';
    std::rotate(v.begin(), v.begin() + 3, v.end());
    for (int x : v) std::cout << x;
    std::cout << '\n';
    std::cout << std::numeric_limits<int>::max() << ' ' << std::numeric_limits<double>::epsilon() << ' ' << INT64_MAX << '\n';
    std::ostringstream os;
    os << std::hex << std::showbase << 255 << ' ' << std::oct << 8 << std::dec << ' ' << std::setfill('0') << std::setw(5) << 42;
    std::cout << os.str() << '\n';
    std::cout << std::boolalpha << true << ' ' << (1 < 0) << std::noboolalpha << ' ' << true << '\n';
    auto t = std::make_tuple(1, std::string("two"), 3.0);
    std::cout << std::get<1>(t) << ' ' << std::tuple_size<decltype(t)>::value << '\n';
    std::unique_ptr<int[]> buf(new int[4]{1, 2, 3, 4});
    std::cout << buf[2] << '\n';
    auto sp = std::make_shared<std::string>("shared");
    std::weak_ptr<std::string> wp = sp;
    std::cout << *wp.lock() << ' ' << sp.use_count() << ' ' << wp.expired() << '\n';
    sp.reset();
    std::cout << wp.expired() << '\n';
    std::function<double(double)> f = [](double x) { return x / 2; };
    auto g = std::bind(std::plus<int>(), std::placeholders::_1, 10);
    std::cout << f(3) << ' ' << g(5) << '\n';
    return 0;
}
