// (g++ -x c++) std::optional<T>'s converting constructor and assignment from a value of
// another type that makes a T (C++17 [optional.ctor] p21, [optional.assign] p14):
// std::optional<std::string> os = "hi"; copies of an optional still copy it.
#include <cstdio>
#include <optional>
#include <string>
struct P { int a; P(int x) : a(x) { printf("P(%d)\n", a); } };
int main() {
    std::optional<std::string> os = "hi";
    printf("%s %zu\n", os->c_str(), os->size());
    os = "hello";
    printf("%s\n", os.value().c_str());
    std::optional<std::string> copy = os;
    printf("%s\n", copy->c_str());
    std::optional<std::string> e;
    e = copy;
    printf("%d %s\n", (int)e.has_value(), e->c_str());
    std::optional<long> ol = 3;
    ol = 'A';
    printf("%ld\n", *ol);
    std::optional<double> od(7);
    printf("%.1f\n", *od);
    std::optional<P> op = 5;
    printf("%d\n", op->a);
    op = std::nullopt;
    printf("%d\n", (int)op.has_value());
    std::optional<std::string> fromstr(std::string("moved"));
    printf("%s\n", fromstr->c_str());
    return 0;
}
