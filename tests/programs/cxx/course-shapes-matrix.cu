// A course-style host program: an abstract base with a virtual destructor, final classes, a
// class template Matrix with operator() and a friend function template declared in the class
// (C++17 [temp.friend]), copy/move/swap assignment, a map of vectors with structured bindings,
// destructors at the end of main (g++'s output).
#include <iostream>
#include <vector>
#include <string>
#include <memory>
#include <algorithm>
#include <map>

class Shape {
  public:
    explicit Shape(std::string name) : name_(std::move(name)) {}
    virtual ~Shape() { std::cout << "~Shape " << name_ << "\n"; }
    virtual double area() const = 0;
    const std::string &name() const { return name_; }
    friend std::ostream &operator<<(std::ostream &os, const Shape &s) { return os << s.name() << "[" << s.area() << "]"; }
  protected:
    std::string name_;
};
class Circle : public Shape {
    double r_;
  public:
    Circle(double r) : Shape("circle"), r_(r) {}
    double area() const override { return 3.14159 * r_ * r_; }
};
class Square final : public Shape {
    double s_;
  public:
    Square(double s) : Shape("square"), s_(s) {}
    double area() const override { return s_ * s_; }
    ~Square() override { std::cout << "~Square\n"; }
};

template <typename T>
class Matrix {
    size_t rows_, cols_;
    std::vector<T> data_;
  public:
    Matrix(size_t r, size_t c, T v = T()) : rows_(r), cols_(c), data_(r * c, v) {}
    T &operator()(size_t i, size_t j) { return data_[i * cols_ + j]; }
    const T &operator()(size_t i, size_t j) const { return data_[i * cols_ + j]; }
    size_t rows() const { return rows_; }
    size_t cols() const { return cols_; }
    Matrix operator*(const Matrix &o) const {
        Matrix r(rows_, o.cols_);
        for (size_t i = 0; i < rows_; i++)
            for (size_t j = 0; j < o.cols_; j++)
                for (size_t k = 0; k < cols_; k++) r(i, j) += (*this)(i, k) * o(k, j);
        return r;
    }
    template <typename U> friend std::ostream &operator<<(std::ostream &os, const Matrix<U> &m);
};
template <typename U> std::ostream &operator<<(std::ostream &os, const Matrix<U> &m) {
    for (size_t i = 0; i < m.rows(); i++) { for (size_t j = 0; j < m.cols(); j++) os << m(i, j) << (j + 1 < m.cols() ? " " : ""); os << "\n"; }
    return os;
}

class Counter {
    static int instances;
    int id;
  public:
    Counter() : id(++instances) {}
    Counter(const Counter &) : id(++instances) {}
    Counter(Counter &&o) noexcept : id(o.id) { o.id = -1; }
    Counter &operator=(Counter o) { std::swap(id, o.id); return *this; }
    int get() const { return id; }
    static int count() { return instances; }
};
int Counter::instances = 0;

int main() {
    std::vector<std::unique_ptr<Shape>> shapes;
    shapes.push_back(std::make_unique<Circle>(1.5));
    shapes.emplace_back(new Square(2.0));
    shapes.push_back(std::make_unique<Circle>(0.5));
    std::sort(shapes.begin(), shapes.end(), [](const auto &a, const auto &b) { return a->area() < b->area(); });
    for (const auto &s : shapes) std::cout << *s << "\n";
    Matrix<int> a(2, 3, 1), b(3, 2, 2);
    a(0, 1) = 5;
    std::cout << a * b;
    std::vector<Counter> cs(3);
    cs.push_back(Counter());
    Counter c2 = cs[1];
    c2 = cs[0];
    std::cout << c2.get() << " " << Counter::count() << "\n";
    std::map<std::string, std::vector<int>> groups;
    for (int i = 0; i < 10; i++) groups[i % 3 == 0 ? "three" : i % 2 ? "odd" : "even"].push_back(i);
    for (auto &[k, v] : groups) { std::cout << k << ":"; for (int x : v) std::cout << " " << x; std::cout << "\n"; }
    shapes.erase(shapes.begin());
    std::cout << "end\n";
}
