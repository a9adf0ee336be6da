// (g++ -x c++) std::forward_as_tuple: a tuple of lvalue and rvalue references to its arguments
// (C++17 [tuple.creation] p6), passed on to a function, to std::apply; get<I> of an rvalue
// tuple gives its element as an rvalue ([tuple.elem] p2).
#include <cstdio>
#include <string>
#include <tuple>
#include <map>
#include <utility>
struct M { M() {} M(const M &) { puts("copy"); } M(M &&) { puts("move"); } };
void show(std::tuple<int &, std::string &&, const double &> t)
{
    std::get<0>(t) += 1;
    printf("%d %s %.1f\n", std::get<0>(t), std::get<1>(t).c_str(), std::get<2>(t));
}
int sum(int a, int b, int c) { return a + b + c; }
int main() {
    int x = 4;
    const double d = 2.5;
    show(std::forward_as_tuple(x, std::string("s"), d));
    printf("x=%d\n", x);
    auto t = std::forward_as_tuple(x, 10);
    printf("%zu %d %d\n", std::tuple_size<decltype(t)>::value, std::get<0>(t), std::get<1>(t));
    printf("%d\n", std::apply(sum, std::forward_as_tuple(1, 2, 3)));
    M m;
    M moved(std::get<0>(std::forward_as_tuple(std::move(m))));
    M copied(std::get<0>(std::forward_as_tuple(m)));
    std::tuple<M> tm;
    M fromrvalue(std::get<0>(std::move(tm)));
    return 0;
}
