// std::vector's insert and emplace in the middle, as libstdc++ does them: which constructors,
// assignments and destructors run, in which order (a class that says each), with room and
// without (reallocation), for one element, N copies, a range of pointers and of list
// iterators, and rvalues.
#include <cstdio>
#include <list>
#include <vector>

static int made = 0;
struct Loud {
    int v;
    Loud(int x) : v(x) { printf(" make%d", v); }
    Loud(const Loud &o) : v(o.v) { printf(" copy%d", v); }
    Loud(Loud &&o) noexcept : v(o.v) { printf(" move%d", v); o.v = -o.v; }
    Loud &operator=(const Loud &o) { v = o.v; printf(" =copy%d", v); return *this; }
    Loud &operator=(Loud &&o) noexcept { v = o.v; printf(" =move%d", v); o.v = -o.v; return *this; }
    ~Loud() { printf(" ~%d", v); }
};

// without a noexcept move: reallocation copies
struct Stiff {
    int v;
    Stiff(int x) : v(x) {}
    Stiff(const Stiff &o) : v(o.v) { printf(" copy%d", v); }
    Stiff(Stiff &&o) : v(o.v) { printf(" move%d", v); }
    Stiff &operator=(const Stiff &o) { v = o.v; printf(" =copy%d", v); return *this; }
    ~Stiff() { printf(" ~%d", v); }
};

template <class V> static void show(const char *what, const V &v)
{
    printf("\n%s: size %zu cap %zu:", what, v.size(), v.capacity());
    for (auto &e : v)
        printf(" %d", e.v);
    printf("\n");
}

int main()
{
    std::vector<Loud> v;
    v.reserve(8);
    printf("fill");
    for (int i = 1; i <= 4; i++)
        v.emplace_back(i * 10);
    show("start", v);
    printf("insert copy at 1:");
    Loud x(5);
    v.insert(v.begin() + 1, x);
    show("", v);
    printf("insert rvalue at 0:");
    v.insert(v.begin(), Loud(7));
    show("", v);
    printf("emplace at 2:");
    v.emplace(v.begin() + 2, 9);
    show("", v);
    printf("emplace at end:");
    v.emplace(v.end(), 11);
    show("", v);
    printf("insert copy, reallocating:");
    v.insert(v.begin() + 3, x);
    show("", v);
    printf("fill 2 at 1 (more after):");
    v.insert(v.begin() + 1, 2, Loud(3));
    show("", v);
    v.reserve(40);
    printf("fill 3 at size-1 (fewer after):");
    v.insert(v.end() - 1, 3, Loud(4));
    show("", v);
    Loud arr[3] = {Loud(100), Loud(200), Loud(300)};
    printf("range of 3 pointers at 2 (more after):");
    v.insert(v.begin() + 2, arr, arr + 3);
    show("", v);
    printf("range of 3 pointers at size-2 (fewer after):");
    v.insert(v.end() - 2, arr, arr + 3);
    show("", v);
    std::list<Loud> l;
    l.emplace_back(1);
    l.emplace_back(2);
    printf("range of list iterators at 1:");
    v.insert(v.begin() + 1, l.begin(), l.end());
    show("", v);
    printf("range reallocating:");
    std::vector<Loud> w;
    w.reserve(3);
    w.emplace_back(1);
    w.emplace_back(2);
    w.insert(w.begin() + 1, arr, arr + 2);
    show("", w);

    std::vector<Stiff> s;
    s.reserve(2);
    s.emplace_back(1);
    s.emplace_back(2);
    printf("stiff insert reallocating:");
    s.insert(s.begin() + 1, Stiff(3));
    show("", s);
    printf("stiff fill reallocating:");
    s.insert(s.begin(), 2, Stiff(4));
    show("", s);
    printf("end:");
    return 0;
}
