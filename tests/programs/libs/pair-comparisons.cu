// std::pair's six comparisons, lexicographic ([pairs.spec]: > <= >= are defined from <), as
// a priority queue of pairs ordered by std::greater needs them (the host side of a Dijkstra
// search). The output is g++'s.
#include <cstdio>
#include <functional>
#include <queue>
#include <utility>
#include <vector>

int main()
{
    typedef std::pair<int, int> P;
    std::priority_queue<P, std::vector<P>, std::greater<P>> pq;
    pq.push(P(5, 1));
    pq.push(P(2, 7));
    pq.push(P(2, 3));
    pq.push(P(9, 0));
    while (!pq.empty()) {
        printf("(%d,%d) ", pq.top().first, pq.top().second);
        pq.pop();
    }
    printf("\n");
    P x[] = {P(1, 2), P(1, 3), P(0, 9), P(1, 2)};
    for (const P &a : x)
        for (const P &b : x)
            printf("%d%d%d%d%d%d ", a < b, a > b, a <= b, a >= b, a == b, a != b);
    printf("\n");
    return 0;
}
