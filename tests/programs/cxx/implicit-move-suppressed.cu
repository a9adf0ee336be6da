// A class that declares a destructor, a copy constructor or a copy assignment operator has no
// implicit move constructor or move assignment operator (C++17 [class.copy.ctor] p8,
// [class.copy.assign] p4): an rvalue of it (std::move(a), a temporary) is copied, its
// std::string member with it, and the source keeps its value. A class that declares none of
// them moves member by member; one that has a member or base of the first kind copies that part
// and moves the rest. The output is g++'s.
#include <cstdio>
#include <string>
#include <utility>

struct WithDtor {
    std::string s;
    ~WithDtor() {}
};
struct WithCopyAssign {
    std::string s;
    WithCopyAssign() = default;
    WithCopyAssign(const char *p) : s(p) {}
    WithCopyAssign &operator=(const WithCopyAssign &o)
    {
        s = o.s;
        return *this;
    }
};
struct WithCopyCtor {
    std::string s;
    WithCopyCtor(const char *p) : s(p) {}
    WithCopyCtor(const WithCopyCtor &o) : s(o.s) {}
};
struct Plain {
    std::string s;
};
struct Outer {
    WithDtor w;
    std::string t;
};
struct Derived : WithDtor {
    std::string u;
};

static WithDtor make() { return WithDtor{"made"}; }

int main()
{
    WithDtor a{"hello"};
    WithDtor b = std::move(a);
    printf("dtor, construct: [%s] [%s]\n", a.s.c_str(), b.s.c_str());
    WithDtor c;
    c = std::move(a);
    printf("dtor, assign: [%s] [%s]\n", a.s.c_str(), c.s.c_str());
    c = make();
    printf("dtor, assign a temporary: [%s]\n", c.s.c_str());

    WithCopyAssign d("copy-assign");
    WithCopyAssign e = std::move(d);
    printf("copy assign, construct: [%s] [%s]\n", d.s.c_str(), e.s.c_str());

    WithCopyCtor f("copy-ctor"), g("other");
    g = std::move(f);
    printf("copy ctor, assign: [%s] [%s]\n", f.s.c_str(), g.s.c_str());

    Plain h{"plain"};
    Plain i = std::move(h);
    printf("plain, construct: [%s] [%s]\n", h.s.c_str(), i.s.c_str());
    Plain j;
    j = std::move(i);
    printf("plain, assign: [%s] [%s]\n", i.s.c_str(), j.s.c_str());

    Outer k{{"inner"}, "outer"};
    Outer l = std::move(k);
    printf("outer, construct: [%s] [%s] [%s] [%s]\n", k.w.s.c_str(), k.t.c_str(), l.w.s.c_str(),
           l.t.c_str());

    Derived m;
    m.s = "base";
    m.u = "derived";
    Derived n = std::move(m);
    printf("derived, construct: [%s] [%s] [%s] [%s]\n", m.s.c_str(), m.u.c_str(), n.s.c_str(),
           n.u.c_str());
    return 0;
}
