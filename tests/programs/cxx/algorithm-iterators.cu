// (g++ -x c++) <algorithm> over every kind of iterator: pointers (vector, array, deque, set,
// map, string), std::list's and std::forward_list's iterator classes, and output iterators
// (back_inserter, ostream_iterator), with lambdas, function objects and function pointers:
// find, find_if(_not), count(_if), all/any/none_of, for_each(_n), adjacent_find, search,
// search_n, find_end, find_first_of, mismatch, equal, lexicographical_compare, copy(_if, _n,
// _backward), move, fill(_n), generate(_n), transform (one and two ranges), replace(_if,
// _copy), remove(_if) and erase, remove_copy(_if), unique(_copy), reverse(_copy), rotate(_copy),
// swap_ranges, min/max/minmax_element with comparators (a vector of unique_ptr too).
#include <algorithm>
#include <cstdio>
#include <deque>
#include <forward_list>
#include <iostream>
#include <iterator>
#include <list>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

struct IsOdd {
    bool operator()(int x) const { return x % 2 != 0; }
};
struct Near {
    int d;
    bool operator()(int a, int b) const { return a - b <= d && b - a <= d; }
};
static bool is_neg(int x) { return x < 0; }
static bool abs_less(int a, int b) { return (a < 0 ? -a : a) < (b < 0 ? -b : b); }
static int twice(int x) { return 2 * x; }

template <class It> static void show(const char *tag, It first, It last)
{
    printf("%s:", tag);
    for (; first != last; ++first)
        printf(" %d", *first);
    printf("\n");
}

