// (g++ -x c++) c ? a : T(...) of one class type is a prvalue (C++17 [expr.cond] p7): the named
// arm is copied into a temporary by the copy constructor; T x = c ? T(1) : T(2) makes x from
// the arm that runs and destroys nothing of x's (both were double frees of std::string).
#include <cstdio>
#include <string>

struct Counted {
    int v;
    Counted(int x) : v(x) { printf("make %d\n", v); }
    Counted(const Counted &o) : v(o.v) { printf("copy %d\n", v); }
    ~Counted() { printf("drop %d\n", v); }
};

int main()
{
    std::string a = "alpha";
    bool c = true;
    std::string r = c ? a : std::string("beta");
    std::string s = !c ? std::string("one") : std::string("two");
    printf("%s %s %s\n", a.c_str(), r.c_str(), s.c_str());
    {
        Counted k(7);
        Counted x = c ? k : Counted(8);
        Counted y = c ? Counted(1) : Counted(2);
        printf("x %d y %d\n", x.v, y.v);
    }
    return 0;
}
