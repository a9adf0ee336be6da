// <cuda_fp16.h>'s __host__ __device__ functions in host code, those of __half2 and the rest that
// cudarepl's host header gained: the _rn and _sat forms, __hmax_nan, __hmin_nan and their __half2
// forms, the unordered comparisons, the twelve comparisons of __half2 as halves, as masks and as
// one bool (__hbeq2 ...), __hneg2, __habs2, __hisnan2, the moves between halves, float2, char
// and the integer conversions in each rounding mode, and __half2's constructors and operators
// (+ - * /, += ..., ++ --, unary + -, == != < > <= >=, each pair of halves on its own and a
// comparison true where both pairs agree). Inputs: zeros of both signs, subnormals, 1 and its
// neighbours (the saturation bounds), a sum that ties, the largest half, infinities and NaNs
// in either half. Bits printed in hex, bools as 0/1. CUDA C++ Programming Guide §5.4.5.1, Legacy
// Atomic Functions, names the types; the functions are the CUDA Math API's half precision
// intrinsics. Expected: what nvcc 13.0's build printed (host code only: no GPU).
#include <cstdio>
#include <cstring>
#include <cuda_fp16.h>

static const unsigned short V[] = {0x0000, 0x8000, 0x0001, 0x83ff, 0x3bff, 0x3c00, 0x3c01,
                                   0xbe00, 0x6801, 0x7bff, 0xfc00, 0x7c00, 0x7e00, 0xfd01};
static const int NV = sizeof V / sizeof V[0];

