// std::deque as a queue (push_back, pop_front) of many elements, as a breadth-first search and
// NVIDIA's segmentationTreeThrust use it: constant time an element (a deque of 600000 pairs
// walked through twice), and what front, back, [], iterators, push_front, insert and erase
// give after many pops (docs/libraries.md, "The C++ standard library").
#include <stdio.h>
#include <deque>
#include <utility>

int main()
{
    std::deque<std::pair<unsigned, unsigned>> q;
    const unsigned n = 600000;
    for (unsigned i = 0; i < n; i++)
        q.push_back(std::make_pair(i, i % 7));
    unsigned long sum = 0;
    for (int round = 0; round < 2; round++) {
        for (unsigned k = 0; k < n; k++) {
            std::pair<unsigned, unsigned> p = q.front();
            q.pop_front();
            sum += p.first * (unsigned long)(p.second + 1);
            q.push_back(std::make_pair(p.first / 2, p.second));
        }
    }
    printf("size %zu, sum %lu, front %u, back %u, q[1000] %u\n", q.size(), sum, q.front().first, q.back().first,
           q[1000].first);

    std::deque<int> d;
    for (int i = 0; i < 200; i++)
        d.push_back(i);
    for (int i = 0; i < 150; i++)
        d.pop_front();
    d.push_front(-1);
    d.push_front(-2);
    d.insert(d.begin() + 3, 1000);
    d.erase(d.begin() + 5);
    d.pop_back();
    printf("%zu:", d.size());
    for (std::deque<int>::iterator it = d.begin(); it != d.begin() + 8; ++it)
        printf(" %d", *it);
    printf(" ... %d %d, at(2) %d\n", d[d.size() - 2], d.back(), d.at(2));
    std::deque<int> e = d;
    while (!e.empty())
        e.pop_front();
    e.push_front(7);
    printf("copy emptied: %zu %d, d still %zu\n", e.size(), e.front(), d.size());
    return 0;
}
