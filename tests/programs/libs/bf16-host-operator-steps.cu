// __nv_bfloat16's operators in host code (CUDA's <cuda_bf16.h> declares them __host__
// __device__): each rounds its result to bfloat16, as __hadd, __hmul ... do, so a chain of them
// rounds at every step, unlike the same chain in float rounded once at the end. Expected: what
// nvcc 13.0's build printed (host code only: no GPU is involved).
#include <cstdio>
#include <cuda_bf16.h>

static void show(const char *what, __nv_bfloat16 v)
{
    printf("%-24s %#06x %.9g\n", what, (unsigned)__bfloat16_as_ushort(v), __bfloat162float(v));
}

int main()
{
    __nv_bfloat16 a = __float2bfloat16(1.0078125f), b = __float2bfloat16(3.0f),
                  c = __float2bfloat16(-0.0078125f), t = __float2bfloat16(1000.0f),
                  h = __float2bfloat16(0.00390625f);
    show("a * a", a * a);
    show("a * a + c", a * a + c);
    /* a * a rounds down to 1.015625, and adding h lands on a tie, which goes to even; in float,
     * a * a is a little more, and the sum rounds up */
    show("a * a + h", a * a + h);
    show("float(a) * a + h", __float2bfloat16(__bfloat162float(a) * __bfloat162float(a) + __bfloat162float(h)));
    show("t + a", t + a);
    show("(t + a) - t", (t + a) - t);
    show("a / b", a / b);
    show("-a", -a);
    show("+c", +c);
    __nv_bfloat16 x = a;
    x += b;
    show("x += b", x);
    x -= t;
    show("x -= t", x);
    x *= c;
    show("x *= c", x);
    x /= b;
    show("x /= b", x);
    __nv_bfloat16 y = t;
    show("y++", y++);
    show("y after", y);
    show("++y", ++y);
    show("--y", --y);
    show("y--", y--);
    show("y after", y);
    __nv_bfloat16 n = __ushort_as_bfloat16(0x7fc0);
    printf("a < b %d, a > b %d, a <= a %d, a >= b %d, a == a %d, a != b %d\n", a < b, a > b, a <= a,
           a >= b, a == a, a != b);
    printf("NaN == NaN %d, NaN != NaN %d, NaN < a %d\n", n == n, n != n, n < a);
    float f = a; // the conversion to float stays
    printf("float(a) %.9g\n", f);
    return 0;
}
