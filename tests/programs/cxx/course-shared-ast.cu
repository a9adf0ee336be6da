// A course-style host program: an expression tree of shared_ptr nodes, a class template BinOp<Op>
// over a polymorphic base made by std::make_shared<BinOp<'+'>> (its virtual functions' bodies
// parsed inside that call), an alias of shared_ptr, dynamic_cast, unique_ptr<T[]> (g++'s output).
#include <iostream>
#include <vector>
#include <memory>
#include <string>
#include <unordered_map>
#include <algorithm>

class Node {
  public:
    virtual ~Node() = default;
    virtual int eval(const std::unordered_map<std::string, int> &env) const = 0;
    virtual void print(std::ostream &os) const = 0;
};
using NodePtr = std::shared_ptr<Node>;
class Var : public Node {
    std::string n_;
  public:
    explicit Var(std::string n) : n_(std::move(n)) {}
    int eval(const std::unordered_map<std::string, int> &env) const override { auto it = env.find(n_); return it == env.end() ? 0 : it->second; }
    void print(std::ostream &os) const override { os << n_; }
};
class Lit : public Node {
    int v_;
  public:
    explicit Lit(int v) : v_(v) {}
    int eval(const std::unordered_map<std::string, int> &) const override { return v_; }
    void print(std::ostream &os) const override { os << v_; }
};
template <char Op>
class BinOp : public Node {
    NodePtr l_, r_;
  public:
    BinOp(NodePtr l, NodePtr r) : l_(std::move(l)), r_(std::move(r)) {}
    int eval(const std::unordered_map<std::string, int> &env) const override {
        int a = l_->eval(env), b = r_->eval(env);
        switch (Op) { case '+': return a + b; case '*': return a * b; case '-': return a - b; default: return 0; }
    }
    void print(std::ostream &os) const override { os << '('; l_->print(os); os << ' ' << Op << ' '; r_->print(os); os << ')'; }
};
std::ostream &operator<<(std::ostream &os, const Node &n) { n.print(os); return os; }
NodePtr operator+(NodePtr a, NodePtr b) { return std::make_shared<BinOp<'+'>>(a, b); }
NodePtr operator*(NodePtr a, NodePtr b) { return std::make_shared<BinOp<'*'>>(a, b); }

int main() {
    auto x = std::make_shared<Var>("x"), y = std::make_shared<Var>("y");
    NodePtr e = (NodePtr(x) + std::make_shared<Lit>(3)) * NodePtr(y);
    std::unordered_map<std::string, int> env{{"x", 2}, {"y", 5}};
    std::cout << *e << " = " << e->eval(env) << "\n";
    std::cout << "uses " << x.use_count() << "\n";
    std::vector<NodePtr> nodes{x, y, e};
    std::sort(nodes.begin(), nodes.end(), [&](const NodePtr &a, const NodePtr &b) { return a->eval(env) < b->eval(env); });
    for (auto &n : nodes) std::cout << *n << " ";
    std::cout << "\n";
    auto *asVar = dynamic_cast<Var *>(nodes[0].get());
    std::cout << (asVar != nullptr) << " " << (dynamic_cast<Lit *>(nodes[2].get()) == nullptr) << "\n";
    std::unique_ptr<Node[]> none;
    std::unique_ptr<int[]> arr(new int[3]{4, 5, 6});
    std::cout << arr[2] << " " << (none == nullptr) << "\n";
    return 0;
}
