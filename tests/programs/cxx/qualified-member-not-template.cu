// C::f(args) where C is a class (here a template's parameter, through a typedef) calls C's
// static member f, even where a class template of f's name is visible (std::is_empty of
// <type_traits>): class template argument deduction (C++17 [over.match.class.deduct]) is for a
// name that denotes the template, and C::is_empty denotes C's member (Boost's interval
// headers in NVIDIA's interval sample). The output is g++'s.
#include <cstdio>
#include <type_traits>
template <class T> struct checking_base { static bool is_empty(const T &l, const T &u) { return !(l <= u); } };
template <class T, class Checking = checking_base<T>> struct interval {
    T lo, hi;
    typedef Checking checking;
    bool empty() const { return checking::is_empty(lo, hi); }
};
template <class T, class C> bool test(const interval<T, C> &x) { typedef typename interval<T, C>::checking checking; return checking::is_empty(x.lo, x.hi); }
int main() { interval<double> a{1, 2}, b{3, 2}; printf("%d %d %d\n", a.empty(), b.empty(), test(b)); }
