/* <curand.h>: cuRAND's host API (generators that fill memory with random numbers), written in
 * the C++ cudarepl compiles: the generator is a host object, and each curandGenerate* call
 * launches a kernel of this header that computes the numbers with <curand_kernel.h>'s device
 * functions. Both passes read this file (the device pass sees the kernels).
 *
 * The numbers are an H200's for the same seed and offset, bit for bit for the integers and the
 * uniform floats and doubles (tests/programs/libs/curand-host-api.cu). The layout, measured on
 * one: a generator's output is a sequence of slots that go round its generators, slot k being
 * generator k % G's next:
 *   XORWOW (the default): G = 4096 generators, generator t being curand_init(seed, t, 0); a
 *     slot is one draw for a 32-bit value or a float, two for a double or a pair of normal
 *     floats, four for a pair of normal doubles (after a call of doubles the generators have
 *     used different numbers of draws: the generator object keeps each one's count).
 *   MRG32k3a: G = 81920 generators, generator t being curand_init(seed, t, 0); a slot is one
 *     draw for a 32-bit value, a float or a double, two for a pair of normal floats or doubles.
 *   Philox4_32_10: G = 65536 subsequences; a slot is four values from the subsequence's next
 *     block (32-bit values, floats, two pairs of normal floats) or from its next two blocks
 *     (doubles; normal doubles, a pair from each block); a call begins at the value where the
 *     last one ended, inside that slot if it ended inside one.
 * curandSetGeneratorOffset(g, k) starts where k values of 32 bits would have left it. Normal
 * floats come from Box-Muller with the SFU's sine and cosine (__sincosf), as the device API's.
 *   Sobol (QUASI_SOBOL32, QUASI_DEFAULT, QUASI_SOBOL64, and the scrambled QUASI_SCRAMBLED_SOBOL32
 *     and 64): a call of N values over D dimensions gives N / D points of each dimension,
 *     dimension after dimension, from the point the last call ended at (the first call: point
 *     0); the direction vectors are curandGetDirectionVectors32/64's (interp/host/curand_data.c),
 *     the scrambled sets for the scrambled kinds, whose points start from the dimension's
 *     scramble constant (curandGetScrambleConstants32/64's).
 *   MTGP32: G = 192 generators, the device API's (curandMakeMTGP32KernelState with the
 *     parameter sets 0 .. 191 and the seed); the output is a stream of slots of 256 words, slot
 *     k being generator k % 192's round k / 192, and a call continues the stream where the last
 *     one stopped, inside a slot if need be; one word a value for every distribution (normal
 *     ones by the inverse CDF); an offset is refused (CURAND_STATUS_TYPE_ERROR).
 *   MT19937: 8192 copies of Matsumoto and Nishimura's sequence for the seed, copy g jumped
 *     ahead by g * 2^2048 words, each worked by 8 threads; the output goes round the copies 8
 *     words at a time, and a call continues where the last one stopped (the layout, and the
 *     copies' states, are the runtime's: interp/host/curand_data.c); one word a value for every
 *     distribution (normal ones by the inverse CDF, any count); an offset is refused
 *     (CURAND_STATUS_TYPE_ERROR), as 64-bit values are. The copies are made at the first call
 *     after the seed is set, as far as the call reaches (a call of 2^16 words or more reaches
 *     them all: 1.5 s of CPU time, shared out over the cores).
 * Poisson (curandGeneratePoisson, curandCreatePoissonDistribution): a square histogram, an
 * inversion or the normal approximation, per generator as an H200 chooses (the Poisson section
 * below; docs/libraries.md).
 * A value that is no generator type is refused with CURAND_STATUS_TYPE_ERROR and a message. */
#ifndef __CR_CURAND_H
#define __CR_CURAND_H

#include <curand_kernel.h>

enum curandStatus {
    CURAND_STATUS_SUCCESS = 0,
    CURAND_STATUS_VERSION_MISMATCH = 100,
    CURAND_STATUS_NOT_INITIALIZED = 101,
    CURAND_STATUS_ALLOCATION_FAILED = 102,
    CURAND_STATUS_TYPE_ERROR = 103,
    CURAND_STATUS_OUT_OF_RANGE = 104,
    CURAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
    CURAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
    CURAND_STATUS_LAUNCH_FAILURE = 201,
    CURAND_STATUS_PREEXISTING_FAILURE = 202,
    CURAND_STATUS_INITIALIZATION_FAILED = 203,
    CURAND_STATUS_ARCH_MISMATCH = 204,
    CURAND_STATUS_INTERNAL_ERROR = 999
};
typedef enum curandStatus curandStatus_t;

enum curandRngType {
    CURAND_RNG_TEST = 0,
    CURAND_RNG_PSEUDO_DEFAULT = 100,
    CURAND_RNG_PSEUDO_XORWOW = 101,
    CURAND_RNG_PSEUDO_MRG32K3A = 121,
    CURAND_RNG_PSEUDO_MTGP32 = 141,
    CURAND_RNG_PSEUDO_MT19937 = 142,
    CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161,
    CURAND_RNG_QUASI_DEFAULT = 200,
    CURAND_RNG_QUASI_SOBOL32 = 201,
    CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 202,
    CURAND_RNG_QUASI_SOBOL64 = 203,
    CURAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 204
};
typedef enum curandRngType curandRngType_t;

enum curandOrdering {
    CURAND_ORDERING_PSEUDO_BEST = 100,
    CURAND_ORDERING_PSEUDO_DEFAULT = 101,
    CURAND_ORDERING_PSEUDO_SEEDED = 102,
    CURAND_ORDERING_PSEUDO_LEGACY = 103,
    CURAND_ORDERING_PSEUDO_DYNAMIC = 104,
    CURAND_ORDERING_QUASI_DEFAULT = 201
};
typedef enum curandOrdering curandOrdering_t;

struct curandGenerator_st {
    int type; /* its curandRngType (never the DEFAULT ones) */
    unsigned long long seed;
    unsigned long long pos;     /* slots used so far (they go round the generators) */
    unsigned long long *counts; /* per generator (XORWOW) or subsequence (Philox): draws or blocks used */
    unsigned long long *dcounts; /* their copy in device memory, for the kernels */
    unsigned int ngen;          /* 4096 or 65536 */
    int host; /* curandCreateGeneratorHost's: the numbers go to host memory */
    cudaStream_t stream;
    int ordering;
    /* the quasi-random generators (Sobol) */
    unsigned int dims;          /* curandSetQuasiRandomGeneratorDimensions' (1 at first) */
    void *dvectors;             /* the dimensions' direction vectors in device memory */
    void *dscramble;            /* and their scramble constants (scrambled kinds) */
    /* MTGP32: the generators' states and the parameter sets' tables, in device memory (made
     * again at the next call once the seed or the offset changes) */
    void *mtgp_states, *mtgp_tables;
    int stale;
    void *mt19937; /* MT19937: its copies' states (the runtime's) */
    void *words;   /* and a call's words in device memory, for the conversion kernel */
    /* XORWOW's Poisson values from the normal approximation: each generator's second value of
     * its last normal pair, kept for its next value as curand_normal keeps it (the flags here,
     * the values and flags in device memory: float2 (value, 1 when kept)) */
    unsigned char *kept;
    void *dkept;
};
typedef struct curandGenerator_st *curandGenerator_t;

