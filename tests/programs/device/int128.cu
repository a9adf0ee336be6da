// __int128 and unsigned __int128 in device code (CUDA C++ Programming Guide, 5.3 C++ Language
// Support: 128-bit integer types on devices of compute capability 9.0 with a host compiler that
// has them): arithmetic, shifts, comparisons, conversions; the expected output is an H200's.
#include <cstdio>

__device__ void show(const char *what, unsigned __int128 v)
{
    printf("%s %016llx%016llx\n", what, (unsigned long long)(v >> 64), (unsigned long long)v);
}

__global__ void k(unsigned long long a, unsigned long long b, long long c)
{
    unsigned __int128 x = (unsigned __int128)a * b;
    __int128 y = (__int128)c * (__int128)c * -3;
    show("mul", x);
    show("smul", (unsigned __int128)y);
    show("add", x + ((unsigned __int128)b << 64));
    show("sub", x - ((unsigned __int128)a << 70));
    show("shl", x << 37);
    show("shr", x >> 99);
    show("sar", (unsigned __int128)(y >> 77));
    show("div", x / 0x123456789ull);
    show("mod", x % 0x123456789ull);
    show("sdiv", (unsigned __int128)(y / (__int128)-1000000007));
    show("smod", (unsigned __int128)(y % (__int128)-1000000007));
    show("div128", x / ((unsigned __int128)7 << 70 | 5));
    show("and", x & ~(unsigned __int128)0 >> 3);
    show("xor", x ^ ((unsigned __int128)y << 1));
    show("not", ~x);
    show("neg", -x);
    printf("cmp %d %d %d %d\n", x > (unsigned __int128)y, y < 0, x == x + 0, (__int128)x < y);
    printf("to double %.17g %.17g\n", (double)x, (double)y);
    printf("to float %.9g %.9g\n", (float)x, (float)y);
    printf("from double %llx\n", (unsigned long long)((unsigned __int128)1.5e30 >> 64));
    printf("narrow %llu %lld %d\n", (unsigned long long)x, (long long)y, (int)(x >> 40));
    printf("sizeof %d %d\n", (int)sizeof(__int128), (int)__alignof__(__int128));
}

int main()
{
    k<<<1, 1>>>(0xfedcba9876543210ull, 0x0f1e2d3c4b5a6978ull, -0x123456789abcdll);
    cudaDeviceSynchronize();
    return 0;
}
