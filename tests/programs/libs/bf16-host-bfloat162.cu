// <cuda_bf16.h>'s __host__ __device__ functions in host code, those of __nv_bfloat162 and the
// rest that cudarepl's host header gained: __hmax, __hmin and their _nan forms (which, unlike
// __half's, keep -0 and +0 in the order given), __hneg, __habs, __hisnan, __hisinf, the _rn and
// _sat forms, the twelve comparisons of two values, of __nv_bfloat162 as values, as masks and as
// one bool (__hbeq2 ...), __hneg2, __habs2, __hisnan2, the moves between halves, float2, the
// conversions to every integer type (toward zero, saturating; a NaN gives 0, or the top bit
// alone for the 64-bit types) and from unsigned long long, and __nv_bfloat162's constructors and
// operators (+ - * /, += ..., ++ --, unary + -, == != < > <= >=, each pair of values on its own
// and a comparison true where both pairs agree). Inputs: zeros of both signs, subnormals, 1 and
// its neighbours (the saturation bounds), a sum that ties, the largest value, infinities and
// NaNs in either half. Bits printed in hex, bools as 0/1. CUDA C++ Programming Guide §5.4.5.1,
// Legacy Atomic Functions, names the types; the functions are the CUDA Math API's bfloat16
// intrinsics. Expected: what nvcc 13.0's build printed (host code only: no GPU).
#include <cstdio>
#include <cstring>
#include <cuda_bf16.h>

static const unsigned short V[] = {0x0000, 0x8000, 0x0001, 0x807f, 0x3f7f, 0x3f80, 0x3f81,
                                   0xbfc0, 0x4381, 0x7f7f, 0xff80, 0x7f80, 0x7fc0, 0xffa1};
static const int NV = sizeof V / sizeof V[0];

static __nv_bfloat16 h(unsigned short bits) { return __ushort_as_bfloat16(bits); }
static unsigned b(__nv_bfloat16 x) { return __bfloat16_as_ushort(x); }
static void show2(const char *what, __nv_bfloat162 x) { printf(" %s=%04x.%04x", what, b(x.x), b(x.y)); }
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

// the functions of two values, on every pair of V, and the twelve comparisons as a row of 0/1
static void scalar_pairs()
{
    printf("a    b    | add_rn sub_rn mul_rn add_sat sub_sat mul_sat max min max_nan min_nan | eq ne lt le gt ge equ neu ltu leu gtu geu\n");
    for (int i = 0; i < NV; i++)
        for (int j = 0; j < NV; j++) {
            __nv_bfloat16 x = h(V[i]), y = h(V[j]);
            printf("%04x %04x | %04x %04x %04x %04x %04x %04x %04x %04x %04x %04x", V[i], V[j],
                   b(__hadd_rn(x, y)), b(__hsub_rn(x, y)), b(__hmul_rn(x, y)), b(__hadd_sat(x, y)),
                   b(__hsub_sat(x, y)), b(__hmul_sat(x, y)), b(__hmax(x, y)), b(__hmin(x, y)),
                   b(__hmax_nan(x, y)), b(__hmin_nan(x, y)));
            printf(" | %d%d%d%d%d%d %d%d%d%d%d%d\n", __heq(x, y), __hne(x, y), __hlt(x, y),
                   __hle(x, y), __hgt(x, y), __hge(x, y), __hequ(x, y), __hneu(x, y),
                   __hltu(x, y), __hleu(x, y), __hgtu(x, y), __hgeu(x, y));
        }
}

