// (g++ -x c++) Members defined outside their class (C++17 [class.mfct], [temp.mem]):
// constructors with member-initialiser lists and destructors (S::S(int) : x(a) {},
// inline S::~S()), of classes and of class templates (I<T>::I(...)); a member function whose
// parameters name the class's own types (bool J::eq(const num &)); the class template's name
// alone in such a member meaning the instance (return I(x, y);); member templates defined
// outside (template <class T> template <class U> I<T> &I<T>::operator=(const U &)), chosen
// among several by partial ordering (C++17 [temp.func.order]); a class whose constructors are
// all templates; a base's member typedef named through the derived class (B::mode_t).
#include <cstdio>

struct S {
    int x;
    S(int a);
    ~S();
    int twice() const;
};
S::S(int a) : x(a) { printf("S(%d)\n", x); }
inline S::~S() { printf("~S(%d)\n", x); }
int S::twice() const { return 2 * x; }

struct J {
    typedef int num;
    int v;
    bool eq(const num &r) const;
    bool operator!=(const num &r) const;
};
bool J::eq(const num &r) const { return v == r; }
bool J::operator!=(const num &r) const { return v != r; }

template <class T, class P> struct I {
    typedef T value_type;
    T lo, hi;
    I(T a, T b) : lo(a), hi(b) {}
    I(const I<T, P> &r);
    template <class U> I(const U &v);
    template <class Q> I(const I<T, Q> &r);
    ~I();
    static I hull(const value_type &x, const value_type &y);
    I twice() const;
    template <class U> I &operator=(const U &v);
    template <class U> U as() const;
};
template <class T, class P> inline I<T, P>::I(const I<T, P> &r) : lo(r.lo), hi(r.hi)
{
    printf("copy\n");
}
template <class T, class P>
template <class U>
I<T, P>::I(const U &v) : lo(v), hi(v)
{
    printf("from a value\n");
}
template <class T, class P>
template <class Q>
I<T, P>::I(const I<T, Q> &r) : lo(r.lo), hi(r.hi)
{
    printf("from another policy\n");
}
template <class T, class P> I<T, P>::~I() { printf("~I(%g, %g)\n", (double)lo, (double)hi); }
template <class T, class P> I<T, P> I<T, P>::hull(const value_type &x, const value_type &y)
{
    if (x <= y)
        return I(x, y);
    return I(y, x);
}
template <class T, class P> I<T, P> I<T, P>::twice() const { return I(lo * 2, hi * 2); }
template <class T, class P>
template <class U>
I<T, P> &I<T, P>::operator=(const U &v)
{
    lo = hi = v;
    return *this;
}
template <class T, class P>
template <class U>
U I<T, P>::as() const
{
    return (U)(lo + hi);
}

struct Only {
    double d;
    template <class T> Only(const T &v) : d(v * 1.5) {}
};

struct Modes { typedef int mode_t; static void get(mode_t &m) { m = 3; } };
template <class T> struct Rounding : Modes {};
template <class R> struct Saved : R {
    typename R::mode_t mode;
    Saved() { this->get(mode); }
};

int main()
{
    {
        S s(4);
        printf("%d\n", s.twice());
    }
    J j{2};
    printf("%d %d %d\n", j.eq(2), j.eq(3), j != 2);
    {
        I<double, int> a = I<double, int>::hull(3, 2);
        I<double, int> b(a);
        I<double, char> c(a);
        I<double, char> d(5);
        I<double, int> e = a.twice();
        d = 7;
        printf("%g %g %g %g %g %g %d\n", a.lo, a.hi, b.lo, c.hi, d.lo, e.hi, e.as<int>());
    }
    Only o(2);
    printf("%g\n", o.d);
    Saved<Rounding<float>> sv;
    Rounding<float>::mode_t m = sv.mode;
    printf("%d\n", m);
    return 0;
}