/* MTGP32's parameter sets, for the generator below (the C view declares the array) */
#include <curand_mtgp32dc_p_11213.h>

/* the tables of a Poisson distribution in device memory (curandCreatePoissonDistribution's, and
 * curandGeneratePoisson's for one call): the distribution, its square histogram, and its
 * distribution function for the generators that invert it; the arrays follow */
struct __cr_poisson_tables {
    struct curandDiscreteDistribution_st dist;
    struct curandDistributionM2Shift_st m2;
    struct curandHistogramM2_st hist;
    struct curandDistributionShift_st cdf;
};

/* The rest is C++: the C view of this header (host code's, written as C) has the types only. */
#ifdef __cplusplus
#include <curand_mtgp32_host.h>

/* what a kernel of this header computes */
enum { __CR_RNG_U32, __CR_RNG_UNIFORM, __CR_RNG_NORMAL, __CR_RNG_LOG_NORMAL, __CR_RNG_UNIFORM_D,
       __CR_RNG_NORMAL_D, __CR_RNG_LOG_NORMAL_D, __CR_RNG_POISSON_M2, __CR_RNG_POISSON_CDF,
       __CR_RNG_POISSON_NORMAL };
/* two draws (XORWOW) or blocks (Philox) a value: the doubles */
__host__ __device__ inline bool __cr_rng_wide(int kind)
{
    return kind == __CR_RNG_UNIFORM_D || kind == __CR_RNG_NORMAL_D || kind == __CR_RNG_LOG_NORMAL_D;
}


/* a Poisson value from one 32-bit word (a 64-bit Sobol value: W) by the tables T, or a normal
 * value Z (KIND says which) */
template <class W>
__device__ inline unsigned int __cr_poisson_value(W x, int kind, const void *t, double mean, double stddev)
{
    const struct __cr_poisson_tables *T = (const struct __cr_poisson_tables *)t;
    if (kind == __CR_RNG_POISSON_M2)
        return _curand_m2(x, &T->m2);
    if (kind == __CR_RNG_POISSON_CDF)
        return _curand_cdf_search(_curand_sobol_uniform_double(x), &T->cdf);
    return _curand_discrete_normal(_curand_normal_icdf(_curand_sobol_hi(x)), mean, stddev);
}

#define __CR_XORWOW_GENERATORS 4096u
#define __CR_MTGP_GENERATORS 192u
#define __CR_MRG_GENERATORS 81920u
#define __CR_PHILOX_SUBSEQUENCES 65536ull

/* What one slot takes from generator state S: a 32-bit word, a float, a double, a pair of
 * normal floats or of normal doubles. XORWOW: one draw, one, two (_hq), two (Box-Muller), four;
 * MRG32k3a: one draw, one, one, two, two (its device API's). __cr_slot_draws says how many. */
__device__ inline unsigned int __cr_slot_u32(curandStateXORWOW_t *s) { return curand(s); }
__device__ inline float __cr_slot_uniform(curandStateXORWOW_t *s) { return _curand_uniform(curand(s)); }
__device__ inline double __cr_slot_uniform_d(curandStateXORWOW_t *s)
{
    unsigned int x = curand(s);
    return _curand_uniform_double_hq(x, curand(s));
}
__device__ inline float2 __cr_slot_normal2(curandStateXORWOW_t *s)
{
    unsigned int x = curand(s);
    return _curand_box_muller(x, curand(s));
}
__device__ inline double2 __cr_slot_normal2_d(curandStateXORWOW_t *s)
{
    unsigned int x = curand(s), y = curand(s), x1 = curand(s), y1 = curand(s);
    return _curand_box_muller_double(x, y, x1, y1);
}
__device__ inline unsigned int __cr_slot_u32(curandStateMRG32k3a_t *s) { return curand(s); }
__device__ inline float __cr_slot_uniform(curandStateMRG32k3a_t *s) { return curand_uniform(s); }
__device__ inline double __cr_slot_uniform_d(curandStateMRG32k3a_t *s) { return curand_uniform_double(s); }
__device__ inline float2 __cr_slot_normal2(curandStateMRG32k3a_t *s) { return _curand_normal_pair(s); }
__device__ inline double2 __cr_slot_normal2_d(curandStateMRG32k3a_t *s) { return _curand_normal2_double_draws(s); }

/* generator T of a slot generator (XORWOW, MRG32k3a; T of NGEN): its slots of a call (slot i is
 * generator (POS + i) % NGEN's), a slot being one value, or a pair of normal values; COUNTS:
 * each generator's draws so far */
template <class S>
__global__ void __cr_rng_slots(void *out, unsigned long long n, unsigned long long slots, unsigned long long seed,
                               unsigned long long pos, const unsigned long long *counts, unsigned int ngen, int kind,
                               double mean, double stddev, const void *tab, float2 *keep)
{
    unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned int T = ngen;
    if (t >= T)
        return;
    unsigned long long first = (t + T - pos % T) % T;
    if (first >= slots)
        return;
    S s;
    curand_init(seed, t, 0, &s);
    skipahead(counts[t], &s);
    for (unsigned long long i = first; i < slots; i += T) {
        if (kind == __CR_RNG_POISSON_M2) {
            ((unsigned int *)out)[i] = __cr_poisson_value(__cr_slot_u32(&s), kind, tab, mean, stddev);
        } else if (kind == __CR_RNG_POISSON_NORMAL) { /* a normal pair's first value, or the kept second */
            float z;
            if (keep && keep[t].y != 0.0f) {
                z = keep[t].x;
                keep[t].y = 0.0f;
            } else {
                float2 v = __cr_slot_normal2(&s);
                z = v.x;
                if (keep)
                    keep[t] = make_float2(v.y, 1.0f);
            }
            ((unsigned int *)out)[i] = _curand_discrete_normal(z, mean, stddev);
        } else if (kind == __CR_RNG_U32) {
            ((unsigned int *)out)[i] = __cr_slot_u32(&s);
        } else if (kind == __CR_RNG_UNIFORM) {
            ((float *)out)[i] = __cr_slot_uniform(&s);
        } else if (kind == __CR_RNG_UNIFORM_D) {
            ((double *)out)[i] = __cr_slot_uniform_d(&s);
        } else if (kind == __CR_RNG_NORMAL || kind == __CR_RNG_LOG_NORMAL) {
            float2 v = __cr_slot_normal2(&s);
            float a = (float)mean + (float)stddev * v.x, b = (float)mean + (float)stddev * v.y;
            if (kind == __CR_RNG_LOG_NORMAL) {
                a = expf(a);
                b = expf(b);
            }
            ((float *)out)[2 * i] = a;
            if (2 * i + 1 < n)
                ((float *)out)[2 * i + 1] = b;
        } else {
            double2 v = __cr_slot_normal2_d(&s);
            double a = mean + stddev * v.x, b = mean + stddev * v.y;
            if (kind == __CR_RNG_LOG_NORMAL_D) {
                a = exp(a);
                b = exp(b);
            }
            ((double *)out)[2 * i] = a;
            if (2 * i + 1 < n)
                ((double *)out)[2 * i + 1] = b;
        }
    }
}

