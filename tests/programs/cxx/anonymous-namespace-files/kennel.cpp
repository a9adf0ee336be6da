// The other file of anonymous-namespace-files.cu: an Impl with other members.
struct Base {
    virtual int f() const = 0;
    virtual ~Base() {}
};
namespace {
struct Impl : Base {
    double w;
    int k;
    Impl(int x) : w(x * 0.5), k(x) {}
    int f() const override { return k + 1000; }
};
} // namespace
Base *make_kennel(int x) { return new Impl(x); }
int size_kennel() { return (int)sizeof(Impl); }
