// Uses that the access of a base class forbids (C++17 [class.access.base]), each one g++'s
// error: a public member of a private base (a class's bases are private by default) or of a
// protected one used outside the derived class, a member function called through it, a
// private base's member in a class derived from the class that inherits it privately, and a
// conversion to a private base's pointer.
#include <cstdio>

struct B {
    int x = 1;
    int f() const { return 2; }

protected:
    int y = 3;
};
class D : private B {
public:
    int g() const { return x + f() + y; }
};
struct E : protected B {
    int h() const { return x + y; }
};
class G : B {};
struct H : D {
    int k() const { return x; }
};

int main()
{
    D d;
    E e;
    G g;
    printf("%d %d\n", d.g(), e.h());
    printf("%d\n", d.x);
    printf("%d\n", d.f());
    printf("%d\n", e.x);
    printf("%d\n", g.x);
    B *p = &d;
    return p != nullptr;
}