/* Philox: values go four to a slot, slot k being subsequence k % 65536's next block (32-bit
 * values, floats, normal floats) or next two blocks (doubles, normal doubles); POS is the
 * position of the call's first value (a call may begin inside the slot the last one began);
 * COUNTS: each subsequence's blocks so far. Thread j: the call's slot j. */
__global__ void __cr_rng_philox(void *out, unsigned long long n, unsigned long long slots, unsigned long long seed,
                                unsigned long long pos, const unsigned long long *counts, int kind, double mean,
                                double stddev, const void *tab)
{
    unsigned long long j = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (j >= slots)
        return;
    int wide = __cr_rng_wide(kind); /* two blocks a slot */
    unsigned long long k0 = pos / 4, k = k0 + j, sub = k % __CR_PHILOX_SUBSEQUENCES;
    /* a first slot that the last call began has its block counted already */
    unsigned long long base = counts[sub] - (pos % 4 && sub == k0 % __CR_PHILOX_SUBSEQUENCES ? 1 : 0);
    unsigned long long c = base + (wide ? 2 : 1) * (j / __CR_PHILOX_SUBSEQUENCES);
    uint2 key = make_uint2((unsigned int)seed, (unsigned int)(seed >> 32));
    unsigned int w[8];
    for (int b = 0; b < (wide ? 2 : 1); b++) {
        unsigned long long cb = c + b;
        uint4 r = curand_Philox4x32_10(make_uint4((unsigned int)cb, (unsigned int)(cb >> 32), (unsigned int)sub, 0), key);
        w[4 * b] = r.x;
        w[4 * b + 1] = r.y;
        w[4 * b + 2] = r.z;
        w[4 * b + 3] = r.w;
    }
    for (int e = 0; e < 4; e++) {
        unsigned long long at = 4 * k + e; /* the value's position in the sequence */
        if (at < pos || at >= pos + n)
            continue;
        unsigned long long v = at - pos; /* and in the call */
        if (kind == __CR_RNG_POISSON_M2) {
            ((unsigned int *)out)[v] = __cr_poisson_value(w[e], kind, tab, mean, stddev);
        } else if (kind == __CR_RNG_POISSON_NORMAL) { /* the block's two normal pairs */
            float2 p = _curand_box_muller(w[e & ~1], w[e | 1]);
            ((unsigned int *)out)[v] = _curand_discrete_normal(e & 1 ? p.y : p.x, mean, stddev);
        } else if (kind == __CR_RNG_U32) {
            ((unsigned int *)out)[v] = w[e];
        } else if (kind == __CR_RNG_UNIFORM) {
            ((float *)out)[v] = _curand_uniform(w[e]);
        } else if (kind == __CR_RNG_UNIFORM_D) {
            ((double *)out)[v] = _curand_uniform_double_hq(w[2 * e], w[2 * e + 1]);
        } else if (kind == __CR_RNG_NORMAL || kind == __CR_RNG_LOG_NORMAL) {
            float2 p = _curand_box_muller(w[e & ~1], w[e | 1]);
            float a = (float)mean + (float)stddev * (e & 1 ? p.y : p.x);
            ((float *)out)[v] = kind == __CR_RNG_LOG_NORMAL ? expf(a) : a;
        } else {
            int b = e / 2;
            double2 p = _curand_box_muller_double(w[4 * b], w[4 * b + 1], w[4 * b + 2], w[4 * b + 3]);
            double a = mean + stddev * (e & 1 ? p.y : p.x);
            ((double *)out)[v] = kind == __CR_RNG_LOG_NORMAL_D ? exp(a) : a;
        }
    }
}

/* Sobol: value i of a call of N values over DIMS dimensions is dimension i / (N / DIMS)'s
 * point POS + i % (N / DIMS) (the results come dimension after dimension); VECS: each
 * dimension's vectors (W: 32 or 64 bits), SCRAMBLE its constant or NULL */
template <class W>
__device__ void __cr_rng_sobol_value(void *out, unsigned long long i, W x, int kind, double mean, double stddev,
                                     const void *tab)
{
    if (kind >= __CR_RNG_POISSON_M2) {
        ((unsigned int *)out)[i] = __cr_poisson_value(x, kind, tab, mean, stddev);
    } else if (kind == __CR_RNG_U32) {
        ((W *)out)[i] = x;
    } else if (kind == __CR_RNG_UNIFORM) {
        ((float *)out)[i] = _curand_uniform(_curand_sobol_hi(x));
    } else if (kind == __CR_RNG_NORMAL || kind == __CR_RNG_LOG_NORMAL) {
        float v = (float)mean + (float)stddev * _curand_normal_icdf(_curand_sobol_hi(x));
        ((float *)out)[i] = kind == __CR_RNG_LOG_NORMAL ? expf(v) : v;
    } else if (kind == __CR_RNG_UNIFORM_D) {
        ((double *)out)[i] = _curand_sobol_uniform_double(x);
    } else {
        double v = mean + stddev * _curand_sobol_normal_double(x);
        ((double *)out)[i] = kind == __CR_RNG_LOG_NORMAL_D ? exp(v) : v;
    }
}

template <class W>
__global__ void __cr_rng_sobol(void *out, unsigned long long n, unsigned int dims, unsigned long long pos,
                               const W *vecs, const W *scramble, int kind, double mean, double stddev,
                               const void *tab)
{
    unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned long long per = n / dims, d = i / per;
    W x = _curand_sobol_point(vecs + 8 * sizeof(W) * d, scramble ? scramble[d] : (W)0, (W)(pos + i % per));
    __cr_rng_sobol_value(out, i, x, kind, mean, stddev, tab);
}

/* MTGP32: block B is generator B, whose round r is slot 192 r + B of the stream (words 256 k ..
 * 256 k + 255 of slot k). The call writes words POS .. POS + N - 1. A generator's state in
 * STATES is kept at the first round not wholly taken: the call's last slot, if it takes only
 * part of it, is worked out again by the next call (the state is stored before it). The state
 * works in shared memory. */
