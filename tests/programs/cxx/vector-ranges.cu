/* std::vector from any iterator range (a list, a set, istream_iterator) beside vector(n, v)
 * with two integers (C++17 [sequence.reqmts]); insert of n copies, a range and a braced list
 * (the initializer_list overload chosen for a list of two values); emplace at a position;
 * assign of a range and a braced list. Reference: g++. */
#include <cstdio>
#include <vector>
#include <list>
#include <set>
#include <string>
#include <sstream>
#include <iterator>
int main() {
    std::list<int> l{4, 5, 6};
    std::vector<int> a(l.begin(), l.end());
    std::set<std::string> s{"pear", "apple", "fig"};
    std::vector<std::string> vs(s.begin(), s.end());
    std::vector<int> c(5, 3);
    std::vector<long> d(3L, 9L);
    int arr[] = {7, 8, 9, 10, 11};
    std::vector<int> e(arr, arr + 5);
    printf("%zu %zu %d %d %zu %zu %ld %zu cap %zu\n", a.size(), vs.size(), a[2], c[4], c.size(), d.size(), d[0], e.size(), e.capacity());
    a.insert(a.end(), e.begin(), e.end());
    a.insert(a.begin(), 2, -1);
    a.insert(a.begin() + 1, {100, 200});
    std::vector<int> mid(a.begin() + 3, a.begin() + 5);
    a.insert(a.begin(), mid.begin(), mid.end());
    for (int x : a) printf("%d ", x);
    printf("| %zu\n", a.size());
    vs.insert(vs.begin() + 1, "kiwi");
    vs.emplace(vs.begin(), 3, 'z');
    for (auto &x : vs) printf("%s ", x.c_str());
    printf("\n");
    std::istringstream in("1 2 3 4");
    std::vector<int> f((std::istream_iterator<int>(in)), std::istream_iterator<int>());
    f.assign({9, 8});
    c.assign(l.begin(), l.end());
    printf("%zu %d %d | %zu %d\n", f.size(), f[0], f[1], c.size(), c[0]);
    std::vector<std::size_t> z(3, 2);
    z.assign(4, 1);
    printf("%zu %zu\n", z.size(), z[3]);
}
