// The noexcept operator and noexcept(constant) specifications (C++17 [expr.unary.noexcept],
// [except.spec]): noexcept(e) is a constant bool, false when e is potentially-throwing (p6: it
// holds a throw-expression, a call of a function, constructor, operator or conversion function
// not declared non-throwing, or a new-expression of the global operator new); a function is
// non-throwing when declared noexcept, noexcept(true) (noexcept(B) of a template's parameter,
// noexcept(noexcept(...)) with the parameters in scope) or throw(); a destructor is noexcept
// (p8); a pointer to a noexcept function calls one. The output is g++'s.
#include <cstdio>
#include <utility>

void f() noexcept;
void g();
int h(int) noexcept(true);
int k(int) noexcept(false);
void f() noexcept {}
void g() {}
int h(int x) noexcept(true) { return x; }
int k(int x) noexcept(false) { return x; }
template <class T> void sw(T &a, T &b) noexcept(noexcept(T(std::move(a))))
{
    T t(std::move(a));
    a = std::move(b);
    b = std::move(t);
}
struct S {
    S() noexcept {}
    S(const S &) {}
    S(S &&) noexcept {}
    int m() const noexcept { return 1; }
    int n() { return 2; }
};
struct T2 { T2() {} T2(T2 &&) {} ~T2() {} };
struct Thrower { Thrower() {} Thrower(const Thrower &) {} int get() const { return 1; } };
struct Safe { Safe() noexcept {} Safe(const Safe &) noexcept {} int get() const noexcept { return 2; } };
struct Plain { int x; };
struct Holder { Thrower t; };
template <class T> struct Box {
    T v;
    void swap(Box &o) noexcept(noexcept(T(std::declval<T &>()))) { T t(v); v = o.v; o.v = t; }
    int get() const noexcept(sizeof(T) > 1) { return 3; }
};
template <bool B> int cond() noexcept(B) { return B; }
void (*fp)() noexcept;
void (*gp)();
struct Conv { operator int() const { return 4; } };
struct ConvN { operator int() const noexcept { return 4; } };
int op(int a) { return a; }
struct Add { int v; Add operator+(const Add &o) const { return {v + o.v}; } };
struct AddN { int v; AddN operator+(const AddN &o) const noexcept { return {v + o.v}; } };
constexpr bool c1 = noexcept(f());
static_assert(noexcept(1 + 2), "");
static_assert(!noexcept(g()), "");

int main()
{
    S s;
    S *ps = &s;
    int x = 0;
    std::printf("%d %d %d %d %d\n", noexcept(f()), noexcept(g()), noexcept(h(1)), noexcept(k(1)), c1);
    std::printf("%d %d %d\n", noexcept(x + 1), noexcept(throw 1), noexcept(x ? f() : g()));
    std::printf("%d %d %d %d\n", noexcept(s.m()), noexcept(ps->n()), noexcept(S()), noexcept(S(s)));
    std::printf("%d %d\n", noexcept(S(std::move(s))), noexcept(T2()));
    std::printf("%d %d\n", noexcept(sw(x, x)), noexcept(sw(s, s)));
    std::printf("%d %d\n", noexcept(new int), noexcept(std::declval<T2>()));
    std::printf("%d\n", (int)sizeof(noexcept(f())));

    Thrower t; Safe sf; Plain p{1}; Holder h; Conv c; ConvN cn; Add a{1}; AddN an{1};
    Box<Thrower> bt; Box<Safe> bs; Box<char> bc; Box<int> bi;
    printf("%d %d %d %d\n", noexcept(Thrower()), noexcept(Safe()), noexcept(Plain(p)), noexcept(Holder(h)));
    printf("%d %d %d %d\n", noexcept(t.get()), noexcept(sf.get()), noexcept(bt.swap(bt)), noexcept(bs.swap(bs)));
    printf("%d %d %d %d\n", noexcept(bc.get()), noexcept(bi.get()), noexcept(cond<true>()), noexcept(cond<false>()));
    printf("%d %d %d %d\n", noexcept(fp()), noexcept(gp()), noexcept((int)c), noexcept((int)cn));
    printf("%d %d %d %d\n", noexcept(a + a), noexcept(an + an), noexcept(op(1)), noexcept(p.x = 3));
    printf("%d %d\n", noexcept(std::move(t)), noexcept(std::declval<Thrower>()));
    constexpr bool k = noexcept(sf.get()) && !noexcept(t.get());
    static_assert(k, "noexcept is a constant expression");
    if constexpr (noexcept(Safe(sf))) printf("copy of Safe cannot throw\n");
    return 0;
}
