// (g++ -x c++) A static data member of array type declared constexpr (or inline) is initialised
// by its braced list in the class (C++17 [class.static.data] p3: a constexpr static member is
// inline, its declaration a definition), the bound from the list where it is omitted
// ([dcl.array] p3): read with a constant index (in a constant expression too) and a variable
// one, unqualified in a member function, by a constexpr function, through a pointer, by a
// range-for; a class template's has each instance's; an inline one is modifiable; the
// redundant out-of-class definition (deprecated, [depr.static_constexpr]) is allowed.
#include <cstdio>

struct S {
    static constexpr int arr[3] = {4, 5, 6};
    static constexpr float w[] = {0.5f, 1.5f, 2.5f};
    static constexpr int m[2][2] = {{1, 2}, {3, 4}};
    static constexpr const char *names[] = {"a", "bb"};
    static inline int counts[3] = {1, 2, 3};
    static const int c[2];
    int sum() const
    {
        int s = 0;
        for (int v : arr)
            s += v;
        return s + m[1][0];
    }
};
constexpr int S::arr[3];
const int S::c[2] = {7, 8};

template <int N> struct T {
    static constexpr int a[N] = {N, N + 1};
    int get(int i) const { return a[i]; }
};

constexpr int first() { return S::arr[0] * 10; }

int main()
{
    static_assert(S::arr[2] == 6, "a constant expression");
    int buf[S::arr[1]];
    printf("%zu %zu %zu\n", sizeof buf / sizeof buf[0], sizeof S::arr, sizeof S::w);
    int i = 1;
    printf("%d %d %d %g %d %s %d %d\n", S::arr[1], S::arr[i], S{}.sum(), S::w[i + 1], S::m[i][i],
           S::names[i], first(), S::c[i]);
    S::counts[i] += 40;
    printf("%d %d\n", S::counts[1], S::counts[2]);
    T<2> t;
    printf("%d %d %zu\n", t.get(0), T<7>::a[i], sizeof(T<2>::a));
    const int *p = S::arr;
    printf("%d %td\n", p[2], &S::arr[2] - &S::arr[0]);
    for (float f : S::w)
        printf("%g ", f);
    printf("\n");
    return 0;
}
