// `auto` deduced from a braced list (C++17 [dcl.type.auto.deduct] p4): `auto l = {1, 2, 3};`
// is a std::initializer_list<int>, whose array lives as long as l ([dcl.init.list] p6);
// `auto x{5};` is an int (a direct list of one element); a range-for over a braced list
// iterates an initializer_list.
#include <cstdio>
#include <initializer_list>
#include <string>
#include <type_traits>
#include <vector>

static int total(std::initializer_list<int> l)
{
    int t = 0;
    for (int v : l)
        t += v;
    return t;
}

int main()
{
    auto il = {1, 2, 3};
    printf("%d %d\n", (int)std::is_same<decltype(il), std::initializer_list<int>>::value, (int)il.size());
    for (int v : il)
        printf("%d ", v);
    printf("| total %d, first %d, last %d\n", total(il), *il.begin(), il.end()[-1]);

    auto ds = {0.5, 1.5};
    printf("%d %g\n", (int)std::is_same<decltype(ds), std::initializer_list<double>>::value,
           *ds.begin() + ds.begin()[1]);

    auto x{5};
    auto y = {5};
    auto z{2.5f};
    printf("%d %d %d | %d %d\n", (int)std::is_same<decltype(x), int>::value,
           (int)std::is_same<decltype(y), std::initializer_list<int>>::value,
           (int)std::is_same<decltype(z), float>::value, x + 1, (int)y.size());

    std::initializer_list<long> ls = {7, 8, 9};
    long sum = 0;
    for (long v : ls)
        sum += v;
    printf("%ld %d\n", sum, (int)ls.size());

    for (int v : {4, 5, 6})
        printf("%d ", v * v);
    for (const char *w : {"a", "bc"})
        printf("%s ", w);
    printf("\n");

    // a list of strings: still there after the declaration's full expression
    auto names = {std::string("ada"), std::string("bo")};
    std::string joined;
    for (const std::string &n : names)
        joined += n + "/";
    printf("%s %d\n", joined.c_str(), (int)names.size());

    std::vector<int> v(il);
    printf("%d %d\n", (int)v.size(), v[2]);
    return 0;
}