// the __nv_bfloat162 functions of two __nv_bfloat162, on pairs whose halves differ in kind (a
// NaN in one half, one comparison true and the other false, sums near 0 and 1 for _sat)
static void bfloat162_pairs()
{
    static const unsigned short P[][4] = {
        {0x3f80, 0x4000, 0x3f80, 0x4000}, {0x3f80, 0x4000, 0x3f80, 0x4040}, {0x7fc0, 0x3f80, 0x7fc0, 0x3f80},
        {0x3f80, 0x7fc0, 0x4000, 0x3f80}, {0x0000, 0x8000, 0x8000, 0x0000}, {0x3f00, 0xbf00, 0x3f01, 0x3f00},
        {0x3f7f, 0x0001, 0x0001, 0x8001}, {0x3f81, 0xbf80, 0x8000, 0x3f80}, {0x7f80, 0xff80, 0x7f80, 0x7f80},
        {0x4381, 0x4380, 0x3f80, 0x3f80}, {0x7f7f, 0xff7f, 0x7f7f, 0x7f7f}, {0xffa1, 0x7fc0, 0x7f81, 0xffc0},
        {0x3f80, 0xbf80, 0xbf80, 0x3f80}, {0x807f, 0x007f, 0x007f, 0x807f}};
    for (const auto &p : P) {
        __nv_bfloat162 x = __halves2bfloat162(h(p[0]), h(p[1])), y = __halves2bfloat162(h(p[2]), h(p[3]));
        printf("%04x.%04x %04x.%04x\n ", p[0], p[1], p[2], p[3]);
        show2("add2", __hadd2(x, y));
        show2("sub2", __hsub2(x, y));
        show2("mul2", __hmul2(x, y));
        show2("h2div", __h2div(x, y));
        show2("add2_rn", __hadd2_rn(x, y));
        show2("sub2_rn", __hsub2_rn(x, y));
        show2("mul2_rn", __hmul2_rn(x, y));
        printf("\n ");
        show2("add2_sat", __hadd2_sat(x, y));
        show2("sub2_sat", __hsub2_sat(x, y));
        show2("mul2_sat", __hmul2_sat(x, y));
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

// the functions of one value or one __nv_bfloat162, and the moves between halves
static void unary()
{
    for (int i = 0; i < NV; i++) {
        __nv_bfloat16 s = h(V[i]);
        __nv_bfloat162 x = __halves2bfloat162(s, h(V[(i + 5) % NV]));
        printf("%04x.%04x neg=%04x abs=%04x isnan=%d isinf=%d", b(x.x), b(x.y), b(__hneg(s)),
               b(__habs(s)), __hisnan(s), __hisinf(s));
        show2("neg2", __hneg2(x));
        show2("abs2", __habs2(x));
        show2("isnan2", __hisnan2(x));
        show2("-x", -x);
        show2("+x", +x);
        float2 f = __bfloat1622float2(x);
        printf(" float2=%08x.%08x\n", fbits(f.x), fbits(f.y));
    }
    __nv_bfloat162 x = __halves2bfloat162(h(0x3f80), h(0x4000)), y = __halves2bfloat162(h(0xc040), h(0x7fc1));
    show2("bfloat162bfloat162", __bfloat162bfloat162(h(0xffa1)));
    show2("make_bfloat162", make_bfloat162(h(0x0001), h(0x8000)));
    show2("low2bfloat162", __low2bfloat162(x));
    show2("high2bfloat162", __high2bfloat162(x));
    show2("lows2bfloat162", __lows2bfloat162(x, y));
    show2("highs2bfloat162", __highs2bfloat162(x, y));
    show2("lowhigh2highlow", __lowhigh2highlow(y));
    printf("\n");
}

static void from_float2()
{
    // ties to even, the largest value and beyond, the smallest subnormal's half, a NaN
    static const unsigned F[][2] = {{0x3f808000, 0x3f818000}, {0x7f7f7fff, 0x7f7f8000},
                                    {0xff7f8000, 0x00008000}, {0x00008001, 0x80018000},
                                    {0x7fc00001, 0xc0400000}, {0x80000000, 0x3f80ffff}};
    for (const auto &f : F) {
        float2 v;
        v.x = bitsf(f[0]);
        v.y = bitsf(f[1]);
        show2("float22bfloat162_rn", __float22bfloat162_rn(v));
        printf("\n");
    }
}

static void to_integers()
{
    static const unsigned short C[] = {0x42fe, 0x4300, 0xc300, 0xc301, 0x437f, 0x4380, 0x46ff,
                                       0x4700, 0xc700, 0xc701, 0x477f, 0x4780, 0x4f00, 0xcf00,
                                       0x4f80, 0x5f00, 0xdf00, 0x5f80, 0x5f7f, 0xbf00, 0x3f7f,
                                       0xbfc0, 0x0001, 0x8001, 0x7f80, 0xff80, 0x7fc0, 0xffc1};
    for (unsigned short c : C) {
        __nv_bfloat16 x = h(c);
        printf("%04x char %d uchar %u short %d ushort %u int %d uint %u ll %lld ull %llu\n", c,
               __bfloat162char_rz(x), __bfloat162uchar_rz(x), __bfloat162short_rz(x),
               __bfloat162ushort_rz(x), __bfloat162int_rz(x), __bfloat162uint_rz(x),
               __bfloat162ll_rz(x), __bfloat162ull_rz(x));
    }
}

static void from_integers()
{
    // ties in bfloat16 (257 between 256 and 258, 2^63 + 2^55), a sticky bit beyond them
    static const unsigned long long U[] = {0, 1, 257, 259, 65535, 9007199254740993ULL,
                                           0x8000000000000000ULL, 0x8080000000000000ULL,
                                           0x8080000000000001ULL, 0x8180000000000000ULL,
                                           0xff7fffffffffffffULL, 0xff80000000000000ULL,
                                           0xffffffffffffffffULL};
    for (unsigned long long u : U)
        printf("%llu ull %04x ll %04x\n", u, b(__ull2bfloat16_rn(u)), b(__ll2bfloat16_rn((long long)u)));
}

// __nv_bfloat162's constructors and conversions, and the operators that change their operand
static void bfloat162_class()
{
    __nv_bfloat162 x(h(0x3f80), h(0x7f7f));
    __nv_bfloat162_raw r(x);
    printf("raw %04x %04x", r.x, r.y);
    r.x = 0x4381;
    r.y = 0xffa1;
    __nv_bfloat162 y = r;
    show2("from raw", y);
    y = x;
    show2("assigned", y);
    y = r;
    show2("raw assigned", y);
    __nv_bfloat16_raw s;
    s.x = 0x7fc1;
    __nv_bfloat16 t = s;
    __nv_bfloat16_raw q(t);
    printf(" bfloat16 from raw %04x to raw %04x\n", b(t), q.x);
    __nv_bfloat162 z(h(0x4381), h(0x3f00));
    show2("z++", z++);
    show2("z", z);
    show2("++z", ++z);
    show2("z--", z--);
    show2("z", z);
    show2("--z", --z);
    printf("\n");
    __nv_bfloat162 w = __halves2bfloat162(h(0x3f81), h(0xc000)), v = __halves2bfloat162(h(0x3eab), h(0x7f80));
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
    bfloat162_pairs();
    unary();
    from_float2();
    to_integers();
    from_integers();
    bfloat162_class();
    return 0;
}
