// A member class template of a class that is not a template (C++17 [temp.mem] p1: "A
// template can be declared within a class or class template; such a template is called a
// member template"), named from outside as O::In<int> ([temp.names]), defined in its class or
// outside it (template <class U> struct O::Pair {...}), and of a class template (C<int>::In<U>).
#include <cstdio>

struct O {
    template <class U> struct In {
        U v;
        U get() const { return v; }
        typedef U value_type;
    };
    template <class U, int N = 2> struct Pair;
    static int scale;
    In<int> inner;
    int twice() const { return In<int>{inner.v * 2}.get(); }
};
int O::scale = 10;

template <class U, int N> struct O::Pair {
    U a, b;
    U sum() const { return (a + b) * N * scale; } // (O's members are in scope)
};

template <class T> struct C {
    template <class U> struct In {
        T t;
        U u;
    };
};

namespace ns {
struct Outer {
    template <class U> struct Box { U x; };
};
}

int main()
{
    O::In<int> x{3};
    O::In<double> y{2.5};
    O::In<int>::value_type z = 4;
    O::Pair<int> p{1, 2};
    O::Pair<double, 3> q{0.5, 0.25};
    O o{{7}};
    C<char>::In<long> c{'c', 40L};
    ns::Outer::Box<short> b{9};
    auto t = O::In<unsigned>{5u};
    std::printf("%d %g %d\n", x.get(), y.get(), z);
    std::printf("%d %g\n", p.sum(), q.sum());
    std::printf("%d %d\n", o.inner.v, o.twice());
    std::printf("%c %ld %d %u\n", c.t, c.u, b.x, t.get());
    std::printf("%d %d\n", (int)sizeof(O::In<double>), (int)sizeof(O::Pair<char>));
    return 0;
}
