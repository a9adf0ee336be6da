// The member functions of a class nested in a class template are instantiated only where they
// are used (C++17 [temp.inst] p2), as the instance's own are: Box<Plain>::Adder's operator()
// needs a + on Plain, which Plain does not have, and is never called.
// reference: g++
#include <cstdio>

struct Plain {
    int v;
};

template <class T>
struct Box {
    T item;
    struct Adder {
        T operator()(const T &a, const T &b) const { return a + b; }
    };
    struct Level {
        struct Deeper {
            T twice(const T &a) const { return a + a; }
            int size() const { return (int)sizeof(T); }
        };
    };
    T sum(const T &a) const { return Adder()(item, a); }
};

int main()
{
    Box<Plain> p = {{7}};
    Box<Plain>::Level::Deeper d;
    Box<int> b = {5};
    Box<int>::Level::Deeper e;
    printf("%d %d %d %d %d\n", p.item.v, d.size(), b.sum(4), e.twice(21), Box<double>::Adder()(0.5, 0.25) > 0.7);
    return 0;
}
