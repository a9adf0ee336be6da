// The operators of __half and __nv_bfloat16 in host code (CUDA's <cuda_fp16.h> and <cuda_bf16.h>
// declare them __host__ __device__): each rounds its result to the type, as __hadd, __hmul ... do,
// so a chain of them rounds at every step, unlike the same chain in float rounded once at the
// end; != is unordered (true for a NaN), as __hneu. One program over both types, through a small
// traits struct. CUDA C++ Programming Guide §5.4.5.1, Legacy Atomic Functions, names the types.
// Expected: what nvcc 13.0's build printed (host code only: no GPU).
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

struct step_values {
    float a, b, c, t, h;
};

struct half_traits {
    typedef __half T;
    static const char *name() { return "__half"; }
    static T from(float f) { return __float2half(f); }
    static float to(T v) { return __half2float(v); }
    static unsigned bits(T v) { return __half_as_ushort(v); }
    static T nan() { return __ushort_as_half(0x7e00); }
    // a * a rounds down to 1 + 2^-9, and adding h lands on a tie, which goes to even; in float,
    // a * a is a little more, and the sum rounds up. Near t the step is 2: t + a is t + 2.
    static step_values values() { return {1.0009765625f, 3.0f, -0.0009765625f, 3000.0f, 0.00048828125f}; }
};

struct bfloat16_traits {
    typedef __nv_bfloat16 T;
    static const char *name() { return "__nv_bfloat16"; }
    static T from(float f) { return __float2bfloat16(f); }
    static float to(T v) { return __bfloat162float(v); }
    static unsigned bits(T v) { return __bfloat16_as_ushort(v); }
    static T nan() { return __ushort_as_bfloat16(0x7fc0); }
    // as above with bfloat16's 8 bits: a * a is 1 + 2^-6, plus h a tie; near t the step is 4,
    // and t + a is t
    static step_values values() { return {1.0078125f, 3.0f, -0.0078125f, 1000.0f, 0.00390625f}; }
};

template <class Tr> static void show(const char *what, typename Tr::T v)
{
    printf("%-24s %#06x %.9g\n", what, Tr::bits(v), Tr::to(v));
}

template <class Tr> static void steps()
{
    typedef typename Tr::T T;
    printf("%s\n", Tr::name());
    step_values v = Tr::values();
    T a = Tr::from(v.a), b = Tr::from(v.b), c = Tr::from(v.c), t = Tr::from(v.t), h = Tr::from(v.h);
    show<Tr>("a * a", a * a);
    show<Tr>("a * a + c", a * a + c);
    show<Tr>("a * a + h", a * a + h);
    show<Tr>("float(a) * a + h", Tr::from(Tr::to(a) * Tr::to(a) + Tr::to(h)));
    show<Tr>("t + a", t + a);
    show<Tr>("(t + a) - t", (t + a) - t);
    show<Tr>("a / b", a / b);
    show<Tr>("-a", -a);
    show<Tr>("+c", +c);
    T x = a;
    x += b;
    show<Tr>("x += b", x);
    x -= t;
    show<Tr>("x -= t", x);
    x *= c;
    show<Tr>("x *= c", x);
    x /= b;
    show<Tr>("x /= b", x);
    T y = t;
    show<Tr>("y++", y++);
    show<Tr>("y after", y);
    show<Tr>("++y", ++y);
    show<Tr>("--y", --y);
    show<Tr>("y--", y--);
    show<Tr>("y after", y);
    T n = Tr::nan();
    printf("a < b %d, a > b %d, a <= a %d, a >= b %d, a == a %d, a != b %d\n", a < b, a > b, a <= a,
           a >= b, a == a, a != b);
    printf("NaN == NaN %d, NaN != NaN %d, NaN < a %d\n", n == n, n != n, n < a);
    float f = a; // the conversion to float stays
    printf("float(a) %.9g\n", f);
}

int main()
{
    steps<half_traits>();
    steps<bfloat16_traits>();
    return 0;
}
