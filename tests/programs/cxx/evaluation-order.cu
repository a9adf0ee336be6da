// The order in which host code evaluates what has side effects, as g++ (nvcc's host
// compiler) does for C++17: a call's arguments right to left (a member function's object
// first), an overloaded operator's operands right to left except where C++17 orders them
// (<<, >>, [], &&, ||, comma: left to right), an assignment's right operand before its left
// (C++17 [expr.ass]), a braced list left to right; an argument without side effects read at
// the call unless one evaluated after it (to its left) has some: printf("%d %zu", set(&n), n)
// prints n's value from before the call. A function template's static local is one per
// instance. Reference: g++ 12, -std=c++17.
#include <cstdio>
#include <iostream>

int k = 0;
int nx(const char *w)
{
    printf("%s%d ", w, k);
    return k++;
}

struct S {
    int a, b;
    S(int x, int y) : a(x), b(y) {}
    int m(int x, int y) { return x * 10 + y; }
    S operator+(const S &o) const { return S(a + o.a, b); }
    int operator[](int i) const { return a * 100 + i; }
};
S mk(const char *w)
{
    nx(w);
    return S(1, 2);
}
S &pick(S &s, const char *w)
{
    nx(w);
    return s;
}
int f3(int a, int b, int c) { return a * 100 + b * 10 + c; }
int setn(size_t *n)
{
    *n = 12;
    return 0;
}

template <class T> int counter()
{
    static int n = 0;
    return ++n;
}

int main()
{
    printf("[%d]\n", f3(nx("a"), nx("b"), nx("c")));
    S t{nx("p"), nx("q")};
    printf("[%d %d]\n", t.a, t.b);
    printf("[%d]\n", pick(t, "o").m(nx("m"), nx("n")));
    S u = mk("L") + mk("R");
    printf("[%d]\n", u.a);
    printf("[%d]\n", pick(t, "s")[nx("i")]);
    int i = 0;
    printf("[%d]\n", f3(i, i++, i));
    int arr[4] = {0};
    int j = 0;
    arr[j++] = j;
    arr[j] += nx("z") + j++;
    printf("[%d %d %d %d]\n", arr[0], arr[1], arr[2], j);
    printf("%d %d\n", nx("P"), nx("Q"));
    std::cout << nx("A") << " " << nx("B") << std::endl;
    counter<int>();
    counter<int>();
    counter<float>();
    printf("%d %d %d\n", counter<int>(), counter<float>(), counter<double>());
    size_t n = 0;
    printf("%d %zu\n", setn(&n), n);
    printf("%zu %d\n", n, setn(&n));
    k = 5;
    printf("[%d]\n", f3(k, nx("r"), k));
    printf("[%d]\n", pick(t, "x").m(k, nx("y")));
    return 0;
}
