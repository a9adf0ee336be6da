// (g++ -x c++) A placement new-expression new (a, b) T passes its placement arguments to an
// allocation function after the size: operator new(sizeof(T), a, b) (C++17 [expr.new]), looked
// up in T's class first, else in the global namespace (p11), chosen among the overloads by the
// arguments; new (p) T of a pointer alone is <new>'s placement form, the storage p points to.
// The object is then initialised in that storage; delete uses the class's operator delete. (The
// storage is malloc's, which free gives back.)
#include <cstdio>
#include <cstdlib>
#include <new>

void *operator new(size_t n, int tag)
{
    printf("tagged new %zu %d\n", n, tag);
    return malloc(n);
}
void *operator new(size_t n, const char *who, int line)
{
    printf("%s:%d new %zu\n", who, line, n);
    return malloc(n);
}
void *operator new[](size_t n, int tag)
{
    printf("tagged new[] %zu %d\n", n, tag);
    return malloc(n);
}

struct P {
    int x, y;
    P(int a, int b) : x(a), y(b) { printf("P(%d, %d)\n", a, b); }
};
struct Own {
    int v = 9;
    static void *operator new(size_t n, int k)
    {
        printf("Own new %zu %d\n", n, k);
        return malloc(n);
    }
};
struct T {
    int v = 3;
    static void operator delete(void *p)
    {
        printf("T delete\n");
        free(p);
    }
};

int main()
{
    int *p = new (7) int(5);
    printf("%d\n", *p);
    free(p);
    T *t = new (8) T;
    printf("%d\n", t->v);
    delete t;
    P *q = new ("main", 42) P(1, 2);
    printf("%d %d\n", q->x, q->y);
    free(q);
    double *a = new (3) double[4];
    a[3] = 1.5;
    printf("%g\n", a[3]);
    free(a);
    alignas(P) unsigned char buf[sizeof(P)];
    P *r = new (buf) P(3, 4);
    printf("%d %d\n", r->x, r->y == 4 && (void *)r == (void *)buf);
    Own *o = new (5) Own;
    printf("%d\n", o->v);
    free(o);
    short s = 2;
    long *l = new (s) long(6); // short to int: the best of the overloads
    printf("%ld\n", *l);
    free(l);
    return 0;
}
