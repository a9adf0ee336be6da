// (g++ -x c++) course-style idioms: accumulate over a map with a generic lambda, std::inserter
// into a set and a map, transform with ::toupper, reverse of a string, find on a string, sort
// and max_element of strings by length, count_if with string::find.
#include <algorithm>
#include <cstdio>
#include <map>
#include <numeric>
#include <set>
#include <string>
#include <vector>
#include <iterator>
#include <cctype>
int main()
{
    std::map<std::string, int> m = {{"x", 3}, {"y", 4}};
    int total = std::accumulate(m.begin(), m.end(), 0, [](int s, const auto &p) { return s + p.second; });
    std::set<int> s;
    std::vector<int> v = {5, 3, 5, 1};
    std::copy(v.begin(), v.end(), std::inserter(s, s.begin()));
    std::string str = "Hello World";
    std::transform(str.begin(), str.end(), str.begin(), ::toupper);
    std::string rev(str);
    std::reverse(rev.begin(), rev.end());
    std::map<std::string, int> m2;
    std::copy(m.begin(), m.end(), std::inserter(m2, m2.end()));
    printf("%zu %d\n", m2.size(), m2["y"]);
    auto pos = std::find(str.begin(), str.end(), 'W');
    printf("%d %zu %s %ld %s\n", total, s.size(), str.c_str(), (long)(pos - str.begin()), rev.c_str());
    std::vector<std::string> words = {"pear", "fig", "apple", "kiwi"};
    std::sort(words.begin(), words.end(), [](const std::string &a, const std::string &b) { return a.size() < b.size() || (a.size() == b.size() && a < b); });
    for (auto &w : words) printf("%s ", w.c_str());
    auto longest = std::max_element(words.begin(), words.end(), [](const std::string &a, const std::string &b) { return a.size() < b.size(); });
    printf("| %s %d\n", longest->c_str(), (int)std::count_if(words.begin(), words.end(), [](const std::string &w) { return w.find('i') != std::string::npos; }));
}
