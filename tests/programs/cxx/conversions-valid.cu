// The conversions that stay allowed beside those invalid-conversions.cu refuses: a class's
// conversion function to a reference binds a reference to what it returns ([dcl.init.ref]
// p5.1.2), a conversion to a value binds a const reference to a temporary; a scoped
// enumeration is compared, switched on, passed to its own overload and cast explicitly; an
// unscoped one converts to int; NULL beside a pointer in ?: has the pointer's type; a
// pointer converts to void * and to a pointer to const; U"..." is an array of char32_t. The
// output is g++'s.
#include <cstdio>
#include <cstddef>

struct W { int pad = 9; int v = 0; operator int &() { return v; } };
struct V { double d; operator double() const { return d; } };
enum class E : unsigned char { A, B };
enum U { X, Y };
void f(int) { printf("f(int)\n"); }
void f(E) { printf("f(E)\n"); }
const char *name(const int *p) { return p ? "some" : "none"; }

int main()
{
    W w;
    int &r = w;
    r = 7;
    V v{2.5};
    const double &cd = v;
    printf("%d %d %g\n", w.v, w.pad, cd);
    E e = E::B;
    U u = Y;
    int i = u;
    f(e);
    f(u);
    switch (e) {
    case E::A: printf("A\n"); break;
    case E::B: printf("B\n"); break;
    }
    printf("%d %d %d\n", (int)e, i, e == E::B);
    int k = 4;
    bool t = i > 0;
    const int *cp = t ? &k : NULL;
    const int *np = !t ? &k : NULL;
    void *vp = &k;
    printf("%s %s %d\n", name(cp), name(np), vp == (void *)cp);
    const char32_t *s = U"\U0001F600";
    printf("%x %zu\n", (unsigned)s[0], sizeof s[0]);
    return 0;
}
