// (g++ -std=c++17) Every way a class object holding a heap buffer is copied into a new object
// copies it (each copy then owns its own buffer): array and aggregate initialisers from
// lvalues, a lambda's capture by value (and std::function holding that lambda, copied into the
// function's storage by a member initialiser), pair construction, structured bindings, a
// reference's referent, a conditional's arm, a vector from a braced list.
#include <cstdio>
#include <string>
#include <vector>
#include <utility>
#include <functional>
struct W { std::string s; int k; };
std::string &ref(std::string &x) { return x; }
int main() {
    std::string a = "alpha string long enough for the heap", b = "beta string long enough for the heap too";
    auto lam = [a]() mutable { a += "!"; return a; };
    std::string r1 = lam();
    std::string arr[2] = {a, b};
    arr[0] += "0"; arr[1] += "1";
    W w1{a, 1}; w1.s += "w";
    W ws[2] = {{a, 1}, {b, 2}}; ws[1].s += "x";
    std::pair<std::string, std::string> p(a, b); p.first += "p";
    auto [x, y] = p; x += "X";
    std::string c = ref(a); c += "c";
    std::string d = true ? a : b; d += "d";
    std::function<std::string()> f = lam; std::string r2 = f();
    std::vector<W> vw = {w1, w1}; vw[0].s += "v";
    printf("%s\n%s\n%s\n%s\n%s\n%s\n%s\n%s\n%s\n%s\n%s\n%s\n", a.c_str(), b.c_str(), r1.c_str(), arr[0].c_str(), arr[1].c_str(), w1.s.c_str(), ws[1].s.c_str(), p.first.c_str(), x.c_str(), c.c_str(), d.c_str(), r2.c_str());
    printf("%s %s\n", vw[0].s.c_str(), vw[1].s.c_str());
}
