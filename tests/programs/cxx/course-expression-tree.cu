// A course-style host program: an expression tree of unique_ptr nodes with virtual functions,
// enable_if, a fold expression, std::tie comparisons, a map and an unordered_map keyed by a
// struct (braced keys: m{{{1, 2}, "a"}}, m[{1, 1}]), priority_queue, stack, std::array,
// std::optional with std::stoi's index, std::function recursion, structured bindings,
// iomanip, std::min of a list, string edits, std::bind (g++'s output).
#include <iostream>
#include <iomanip>
#include <sstream>
#include <string>
#include <vector>
#include <array>
#include <map>
#include <unordered_map>
#include <set>
#include <queue>
#include <stack>
#include <memory>
#include <functional>
#include <algorithm>
#include <numeric>
#include <tuple>
#include <optional>
#include <limits>
#include <type_traits>

enum class Kind { Add, Mul, Neg };

struct Expr {
    virtual ~Expr() = default;
    virtual double eval() const = 0;
    virtual std::string str() const = 0;
};
struct Num : Expr {
    double v;
    explicit Num(double v) : v(v) {}
    double eval() const override { return v; }
    std::string str() const override { std::ostringstream os; os << v; return os.str(); }
};
struct Bin : Expr {
    Kind k;
    std::unique_ptr<Expr> l, r;
    Bin(Kind k, std::unique_ptr<Expr> l, std::unique_ptr<Expr> r) : k(k), l(std::move(l)), r(std::move(r)) {}
    double eval() const override { return k == Kind::Add ? l->eval() + r->eval() : l->eval() * r->eval(); }
    std::string str() const override { return "(" + l->str() + (k == Kind::Add ? " + " : " * ") + r->str() + ")"; }
};

template <typename T, typename = typename std::enable_if<std::is_arithmetic<T>::value>::type>
T clamp01(T x) { return x < T(0) ? T(0) : x > T(1) ? T(1) : x; }

template <typename... Args>
void print_all(const Args &...args) { ((std::cout << args << ' '), ...); std::cout << '\n'; }

struct Point { int x, y; bool operator<(const Point &o) const { return std::tie(x, y) < std::tie(o.x, o.y); } };
struct PointHash { size_t operator()(const Point &p) const { return std::hash<int>()(p.x) * 31 + std::hash<int>()(p.y); } };
bool operator==(const Point &a, const Point &b) { return a.x == b.x && a.y == b.y; }

std::optional<int> parse_int(const std::string &s) {
    try { size_t pos; int v = std::stoi(s, &pos); if (pos != s.size()) return std::nullopt; return v; }
    catch (const std::exception &) { return std::nullopt; }
}

int main() {
    auto e = std::make_unique<Bin>(Kind::Add, std::make_unique<Num>(2), std::make_unique<Bin>(Kind::Mul, std::make_unique<Num>(3), std::make_unique<Num>(4.5)));
    std::cout << e->str() << " = " << e->eval() << "\n";
    print_all(1, 2.5, "three", 'c', std::string("five"));
    std::cout << clamp01(1.7) << " " << clamp01(-3) << "\n";
    std::map<Point, std::string> pm{{{1, 2}, "a"}, {{0, 5}, "b"}};
    for (const auto &[p, s] : pm) std::cout << p.x << "," << p.y << "=" << s << " ";
    std::cout << "\n";
    std::unordered_map<Point, int, PointHash> um; um[{1, 1}] = 3; um[{2, 2}] += 4;
    std::cout << um.size() << " " << um[{1, 1}] << "\n";
    std::priority_queue<int, std::vector<int>, std::greater<int>> pq;
    for (int x : {5, 1, 4, 2}) pq.push(x);
    while (!pq.empty()) { std::cout << pq.top() << " "; pq.pop(); }
    std::cout << "\n";
    std::stack<std::string> st; st.push("a"); st.push("b"); std::cout << st.top() << st.size() << "\n";
    std::array<int, 5> arr{5, 3, 1, 4, 2};
    std::sort(arr.begin(), arr.end(), [](int a, int b) { return a > b; });
    std::cout << std::accumulate(arr.begin(), arr.end(), 0) << " " << arr[0] << "\n";
    std::vector<int> sq; std::transform(arr.begin(), arr.end(), std::back_inserter(sq), [](int x) { return x * x; });
    for (int v : sq) std::cout << v << ",";
    std::cout << "\n";
    for (auto s : {"42", "x1", "17z", "-8"}) { auto v = parse_int(s); std::cout << s << "->" << (v ? std::to_string(*v) : "none") << " "; }
    std::cout << "\n";
    std::function<int(int)> fib = [&](int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); };
    std::cout << fib(15) << "\n";
    auto [q, r] = std::make_tuple(17 / 5, 17 % 5);
    std::cout << q << " " << r << "\n";
    std::cout << std::setw(8) << std::setfill('*') << std::fixed << std::setprecision(3) << 3.14159 << "|" << std::left << std::setw(6) << 42 << "|\n";
    std::cout << std::numeric_limits<float>::max() << " " << std::numeric_limits<int>::min() << "\n";
    std::cout << std::min({4, 2, 8}) << std::max({4, 2, 8}) << "\n";
    std::string s = "hello world, hello gpu";
    size_t at = s.find("hello", 1); s.replace(at, 5, "bye"); std::cout << s << " " << s.substr(6, 5) << " " << std::stod("2.5e3") << "\n";
    std::set<std::string> words; std::istringstream in(s); std::string w; while (in >> w) words.insert(w);
    for (auto &x : words) std::cout << "[" << x << "]";
    std::cout << std::endl;
    auto bound = std::bind(std::plus<int>(), std::placeholders::_1, 10);
    std::cout << bound(5) << "\n";
    return 0;
}
