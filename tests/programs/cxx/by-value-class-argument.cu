// (g++ -x c++) A class with a copy constructor or a destructor, passed by value, is passed as
// the address of the copy its caller made (the Itanium C++ ABI, which g++ and nvcc follow): the
// callee works on that object and the caller destroys it at the end of the full expression, so
// the destructor sees what the callee did to it; a function's result passed on is destroyed
// too; and a parameter moved from (the "sink" idiom) leaves nothing to free twice.
#include <cstdio>
#include <string>
struct T {
    int v;
    T(int x) : v(x) { printf("ctor %d\n", v); }
    T(const T &o) : v(o.v + 10) { printf("copy %d\n", v); }
    ~T() { printf("dtor %d\n", v); }
};
T make(int x) { return T(x); }
int take(T t)
{
    printf("in take %d\n", t.v);
    t.v += 1000;
    return t.v;
}
int (*take_ptr)(T) = take;
struct Named {
    std::string name;
    Named(std::string n) : name(std::move(n)) {}
    void rename(std::string s) { name = std::move(s); }
};
struct Task {
    int prio;
    std::string name;
    Task(int p, const char *n) : prio(p), name(n) {}
};
void keep(Task t, Task *dst) { *dst = std::move(t); }
int main()
{
    T a(1);
    printf("r=%d\n", take(a));
    printf("r=%d\n", take(T(2)));
    printf("r=%d\n", take(make(3)));
    printf("r=%d\n", take_ptr(a));
    std::string x = "a string long enough to live on the heap";
    Named n(x);
    n.rename(x + ", renamed");
    printf("[%s] [%s]\n", x.c_str(), n.name.c_str());
    Task p(1, "the first task's name, long enough for the heap"), q(2, "second");
    keep(std::move(p), &q);
    printf("[%s] [%s]\n", p.name.c_str(), q.name.c_str());
    printf("end\n");
    return 0;
}
