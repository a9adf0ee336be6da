// new T[n]{...} for class types: each listed element is copy-initialised from its initialiser
// (a braced one constructs the element from the list), the rest are value-initialised, and
// delete[] destroys them in reverse order (C++17 [expr.new], [dcl.init.list]).
// reference: g++
#include <cstdio>
#include <memory>
#include <string>

struct Tracer {
    int id;
    Tracer() : id(-1) { printf("default\n"); }
    Tracer(int i) : id(i) { printf("make %d\n", i); }
    Tracer(int a, int b) : id(a * 10 + b) { printf("make %d,%d\n", a, b); }
    ~Tracer() { printf("destroy %d\n", id); }
};

struct Point { int x, y; };
struct Named { std::string name; int n; };
struct Holder { std::shared_ptr<int> p; int k; int sum() const { return *p + k; } };

int main()
{
    Tracer *ts = new Tracer[5]{7, {1, 2}, Tracer(3)};
    for (int i = 0; i < 5; i++)
        printf("ts[%d] = %d\n", i, ts[i].id);
    delete[] ts;

    Point *ps = new Point[3]{{1, 2}, {3, 4}};
    for (int i = 0; i < 3; i++)
        printf("(%d, %d)\n", ps[i].x, ps[i].y);
    delete[] ps;

    Named *ns = new Named[3]{{"ada", 1}, {"grace", 2}};
    for (int i = 0; i < 3; i++)
        printf("'%s' %d\n", ns[i].name.c_str(), ns[i].n);
    delete[] ns;

    int n = 4;
    std::string *ss = new std::string[n]{"x", std::string(3, 'y')};
    for (int i = 0; i < n; i++)
        printf("[%s] %zu\n", ss[i].c_str(), ss[i].size());
    delete[] ss;

    Tracer *vs = new Tracer[2]();
    printf("%d %d\n", vs[0].id, vs[1].id);
    delete[] vs;

    Holder h{std::make_shared<int>(40), 2};
    printf("%d %ld\n", h.sum(), h.p.use_count());
    return 0;
}
