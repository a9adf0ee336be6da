/* <curand_kernel.h>: cuRAND's device API, written in the C++ cudarepl compiles. Both passes
 * read this file: the host pass sees the state types (cudaMalloc(&states, n * sizeof
 * (curandState))), device code the functions.
 *
 * Three generators, each giving the same numbers an H200 gives for the same seed,
 * subsequence and offset (tests/programs/libs/curand-*.cu print them as bits):
 *   XORWOW (curandState, the default): five xorshift words and a Weyl counter. Subsequences
 *     are 2^67 draws apart; curand_init's skip-ahead is the one native step
 *     (__cr_xorwow_skipahead*, interp/vm/vmrng.c), everything else is below.
 *   Philox4_32_10 (curandStatePhilox4_32_10_t): a counter-based generator, ten rounds of
 *     multiply-and-xor over a 128-bit counter and a 64-bit key; four outputs per counter.
 *   MRG32k3a (curandStateMRG32k3a): L'Ecuyer's combined generator, two components of three
 *     words each; subsequences are 2^76 draws apart, sequences 2^127 (the skip-aheads are
 *     native too: __cr_mrg32k3a_skipahead*).
 * And Sobol's quasi-random sequences (curandStateSobol32, curandStateSobol64, and the scrambled
 * curandStateScrambledSobol32/64, whose points start from a scramble constant): a dimension's
 * points in Gray-code order, over direction vectors the program passes (curandGetDirectionVectors
 * of <curand.h>); their distributions take one point a value (normal ones by the inverse of the
 * normal distribution). tests/programs/libs/curand-sobol-vectors.cu checks the sequences.
 * And MTGP32 (curandStateMtgp32, <curand_mtgp32_kernel.h>): one generator a block.
 * Distributions: uniform (float in (0, 1], double in (0, 1]), normal and log-normal by
 * Box-Muller (the second value of a pair kept for the next call, as cuRAND does), Poisson as
 * cuRAND draws it on the XORWOW, Philox and MRG32k3a states: below a lambda of 64 Knuth's
 * multiplication method, from 64 to 4000 rejection from an approximation of the incomplete gamma
 * function (built on the SFU's rsqrt, rcp, ex2 and lg2, so the H200's values bit for bit), above
 * 4000 the normal approximation (tests/programs/libs/curand-poisson-gammainc.cu). */
#ifndef __CR_CURAND_KERNEL_H
#define __CR_CURAND_KERNEL_H

#include <cuda_runtime.h>

#define CURAND_2POW32_INV (2.3283064e-10f)
#define CURAND_2POW32_INV_DOUBLE (2.3283064365386963e-10)
#define CURAND_2POW53_INV_DOUBLE (1.1102230246251565e-16)
#define CURAND_2POW32_INV_2PI (2.3283064e-10f * 6.2831855f)
#define CURAND_PI_DOUBLE (3.1415926535897932)
#define CURAND_SQRT2 (-1.4142135f)
#define CURAND_SQRT2_DOUBLE (-1.4142135623730951)

/* the flags that say which value the state keeps for the next call */
#define __CR_EXTRA_NORMAL 1
#define __CR_EXTRA_LOG_NORMAL 2