static __half h(unsigned short bits) { return __ushort_as_half(bits); }
static unsigned b(__half x) { return __half_as_ushort(x); }
static void show2(const char *what, __half2 x) { printf(" %s=%04x.%04x", what, b(x.x), b(x.y)); }
static unsigned fbits(float f)
{
    unsigned u;
    memcpy(&u, &f, 4);
    return u;
}
static float bitsf(unsigned u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

// the functions of two halves, on every pair of V, and the twelve comparisons as a row of 0/1
static void scalar_pairs()
{
    printf("a    b    | add_rn sub_rn mul_rn max_nan min_nan | eq ne lt le gt ge equ neu ltu leu gtu geu\n");
    for (int i = 0; i < NV; i++)
        for (int j = 0; j < NV; j++) {
            __half x = h(V[i]), y = h(V[j]);
            printf("%04x %04x | %04x %04x %04x %04x %04x | %d%d%d%d%d%d %d%d%d%d%d%d\n", V[i], V[j],
                   b(__hadd_rn(x, y)), b(__hsub_rn(x, y)), b(__hmul_rn(x, y)), b(__hmax_nan(x, y)),
                   b(__hmin_nan(x, y)), __heq(x, y), __hne(x, y), __hlt(x, y), __hle(x, y),
                   __hgt(x, y), __hge(x, y), __hequ(x, y), __hneu(x, y), __hltu(x, y), __hleu(x, y),
                   __hgtu(x, y), __hgeu(x, y));
        }
}

// the __half2 functions of two __half2, on pairs whose halves differ in kind (a NaN in one half,
// one comparison true and the other false, sums near 0 and 1 for _sat)
static void half2_pairs()
{
    static const unsigned short P[][4] = {
        {0x3c00, 0x4000, 0x3c00, 0x4000}, {0x3c00, 0x4000, 0x3c00, 0x4200}, {0x7e00, 0x3c00, 0x7e00, 0x3c00},
        {0x3c00, 0x7e00, 0x4000, 0x3c00}, {0x0000, 0x8000, 0x8000, 0x0000}, {0x3800, 0xb800, 0x3801, 0x3800},
        {0x3bff, 0x0001, 0x0001, 0x8001}, {0x3c01, 0xbc00, 0x8000, 0x3c00}, {0x7c00, 0xfc00, 0x7c00, 0x7c00},
        {0x6801, 0x6800, 0x3c00, 0x3c00}, {0x7bff, 0xfbff, 0x7bff, 0x7bff}, {0xfd01, 0x7e00, 0x7c01, 0xfe00},
        {0x3c00, 0xbc00, 0xbc00, 0x3c00}, {0x83ff, 0x03ff, 0x03ff, 0x83ff}};
    for (const auto &p : P) {
        __half2 x = __halves2half2(h(p[0]), h(p[1])), y = __halves2half2(h(p[2]), h(p[3]));
        printf("%04x.%04x %04x.%04x\n ", p[0], p[1], p[2], p[3]);
        show2("add2_rn", __hadd2_rn(x, y));
        show2("sub2_rn", __hsub2_rn(x, y));
        show2("mul2_rn", __hmul2_rn(x, y));
        show2("add2_sat", __hadd2_sat(x, y));
        show2("sub2_sat", __hsub2_sat(x, y));
        show2("mul2_sat", __hmul2_sat(x, y));
        printf("\n ");
        show2("max2", __hmax2(x, y));
        show2("min2", __hmin2(x, y));
        show2("max2_nan", __hmax2_nan(x, y));
        show2("min2_nan", __hmin2_nan(x, y));
        printf("\n ");
        show2("eq2", __heq2(x, y));
        show2("ne2", __hne2(x, y));
        show2("lt2", __hlt2(x, y));
        show2("le2", __hle2(x, y));
        show2("gt2", __hgt2(x, y));
        show2("ge2", __hge2(x, y));
        printf("\n ");
        show2("equ2", __hequ2(x, y));
        show2("neu2", __hneu2(x, y));
        show2("ltu2", __hltu2(x, y));
        show2("leu2", __hleu2(x, y));
        show2("gtu2", __hgtu2(x, y));
        show2("geu2", __hgeu2(x, y));
        printf("\n masks %08x %08x %08x %08x %08x %08x  %08x %08x %08x %08x %08x %08x\n",
               __heq2_mask(x, y), __hne2_mask(x, y), __hlt2_mask(x, y), __hle2_mask(x, y),
               __hgt2_mask(x, y), __hge2_mask(x, y), __hequ2_mask(x, y), __hneu2_mask(x, y),
               __hltu2_mask(x, y), __hleu2_mask(x, y), __hgtu2_mask(x, y), __hgeu2_mask(x, y));
        printf(" both eq ne lt le gt ge %d%d%d%d%d%d equ neu ltu leu gtu geu %d%d%d%d%d%d\n",
               __hbeq2(x, y), __hbne2(x, y), __hblt2(x, y), __hble2(x, y), __hbgt2(x, y),
               __hbge2(x, y), __hbequ2(x, y), __hbneu2(x, y), __hbltu2(x, y), __hbleu2(x, y),
               __hbgtu2(x, y), __hbgeu2(x, y));
        printf(" operators");
        show2("+", x + y);
        show2("-", x - y);
        show2("*", x * y);
        show2("/", x / y);
        printf(" == %d != %d < %d > %d <= %d >= %d\n", x == y, x != y, x < y, x > y, x <= y, x >= y);
    }
}

// the functions of one __half2, and the moves between halves
static void half2_unary()
{
    for (int i = 0; i < NV; i++) {
        __half2 x = __halves2half2(h(V[i]), h(V[(i + 5) % NV]));
        printf("%04x.%04x", b(x.x), b(x.y));
        show2("neg2", __hneg2(x));
        show2("abs2", __habs2(x));
        show2("isnan2", __hisnan2(x));
        show2("-x", -x);
        show2("+x", +x);
        float2 f = __half22float2(x);
        printf(" float2=%08x.%08x\n", fbits(f.x), fbits(f.y));
    }
    __half2 x = __halves2half2(h(0x3c00), h(0x4000)), y = __halves2half2(h(0xc200), h(0x7e00));
    show2("low2half2", __low2half2(x));
    show2("high2half2", __high2half2(x));
    show2("lows2half2", __lows2half2(x, y));
    show2("highs2half2", __highs2half2(x, y));
    show2("lowhigh2highlow", __lowhigh2highlow(y));
    printf("\n");
}

static void from_float2()
{
    // ties to even, the largest half and beyond, the smallest subnormal's half, a NaN
    static const float F[][2] = {{1.00048828125f, 1.00146484375f}, {65504.0f, 65519.99f},
                                 {65520.0f, -65520.0f}, {2.98023224e-8f, 2.98023259e-8f},
                                 {-0.0f, 1e-30f}, {0.0f, -3.0f}};
    for (const auto &f : F) {
        float2 v;
        v.x = f[0] == 0.0f && f[1] == -3.0f ? bitsf(0x7fc00001) : f[0];
        v.y = f[1];
        show2("float22half2_rn", __float22half2_rn(v));
        printf("\n");
    }
}

static void to_char()
{
    static const unsigned short C[] = {0x57f8, 0x5800, 0xd800, 0xd808, 0x5bff, 0x5c00, 0xb800,
                                       0x3b00, 0xbe00, 0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x8000};
    for (unsigned short c : C)
        printf("%04x char_rz %d uchar_rz %d\n", c, __half2char_rz(h(c)), __half2uchar_rz(h(c)));
}

static void from_integers()
{
    static const long long L[] = {0, 1, -1, 2049, 2051, -2049, 4097, 65504, 65519, 65520, -65520,
                                  100000, 2147483647LL, -2147483647LL - 1, 9007199254740993LL,
                                  9223372036854775807LL, -9223372036854775807LL - 1};
    for (long long l : L) {
        printf("%lld", l);
        int i = (int)l;
        printf(" int %04x %04x %04x %04x", b(__int2half_rn(i)), b(__int2half_rz(i)),
               b(__int2half_rd(i)), b(__int2half_ru(i)));
        unsigned u = (unsigned)l;
        printf(" uint %04x %04x %04x %04x", b(__uint2half_rn(u)), b(__uint2half_rz(u)),
               b(__uint2half_rd(u)), b(__uint2half_ru(u)));
        short s = (short)l;
        printf(" short %04x %04x %04x %04x", b(__short2half_rn(s)), b(__short2half_rz(s)),
               b(__short2half_rd(s)), b(__short2half_ru(s)));
        unsigned short us = (unsigned short)l;
        printf(" ushort %04x %04x %04x %04x", b(__ushort2half_rn(us)), b(__ushort2half_rz(us)),
               b(__ushort2half_rd(us)), b(__ushort2half_ru(us)));
        printf(" ll %04x %04x %04x %04x", b(__ll2half_rn(l)), b(__ll2half_rz(l)),
               b(__ll2half_rd(l)), b(__ll2half_ru(l)));
        unsigned long long ul = (unsigned long long)l;
        printf(" ull %04x %04x %04x %04x\n", b(__ull2half_rn(ul)), b(__ull2half_rz(ul)),
               b(__ull2half_rd(ul)), b(__ull2half_ru(ul)));
    }
}

// __half2's constructors and conversions, and the operators that change their operand
static void half2_class()
{
    __half2 x(h(0x3c00), h(0x7bff));
    __half2_raw r(x);
    printf("raw %04x %04x", r.x, r.y);
    r.x = 0x6801;
    r.y = 0xfd01;
    __half2 y = r;
    show2("from raw", y);
    y = x;
    show2("assigned", y);
    y = r;
    show2("raw assigned", y);
    printf("\n");
    __half2 z(h(0x6801), h(0x3800));
    show2("z++", z++);
    show2("z", z);
    show2("++z", ++z);
    show2("z--", z--);
    show2("z", z);
    show2("--z", --z);
    printf("\n");
    __half2 w = __halves2half2(h(0x3c01), h(0xc000)), v = __halves2half2(h(0x3555), h(0x7c00));
    w += v;
    show2("w += v", w);
    w -= v;
    show2("w -= v", w);
    w *= v;
    show2("w *= v", w);
    w /= v;
    show2("w /= v", w);
    printf("\n");
}

int main()
{
    scalar_pairs();
    half2_pairs();
    half2_unary();
    from_float2();
    to_char();
    from_integers();
    half2_class();
    return 0;
}
