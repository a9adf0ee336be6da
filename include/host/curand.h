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
 *     draw for a 32-bit value, a float or a double, two for a pair of normal floats (Box-Muller
 *     with __sincosf) or doubles.
 *   Philox4_32_10: G = 65536 subsequences; a slot is four values from the subsequence's next
 *     block (32-bit values, floats, two pairs of normal floats) or from its next two blocks
 *     (doubles; normal doubles, a pair from each block); a call begins at the value where the
 *     last one ended, inside that slot if it ended inside one.
 * curandSetGeneratorOffset(g, k) starts where k values of 32 bits would have left it. Normal
 * floats come from Box-Muller with the SFU's sine and cosine, which cudarepl models to a few
 * units in the last place (docs/libraries.md).
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
 *     them all: a few seconds).
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
};
typedef struct curandGenerator_st *curandGenerator_t;

/* MTGP32's parameter sets, for the generator below (the C view declares the array) */
#include <curand_mtgp32dc_p_11213.h>

/* The rest is C++: the C view of this header (host code's, written as C) has the types only. */
#ifdef __cplusplus
#include <curand_mtgp32_host.h>

/* what a kernel of this header computes */
enum { __CR_RNG_U32, __CR_RNG_UNIFORM, __CR_RNG_NORMAL, __CR_RNG_LOG_NORMAL, __CR_RNG_UNIFORM_D,
       __CR_RNG_NORMAL_D, __CR_RNG_LOG_NORMAL_D };

#define __CR_XORWOW_GENERATORS 4096u
#define __CR_MTGP_GENERATORS 192u
#define __CR_MRG_GENERATORS 81920u
#define __CR_PHILOX_SUBSEQUENCES 65536ull

/* What one slot takes from generator state S: a 32-bit word, a float, a double, a pair of
 * normal floats or of normal doubles. XORWOW: one draw, one, two (_hq), two (Box-Muller), four;
 * MRG32k3a: one draw, one, one, two, two (its device API's, but for the sine and cosine of the
 * normal floats). __cr_slot_draws says how many. */
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
/* the host generator's MRG32k3a normal floats: Box-Muller with the SFU's sine and cosine
 * (__sincosf), unlike the device API's curand_normal (an H100's 2026-12-06 run) */
__device__ inline float2 __cr_slot_normal2(curandStateMRG32k3a_t *s)
{
    float x = curand_uniform(s), y = curand_uniform(s) * 6.2831855f, r = sqrtf(-2.0f * logf(x));
    float2 v;
    __sincosf(y, &v.x, &v.y);
    v.x *= r;
    v.y *= r;
    return v;
}
__device__ inline double2 __cr_slot_normal2_d(curandStateMRG32k3a_t *s) { return _curand_normal2_double_draws(s); }

/* generator T of a slot generator (XORWOW, MRG32k3a; T of NGEN): its slots of a call (slot i is
 * generator (POS + i) % NGEN's), a slot being one value, or a pair of normal values; COUNTS:
 * each generator's draws so far */
template <class S>
__global__ void __cr_rng_slots(void *out, unsigned long long n, unsigned long long slots, unsigned long long seed,
                               unsigned long long pos, const unsigned long long *counts, unsigned int ngen, int kind,
                               double mean, double stddev)
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
        if (kind == __CR_RNG_U32) {
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
                                double stddev)
{
    unsigned long long j = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (j >= slots)
        return;
    int wide = kind >= __CR_RNG_UNIFORM_D; /* two blocks a slot */
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
        if (kind == __CR_RNG_U32) {
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
__device__ void __cr_rng_sobol_value(void *out, unsigned long long i, W x, int kind, double mean, double stddev)
{
    if (kind == __CR_RNG_U32) {
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
                               const W *vecs, const W *scramble, int kind, double mean, double stddev)
{
    unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned long long per = n / dims, d = i / per;
    W x = _curand_sobol_point(vecs + 8 * sizeof(W) * d, scramble ? scramble[d] : (W)0, (W)(pos + i % per));
    __cr_rng_sobol_value(out, i, x, kind, mean, stddev);
}

/* MTGP32: block B is generator B, whose round r is slot 192 r + B of the stream (words 256 k ..
 * 256 k + 255 of slot k). The call writes words POS .. POS + N - 1. A generator's state in
 * STATES is kept at the first round not wholly taken: the call's last slot, if it takes only
 * part of it, is worked out again by the next call (the state is stored before it). The state
 * works in shared memory. */
__global__ void __cr_rng_mtgp(void *out, unsigned long long n, unsigned long long pos, curandStateMtgp32 *states,
                              int kind, double mean, double stddev)
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
        if (kind == __CR_RNG_U32)
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
                               double stddev)
{
    unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned int x = words[i];
    if (kind == __CR_RNG_UNIFORM)
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
#include <stdlib.h>


/* a generator that has made K values of 32 bits from the start: its position, and the slots
 * each generator began (XORWOW: a slot a value; Philox: a slot four values) */
static inline bool __cr_curand_slotted(curandGenerator_t g)
{
    return g->type == CURAND_RNG_PSEUDO_XORWOW || g->type == CURAND_RNG_PSEUDO_MRG32K3A;
}
static inline void __cr_curand_seek(curandGenerator_t g, unsigned long long k)
{
    g->pos = k;
    unsigned long long began = __cr_curand_slotted(g) ? k : (k + 3) / 4;
    for (unsigned int t = 0; t < g->ngen; t++)
        g->counts[t] = began / g->ngen + (t < began % g->ngen ? 1 : 0);
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
                                                        size_t size, double mean, double stddev)
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
            (const unsigned long long *)g->dscramble, kind, mean, stddev);
    else
        __cr_rng_sobol<unsigned int><<<blocks, 256, 0, g->stream>>>(dst, n, g->dims, g->pos,
                                                                   (const unsigned int *)g->dvectors,
                                                                   (const unsigned int *)g->dscramble, kind, mean,
                                                                   stddev);
    g->pos += n / g->dims;
    return __cr_curand_finish(g, out, dst, n * size);
}

/* MTGP32's N values: the generators made again if the seed changed, then each one's rounds of
 * the call's slots */
static inline curandStatus_t __cr_curand_generate_mtgp(curandGenerator_t g, void *out, size_t n, int kind,
                                                       size_t size, double mean, double stddev)
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
                                            stddev);
    g->pos += n;
    return __cr_curand_finish(g, out, dst, n * size);
}