struct curandStateXORWOW {
    unsigned int d, v[5];
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;

struct curandStatePhilox4_32_10 {
    uint4 ctr;
    uint4 output;
    uint2 key;
    unsigned int STATE;
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

struct curandStateMRG32k3a {
    unsigned int s1[3];
    unsigned int s2[3];
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

/* Sobol's quasi-random sequences: one dimension's direction vectors (32 of 32 bits, or 64 of
 * 64 bits), the index of the next point and the point. A state keeps its own copy of the
 * vectors, as cuRAND's does. */
typedef unsigned int curandDirectionVectors32_t[32];
typedef unsigned long long curandDirectionVectors64_t[64];
enum curandDirectionVectorSet {
    CURAND_DIRECTION_VECTORS_32_JOEKUO6 = 101,
    CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6 = 102,
    CURAND_DIRECTION_VECTORS_64_JOEKUO6 = 103,
    CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6 = 104
};
typedef enum curandDirectionVectorSet curandDirectionVectorSet_t;

struct curandStateSobol32 {
    unsigned int i, x, c;
    unsigned int direction_vectors[32];
};
typedef struct curandStateSobol32 curandStateSobol32_t;
struct curandStateSobol64 {
    unsigned long long i, x, c;
    unsigned long long direction_vectors[64];
};
typedef struct curandStateSobol64 curandStateSobol64_t;
/* the scrambled ones: the same, C the scramble constant every point starts from */
struct curandStateScrambledSobol32 {
    unsigned int i, x, c;
    unsigned int direction_vectors[32];
};
typedef struct curandStateScrambledSobol32 curandStateScrambledSobol32_t;
struct curandStateScrambledSobol64 {
    unsigned long long i, x, c;
    unsigned long long direction_vectors[64];
};
typedef struct curandStateScrambledSobol64 curandStateScrambledSobol64_t;

/* Discrete distributions (curandCreatePoissonDistribution of <curand.h>, curand_discrete):
 * in device memory, a square histogram (Marsaglia, Tsang and Wang) of LENGTH columns over the
 * values SHIFT, SHIFT + 1 ...: a uniform u in column j = floor(LENGTH u) gives SHIFT + j below
 * V[j], else SHIFT + K[j]; or, with METHOD CURAND_POISSON, the normal approximation of mean MEAN
 * and standard deviation STDDEV. The _st structures are cuRAND's, field for field. */
enum curandMethod {
    CURAND_CHOOSE_BEST = 0,
    CURAND_ITR = 1,
    CURAND_KNUTH = 2,
    CURAND_HITR = 3,
    CURAND_M1 = 4,
    CURAND_M2 = 5,
    CURAND_BINARY_SEARCH = 6,
    CURAND_DISCRETE_GAUSS = 7,
    CURAND_REJECTION = 8,
    CURAND_DEVICE_API = 9,
    CURAND_FAST_REJECTION = 10,
    CURAND_3RD = 11,
    CURAND_DEFINITION = 12,
    CURAND_POISSON = 13
};
typedef enum curandMethod curandMethod_t;
typedef double curandDistribution_st;
typedef curandDistribution_st *curandDistribution_t;
typedef unsigned int curandHistogramM2K_st;
typedef curandHistogramM2K_st *curandHistogramM2K_t;
typedef curandDistribution_st curandHistogramM2V_st;
typedef curandHistogramM2V_st *curandHistogramM2V_t;
struct curandDistributionShift_st {
    curandDistribution_t probability; /* the distribution function at SHIFT, SHIFT + 1 ... */
    curandDistribution_t host_probability;
    unsigned int shift;
    unsigned int length;
    unsigned int host_gen;
};
typedef struct curandDistributionShift_st *curandDistributionShift_t;
struct curandHistogramM2_st {
    curandHistogramM2V_t V;
    curandHistogramM2V_t host_V;
    curandHistogramM2K_t K;
    curandHistogramM2K_t host_K;
    unsigned int host_gen;
};
typedef struct curandHistogramM2_st *curandHistogramM2_t;
struct curandDistributionM2Shift_st {
    curandHistogramM2_t histogram;
    curandHistogramM2_t host_histogram;
    unsigned int shift;
    unsigned int length;
    unsigned int host_gen;
};
typedef struct curandDistributionM2Shift_st *curandDistributionM2Shift_t;
struct curandDiscreteDistribution_st {
    struct curandDiscreteDistribution_st *self_host_ptr;
    curandDistributionM2Shift_t M2;
    curandDistributionM2Shift_t host_M2;
    double stddev;
    double mean;
    curandMethod_t method;
    unsigned int host_gen;
};
typedef struct curandDiscreteDistribution_st *curandDiscreteDistribution_t;


#ifdef __CUDA_ARCH__

/* ---- the bits to numbers (shared by the generators) ---------------------------------- */

/* a float in (0, 1]: 2^-32 steps, offset by half a step */
__device__ inline float _curand_uniform(unsigned int x)
{
    return x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
}

/* a double in (0, 1] from two draws: 53 bits, the second draw's shifted over the first's */
__device__ inline double _curand_uniform_double_hq(unsigned int x, unsigned int y)
{
    unsigned long long z = (unsigned long long)x ^ ((unsigned long long)y << (53 - 32));
    return z * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
}

/* a double in (0, 1] from one draw: (x + 1) 2^-32 */
__device__ inline double _curand_uniform_double(unsigned int x)
{
    return x * CURAND_2POW32_INV_DOUBLE + CURAND_2POW32_INV_DOUBLE;
}

/* Box-Muller: two normal floats from two draws; the sine and cosine are the SFU's (__sincosf),
 * as cuRAND's device code computes them (its host code's sinf and cosf are not what a GPU gives) */
__device__ inline float2 _curand_box_muller(unsigned int x, unsigned int y)
{
    float2 r;
    float u = x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
    float v = y * CURAND_2POW32_INV_2PI + (CURAND_2POW32_INV_2PI / 2.0f);
    float s = sqrtf(-2.0f * logf(u));
    __sincosf(v, &r.x, &r.y);
    r.x *= s;
    r.y *= s;
    return r;
}

/* Box-Muller in double: two normal doubles from four draws */
__device__ inline double2 _curand_box_muller_double(unsigned int x0, unsigned int x1, unsigned int y0,
                                                    unsigned int y1)
{
    double2 r;
    unsigned long long zx = (unsigned long long)x0 ^ ((unsigned long long)x1 << (53 - 32));
    double u = zx * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
    unsigned long long zy = (unsigned long long)y0 ^ ((unsigned long long)y1 << (53 - 32));
    double v = zy * (CURAND_2POW53_INV_DOUBLE * 2.0) + CURAND_2POW53_INV_DOUBLE;
    double s = sqrt(-2.0 * log(u));
    sincospi(v, &r.x, &r.y);
    r.x *= s;
    r.y *= s;
    return r;
}

/* ---- XORWOW --------------------------------------------------------------------------- */

__device__ inline unsigned int curand(curandStateXORWOW_t *state)
{
    unsigned int t = state->v[0] ^ (state->v[0] >> 2);
    state->v[0] = state->v[1];
    state->v[1] = state->v[2];
    state->v[2] = state->v[3];
    state->v[3] = state->v[4];
    state->v[4] = (state->v[4] ^ (state->v[4] << 4)) ^ (t ^ (t << 1));
    state->d += 362437;
    return state->v[4] + state->d;
}

/* n draws ahead */
__device__ inline void skipahead(unsigned long long n, curandStateXORWOW_t *state)
{
    __cr_xorwow_skipahead(state->v, n);
    state->d += 362437u * (unsigned int)n;
}

/* n subsequences (n * 2^67 draws) ahead; the Weyl counter's step times 2^67 is 0 mod 2^32 */
__device__ inline void skipahead_sequence(unsigned long long n, curandStateXORWOW_t *state)
{
    __cr_xorwow_skipahead_sequence(state->v, n);
}

__device__ inline void curand_init(unsigned long long seed, unsigned long long subsequence,
                                   unsigned long long offset, curandStateXORWOW_t *state)
{
    /* the seed's halves, salted, then mixed by odd multipliers */
    unsigned int s0 = (unsigned int)seed ^ 0xaad26b49u;
    unsigned int s1 = (unsigned int)(seed >> 32) ^ 0xf7dcefddu;
    unsigned int t0 = 1099087573u * s0;
    unsigned int t1 = 2591861531u * s1;
    state->d = 6615241u + t1 + t0;
    state->v[0] = 123456789u + t0;
    state->v[1] = 362436069u ^ t0;
    state->v[2] = 521288629u + t1;
    state->v[3] = 88675123u ^ t1;
    state->v[4] = 5783321u + t0;
    skipahead_sequence(subsequence, state);
    skipahead(offset, state);
    state->boxmuller_flag = 0;
    state->boxmuller_flag_double = 0;
    state->boxmuller_extra = 0.f;
    state->boxmuller_extra_double = 0.;
}

/* XORWOW's double: 53 random bits from two draws */
__device__ inline double curand_uniform_double(curandStateXORWOW_t *state)
{
    unsigned int x = curand(state);
    unsigned int y = curand(state);
    return _curand_uniform_double_hq(x, y);
}

/* the four draws of a pair of normal doubles */
__device__ inline double2 _curand_normal2_double_draws(curandStateXORWOW_t *state)
{
    unsigned int x0 = curand(state);
    unsigned int x1 = curand(state);
    unsigned int y0 = curand(state);
    unsigned int y1 = curand(state);
    return _curand_box_muller_double(x0, x1, y0, y1);
}

/* ---- Philox4_32_10 ---------------------------------------------------------------------- */

#define __CR_PHILOX_M0 0xD2511F53u
#define __CR_PHILOX_M1 0xCD9E8D57u
#define __CR_PHILOX_W0 0x9E3779B9u
#define __CR_PHILOX_W1 0xBB67AE85u

__device__ inline uint4 _philox4x32_round(uint4 ctr, uint2 key)
{
    unsigned int hi0 = __umulhi(__CR_PHILOX_M0, ctr.x), lo0 = __CR_PHILOX_M0 * ctr.x;
    unsigned int hi1 = __umulhi(__CR_PHILOX_M1, ctr.z), lo1 = __CR_PHILOX_M1 * ctr.z;
    return make_uint4(hi1 ^ ctr.y ^ key.x, lo1, hi0 ^ ctr.w ^ key.y, lo0);
}

/* ten rounds, the key bumped by the Weyl constants between them */
__device__ inline uint4 curand_Philox4x32_10(uint4 c, uint2 k)
{
    for (int i = 0; i < 9; i++) {
        c = _philox4x32_round(c, k);
        k.x += __CR_PHILOX_W0;
        k.y += __CR_PHILOX_W1;
    }
    return _philox4x32_round(c, k);
}

/* the 128-bit counter plus one */
__device__ inline void _philox_incr(curandStatePhilox4_32_10_t *s)
{
    if (++s->ctr.x)
        return;
    if (++s->ctr.y)
        return;
    if (++s->ctr.z)
        return;
    ++s->ctr.w;
}

/* the 128-bit counter plus n */
__device__ inline void _philox_incr_n(curandStatePhilox4_32_10_t *s, unsigned long long n)
{
    unsigned int nlo = (unsigned int)n, nhi = (unsigned int)(n >> 32);
    s->ctr.x += nlo;
    if (s->ctr.x < nlo)
        nhi++;
    s->ctr.y += nhi;
    if (nhi <= s->ctr.y)
        return;
    if (++s->ctr.z)
        return;
    ++s->ctr.w;
}

/* the counter's upper 64 bits plus n (a subsequence is 2^64 counters, 2^66 draws) */
__device__ inline void _philox_incr_hi(curandStatePhilox4_32_10_t *s, unsigned long long n)
{
    unsigned int nlo = (unsigned int)n, nhi = (unsigned int)(n >> 32);
    s->ctr.z += nlo;
    if (s->ctr.z < nlo)
        nhi++;
    s->ctr.w += nhi;
}

__device__ inline void skipahead(unsigned long long n, curandStatePhilox4_32_10_t *state)
{
    state->STATE += (unsigned int)(n & 3);
    n /= 4;
    if (state->STATE > 3) {
        n += 1;
        state->STATE -= 4;
    }
    _philox_incr_n(state, n);
    state->output = curand_Philox4x32_10(state->ctr, state->key);
}

__device__ inline void skipahead_sequence(unsigned long long n, curandStatePhilox4_32_10_t *state)
{
    _philox_incr_hi(state, n);
    state->output = curand_Philox4x32_10(state->ctr, state->key);
}

__device__ inline void curand_init(unsigned long long seed, unsigned long long subsequence,
                                   unsigned long long offset, curandStatePhilox4_32_10_t *state)
{
    state->ctr = make_uint4(0, 0, 0, 0);
    state->key.x = (unsigned int)seed;
    state->key.y = (unsigned int)(seed >> 32);
    state->STATE = 0;
    state->boxmuller_flag = 0;
    state->boxmuller_flag_double = 0;
    state->boxmuller_extra = 0.f;
    state->boxmuller_extra_double = 0.;
    skipahead_sequence(subsequence, state);
    skipahead(offset, state);
}

__device__ inline unsigned int curand(curandStatePhilox4_32_10_t *state)
{
    unsigned int r;
    switch (state->STATE++) {
    case 1: r = state->output.y; break;
    case 2: r = state->output.z; break;
    case 3: r = state->output.w; break;
    default: r = state->output.x; break;
    }
    if (state->STATE == 4) {
        _philox_incr(state);
        state->output = curand_Philox4x32_10(state->ctr, state->key);
        state->STATE = 0;
    }
    return r;
}

/* four draws at once: the rest of this counter's outputs and the start of the next's */
__device__ inline uint4 curand4(curandStatePhilox4_32_10_t *state)
{
    uint4 r, t = state->output;
    _philox_incr(state);
    state->output = curand_Philox4x32_10(state->ctr, state->key);
    switch (state->STATE) {
    case 1: r = make_uint4(t.y, t.z, t.w, state->output.x); break;
    case 2: r = make_uint4(t.z, t.w, state->output.x, state->output.y); break;
    case 3: r = make_uint4(t.w, state->output.x, state->output.y, state->output.z); break;
    default: r = t; break;
    }
    return r;
}

__device__ inline float4 curand_uniform4(curandStatePhilox4_32_10_t *state)
{
    uint4 x = curand4(state);
    return make_float4(_curand_uniform(x.x), _curand_uniform(x.y), _curand_uniform(x.z), _curand_uniform(x.w));
}

/* Philox's one-draw double: 32 random bits, not 53 (curand_uniform2_double has 53) */
__device__ inline double curand_uniform_double(curandStatePhilox4_32_10_t *state)
{
    return _curand_uniform_double(curand(state));
}

__device__ inline double2 curand_uniform2_double(curandStatePhilox4_32_10_t *state)
{
    uint4 x = curand4(state);
    double2 r;
    r.x = _curand_uniform_double_hq(x.x, x.y);
    r.y = _curand_uniform_double_hq(x.z, x.w);
    return r;
}

__device__ inline float4 curand_normal4(curandStatePhilox4_32_10_t *state)
{
    uint4 x = curand4(state);
    float2 a = _curand_box_muller(x.x, x.y), b = _curand_box_muller(x.z, x.w);
    return make_float4(a.x, a.y, b.x, b.y);
}

/* a pair of normal doubles from the four draws of curand4 */
__device__ inline double2 _curand_normal2_double_draws(curandStatePhilox4_32_10_t *state)
{
    uint4 x = curand4(state);
    return _curand_box_muller_double(x.x, x.y, x.z, x.w);
}

/* ---- MRG32k3a ------------------------------------------------------------------------------- */

#define MRG32K3A_MOD1 4294967087.
#define MRG32K3A_MOD2 4294944443.
#define MRG32K3A_NORM (2.3283065498378290e-10)
#define MRG32K3A_BITS_NORM (1.000000048662)

/* one step of both components; the combination, an integer in [1, m1], as a double */
__device__ inline double curand_MRG32k3a(curandStateMRG32k3a_t *state)
{
    long long p1 = (1403580LL * state->s1[1] - 810728LL * state->s1[0]) % 4294967087LL;
    if (p1 < 0)
        p1 += 4294967087LL;
    state->s1[0] = state->s1[1];
    state->s1[1] = state->s1[2];
    state->s1[2] = (unsigned int)p1;
    long long p2 = (527612LL * state->s2[2] - 1370589LL * state->s2[0]) % 4294944443LL;
    if (p2 < 0)
        p2 += 4294944443LL;
    state->s2[0] = state->s2[1];
    state->s2[1] = state->s2[2];
    state->s2[2] = (unsigned int)p2;
    return (double)(p1 > p2 ? p1 - p2 : p1 - p2 + 4294967087LL);
}

__device__ inline unsigned int curand(curandStateMRG32k3a_t *state)
{
    return (unsigned int)(curand_MRG32k3a(state) * MRG32K3A_BITS_NORM);
}

/* the state's six words (s1 then s2) move ahead: n draws, subsequences of 2^76, sequences of
 * 2^127 (natively: interp/vm/vmrng.c) */
__device__ inline void skipahead(unsigned long long n, curandStateMRG32k3a_t *state)
{
    __cr_mrg32k3a_skipahead(state->s1, n);
}
__device__ inline void skipahead_subsequence(unsigned long long n, curandStateMRG32k3a_t *state)
{
    __cr_mrg32k3a_skipahead_subsequence(state->s1, n);
}
__device__ inline void skipahead_sequence(unsigned long long n, curandStateMRG32k3a_t *state)
{
    __cr_mrg32k3a_skipahead_sequence(state->s1, n);
}

__device__ inline void curand_init(unsigned long long seed, unsigned long long subsequence,
                                   unsigned long long offset, curandStateMRG32k3a_t *state)
{
    /* the seed's halves, salted, times the components' first values */
    unsigned long long x1 = (unsigned int)seed ^ 0x55555555u;
    unsigned long long x2 = (unsigned int)(seed >> 32) ^ 0xAAAAAAAAu;
    state->s1[0] = (unsigned int)(x1 * 12345ull % 4294967087ull);
    state->s1[1] = (unsigned int)(x2 * 12345ull % 4294967087ull);
    state->s1[2] = (unsigned int)(x1 * 12345ull % 4294967087ull);
    state->s2[0] = (unsigned int)(x2 * 12345ull % 4294944443ull);
    state->s2[1] = (unsigned int)(x1 * 12345ull % 4294944443ull);
    state->s2[2] = (unsigned int)(x2 * 12345ull % 4294944443ull);
    skipahead_subsequence(subsequence, state);
    skipahead(offset, state);
    state->boxmuller_flag = 0;
    state->boxmuller_flag_double = 0;
    state->boxmuller_extra = 0.f;
    state->boxmuller_extra_double = 0.;
}

__device__ inline float curand_uniform(curandStateMRG32k3a_t *state)
{
    return (float)(curand_MRG32k3a(state) * MRG32K3A_NORM);
}

__device__ inline double curand_uniform_double(curandStateMRG32k3a_t *state)
{
    return curand_MRG32k3a(state) * MRG32K3A_NORM;
}

/* MRG32k3a's Box-Muller: over its uniforms, with the SFU's sine and cosine as above */
__device__ inline float2 _curand_normal_pair(curandStateMRG32k3a_t *state)
{
    float2 r;
    float x = curand_uniform(state);
    float y = curand_uniform(state) * 6.2831855f;
    float s = sqrtf(-2.0f * logf(x));
    __sincosf(y, &r.x, &r.y);
    r.x *= s;
    r.y *= s;
    return r;
}

__device__ inline double2 _curand_normal2_double_draws(curandStateMRG32k3a_t *state)
{
    double2 r;
    double x = curand_uniform_double(state);
    double y = curand_uniform_double(state) * 2.0;
    double s = sqrt(-2.0 * log(x));
    sincospi(y, &r.x, &r.y);
    r.x *= s;
    r.y *= s;
    return r;
}

/* ---- The distributions the generators give alike ------------------------------------- */

/* Box-Muller gives two values; curand_normal returns the first and keeps the second for the
 * next call (the state's boxmuller_flag says which distribution kept it) */
/* a pair of normal floats: Box-Muller over two draws (MRG32k3a has its own, below) */
template <class S>
__device__ inline float2 _curand_normal_pair(S *state)
{
    unsigned int x = curand(state);
    unsigned int y = curand(state);
    return _curand_box_muller(x, y);
}

template <class S>
__device__ inline float _curand_normal_kept(S *state, bool log, float mean, float stddev)
{
    int flag = log ? __CR_EXTRA_LOG_NORMAL : __CR_EXTRA_NORMAL;
    if (state->boxmuller_flag != flag) {
        float2 v = _curand_normal_pair(state);
        state->boxmuller_extra = log ? expf(mean + (stddev * v.y)) : v.y;
        state->boxmuller_flag = flag;
        return log ? expf(mean + (stddev * v.x)) : v.x;
    }
    state->boxmuller_flag = 0;
    return state->boxmuller_extra;
}

template <class S>
__device__ inline double _curand_normal_double_kept(S *state, bool log, double mean, double stddev)
{
    int flag = log ? __CR_EXTRA_LOG_NORMAL : __CR_EXTRA_NORMAL;
    if (state->boxmuller_flag_double != flag) {
        double2 v = _curand_normal2_double_draws(state);
        state->boxmuller_extra_double = log ? exp(mean + (stddev * v.y)) : v.y;
        state->boxmuller_flag_double = flag;
        return log ? exp(mean + (stddev * v.x)) : v.x;
    }
    state->boxmuller_flag_double = 0;
    return state->boxmuller_extra_double;
}


/* the distributions, for generator state type S */
#define __CR_CURAND_DISTRIBUTIONS(S)                                                            \
    __device__ inline float curand_normal(S *state) { return _curand_normal_kept(state, false, 0.0f, 1.0f); } \
    __device__ inline float2 curand_normal2(S *state) { return _curand_normal_pair(state); }         \
    __device__ inline double curand_normal_double(S *state)                                     \
    {                                                                                           \
        return _curand_normal_double_kept(state, false, 0.0, 1.0);                              \
    }                                                                                           \
    __device__ inline double2 curand_normal2_double(S *state) { return _curand_normal2_double_draws(state); } \
    __device__ inline float curand_log_normal(S *state, float mean, float stddev)              \
    {                                                                                           \
        return _curand_normal_kept(state, true, mean, stddev);                                  \
    }                                                                                           \
    __device__ inline float2 curand_log_normal2(S *state, float mean, float stddev)            \
    {                                                                                           \
        float2 v = _curand_normal_pair(state);                                                      \
        v.x = expf(mean + (stddev * v.x));                                                      \
        v.y = expf(mean + (stddev * v.y));                                                      \
        return v;                                                                               \
    }                                                                                           \
    __device__ inline double curand_log_normal_double(S *state, double mean, double stddev)    \
    {                                                                                           \
        return _curand_normal_double_kept(state, true, mean, stddev);                           \
    }                                                                                           \
    __device__ inline double2 curand_log_normal2_double(S *state, double mean, double stddev)  \
    {                                                                                           \
        double2 v = _curand_normal2_double_draws(state);                                        \
        v.x = exp(mean + (stddev * v.x));                                                       \
        v.y = exp(mean + (stddev * v.y));                                                       \
        return v;                                                                               \
    }
__CR_CURAND_DISTRIBUTIONS(curandStateXORWOW_t)
__CR_CURAND_DISTRIBUTIONS(curandStatePhilox4_32_10_t)
__CR_CURAND_DISTRIBUTIONS(curandStateMRG32k3a_t)

__device__ inline float curand_uniform(curandStateXORWOW_t *state) { return _curand_uniform(curand(state)); }
__device__ inline float curand_uniform(curandStatePhilox4_32_10_t *state) { return _curand_uniform(curand(state)); }

/* ---- Poisson ------------------------------------------------------------------------------ */

/* Knuth: multiply uniforms into e^lambda until the product reaches 1 */
template <class S>
__device__ inline unsigned int _curand_poisson_knuth(S *state, float lambda)
{
    unsigned int k = 0;
    float p = expf(lambda);
    do {
        k++;
        p *= curand_uniform(state);
    } while (p > 1.0);
    return k - 1;
}

/* a normal variate from one draw, by the inverse of the normal distribution; as cuRAND does, a
 * draw above the middle is mirrored below it and the sign flipped, so that erfcinv works on
 * (0, 1], where it is most precise */
__device__ inline double _curand_normal_icdf_double(unsigned int x)
{
    double s = CURAND_SQRT2_DOUBLE;
    if (x > 0x80000000u) {
        x = 0xffffffffu - x;
        s = -s;
    }
    double z = x * CURAND_2POW32_INV_DOUBLE + (CURAND_2POW32_INV_DOUBLE / 2.0);
    return s * erfcinv(2.0 * z);
}

/* a 64-bit value's normal double: its top 53 bits, mirrored about 2^52 */
__device__ inline double _curand_normal_icdf_double(unsigned long long x)
{
    double s = CURAND_SQRT2_DOUBLE;
    x >>= 11;
    if (x > 0x10000000000000ull) {
        x = 0x1fffffffffffffull - x;
        s = -s;
    }
    double p = x * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
    return s * erfcinv(2.0 * p);
}

/* The SFU's approximations, subnormals flushed (the .ftz forms): cuRAND's Poisson for lambdas
 * of 64 to 4000 is built on them, so they are its results' bits. */
__device__ inline float _curand_sfu_rsqrt(float a)
{
    float r;
    asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
    return r;
}
__device__ inline float _curand_sfu_rcp(float a)
{
    float r;
    asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
    return r;
}
/* e^a and ln a: the scale by log2 e (ln 2) is a double product, rounded to float */
__device__ inline float _curand_sfu_exp(float a)
{
    float t = (float)(a * 1.4426950408889634), r;
    asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(t));
    return r;
}
__device__ inline float _curand_sfu_log(float a)
{
    float r;
    asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(a));
    return (float)(r * 0.69314718055994531);
}

/* The regularized lower incomplete gamma function P(a, x) (the Poisson distribution's
 * P(N < x) for a mean of a, at whole x) approximated as 1 / (1 + e^(alpha (a - x) - beta))^2, and
 * its inverse; alpha and beta depend on a only. */
__device__ inline float2 _curand_gammainc_shape(float a)
{
    float alpha = _curand_sfu_rsqrt(a - 0.12400979329415655f);
    float beta = _curand_sfu_rsqrt(a - 1.97381164089999420f);
    return make_float2(1.43248035075540910f * alpha + 0.00025361074907033f,
                       0.21096734870196546f * beta + 0.94201734077887530f);
}
__device__ inline float _curand_gammainc_p(float a, float x)
{
    float2 ab = _curand_gammainc_shape(a);
    float e = 1.0f + _curand_sfu_exp(ab.x * (a - x) - ab.y);
    return _curand_sfu_rcp(e * e);
}
__device__ inline float _curand_gammainc_p_inverse(float a, float y)
{
    float2 ab = _curand_gammainc_shape(a);
    float l = ab.y + _curand_sfu_log(_curand_sfu_rsqrt(y) - 1.0f);
    return -l * _curand_sfu_rcp(ab.x) + a;
}

/* ln((n - 1)!): a table to 8, above Stirling's series (to 1/n^11; Hart et al., Computer
 * Approximations, 5404), in doubles */
__device__ inline double _curand_lgamma_whole(int n)
{
    double m = fabs((float)n);
    if (n <= 8) {
        switch (n) {
        case 3: return 0.69314718055994531;
        case 4: return 1.791759469228055;
        case 5: return 3.1780538303479458;
        case 6: return 4.7874917427820458;
        case 7: return 6.5792512120101012;
        case 8: return 8.5251613610654147;
        default: return 0.0;
        }
    }
    double r = 1.0 / m, r2 = r * r;
    double c = -0.1633436431e-2;
    c = c * r2 + 0.83645878922e-3;
    c = c * r2 - 0.5951896861197e-3;
    c = c * r2 + 0.793650576493454e-3;
    c = c * r2 - 0.277777777735865004e-2;
    c = c * r2 + 0.833333333333331018375e-1;
    c = c * r + 0.918938533204672;
    double h = 0.5 * log(m);
    h = h * (m - 0.5);
    double t = h - m;
    h = h + c;
    return t + h;
}

/* lambda from 64 to 4000 (as a float): rejection. A uniform picks floor(P^-1(lambda, y)); a
 * second, scaled by 1.3 times the approximation's probability of that value, must fall below
 * the Poisson probability e^(-lambda + k ln lambda - ln k!); two draws a try. */
template <class S>
__device__ inline unsigned int _curand_poisson_gammainc(S *state, float lambda)
{
    float loglam = _curand_sfu_log(lambda);
    for (;;) {
        float k = floorf(_curand_gammainc_p_inverse(lambda, curand_uniform(state)));
        float z = curand_uniform(state);
        float v = (_curand_gammainc_p(lambda, k + 1.0f) - _curand_gammainc_p(lambda, k)) * 1.3f;
        z = z * v;
        float f = _curand_sfu_exp(-lambda + k * loglam - (float)_curand_lgamma_whole((int)(1.0f + k)));
        if (z < f && v >= 1e-20)
            return (unsigned int)k;
    }
}

/* lambda above 4000: the normal approximation, rounded, with curand_normal_double's value (a
 * Box-Muller pair, the second kept for the next call) */
template <class S>
__device__ inline unsigned int _curand_poisson(S *state, double lambda)
{
    if (lambda < 64)
        return _curand_poisson_knuth(state, (float)lambda);
    if (lambda > 4000)
        return (unsigned int)((sqrt(lambda) * curand_normal_double(state)) + lambda + 0.5);
    return _curand_poisson_gammainc(state, (float)lambda);
}

__device__ inline unsigned int curand_poisson(curandStateXORWOW_t *state, double lambda)
{
    return _curand_poisson(state, lambda);
}

__device__ inline unsigned int curand_poisson(curandStatePhilox4_32_10_t *state, double lambda)
{
    return _curand_poisson(state, lambda);
}

__device__ inline unsigned int curand_poisson(curandStateMRG32k3a_t *state, double lambda)
{
    return _curand_poisson(state, lambda);
}

/* four normal doubles: two Box-Muller pairs from two curand4 calls (no value kept) */
__device__ inline double4 curand_normal4_double(curandStatePhilox4_32_10_t *state)
{
    uint4 x = curand4(state), y = curand4(state);
    double2 a = _curand_box_muller_double(x.x, x.y, x.z, x.w);
    double2 b = _curand_box_muller_double(y.x, y.y, y.z, y.w);
    return make_double4(a.x, a.y, b.x, b.y);
}

/* four values, one after another as curand_poisson draws them (each from single draws, not
 * curand4), except above 4000: the four normals of curand_normal4_double */
__device__ inline uint4 curand_poisson4(curandStatePhilox4_32_10_t *state, double lambda)
{
    uint4 r;
    if (lambda > 4000) {
        double4 n = curand_normal4_double(state);
        double s = sqrt(lambda);
        r.x = (unsigned int)((s * n.x) + lambda + 0.5);
        r.y = (unsigned int)((s * n.y) + lambda + 0.5);
        r.z = (unsigned int)((s * n.z) + lambda + 0.5);
        r.w = (unsigned int)((s * n.w) + lambda + 0.5);
        return r;
    }
    unsigned int k[4];
    for (int i = 0; i < 4; i++)
        k[i] = lambda < 64 ? _curand_poisson_knuth(state, (float)lambda)
                           : _curand_poisson_gammainc(state, (float)lambda);
    return make_uint4(k[0], k[1], k[2], k[3]);
}

/* Poisson from one draw X (MTGP32's and the Sobol states'), as cuRAND does: below a lambda of
 * 1000 by inversion, adding up the probabilities of 0, 1, 2 ... until they pass the draw's
 * uniform in (0, 1), lambda taken in steps of 500 so that e^-lambda does not underflow; above,
 * the normal approximation, rounded */
__device__ inline double _curand_poisson_uniform(unsigned int x)
{
    return x * CURAND_2POW32_INV_DOUBLE + (CURAND_2POW32_INV_DOUBLE / 2.0);
}
__device__ inline double _curand_poisson_uniform(unsigned long long x)
{
    return (x >> 11) * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 4.0);
}
template <class W>
__device__ inline unsigned int _curand_poisson_inversion(W x, double lambda)
{
    if (lambda >= 1000)
        return (unsigned int)((sqrt(lambda) * _curand_normal_icdf_double(x)) + lambda + 0.5);
    double u = _curand_poisson_uniform(x), p = 1.0, q = 1.0;
    unsigned int k = 0;
    int step = 0;
    do {
        double l = lambda > (double)(step + 500) ? exp(-500.0) : exp((double)(step - lambda));
        p *= l;
        q *= l;
        step += 500;
        while (u > q) {
            k++;
            p *= lambda / (double)k;
            q += p;
        }
    } while ((double)step < lambda);
    return k;
}

