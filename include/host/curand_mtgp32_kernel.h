/* <curand_mtgp32_kernel.h>: MTGP32's device functions (the types: <curand_mtgp32.h>), written
 * for cudarepl; <curand_kernel.h> includes it, as cuRAND's does.
 *
 * All the threads of a block call curand() on the block's state together (a barrier is inside):
 * thread t (its rank in the block, counted as cuRAND counts it) computes the recurrence for the
 * ring's word offset + t from words offset + t, + t + 1 and + t + pos, stores it N = 351 words
 * on, and returns it tempered by word offset + t + pos - 1; then the ring moves on by the
 * block's size. A block of more than N - pos threads would read words its own call is writing:
 * cuRAND allows at most 256. */
#ifndef __CR_CURAND_MTGP32_KERNEL_H
#define __CR_CURAND_MTGP32_KERNEL_H

#include <curand_mtgp32.h>

#ifdef __CUDA_ARCH__

/* the recurrence of set B: X1 and X2 consecutive words, Y the one at pos */
__device__ inline unsigned int _curand_mtgp32_recursion(const mtgp32_kernel_params_t *k, unsigned int x1,
                                                        unsigned int x2, unsigned int y, int b)
{
    unsigned int x = (x1 & k->mask[0]) ^ x2;
    x ^= x << k->sh1_tbl[b];
    y = x ^ (y >> k->sh2_tbl[b]);
    return y ^ k->param_tbl[b][y & 0x0f];
}

/* the tempering of V by T (TABLE: the 32-bit one, or the float one's) */
__device__ inline unsigned int _curand_mtgp32_temper(const unsigned int *table, unsigned int t)
{
    t ^= t >> 16;
    t ^= t >> 8;
    return table[t & 0x0f];
}

/* thread T's word of a call by N threads. SINGLE: the float forms, which, as cuRAND's do, store
 * the new word at ring index T (not offset + T + N), temper it into a float in [1, 2) and leave
 * the ring's move to the thread whose threadIdx.x is 0 */
__device__ inline unsigned int _curand_mtgp32_step(curandStateMtgp32_t *state, unsigned int t, unsigned int n,
                                                   bool single)
{
    const mtgp32_kernel_params_t *k = state->k;
    int b = state->pIdx, pos = (int)k->pos_tbl[b];
    unsigned int *s = state->s, o = (unsigned int)state->offset;
    unsigned int r = _curand_mtgp32_recursion(k, s[(t + o) & MTGP32_STATE_MASK], s[(t + o + 1) & MTGP32_STATE_MASK],
                                              s[(t + o + pos) & MTGP32_STATE_MASK], b);
    s[single ? t : (t + o + MTGPDC_N) & MTGP32_STATE_MASK] = r;
    unsigned int u = s[(t + o + pos - 1) & MTGP32_STATE_MASK];
    unsigned int v = single ? (r >> 9) ^ _curand_mtgp32_temper(k->single_temper_tbl[b], u)
                            : r ^ _curand_mtgp32_temper(k->temper_tbl[b], u);
    __syncthreads();
    if ((single ? threadIdx.x : t) == 0)
        state->offset = (int)((o + n) & MTGP32_STATE_MASK);
    __syncthreads();
    return v;
}

__device__ inline unsigned int _curand_mtgp32_size() { return blockDim.x * blockDim.y * blockDim.z; }

/* the rank of this thread as cuRAND's MTGP32 counts it (for blocks of one or two dimensions the
 * usual rank; the float form counts blockDim.y * blockDim.z + threadIdx.x) */
__device__ inline unsigned int curand(curandStateMtgp32_t *state)
{
    unsigned int t = blockDim.z * blockDim.y * threadIdx.z + blockDim.x * threadIdx.y + threadIdx.x;
    return _curand_mtgp32_step(state, t, _curand_mtgp32_size(), false);
}

/* the word of thread INDEX of a call by N threads, whichever thread asks */
__device__ inline unsigned int curand_mtgp32_specific(curandStateMtgp32_t *state, unsigned char index,
                                                      unsigned char n)
{
    return _curand_mtgp32_step(state, index, n, false);
}

/* a float in [1, 2) from the float tempering */
__device__ inline float curand_mtgp32_single(curandStateMtgp32_t *state)
{
    unsigned int t = blockDim.z * blockDim.y + threadIdx.x;
    return __uint_as_float(_curand_mtgp32_step(state, t, _curand_mtgp32_size(), true));
}
__device__ inline float curand_mtgp32_single_specific(curandStateMtgp32_t *state, unsigned char index,
                                                      unsigned char n)
{
    return __uint_as_float(_curand_mtgp32_step(state, index, n, true));
}

/* the distributions: one word a value (normal ones by the inverse of the normal distribution) */
__device__ inline float curand_uniform(curandStateMtgp32_t *state) { return _curand_uniform(curand(state)); }
__device__ inline double curand_uniform_double(curandStateMtgp32_t *state)
{
    return _curand_uniform_double(curand(state));
}
__device__ inline float curand_normal(curandStateMtgp32_t *state) { return _curand_normal_icdf(curand(state)); }
__device__ inline double curand_normal_double(curandStateMtgp32_t *state)
{
    return _curand_normal_icdf_double(curand(state));
}
__device__ inline float curand_log_normal(curandStateMtgp32_t *state, float mean, float stddev)
{
    return expf(mean + stddev * _curand_normal_icdf(curand(state)));
}
__device__ inline double curand_log_normal_double(curandStateMtgp32_t *state, double mean, double stddev)
{
    return exp(mean + stddev * _curand_normal_icdf_double(curand(state)));
}
__device__ inline unsigned int curand_poisson(curandStateMtgp32_t *state, double lambda)
{
    return _curand_poisson_inversion(curand(state), lambda);
}
__device__ inline unsigned int curand_discrete(curandStateMtgp32_t *state, curandDiscreteDistribution_t dist)
{
    return _curand_discrete(state, dist);
}

#endif /* __CUDA_ARCH__ */

#endif
