// Digit separators (C++14 [lex.icon], [lex.fcon]): 1'000'000, 0b1010'1010, 0xFF'FF, 3.141'592,
// in code and in #if; character literals, strings and comments keep their quotes ('1', "1'2",
// don't). Also C++17's if and switch with an initialiser, and init-captures.
// reference: g++
#include <cstdio>
#include <map>
#include <string>

#define BIG 1'000'000
#if BIG > 999'999
#define SAY "big"
#else
#define SAY "small"
#endif

struct Vec {
    constexpr Vec(int a, int b) : x(a), y(b) {}
    constexpr int dot(const Vec &o) const { return x * o.x + y * o.y; }
    int x, y;
};

int main()
{
    int bin = 0b1010'1010;
    unsigned hex = 0xFF'FF;
    double d = 3.141'592;
    long long big = 9'000'000'000LL;
    char c = '1', q = '\'';
    printf("%d %u %g %lld %d %s %c%c %s\n", bin, hex, d, big, BIG, SAY, c, q, "1'2"); // don't
    constexpr Vec a(1, 2), b(3, 4);
    std::map<int, std::string> m{{1, "one"}};
    if (auto it = m.find(1); it != m.end())
        printf("found %s\n", it->second.c_str());
    switch (int k = a.dot(b); k) {
    case 11: printf("eleven\n"); break;
    default: break;
    }
    auto counter = [n = 10](int step) mutable { return n += step; };
    int first = counter(1);
    printf("%d %d\n", first, counter(2));
    return 0;
}
