// (g++ -x c++) A name qualified from the global namespace through nested namespaces
// (::outer::inner::f, C++ [basic.lookup.qual]) in expressions: a condition, an initialiser, an
// argument, in a function of another namespace.
#include <cstdio>

namespace outer {
namespace inner {
int twice(int x) { return 2 * x; }
int count = 7;
struct Pt { int x, y; };
} // namespace inner
int twice_plus(int x) { return ::outer::inner::twice(x) + 1; }
} // namespace outer

namespace user {
int thrice(int x) { return 3 * x; }
int run(int v)
{
    if (::outer::inner::twice(v) == 2 * v && ::outer::inner::count == 7)
        return ::outer::twice_plus(v) + ::outer::inner::twice(::outer::inner::count) + ::user::thrice(v);
    return -1;
}
} // namespace user

int main()
{
    int r = ::user::run(4);
    int a = ::outer::inner::twice(5);
    ::outer::inner::count += a;
    outer::inner::Pt p = {::outer::inner::count, r};
    std::printf("%d %d %d %d\n", a, ::outer::inner::count, p.x, p.y);
    return 0;
}
