/* vmrng.c — cuRAND XORWOW and MRG32k3a skip-ahead (vmrng.h). */
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

/* ---- MRG32k3a ---------------------------------------------------------------------------- */

#define MRG_M1 4294967087ull
#define MRG_M2 4294944443ull
#define MRG_POWERS (127 + 64)

typedef struct {
    uint64_t a[3][3];
} mat3;

static mat3 mrg_powers[2][MRG_POWERS]; /* component, k: A^(2^k) */
static pthread_once_t mrg_once = PTHREAD_ONCE_INIT;

static mat3 mat3_mul(const mat3 *x, const mat3 *y, uint64_t m)
{
    mat3 r;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            uint64_t acc = 0;
            for (int k = 0; k < 3; k++)
                acc = (acc + x->a[i][k] * y->a[k][j] % m) % m; /* entries below 2^32: no overflow */
            r.a[i][j] = acc;
        }
    return r;
}

static void make_mrg_powers(void)
{
    /* s' = A s, s = (s0, s1, s2): the new s2 is a12 s1 - a13n s0 (component 1), a21 s2 - a23n s0
     * (component 2) */
    mat3 a1 = {{{0, 1, 0}, {0, 0, 1}, {MRG_M1 - 810728, 1403580, 0}}};
    mat3 a2 = {{{0, 1, 0}, {0, 0, 1}, {MRG_M2 - 1370589, 0, 527612}}};
    mrg_powers[0][0] = a1;
    mrg_powers[1][0] = a2;
    for (int k = 1; k < MRG_POWERS; k++) {
        mrg_powers[0][k] = mat3_mul(&mrg_powers[0][k - 1], &mrg_powers[0][k - 1], MRG_M1);
        mrg_powers[1][k] = mat3_mul(&mrg_powers[1][k - 1], &mrg_powers[1][k - 1], MRG_M2);
    }
}

void vm_mrg32k3a_skip(uint32_t s[6], uint64_t n, int shift)
{
    pthread_once(&mrg_once, make_mrg_powers);
    for (int k = 0; n && k + shift < MRG_POWERS; k++, n >>= 1) {
        if (!(n & 1))
            continue;
        for (int c = 0; c < 2; c++) {
            const mat3 *p = &mrg_powers[c][k + shift];
            uint64_t m = c ? MRG_M2 : MRG_M1, v[3];
            for (int i = 0; i < 3; i++) {
                uint64_t acc = 0;
                for (int j = 0; j < 3; j++)
                    acc = (acc + p->a[i][j] * s[3 * c + j] % m) % m;
                v[i] = acc;
            }
            for (int i = 0; i < 3; i++)
                s[3 * c + i] = (uint32_t)v[i];
        }
    }
}
