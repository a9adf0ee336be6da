// (g++ -x c++) the algorithms whose order of results g++'s libstdc++ fixes: partial_sort and
// nth_element (its introselect and heap select: where equal keys and the rest end),
// partial_sort_copy, partition (from both ends; forward_list's forwards) and stable_partition,
// partition_copy, partition_point, next/prev_permutation, is_permutation, is_sorted(_until),
// lower/upper_bound, equal_range, binary_search (with comparators, on a list and a set too),
// merge, inplace_merge, includes, set_union/intersection/difference/symmetric_difference (which
// of equal elements is kept), min/max/minmax with a comparator and an initializer_list, clamp,
// min/max/minmax_element on ties, and the comparisons minmax_element makes.
#include <algorithm>
#include <cstdio>
#include <deque>
#include <forward_list>
#include <functional>
#include <iterator>
#include <list>
#include <set>
#include <string>
#include <vector>

struct Item {
    int key;
    char tag;
};
struct ByKey {
    bool operator()(const Item &a, const Item &b) const { return a.key < b.key; }
};
static bool desc(int a, int b) { return a > b; }
static void show(const char *t, const std::vector<Item> &v)
{
    printf("%s:", t);
    for (const Item &i : v)
        printf(" %d%c", i.key, i.tag);
    printf("\n");
}
template <class It> static void show(const char *tag, It first, It last)
{
    printf("%s:", tag);
    for (; first != last; ++first)
        printf(" %d", *first);
    printf("\n");
}
static std::vector<Item> items(int n)
{
    std::vector<Item> v;
    unsigned x = 12345;
    for (int i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        v.push_back(Item{(int)((x >> 16) % 7), (char)('a' + i % 26)});
    }
    return v;
}

