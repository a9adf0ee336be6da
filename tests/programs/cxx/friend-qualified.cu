// (g++ -x c++) Friends named by qualified names and friend class templates (C++17
// [class.friend], [temp.friend]): a class template every instance of which is a friend
// (`template <class U> friend class Box;`, also one of a namespace: `ns::Pool`), a class of a
// namespace (`friend class ns::Reader;`), a function of a namespace (`friend void
// ns::dump(const Vault &);`) and a member function of a class of a namespace (`friend int
// ns::Auditor::check(const Vault &);`) read the private members.
#include <cstdio>

class Vault;
namespace ns {
template <class T> class Pool;
class Reader;
void dump(const Vault &v);
struct Auditor {
    int check(const Vault &v);
};
}
template <class U> class Box;

class Vault {
    int secret = 42;
    static int opened;
    int code() const { return secret * 2; }
    template <class U> friend class Box;
    template <class T> friend class ns::Pool;
    friend class ns::Reader;
    friend void ns::dump(const Vault &);
    friend int ns::Auditor::check(const Vault &);
public:
    Vault() { opened++; }
};
int Vault::opened = 0;

template <class U> class Box {
public:
    U peek(const Vault &v) const { return (U)v.secret / 4; }
};

namespace ns {
template <class T> class Pool {
public:
    T total(const Vault &a, const Vault &b) const { return T(a.code() + b.code()); }
    static int count() { return Vault::opened; }
};
class Reader {
public:
    int read(const Vault &v) const { return v.secret + 1; }
};
void dump(const Vault &v) { printf("dump %d %d\n", v.secret, v.code()); }
int Auditor::check(const Vault &v) { return v.secret == 42 ? v.code() : -1; }
}

int main()
{
    Vault a, b;
    Box<int> bi;
    Box<double> bd;
    ns::Pool<long> pl;
    ns::Reader r;
    ns::Auditor au;
    printf("%d %g\n", bi.peek(a), bd.peek(a));
    printf("%ld %d\n", pl.total(a, b), ns::Pool<char>::count());
    printf("%d %d\n", r.read(b), au.check(a));
    ns::dump(a);
    return 0;
}
