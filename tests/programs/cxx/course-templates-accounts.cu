// A course-style host program: a Vec<T, N> class template over std::array with friend operators
// defined in the class, compile-time factorials, enable_if dispatch, a trailing return type,
// variadic sums, exceptions with their messages, numeric_limits and stream flags (g++'s output).
#include <iostream>
#include <iomanip>
#include <array>
#include <string>
#include <type_traits>
#include <vector>
#include <cmath>
#include <limits>
#include <stdexcept>

template <typename T, size_t N>
class Vec {
    std::array<T, N> d_{};
  public:
    Vec() = default;
    Vec(std::initializer_list<T> il) { size_t i = 0; for (T x : il) if (i < N) d_[i++] = x; }
    T &operator[](size_t i) { return d_[i]; }
    const T &operator[](size_t i) const { return d_[i]; }
    Vec &operator+=(const Vec &o) { for (size_t i = 0; i < N; i++) d_[i] += o.d_[i]; return *this; }
    friend Vec operator+(Vec a, const Vec &b) { a += b; return a; }
    friend Vec operator*(T s, Vec a) { for (auto &x : a.d_) x *= s; return a; }
    T norm() const { T s = 0; for (auto x : d_) s += x * x; return std::sqrt(s); }
    static constexpr size_t size() { return N; }
    friend std::ostream &operator<<(std::ostream &os, const Vec &v) {
        os << "(";
        for (size_t i = 0; i < N; i++) os << (i ? ", " : "") << v.d_[i];
        return os << ")";
    }
};

template <int N> struct Fact { static constexpr long value = N * Fact<N - 1>::value; };
template <> struct Fact<0> { static constexpr long value = 1; };

template <typename T>
typename std::enable_if<std::is_integral<T>::value, std::string>::type describe(T) { return "integral"; }
template <typename T>
typename std::enable_if<std::is_floating_point<T>::value, std::string>::type describe(T) { return "floating"; }

template <typename T> auto square(T x) -> decltype(x * x) { return x * x; }

template <typename... Ts> constexpr size_t count_args(Ts...) { return sizeof...(Ts); }
template <typename T> T sum_all(T x) { return x; }
template <typename T, typename... Rest> T sum_all(T x, Rest... rest) { return x + sum_all(rest...); }

class Account {
    std::string owner_;
    double balance_ = 0;
  public:
    explicit Account(std::string o) : owner_(std::move(o)) {}
    void deposit(double a) { if (a <= 0) throw std::invalid_argument("deposit must be positive"); balance_ += a; }
    void withdraw(double a) { if (a > balance_) throw std::runtime_error("insufficient funds for " + owner_); balance_ -= a; }
    double balance() const { return balance_; }
};

int main() {
    Vec<double, 3> a{1, 2, 2}, b{0.5, 0.5, 0.5};
    auto c = a + 2.0 * b;
    std::cout << c << " norm " << std::fixed << std::setprecision(4) << a.norm() << " size " << Vec<int, 7>::size() << "\n";
    std::cout.unsetf(std::ios::fixed);
    std::cout << Fact<10>::value << " " << describe(3) << " " << describe(2.5f) << " " << square(1.5) << "\n";
    std::cout << count_args(1, 'a', "s", 2.0) << " " << sum_all(1, 2, 3, 4) << " " << sum_all(1.5, 2.25) << "\n";
    Account acc("ada");
    acc.deposit(100);
    for (double amt : {30.0, 80.0, -5.0}) {
        try {
            if (amt < 0) acc.deposit(amt); else acc.withdraw(amt);
            std::cout << "ok " << acc.balance() << "\n";
        } catch (const std::invalid_argument &e) {
            std::cout << "invalid: " << e.what() << "\n";
        } catch (const std::exception &e) {
            std::cout << "error: " << e.what() << "\n";
        }
    }
    std::cout << std::numeric_limits<double>::epsilon() << " " << std::numeric_limits<unsigned char>::max() + 0 << " " << std::hex << 255 << std::dec << " " << std::scientific << 12345.678 << "\n";
    std::vector<std::vector<int>> grid(3, std::vector<int>(4, 0));
    for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) grid[i][j] = i * j;
    int tot = 0; for (auto &row : grid) for (int x : row) tot += x;
    std::cout << tot << " " << grid[2][3] << std::endl;
    static_assert(Fact<5>::value == 120, "fact");
    return 0;
}
