// (g++ -std=c++17) Containers of containers, as graph and table code holds them: vectors of
// vectors (copied, resized), a list of lists (whose element type has no <: sort is not made
// until called), maps of vectors of strings copied and assigned from braced lists, unordered
// maps of sets, deques of vectors, a priority queue of pairs.
#include <cstdio>
#include <vector>
#include <list>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <deque>
#include <queue>
#include <algorithm>
int main() {
    std::vector<std::vector<int>> g(3);
    for (int i = 0; i < 3; i++) for (int j = 0; j <= i; j++) g[i].push_back(i * 10 + j);
    auto g2 = g; g2[0].push_back(99);
    for (auto &r : g2) { for (int x : r) printf("%d ", x); printf("| "); } printf("\n");
    std::list<std::list<int>> ll; ll.push_back({1, 2}); ll.push_back({3}); ll.front().push_back(7);
    for (auto &l : ll) { for (int x : l) printf("%d ", x); printf("| "); } printf("\n");
    std::map<std::string, std::vector<std::string>> adj;
    adj["a"].push_back("b"); adj["a"].push_back("c"); adj["b"].push_back("c");
    auto adj2 = adj;
    adj2["c"] = {"a"};
    for (auto &[k, v] : adj2) { printf("%s:", k.c_str()); for (auto &s : v) printf(" %s", s.c_str()); printf("\n"); }
    std::unordered_map<std::string, std::set<int>> us;
    us["x"].insert(3); us["x"].insert(1); us["y"].insert(2);
    printf("%zu %zu\n", us["x"].size(), us.size());
    std::vector<std::pair<std::string, int>> vp = {{"b", 2}, {"a", 1}};
    std::sort(vp.begin(), vp.end());
    printf("%s%d %s%d\n", vp[0].first.c_str(), vp[0].second, vp[1].first.c_str(), vp[1].second);
    std::deque<std::vector<int>> dq; dq.push_back({1}); dq.push_front({2, 3});
    printf("%zu %zu\n", dq.front().size(), dq.back().size());
    std::priority_queue<std::pair<int, std::string>> pq; pq.push({2, "two"}); pq.push({5, "five"}); pq.push({1, "one"});
    while (!pq.empty()) { printf("%s ", pq.top().second.c_str()); pq.pop(); } printf("\n");
    std::vector<std::vector<std::string>> vs(2, std::vector<std::string>(2, "long string value here to heap"));
    vs.resize(4); vs[3].push_back("z");
    printf("%zu %s %zu\n", vs.size(), vs[1][1].c_str(), vs[3].size());
}
