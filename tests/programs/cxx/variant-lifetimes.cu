// (g++ -x c++) The constructions, assignments and destructions a std::variant makes of a class
// alternative, as libstdc++ makes them: converting assignment (a move, then move-assignments
// while the alternative stays), copy and move of the variant, copy-assignment to another and to
// the same alternative, emplace, in_place_type, swap of the same alternative (as std::swap) and
// of different ones.
#include <variant>
#include <cstdio>
#include <string>
struct N {
    int id;
    N(int i) : id(i) { printf("make %d\n", id); }
    N(const N &o) : id(o.id + 10) { printf("copy %d\n", id); }
    N(N &&o) : id(o.id + 100) { printf("move %d\n", id); }
    N &operator=(const N &o) { id = o.id + 1000; printf("copy= %d\n", id); return *this; }
    N &operator=(N &&o) { id = o.id + 2000; printf("move= %d\n", id); return *this; }
    ~N() { printf("drop %d\n", id); }
};
int main()
{
    std::variant<int, N> v;
    printf("-- assign N(1)\n");
    v = N(1);
    printf("-- assign N(2)\n");
    v = N(2);
    printf("-- copy\n");
    std::variant<int, N> w = v;
    printf("-- move\n");
    std::variant<int, N> x = std::move(w);
    printf("-- assign int\n");
    v = 5;
    printf("-- copy assign different\n");
    v = x;
    printf("-- copy assign same\n");
    v = x;
    printf("-- emplace\n");
    v.emplace<N>(7);
    printf("-- in place\n");
    std::variant<int, N> y(std::in_place_type_t<N>(), 8);
    printf("-- swap\n");
    std::swap(v, y);
    printf("-- swap different\n");
    v = 3;
    v.swap(y);
    printf("%zu %zu\n", v.index(), y.index());
    printf("-- visit by reference\n");
    std::visit([](auto &m) { printf("visiting %d\n", (int)sizeof(m)); }, v);
    printf("-- end\n");
}