__global__ void __cr_rng_mtgp(void *out, unsigned long long n, unsigned long long pos, curandStateMtgp32 *states,
                              int kind, double mean, double stddev, const void *tab)
{
    __shared__ curandStateMtgp32 st;
    unsigned int b = blockIdx.x, t = threadIdx.x, G = __CR_MTGP_GENERATORS;
    for (unsigned int i = t; i < MTGP32_STATE_SIZE; i += blockDim.x)
        st.s[i] = states[b].s[i];
    if (t == 0) {
        st.offset = states[b].offset;
        st.pIdx = states[b].pIdx;
        st.k = states[b].k;
    }
    __syncthreads();
    unsigned long long first = pos / 256, end = pos + n, last = (end - 1) / 256;
    bool stored = false;
    for (unsigned long long k = first + (b + G - first % G) % G; k <= last; k += G) {
        if (256 * (k + 1) > end) { /* a slot the call takes part of: the state before it */
            for (unsigned int i = t; i < MTGP32_STATE_SIZE; i += blockDim.x)
                states[b].s[i] = st.s[i];
            if (t == 0)
                states[b].offset = st.offset;
            stored = true;
            __syncthreads(); /* (read before curand writes the ring) */
        }
        unsigned int x = curand(&st);
        unsigned long long at = 256 * k + t;
        if (at < pos || at >= end)
            continue;
        unsigned long long v = at - pos;
        if (kind >= __CR_RNG_POISSON_M2)
            ((unsigned int *)out)[v] = __cr_poisson_value(x, kind, tab, mean, stddev);
        else if (kind == __CR_RNG_U32)
            ((unsigned int *)out)[v] = x;
        else if (kind == __CR_RNG_UNIFORM)
            ((float *)out)[v] = _curand_uniform(x);
        else if (kind == __CR_RNG_UNIFORM_D)
            ((double *)out)[v] = _curand_uniform_double(x);
        else if (kind == __CR_RNG_NORMAL || kind == __CR_RNG_LOG_NORMAL) {
            float a = (float)mean + (float)stddev * _curand_normal_icdf(x);
            ((float *)out)[v] = kind == __CR_RNG_LOG_NORMAL ? expf(a) : a;
        } else {
            double a = mean + stddev * _curand_normal_icdf_double(x);
            ((double *)out)[v] = kind == __CR_RNG_LOG_NORMAL_D ? exp(a) : a;
        }
    }
    if (stored)
        return;
    __syncthreads();
    for (unsigned int i = t; i < MTGP32_STATE_SIZE; i += blockDim.x)
        states[b].s[i] = st.s[i];
    if (t == 0)
        states[b].offset = st.offset;
}

/* MT19937: value i of a call from word i of the generator (one word a value, for every
 * distribution: normal ones by the inverse CDF, as MTGP32's; a uniform double is the word
 * times 2^-32 plus half a step, where the device API's adds a step) */
__global__ void __cr_rng_words(void *out, const unsigned int *words, unsigned long long n, int kind, double mean,
                               double stddev, const void *tab)
{
    unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned int x = words[i];
    if (kind == __CR_RNG_POISSON_NORMAL) /* (MT19937's rounded in float: an H200's values) */
        ((unsigned int *)out)[i] = (unsigned int)((float)stddev * _curand_normal_icdf(x) + (float)mean + 0.5f);
    else if (kind >= __CR_RNG_POISSON_M2)
        ((unsigned int *)out)[i] = __cr_poisson_value(x, kind, tab, mean, stddev);
    else if (kind == __CR_RNG_UNIFORM)
        ((float *)out)[i] = _curand_uniform(x);
    else if (kind == __CR_RNG_UNIFORM_D)
        ((double *)out)[i] = x * CURAND_2POW32_INV_DOUBLE + CURAND_2POW32_INV_DOUBLE / 2.0;
    else if (kind == __CR_RNG_NORMAL || kind == __CR_RNG_LOG_NORMAL) {
        float a = (float)mean + (float)stddev * _curand_normal_icdf(x);
        ((float *)out)[i] = kind == __CR_RNG_LOG_NORMAL ? expf(a) : a;
    } else {
        double a = mean + stddev * _curand_normal_icdf_double(x);
        ((double *)out)[i] = kind == __CR_RNG_LOG_NORMAL_D ? exp(a) : a;
    }
}

#ifndef __CUDA_ARCH__
#include <stdio.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>


/* a generator that has made K values of 32 bits from the start: its position, and the slots
 * each generator began (XORWOW: a slot a value; Philox: a slot four values) */
static inline bool __cr_curand_slotted(curandGenerator_t g)
{
    return g->type == CURAND_RNG_PSEUDO_XORWOW || g->type == CURAND_RNG_PSEUDO_MRG32K3A;
}
/* the normal values XORWOW's generators keep, dropped (a new seed or offset) */
static inline void __cr_curand_forget(curandGenerator_t g)
{
    if (g->kept) {
        memset(g->kept, 0, g->ngen);
        cudaMemset(g->dkept, 0, g->ngen * sizeof(float2));
    }
}
static inline void __cr_curand_seek(curandGenerator_t g, unsigned long long k)
{
    g->pos = k;
    unsigned long long began = __cr_curand_slotted(g) ? k : (k + 3) / 4;
    for (unsigned int t = 0; t < g->ngen; t++)
        g->counts[t] = began / g->ngen + (t < began % g->ngen ? 1 : 0);
    __cr_curand_forget(g);
}

static inline bool __cr_curand_quasi(curandGenerator_t g) { return g->type >= CURAND_RNG_QUASI_DEFAULT; }
static inline bool __cr_curand_mtgp(curandGenerator_t g) { return g->type == CURAND_RNG_PSEUDO_MTGP32; }
static inline bool __cr_curand_mt19937(curandGenerator_t g) { return g->type == CURAND_RNG_PSEUDO_MT19937; }
static inline bool __cr_curand_wide(curandGenerator_t g)
{
    return g->type == CURAND_RNG_QUASI_SOBOL64 || g->type == CURAND_RNG_QUASI_SCRAMBLED_SOBOL64;
}
static inline bool __cr_curand_scrambled(curandGenerator_t g)
{
    return g->type == CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 || g->type == CURAND_RNG_QUASI_SCRAMBLED_SOBOL64;
}

static inline curandStatus_t __cr_curand_create(curandGenerator_t *g, curandRngType_t type, int host)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (type == CURAND_RNG_PSEUDO_DEFAULT)
        type = CURAND_RNG_PSEUDO_XORWOW;
    if (type == CURAND_RNG_QUASI_DEFAULT)
        type = CURAND_RNG_QUASI_SOBOL32;
    if (type != CURAND_RNG_PSEUDO_XORWOW && type != CURAND_RNG_PSEUDO_PHILOX4_32_10 &&
        type != CURAND_RNG_PSEUDO_MTGP32 && type != CURAND_RNG_PSEUDO_MT19937 && type != CURAND_RNG_PSEUDO_MRG32K3A &&
        type != CURAND_RNG_QUASI_SOBOL32 && type != CURAND_RNG_QUASI_SOBOL64 &&
        type != CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 && type != CURAND_RNG_QUASI_SCRAMBLED_SOBOL64) {
        fprintf(stderr, "cudarepl: cuRAND has no generator type %d\n", (int)type);
        return CURAND_STATUS_TYPE_ERROR;
    }
    curandGenerator_t r = (curandGenerator_t)calloc(1, sizeof(struct curandGenerator_st));
    if (!r)
        return CURAND_STATUS_ALLOCATION_FAILED;
    r->type = type;
    r->host = host;
    r->dims = 1;
    if (__cr_curand_quasi(r)) {
        r->ordering = CURAND_ORDERING_QUASI_DEFAULT;
        *g = r;
        return CURAND_STATUS_SUCCESS;
    }
    r->ordering = CURAND_ORDERING_PSEUDO_DEFAULT;
    r->stale = 1;
    /* no counts: MTGP32's states live on the device, MT19937's in the runtime */
    if (type == CURAND_RNG_PSEUDO_MTGP32 || type == CURAND_RNG_PSEUDO_MT19937) {
        r->ngen = type == CURAND_RNG_PSEUDO_MTGP32 ? __CR_MTGP_GENERATORS : 8192u;
        *g = r;
        return CURAND_STATUS_SUCCESS;
    }
    r->ngen = type == CURAND_RNG_PSEUDO_XORWOW ? __CR_XORWOW_GENERATORS
              : type == CURAND_RNG_PSEUDO_MRG32K3A ? __CR_MRG_GENERATORS : (unsigned int)__CR_PHILOX_SUBSEQUENCES;
    r->counts = (unsigned long long *)calloc(r->ngen, sizeof(unsigned long long));
    if (!r->counts || cudaMalloc(&r->dcounts, r->ngen * sizeof(unsigned long long)) != cudaSuccess) {
        free(r->counts);
        free(r);
        return CURAND_STATUS_ALLOCATION_FAILED;
    }
    *g = r;
    return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandCreateGenerator(curandGenerator_t *g, curandRngType_t type) { return __cr_curand_create(g, type, 0); }
