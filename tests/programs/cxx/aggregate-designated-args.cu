// (g++ -std=c++20 -x c++) A braced list with designators (C++20 [dcl.init.aggr]) as a function's
// argument, in a return, an assignment and a declaration, of aggregates with default member
// initialisers (which give them an implicit constructor): the members the list leaves out take
// their default initialisers, as they do from `{}` ("Programming Massively Parallel
// Processors"' kernel_config_t: f(Device, {.block_dim = {256, 1, 1}})).
#include <cstdio>
#include <string>

typedef struct { int x; int y; int z; } dim_t;
typedef struct {
    dim_t block_dim = {1024, 1, 1};
    const char *kernel_version;
    size_t shared_memory_size;
} kernel_config_t;
struct Point { int a; int b; };
struct Tagged { char tag[8]; int n = 3; };
struct Outer {
    int k = 5;
    kernel_config_t cfg;
    Point p;
    std::string name = "outer";
};

static void show(const char *what, kernel_config_t c)
{
    printf("%s: %d %d %d %s %zu\n", what, c.block_dim.x, c.block_dim.y, c.block_dim.z,
           c.kernel_version ? c.kernel_version : "(none)", c.shared_memory_size);
}
static void point(const Point &p) { printf("point %d %d\n", p.a, p.b); }
static kernel_config_t tiled(int w) { return {.block_dim = {w, w, 1}, .kernel_version = "tiled"}; }

int main()
{
    show("designated", {.block_dim = {256, 1, 1}});
    show("empty", {});
    show("later member", {.kernel_version = "v2"});
    show("all", {.block_dim = {32, 2, 1}, .kernel_version = "three", .shared_memory_size = 48});
    show("returned", tiled(16));
    point({.a = 1, .b = 2});
    point({.b = 5});
    kernel_config_t d = {.shared_memory_size = 7};
    show("declared", d);
    d = {.kernel_version = "assigned"};
    show("assigned", d);
    kernel_config_t arr[3] = {{.shared_memory_size = 1}, {.block_dim = {8, 8, 8}}};
    show("arr[0]", arr[0]);
    show("arr[1]", arr[1]);
    show("arr[2]", arr[2]);
    Outer o = {.p = {.b = 9}};
    show("o.cfg", o.cfg);
    printf("o: %d %d %d %s\n", o.k, o.p.a, o.p.b, o.name.c_str());
    Outer o2{.k = 1, .name = "named"};
    printf("o2: %d %d %s\n", o2.k, o2.cfg.block_dim.x, o2.name.c_str());
    Tagged tg = {.tag = "ab"};
    const char word[] = "qq";
    printf("%s %d %s\n", tg.tag, tg.n, word);
    return 0;
}
