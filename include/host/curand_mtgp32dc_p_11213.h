/* <curand_mtgp32dc_p_11213.h>: MTGP32's 200 parameter sets for the Mersenne exponent 11213,
 * Saito and Matsumoto's (found by their dynamic creator and published with MTGP: Copyright (c)
 * 2009, 2010 Mutsuo Saito, Makoto Matsumoto and Hiroshima University; (c) 2011 Mutsuo Saito,
 * Makoto Matsumoto, Hiroshima University and University of Tokyo; the new BSD license). cudarepl
 * holds them built in (interp/host/curand_data.c) and gives host code their memory as the array. */
#ifndef __CR_CURAND_MTGP32DC_P_11213_H
#define __CR_CURAND_MTGP32DC_P_11213_H

#include <curand_mtgp32.h>

extern mtgp32_params_fast_t mtgp32dc_params_fast_11213[CURAND_NUM_MTGP32_PARAMS];
static const int mtgpdc_params_11213_num = CURAND_NUM_MTGP32_PARAMS;

#endif
