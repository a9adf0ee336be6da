// Course-style templates: a Matrix<T, R, C> over std::array with a CRTP printing base (empty:
// sizeof shows no room for it), a member template operator* giving another instance, a hidden
// friend operator+, static_assert, if constexpr on type traits, T s{} accumulators.
// reference: g++
#include <iostream>
#include <array>
#include <type_traits>
#include <cmath>
#include <string>

template <typename Derived>
struct Printable {
    void print(std::ostream &os) const { static_cast<const Derived *>(this)->print_to(os); os << '\n'; }
};

template <typename T, std::size_t R, std::size_t C>
class Matrix : public Printable<Matrix<T, R, C>> {
    static_assert(std::is_arithmetic<T>::value, "Matrix needs an arithmetic type");
public:
    using value_type = T;
    static constexpr std::size_t rows = R, cols = C;
    Matrix() { data_.fill(T{}); }
    Matrix(std::initializer_list<T> init) {
        std::size_t i = 0;
        for (T v : init) data_[i++] = v;
        for (; i < R * C; ++i) data_[i] = T{};
    }
    T &operator()(std::size_t r, std::size_t c) { return data_[r * C + c]; }
    const T &operator()(std::size_t r, std::size_t c) const { return data_[r * C + c]; }
    template <std::size_t K>
    Matrix<T, R, K> operator*(const Matrix<T, C, K> &o) const {
        Matrix<T, R, K> out;
        for (std::size_t i = 0; i < R; ++i)
            for (std::size_t j = 0; j < K; ++j) {
                T s{};
                for (std::size_t k = 0; k < C; ++k) s += (*this)(i, k) * o(k, j);
                out(i, j) = s;
            }
        return out;
    }
    Matrix<T, C, R> transpose() const {
        Matrix<T, C, R> t;
        for (std::size_t i = 0; i < R; ++i)
            for (std::size_t j = 0; j < C; ++j) t(j, i) = (*this)(i, j);
        return t;
    }
    Matrix &operator+=(const Matrix &o) {
        for (std::size_t i = 0; i < R * C; ++i) data_[i] += o.data_[i];
        return *this;
    }
    friend Matrix operator+(Matrix a, const Matrix &b) { return a += b; }
    void print_to(std::ostream &os) const {
        for (std::size_t i = 0; i < R; ++i) {
            os << (i ? " [" : "[[");
            for (std::size_t j = 0; j < C; ++j) os << (j ? ", " : "") << (*this)(i, j);
            os << (i + 1 < R ? "]\n" : "]]");
        }
    }
    T trace() const {
        static_assert(R == C, "trace needs a square matrix");
        T s{};
        for (std::size_t i = 0; i < R; ++i) s += (*this)(i, i);
        return s;
    }
private:
    std::array<T, R * C> data_;
};

template <typename M>
auto frobenius(const M &m) -> decltype(std::sqrt(double{})) {
    double s = 0;
    for (std::size_t i = 0; i < M::rows; ++i)
        for (std::size_t j = 0; j < M::cols; ++j) s += double(m(i, j)) * m(i, j);
    return std::sqrt(s);
}

template <typename T>
std::string kind() {
    if constexpr (std::is_floating_point_v<T>) return "floating";
    else if constexpr (std::is_signed_v<T>) return "signed";
    else return "unsigned";
}

int main() {
    Matrix<int, 2, 3> a{1, 2, 3, 4, 5, 6};
    Matrix<int, 3, 2> b = a.transpose();
    auto c = a * b;
    a.print(std::cout);
    b.print(std::cout);
    c.print(std::cout);
    std::cout << "trace " << c.trace() << " frob " << frobenius(c) << '\n';
    Matrix<double, 2, 2> d{0.5, 1.5};
    auto e = d + d;
    e.print(std::cout);
    std::cout << kind<decltype(e)::value_type>() << ' ' << kind<int>() << ' ' << kind<unsigned>() << '\n';
    std::cout << decltype(c)::rows << 'x' << decltype(c)::cols << ' ' << sizeof(c) << '\n';
    return 0;
}
