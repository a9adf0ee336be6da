// Classes, enumerations, typedefs, alias declarations and variables of one name declared in two
// namespaces are different entities (C++17 [basic.namespace], [namespace.def]): cpu::Config and
// gpu::Config are two classes with their own members and sizes, cpu::limit and gpu::limit two
// variables; each is found by its qualified name (C++17 [namespace.qual]) and, unqualified,
// inside its own namespace (C++17 [basic.lookup.unqual]); a static data member and member
// functions defined outside the class are the right class's. __host__ __device__ code sees
// the same (the device line must equal the host's, which g++ printed).
// reference: g++
#include <cstdio>

namespace cpu {
struct Config {
    int threads = 4;
    __host__ __device__ int get() const { return threads; }
    static int count;
};
int limit = 10;
enum Mode { Fast = 1, Slow = 2 };
typedef int index_t;
using value_t = float;
__host__ __device__ int describe() { Config c; return c.get() * 100 + Slow; }
}

namespace gpu {
struct Config {
    int blocks = 128;
    float scale = 2.0f;
    __host__ __device__ int get() const;
    static int count;
};
int limit = 1024;
enum Mode { Fast = 10, Slow = 20 };
typedef long index_t;
using value_t = double;
__host__ __device__ int describe() { Config c; return c.get() * 100 + Slow; }
}

int cpu::Config::count = 3;
int gpu::Config::count = 7;
__host__ __device__ int gpu::Config::get() const { return blocks + 1; }

__host__ __device__ void show(const char *where)
{
    cpu::Config a;
    gpu::Config b;
    printf("%s: %d %d %g %d %d %d %d\n", where, a.get(), b.get(), b.scale, (int)cpu::Slow,
           (int)gpu::Mode::Slow, cpu::describe(), gpu::describe());
    printf("%s: %d %d %d %d %d %d\n", where, (int)sizeof(cpu::Config), (int)sizeof(gpu::Config),
           (int)sizeof(cpu::index_t), (int)sizeof(gpu::index_t), (int)sizeof(cpu::value_t),
           (int)sizeof(gpu::value_t));
}

__global__ void kernel() { show("device"); }

int main()
{
    printf("%d %d %d %d\n", cpu::limit, gpu::limit, cpu::Config::count, gpu::Config::count);
    gpu::limit += 1;
    printf("%d %d\n", cpu::limit, gpu::limit);
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