int main()
{
    std::vector<int> v = {5, -3, 8, 8, 1, -7, 4, 4, 4, 9, 0, 2};
    std::list<int> l(v.begin(), v.end());
    std::deque<int> dq(v.begin(), v.end());
    std::forward_list<int> fl = {3, 1, 4, 1, 5, 9, 2, 6};
    int arr[] = {2, 7, 1, 8, 2, 8, 1, 8};
    std::set<int> s = {10, 20, 30, 40, 50};
    std::map<std::string, int> m = {{"ant", 3}, {"bee", 7}, {"cat", 1}, {"dog", 7}};

    // finding
    auto li = std::find(l.begin(), l.end(), 4);
    printf("find in list: %d at %ld\n", *li, (long)std::distance(l.begin(), li));
    printf("find missing: %d\n", std::find(l.begin(), l.end(), 42) == l.end());
    printf("find_if odd (functor): %d\n", *std::find_if(dq.begin(), dq.end(), IsOdd()));
    printf("find_if neg (function pointer): %d\n", *std::find_if(l.begin(), l.end(), is_neg));
    printf("find_if_not positive: %d\n", *std::find_if_not(v.begin(), v.end(), [](int x) { return x > 0; }));
    printf("find in forward_list: %d\n", *std::find(fl.begin(), fl.end(), 9));
    printf("find in set: %d\n", *std::find(s.begin(), s.end(), 30));
    auto mi = std::find_if(m.begin(), m.end(), [](const auto &p) { return p.second == 7; });
    printf("find_if in map: %s\n", mi->first.c_str());
    printf("count 4: %ld, count 8 in array: %ld\n", (long)std::count(l.begin(), l.end(), 4), (long)std::count(arr, arr + 8, 8));
    printf("count_if odd in list: %ld, in forward_list: %ld\n", (long)std::count_if(l.begin(), l.end(), IsOdd()),
           (long)std::count_if(fl.begin(), fl.end(), IsOdd()));
    printf("count_if map 7: %ld\n", (long)std::count_if(m.begin(), m.end(), [](const auto &p) { return p.second == 7; }));
    printf("all_of >-10: %d, any_of neg: %d, none_of >100: %d\n",
           std::all_of(l.begin(), l.end(), [](int x) { return x > -10; }), std::any_of(dq.begin(), dq.end(), is_neg),
           std::none_of(s.begin(), s.end(), [](int x) { return x > 100; }));
    int sum = 0;
    std::for_each(l.begin(), l.end(), [&sum](int x) { sum += x; });
    printf("for_each sum: %d\n", sum);
    std::for_each(l.begin(), l.end(), [](int &x) { x *= 10; });
    show("for_each *10", l.begin(), l.end());
    std::for_each_n(v.begin(), 3, [](int &x) { x = -x; });
    show("for_each_n negate 3", v.begin(), v.end());
    auto adj = std::adjacent_find(l.begin(), l.end());
    printf("adjacent_find: %d at %ld\n", *adj, (long)std::distance(l.begin(), adj));
    auto adj2 = std::adjacent_find(arr, arr + 8, [](int a, int b) { return a > b; });
    printf("adjacent_find a>b: at %ld\n", (long)(adj2 - arr));
    std::list<int> pat = {4, 4};
    printf("search {4,4} in deque: %ld\n", (long)(std::search(dq.begin(), dq.end(), pat.begin(), pat.end()) - dq.begin()));
    printf("find_end {4,4}: %ld\n", (long)(std::find_end(dq.begin(), dq.end(), pat.begin(), pat.end()) - dq.begin()));
    auto sn = std::search_n(l.begin(), l.end(), 3, 40);
    printf("search_n 3x40 in list: %ld\n", (long)std::distance(l.begin(), sn));
    printf("search_n 2 near 8 (functor): %ld\n", (long)(std::search_n(arr, arr + 8, 2, 8, Near{6}) - arr));
    int vowels[] = {1, 9, 0};
    auto ffo = std::find_first_of(l.begin(), l.end(), vowels, vowels + 3, [](int a, int b) { return a == b * 10; });
    printf("find_first_of: %d\n", *ffo);
    std::vector<int> w(dq.begin(), dq.end());
    w[6] = 99;
    auto mm = std::mismatch(dq.begin(), dq.end(), w.begin());
    printf("mismatch: %d vs %d\n", *mm.first, *mm.second);
    auto mm2 = std::mismatch(w.begin(), w.end(), l.begin(), l.end(), [](int a, int b) { return a * 10 == b; });
    printf("mismatch (4 iterators, predicate): %ld\n", (long)(mm2.first - w.begin()));
    printf("equal deque/vector: %d, deque/list (predicate): %d\n", std::equal(dq.begin(), dq.end(), w.begin()),
           std::equal(dq.begin(), dq.end(), l.begin(), [](int a, int b) { return a * 10 == b; }));
    printf("equal with lengths: %d\n", std::equal(dq.begin(), dq.end(), w.begin(), w.begin() + 5));
    std::string a = "apple", b = "apricot";
    printf("lexicographical_compare: %d %d %d\n", std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end()),
           std::lexicographical_compare(b.begin(), b.end(), a.begin(), a.end()),
           std::lexicographical_compare(l.begin(), l.end(), fl.begin(), fl.end(), [](int x, int y) { return x / 10 < y; }));

    // copying into other kinds of containers
    std::vector<int> out;
    std::copy(l.begin(), l.end(), std::back_inserter(out));
    show("copy list -> back_inserter", out.begin(), out.end());
    std::list<int> odd;
    std::copy_if(dq.begin(), dq.end(), std::back_inserter(odd), IsOdd());
    show("copy_if odd -> list", odd.begin(), odd.end());
    std::copy_n(s.begin(), 3, std::ostream_iterator<int>(std::cout, ";"));
    std::cout << "\n";
    std::copy(fl.begin(), fl.end(), std::ostream_iterator<int>(std::cout, " "));
    std::cout << "\n";
    int buf[12] = {0};
    std::copy_backward(arr, arr + 5, buf + 12);
    show("copy_backward", buf, buf + 12);
    std::vector<std::string> words = {"one", "two", "three"};
    std::vector<std::string> moved(3);
    std::move(words.begin(), words.end(), moved.begin());
    printf("move: %s %s %s\n", moved[0].c_str(), moved[1].c_str(), moved[2].c_str());
    std::move_backward(moved.begin(), moved.begin() + 2, moved.end());
    printf("move_backward: %s %s\n", moved[1].c_str(), moved[2].c_str());
    std::list<int> f(5);
    std::fill(f.begin(), f.end(), 7);
    std::fill_n(f.begin(), 2, -1);
    show("fill, fill_n", f.begin(), f.end());
    int n = 0;
    std::generate(f.begin(), f.end(), [&n] { return n++ * n; });
    show("generate", f.begin(), f.end());
    std::deque<int> g;
    std::generate_n(std::back_inserter(g), 4, [&n] { return n--; });
    show("generate_n", g.begin(), g.end());
    std::vector<int> t(l.size());
    std::transform(l.begin(), l.end(), t.begin(), [](int x) { return x / 10 + 1; });
    show("transform list", t.begin(), t.end());
    std::transform(t.begin(), t.end(), t.begin(), twice);
    show("transform in place", t.begin(), t.end());
    std::list<int> sums;
    std::transform(t.begin(), t.end(), l.begin(), std::back_inserter(sums), [](int x, int y) { return x + y; });
    show("transform two ranges", sums.begin(), sums.end());
    std::vector<std::string> names;
    std::transform(m.begin(), m.end(), std::back_inserter(names),
                   [](const auto &p) { return p.first + "=" + std::to_string(p.second); });
    for (auto &s2 : names)
        printf("%s ", s2.c_str());
    printf("\n");

    // replacing and removing
    std::replace(l.begin(), l.end(), 40, -40);
    show("replace", l.begin(), l.end());
    std::replace_if(dq.begin(), dq.end(), [](int x) { return x < 0; }, 0);
    show("replace_if", dq.begin(), dq.end());
    std::vector<int> rc;
    std::replace_copy(arr, arr + 8, std::back_inserter(rc), 8, 80);
    std::replace_copy_if(arr, arr + 8, std::back_inserter(rc), IsOdd(), -1);
    show("replace_copy(_if)", rc.begin(), rc.end());
    std::vector<int> r = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
    auto re = std::remove_if(r.begin(), r.end(), [](int x) { return x % 3 == 0; });
    show("remove_if kept", r.begin(), re);
    show("remove_if all", r.begin(), r.end());
    r.erase(re, r.end());
    r.erase(std::remove(r.begin(), r.end(), 5), r.end());
    show("erase-remove", r.begin(), r.end());
    std::list<int> lr = {3, 1, 3, 3, 2, 3};
    lr.erase(std::remove(lr.begin(), lr.end(), 3), lr.end());
    show("remove on list", lr.begin(), lr.end());
    std::vector<int> rcp;
    std::remove_copy(arr, arr + 8, std::back_inserter(rcp), 8);
    std::remove_copy_if(l.begin(), l.end(), std::back_inserter(rcp), is_neg);
    show("remove_copy(_if)", rcp.begin(), rcp.end());
    std::vector<std::string> sv = {"a", "b", "b", "c", "a", "a", "d", "d", "d"};
    auto ue = std::unique(sv.begin(), sv.end());
    for (auto p = sv.begin(); p != ue; ++p)
        printf("%s", p->c_str());
    printf(" (%ld kept)\n", (long)(ue - sv.begin()));
    std::vector<int> u = {1, 2, 4, 5, 7, 10, 11, 12, 20};
    auto ue2 = std::unique(u.begin(), u.end(), [](int x, int y) { return y - x == 1; });
    show("unique predicate", u.begin(), ue2);
    show("unique leftovers", u.begin(), u.end());
    std::list<int> ul = {1, 1, 2, 2, 2, 3, 1, 1};
    std::unique_copy(ul.begin(), ul.end(), std::ostream_iterator<int>(std::cout, ","));
    std::cout << "\n";

    // order
    std::reverse(l.begin(), l.end());
    show("reverse list", l.begin(), l.end());
    std::reverse(arr, arr + 8);
    show("reverse array", arr, arr + 8);
    std::list<int> rv;
    std::reverse_copy(s.begin(), s.end(), std::back_inserter(rv));
    show("reverse_copy set", rv.begin(), rv.end());
    std::vector<int> rot = {1, 2, 3, 4, 5, 6, 7};
    auto rit = std::rotate(rot.begin(), rot.begin() + 3, rot.end());
    show("rotate 3", rot.begin(), rot.end());
    printf("rotate returns: %d\n", *rit);
    std::list<int> rl = {1, 2, 3, 4, 5};
    std::rotate(rl.begin(), std::next(rl.begin(), 4), rl.end());
    show("rotate list", rl.begin(), rl.end());
    std::forward_list<int> rfl = {1, 2, 3, 4, 5, 6};
    std::rotate(rfl.begin(), std::next(rfl.begin(), 2), rfl.end());
    show("rotate forward_list", rfl.begin(), rfl.end());
    std::vector<int> rcy;
    std::rotate_copy(s.begin(), std::next(s.begin(), 2), s.end(), std::back_inserter(rcy));
    show("rotate_copy", rcy.begin(), rcy.end());
    std::swap_ranges(rot.begin(), rot.begin() + 3, rl.begin());
    show("swap_ranges vector", rot.begin(), rot.end());
    show("swap_ranges list", rl.begin(), rl.end());

    // smallest and largest
    std::vector<int> mx = {3, -9, 9, 1, -9, 9, 0};
    printf("min_element: %ld, max_element: %ld\n", (long)(std::min_element(mx.begin(), mx.end()) - mx.begin()),
           (long)(std::max_element(mx.begin(), mx.end()) - mx.begin()));
    auto mmx = std::minmax_element(mx.begin(), mx.end());
    printf("minmax_element: %ld %ld\n", (long)(mmx.first - mx.begin()), (long)(mmx.second - mx.begin()));
    printf("max_element abs (function pointer): %ld\n", (long)(std::max_element(mx.begin(), mx.end(), abs_less) - mx.begin()));
    auto lmm = std::minmax_element(l.begin(), l.end(), [](int x, int y) { return x % 7 < y % 7; });
    printf("minmax_element list: %d %d\n", *lmm.first, *lmm.second);
    printf("min_element set: %d, max_element map by value: %s\n", *std::min_element(s.begin(), s.end()),
           std::max_element(m.begin(), m.end(), [](const auto &p, const auto &q) {
               return p.second < q.second;
           })->first.c_str());
    std::vector<std::unique_ptr<int>> ptrs;
    for (int i : {4, 11, 2, 11, 7})
        ptrs.push_back(std::make_unique<int>(i));
    auto best = std::max_element(ptrs.begin(), ptrs.end(), [](const auto &p, const auto &q) { return *p < *q; });
    printf("max_element unique_ptr: %d at %ld\n", **best, (long)(best - ptrs.begin()));
    auto least = std::min_element(ptrs.begin(), ptrs.end(), [](const std::unique_ptr<int> &p, const std::unique_ptr<int> &q) { return *p < *q; });
    printf("min_element unique_ptr: %d\n", **least);
    return 0;
}
