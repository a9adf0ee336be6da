// __half's operators in host code (CUDA's <cuda_fp16.h> declares them __host__ __device__): each
// rounds its result to half precision, as __hadd, __hmul ... do, so a chain of them rounds at
// every step, unlike the same chain in float rounded once at the end; != is unordered (true for
// a NaN), as __hneu. Expected: what nvcc 13.0's build printed (host code only: no GPU).
#include <cstdio>
#include <cuda_fp16.h>

static void show(const char *what, __half v)
{
    printf("%-24s %#06x %.9g\n", what, (unsigned)__half_as_ushort(v), __half2float(v));
}

int main()
{
    __half a = __float2half(1.0009765625f), b = __float2half(3.0f),
                  c = __float2half(-0.0009765625f), t = __float2half(3000.0f),
                  h = __float2half(0.00048828125f);
    show("a * a", a * a);
    show("a * a + c", a * a + c);
    /* a * a rounds down to 1.001953125, and adding h lands on a tie, which goes to even; in float,
     * a * a is a little more, and the sum rounds up */
    show("a * a + h", a * a + h);
    show("float(a) * a + h", __float2half(__half2float(a) * __half2float(a) + __half2float(h)));
    show("t + a", t + a);
    show("(t + a) - t", (t + a) - t);
    show("a / b", a / b);
    show("-a", -a);
    show("+c", +c);
    __half x = a;
    x += b;
    show("x += b", x);
    x -= t;
    show("x -= t", x);
    x *= c;
    show("x *= c", x);
    x /= b;
    show("x /= b", x);
    __half y = t;
    show("y++", y++);
    show("y after", y);
    show("++y", ++y);
    show("--y", --y);
    show("y--", y--);
    show("y after", y);
    __half n = __ushort_as_half(0x7e00);
    printf("a < b %d, a > b %d, a <= a %d, a >= b %d, a == a %d, a != b %d\n", a < b, a > b, a <= a,
           a >= b, a == a, a != b);
    printf("NaN == NaN %d, NaN != NaN %d, NaN < a %d\n", n == n, n != n, n < a);
    float f = a; // the conversion to float stays
    printf("float(a) %.9g\n", f);
    return 0;
}
