// (g++ -x c++) A program's own function templates named as <algorithm>'s (max, min, swap,
// count, clamp) and its own gcd, called unqualified on its own types, on ints and on pointers:
// C++ finds only the program's (std's are not visible without `using`); written std::max,
// std::swap, std::count, std's. cudarepl's namespaces are flattened: where the two templates
// tie, an unqualified call takes the program's and a std:: one std's.
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

struct P {
    int v;
    bool operator<(const P &o) const { return v < o.v; }
    bool operator>(const P &o) const { return v > o.v; }
};
template <class T> T max(const T &a, const T &b)
{
    printf("[own max] ");
    return a > b ? a : b;
}
template <typename T> T min(T a, T b)
{
    printf("[own min] ");
    return a < b ? a : b;
}
template <typename T> void swap(T &a, T &b)
{
    printf("[own swap] ");
    T t = a;
    a = b;
    b = t;
}
template <class It, class T> int count(It first, It last, const T &v)
{
    int n = 0;
    for (; first != last; ++first)
        n += *first == v ? 10 : 0;
    return n;
}
template <class T> T clamp(const T &v, const T &lo, const T &hi)
{
    printf("[own clamp] ");
    return v < lo ? lo : v > hi ? hi : v;
}
int gcd(int a, int b) { return b == 0 ? -a : gcd(b, a % b); }

int main()
{
    P p{1}, q{2};
    printf("%d\n", max(p, q).v);
    printf("%d\n", min(p, q).v);
    swap(p, q);
    printf("%d %d\n", p.v, q.v);
    int a = 3, b = 4;
    swap(a, b);
    printf("%d %d\n", a, b);
    std::swap(a, b);
    printf("%d %d\n", a, b);
    std::vector<int> v = {1, 2, 2, 3};
    int arr[] = {1, 2, 2, 3};
    printf("%d %ld\n", count(arr, arr + 4, 2), (long)std::count(v.begin(), v.end(), 2));
    printf("%d\n", clamp(P{9}, P{0}, P{5}).v);
    printf("%d\n", gcd(12, 18));
    printf("%d\n", std::max(P{4}, P{7}).v);
    return 0;
}
