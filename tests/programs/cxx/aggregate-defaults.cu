// (g++ -x c++) Aggregates with default member initialisers (C++14 [dcl.init.aggr]): a braced
// list gives the first members, the rest take their default initialisers, or are zero (or
// default-constructed); T x{} is zeros then the default initialisers; in a class template, with
// a std::string member, through new.
#include <cstdio>
#include <string>

struct Params {
    int n = 10;
    float eps = 0.5f;
    int k;
};
template <class T> struct Node {
    T val;
    Node<T> *next = nullptr;
    int depth = 1;
};
struct Named {
    std::string name = "anon";
    int id;
    std::string tag;
};

int main()
{
    Params a{20};
    Params b = {30, 1.5f, 4};
    Params d{};
    printf("%d %g %d | %d %g %d | %d %g %d\n", a.n, a.eps, a.k, b.n, b.eps, b.k, d.n, d.eps, d.k);
    Node<int> n2{2};
    Node<int> n1{1, &n2};
    printf("%d %d %d %d\n", n1.val, n1.next->val, n1.next->next == nullptr, n2.depth);
    Named x{"first"}, y{"second", 7, "t"}, z{};
    printf("%s %d [%s] %s %d %s %s %d\n", x.name.c_str(), x.id, x.tag.c_str(), y.name.c_str(), y.id,
           y.tag.c_str(), z.name.c_str(), z.id);
    Params *p = new Params{40};
    printf("%d %g %d\n", p->n, p->eps, p->k);
    delete p;
    return 0;
}
