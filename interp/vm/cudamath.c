/* cudamath.c — CUDA's float math functions, operation for operation (see cudamath.h).
 *
 * Each function is the sequence of float operations that nvcc 13 emits for the call on sm_90
 * (read from the SASS of a one-line kernel): the same constants, the same order of fused
 * multiply-adds, the same range reduction. Every product and sum is rounded to float exactly
 * where the GPU rounds it: fmaf is a fused multiply-add, a * b and a + b round once each, and
 * this file is compiled with -ffp-contract=off so that the C compiler fuses nothing itself.
 * Nothing here flushes subnormals: CUDA's default (-ftz=false) keeps them, except inside the
 * SFU approximations, which flush their operand and result.
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "interp/vm/cudamath.h"

static float F(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static uint32_t B(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* cvt.rzi.s32.f32 and cvt.rni.s32.f32: saturating, NaN gives 0. */
static int32_t f2i(float x)
{
    if (x != x)
        return 0;
    if (x >= 0x1p31f)
        return INT32_MAX;
    if (x <= -0x1p31f)
        return INT32_MIN;
    return (int32_t)x;
}

static float ftz(float x)
{
    return fabsf(x) < 0x1p-126f ? copysignf(0.0f, x) : x;
}

/* ---- The SFU approximations ------------------------------------------------------------ */

/* MUFU.RCP: modelled as the correctly rounded reciprocal (the H200's differs by one ulp on
 * 13 % of the significands in [1, 2), measured). */
float cm_rcp_approx(float x)
{
    return ftz(1.0f / ftz(x));
}

/* MUFU.EX2: modelled as the correctly rounded 2^x (the H200's differs by one ulp on about a
 * third of the inputs in [0.5, 1), measured). */
float cm_ex2_approx(float x)
{
    return ftz((float)exp2((double)ftz(x)));
}

/* ---- Trigonometric functions ------------------------------------------------------------ */

/* 2/pi in 32-bit words, least significant first (192 bits). */
static const uint32_t two_over_pi[6] = {
    0x3c439041u, 0xdb629599u, 0xf534ddc0u, 0xfc2757d1u, 0x4e441529u, 0xa2f9836eu,
};

/* Payne-Hanek reduction for |x| >= 105615: x * 2/pi in fixed point; returns the remainder in
 * radians and sets *q to the quadrant. */
static float trig_reduce_slow(float x, int32_t *q)
{
    uint32_t u = B(x), sign = u & 0x80000000u;
    uint32_t e = ((u >> 23) & 0xff) - 128, mant = (u << 8) | 0x80000000u;
    uint32_t w[7], carry = 0;
    for (int i = 0; i < 6; i++) {
        uint64_t p = (uint64_t)two_over_pi[i] * mant + carry;
        w[i] = (uint32_t)p;
        carry = (uint32_t)(p >> 32);
    }
    w[6] = carry;
    uint32_t idx = e >> 5, s = e & 31;
    uint32_t hi = w[6 - idx], lo = w[5 - idx];
    if (s) {
        hi = (hi << s) | (lo >> (32 - s));
        lo = (lo << s) | (w[4 - idx] >> (32 - s));
    }
    uint32_t top = (hi << 2) | (lo >> 30), round = top >> 31;
    int32_t quad = (int32_t)((hi >> 30) + round);
    *q = sign ? -quad : quad;
    if (round) {
        top = ~top;
        lo = ~(lo << 2);
        sign ^= 0x80000000u;
    } else {
        lo <<= 2;
    }
    int64_t fix = (int64_t)(((uint64_t)top << 32) | lo);
    double pio2_2m64 = 0x1.921fb54442d18p-64; /* pi/2 * 2^-64 */
    float r = (float)((double)fix * pio2_2m64);
    return sign ? -r : r;
}

/* x reduced by multiples of pi/2: three-part Cody-Waite below 105615, Payne-Hanek above. */
static float trig_reduce(float x, int32_t *q)
{
    float j = x * F(0x3f22f983u);
    int32_t k = f2i(rintf(j));
    float kf = (float)k;
    float t = fmaf(kf, F(0xbfc90fdau), x);
    t = fmaf(kf, F(0xb3a22168u), t);
    t = fmaf(kf, F(0xa7c234c5u), t);
    *q = k;
    if (fabsf(x) >= 105615.0f) {
        if (isinf(x)) {
            *q = 0;
            return x * 0.0f;
        }
        return trig_reduce_slow(x, q);
    }
    return t;
}