static inline curandStatus_t curandCreateGeneratorHost(curandGenerator_t *g, curandRngType_t type) { return __cr_curand_create(g, type, 1); }
static inline curandStatus_t curandDestroyGenerator(curandGenerator_t g)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    cudaFree(g->dcounts);
    cudaFree(g->dkept);
    free(g->kept);
    cudaFree(g->dvectors);
    cudaFree(g->dscramble);
    cudaFree(g->mtgp_states);
    cudaFree(g->mtgp_tables);
    cudaFree(g->words);
    if (g->mt19937)
        __cr_rt_mt19937_free(g->mt19937);
    free(g->counts);
    free(g);
    return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t g, unsigned long long seed)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (__cr_curand_quasi(g))
        return CURAND_STATUS_TYPE_ERROR;
    g->seed = seed;
    g->stale = 1;
    if (!__cr_curand_mtgp(g))
        __cr_curand_forget(g);
    return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandSetGeneratorOffset(curandGenerator_t g, unsigned long long offset)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (__cr_curand_quasi(g))
        g->pos = offset; /* the point the next call begins with */
    else if (__cr_curand_mtgp(g) || __cr_curand_mt19937(g))
        return CURAND_STATUS_TYPE_ERROR; /* as cuRAND's MTGP32 and MT19937 */
    else
        __cr_curand_seek(g, offset);
    return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandSetGeneratorOrdering(curandGenerator_t g, curandOrdering_t o)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (__cr_curand_quasi(g) ? o != CURAND_ORDERING_QUASI_DEFAULT
                             : o != CURAND_ORDERING_PSEUDO_DEFAULT && o != CURAND_ORDERING_PSEUDO_BEST)
        return CURAND_STATUS_OUT_OF_RANGE; /* the other orderings: not modelled */
    g->ordering = o;
    return CURAND_STATUS_SUCCESS;
}
/* the dimensions of a quasi-random generator (a pseudo-random one's: CURAND_STATUS_TYPE_ERROR) */
static inline curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t g, unsigned int dims)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (dims == 0 || dims > 20000)
        return CURAND_STATUS_OUT_OF_RANGE;
    if (!__cr_curand_quasi(g))
        return CURAND_STATUS_TYPE_ERROR;
    g->dims = dims;
    cudaFree(g->dvectors);
    cudaFree(g->dscramble);
    g->dvectors = g->dscramble = NULL;
    return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandSetStream(curandGenerator_t g, cudaStream_t st)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    g->stream = st;
    return CURAND_STATUS_SUCCESS;
}

/* a call's end: its launch's status, and for a host generator (numbers in host memory) the
 * copy of what the launch wrote into DST */
static inline curandStatus_t __cr_curand_finish(curandGenerator_t g, void *out, void *dst, size_t bytes)
{
    cudaError_t e = cudaGetLastError();
    if (g->host) {
        if (e == cudaSuccess)
            e = cudaMemcpy(out, dst, bytes, cudaMemcpyDeviceToHost);
        cudaFree(dst);
    }
    return e == cudaSuccess ? CURAND_STATUS_SUCCESS : CURAND_STATUS_LAUNCH_FAILURE;
}

/* a Sobol generator's N values (N / dims points of each dimension, one dimension after the
 * other) */
static inline curandStatus_t __cr_curand_generate_quasi(curandGenerator_t g, void *out, size_t n, int kind,
                                                        size_t size, double mean, double stddev, const void *tab)
{
    bool wide = __cr_curand_wide(g);
    size_t vsize = wide ? 64 * 8 : 32 * 4; /* one dimension's vectors */
    if (n % g->dims)
        return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
    bool scrambled = __cr_curand_scrambled(g);
    if (!g->dvectors) {
        size_t csize = wide ? 8 : 4;
        if (cudaMalloc(&g->dvectors, g->dims * vsize) != cudaSuccess ||
            (scrambled && cudaMalloc(&g->dscramble, g->dims * csize) != cudaSuccess))
            return CURAND_STATUS_ALLOCATION_FAILED;
        cudaMemcpy(g->dvectors, (scrambled ? __cr_rt_scrambled_sobol_vectors : __cr_rt_sobol_vectors)(wide ? 64 : 32),
                   g->dims * vsize, cudaMemcpyHostToDevice);
        if (scrambled)
            cudaMemcpy(g->dscramble, __cr_rt_sobol_scramble_constants(wide ? 64 : 32), g->dims * csize,
                       cudaMemcpyHostToDevice);
    }
    void *dst = out;
    if (g->host && cudaMalloc(&dst, n * size) != cudaSuccess)
        return CURAND_STATUS_ALLOCATION_FAILED;
    unsigned int blocks = (unsigned int)((n + 255) / 256);
    if (wide)
        __cr_rng_sobol<unsigned long long><<<blocks, 256, 0, g->stream>>>(
            dst, n, g->dims, g->pos, (const unsigned long long *)g->dvectors,
            (const unsigned long long *)g->dscramble, kind, mean, stddev, tab);
    else
        __cr_rng_sobol<unsigned int><<<blocks, 256, 0, g->stream>>>(dst, n, g->dims, g->pos,
                                                                   (const unsigned int *)g->dvectors,
                                                                   (const unsigned int *)g->dscramble, kind, mean,
                                                                   stddev, tab);
    g->pos += n / g->dims;
    return __cr_curand_finish(g, out, dst, n * size);
}

/* MTGP32's N values: the generators made again if the seed changed, then each one's rounds of
 * the call's slots */
static inline curandStatus_t __cr_curand_generate_mtgp(curandGenerator_t g, void *out, size_t n, int kind,
                                                       size_t size, double mean, double stddev, const void *tab)
{
    const unsigned int G = __CR_MTGP_GENERATORS;
    if (!g->mtgp_states && (cudaMalloc(&g->mtgp_states, G * sizeof(curandStateMtgp32)) != cudaSuccess ||
                            cudaMalloc(&g->mtgp_tables, sizeof(mtgp32_kernel_params_t)) != cudaSuccess ||
                            curandMakeMTGP32Constants(mtgp32dc_params_fast_11213,
                                                      (mtgp32_kernel_params_t *)g->mtgp_tables)))
        return CURAND_STATUS_ALLOCATION_FAILED;
    if (g->stale) {
        curandStatus_t st = curandMakeMTGP32KernelState((curandStateMtgp32 *)g->mtgp_states,
                                                        mtgp32dc_params_fast_11213,
                                                        (mtgp32_kernel_params_t *)g->mtgp_tables, (int)G, g->seed);
        if (st)
            return st;
        g->pos = 0;
        g->stale = 0;
    }
    void *dst = out;
    if (g->host && cudaMalloc(&dst, n * size) != cudaSuccess)
        return CURAND_STATUS_ALLOCATION_FAILED;
    __cr_rng_mtgp<<<G, 256, 0, g->stream>>>(dst, n, g->pos, (curandStateMtgp32 *)g->mtgp_states, kind, mean,
                                            stddev, tab);
    g->pos += n;
    return __cr_curand_finish(g, out, dst, n * size);
}

