/* vmrng.h — the skip-ahead of cuRAND's XORWOW generator, natively.
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

#endif
