// (g++ -x c++) std::unordered_set as libstdc++'s: the order of iteration of ints, strings,
// doubles (-0.0 and 0.0 one key), pointers and chars, from a braced list and from a range,
// after erase, rehash, reserve and a max_load_factor of 2; a hash of the program's own.
#include <cstdio>
#include <string>
#include <vector>
#include <iostream>
#include <unordered_set>
#include <unordered_map>
template <class S> static void show(const char *tag, const S &s)
{
    std::cout << tag << " n=" << s.size() << " b=" << s.bucket_count() << ':';
    for (const auto &x : s)
        std::cout << ' ' << x;
    std::cout << '\n';
}
struct PointHash {
    size_t operator()(const std::pair<int, int> &p) const { return p.first * 31 + p.second; }
};
int main()
{
    std::unordered_set<int> s = {5, 3, 17, 8, 1, 40, 13, 26};
    show("ints", s);
    s.insert(3);
    s.insert(99);
    s.erase(17);
    show("ints", s);
    for (int i = 0; i < 30; i += 3) s.insert(i * i);
    show("more", s);
    s.rehash(100);
    show("rehash", s);
    s.reserve(3);
    show("reserve", s);
    std::unordered_set<std::string> w;
    const char *words[] = {"the", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog", "again", "and", "again", "until", "night", "falls"};
    for (const char *x : words) w.insert(x);
    show("words", w);
    w.erase("fox");
    std::cout << w.count("dog") << w.count("fox") << ' ' << (w.find("lazy") != w.end()) << '\n';
    show("words", w);
    std::vector<double> dv = {1.5, -2.25, 0.0, 3.75, 1.5, 1e10, -0.0};
    std::unordered_set<double> d(dv.begin(), dv.end());
    show("doubles", d);
    std::unordered_set<const char *> ptrs;
    static const char buf[8] = "abcdefg";
    for (int i = 0; i < 7; i++) ptrs.insert(buf + (i * 3) % 7);
    for (auto p : ptrs) std::cout << (p - buf);
    std::cout << '\n';
    std::unordered_map<std::pair<int, int>, int, PointHash> pts;
    for (int i = 0; i < 6; i++) pts[std::make_pair(i, i * 2)] = i;
    for (auto &kv : pts) std::cout << kv.first.first << ',' << kv.first.second << '=' << kv.second << ' ';
    std::cout << '\n';
    std::unordered_set<long> big;
    for (long i = 0; i < 5000; i++) big.insert(i * 2654435761L % 100003);
    long sum = 0, k = 0;
    for (long x : big) { sum += x * (++k % 7); }
    std::cout << big.size() << ' ' << big.bucket_count() << ' ' << sum << ' ' << big.load_factor() << '\n';
    auto it = big.begin();
    for (int i = 0; i < 2000; i++) it = big.erase(it);
    std::cout << big.size() << ' ' << *it << ' ' << *big.begin() << '\n';
    std::unordered_set<char> cs;
    for (const char *c = "hello world"; *c; c++) cs.insert(*c);
    for (char c : cs) std::cout << c;
    std::cout << '\n';
    s.clear();
    show("cleared", s);
    s.max_load_factor(2.0f);
    for (int i = 0; i < 50; i++) s.insert(i * 7);
    std::cout << s.bucket_count() << ' ' << s.max_load_factor() << ' ' << s.bucket(21) << ' ' << s.bucket_size(s.bucket(21)) << '\n';
    show("mlf2", s);
}