/* N values from MT19937: the words from the runtime (which makes the generator's copies at the
 * first call after the seed changed), then their values */
static inline curandStatus_t __cr_curand_generate_mt19937(curandGenerator_t g, void *out, size_t n, int kind,
                                                          size_t size, double mean, double stddev, const void *tab)
{
    if (g->stale) {
        g->pos = 0;
        g->stale = 0;
    }
    unsigned int *w = (unsigned int *)malloc(n * sizeof(unsigned int));
    if (!w || __cr_rt_mt19937_words(__cr_sess, &g->mt19937, g->seed, g->pos, n, w)) {
        free(w);
        return CURAND_STATUS_ALLOCATION_FAILED;
    }
    g->pos += n;
    cudaError_t e = cudaSuccess;
    if (kind == __CR_RNG_U32) {
        if (g->host)
            memcpy(out, w, n * sizeof(unsigned int));
        else
            e = cudaMemcpy(out, w, n * sizeof(unsigned int), cudaMemcpyHostToDevice);
        free(w);
        return e == cudaSuccess ? CURAND_STATUS_SUCCESS : CURAND_STATUS_LAUNCH_FAILURE;
    }
    cudaFree(g->words);
    g->words = NULL;
    void *dst = out;
    if (cudaMalloc(&g->words, n * sizeof(unsigned int)) != cudaSuccess ||
        (g->host && cudaMalloc(&dst, n * size) != cudaSuccess)) {
        free(w);
        return CURAND_STATUS_ALLOCATION_FAILED;
    }
    cudaMemcpy(g->words, w, n * sizeof(unsigned int), cudaMemcpyHostToDevice);
    free(w);
    __cr_rng_words<<<(unsigned int)((n + 255) / 256), 256, 0, g->stream>>>(dst, (const unsigned int *)g->words, n,
                                                                            kind, mean, stddev, tab);
    return __cr_curand_finish(g, out, dst, n * size);
}

/* N values of KIND (of SIZE bytes each) into OUT: launched on the device, or, for a host
 * generator, into device memory and copied out; TAB: a Poisson distribution's tables */
static inline curandStatus_t __cr_curand_generate_with(curandGenerator_t g, void *out, size_t n, int kind,
                                                       size_t size, double mean, double stddev, const void *tab)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (cudaPeekAtLastError() != cudaSuccess)
        return CURAND_STATUS_PREEXISTING_FAILURE;
    if (n == 0)
        return CURAND_STATUS_SUCCESS;
    if (__cr_curand_quasi(g))
        return __cr_curand_generate_quasi(g, out, n, kind, size, mean, stddev, tab);
    if (__cr_curand_mtgp(g))
        return __cr_curand_generate_mtgp(g, out, n, kind, size, mean, stddev, tab);
    if (__cr_curand_mt19937(g))
        return __cr_curand_generate_mt19937(g, out, n, kind, size, mean, stddev, tab);
    bool xorwow = __cr_curand_slotted(g), mrg = g->type == CURAND_RNG_PSEUDO_MRG32K3A;
    bool pairs = kind == __CR_RNG_NORMAL || kind == __CR_RNG_LOG_NORMAL || kind == __CR_RNG_NORMAL_D ||
                 kind == __CR_RNG_LOG_NORMAL_D;
    bool wide = __cr_rng_wide(kind);
    /* the call's slots (XORWOW's from g->pos; Philox's from the one holding value g->pos), the
     * first of them begun already (a Philox call that starts inside a slot), and what a slot
     * takes: draws (XORWOW, MRG32k3a) or blocks (Philox) */
    unsigned long long slots = xorwow ? (pairs ? (n + 1) / 2 : n) : (g->pos % 4 + n + 3) / 4;
    unsigned long long first_slot = xorwow ? g->pos : g->pos / 4, begun = !xorwow && g->pos % 4 ? 1 : 0;
    bool one = kind == __CR_RNG_U32 || kind == __CR_RNG_UNIFORM || kind == __CR_RNG_POISSON_M2;
    unsigned long long per = mrg      ? (pairs || kind == __CR_RNG_POISSON_NORMAL ? 2 : 1)
                             : xorwow ? (one ? 1 : kind == __CR_RNG_NORMAL_D || kind == __CR_RNG_LOG_NORMAL_D ? 4 : 2)
                                      : (wide ? 2 : 1);
    void *dst = out;
    if (g->host && cudaMalloc(&dst, n * size) != cudaSuccess)
        return CURAND_STATUS_ALLOCATION_FAILED;
    cudaMemcpy(g->dcounts, g->counts, g->ngen * sizeof(unsigned long long), cudaMemcpyHostToDevice);
    bool keeps = g->type == CURAND_RNG_PSEUDO_XORWOW && kind == __CR_RNG_POISSON_NORMAL;
    if (keeps && !g->kept) {
        if (!(g->kept = (unsigned char *)calloc(g->ngen, 1)) || cudaMalloc(&g->dkept, g->ngen * sizeof(float2)) != cudaSuccess)
            return CURAND_STATUS_ALLOCATION_FAILED;
        cudaMemset(g->dkept, 0, g->ngen * sizeof(float2));
    }
    if (mrg)
        __cr_rng_slots<curandStateMRG32k3a_t><<<g->ngen / 256, 256, 0, g->stream>>>(dst, n, slots, g->seed, g->pos,
                                                                                    g->dcounts, g->ngen, kind, mean, stddev, tab, 0);
    else if (xorwow)
        __cr_rng_slots<curandStateXORWOW_t><<<g->ngen / 256, 256, 0, g->stream>>>(dst, n, slots, g->seed, g->pos,
                                                                                  g->dcounts, g->ngen, kind, mean, stddev, tab,
                                                                                  keeps ? (float2 *)g->dkept : 0);
    else
        __cr_rng_philox<<<(unsigned int)((slots + 255) / 256), 256, 0, g->stream>>>(dst, n, slots, g->seed, g->pos,
                                                                                    g->dcounts, kind, mean, stddev, tab);
    /* the slots each generator began in this call */
    unsigned long long from = first_slot + begun, count = slots - begun;
    for (unsigned int t = 0; t < g->ngen; t++) {
        unsigned long long first = (t + g->ngen - from % g->ngen) % g->ngen;
        unsigned long long m = first < count ? (count - first + g->ngen - 1) / g->ngen : 0;
        if (keeps && m) { /* the kept value first, then a pair for two values */
            g->counts[t] += 2 * ((m - g->kept[t] + 1) / 2);
            g->kept[t] = (m - g->kept[t]) % 2;
        } else
            g->counts[t] += per * m;
    }
    g->pos += xorwow ? slots : n;
    return __cr_curand_finish(g, out, dst, n * size);
}
static inline curandStatus_t __cr_curand_generate(curandGenerator_t g, void *out, size_t n, int kind, size_t size,
                                                  double mean, double stddev)
{
    return __cr_curand_generate_with(g, out, n, kind, size, mean, stddev, 0);
}
/* 32-bit values from every generator but the 64-bit quasi-random ones, 64-bit values from those alone */
static inline curandStatus_t curandGenerate(curandGenerator_t g, unsigned int *out, size_t n)
{
    return g && __cr_curand_wide(g) ? CURAND_STATUS_TYPE_ERROR : __cr_curand_generate(g, out, n, __CR_RNG_U32, 4, 0, 0);
}
static inline curandStatus_t curandGenerateLongLong(curandGenerator_t g, unsigned long long *out, size_t n)
{
    return g && !__cr_curand_wide(g) ? CURAND_STATUS_TYPE_ERROR : __cr_curand_generate(g, out, n, __CR_RNG_U32, 8, 0, 0);
}