/* ---- discrete distributions (a square histogram, or the normal approximation) -------------- */

/* u in (0, 1] (one 32-bit draw, or the top 53 bits of a 64-bit value) through the histogram; a
 * u of 1 (the draw 0xffffffff) takes the last column (cuRAND's reads past the histogram) */
__device__ inline unsigned int _curand_m2_value(double u, const curandDistributionM2Shift_st *m2)
{
    int j = (int)floor(m2->length * u);
    if (j >= (int)m2->length)
        j = (int)m2->length - 1;
    return m2->shift + (u < m2->histogram->V[j] ? (unsigned int)j : m2->histogram->K[j]);
}
__device__ inline unsigned int _curand_m2(unsigned int x, const curandDistributionM2Shift_st *m2)
{
    return _curand_m2_value(_curand_uniform_double(x), m2);
}
__device__ inline unsigned int _curand_m2(unsigned long long x, const curandDistributionM2Shift_st *m2)
{
    return _curand_m2_value((x >> 11) * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0), m2);
}

/* the first value whose distribution function reaches u (a binary search) */
__device__ inline unsigned int _curand_cdf_search(double u, const curandDistributionShift_st *d)
{
    int lo = 0, hi = (int)d->length - 1;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (u <= d->probability[mid])
            hi = mid;
        else
            lo = mid + 1;
    }
    return d->shift + lo;
}

