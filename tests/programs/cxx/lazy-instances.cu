// (g++ -x c++) A class template instance is made only where it must be complete (C++
// [temp.inst]): a member of C<N> that points to or returns C<N + 1> does not make C<N + 1>,
// so the chain ends where the program stops using it; recursion through a static member ends
// at an explicit specialisation; a member function's body is made only if it is used, so one
// that would not compile for T (Box<NoNeg>::neg) is no error while nothing calls it.
#include <cstdio>

template <int N> struct C {
    C<N + 1> *next;
    C() : next(0) {}
    int f() const { return N; }
    C<N + 1> up() const { return C<N + 1>(); }
    const C<N + 1> &self_next() const { return *next; }
    typedef C<N + 1> next_type;
};

template <int N> struct Fact { static const int v = N * Fact<N - 1>::v; };
template <> struct Fact<0> { static const int v = 1; };

template <int N> struct Fib { enum { value = Fib<N - 1>::value + Fib<N - 2>::value }; };
template <> struct Fib<1> { enum { value = 1 }; };
template <> struct Fib<0> { enum { value = 0 }; };

template <class T> struct Box {
    T v;
    T neg() const { return -v; }
    int size() const { return (int)sizeof(T); }
    T twice() const { return v + v; }
};
struct NoNeg { int x; };

template <class T> struct List {
    T head;
    List<T> *tail;
    int length() const { return 1 + (tail ? tail->length() : 0); }
};

int main()
{
    C<1> c;
    c.next = new C<2>;
    c.next->next = new C<3>;
    printf("%d %d %d %d\n", c.f(), c.next->f(), c.next->next->f(), c.up().f());
    printf("%d %d\n", c.self_next().f(), (int)sizeof(C<5>));
    C<1>::next_type n2;
    printf("%d %d\n", n2.f(), n2.up().up().f());
    delete c.next->next;
    delete c.next;
    printf("%d %d %d\n", Fact<5>::v, Fact<10>::v, Fib<20>::value);
    Box<NoNeg> b;
    b.v.x = 3;
    Box<int> bi;
    bi.v = 21;
    printf("%d %d %d\n", b.size(), bi.neg(), bi.twice());
    List<int> l3 = {3, 0}, l2 = {2, &l3}, l1 = {1, &l2};
    printf("%d\n", l1.length());
    return 0;
}
