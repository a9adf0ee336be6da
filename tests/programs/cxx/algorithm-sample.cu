// std::sample (C++17) as libstdc++ draws it: from a vector, a list and an array, into a
// back_inserter and an array, more than the range holds, from engines of several ranges (the
// two-at-a-time path and the one-at-a-time path); std::shuffle and std::sample with an engine
// made for the call. Expected output: what g++ 12 with libstdc++ printed for this file compiled
// as C++ (host code only).
#include <algorithm>
#include <cstdio>
#include <iterator>
#include <list>
#include <numeric>
#include <random>
#include <vector>

template <class C> void show(const char *what, const C &c)
{
    printf("%s:", what);
    for (typename C::const_iterator i = c.begin(); i != c.end(); ++i)
        printf(" %d", *i);
    printf("\n");
}

int main()
{
    std::vector<int> pop(50);
    std::iota(pop.begin(), pop.end(), 100);
    std::mt19937 g(2024);
    for (int k = 0; k < 3; k++) {
        std::vector<int> out;
        std::sample(pop.begin(), pop.end(), std::back_inserter(out), 7, g);
        show("mt19937 7 of 50", out);
    }
    std::minstd_rand m(9);
    std::vector<int> out2;
    std::sample(pop.begin(), pop.end(), std::back_inserter(out2), 10, m);
    show("minstd_rand 10 of 50", out2);
    std::vector<int> big(70000);
    std::iota(big.begin(), big.end(), 0);
    std::vector<int> out3;
    std::sample(big.begin(), big.end(), std::back_inserter(out3), 6, m);
    show("minstd_rand 6 of 70000 (one at a time)", out3);
    std::list<int> l;
    for (int i = 0; i < 12; i++)
        l.push_back(i * i);
    int arr[5];
    int *end = std::sample(l.begin(), l.end(), arr, 5, g);
    printf("list into array: %d taken:", (int)(end - arr));
    for (int *p = arr; p != end; ++p)
        printf(" %d", *p);
    printf("\n");
    std::vector<int> out4;
    std::sample(pop.begin(), pop.begin() + 4, std::back_inserter(out4), 9, g);
    show("9 of 4", out4);
    std::vector<int> out5;
    std::sample(pop.begin(), pop.end(), std::back_inserter(out5), 4, std::mt19937_64(77));
    show("engine made for the call", out5);
    std::vector<int> w = {1, 2, 3, 4, 5, 6, 7, 8};
    std::shuffle(w.begin(), w.end(), std::default_random_engine(3));
    show("shuffle with default_random_engine(3)", w);
    return 0;
}