/* N values from MT19937: the words from the runtime (which makes the generator's copies at the
 * first call after the seed changed), then their values */
static inline curandStatus_t __cr_curand_generate_mt19937(curandGenerator_t g, void *out, size_t n, int kind,
                                                          size_t size, double mean, double stddev)
{
    if (g->stale) {
        g->pos = 0;
        g->stale = 0;
    }
    unsigned int *w = (unsigned int *)malloc(n * sizeof(unsigned int));
    if (!w || __cr_rt_mt19937_words(&g->mt19937, g->seed, g->pos, n, w)) {
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
                                                                            kind, mean, stddev);
    return __cr_curand_finish(g, out, dst, n * size);
}

/* N values of KIND (of SIZE bytes each) into OUT: launched on the device, or, for a host
 * generator, into device memory and copied out */
static inline curandStatus_t __cr_curand_generate(curandGenerator_t g, void *out, size_t n, int kind, size_t size,
                                                  double mean, double stddev)
{
    if (!g)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (cudaPeekAtLastError() != cudaSuccess)
        return CURAND_STATUS_PREEXISTING_FAILURE;
    if (n == 0)
        return CURAND_STATUS_SUCCESS;
    if (__cr_curand_quasi(g))
        return __cr_curand_generate_quasi(g, out, n, kind, size, mean, stddev);
    if (__cr_curand_mtgp(g))
        return __cr_curand_generate_mtgp(g, out, n, kind, size, mean, stddev);
    if (__cr_curand_mt19937(g))
        return __cr_curand_generate_mt19937(g, out, n, kind, size, mean, stddev);
    bool xorwow = __cr_curand_slotted(g), mrg = g->type == CURAND_RNG_PSEUDO_MRG32K3A;
    bool pairs = kind == __CR_RNG_NORMAL || kind == __CR_RNG_LOG_NORMAL || kind >= __CR_RNG_NORMAL_D;
    bool wide = kind >= __CR_RNG_UNIFORM_D;
    /* the call's slots (XORWOW's from g->pos; Philox's from the one holding value g->pos), the
     * first of them begun already (a Philox call that starts inside a slot), and what a slot
     * takes: draws (XORWOW, MRG32k3a) or blocks (Philox) */
    unsigned long long slots = xorwow ? (pairs ? (n + 1) / 2 : n) : (g->pos % 4 + n + 3) / 4;
    unsigned long long first_slot = xorwow ? g->pos : g->pos / 4, begun = !xorwow && g->pos % 4 ? 1 : 0;
    unsigned long long per = mrg      ? (pairs ? 2 : 1)
                             : xorwow ? (kind == __CR_RNG_U32 || kind == __CR_RNG_UNIFORM ? 1 : kind >= __CR_RNG_NORMAL_D ? 4 : 2)
                                      : (wide ? 2 : 1);
    void *dst = out;
    if (g->host && cudaMalloc(&dst, n * size) != cudaSuccess)
        return CURAND_STATUS_ALLOCATION_FAILED;
    cudaMemcpy(g->dcounts, g->counts, g->ngen * sizeof(unsigned long long), cudaMemcpyHostToDevice);
    if (mrg)
        __cr_rng_slots<curandStateMRG32k3a_t><<<g->ngen / 256, 256, 0, g->stream>>>(dst, n, slots, g->seed, g->pos,
                                                                                    g->dcounts, g->ngen, kind, mean, stddev);
    else if (xorwow)
        __cr_rng_slots<curandStateXORWOW_t><<<g->ngen / 256, 256, 0, g->stream>>>(dst, n, slots, g->seed, g->pos,
                                                                                  g->dcounts, g->ngen, kind, mean, stddev);
    else
        __cr_rng_philox<<<(unsigned int)((slots + 255) / 256), 256, 0, g->stream>>>(dst, n, slots, g->seed, g->pos,
                                                                                    g->dcounts, kind, mean, stddev);
    /* the slots each generator began in this call */
    unsigned long long from = first_slot + begun, count = slots - begun;
    for (unsigned int t = 0; t < g->ngen; t++) {
        unsigned long long first = (t + g->ngen - from % g->ngen) % g->ngen;
        g->counts[t] += per * (first < count ? (count - first + g->ngen - 1) / g->ngen : 0);
    }
    g->pos += xorwow ? slots : n;
    return __cr_curand_finish(g, out, dst, n * size);
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
#endif /* !__CUDA_ARCH__ */
#endif /* __cplusplus */

#endif
