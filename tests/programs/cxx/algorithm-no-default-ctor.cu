// <algorithm> over elements of a class without a default constructor: stable_sort,
// stable_partition, inplace_merge (stable: the order of equal keys is the standard's), sort,
// partial_sort, nth_element, the heap functions, merge, rotate, unique, remove_if, shuffle and
// accumulate over a vector of them. Expected output: what g++ 12 with libstdc++ printed for this
// file compiled as C++ (host code only).
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <random>
#include <vector>

struct Item {
    int key, tag;
    Item(int k, int t) : key(k), tag(t) {}
};

static bool by_key(const Item &a, const Item &b) { return a.key < b.key; }
static bool operator<(const Item &a, const Item &b) { return a.key < b.key; }

static void show(const char *what, const std::vector<Item> &v)
{
    printf("%s:", what);
    for (size_t i = 0; i < v.size(); i++)
        printf(" %d/%d", v[i].key, v[i].tag);
    printf("\n");
}

static std::vector<Item> make(int n, unsigned seed)
{
    std::vector<Item> v;
    std::mt19937 g(seed);
    std::uniform_int_distribution<int> d(0, 9);
    for (int i = 0; i < n; i++)
        v.push_back(Item(d(g), i));
    return v;
}

int main()
{
    std::vector<Item> v = make(24, 1);
    std::stable_sort(v.begin(), v.end(), by_key);
    show("stable_sort", v);
    v = make(24, 2);
    std::stable_sort(v.begin(), v.end());
    show("stable_sort <", v);
    v = make(24, 3);
    std::stable_sort(v.begin(), v.end(), [](const Item &a, const Item &b) { return a.key > b.key; });
    show("stable_sort >", v);
    v = make(20, 4);
    std::vector<Item>::iterator p = std::stable_partition(v.begin(), v.end(), [](const Item &a) { return a.key % 2 == 0; });
    show("stable_partition", v);
    printf("evens %d\n", (int)(p - v.begin()));
    v = make(10, 5);
    std::vector<Item> w = make(12, 6);
    std::stable_sort(v.begin(), v.end());
    std::stable_sort(w.begin(), w.end());
    for (size_t i = 0; i < w.size(); i++)
        w[i].tag += 100;
    std::vector<Item> both(v);
    both.insert(both.end(), w.begin(), w.end());
    std::inplace_merge(both.begin(), both.begin() + v.size(), both.end(), by_key);
    show("inplace_merge", both);
    std::vector<Item> merged;
    std::merge(v.begin(), v.end(), w.begin(), w.end(), std::back_inserter(merged));
    show("merge", merged);
    v = make(16, 7);
    std::sort(v.begin(), v.end(), by_key);
    printf("sorted %d\n", (int)std::is_sorted(v.begin(), v.end(), by_key));
    v = make(16, 8);
    std::partial_sort(v.begin(), v.begin() + 5, v.end(), by_key);
    printf("partial_sort first five keys:");
    for (int i = 0; i < 5; i++)
        printf(" %d", v[i].key);
    printf("\n");
    v = make(16, 9);
    std::nth_element(v.begin(), v.begin() + 8, v.end(), by_key);
    printf("nth_element 8th key %d\n", v[8].key);
    v = make(16, 10);
    std::make_heap(v.begin(), v.end(), by_key);
    std::sort_heap(v.begin(), v.end(), by_key);
    printf("heap sorted %d\n", (int)std::is_sorted(v.begin(), v.end(), by_key));
    v = make(10, 11);
    std::rotate(v.begin(), v.begin() + 3, v.end());
    show("rotate", v);
    std::vector<Item>::iterator e = std::unique(v.begin(), v.end(), [](const Item &a, const Item &b) { return a.key == b.key; });
    v.erase(e, v.end());
    show("unique", v);
    e = std::remove_if(v.begin(), v.end(), [](const Item &a) { return a.key > 6; });
    v.erase(e, v.end());
    show("remove_if", v);
    v = make(10, 12);
    std::mt19937 g(5);
    std::shuffle(v.begin(), v.end(), g);
    show("shuffle", v);
    int sum = std::accumulate(v.begin(), v.end(), 0, [](int s, const Item &a) { return s + a.key; });
    printf("sum %d\n", sum);
    std::vector<Item> big = make(5000, 13);
    std::stable_sort(big.begin(), big.end(), by_key);
    long check = 0;
    for (size_t i = 0; i < big.size(); i++)
        check = check * 31 % 1000000007 + big[i].tag;
    printf("5000 stable %ld\n", check);
    return 0;
}
