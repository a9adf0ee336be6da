// (g++ -x c++) A braced list as an argument of an overloaded function takes the type that the
// overloads with such a parameter agree on; a function template of the name is left aside, as
// a braced list deduces nothing (C++17 [temp.deduct.call] p1): m.insert({k, v}).
#include <cstdio>
struct P {
    int a, b;
    P(int x, int y) : a(x), b(y) {}
};
struct Box {
    int sum = 0;
    void put(const P &p) { sum += p.a * 10 + p.b; }
    template <class It> void put(It first, It last) { for (; first != last; ++first) sum += *first; }
    void tag(int n, const P &p) { sum += n * 1000 + p.a + p.b; }
    void tag(const P &p) { sum += p.a - p.b; }
};
int main()
{
    Box b;
    b.put({1, 2});
    int xs[3] = {100, 200, 300};
    b.put(xs, xs + 3);
    b.tag(5, {3, 4});
    printf("%d\n", b.sum);
}
