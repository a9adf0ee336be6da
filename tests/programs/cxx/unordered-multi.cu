// (g++ -x c++) std::unordered_multimap and std::unordered_multiset in libstdc++'s order: a new
// element goes before the first of its equals (int), or after it while the table holds 20
// elements or fewer and the hash is std::string's (libstdc++'s small-size search); count,
// equal_range, erase of all equal keys and of one, a rehash keeping runs together, the bucket
// count of a braced list's size, 3000 random operations.
#include <cstdio>
#include <string>
#include <iostream>
#include <unordered_map>
#include <unordered_set>
template <class M> static void show(const char *tag, const M &m)
{
    std::cout << tag << " n=" << m.size() << " b=" << m.bucket_count() << ':';
    for (const auto &kv : m) std::cout << ' ' << kv.first << '=' << kv.second;
    std::cout << '\n';
}
int main()
{
    std::unordered_multimap<int, int> m;
    for (int i = 0; i < 30; i++) m.insert(std::make_pair(i % 7, i));
    show("ints", m);
    printf("count(3)=%zu count(9)=%zu\n", m.count(3), m.count(9));
    auto r = m.equal_range(4);
    for (auto it = r.first; it != r.second; ++it) printf("%d ", it->second);
    printf("\n");
    printf("erased %zu\n", m.erase(2));
    show("ints", m);
    m.rehash(50);
    show("rehash", m);
    m.emplace(5, 100);
    m.erase(m.find(5));
    show("emplace/erase", m);
    std::unordered_multimap<std::string, int> w;
    const char *words[] = {"a", "b", "a", "c", "a", "b", "d", "e", "a", "f", "g", "b", "h", "i", "j", "k", "a", "l", "m", "n", "o", "b", "p", "q", "a", "r", "b", "s", "a", "t", "u", "a"};
    int i = 0;
    for (const char *x : words) w.insert(std::make_pair(std::string(x), i++));
    show("words", w);
    printf("count a %zu b %zu\n", w.count("a"), w.count("b"));
    w.erase("b");
    show("no b", w);
    std::unordered_multimap<int, char> il = {{1, 'a'}, {2, 'b'}, {1, 'c'}, {3, 'd'}, {1, 'e'}, {2, 'f'}};
    show("il", il);
    std::unordered_multiset<int> s;
    for (int k = 0; k < 40; k++) s.insert((k * 13) % 9);
    std::cout << s.size() << ' ' << s.bucket_count() << ' ' << s.count(4) << ':';
    for (int x : s) std::cout << ' ' << x;
    std::cout << '\n';
    std::unordered_multiset<std::string> ss = {"x", "y", "x", "z", "x", "y"};
    for (int k = 0; k < 25; k++) ss.insert(k % 3 ? "x" : "w");
    for (auto &x : ss) std::cout << x;
    std::cout << ' ' << ss.size() << ' ' << ss.bucket_count() << ' ' << ss.count("x") << '\n';
    unsigned st = 5;
    std::unordered_multimap<int, int> big;
    for (int step = 0; step < 3000; step++) {
        st = st * 1103515245u + 12345u;
        int k = (int)((st >> 10) % 200);
        unsigned op = (st >> 20) % 10;
        if (op < 7) big.insert(std::make_pair(k, step));
        else if (op < 8) big.erase(k);
        else if (op < 9) { auto it = big.find(k); if (it != big.end()) big.erase(it); }
        else big.rehash((st >> 4) % 300);
    }
    unsigned long h = 0;
    for (auto &kv : big) h = h * 1000003 + (unsigned)kv.first * 7 + kv.second;
    printf("%zu %zu %lu\n", big.size(), big.bucket_count(), h);
}
