// One file of anonymous-namespace-files.cu: its own Impl, helper, K and counter, and a static
// variable and function of the same names as the main file's.
#include <typeinfo>
struct Base {
    virtual int f() const = 0;
    virtual ~Base() {}
};
namespace {
struct Impl : Base {
    int v;
    Impl(int x) : v(x) {}
    int f() const override { return v * 10; }
};
int helper() { return 1; }
struct K {
    int f();
};
int K::f() { return 10; }
int counter = 5;
} // namespace
static int tally = 100;
static int twice(int x) { return 2 * x; }

Base *make_zoo(int x) { return new Impl(x); }
int size_zoo() { return (int)sizeof(Impl); }
const char *name_zoo() { return typeid(Impl).name(); }
bool same_here(const Base *b) { return typeid(*b) == typeid(Impl); }
int sum_zoo()
{
    K k;
    return helper() + k.f() + counter + tally + twice(3);
}