/* the normal approximation, rounded */
__device__ inline unsigned int _curand_discrete_normal(double z, double mean, double stddev)
{
    return (unsigned int)((stddev * z) + mean + 0.5);
}

/* a value of DIST from STATE: one draw through the histogram, or curand_normal_double's value */
template <class S>
__device__ inline unsigned int _curand_discrete(S *state, curandDiscreteDistribution_t dist)
{
    if (dist->method == CURAND_M2)
        return _curand_m2(curand(state), dist->M2);
    return _curand_discrete_normal(curand_normal_double(state), dist->mean, dist->stddev);
}

/* four values from Philox: the four draws of curand4, or curand_normal4_double's four normals */
__device__ inline uint4 curand_discrete4(curandStatePhilox4_32_10_t *state, curandDiscreteDistribution_t dist)
{
    if (dist->method == CURAND_M2) {
        uint4 x = curand4(state);
        return make_uint4(_curand_m2(x.x, dist->M2), _curand_m2(x.y, dist->M2), _curand_m2(x.z, dist->M2),
                          _curand_m2(x.w, dist->M2));
    }
    double4 z = curand_normal4_double(state);
    return make_uint4(_curand_discrete_normal(z.x, dist->mean, dist->stddev),
                      _curand_discrete_normal(z.y, dist->mean, dist->stddev),
                      _curand_discrete_normal(z.z, dist->mean, dist->stddev),
                      _curand_discrete_normal(z.w, dist->mean, dist->stddev));
}
__device__ inline unsigned int curand_discrete(curandStateXORWOW_t *state, curandDiscreteDistribution_t dist)
{
    return _curand_discrete(state, dist);
}
__device__ inline unsigned int curand_discrete(curandStatePhilox4_32_10_t *state, curandDiscreteDistribution_t dist)
{
    return _curand_discrete(state, dist);
}
__device__ inline unsigned int curand_discrete(curandStateMRG32k3a_t *state, curandDiscreteDistribution_t dist)
{
    return _curand_discrete(state, dist);
}

