// <array>, <memory>, <vector> of a class without a default constructor in host code:
// std::array, unique_ptr's lifetime, a getter returning a string member by value. Expected
// output: what g++ 12 with libstdc++ printed for this file compiled as C++ (host code only).
#include <array>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>
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
    std::array<int, 4> a = {{1, 2, 3, 4}};
    int sum = 0;
    for (int x : a)
        sum += x;
    printf("array %d %zu %d\n", sum, a.size(), a.back());
    {
        std::unique_ptr<Node> n(new Node());
        n->v = 42;
        printf("node %d %d\n", (*n).v, n.get() != 0);
    }
    std::vector<Kernel> ks;
    ks.push_back(Kernel("saxpy", 16));
    ks.push_back(Kernel("reduce", 32));
    for (const auto &k : ks)
        std::cout << k.name() << ":" << k.regs() << " ";
    std::cout << std::endl;
    return 0;
}
