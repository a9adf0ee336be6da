// Host dialect: auto for a variable with an initializer takes the initializer's type
// (docs/host-code.md): plain, const and static auto, auto * and several declarators. The
// expected output is an H200's (nvcc -arch=sm_90).
#include <stdio.h>

static long twice(long v) { return 2 * v; }

__global__ void noop() {}

int main()
{
    auto i = 5;
    auto f = 2.5f;
    auto d = 1.0 / 3;
    auto u = 3u;
    auto l = twice(21);
    auto c = 'a';
    const auto k = i * 2;
    static auto s = 7ull;
    auto p = &i;
    auto *q = &i;
    auto str = "text";
    auto a = 1, b = 2;
    auto dim = dim3(2, 3);
    auto err = cudaGetLastError();
    printf("sizes %zu %zu %zu %zu %zu %zu %zu %zu\n", sizeof i, sizeof f, sizeof d, sizeof u, sizeof l,
           sizeof c, sizeof k, sizeof s);
    printf("values %d %.1f %.4f %u %ld %c %d %llu\n", i, f, d, u, l, c, k, s);
    *p = 6;
    printf("*p %d *q %d str %s a+b %d\n", *p, *q, str, a + b);
    printf("dim %u %u %u err %d\n", dim.x, dim.y, dim.z, (int)err);
    auto t = f * 2;
    auto w = i / 4.0;
    printf("t %zu %.1f w %zu %.2f\n", sizeof t, t, sizeof w, w);
    noop<<<1, 1>>>();
    auto sync = cudaDeviceSynchronize();
    printf("sync %d\n", (int)sync);
    return 0;
}