/* sin (odd quadrant count: cos) of a reduced argument; quadrant q. */
static float sincos_poly(float t, int32_t q)
{
    int odd = q & 1;
    float t2 = t * t;
    float p0 = odd ? 1.0f : t;
    float c = odd ? fmaf(F(0x37cbac00u), t2, F(0xbab607edu)) : F(0xb94d4153u);
    c = fmaf(c, t2, odd ? F(0x3d2aaabbu) : F(0x3c0885e4u));
    c = fmaf(c, t2, odd ? F(0xbeffffffu) : F(0xbe2aaaa8u));
    float u = fmaf(t2, p0, 0.0f);
    float r = fmaf(c, u, p0);
    if (q & 2)
        r = fmaf(r, -1.0f, 0.0f);
    return r;
}

float cm_sinf(float x)
{
    int32_t q;
    float t = trig_reduce(x, &q);
    return sincos_poly(t, q);
}

float cm_cosf(float x)
{
    int32_t q;
    float t = trig_reduce(x, &q);
    return sincos_poly(t, (int32_t)((uint32_t)q + 1));
}

float cm_tanf(float x)
{
    int32_t q;
    float t = trig_reduce(x, &q);
    float t2 = t * t;
    float p = fmaf(F(0x3c190000u), t2, F(0x3b560000u));
    p = fmaf(p, t2, F(0x3cc70000u));
    p = fmaf(p, t2, F(0x3d5b0000u));
    p = fmaf(p, t2, F(0x3e089438u));
    p = fmaf(p, t2, F(0x3eaaaa88u));
    float r = fabsf(t) == F(0x3a00b43cu) ? t : fmaf(p, t2 * t, t);
    return (q & 1) ? cm_rcp_approx(-r) : r;
}

/* sin(pi x) and cos(pi x): x reduced to [-1/4, 1/4] by halves. */
static float sincospi_poly(float x, int32_t q)
{
    float n = rintf(x + x);
    float t = fmaf(-n, 0.5f, x);
    float t2 = t * t;
    float s = fmaf(F(0xbf17acc9u), t2, F(0x40233590u));
    float c = fmaf(F(0x3e684e12u), t2, F(0xbfaad2e0u));
    s = fmaf(s, t2, F(0xc0a55df6u));
    c = fmaf(c, t2, F(0x4081e0cfu));
    float t3 = fmaf(t2, t, 0.0f);
    c = fmaf(c, t2, F(0xc09de9e6u));
    s = fmaf(s, t3, 0.0f);
    c = fmaf(c, t2, 1.0f);
    s = fmaf(F(0x40490fdbu), t, s);
    q += f2i(n);
    float r = (q & 1) ? c : s;
    return (q & 2) ? 0.0f - r : r;
}

float cm_sinpif(float x)
{
    float r = sincospi_poly(x, 0);
    return truncf(x) == x ? x * 0.0f : r;
}

float cm_cospif(float x)
{
    if (fabsf(x) > 0x1p24f)
        x = x * 0.0f;
    return sincospi_poly(x, 1);
}

/* ---- Logarithms ----------------------------------------------------------------------- */

/* x = 2^e * m with m in [0.75, 1.5) (OFFSET picks the split), subnormals scaled first;
 * returns m - 1 and sets *e. */
static float log_split(float x, uint32_t offset, float *e)
{
    int sub = x < 0x1p-126f;
    float s = sub ? x * 0x1p23f : x;
    uint32_t k = (B(s) - offset) & 0xff800000u;
    *e = fmaf((float)(int32_t)k, 0x1p-23f, sub ? -23.0f : 0.0f);
    return F(B(s) - k) + -1.0f;
}

/* The NaN, infinity and zero cases the logarithms share. */
static float log_special(float x, float r)
{
    float s = x < 0x1p-126f ? x * 0x1p23f : x;
    if (B(s) >= 0x7f800000u)
        r = fmaf(s, INFINITY, INFINITY);
    return s == 0.0f ? -INFINITY : r;
}

