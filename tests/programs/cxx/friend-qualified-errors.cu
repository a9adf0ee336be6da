// (g++ -x c++) Friendship named with qualifiers is that entity's only (C++17 [class.friend]):
// a class of another namespace with the friend's name, another member function of the
// friend's class, a free function named as the friend member function and a function of
// another namespace named as the friend function each use a private member, which g++ 12
// refuses ("... is private within this context", then where the member was declared).
#include <cstdio>

class Vault;
namespace ns {
class Reader;
void dump(const Vault &v);
struct Auditor {
    int check(const Vault &v);
    int peek(const Vault &v);
};
}

class Vault {
    int secret = 42;
    friend class ns::Reader;
    friend void ns::dump(const Vault &);
    friend int ns::Auditor::check(const Vault &);
};

namespace ns {
class Reader {
public:
    int read(const Vault &v) const { return v.secret; }        // a friend
};
void dump(const Vault &v) { printf("%d\n", v.secret); }        // a friend
int Auditor::check(const Vault &v) { return v.secret; }        // a friend
int Auditor::peek(const Vault &v) { return v.secret; }         // not one
}
namespace other {
class Reader {
public:
    int read(const Vault &v) const { return v.secret; }        // not one
};
void dump(const Vault &v) { printf("%d\n", v.secret); }        // not one
}
int check(const Vault &v) { return v.secret; }                 // not one

int main()
{
    Vault v;
    ns::dump(v);
    other::dump(v);
    printf("%d %d %d\n", ns::Reader().read(v), other::Reader().read(v), check(v));
    return 0;
}
