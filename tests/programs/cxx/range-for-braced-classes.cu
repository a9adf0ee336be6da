/* A range-based for over a braced list (C++17 [stmt.ranged]): the list's array is made once,
 * its elements constructed in place (a class temporary is the element itself), and destroyed
 * after the loop, last first; a by-value loop variable is a copy made and destroyed each
 * iteration, a reference binds to the element; braced lists of values converted to a class
 * (std::string from literals) and of scalars. Reference: g++. */
#include <cstdio>
#include <string>

struct N {
    std::string s;
    N(const char *p) : s(p) { printf("+%s ", p); }
    N(const N &o) : s(o.s) { printf("c%s ", s.c_str()); }
    ~N() { printf("-%s ", s.c_str()); }
};

int main()
{
    for (N n : {N("a"), N("b")})
        printf("[%s] ", n.s.c_str());
    printf("| ");
    for (const N &n : {N("x"), N("y")}) {
        if (n.s == "x")
            continue;
        printf("[%s] ", n.s.c_str());
    }
    printf("\n");
    size_t total = 0;
    for (std::string w : {"alpha", "be", "gamma"})
        total += w.size();
    int s = 0;
    for (int x : {1, 2, 3})
        s += x;
    for (auto y : {1.5, 2.5})
        printf("%g ", y);
    printf("%zu %d\n", total, s);
    return 0;
}
