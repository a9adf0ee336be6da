// (g++ -x c++) std::priority_queue as libstdc++'s: its push_heap and pop_heap move the hole the
// same way, so equal keys come out in the same order (pairs compared by their first member;
// std::greater; a range constructor's make_heap); make_heap, push_heap, pop_heap, sort_heap,
// is_heap from <algorithm>; std::queue and std::stack (over a deque, and a vector).
#include <cstdio>
#include <queue>
#include <stack>
#include <vector>
#include <string>
#include <algorithm>
#include <functional>
#include <iostream>
struct ByFirst {
    bool operator()(const std::pair<int, int> &a, const std::pair<int, int> &b) const { return a.first < b.first; }
};
struct Task {
    int prio;
    std::string name;
    Task(int p, const char *n) : prio(p), name(n) {}
    bool operator<(const Task &o) const { return prio < o.prio; }
};
int main()
{
    std::priority_queue<int> a;
    for (int x : {5, 1, 8, 3, 9, 2, 8, 7}) a.push(x);
    printf("top %d size %zu:", a.top(), a.size());
    while (!a.empty()) { printf(" %d", a.top()); a.pop(); }
    printf("\n");
    std::priority_queue<int, std::vector<int>, std::greater<int>> g;
    for (int i = 0; i < 12; i++) g.push((i * 7) % 10);
    while (!g.empty()) { printf("%d ", g.top()); g.pop(); }
    printf("\n");
    std::priority_queue<std::pair<int, int>, std::vector<std::pair<int, int>>, ByFirst> t;
    unsigned s = 7;
    for (int i = 0; i < 40; i++) { s = s * 1103515245u + 12345u; t.push(std::make_pair((int)((s >> 16) % 5), i)); }
    while (!t.empty()) { printf("%d:%d ", t.top().first, t.top().second); t.pop(); }
    printf("\n");
    std::vector<std::pair<int, int>> v;
    for (int i = 0; i < 30; i++) v.push_back(std::make_pair(i % 4, i));
    std::priority_queue<std::pair<int, int>, std::vector<std::pair<int, int>>, ByFirst> r(v.begin(), v.end());
    for (int i = 0; i < 10; i++) { printf("%d:%d ", r.top().first, r.top().second); r.pop(); }
    printf("\n");
    std::priority_queue<Task> tasks;
    tasks.push(Task(2, "write"));
    tasks.push(Task(5, "test"));
    tasks.push(Task(2, "read"));
    tasks.push(Task(5, "ship"));
    tasks.emplace(Task(1, "rest"));
    while (!tasks.empty()) { std::cout << tasks.top().prio << tasks.top().name << ' '; tasks.pop(); }
    std::cout << '\n';
    std::vector<int> h = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5};
    std::make_heap(h.begin(), h.end());
    for (int x : h) printf("%d ", x);
    h.push_back(8);
    std::push_heap(h.begin(), h.end());
    std::pop_heap(h.begin(), h.end());
    for (int x : h) printf("%d ", x);
    std::sort_heap(h.begin(), h.end() - 1);
    for (int x : h) printf("%d ", x);
    printf("%d\n", std::is_heap(h.begin(), h.end()));
    std::queue<std::string> q;
    q.push("a");
    q.push("b");
    q.emplace("c");
    printf("%s %s %zu\n", q.front().c_str(), q.back().c_str(), q.size());
    q.pop();
    printf("%s %zu %d\n", q.front().c_str(), q.size(), q.empty());
    std::stack<int> st;
    for (int i = 0; i < 5; i++) st.push(i * i);
    st.top() += 100;
    while (!st.empty()) { printf("%d ", st.top()); st.pop(); }
    std::stack<int, std::vector<int>> sv;
    sv.push(1); sv.emplace(2);
    printf("| %d %zu\n", sv.top(), sv.size());
}
