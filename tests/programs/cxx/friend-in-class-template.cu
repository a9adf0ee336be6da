/* A friend function defined in a class template (C++17 [class.friend]: it is in the class's
 * lexical scope, so the injected class name and the template's parameters are seen from it,
 * and it is found by argument-dependent lookup), the swap idiom it is written for, and
 * std::exchange (C++14, <utility>) in move operations. Reference: g++. */
#include <cstdio>
#include <utility>
#include <string>

template <typename T, int N>
class Ring {
    T *buf_ = nullptr;
    int head_ = 0;
    std::string name_;

  public:
    explicit Ring(std::string name) : buf_(new T[N]()), name_(std::move(name)) {}
    Ring(Ring &&o) noexcept : buf_(std::exchange(o.buf_, nullptr)), head_(std::exchange(o.head_, 0)),
                              name_(std::move(o.name_)) {}
    Ring &operator=(Ring &&o) noexcept
    {
        Ring tmp(std::move(o));
        swap(*this, tmp);
        return *this;
    }
    ~Ring()
    {
        printf("~Ring %s %s\n", name_.empty() ? "(moved)" : name_.c_str(), buf_ ? "frees" : "empty");
        delete[] buf_;
    }
    void push(T v) { buf_[head_++ % N] = v; }
    T sum() const
    {
        T s = T();
        for (int i = 0; i < N; i++)
            s += buf_[i];
        return s;
    }
    friend void swap(Ring &a, Ring &b) noexcept
    {
        std::swap(a.buf_, b.buf_);
        std::swap(a.head_, b.head_);
        std::swap(a.name_, b.name_);
    }
    friend bool operator==(const Ring &a, const Ring &b) { return a.sum() == b.sum(); }
    friend int capacity(const Ring &) { return N; }
    friend T first(const Ring &r) { return r.buf_[0]; }
};

int main()
{
    Ring<int, 4> a("a"), b("b");
    for (int i = 1; i <= 6; i++)
        a.push(i);
    b.push(10);
    printf("a %d b %d cap %d first %d equal %d\n", a.sum(), b.sum(), capacity(a), first(a), a == b);
    swap(a, b);
    printf("after swap: a %d b %d\n", a.sum(), b.sum());
    Ring<double, 2> c("c");
    c.push(0.5);
    c.push(0.25);
    printf("c %.2f cap %d first %.2f\n", c.sum(), capacity(c), first(c));
    a = std::move(b);
    printf("moved: a %d\n", a.sum());
    int x = 5;
    int old = std::exchange(x, 9);
    std::string s = "before";
    std::string was = std::exchange(s, "after");
    printf("exchange: %d %d %s %s\n", old, x, was.c_str(), s.c_str());
    return 0;
}