/* ---- Sobol ------------------------------------------------------------------------------ */

/* point I of one dimension (vectors V; X: 0, or the scramble constant): X and the vectors of
 * the set bits of I's Gray code, so that points I and I + 1 differ by the vector of the lowest
 * zero bit of I */
template <class W>
__device__ inline W _curand_sobol_point(const W *v, W x, W i)
{
    for (W g = i ^ (i >> 1); g; g &= g - 1)
        x ^= v[__ffsll((long long)g) - 1];
    return x;
}

template <class S, class W>
__device__ inline void _curand_sobol_init(S *state, const W *v, W scramble, W offset)
{
    for (int k = 0; k < (int)(8 * sizeof(W)); k++)
        state->direction_vectors[k] = v[k];
    state->c = scramble;
    state->i = offset;
    state->x = _curand_sobol_point(state->direction_vectors, scramble, offset);
}

/* the next point: this one, and the state steps to the next in Gray-code order */
template <class S>
__device__ inline auto _curand_sobol_next(S *state) -> decltype(state->x)
{
    auto r = state->x;
    state->x ^= state->direction_vectors[(__ffsll((long long)~state->i) - 1) & (int)(8 * sizeof r - 1)];
    state->i++;
    return r;
}

/* a normal float from one draw, by the inverse of the normal distribution (mirrored as
 * _curand_normal_icdf_double's) */
