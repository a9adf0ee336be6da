// (g++ -x c++) <numeric> over every kind of iterator, with lambdas, function objects and
// function pointers: accumulate, reduce and transform_reduce (libstdc++ sums four elements at a
// time over random-access iterators, so a float sum rounds as g++'s does), inner_product,
// partial_sum, inclusive_scan, exclusive_scan, transform_inclusive_scan,
// transform_exclusive_scan, adjacent_difference, iota, gcd, lcm.
#include <cstdio>
#include <deque>
#include <forward_list>
#include <functional>
#include <iterator>
#include <list>
#include <numeric>
#include <set>
#include <string>
#include <vector>

struct Mul {
    long operator()(long a, long b) const { return a * b; }
};
static int maxi(int a, int b) { return a > b ? a : b; }
template <class It> static void show(const char *tag, It first, It last)
{
    printf("%s:", tag);
    for (; first != last; ++first)
        printf(" %g", (double)*first);
    printf("\n");
}

int main()
{
    std::vector<float> f;
    for (int i = 1; i <= 23; i++)
        f.push_back(i == 1 ? 16777216.0f : (float)(i % 3) * 0.5f + 0.5f);
    std::list<float> fl(f.begin(), f.end());
    printf("accumulate %.9g, reduce %.9g, reduce list %.9g\n", std::accumulate(f.begin(), f.end(), 0.0f),
           std::reduce(f.begin(), f.end(), 0.0f), std::reduce(fl.begin(), fl.end(), 0.0f));
    printf("reduce no init %.9g, reduce op %.9g\n", std::reduce(f.begin(), f.end()),
           std::reduce(f.begin(), f.end(), 1.5f, [](float a, float b) { return a + b * 0.5f; }));
    printf("reduce list no init %.9g\n", std::reduce(fl.begin(), fl.end()));
    std::vector<int> v = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3};
    std::deque<int> d(v.begin(), v.end());
    std::list<int> l(v.begin(), v.end());
    std::set<int> s(v.begin(), v.end());
    int arr[] = {2, 7, 1, 8, 2, 8, 1, 8, 2, 8};
    printf("accumulate list %d, set %d, product %ld (functor), max %d (function pointer)\n", std::accumulate(l.begin(), l.end(), 0),
           std::accumulate(s.begin(), s.end(), 0), std::accumulate(d.begin(), d.end(), 1L, Mul()), std::accumulate(arr, arr + 10, 0, maxi));
    std::vector<std::string> w = {"a", "b", "c"};
    printf("accumulate strings: %s\n", std::accumulate(w.begin(), w.end(), std::string(">")).c_str());
    printf("accumulate multiplies: %d\n", std::accumulate(v.begin(), v.begin() + 5, 1, std::multiplies<int>()));
    printf("inner_product %d, list %d, ops %d\n", std::inner_product(v.begin(), v.end(), arr, 0),
           std::inner_product(l.begin(), l.end(), d.begin(), 0),
           std::inner_product(v.begin(), v.end(), arr, 0, maxi, [](int a, int b) { return a - b; }));
    std::vector<double> x = {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9}, y = {9, 8, 7, 6, 5, 4, 3, 2, 1};
    printf("transform_reduce %.17g, one range %.17g, ops %.17g\n", std::transform_reduce(x.begin(), x.end(), y.begin(), 0.0),
           std::transform_reduce(x.begin(), x.end(), 0.0, std::plus<double>(), [](double a) { return a * a; }),
           std::transform_reduce(x.begin(), x.end(), y.begin(), 1.0, std::multiplies<double>(), std::plus<double>()));
    std::list<double> xl(x.begin(), x.end());
    printf("transform_reduce list %.17g %.17g\n", std::transform_reduce(xl.begin(), xl.end(), y.begin(), 0.0),
           std::transform_reduce(xl.begin(), xl.end(), 0.0, std::plus<double>(), [](double a) { return a * a; }));
    std::vector<int> out;
    std::partial_sum(l.begin(), l.end(), std::back_inserter(out));
    show("partial_sum list", out.begin(), out.end());
    std::vector<int> ps(10);
    std::partial_sum(v.begin(), v.end(), ps.begin(), maxi);
    show("partial_sum max", ps.begin(), ps.end());
    std::partial_sum(ps.begin(), ps.end(), ps.begin());
    show("partial_sum in place", ps.begin(), ps.end());
    std::list<int> sc;
    std::inclusive_scan(d.begin(), d.end(), std::back_inserter(sc));
    show("inclusive_scan", sc.begin(), sc.end());
    std::vector<int> sc2;
    std::inclusive_scan(v.begin(), v.end(), std::back_inserter(sc2), std::multiplies<int>(), -1);
    show("inclusive_scan init", sc2.begin(), sc2.end());
    std::vector<int> ex(10);
    std::exclusive_scan(l.begin(), l.end(), ex.begin(), 100);
    show("exclusive_scan", ex.begin(), ex.end());
    std::exclusive_scan(v.begin(), v.end(), ex.begin(), 0, maxi);
    show("exclusive_scan max", ex.begin(), ex.end());
    std::vector<long> tis;
    std::transform_inclusive_scan(v.begin(), v.end(), std::back_inserter(tis), std::plus<long>(), [](int a) { return (long)a * a; });
    show("transform_inclusive_scan", tis.begin(), tis.end());
    std::vector<long> tes;
    std::transform_exclusive_scan(s.begin(), s.end(), std::back_inserter(tes), 1L, Mul(), [](int a) { return a + 1; });
    show("transform_exclusive_scan", tes.begin(), tes.end());
    std::vector<int> ad;
    std::adjacent_difference(l.begin(), l.end(), std::back_inserter(ad));
    show("adjacent_difference", ad.begin(), ad.end());
    std::vector<int> ad2(10);
    std::adjacent_difference(arr, arr + 10, ad2.begin(), [](int a, int b) { return a * 10 + b; });
    show("adjacent_difference op", ad2.begin(), ad2.end());
    std::adjacent_difference(v.begin(), v.end(), v.begin());
    show("adjacent_difference in place", v.begin(), v.end());
    std::list<int> il(6);
    std::iota(il.begin(), il.end(), -2);
    show("iota list", il.begin(), il.end());
    std::forward_list<double> id(4);
    std::iota(id.begin(), id.end(), 0.5);
    show("iota forward_list", id.begin(), id.end());
    char letters[5];
    std::iota(letters, letters + 5, 'a');
    printf("iota chars: %.5s\n", letters);
    printf("gcd: %d %d %d %ld %d\n", std::gcd(12, 18), std::gcd(-12, 18), std::gcd(0, 7), std::gcd(1071L, 462L), std::gcd(0, 0));
    printf("lcm: %d %d %d %lld\n", std::lcm(4, 6), std::lcm(-4, 6), std::lcm(0, 5), std::lcm(123456LL, 7890LL));
    return 0;
}
