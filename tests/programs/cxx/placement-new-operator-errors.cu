// A placement new-expression whose placement arguments no operator new takes is an error (C++17
// [expr.new]: operator new(sizeof(T), args...) is called; [over.match]): new (1) int with none
// declared (only a pointer alone is <new>'s placement form), and arguments that the declared one
// does not take. g++ rejects each ("no matching function for call to 'operator new(sizetype,
// int)'").
#include <cstdio>
#include <cstdlib>

struct S {
    double d;
};

int main()
{
    int *p = new (1) int(5);
    printf("%d\n", *p);
    return 0;
}

void *operator new(size_t n, int tag) { return malloc(n + (size_t)tag); }

void later()
{
    int *q = new (1, 2) int(5);
    S *s = new (2.5, "x") S;
    printf("%d %g\n", *q, s->d);
}