__device__ inline float _curand_normal_icdf(unsigned int x)
{
    float s = CURAND_SQRT2;
    if (x > 0x80000000u) {
        x = 0xffffffffu - x;
        s = -s;
    }
    float p = x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
    return s * erfcinvf(2.0f * p);
}

/* what a distribution takes from a Sobol value: a 32-bit value as it is, a 64-bit one's high
 * word (floats), or its top 53 bits (doubles) */
__device__ inline unsigned int _curand_sobol_hi(unsigned int x) { return x; }
__device__ inline unsigned int _curand_sobol_hi(unsigned long long x) { return (unsigned int)(x >> 32); }
__device__ inline double _curand_sobol_uniform_double(unsigned int x) { return _curand_uniform_double(x); }
__device__ inline double _curand_sobol_uniform_double(unsigned long long x)
{
    return (x >> 11) * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
}
__device__ inline double _curand_sobol_normal_double(unsigned int x) { return _curand_normal_icdf_double(x); }
__device__ inline double _curand_sobol_normal_double(unsigned long long x) { return _curand_normal_icdf_double(x); }

/* a Sobol state S of values W: curand, skipahead and the distributions, one value each */
#define __CR_SOBOL(S, W)                                                                         \
    __device__ inline W curand(S *state) { return _curand_sobol_next(state); }                   \
    __device__ inline void skipahead(W n, S *state)                                              \
    {                                                                                            \
        state->i += n;                                                                           \
        state->x = _curand_sobol_point(state->direction_vectors, state->c, state->i);            \
    }                                                                                            \
    __device__ inline float curand_uniform(S *state) { return _curand_uniform(_curand_sobol_hi(curand(state))); } \
    __device__ inline float curand_normal(S *state) { return _curand_normal_icdf(_curand_sobol_hi(curand(state))); } \
    __device__ inline float curand_log_normal(S *state, float mean, float stddev)               \
    {                                                                                            \
        return expf(mean + stddev * curand_normal(state));                                       \
    }                                                                                            \
    __device__ inline double curand_uniform_double(S *state) { return _curand_sobol_uniform_double(curand(state)); } \
    __device__ inline double curand_normal_double(S *state) { return _curand_sobol_normal_double(curand(state)); } \
    __device__ inline double curand_log_normal_double(S *state, double mean, double stddev)     \
    {                                                                                            \
        return exp(mean + stddev * curand_normal_double(state));                                 \
    }                                                                                            \
    __device__ inline unsigned int curand_poisson(S *state, double lambda)                       \
    {                                                                                            \
        return _curand_poisson_inversion(curand(state), lambda);                                 \
    }
