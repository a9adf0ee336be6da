// __half in host C++ (cuda_fp16.h's host view): construction and assignment from float,
// double and int (rounded to nearest), conversion to float, and the arithmetic and comparison
// operators, each result rounded once to half as the GPU rounds it. NVIDIA's
// fp16ScalarProduct sample fills half2 arrays this way.
#include <cstdio>
#include <cuda_fp16.h>

int main()
{
    half2 t;
    t.x = 1.5f;
    t.y = static_cast<float>(3);
    __half a = 2.25f, b = a * t.x + t.y, c = 0.1, d = 65519.0f, e = 1;
    float f = b;
    b += __half(0.5f);
    b -= e;
    __half q = a / __half(3.0f);
    q *= q;
    printf("%g %g %g %g %g\n", f, (float)b, (float)c, (float)d, (float)q);
    printf("%04x %04x %04x %04x\n", __half_as_ushort(b), __half_as_ushort(c), __half_as_ushort(d), __half_as_ushort(q));
    printf("%d %d %d %d %d %d\n", a < b, a == __half(2.25), a != b, b >= a, -a > a, a <= a);
    __half big = 70000.0f, tiny = 1e-8f;
    printf("%04x %04x %g\n", __half_as_ushort(big), __half_as_ushort(tiny), __half2float(-big));
    return 0;
}
