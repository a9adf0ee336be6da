// The unordered containers' bucket interface: bucket_count as elements go in, each bucket's
// elements through its local iterators, load_factor, max_load_factor, rehash and reserve; the
// bucket counts and orders are libstdc++'s.
#include <cstdio>
#include <string>
#include <unordered_map>
#include <unordered_set>

template <class C> static void buckets(const char *what, const C &c)
{
    printf("%s: %zu elements, %zu buckets, load %.3f (max %.2f)\n", what, c.size(),
           c.bucket_count(), c.load_factor(), c.max_load_factor());
}

static void walk(const std::unordered_map<int, int> &m)
{
    for (size_t b = 0; b < m.bucket_count(); b++) {
        if (m.bucket_size(b) == 0)
            continue;
        printf("  [%zu] %zu:", b, m.bucket_size(b));
        for (std::unordered_map<int, int>::const_local_iterator it = m.begin(b); it != m.end(b); ++it)
            printf(" %d=%d", it->first, it->second);
        printf("\n");
    }
    printf("  order:");
    for (auto &kv : m)
        printf(" %d", kv.first);
    printf("\n");
}

static void walk(const std::unordered_set<std::string> &s)
{
    for (size_t b = 0; b < s.bucket_count(); b++) {
        if (!s.bucket_size(b))
            continue;
        printf("  [%zu]", b);
        for (auto it = s.cbegin(b); it != s.cend(b); it++)
            printf(" %s", it->c_str());
        printf("\n");
    }
    printf("  order:");
    for (const std::string &w : s)
        printf(" %s", w.c_str());
    printf("\n");
}

int main()
{
    std::unordered_map<int, int> m;
    buckets("empty map", m);
    size_t last = m.bucket_count();
    for (int i = 0; i < 200; i++) {
        m[(i * 37) % 101 + i] = i;
        if (m.bucket_count() != last) {
            printf("after %zu inserts: %zu buckets\n", m.size(), m.bucket_count());
            last = m.bucket_count();
        }
    }
    buckets("map", m);
    std::unordered_map<int, int> small;
    for (int k : {5, 18, 31, 44, 2, 15, 100, -3, 7})
        small[k] = k * k;
    buckets("small", small);
    walk(small);
    printf("bucket(18) %zu, bucket(-3) %zu\n", small.bucket(18), small.bucket(-3));
    small.max_load_factor(0.5f);
    buckets("max_load_factor 0.5", small);
    small.rehash(50);
    buckets("rehash(50)", small);
    walk(small);
    small.rehash(3);
    buckets("rehash(3)", small);
    walk(small);
    small.reserve(100);
    buckets("reserve(100)", small);
    small.erase(31);
    small.erase(100);
    walk(small);

    std::unordered_set<std::string> s;
    const char *words[] = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta",
                           "theta", "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron",
                           "pi", "rho", "sigma", "tau", "upsilon"};
    last = s.bucket_count();
    for (const char *w : words) {
        s.insert(w);
        if (s.bucket_count() != last) {
            printf("after %zu words: %zu buckets\n", s.size(), s.bucket_count());
            last = s.bucket_count();
        }
    }
    buckets("words", s);
    walk(s);
    printf("bucket(\"pi\") %zu holds %zu\n", s.bucket("pi"), s.bucket_size(s.bucket("pi")));
    s.reserve(200);
    buckets("reserve(200)", s);
    walk(s);
    std::unordered_set<std::string> t(s.begin(), s.end());
    buckets("copy by range", t);
    std::unordered_multiset<int> ms = {1, 14, 1, 27, 14, 1};
    buckets("multiset", ms);
    for (size_t b = 0; b < ms.bucket_count(); b++)
        for (auto it = ms.begin(b); it != ms.end(b); ++it)
            printf(" %zu:%d", b, *it);
    printf("\n");
    std::unordered_multimap<int, char> mm = {{3, 'a'}, {16, 'b'}, {3, 'c'}};
    size_t b3 = mm.bucket(3);
    for (auto it = mm.begin(b3); it != mm.end(b3); ++it)
        printf(" %d%c", it->first, it->second);
    printf("\n");
    return 0;
}
