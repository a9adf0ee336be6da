// An element of an array (or of an aggregate) of a class with constructors, initialised from a
// brace list, is constructed by a constructor, not member by member (C++17 [dcl.init.list] p3:
// a class that is not an aggregate); and `T a[]{...}` takes its size from the list as
// `T a[] = {...}` does. The CUDA samples' reduction tutorial keeps its kernels in an array of
// std::tuple initialised this way.
#include <cstdio>
#include <tuple>

struct Range {
    int lo, hi;
    Range(int a, int b) : lo(a), hi(b + 1) {} // not member by member
    Range() : lo(-1), hi(-1) {}
};

struct Pair {
    Range r;
    int weight;
};

void first(const float *, int) {}
void second(const float *, int) {}

int main()
{
    const std::tuple<const char *, int, unsigned> named[] = {{"a", 1, 2u}, {"b", 3, 4u}};
    std::tuple<const char *, void (*)(const float *, int), unsigned> kernels[]{
        {"first", first, 5u},
        {"second", second, 6u},
    };
    Range rs[3] = {{1, 2}, {3, 4}};
    Pair ps[] = {{{7, 8}, 1}, {{9, 10}, 2}};
    for (const auto &t : named)
        printf("%s %d %u\n", std::get<0>(t), std::get<1>(t), std::get<2>(t));
    printf("%zu kernels:", sizeof kernels / sizeof kernels[0]);
    for (const auto &[name, fn, n] : kernels)
        printf(" %s %d %u", name, fn == first, n);
    printf("\n");
    for (const Range &r : rs)
        printf("[%d, %d) ", r.lo, r.hi);
    printf("\n%d %d %d %d\n", ps[0].r.hi, ps[0].weight, ps[1].r.lo, ps[1].weight);
    return 0;
}
