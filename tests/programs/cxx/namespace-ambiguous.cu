// Two using-directives that bring classes (or variables) of one name from two namespaces make
// the unqualified name ambiguous (C++17 [namespace.udir] p6, [basic.lookup] p1): an error naming
// both, as g++ 12's "reference to 'Config' is ambiguous" with its candidates
// 'struct gpu::Config' and 'struct cpu::Config'. The qualified names stay fine.
// reference: g++
#include <cstdio>

namespace cpu { struct Config { int threads = 4; }; int limit = 10; }
namespace gpu { struct Config { int blocks = 128; }; int limit = 1024; }
using namespace cpu;
using namespace gpu;

int main()
{
    Config c;
    printf("%d\n", limit);
    printf("%d %d\n", cpu::limit, gpu::limit);
    return 0;
}
