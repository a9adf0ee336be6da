// Conversions between classes, as C++17 resolves them:
// - `b = a` of one class, which declares operator=(float) and converts to float, assigns by
//   the implicit copy assignment operator ([class.copy.assign] p2): its parameter binds `a` as
//   it is, a better match than the user's operator= reached through the conversion function
//   ([over.ics.rank] p3);
// - `Raw q = h;`, `Raw q(h)`, `static_cast<Raw>(h)`, `(Raw)h` and a Raw argument, h of a class
//   with `operator Raw()`, call that conversion function (Raw being an aggregate, its first
//   member is not initialised from h by brace elision: [dcl.init.aggr] p15 elides braces only
//   where no conversion of the whole exists), inside a braced list too.
// The output is g++'s.
#include <cstdio>

struct Raw { unsigned short x; };
struct Raw2 { unsigned short x, y; };

struct H {
    unsigned short bits;
    H() : bits(0) {}
    H(float f) : bits((unsigned short)(f * 10)) {}
    H &operator=(float f) { bits = (unsigned short)(f * 100); return *this; }
    operator float() const { return bits / 10.0f; }
    operator Raw() const { Raw r; r.x = bits; return r; }
};

struct H2 {
    H a, b;
    H2(H p, H q) : a(p), b(q) {}
    operator Raw2() const { Raw2 r; r.x = a.bits; r.y = b.bits; return r; }
};

struct K {
    int v;
    K(int a) : v(a) {}
    K &operator=(double) { v = -1; return *this; }
    operator double() const { return v; }
};

struct Pair { Raw r; int k; };

static unsigned pass(Raw r) { return r.x; }

int main()
{
    H a(1.5f), b;
    b = a;
    printf("copy assignment %u\n", b.bits);
    b = 2.0f;
    printf("operator=(float) %u\n", b.bits);
    K p(3), q(4);
    q = p;
    printf("copy assignment %d\n", q.v);
    q = 2.5;
    printf("operator=(double) %d\n", q.v);

    Raw r1 = a, r2(a), r3 = static_cast<Raw>(a), r4 = (Raw)a;
    printf("Raw %u %u %u %u %u\n", r1.x, r2.x, r3.x, r4.x, pass(a));
    H2 two(H(1.0f), H(2.0f));
    Raw2 w1 = two, w2 = static_cast<Raw2>(two), w3 = (Raw2)two;
    printf("Raw2 %u.%u %u.%u %u.%u\n", w1.x, w1.y, w2.x, w2.y, w3.x, w3.y);
    Pair pr = {a, 7};
    printf("Pair %u %d\n", pr.r.x, pr.k);
    return 0;
}
