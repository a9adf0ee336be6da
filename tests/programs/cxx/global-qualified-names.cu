// ::name names the global namespace's entity even where a member or a local of that name hides
// it (C++17 [namespace.qual]): a member function nan() calling ::nan(""), a class's size() calling
// ::size(), a local shadowing a global (g++'s output).
#include <cmath>
#include <cstdio>

int counter = 100;
static int size(int n) { return n * 2; }

struct Rounded {
    double nan() const { return ::nan(""); }
    float nanf() const { return ::nanf(""); }
    double sqrt(double x) const { return ::sqrt(x) + 1.0; }
    int size() const { return ::size(21); }
    int counter = 5;
    int both() const { return counter + ::counter; }
};

int main()
{
    Rounded r;
    int counter = 7;
    printf("%d %d %d %d\n", std::isnan(r.nan()), std::isnan(r.nanf()), r.size(), r.both());
    printf("%.3f %d %d\n", r.sqrt(16.0), counter, ::counter);
    ::counter += counter;
    printf("%d\n", ::counter);
    return 0;
}
