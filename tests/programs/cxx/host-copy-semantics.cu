// Host C++ copy semantics: by-value parameters, temporaries destroyed at the end of the full
// expression, return by value, copy elision.
#include <stdio.h>
struct T {
    int id, gen;
    T(int i) : id(i), gen(0) { printf("T(%d)\n", id); }
    T(const T &o) : id(o.id), gen(o.gen + 1) { printf("copy %d.%d\n", id, gen); }
    ~T() { printf("~T %d.%d\n", id, gen); }
};
int peek(T t) { printf("peek %d.%d\n", t.id, t.gen); return t.gen; }
T make(int i) { T t(i); return t; }
int main()
{
    T a(1);
    int g = peek(a);
    printf("after peek %d\n", g);
    printf("temp %d\n", peek(T(2)));
    T b = make(3);
    printf("b %d.%d\n", b.id, b.gen);
    T c = b;
    printf("end\n");
    return 0;
}