/* ln(x) before the special cases. */
static float log_core(float x)
{
    float e, m = log_split(x, 0x3f2aaaabu, &e);
    float p = fmaf(F(0xbe055027u), m, F(0x3e1039f6u));
    p = fmaf(p, m, F(0xbdf8cdccu));
    p = fmaf(p, m, F(0x3e0f2955u));
    p = fmaf(p, m, F(0xbe2ad8b9u));
    p = fmaf(p, m, F(0x3e4ced0bu));
    p = fmaf(p, m, F(0xbe7fff22u));
    p = fmaf(p, m, F(0x3eaaaa78u));
    p = fmaf(p, m, -0.5f);
    p = fmaf(m * p, m, m);
    return fmaf(e, F(0x3f317218u), p);
}

float cm_logf(float x)
{
    return log_special(x, log_core(x));
}

float cm_log10f(float x)
{
    float s = x < 0x1p-126f ? x * 0x1p23f : x;
    float r = log_core(x);
    if (B(s) >= 0x7f800000u)
        r = fmaf(s, INFINITY, INFINITY);
    r = r * F(0x3ede5bd9u);
    return s == 0.0f ? -INFINITY : r;
}

float cm_log2f(float x)
{
    float e, m = log_split(x, 0x3f3504f3u, &e);
    float p = fmaf(F(0x3dc6b27fu), m, F(0xbe2c7f30u));
    p = fmaf(p, m, F(0x3e2fcf2au));
    p = fmaf(p, m, F(0xbe374e43u));
    p = fmaf(p, m, F(0x3e520bf4u));
    p = fmaf(p, m, F(0xbe763c8bu));
    p = fmaf(p, m, F(0x3e93bf99u));
    p = fmaf(p, m, F(0xbeb8aa49u));
    p = fmaf(p, m, F(0x3ef6384au));
    p = fmaf(p, m, F(0xbf38aa3bu));
    p = m * (m * p);
    p = fmaf(m, F(0x3fb8aa3bu), p);
    return log_special(x, e + p);
}

float cm_log1pf(float x)
{
    float t;
    {
        /* add.rz: 1 + x rounded toward zero */
        double d = (double)x + 1.0; /* exact for |x| < 2^29; beyond, 1 is below x's ulp */
        float f = (float)d;
        if (fabs((double)f) > fabs(d))
            f = nextafterf(f, 0.0f);
        t = f;
    }
    uint32_t k = (B(t) - 0x3f400000u) & 0xff800000u;
    float m = F(B(x) - k);
    float sc = F(0x40800000u - k);
    float v = fmaf(0.25f, sc, -1.0f) + m;
    float e = (float)(int32_t)k * 0x1p-23f;
    float p = fmaf(F(0xbd39bf78u), v, F(0x3dd80012u));
    p = fmaf(p, v, F(0xbe0778e0u));
    p = fmaf(p, v, F(0x3e146475u));
    p = fmaf(p, v, F(0xbe2a68ddu));
    p = fmaf(p, v, F(0x3e4caf9eu));
    p = fmaf(p, v, F(0xbe800042u));
    p = fmaf(p, v, F(0x3eaaaae6u));
    p = fmaf(p, v, -0.5f);
    p = fmaf(v * p, v, v);
    float r = fmaf(e, F(0x3f317218u), p);
    if (B(x) >= 0x7f800000u) {
        if ((int32_t)B(x) >= -1082130431)
            r = fmaf(x, INFINITY, INFINITY);
        if (x == 0.0f)
            r = -0.0f;
    }
    return r;
}

/* ---- Inverse tangents ------------------------------------------------------------------ */

float cm_atanf(float x)
{
    float a = fabsf(x);
    float t = a > 1.0f ? cm_rcp_approx(a) : a;
    float s = t * t;
    float p = fmaf(F(0x3b2090aau), s, F(0xbc6be14fu));
    p = fmaf(p, s, F(0x3d23397eu));
    p = fmaf(p, s, F(0xbd948a7au));
    p = fmaf(p, s, F(0x3dd76b21u));
    p = fmaf(p, s, F(0xbe111e88u));
    p = fmaf(p, s, F(0x3e4caf60u));
    p = fmaf(p, s, F(0xbeaaaa27u));
    float r = fmaf(s * p, t, t);
    if (a > 1.0f)
        r = fmaf(F(0x3f6ee581u), F(0x3fd774ebu), -r);
    return a <= INFINITY ? copysignf(r, x) : r;
}

