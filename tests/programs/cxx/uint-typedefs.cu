// (g++ -x c++) glibc's <sys/types.h> abbreviations uint, ushort and ulong, which every CUDA
// program sees: cuda_runtime.h includes <stdlib.h>, and g++ defines _GNU_SOURCE.
#include <cstdio>
#include <cstdlib>

template <const uint N>
uint scaled(uint x) { return x * N; }

int main()
{
    const uint a = 4000000000u;
    ushort s = 65535;
    ulong l = 1ul << 40;
    printf("%u %u %lu\n", a, (unsigned)s, l);
    printf("%zu %zu %zu\n", sizeof(uint), sizeof(ushort), sizeof(ulong));
    printf("%u\n", scaled<3>(5));
    uint wraps = 0;
    wraps -= 1;
    printf("%u\n", wraps);
    return 0;
}
