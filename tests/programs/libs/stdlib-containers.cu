// <map>, <set>, <utility> in host code: word counts in a map of strings (iteration in key
// order), a set from a braced list, pairs of strings in a vector (copied member by member). Expected
// output: what g++ 12 with libstdc++ printed for this file compiled as C++ (host code only).
#include <array>
#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

struct Node {
    int v;
    Node() : v(7) {}
    ~Node() { printf("~Node %d\n", v); }
};

class Kernel {
  public:
    Kernel(const std::string &name, int regs) : name_(name), regs_(regs) {}
    std::string name() const { return name_; }
    int regs() const { return regs_; }

  private:
    std::string name_;
    int regs_;
};

int main()
{
    std::map<std::string, int> count;
    const char *words[] = {"warp", "lane", "warp", "block", "grid", "warp", "lane"};
    for (const char *w : words)
        count[w]++;
    for (auto &kv : count)
        std::cout << kv.first << "=" << kv.second << " ";
    std::cout << std::endl;
    std::set<int> s;
    for (int x : {5, 1, 9, 1, 5, 3})
        s.insert(x);
    for (int x : s)
        std::cout << x << ",";
    std::cout << " size " << s.size() << " has 9: " << s.count(9) << std::endl;
    std::vector<std::pair<std::string, int>> v;
    v.push_back(std::make_pair(std::string("b"), 2));
    v.push_back(std::make_pair(std::string("a"), 1));
    std::vector<std::pair<std::string, int>> w = v;
    w[0].first += "!";
    std::cout << v[0].first << w[0].first << v[1].first << (v[1] < v[0]) << std::endl;
    return 0;
}
