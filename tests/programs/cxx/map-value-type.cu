/* A std::map's value_type is std::pair<const K, V> (C++17 [map.overview]): range-for and
 * predicates that name it, insert of make_pair's pair<K, V> (converted), emplace, a braced
 * pair, structured bindings. Reference: g++. */
#include <cstdio>
#include <map>
#include <string>
#include <algorithm>
int main() {
    std::map<std::string, int> m{{"b", 2}, {"a", 1}, {"c", 3}};
    m["d"] = 4;
    for (const std::pair<const std::string, int> &kv : m) printf("%s=%d ", kv.first.c_str(), kv.second);
    printf("\n");
    for (std::map<std::string, int>::value_type &kv : m) kv.second *= 10;
    auto it = std::max_element(m.begin(), m.end(), [](const std::pair<const std::string, int> &a, const std::pair<const std::string, int> &b) { return a.second < b.second; });
    printf("%s %d %zu\n", it->first.c_str(), it->second, m.size());
    std::map<int, double> md;
    md.insert(std::make_pair(3, 1.5));
    md.emplace(1, 2.5);
    md.insert({2, 0.5});
    for (auto &[k, v] : md) printf("%d:%.1f ", k, v);
    printf("\n");
}
