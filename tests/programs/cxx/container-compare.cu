// ==, !=, <, >, <=, >= of std::vector and std::deque: equal sizes and elements, and the
// lexicographic order (a prefix is smaller), as a program checks a GPU's result against the CPU's.
// Expected output: what g++ 12 with libstdc++ printed for this file compiled as C++ (host code
// only).
#include <cstdio>
#include <deque>
#include <string>
#include <vector>

struct Key {
    int v;
};
static bool operator==(const Key &a, const Key &b) { return a.v == b.v; }
static bool operator<(const Key &a, const Key &b) { return a.v < b.v; }

template <class C> void all(const char *what, const C &a, const C &b)
{
    printf("%s: == %d != %d < %d > %d <= %d >= %d\n", what, a == b, a != b, a < b, a > b, a <= b, a >= b);
}

int main()
{
    std::vector<int> a = {1, 2, 3}, b = {1, 2, 3}, c = {1, 2, 4}, d = {1, 2}, e;
    all("a b", a, b);
    all("a c", a, c);
    all("c a", c, a);
    all("a d", a, d);
    all("d a", d, a);
    all("e e", e, e);
    all("e a", e, a);
    std::vector<float> cpu = {0.5f, 1.25f}, gpu = {0.5f, 1.25f};
    printf("%s\n", cpu == gpu ? "results match" : "mismatch");
    gpu[1] = 1.5f;
    printf("%s\n", cpu == gpu ? "results match" : "mismatch");
    std::vector<std::string> s1 = {"ab", "c"}, s2 = {"ab", "d"};
    all("strings", s1, s2);
    std::vector<Key> k1 = {{1}, {5}}, k2 = {{1}, {5}};
    printf("keys == %d < %d\n", k1 == k2, k1 < k2);
    std::deque<int> q1 = {3, 4}, q2 = {3, 5};
    all("deque", q1, q2);
    std::vector<std::vector<int>> m1 = {{1}, {2, 3}}, m2 = {{1}, {2, 3}};
    printf("nested == %d\n", m1 == m2);
    return 0;
}
