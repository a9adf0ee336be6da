// (g++ -x c++) <new>'s std::nothrow: new (std::nothrow) T and new (std::nothrow) T[n] call the
// non-throwing allocation functions (C++17 [new.delete.single] p5-p7, [new.delete.array]),
// which give a null pointer where there is no storage; the object is then not initialised
// and the new-expression's value is null ([expr.new] p16),. std::nothrow_t is a class of its own.
#include <cstdio>
#include <new>
#include <type_traits>
struct S {
    int v;
    S() : v(5) { printf("S()\n"); }
    explicit S(int x) : v(x) { printf("S(%d)\n", x); }
    ~S() { printf("~S(%d)\n", v); }
};
struct Plain { int a, b; };
int main()
{
    static_assert(std::is_class<std::nothrow_t>::value, "");
    const std::nothrow_t &nt = std::nothrow;
    (void)nt;
    int *i = new (std::nothrow) int(7);
    printf("%d\n", *i);
    delete i;
    S *s = new (std::nothrow) S(3);
    printf("%d\n", s ? s->v : -1);
    delete s;
    S *arr = new (std::nothrow) S[2];
    printf("%d %d\n", arr[0].v, arr[1].v);
    delete[] arr;
    Plain *pl = new (std::nothrow) Plain{1, 2};
    printf("%d %d\n", pl->a, pl->b);
    delete pl;
    double *d = new (std::nothrow) double[4]();
    printf("%g\n", d[3]);
    delete[] d;

    volatile unsigned long long huge = 1ULL << 50;
    char *big = new (std::nothrow) char[huge];
    printf("%s\n", big ? "storage" : "null");
    S *bigs = new (std::nothrow) S[huge];
    printf("%s\n", bigs ? "storage" : "null");
    printf("done\n");
    return 0;
}
