/* <curand_mtgp32_host.h>: what host code does to give kernels MTGP32 generators (the device
 * API's curandStateMtgp32), written for cudarepl:
 *   curandMakeMTGP32Constants(params, k): the 200 sets' tables into k, an
 *     mtgp32_kernel_params_t in device memory;
 *   curandMakeMTGP32KernelState(states, params, k, n, seed): n states in device memory, state i
 *     with set i and the seed (seed ^ (seed >> 32)) + i + 1 (mtgp32_init_state), as cuRAND seeds
 *     them. */
#ifndef __CR_CURAND_MTGP32_HOST_H
#define __CR_CURAND_MTGP32_HOST_H

#include <curand.h>
#include <curand_mtgp32.h>

#ifdef __cplusplus
#ifndef __CUDA_ARCH__
#include <stdlib.h>
#include <string.h>

/* a ring's first words from a 32-bit seed: the words filled with a byte of the set's hidden
 * seed, then Knuth's multiplier 1812433253 over the seed and the hidden seed, as MTGP's
 * reference seeds it */
static inline void mtgp32_init_state(unsigned int state[], const mtgp32_params_fast_t *para, unsigned int seed)
{
    int size = para->mexp / 32 + 1;
    unsigned int hidden = para->tbl[4] ^ (para->tbl[8] << 16), b = hidden;
    b += b >> 16;
    b += b >> 8;
    memset(state, (int)(b & 0xff), sizeof(unsigned int) * (size_t)size);
    state[0] = seed;
    state[1] = hidden;
    for (int i = 1; i < size; i++)
        state[i] ^= 1812433253u * (state[i - 1] ^ (state[i - 1] >> 30)) + (unsigned int)i;
}

static inline curandStatus_t curandMakeMTGP32Constants(const mtgp32_params_fast_t params[], mtgp32_kernel_params_t *p)
{
    mtgp32_kernel_params_t *h = (mtgp32_kernel_params_t *)calloc(1, sizeof *h);
    if (!h)
        return CURAND_STATUS_ALLOCATION_FAILED;
    h->mask[0] = params[0].mask;
    for (int i = 0; i < CURAND_NUM_MTGP32_PARAMS; i++) {
        h->pos_tbl[i] = (unsigned int)params[i].pos;
        h->sh1_tbl[i] = (unsigned int)params[i].sh1;
        h->sh2_tbl[i] = (unsigned int)params[i].sh2;
        for (int j = 0; j < TBL_SIZE; j++) {
            h->param_tbl[i][j] = params[i].tbl[j];
            h->temper_tbl[i][j] = params[i].tmp_tbl[j];
            h->single_temper_tbl[i][j] = params[i].flt_tmp_tbl[j];
        }
    }
    curandStatus_t st = cudaMemcpy(p, h, sizeof *h, cudaMemcpyHostToDevice) == cudaSuccess
                            ? CURAND_STATUS_SUCCESS : CURAND_STATUS_INITIALIZATION_FAILED;
    free(h);
    return st;
}

static inline curandStatus_t curandMakeMTGP32KernelState(curandStateMtgp32_t *s, mtgp32_params_fast_t params[],
                                                         mtgp32_kernel_params_t *k, int n, unsigned long long seed)
{
    curandStateMtgp32_t *h = (curandStateMtgp32_t *)calloc(n > 0 ? (size_t)n : 1, sizeof *h);
    if (!h)
        return CURAND_STATUS_ALLOCATION_FAILED;
    seed ^= seed >> 32;
    for (int i = 0; i < n; i++) {
        mtgp32_init_state(h[i].s, &params[i], (unsigned int)seed + (unsigned int)i + 1u);
        h[i].offset = 0;
        h[i].pIdx = i;
        h[i].k = k;
    }
    curandStatus_t st = cudaMemcpy(s, h, sizeof *h * (size_t)n, cudaMemcpyHostToDevice) == cudaSuccess
                            ? CURAND_STATUS_SUCCESS : CURAND_STATUS_INITIALIZATION_FAILED;
    free(h);
    return st;
}
#endif /* !__CUDA_ARCH__ */
#endif /* __cplusplus */

#endif
