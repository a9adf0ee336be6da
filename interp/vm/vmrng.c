/* vmrng.c — cuRAND XORWOW skip-ahead (vmrng.h). */
#include "interp/vm/vmrng.h"

#include <pthread.h>
#include <string.h>

#define BITS 160
#define WORDS 5
#define POWERS (67 + 64) /* M^(2^k) for k < POWERS: offsets need k < 64, subsequences 67..130 */

/* a 160x160 matrix over GF(2), by columns: col[j] is the image of the unit vector e_j */
typedef struct {
    uint32_t col[BITS][WORDS];
} gf2mat;

static gf2mat powers[POWERS];
static pthread_once_t powers_once = PTHREAD_ONCE_INIT;

/* one XORWOW draw's effect on v */
static void xorwow_step(uint32_t v[WORDS])
{
    uint32_t t = v[0] ^ (v[0] >> 2);
    v[0] = v[1];
    v[1] = v[2];
    v[2] = v[3];
    v[3] = v[4];
    v[4] = (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1));
}

/* r := A v (r may be v) */
static void apply(const gf2mat *a, const uint32_t v[WORDS], uint32_t r[WORDS])
{
    uint32_t o[WORDS] = {0};
    for (int w = 0; w < WORDS; w++)
        for (uint32_t bits = v[w]; bits; bits &= bits - 1) {
            const uint32_t *c = a->col[w * 32 + __builtin_ctz(bits)];
            for (int k = 0; k < WORDS; k++)
                o[k] ^= c[k];
        }
    memcpy(r, o, sizeof o);
}

static void make_powers(void)
{
    for (int j = 0; j < BITS; j++) {
        uint32_t e[WORDS] = {0};
        e[j / 32] = 1u << (j % 32);
        xorwow_step(e);
        memcpy(powers[0].col[j], e, sizeof e);
    }
    /* M^(2^k) = (M^(2^(k-1)))^2, a column at a time */
    for (int k = 1; k < POWERS; k++)
        for (int j = 0; j < BITS; j++)
            apply(&powers[k - 1], powers[k - 1].col[j], powers[k].col[j]);
}

void vm_xorwow_skip(uint32_t v[5], uint64_t n, int shift)
{
    pthread_once(&powers_once, make_powers);
    for (int k = 0; n && k + shift < POWERS; k++, n >>= 1)
        if (n & 1)
            apply(&powers[k + shift], v, v);
}
