// (g++ -x c++) 6000 random operations on std::unordered_map (operator[], erase by key and by
// iterator, rehash, reserve, max_load_factor) and std::unordered_map<std::string, int>: the
// size, bucket count and a digest of the iteration order every 500 steps are libstdc++'s.
#include <cstdio>
#include <unordered_map>
#include <string>
int main()
{
    unsigned s = 12345;
    std::unordered_map<int, int> m;
    std::unordered_map<std::string, int> w;
    for (int step = 0; step < 6000; step++) {
        s = s * 1103515245u + 12345u;
        unsigned r = (s >> 8) % 100;
        int k = (int)((s >> 12) % 3000) - 1000;
        if (r < 55) m[k] += step;
        else if (r < 85) m.erase(k);
        else if (r < 90) { auto it = m.find(k); if (it != m.end()) m.erase(it); }
        else if (r < 93) m.rehash((s >> 4) % 500);
        else if (r < 95) m.reserve((s >> 4) % 800);
        else if (r < 96) m.max_load_factor(0.25f + ((s >> 6) % 8) * 0.25f);
        else { char b[16]; snprintf(b, sizeof b, "k%d", k); if (r < 99) w[b] = step; else w.erase(b); }
        if (step % 500 == 0) {
            unsigned long h = 0;
            for (auto &kv : m) h = h * 1000003 + (unsigned)kv.first * 7 + kv.second;
            unsigned long g = 0;
            for (auto &kv : w) g = g * 31 + kv.first.size() + kv.first[1] + kv.second;
            printf("%d %zu %zu %lu %zu %zu %lu %.3f\n", step, m.size(), m.bucket_count(), h, w.size(), w.bucket_count(), g, m.max_load_factor());
        }
    }
    int n = 0;
    for (auto &kv : m) if (n++ < 30) printf("%d ", kv.first);
    printf("\n");
}
