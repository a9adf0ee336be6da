// (g++ -x c++) A parameter taken by value is moved from where C++17 says: `return param;`
// moves it ([class.copy.elision] p3); a virtual call hands the caller's copy to the overrider
// without another; a temporary given to a forwarding reference is forwarded as an rvalue
// ([temp.deduct.call] p3); lambdas, std::function, default arguments and templates alike.
#include <cstdio>
#include <string>
#include <vector>
#include <functional>
#include <utility>
struct T {
    int v;
    T(int x) : v(x) { printf("ctor %d\n", v); }
    T(const T &o) : v(o.v + 10) { printf("copy %d\n", v); }
    T(T &&o) : v(o.v + 100) { o.v = -o.v; printf("move %d\n", v); }
    ~T() { printf("dtor %d\n", v); }
};
T pass(T t) { t.v += 1; return t; }
int inner(T t) { return t.v; }
int outer(T t) { return inner(t) + inner(std::move(t)); }
struct B { virtual int f(std::string s) { return (int)s.size(); } virtual ~B() {} };
struct D : B { int f(std::string s) override { std::string k = std::move(s); return (int)k.size() * 2; } };
template <class X> int tsize(X x) { return (int)x.size(); }
int defarg(std::string s = std::string("default value that is long enough")) { return (int)s.size(); }
template <class... A> int fwd(A &&...a) { return inner(std::forward<A>(a)...); }
int main() {
    { T r = pass(T(1)); printf("r %d\n", r.v); }
    printf("---\n");
    { T a(5); printf("outer %d\n", outer(a)); }
    printf("---\n");
    D d; B &b = d;
    std::string s = "hello, a string that goes on the heap ok";
    printf("%d %d\n", b.f(s), b.f(s + "!"));
    printf("%d\n", tsize(s));
    printf("%d %d\n", defarg(), defarg("x"));
    std::function<int(std::string)> fn = [](std::string q) { std::string w = std::move(q); return (int)w.size(); };
    printf("%d %d\n", fn(s), fn(std::string("abc")));
    auto lam = [](T t) { return t.v * 2; };
    { T a(7); printf("lam %d\n", lam(a)); }
    printf("---\n");
    { T a(8); printf("fwd %d\n", fwd(a)); printf("fwd %d\n", fwd(T(9))); }
    std::vector<std::string> v;
    for (int i = 0; i < 3; i++) v.push_back(s + std::to_string(i));
    std::vector<std::string> w = v;
    printf("%s %zu\n", w[2].c_str(), w.size());
    printf("end\n");
}
