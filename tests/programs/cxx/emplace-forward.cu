// emplace_back on std::vector and std::deque (emplace_front too), with any number of
// arguments forwarded to the element's constructor (std::forward of a string literal: a
// reference to an array, not decayed by the cast), and the reference it returns (C++17).
// Reference: g++ 12 / libstdc++.
#include <cstdio>
#include <vector>
#include <deque>
#include <string>
struct P { int x, y; P(int x, int y) : x(x), y(y) {} };
struct Q { std::string s; int n; Q(const std::string &s, int n) : s(s), n(n) {} };
int main() {
    std::vector<P> v;
    for (int i = 0; i < 5; i++) v.emplace_back(i, i * i);
    P &last = v.emplace_back(9, 81);
    std::vector<Q> q; q.emplace_back("abc", 3); q.emplace_back(std::string("de"), 2);
    std::vector<int> w; w.emplace_back(); w.emplace_back(7);
    std::deque<P> dq; dq.emplace_back(1, 2); dq.emplace_front(3, 4);
    printf("%zu %d %d %d %s%d %s%d %d %d %d %d\n", v.size(), v[4].y, last.x, last.y, q[0].s.c_str(), q[0].n, q[1].s.c_str(), q[1].n, w[0], w[1], dq.front().x, dq.back().y);
    return 0;
}
