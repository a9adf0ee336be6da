// (g++ -x c++) A program's function template named as a class template of namespace std
// (`pair`, with <utility> included): an unqualified call is the program's function, not the
// construction of a std::pair (std's names are not visible without `using`; C++17
// [basic.lookup.unqual]), and std::pair is still std's class.
#include <cstdio>
#include <utility>

template <class T, class U> const char *pair(const T &, const U &) { return "two types"; }
template <class T> const char *pair(const T &, const T &) { return "one type"; }

int main()
{
    printf("%s %s\n", pair(1, 2.0), pair(1, 2));
    std::pair<int, double> p(3, 4.5);
    printf("%d %g\n", p.first, p.second);
    return 0;
}
