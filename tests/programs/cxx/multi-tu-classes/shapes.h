// Classes declared here, their member functions defined in shapes.cpp (C++17 [class.mfct] p3:
// a member function neither defined in its class nor declared inline is defined once, in one
// file, and the other files call it).
#include <cstddef>
#include <functional> // (std::tuple, std::get: libstdc++'s <functional> includes <tuple>)
#include <utility>

struct Shape {
    virtual ~Shape() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
    int id() const;
};

class Rect : public Shape {
public:
    Rect(double w, double h);
    double area() const override;
    const char *name() const override;
    static int made();

private:
    double w, h;
    static int count;
};

class Square : public Rect {
public:
    explicit Square(double s);
    const char *name() const override;
};

class Circle : public Shape {
public:
    Circle(double r) : r(r) {}
    double area() const override;

private:
    double r;
};

Shape *make_square(double s);
double total_area(const Shape *const *shapes, std::size_t n);

// A member function template whose parameters expand the class's own pack (known in each
// instance) after one of the template's (deduced): CudaApp-style argument tuples.
template <class T> struct Init {
    T v;
    void init(T &x) const { x = v; }
};
template <class... Args> class App {
public:
    void set(const Init<Args> &...inits) { set_impl(std::index_sequence_for<Args...>{}, inits...); }
    std::tuple<Args...> args;

private:
    template <std::size_t... I> void set_impl(std::index_sequence<I...>, const Init<Args> &...inits)
    {
        (..., inits.init(std::get<I>(args)));
    }
};