int main()
{
    // partial_sort, nth_element: where equal keys end (and what stays behind)
    for (int n : {10, 40}) {
        std::vector<Item> v = items(n);
        std::partial_sort(v.begin(), v.begin() + n / 3, v.end(), ByKey());
        show("partial_sort", v);
        v = items(n);
        std::nth_element(v.begin(), v.begin() + n / 2, v.end(), ByKey());
        show("nth_element", v);
        v = items(n);
        std::nth_element(v.begin(), v.begin() + 1, v.end(), [](const Item &a, const Item &b) { return a.key > b.key; });
        show("nth_element desc", v);
    }
    std::vector<int> big;
    for (int i = 0; i < 200; i++)
        big.push_back((i * 7919) % 101);
    std::nth_element(big.begin(), big.begin() + 150, big.end());
    printf("nth_element 150th of 200: %d\n", big[150]);
    std::partial_sort(big.begin(), big.begin() + 8, big.end(), desc);
    show("partial_sort 8 desc", big.begin(), big.begin() + 12);
    std::list<int> src = {9, 3, 7, 1, 8, 2, 6};
    int top[4];
    int *te = std::partial_sort_copy(src.begin(), src.end(), top, top + 4);
    show("partial_sort_copy", top, te);
    std::vector<Item> few(3);
    std::vector<Item> all = items(9);
    std::partial_sort_copy(all.begin(), all.end(), few.begin(), few.end(), ByKey());
    show("partial_sort_copy items", few);

    // partitions
    std::vector<int> p = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13};
    auto pe = std::partition(p.begin(), p.end(), [](int x) { return x % 3 == 0; });
    show("partition", p.begin(), p.end());
    printf("partition point at %ld, is_partitioned %d\n", (long)(pe - p.begin()),
           std::is_partitioned(p.begin(), p.end(), [](int x) { return x % 3 == 0; }));
    std::list<int> pl = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    std::partition(pl.begin(), pl.end(), [](int x) { return x % 2 == 0; });
    show("partition list", pl.begin(), pl.end());
    std::forward_list<int> pf = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    std::partition(pf.begin(), pf.end(), [](int x) { return x % 2 == 0; });
    show("partition forward_list", pf.begin(), pf.end());
    std::vector<Item> sp = items(12);
    std::stable_partition(sp.begin(), sp.end(), [](const Item &i) { return i.key >= 4; });
    show("stable_partition", sp);
    std::list<int> spl = {5, 1, 8, 2, 9, 3, 7};
    std::stable_partition(spl.begin(), spl.end(), [](int x) { return x > 4; });
    show("stable_partition list", spl.begin(), spl.end());
    std::vector<int> ev, od;
    std::partition_copy(spl.begin(), spl.end(), std::back_inserter(ev), std::back_inserter(od), [](int x) { return x % 2 == 0; });
    show("partition_copy even", ev.begin(), ev.end());
    show("partition_copy odd", od.begin(), od.end());
    std::vector<int> pp = {2, 4, 6, 8, 1, 3, 5};
    printf("partition_point: %ld\n", (long)(std::partition_point(pp.begin(), pp.end(), [](int x) { return x % 2 == 0; }) - pp.begin()));

    // permutations
    std::string s = "aabc";
    int k = 0;
    do {
        printf("%s ", s.c_str());
        k++;
    } while (std::next_permutation(s.begin(), s.end()));
    printf("(%d, back to %s)\n", k, s.c_str());
    std::vector<int> perm = {3, 2, 1};
    while (std::prev_permutation(perm.begin(), perm.end()))
        show("prev", perm.begin(), perm.end());
    std::list<int> lp = {1, 2, 3};
    std::next_permutation(lp.begin(), lp.end(), std::greater<int>());
    show("next_permutation greater on list", lp.begin(), lp.end());
    int q1[] = {1, 2, 3, 3, 4}, q2[] = {3, 4, 3, 1, 2}, q3[] = {3, 4, 3, 1, 1};
    printf("is_permutation: %d %d\n", std::is_permutation(q1, q1 + 5, q2), std::is_permutation(q1, q1 + 5, q3));

    // sorted ranges
    std::vector<int> srt = {1, 3, 3, 3, 5, 8, 8, 13};
    printf("is_sorted %d, until %ld\n", std::is_sorted(srt.begin(), srt.end()),
           (long)(std::is_sorted_until(q2, q2 + 5) - q2));
    printf("is_sorted desc: %d\n", std::is_sorted(perm.begin(), perm.end(), desc));
    for (int x : {0, 3, 4, 8, 20}) {
        auto lo = std::lower_bound(srt.begin(), srt.end(), x);
        auto hi = std::upper_bound(srt.begin(), srt.end(), x);
        auto er = std::equal_range(srt.begin(), srt.end(), x);
        printf("%d: lower %ld upper %ld range %ld..%ld found %d\n", x, (long)(lo - srt.begin()), (long)(hi - srt.begin()),
               (long)(er.first - srt.begin()), (long)(er.second - srt.begin()), std::binary_search(srt.begin(), srt.end(), x));
    }
    std::list<int> sl(srt.begin(), srt.end());
    auto ler = std::equal_range(sl.begin(), sl.end(), 8);
    printf("equal_range list: %ld..%ld\n", (long)std::distance(sl.begin(), ler.first), (long)std::distance(sl.begin(), ler.second));
    std::set<int> st = {2, 4, 6, 8};
    printf("lower_bound set: %d\n", *std::lower_bound(st.begin(), st.end(), 5));
    std::vector<int> dsc = {9, 7, 7, 4, 1};
    printf("lower/upper desc: %ld %ld %d\n", (long)(std::lower_bound(dsc.begin(), dsc.end(), 7, desc) - dsc.begin()),
           (long)(std::upper_bound(dsc.begin(), dsc.end(), 7, std::greater<int>()) - dsc.begin()),
           std::binary_search(dsc.begin(), dsc.end(), 4, desc));
    std::vector<Item> ia = {{1, 'a'}, {3, 'a'}, {3, 'b'}, {5, 'a'}}, ib = {{2, 'x'}, {3, 'x'}, {5, 'x'}, {5, 'y'}};
    std::vector<Item> mo;
    std::merge(ia.begin(), ia.end(), ib.begin(), ib.end(), std::back_inserter(mo), ByKey());
    show("merge", mo);
    std::vector<Item> r;
    std::set_union(ia.begin(), ia.end(), ib.begin(), ib.end(), std::back_inserter(r), ByKey());
    show("set_union", r);
    r.clear();
    std::set_intersection(ia.begin(), ia.end(), ib.begin(), ib.end(), std::back_inserter(r), ByKey());
    show("set_intersection", r);
    r.clear();
    std::set_difference(ia.begin(), ia.end(), ib.begin(), ib.end(), std::back_inserter(r), ByKey());
    show("set_difference", r);
    r.clear();
    std::set_symmetric_difference(ia.begin(), ia.end(), ib.begin(), ib.end(), std::back_inserter(r), ByKey());
    show("set_symmetric_difference", r);
    std::set<int> sa = {1, 2, 3, 4, 5}, sb = {4, 5, 6};
    std::vector<int> out;
    std::set_intersection(sa.begin(), sa.end(), sb.begin(), sb.end(), std::back_inserter(out));
    std::set_difference(sa.begin(), sa.end(), sb.begin(), sb.end(), std::back_inserter(out));
    std::set_union(sa.begin(), sa.end(), sb.begin(), sb.end(), std::back_inserter(out));
    std::set_symmetric_difference(sa.begin(), sa.end(), sb.begin(), sb.end(), std::back_inserter(out));
    show("set operations on sets", out.begin(), out.end());
    printf("includes: %d %d\n", std::includes(sa.begin(), sa.end(), sb.begin(), sb.end()),
           std::includes(sa.begin(), sa.end(), st.begin(), std::next(st.begin(), 2)));
    std::vector<Item> im = {{1, 'p'}, {4, 'p'}, {4, 'q'}, {6, 'p'}, {0, 'r'}, {4, 'r'}, {5, 'r'}, {9, 'r'}};
    std::inplace_merge(im.begin(), im.begin() + 4, im.end(), ByKey());
    show("inplace_merge", im);
    std::list<int> iml = {2, 5, 9, 1, 5, 7};
    std::inplace_merge(iml.begin(), std::next(iml.begin(), 3), iml.end());
    show("inplace_merge list", iml.begin(), iml.end());

    // min, max, clamp
    Item x{3, 'x'}, y{3, 'y'}, z{1, 'z'};
    printf("min %c max %c\n", std::min(x, y, ByKey()).tag, std::max(x, y, ByKey()).tag);
    auto mm = std::minmax(x, y, ByKey());
    printf("minmax %c %c\n", mm.first.tag, mm.second.tag);
    printf("min of list %c, max of list %c\n", std::min({x, y, z}, ByKey()).tag, std::max({z, x, y}, ByKey()).tag);
    auto mml = std::minmax({x, z, y, z}, ByKey());
    printf("minmax of list %c %c\n", mml.first.tag, mml.second.tag);
    printf("min/max ints: %d %d %d %d\n", std::min({4, 2, 8}), std::max({4, 2, 8}), std::min(3, 9, desc), std::max(3, 9, desc));
    std::string sa1 = "pear", sa2 = "fig";
    printf("min/max strings: %s %s\n", std::min(sa1, sa2).c_str(), std::max(sa1, sa2).c_str());
    auto mmi = std::minmax({5, 1, 9, 1, 9});
    printf("minmax ints: %d %d\n", mmi.first, mmi.second);
    printf("clamp: %d %d %d %.1f\n", std::clamp(-5, 0, 10), std::clamp(50, 0, 10), std::clamp(7, 0, 10), std::clamp(2.5, 1.0, 2.0));
    printf("clamp comparator: %d\n", std::clamp(5, 10, 0, desc));
    std::vector<Item> ties = {{2, 'a'}, {0, 'b'}, {7, 'c'}, {0, 'd'}, {7, 'e'}, {3, 'f'}, {7, 'g'}, {0, 'h'}};
    printf("ties: min %c max %c", std::min_element(ties.begin(), ties.end(), ByKey())->tag, std::max_element(ties.begin(), ties.end(), ByKey())->tag);
    auto mme = std::minmax_element(ties.begin(), ties.end(), ByKey());
    printf(" minmax %c %c\n", mme.first->tag, mme.second->tag);
    for (size_t n = 0; n <= ties.size(); n++) {
        auto e = std::minmax_element(ties.begin(), ties.begin() + n, ByKey());
        printf("%zu:%c%c ", n, n ? e.first->tag : '-', n ? e.second->tag : '-');
    }
    printf("\n");
    std::deque<int> calls = {4, 1, 4, 1, 6, 0};
    auto mmc = std::minmax_element(calls.begin(), calls.end(), [](int a, int b) {
        printf("(%d<%d)", a, b);
        return a < b;
    });
    printf(" -> %ld %ld\n", (long)(mmc.first - calls.begin()), (long)(mmc.second - calls.begin()));
    return 0;
}
