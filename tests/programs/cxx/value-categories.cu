// Value categories where they decide what runs (C++17 [basic.lval], [expr.cast],
// [dcl.init.aggr], [dcl.type.simple], [class.copy.elision]): an aggregate initialised from one
// object of another class gives that object to its first member; (T)x of a class object is a
// copy of it (a prvalue), not x itself; return std::move(*p) moves; decltype of a call that
// returns a reference is that reference type.
// reference: g++
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

struct Named { std::string name; int n; };
struct Wrap { std::vector<int> v; };
struct Loud {
    std::string s;
    Loud(const char *c) : s(c) {}
    Loud(const Loud &o) : s(o.s) { printf("copy %s\n", s.c_str()); }
    Loud(Loud &&o) : s(std::move(o.s)) { printf("move %s\n", s.c_str()); }
};

template <class T> T as(std::string *p) { return (T)*p; }
Loud take(Loud *p) { return std::move(*p); }
Loud keep(Loud *p) { return *p; }

int counter = 5;
int &counter_ref() { return counter; }
std::vector<int> values{1, 2, 3};

int main()
{
    std::string who = "ada";
    Named a{who};
    Named b{std::string("grace"), 2};
    Named c = {who};
    std::vector<int> iv{4, 5, 6};
    Wrap w{iv};
    printf("%s %d | %s %d | %s | %zu %zu\n", a.name.c_str(), a.n, b.name.c_str(), b.n,
           c.name.c_str(), w.v.size(), iv.size());

    std::string s = "abc";
    std::string t = as<std::string>(&s);
    t += "d";
    printf("%s %s\n", s.c_str(), t.c_str());

    Loud x("x"), y("y");
    Loud mx = take(&x);
    Loud cy = keep(&y);
    printf("[%s] %s [%s] %s\n", x.s.c_str(), mx.s.c_str(), y.s.c_str(), cy.s.c_str());

    decltype(counter_ref()) r = counter_ref();
    r = 7;
    decltype(values.front()) f = values.front();
    f = 10;
    printf("%d %d\n", counter, values[0]);
    return 0;
}
