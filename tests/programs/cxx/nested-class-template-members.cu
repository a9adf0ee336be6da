// A class nested in a class template: its member functions and constructor defined outside
// both classes (`template <class T> R C<T>::Inner::f()`) are members of each instance's
// nested class (C++17 [temp.mem.class], [temp.mem.func]), and a default argument of its
// constructor that names the template's parameter (`RealType b = RealType(1)`, as a
// distribution's param_type writes it) is parsed where a call uses it, with the instance's
// argument bound; a static data member of the nested class is one for each instance; a
// member template of the nested class is defined as
// `template <class T> template <class U> R C<T>::Inner::g(U)`. A class nested in an ordinary
// class has its members defined as A::B::f.
// reference: g++
#include <cstdio>

template <class RealType>
class uniform_like {
public:
    struct param_type {
        param_type(RealType a = RealType(0), RealType b = RealType(1));
        RealType a() const;
        RealType b() const { return b_; }
        RealType width() const;
        bool operator==(const param_type &o) const;
        void widen(RealType by);
        static int made; /* one for each instance */

    private:
        RealType a_, b_;
    };
    explicit uniform_like(RealType a = RealType(0), RealType b = RealType(1)) : p_(a, b) {}
    explicit uniform_like(const param_type &p) : p_(p) {}
    param_type param() const { return p_; }
    RealType operator()(RealType u) const;

private:
    param_type p_;
};

template <class RealType>
uniform_like<RealType>::param_type::param_type(RealType a, RealType b) : a_(a), b_(b)
{
    made++;
}

template <class RealType>
int uniform_like<RealType>::param_type::made = 100;

template <class RealType>
RealType uniform_like<RealType>::param_type::a() const
{
    return a_;
}

template <class RealType>
RealType uniform_like<RealType>::param_type::width() const
{
    return b_ - a_;
}

template <class RealType>
bool uniform_like<RealType>::param_type::operator==(const param_type &o) const
{
    return a_ == o.a_ && b_ == o.b_;
}

template <class RealType>
void uniform_like<RealType>::param_type::widen(RealType by)
{
    a_ -= by;
    b_ += by;
}

template <class RealType>
RealType uniform_like<RealType>::operator()(RealType u) const
{
    return p_.a() + u * p_.width();
}

/* two levels of nesting, and a class template's own parameter in the nested one's members */
template <class T, int N>
struct Grid {
    struct Row {
        struct Cell {
            T v;
            Cell(T x = T(N)) : v(x) {}
            T twice() const;
        };
        Cell cells[N];
        T total() const;
        template <class U>
        T scaled(U k) const;
    };
    Row rows[2];
};

template <class T, int N>
T Grid<T, N>::Row::Cell::twice() const
{
    return v + v;
}

template <class T, int N>
T Grid<T, N>::Row::total() const
{
    T s = T();
    for (int i = 0; i < N; i++)
        s += cells[i].twice();
    return s;
}

template <class T, int N>
template <class U>
T Grid<T, N>::Row::scaled(U k) const
{
    return (T)(total() * k);
}

struct Outer {
    struct Mid {
        int k;
        int get(int times = 10) const; /* (the default is the declaration's) */
        struct Leaf {
            int depth();
        };
    };
};

int Outer::Mid::get(int times) const { return k * times; }
int Outer::Mid::Leaf::depth() { return 3; }

int main()
{
    uniform_like<double>::param_type p;
    printf("%g %g %g\n", p.a(), p.b(), p.width());
    uniform_like<double>::param_type q(2.5);
    printf("%g %g %g\n", q.a(), q.b(), q.width());
    uniform_like<float>::param_type r(-1.0f, 3.0f);
    printf("%g %g %d\n", r.a(), r.width(), (int)(r == uniform_like<float>::param_type(-1, 3)));
    r.widen(0.5f);
    printf("%g %g %d\n", r.a(), r.b(), (int)(r == uniform_like<float>::param_type(-1, 3)));
    uniform_like<double> d(10, 20);
    printf("%g %g\n", d(0.25), d.param().width());
    uniform_like<double> e{uniform_like<double>::param_type(4)};
    printf("%g %g\n", e(0.5), e.param().b());
    uniform_like<int>::param_type i;
    printf("%d %d\n", i.a(), i.b());
    printf("%d %d %d\n", uniform_like<double>::param_type::made, uniform_like<float>::param_type::made,
           uniform_like<int>::param_type::made);

    Grid<int, 3> g;
    printf("%d %d %d\n", g.rows[0].cells[1].twice(), g.rows[1].total(), g.rows[0].scaled(2.5));
    Grid<double, 2>::Row::Cell c(1.25);
    printf("%g %g\n", c.v, c.twice());

    Outer::Mid m{4};
    Outer::Mid::Leaf l;
    printf("%d %d %d\n", m.get(), m.get(2), l.depth());
    return 0;
}