float cm_atan2f(float y, float x)
{
    float ax = fabsf(x), ay = fabsf(y);
    int steep = ay > ax, xneg = (int32_t)B(x) < 0;
    float hi = steep ? ay : ax, lo = steep ? ax : ay;
    float q = lo / hi;
    float s = q * q;
    float p = fmaf(F(0x3b33710bu), s, F(0xbc807748u));
    p = fmaf(p, s, F(0x3d2cdab2u));
    p = fmaf(p, s, F(0xbd992d10u));
    p = fmaf(p, s, F(0x3dd9ea6cu));
    p = fmaf(p, s, F(0xbe117cb1u));
    p = fmaf(p, s, F(0x3e4cbce0u));
    p = fmaf(p, s, F(0xbeaaaa7du));
    float r = fmaf(s * p, q, q);
    if (steep)
        r = fmaf(F(0x3f6ee581u), F(0x3fd774ebu), xneg ? r : -r);
    else if (xneg)
        r = fmaf(F(0x3feee581u), F(0x3fd774ebu), -r);
    if (ax == ay)
        r = xneg ? F(0x4016cbe4u) : F(0x3f490fdbu);
    if (hi == 0.0f)
        r = xneg ? F(0x40490fdbu) : 0.0f;
    float sum = ax + ay;
    return sum != sum ? sum : copysignf(r, y);
}

/* ---- Power ------------------------------------------------------------------------------- */

/* log2|x| as a head and a tail (about 48 bits together). */
static float log2_ext(float x, float *tail)
{
    float a = fabsf(x);
    int sub = a < 0x1p-126f;
    float s = sub ? a * 0x1p24f : a;
    uint32_t k = (B(s) - 0x3f3504f3u) & 0xff800000u;
    float m = F(B(s) - k);
    float e = fmaf((float)(int32_t)k, 0x1p-23f, sub ? -24.0f : 0.0f);
    float num = m + -1.0f, den = m + 1.0f;
    float rc = cm_rcp_approx(den);
    float u = (num + num) * rc; /* 2 (m-1)/(m+1) */
    float u2 = u * u;
    float d = num - u;
    d = d + d;
    float corr = rc * fmaf(-u, num, d);
    float p = fmaf(F(0x3a2c32e4u), u2, F(0x3b52e7dbu));
    p = fmaf(p, u2, F(0x3c93bb73u));
    p = fmaf(p, u2, F(0x3df6384fu));
    p = p * u2;
    const float l2e = F(0x3fb8aa3bu);
    float h = fmaf(u, l2e, e);
    float l = fmaf(u, l2e, e - h);
    l = fmaf(corr, l2e, l);
    l = fmaf(u, F(0x32a55e34u), l);
    l = fmaf(p * 3.0f, corr, l);
    l = fmaf(p, u, l);
    float hs = h + l;
    *tail = l - (hs - h);
    return hs;
}

/* 2^(h + l) for the product y log2|x|, with overflow and underflow. */
static float pow_exp2(float h, float l)
{
    float n = rintf(h);
    float f = l + (h - n);
    float p = fmaf(F(0x391fcb8eu), f, F(0x3aaf85edu));
    p = fmaf(p, f, F(0x3c1d9856u));
    p = fmaf(p, f, F(0x3d6357bbu));
    p = fmaf(p, f, F(0x3e75fdecu));
    p = fmaf(p, f, F(0x3f317218u));
    p = fmaf(p, f, 1.0f);
    uint32_t bias = n > 0.0f ? 0 : 0x83000000u;
    float r = p * F(bias + 0x7f000000u);
    r = r * F(((uint32_t)f2i(n) << 23) - bias);
    if (fabsf(h) > 152.0f)
        r = h < 0.0f ? 0.0f : INFINITY;
    return r;
}

float cm_powf(float x, float y)
{
    float yh = truncf(y * 0.5f);
    float yodd = fabsf(y - (yh + yh)); /* 1 when y is an odd integer */
    float lt, lh = log2_ext(x, &lt);
    float ph = lh * y;
    float pl = fmaf(lt, y, fmaf(lh, y, -ph));
    float r = pow_exp2(ph, pl);
    if (x == 1.0f || y == 0.0f)
        return 1.0f;
    if (x != x || y != y)
        return x + y;
    if (x == 0.0f || isinf(x)) {
        uint32_t u = B(x + x);
        if (y < 0.0f)
            u ^= 0x7f800000u;
        return F(yodd == 1.0f ? u : u & 0x7fffffffu);
    }
    if (x == -1.0f && isinf(y))
        return 1.0f;
    if (x >= 0.0f)
        return r;
    if (floorf(y) != y)
        return F(0x7fffffffu);
    return yodd == 1.0f ? -r : r;
}
