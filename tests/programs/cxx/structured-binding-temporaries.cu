// A structured binding whose initialiser makes temporaries (a braced list converted to a class
// with a destructor) destroys each of them once, at the end of its full expression: the look
// ahead that finds the initialiser's type makes none (an object never made was destroyed, and
// the garbage it freed broke the program later). Reference: g++ 12.
#include <cstdio>
#include <initializer_list>
struct D {
    int v;
    D(std::initializer_list<int> l) : v((int)l.size()) { printf("make %d\n", v); }
    ~D() { printf("~D %d\n", v); }
};
struct P { int a, b; };
P f(const D &d) { return {d.v, d.v * 10}; }
int main()
{
    auto [x, y] = f({1, 2, 3});
    printf("%d %d\n", x, y);
    auto [u, w] = f({4});
    printf("%d %d\n", u, w);
    return 0;
}
