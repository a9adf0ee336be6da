// (g++ -x c++) <iterator> and <deque> in host code: std::distance, advance, next and prev over
// a vector's, an array's and a class's iterators; back_inserter with std::copy;
// istream_iterator reading words from a string; ostream_iterator; std::deque's both ends;
// std::vector<int>::pop_back (a pseudo-destructor call, v[--n].~T(), still evaluates v[--n]).
#include <algorithm>
#include <cstdio>
#include <deque>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

struct Counter {
    typedef std::bidirectional_iterator_tag iterator_category;
    typedef int value_type;
    typedef long difference_type;
    typedef int *pointer;
    typedef int &reference;
    int i;
    Counter &operator++() { ++i; return *this; }
    Counter &operator--() { --i; return *this; }
    bool operator!=(const Counter &o) const { return i != o.i; }
};

int main()
{
    std::vector<int> v = {5, 3, 8, 1};
    int a[6] = {1, 2, 3, 4, 5, 6};
    printf("%ld %ld\n", (long)std::distance(v.begin(), v.end()), (long)std::distance(a + 1, a + 5));
    Counter c0 = {2}, c1 = {9};
    printf("%ld\n", (long)std::distance(c0, c1));
    int *p = a;
    std::advance(p, 3);
    printf("%d %d %d\n", *p, *std::next(p), *std::prev(p, 2));
    Counter c = {0};
    std::advance(c, 4);
    std::advance(c, -1);
    printf("%d\n", c.i);

    std::vector<int> out;
    std::copy(a, a + 4, std::back_inserter(out));
    std::copy(v.begin(), v.end(), std::back_inserter(out));
    std::copy(out.begin(), out.end(), std::ostream_iterator<int>(std::cout, ","));
    std::cout << std::endl;

    std::istringstream words("the quick  brown\nfox");
    std::istream_iterator<std::string> it(words), end;
    int n = 0;
    for (; it != end; ++it)
        printf("%d:%s ", n++, it->c_str());
    printf("\n");

    std::deque<int> d;
    for (int i = 0; i < 4; i++) {
        d.push_back(i);
        d.push_front(-i);
    }
    d.pop_front();
    d.pop_back();
    d.emplace_back(42);
    printf("%zu front %d back %d [2] %d:", d.size(), d.front(), d.back(), d[2]);
    for (int x : d)
        printf(" %d", x);
    printf("\n");
    std::vector<int> pv = {1, 2, 3};
    pv.pop_back();
    printf("%zu %d\n", pv.size(), pv.back());
    return 0;
}
