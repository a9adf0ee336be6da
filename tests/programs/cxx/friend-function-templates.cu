// Friend function templates defined in their class (C++17 [temp.friend]): a class's private
// members are open to each of their instances; declared in a class template and defined after
// it (g++'s output).
#include <iostream>
#include <string>

class Registry {
    std::string name_ = "registry";
    int count_ = 0;
  public:
    template <typename T> friend void add(Registry &r, const T &x)
    {
        r.count_ += 1;
        std::cout << r.name_ << " += " << x << "\n";
    }
    template <typename Out> friend Out &report(Out &os, const Registry &r)
    {
        os << r.name_ << ": " << r.count_ << " items\n";
        return os;
    }
};

template <typename T> class Box;
template <typename T> bool same(const Box<T> &, const Box<T> &);

template <typename T> class Box {
    T value_;
  public:
    explicit Box(T v) : value_(v) {}
    template <typename U> friend bool same(const Box<U> &, const Box<U> &);
};
template <typename U> bool same(const Box<U> &a, const Box<U> &b) { return a.value_ == b.value_; }

int main()
{
    Registry r;
    add(r, 42);
    add(r, 2.5);
    add(r, std::string("text"));
    report(std::cout, r);
    std::cout << same(Box<int>(3), Box<int>(3)) << same(Box<double>(1.5), Box<double>(2.5)) << "\n";
    return 0;
}
