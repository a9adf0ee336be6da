// A using-directive makes a namespace's names visible to unqualified lookup (C++17
// [namespace.udir]) and a using-declaration introduces one name (C++17 [namespace.udecl]): with
// cpu::Config and gpu::Config (and cpu::limit and gpu::limit) two entities, `using namespace
// gpu;` in a function finds gpu's, `using cpu::Config;` cpu's, and a using-directive naming a
// nested namespace (lib::detail) or an alias of one finds that namespace's; a directive in one
// function does not reach another (C++17 [basic.scope.block]).
// reference: g++
#include <cstdio>

namespace cpu {
struct Config { int threads = 4; int get() const { return threads; } };
int limit = 10;
}
namespace gpu {
struct Config { int blocks = 128; float scale = 2.0f; int get() const { return blocks; } };
int limit = 1024;
}
namespace lib {
namespace detail { struct Config { const char *name = "lib::detail"; }; int limit = 7; }
}
namespace ld = lib::detail;

void with_gpu()
{
    using namespace gpu;
    Config c;
    printf("with_gpu: %d %g %d\n", c.get(), c.scale, limit);
}

void with_cpu_config()
{
    using cpu::Config;
    using gpu::limit;
    Config c;
    printf("with_cpu_config: %d %d %d\n", c.get(), (int)sizeof c, limit);
}

void with_detail()
{
    using namespace lib::detail;
    Config c;
    printf("with_detail: %s %d\n", c.name, limit);
}

void with_alias()
{
    using namespace ld;
    Config c;
    printf("with_alias: %s %d %d\n", c.name, limit, ld::limit);
}

int main()
{
    with_gpu();
    with_cpu_config();
    with_detail();
    with_alias();
    cpu::Config a;
    printf("main: %d %d %d\n", a.get(), cpu::limit, (int)sizeof(gpu::Config));
    return 0;
}
