// (g++) std::sort is libstdc++'s introsort step for step: elements with equal keys end in the
// order g++'s std::sort leaves them (sizes around the insertion-sort threshold of 16, and a
// sequence that exhausts the depth limit and falls back to the heap sort); move-only elements
// sort; std::reverse and std::swap move.
#include <cstdio>
#include <vector>
#include <algorithm>
#include <string>
#include <memory>
struct P { int key, id; };
int main() {
    unsigned s = 12345;
    for (int n : {0, 1, 2, 5, 16, 17, 31, 100, 1000, 5000}) {
        std::vector<P> v;
        for (int i = 0; i < n; i++) { s = s * 1103515245u + 12345u; v.push_back({(int)((s >> 16) % 7), i}); }
        std::sort(v.begin(), v.end(), [](const P &a, const P &b) { return a.key < b.key; });
        unsigned h = 0; for (auto &p : v) h = h * 31 + p.id * 7 + p.key;
        printf("%d %u\n", n, h);
    }
    // adversarial for depth limit: organ pipe / many equal
    std::vector<P> w;
    for (int i = 0; i < 3000; i++) w.push_back({i < 1500 ? i : 3000 - i, i});
    std::sort(w.begin(), w.end(), [](const P &a, const P &b) { return a.key / 3 < b.key / 3; });
    unsigned h = 0; for (auto &p : w) h = h * 31 + p.id; printf("pipe %u\n", h);
    std::vector<std::unique_ptr<int>> u;
    for (int i = 0; i < 40; i++) u.push_back(std::make_unique<int>((i * 37) % 40));
    std::sort(u.begin(), u.end(), [](const auto &a, const auto &b) { return *a < *b; });
    for (auto &x : u) printf("%d ", *x); printf("\n");
    std::vector<std::string> names = {"delta", "alpha", "charlie", "bravo", "echo", "alpha"};
    std::sort(names.begin(), names.end());
    for (auto &x : names) printf("%s ", x.c_str()); printf("\n");
    std::reverse(names.begin(), names.end());
    std::swap(names[0], names[1]);
    for (auto &x : names) printf("%s ", x.c_str()); printf("\n");
}
