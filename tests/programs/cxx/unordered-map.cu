// (g++ -x c++) std::unordered_map as libstdc++'s: the order of iteration as elements are added
// (each to the front of its bucket, or of the list), the bucket counts of its prime rehash
// policy (13, 29, 59 ...), erase by key and by iterator, rehash, reserve, max_load_factor,
// bucket(k), std::hash of int, double, float and std::string (_Hash_bytes), at() throwing.
#include <cstdio>
#include <string>
#include <unordered_map>
#include <iostream>
static void show(const std::unordered_map<int, int> &m)
{
    printf("size %zu buckets %zu lf %.4f:", m.size(), m.bucket_count(), m.load_factor());
    for (auto &kv : m)
        printf(" %d=%d", kv.first, kv.second);
    printf("\n");
}
int main()
{
    std::unordered_map<int, int> m;
    printf("empty buckets %zu\n", m.bucket_count());
    for (int i = 0; i < 40; i++) {
        m[(i * 37) % 101] = i;
        if (i % 7 == 0) show(m);
    }
    show(m);
    m.erase(37);
    m.erase(74);
    m.erase(1000);
    show(m);
    auto it = m.find(11);
    if (it != m.end()) it = m.erase(it);
    printf("after erase it -> %d\n", it == m.end() ? -1 : it->first);
    m.rehash(5);
    show(m);
    m.rehash(200);
    show(m);
    m.reserve(1000);
    show(m);
    m.max_load_factor(0.5f);
    m[-5] = 1;
    show(m);
    printf("bucket(-5) %zu bucket(33) %zu size of that %zu\n", m.bucket(-5), m.bucket(33), m.bucket_size(m.bucket(33)));
    m.clear();
    show(m);
    m.insert({3, 4});
    m.emplace(9, 9);
    auto r = m.insert(std::make_pair(3, 5));
    printf("insert dup %d %d count %zu %zu\n", r.second, r.first->second, m.count(3), m.count(4));
    show(m);
    std::unordered_map<std::string, int> w = {{"alpha", 1}, {"beta", 2}, {"gamma", 3}, {"delta", 4}};
    w["epsilon"] = 5;
    for (const auto &[k, v] : w)
        std::cout << k << ':' << v << ' ';
    std::cout << w.bucket_count() << ' ' << std::hash<std::string>()("hello") << '\n';
    std::unordered_map<int, int> c = m;
    c[100] = 1;
    show(c);
    printf("hash %zu %zu %zu %zu\n", std::hash<int>()(-3), std::hash<double>()(1.5), std::hash<float>()(2.5f), std::hash<double>()(-0.0));
    try { w.at("zeta"); } catch (const std::out_of_range &e) { printf("caught %s\n", e.what()); }
    std::unordered_map<int, int> h(100);
    printf("hinted %zu\n", h.bucket_count());
    for (int i = 0; i < 300; i++) h[i * 7919 % 1000] = i;
    printf("%zu %zu\n", h.size(), h.bucket_count());
    int n = 0;
    for (auto &kv : h) { if (n++ < 20) printf("%d ", kv.first); }
    printf("\n");
}
