/* vmrng.h — the skip-ahead of cuRAND's XORWOW and MRG32k3a generators, natively.
 *
 * <curand_kernel.h> is device C++ (include/host/curand_kernel.h) except for this one step:
 * curand_init(seed, subsequence, offset, &state) moves the generator 2^67 * subsequence +
 * offset draws ahead, which costs a product of 160x160 bit matrices per set bit of the
 * distance. Interpreted per thread, that would make curand_init the slowest call in a program;
 * here it is a few microseconds.
 *
 * XORWOW (Marsaglia's xorshift with a Weyl sequence) keeps five words v[0..4] that a draw
 * shifts linearly over GF(2): v' = M v. Moving n draws ahead is v' = M^n v; the powers
 * M^(2^k), k < 131, are computed once, on first use, by squaring. The Weyl counter d advances
 * by 362437 a draw, which the header adds itself.
 */
#ifndef CR_VMRNG_H
#define CR_VMRNG_H

#include <stdint.h>

/* v := M^(n * 2^shift) v, for shift 0 (draws: skipahead, the offset) or 67 (subsequences:
 * skipahead_sequence). */
void vm_xorwow_skip(uint32_t v[5], uint64_t n, int shift);

/* MRG32k3a (L'Ecuyer's combined multiple recursive generator): its two components s[0..2]
 * (mod 2^32 - 209) and s[3..5] (mod 2^32 - 22853) move n * 2^shift draws ahead, for shift 0
 * (skipahead), 76 (skipahead_subsequence) or 127 (skipahead_sequence): each component times
 * the power of its 3x3 transition matrix. */
void vm_mrg32k3a_skip(uint32_t s[6], uint64_t n, int shift);

/* RNGSKIP's k: XORWOW's shift, or VM_RNG_MRG + MRG32k3a's */
#define VM_RNG_MRG 256

#endif
