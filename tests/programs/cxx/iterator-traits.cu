// Generic code over iterators: std::iterator_traits (C++17 [iterator.traits]) for pointers,
// the containers' iterators, reverse_iterator and a user's own iterator class; `typename
// C<T>::type()` and `typename C<T>::type(x)` as expressions.
#include <cstdio>
#include <iterator>
#include <list>
#include <vector>
#include <forward_list>
#include <unordered_set>
#include <string>
#include <type_traits>

template <class It>
typename std::iterator_traits<It>::value_type sum(It first, It last)
{
    typename std::iterator_traits<It>::value_type s = typename std::iterator_traits<It>::value_type();
    for (; first != last; ++first)
        s += *first;
    return s;
}

template <class It>
double mean(It first, It last)
{
    typedef typename std::iterator_traits<It>::difference_type diff;
    diff n = std::distance(first, last);
    return double(sum(first, last)) / double(n);
}

template <class It> const char *category(It)
{
    typedef typename std::iterator_traits<It>::iterator_category cat;
    if (std::is_same<cat, std::random_access_iterator_tag>::value) return "random access";
    if (std::is_same<cat, std::bidirectional_iterator_tag>::value) return "bidirectional";
    if (std::is_same<cat, std::forward_iterator_tag>::value) return "forward";
    return "other";
}

// an iterator over 0, step, 2*step, ... written the pre-C++17 way
struct Counter {
    typedef std::forward_iterator_tag iterator_category;
    typedef int value_type;
    typedef long difference_type;
    typedef const int *pointer;
    typedef const int &reference;
    int v, step;
    Counter(int v, int step) : v(v), step(step) {}
    const int &operator*() const { return v; }
    Counter &operator++() { v += step; return *this; }
    bool operator!=(const Counter &o) const { return v != o.v; }
    bool operator==(const Counter &o) const { return v == o.v; }
};

template <class It>
typename std::iterator_traits<It>::value_type largest(It first, It last)
{
    typename std::iterator_traits<It>::value_type best = *first;
    for (++first; first != last; ++first)
        if (best < *first)
            best = typename std::iterator_traits<It>::value_type(*first);
    return best;
}

int main()
{
    int a[] = {3, 1, 4, 1, 5, 9, 2, 6};
    const double d[] = {0.5, 0.25, 2.0};
    std::vector<int> v(a, a + 8);
    std::list<double> l(d, d + 3);
    std::forward_list<int> fl = {10, 20, 30};
    std::vector<std::string> words = {"warp", "block", "grid"};

    printf("array  sum %d mean %.3f %s\n", sum(a, a + 8), mean(a, a + 8), category(a));
    printf("const  sum %.3f %s\n", sum(d, d + 3), category(d));
    printf("vector sum %d mean %.3f largest %d %s\n", sum(v.begin(), v.end()),
           mean(v.begin(), v.end()), largest(v.begin(), v.end()), category(v.begin()));
    printf("list   sum %.3f mean %.4f largest %.2f %s\n", sum(l.begin(), l.end()),
           mean(l.begin(), l.end()), largest(l.begin(), l.end()), category(l.begin()));
    printf("flist  sum %d largest %d %s\n", sum(fl.begin(), fl.end()),
           largest(fl.begin(), fl.end()), category(fl.begin()));
    printf("rev    largest %d first %d %s\n", largest(v.rbegin(), v.rend()), *v.rbegin(),
           category(v.rbegin()));
    printf("string sum %s largest %s\n", sum(words.begin(), words.end()).c_str(),
           largest(words.begin(), words.end()).c_str());
    printf("counter sum %d mean %.2f largest %d %s\n", sum(Counter(0, 3), Counter(30, 3)),
           mean(Counter(0, 3), Counter(30, 3)), largest(Counter(0, 3), Counter(30, 3)),
           category(Counter(0, 1)));
    std::unordered_set<int> us = {7};
    printf("uset   sum %d %s\n", sum(us.begin(), us.end()), category(us.begin()));
    printf("same %d %d %d\n",
           (int)std::is_same<std::iterator_traits<const int *>::value_type, int>::value,
           (int)std::is_same<std::iterator_traits<int *>::reference, int &>::value,
           (int)std::is_same<std::iterator_traits<std::list<int>::iterator>::pointer, int *>::value);
    return 0;
}
