// (g++ -std=c++17) An object-oriented lecture program: constructors and destructors of a
// hierarchy in g++'s order (a virtual call in a base constructor runs the base's function), a
// mem-initializer's temporary (n + "-d" given to the base constructor) destroyed at its end, a
// static member count, friend operators of a complex class, template specialisations, RAII
// guards unwound by an exception, std::shared_ptr's use count.
#include <iostream>
#include <string>
#include <stdexcept>
#include <memory>
#include <vector>
struct Base {
    static int count;
    std::string name;
    Base(std::string n) : name(std::move(n)) { ++count; std::cout << "Base(" << name << ") " << who() << "\n"; }
    virtual ~Base() { --count; std::cout << "~Base(" << name << ")\n"; }
    virtual std::string who() const { return "base"; }
};
int Base::count = 0;
struct Derived : Base {
    int *data;
    Derived(std::string n, int k) : Base(n + "-d"), data(new int[k]) { std::cout << "Derived " << who() << "\n"; }
    ~Derived() override { delete[] data; std::cout << "~Derived\n"; }
    std::string who() const override { return "derived"; }
};
class Complex {
    double re, im;
public:
    Complex(double r = 0, double i = 0) : re(r), im(i) {}
    Complex &operator+=(const Complex &o) { re += o.re; im += o.im; return *this; }
    friend Complex operator+(Complex a, const Complex &b) { return a += b; }
    friend Complex operator*(const Complex &a, const Complex &b) { return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }
    bool operator==(const Complex &o) const { return re == o.re && im == o.im; }
    friend std::ostream &operator<<(std::ostream &os, const Complex &c) { return os << "(" << c.re << "," << c.im << ")"; }
};
template <typename T> struct TypeName { static const char *get() { return "unknown"; } };
template <> struct TypeName<int> { static const char *get() { return "int"; } };
template <> struct TypeName<double> { static const char *get() { return "double"; } };
struct Guard { const char *n; Guard(const char *n) : n(n) { std::cout << "acquire " << n << "\n"; } ~Guard() { std::cout << "release " << n << "\n"; } };
void risky(int x) { Guard g("inner"); if (x > 1) throw std::invalid_argument("x too big: " + std::to_string(x)); std::cout << "fine\n"; }
int main() {
    {
        std::unique_ptr<Base> p = std::make_unique<Derived>("one", 4);
        Base b("two");
        std::cout << p->who() << " " << b.who() << " count=" << Base::count << "\n";
    }
    std::cout << "count=" << Base::count << "\n";
    Complex a(1, 2), b(3, -1);
    Complex c = a + b * a;
    c += 1.5;
    std::cout << c << " " << (a == Complex(1, 2)) << "\n";
    std::cout << TypeName<int>::get() << " " << TypeName<double>::get() << " " << TypeName<char>::get() << "\n";
    for (int i = 1; i <= 2; i++) {
        try { Guard g("outer"); risky(i); }
        catch (const std::invalid_argument &e) { std::cout << "caught: " << e.what() << "\n"; }
    }
    std::vector<std::shared_ptr<Base>> shared;
    auto s1 = std::make_shared<Derived>("s", 2);
    shared.push_back(s1); shared.push_back(s1);
    std::cout << "use_count " << s1.use_count() << "\n";
    shared.clear();
    std::cout << "use_count " << s1.use_count() << "\n";
}