__CR_SOBOL(curandStateSobol32_t, unsigned int)
__CR_SOBOL(curandStateSobol64_t, unsigned long long)
__CR_SOBOL(curandStateScrambledSobol32_t, unsigned int)
__CR_SOBOL(curandStateScrambledSobol64_t, unsigned long long)
__device__ inline unsigned int curand_discrete(curandStateSobol32_t *state, curandDiscreteDistribution_t dist)
{
    return _curand_discrete(state, dist);
}
__device__ inline unsigned int curand_discrete(curandStateSobol64_t *state, curandDiscreteDistribution_t dist)
{
    return _curand_discrete(state, dist);
}
__device__ inline unsigned int curand_discrete(curandStateScrambledSobol32_t *state, curandDiscreteDistribution_t dist)
{
    return _curand_discrete(state, dist);
}
__device__ inline unsigned int curand_discrete(curandStateScrambledSobol64_t *state, curandDiscreteDistribution_t dist)
{
    return _curand_discrete(state, dist);
}

__device__ inline void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int offset,
                                   curandStateSobol32_t *state)
{
    _curand_sobol_init(state, direction_vectors, 0u, offset);
}
__device__ inline void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long offset,
                                   curandStateSobol64_t *state)
{
    _curand_sobol_init(state, direction_vectors, 0ull, offset);
}
/* scrambled: the point's bits XORed with the dimension's scramble constant */
__device__ inline void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int scramble_c,
                                   unsigned int offset, curandStateScrambledSobol32_t *state)
{
    _curand_sobol_init(state, direction_vectors, scramble_c, offset);
}
__device__ inline void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long scramble_c,
                                   unsigned long long offset, curandStateScrambledSobol64_t *state)
{
    _curand_sobol_init(state, direction_vectors, scramble_c, offset);
}

#endif /* __CUDA_ARCH__ */

/* MTGP32 (curandStateMtgp32): its own header, as cuRAND's */
#include <curand_mtgp32_kernel.h>

/* the host API (curandGenerator_t ...) comes with the device API, as with cuRAND's headers;
 * <curand.h> is built on the definitions above */
#include <curand.h>

#endif
