// What an anonymous namespace declares, and a namespace-scope static, is its file's own (C++17
// [basic.link]/4: internal linkage): three files each with a class Impl (virtual calls dispatch
// to each file's own), their own helper(), K::f and counter, a static tally and twice(); the
// typeid of such a class is the file's own too (its name is g++'s "N12_GLOBAL__N_14ImplE", and
// two files' type_info objects compare unequal).
#include <cstdio>
#include <typeinfo>

struct Base {
    virtual int f() const = 0;
    virtual ~Base() {}
};
Base *make_zoo(int);
Base *make_kennel(int);
int size_zoo();
int size_kennel();
const char *name_zoo();
bool same_here(const Base *b);
int sum_zoo();

namespace {
struct Impl : Base {
    int f() const override { return -1; }
};
int helper() { return 2; }
struct K {
    int f();
};
int K::f() { return 20; }
int counter = 7;
} // namespace
static int tally = 200;
static int twice(int x) { return 20 * x; }

int main()
{
    Base *a = make_zoo(3), *b = make_kennel(4);
    Impl local;
    Base *c = &local;
    printf("virtual calls: %d %d %d\n", a->f(), b->f(), c->f());
    printf("sizes: %d %d %d\n", size_zoo(), size_kennel(), (int)sizeof(Impl));
    printf("typeid names: %s %s\n", name_zoo(), typeid(Impl).name());
    printf("zoo's Impl is main's: %d, is zoo's: %d, kennel's is zoo's: %d\n", typeid(*a) == typeid(Impl),
           same_here(a), same_here(b));
    printf("dynamic_cast to main's Impl: %s\n", dynamic_cast<Impl *>(a) ? "an Impl" : "null");
    K k;
    printf("sums: %d %d\n", sum_zoo(), helper() + k.f() + counter + tally + twice(3));
    delete a;
    delete b;
    return 0;
}