/* the tables of Sobol direction vectors, plain or scrambled (20000 dimensions; host memory),
 * and the scrambled sets' scramble constants (one a dimension) */
static inline curandStatus_t curandGetDirectionVectors32(curandDirectionVectors32_t **vectors,
                                                         curandDirectionVectorSet_t set)
{
    if (set != CURAND_DIRECTION_VECTORS_32_JOEKUO6 && set != CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6)
        return CURAND_STATUS_OUT_OF_RANGE;
    *vectors = (curandDirectionVectors32_t *)(set == CURAND_DIRECTION_VECTORS_32_JOEKUO6
                                                  ? __cr_rt_sobol_vectors(32)
                                                  : __cr_rt_scrambled_sobol_vectors(32));
    return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandGetDirectionVectors64(curandDirectionVectors64_t **vectors,
                                                         curandDirectionVectorSet_t set)
{
    if (set != CURAND_DIRECTION_VECTORS_64_JOEKUO6 && set != CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6)
        return CURAND_STATUS_OUT_OF_RANGE;
    *vectors = (curandDirectionVectors64_t *)(set == CURAND_DIRECTION_VECTORS_64_JOEKUO6
                                                  ? __cr_rt_sobol_vectors(64)
                                                  : __cr_rt_scrambled_sobol_vectors(64));
    return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandGetScrambleConstants32(unsigned int **constants)
{
    *constants = (unsigned int *)__cr_rt_sobol_scramble_constants(32);
    return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandGetScrambleConstants64(unsigned long long **constants)
{
    *constants = (unsigned long long *)__cr_rt_sobol_scramble_constants(64);
    return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandGenerateUniform(curandGenerator_t g, float *out, size_t n) { return __cr_curand_generate(g, out, n, __CR_RNG_UNIFORM, 4, 0, 0); }
static inline curandStatus_t curandGenerateUniformDouble(curandGenerator_t g, double *out, size_t n) { return __cr_curand_generate(g, out, n, __CR_RNG_UNIFORM_D, 8, 0, 0); }
/* XORWOW's and MRG32k3a's normal distributions take an even count (Philox's any), as cuRAND's */
static inline bool __cr_curand_odd(curandGenerator_t g, size_t n) { return g && __cr_curand_slotted(g) && n % 2; }
static inline curandStatus_t curandGenerateNormal(curandGenerator_t g, float *out, size_t n, float mean, float stddev) { return __cr_curand_odd(g, n) ? CURAND_STATUS_LENGTH_NOT_MULTIPLE : __cr_curand_generate(g, out, n, __CR_RNG_NORMAL, 4, mean, stddev); }
static inline curandStatus_t curandGenerateNormalDouble(curandGenerator_t g, double *out, size_t n, double mean, double stddev) { return __cr_curand_odd(g, n) ? CURAND_STATUS_LENGTH_NOT_MULTIPLE : __cr_curand_generate(g, out, n, __CR_RNG_NORMAL_D, 8, mean, stddev); }
static inline curandStatus_t curandGenerateLogNormal(curandGenerator_t g, float *out, size_t n, float mean, float stddev) { return __cr_curand_odd(g, n) ? CURAND_STATUS_LENGTH_NOT_MULTIPLE : __cr_curand_generate(g, out, n, __CR_RNG_LOG_NORMAL, 4, mean, stddev); }
static inline curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t g, double *out, size_t n, double mean, double stddev) { return __cr_curand_odd(g, n) ? CURAND_STATUS_LENGTH_NOT_MULTIPLE : __cr_curand_generate(g, out, n, __CR_RNG_LOG_NORMAL_D, 8, mean, stddev); }

/* ---- Poisson ------------------------------------------------------------------------------
 * What an H200 gives, measured (tests/programs/libs/curand-host-poisson.cu): the probabilities
 * of 0, 1, 2 ... are e^-lambda and then each the last times lambda / k, as long as they are not
 * 0 in double; they make a square histogram (Marsaglia, Tsang and Wang's, built as
 * __cr_square_histogram says) or the distribution function, running sums. The host API takes
 * one 32-bit word a value, where curandGenerate puts it, through the histogram (XORWOW,
 * Philox, MRG32k3a; MTGP32 and Sobol32 when it has at most 256 columns), or inverts the
 * distribution function (MTGP32 and Sobol32 above, Sobol64 from its top 53 bits); above a
 * lambda of 2000 (the pseudo-random generators, Sobol64) or 4000 (MTGP32, Sobol32) it rounds
 * the normal approximation: XORWOW's normal floats as curand_normal gives them (the second of
 * a pair kept for the generator's next value), the first of each slot's pair (MRG32k3a), each
 * of Philox's normal floats (Box-Muller with __sincosf, all three), the inverse normal of the
 * word (the others). */

/* lambda's probabilities from *SHIFT on (*LEN of them, malloc'd). Where e^-lambda is 0 in
 * double (lambda above 745) they start from the mode's and go both ways until they are 0 (not
 * checked against a GPU). */
static inline double *__cr_poisson_pmf(double lambda, unsigned int *shift, unsigned int *len)
{
    double p = exp(-lambda);
    unsigned int lo = 0, hi = 0; /* [lo, hi) */
    double top = p;
    if (p > 0) {
        for (unsigned int k = 0; p > 0; p = p * lambda / ++k)
            hi = k + 1;
    } else {
        unsigned int m = (unsigned int)lambda;
        top = exp(-lambda + m * log(lambda) - lgamma(m + 1.0));
        lo = m;
        for (p = top; lo > 0 && (p = p * lo / lambda) > 0;)
            lo--;
        hi = m + 1;
        for (p = top; (p = p * lambda / hi) > 0;)
            hi++;
    }
    double *r = (double *)malloc((hi - lo) * sizeof(double));
    if (!r)
        return NULL;
    if (lo == 0) {
        p = top;
        for (unsigned int k = 0; k < hi; p = p * lambda / ++k)
            r[k] = p;
    } else {
        unsigned int m = (unsigned int)lambda;
        r[m - lo] = top;
        for (unsigned int k = m; k > lo; k--)
            r[k - 1 - lo] = r[k - lo] * k / lambda;
        for (unsigned int k = m + 1; k < hi; k++)
            r[k - lo] = r[k - 1 - lo] * lambda / k;
    }
    *shift = lo;
    *len = hi - lo;
    return r;
}

/* The square histogram of the N probabilities P (V, K: N each), as cuRAND builds it (fitted to
 * an H200's values): a column is a value's, 1/N wide; a column whose probability is below 1/N
 * is topped up from the donor, the highest-numbered value still above 1/N, the donor's
 * probability going down by as much. Passes over the columns in order top up each one below
 * 1/N (a donor that falls below is topped up in the pass that reaches it, or the next one)
 * until none is left or no donor. */
static inline int __cr_square_histogram(const double *p, unsigned int n, double *V, unsigned int *K)
{
    double a = 1.0 / n, *P = (double *)malloc(n * sizeof(double));
    char *done = (char *)calloc(n, 1);
    if (!P || !done) {
        free(P);
        free(done);
        return -1;
    }
    for (unsigned int i = 0; i < n; i++) {
        P[i] = p[i];
        K[i] = i;
        V[i] = (i + 1) * a;
    }
    long g = (long)n - 1;
    while (g >= 0 && (P[g] < a || done[g]))
        g--;
    for (bool more = true; more && g >= 0;) {
        more = false;
        for (unsigned int i = 0; i < n && g >= 0; i++) {
            if (P[i] >= a || done[i])
                continue;
            K[i] = (unsigned int)g;
            V[i] = i * a + P[i];
            done[i] = 1;
            more = true;
            P[g] = P[g] - (a - P[i]);
            while (g >= 0 && (P[g] < a || done[g]))
                g--;
        }
    }
    free(P);
    free(done);
    return 0;
}

/* lambda's tables in device memory: the histogram (M2) or the distribution function (CDF), or
 * only the normal approximation's mean and deviation; NULL if memory ran out */
static inline struct __cr_poisson_tables *__cr_poisson_make(double lambda, int what)
{
    unsigned int shift = 0, n = 0;
    double *pmf = NULL;
    if (what != __CR_RNG_POISSON_NORMAL && !(pmf = __cr_poisson_pmf(lambda, &shift, &n)))
        return NULL;
    size_t head = (sizeof(struct __cr_poisson_tables) + 15) & ~(size_t)15;
    size_t bytes = head + (what == __CR_RNG_POISSON_M2 ? n * (sizeof(double) + sizeof(unsigned int))
                                                         : n * sizeof(double));
    char *h = (char *)calloc(1, bytes), *d = NULL;
    if (!h || cudaMalloc((void **)&d, bytes) != cudaSuccess) {
        free(pmf);
        free(h);
        return NULL;
    }
    struct __cr_poisson_tables *t = (struct __cr_poisson_tables *)h;
    t->dist.method = what == __CR_RNG_POISSON_M2 ? CURAND_M2 : CURAND_DISCRETE_GAUSS;
    t->dist.mean = lambda;
    t->dist.stddev = sqrt(lambda);
    t->dist.M2 = t->dist.host_M2 = (curandDistributionM2Shift_t)(d + offsetof(struct __cr_poisson_tables, m2));
    t->m2.histogram = t->m2.host_histogram = (curandHistogramM2_t)(d + offsetof(struct __cr_poisson_tables, hist));
    t->m2.shift = t->cdf.shift = shift;
    t->m2.length = t->cdf.length = n;
    int bad = 0;
    if (what == __CR_RNG_POISSON_M2) {
        t->hist.V = t->hist.host_V = (double *)(d + head);
        t->hist.K = t->hist.host_K = (unsigned int *)(d + head + n * sizeof(double));
        bad = __cr_square_histogram(pmf, n, (double *)(h + head), (unsigned int *)(h + head + n * sizeof(double)));
    } else if (what == __CR_RNG_POISSON_CDF) {
        t->cdf.probability = t->cdf.host_probability = (double *)(d + head);
        double sum = 0, *c = (double *)(h + head);
        for (unsigned int k = 0; k < n; k++)
            c[k] = sum += pmf[k];
    }
    free(pmf);
    if (bad || cudaMemcpy(d, h, bytes, cudaMemcpyHostToDevice) != cudaSuccess) {
        free(h);
        cudaFree(d);
        return NULL;
    }
    free(h);
    return (struct __cr_poisson_tables *)d;
}

/* lambda from 0 (not included) to 400000, as cuRAND */
static inline bool __cr_poisson_lambda_ok(double lambda) { return lambda > 0 && lambda <= 400000; }

/* the histogram of lambda for curand_discrete (above 2000: the normal approximation) */
static inline curandStatus_t curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t *out)
{
    if (!out)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (!__cr_poisson_lambda_ok(lambda))
        return CURAND_STATUS_OUT_OF_RANGE;
    struct __cr_poisson_tables *t = __cr_poisson_make(lambda, lambda > 2000 ? __CR_RNG_POISSON_NORMAL : __CR_RNG_POISSON_M2);
    if (!t)
        return CURAND_STATUS_ALLOCATION_FAILED;
    *out = &t->dist; /* the tables' first member */
    return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandDestroyDistribution(curandDiscreteDistribution_t dist)
{
    if (!dist)
        return CURAND_STATUS_NOT_INITIALIZED;
    cudaFree(dist);
    return CURAND_STATUS_SUCCESS;
}

static inline curandStatus_t curandGeneratePoisson(curandGenerator_t g, unsigned int *out, size_t n, double lambda)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (!__cr_poisson_lambda_ok(lambda))
        return CURAND_STATUS_OUT_OF_RANGE;
    bool one_word = __cr_curand_quasi(g) || __cr_curand_mtgp(g); /* one word a value, always */
    /* the method by generator: a square histogram up to 2000 and the normal approximation above
     * (XORWOW, Philox, MRG32k3a, MT19937, though MT19937 takes one word a value), the inverse CDF
     * up to 2000 (the 64-bit Sobol generators), the histogram while the table has at most 256
     * entries, else the CDF, and the normal approximation above 4000 (the other one-word ones) */
    int what;
    if (__cr_curand_wide(g))
        what = lambda > 2000 ? __CR_RNG_POISSON_NORMAL : __CR_RNG_POISSON_CDF;
    else if (one_word) {
        unsigned int shift, len = 0;
        free(__cr_poisson_pmf(lambda, &shift, &len));
        what = lambda > 4000 ? __CR_RNG_POISSON_NORMAL : len <= 256 ? __CR_RNG_POISSON_M2 : __CR_RNG_POISSON_CDF;
    } else
        what = lambda > 2000 ? __CR_RNG_POISSON_NORMAL : __CR_RNG_POISSON_M2;
    struct __cr_poisson_tables *t = __cr_poisson_make(lambda, what);
    if (!t)
        return CURAND_STATUS_ALLOCATION_FAILED;
    curandStatus_t st = __cr_curand_generate_with(g, out, n, what, 4, lambda, sqrt(lambda), t);
    cudaFree(t);
    return st;
}
#endif /* !__CUDA_ARCH__ */
#endif /* __cplusplus */

#endif
