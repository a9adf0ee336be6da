/* <curand_mtgp32.h>: the types of cuRAND's MTGP32 generator, Saito and Matsumoto's Mersenne
 * Twister for graphics processors (period 2^11213 - 1), written for cudarepl. Both passes read
 * this file.
 *
 * A generator is a state of 1024 words (the 351 of the recurrence, in a ring) that the threads
 * of one block advance together: each call of curand() by the block's threads (at most 256)
 * gives one number to each and moves the ring on by the block's size. Each of the 200 states a
 * program may make has a parameter set of its own (<curand_mtgp32dc_p_11213.h>), and the sets'
 * tables live on the device in an mtgp32_kernel_params_t (<curand_mtgp32_host.h> makes both). */
#ifndef __CR_CURAND_MTGP32_H
#define __CR_CURAND_MTGP32_H

#define MTGPDC_MEXP 11213
#define MTGPDC_N 351
#define MTGPDC_FLOOR_2P 256
#define MTGPDC_CEIL_2P 512
#define MTGPDC_PARAM_TABLE mtgp32dc_params_fast_11213
#define MTGP32_STATE_SIZE 1024
#define MTGP32_STATE_MASK 1023
#define CURAND_NUM_MTGP32_PARAMS 200
#define MEXP 11213
#define THREAD_NUM MTGPDC_FLOOR_2P
#define LARGE_SIZE (THREAD_NUM * 3)
#define TBL_SIZE 16

/* one parameter set as the dynamic creator gives it */
struct mtgp32_params_fast {
    int mexp;                      /* the Mersenne exponent, 11213 */
    int pos;                       /* where the recurrence picks its third word */
    int sh1, sh2;                  /* its two shifts */
    unsigned int tbl[16];          /* the recurrence's matrix, on 4 bits */
    unsigned int tmp_tbl[16];      /* the tempering matrix */
    unsigned int flt_tmp_tbl[16];  /* the tempering matrix of a float in [1, 2) */
    unsigned int mask;             /* the state's top word mask */
    unsigned char poly_sha1[21];   /* the characteristic polynomial's SHA-1 */
};
typedef struct mtgp32_params_fast mtgp32_params_fast_t;

/* the sets' tables as the device reads them (curandMakeMTGP32Constants) */
struct mtgp32_kernel_params {
    unsigned int pos_tbl[CURAND_NUM_MTGP32_PARAMS];
    unsigned int param_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
    unsigned int temper_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
    unsigned int single_temper_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
    unsigned int sh1_tbl[CURAND_NUM_MTGP32_PARAMS];
    unsigned int sh2_tbl[CURAND_NUM_MTGP32_PARAMS];
    unsigned int mask[1];
};
typedef struct mtgp32_kernel_params mtgp32_kernel_params_t;

/* one generator: the ring, where it starts, its parameter set and the tables */
struct curandStateMtgp32 {
    unsigned int s[MTGP32_STATE_SIZE];
    int offset;
    int pIdx;
    mtgp32_kernel_params_t *k;
};
typedef struct curandStateMtgp32 curandStateMtgp32_t;

#endif
