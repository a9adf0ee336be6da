/* vmwmma.c — the warp matrix functions' fragment layouts and arithmetic, as measured on an H200
 * (docs/libraries.md "<mma.h>").
 *
 * Layouts. Every fragment is made of tiles of 8 rows: a lane holds, in each tile, the elements
 * of row lane/4 at columns (lane%4)*E .. +E-1, where E is 4 bytes' worth of elements for A and
 * B (one for tf32 and double) and two for accumulators. A's and accumulators' tiles go down a
 * 16-row block first, then across, then to the next 16-row block; B is held as its transpose
 * (tiles down k first, then across n). The 8x32x16 shape is the 32x8x16 one transposed (its A
 * is that shape's B transposed, and so on). __half's A and B fragments have 16 elements
 * whatever the shape (the API's num_elements): the elements past the layout's own repeat it.
 *
 * Arithmetic. __half, __nv_bfloat16 and tf32 products are exact; each block of products (16,
 * or 4 for tf32) and the accumulator are added at once: every term sits in a field with two
 * integer bits at its nominal exponent (a product's is the sum of its factors' exponents, plus
 * one), all are aligned to the largest and truncated 26 bits below its top, the sum is exact,
 * and the result is truncated to float (rounded to nearest even to __half for a __half D),
 * going to infinity when it overflows; blocks run one after the other in k order. NaN results
 * are the canonical 0x7fffffff (float) and 0x7fff (__half). double is a chain of fused
 * multiply-adds in k order; its NaN is 0xfff8000000000000. Integers are exact, wrapping, or
 * clamped with satf. */
#include "interp/vm/vmwmma.h"

#include <math.h>
#include <string.h>

static const int shape_mnk[7][3] = {
    {16, 16, 16}, {32, 8, 16}, {8, 32, 16}, {16, 16, 8}, {8, 8, 4}, {8, 8, 32}, {8, 8, 128},
};

static int type_size(int t)
{
    switch (t) {
    case VM_WMMA_TF16: case VM_WMMA_TBF16: return 2;
    case VM_WMMA_TF64: return 8;
    case VM_WMMA_TS8: case VM_WMMA_TU8: return 1;
    default: return 4;
    }
}

static bool packed(int t) { return t == VM_WMMA_TS4 || t == VM_WMMA_TU4 || t == VM_WMMA_TB1; }

bool vm_wmma_geometry(unsigned desc, vm_wmma_geom *g)
{
    int s = VM_WMMA_SHAPE(desc), t = VM_WMMA_TYPE(desc), use = VM_WMMA_USE(desc);
    if (s > VM_WMMA_S8x8x128 || t > VM_WMMA_TS32 || use > VM_WMMA_C)
        return false;
    const int *mnk = shape_mnk[s];
    g->rows = use == VM_WMMA_B ? mnk[2] : mnk[0];
    g->cols = use == VM_WMMA_A ? mnk[2] : mnk[1];
    g->esize = type_size(t);
    g->bits = t == VM_WMMA_TS4 || t == VM_WMMA_TU4 ? 4 : t == VM_WMMA_TB1 ? 1 : 8 * g->esize;
    if (use != VM_WMMA_C && packed(t))
        g->nstore = 1;
    else if (use != VM_WMMA_C && t == VM_WMMA_TF16)
        g->nstore = 16;
    else
        g->nstore = g->rows * g->cols / 32;
    return true;
}

/* (row, col) of storage element I of LANE in a ROWS x COLS matrix of USE whose elements are
 * ESIZE bytes, for the shapes other than 8x32x16 */
static void element_at(int use, int rows, int cols, int esize, int lane, int i, int *row, int *col)
{
    int e_per = use == VM_WMMA_C ? 2 : esize >= 4 ? 1 : 4 / esize;
    int n0 = rows * cols / 32, ii = i % n0, q = ii / e_per, e = ii % e_per;
    int g = lane >> 2, t = lane & 3;
    if (use == VM_WMMA_B) {
        int ktiles = rows / (4 * e_per);
        *row = q % ktiles * 4 * e_per + t * e_per + e;
        *col = q / ktiles * 8 + g;
        return;
    }
    int rt_blk = rows >= 16 ? 2 : 1, ct = cols / (4 * e_per);
    int blk = q / (rt_blk * ct), w = q % (rt_blk * ct);
    *row = blk * 16 + w % rt_blk * 8 + g;
    *col = w / rt_blk * 4 * e_per + t * e_per + e;
}

void vm_wmma_element(unsigned desc, int lane, int i, int *row, int *col)
{
    int s = VM_WMMA_SHAPE(desc), t = VM_WMMA_TYPE(desc), use = VM_WMMA_USE(desc);
    if (use != VM_WMMA_C && packed(t)) {
        int per = t == VM_WMMA_TB1 ? 32 : 8;
        *row = lane >> 2;
        *col = (lane & 3) * per;
        if (use == VM_WMMA_B) {   /* B is col_major: its column lane/4 from k = (lane%4)*per */
            *col = *row;
            *row = (lane & 3) * per;
        }
        return;
    }
    int esize = type_size(t);
    if (s == VM_WMMA_S8x32x16) {
        /* the 32x8x16 layout, transposed */
        int u = use == VM_WMMA_A ? VM_WMMA_B : use == VM_WMMA_B ? VM_WMMA_A : VM_WMMA_C;
        int rows = u == VM_WMMA_A ? 32 : u == VM_WMMA_B ? 16 : 32;
        int cols = u == VM_WMMA_A ? 16 : 8;
        element_at(u, rows, cols, esize, lane, i, col, row);
        return;
    }
    const int *mnk = shape_mnk[s];
    int rows = use == VM_WMMA_B ? mnk[2] : mnk[0], cols = use == VM_WMMA_A ? mnk[2] : mnk[1];
    element_at(use, rows, cols, esize, lane, i, row, col);
}

/* ---- floating-point formats ------------------------------------------------------------ */

typedef struct { int e, m; } fmt;   /* exponent and fraction bits */

static const fmt F16 = {5, 10}, BF16 = {8, 7}, TF32 = {8, 10}, F32 = {8, 23};

enum { ZERO, FINITE, INF, NAN_ };

/* value = (-1)^s * mant * 2^exp; nom: the exponent of the value's leading bit for a normal
 * number, the minimum exponent for a subnormal one */
typedef struct { int s, cls; int64_t mant; int exp, nom; } fval;

static fval decode(fmt f, uint64_t b)
{
    fval v;
    int bias = (1 << (f.e - 1)) - 1, top = (1 << f.e) - 1;
    int field = (int)(b >> f.m) & top;
    uint64_t frac = b & ((1ull << f.m) - 1);
    v.s = (int)(b >> (f.e + f.m)) & 1;
    v.mant = 0;
    v.exp = 0;
    v.nom = 0;
    if (field == top) {
        v.cls = frac ? NAN_ : INF;
        return v;
    }
    v.mant = (int64_t)(field ? frac | 1ull << f.m : frac);
    v.exp = (field ? field : 1) - bias - f.m;
    v.nom = v.exp + f.m;
    v.cls = v.mant ? FINITE : ZERO;
    return v;
}

static int bitlen(uint64_t x) { return x ? 64 - __builtin_clzll(x) : 0; }

/* MAG * 2^QE with sign S in format F: truncated (rne false) or rounded to nearest even;
 * subnormal results are kept, an overflow is infinity */
static uint64_t encode(fmt f, int s, uint64_t mag, int qe, bool rne)
{
    int bias = (1 << (f.e - 1)) - 1;
    uint64_t sign = (uint64_t)s << (f.e + f.m);
    if (mag == 0)
        return sign;
    int lead = qe + bitlen(mag) - 1, emin = 1 - bias;
    int tq = (lead < emin ? emin : lead) - f.m;   /* the quantum of the result */
    int sh = tq - qe;
    uint64_t q;
    if (sh <= 0) {
        q = mag << -sh;
    } else if (sh >= 64) {
        q = 0;
    } else {
        q = mag >> sh;
        if (rne) {
            uint64_t rem = mag - (q << sh), half = 1ull << (sh - 1);
            if (rem > half || (rem == half && (q & 1)))
                q++;
        }
    }
    if (q == 0)
        return 0;   /* a sum below the smallest subnormal: +0 whatever its sign (an H200's result) */
    if (q >> (f.m + 1)) {
        q >>= 1;
        tq++;
    }
    uint64_t field = q >> f.m ? (uint64_t)(tq + f.m + bias) : 0;
    if (field >= (uint64_t)((1 << f.e) - 1))
        return sign | (uint64_t)((1 << f.e) - 1) << f.m;
    return sign | field << f.m | (q & ((1ull << f.m) - 1));
}

static uint64_t inf_bits(fmt f, int s) { return (uint64_t)s << (f.e + f.m) | (uint64_t)((1 << f.e) - 1) << f.m; }
static uint64_t nan_bits(fmt f) { return f.m == 23 ? 0x7fffffffu : 0x7fffu; }

/* One element of D for __half, __nv_bfloat16 and tf32 inputs (see the file comment). A and B
 * are row I of A and column J of B as bit patterns of FI; C in FC; the result in FD. */
static uint64_t dot_block(fmt fi, fmt fc, fmt fd, int block, const uint64_t *a, const uint64_t *b,
                          uint64_t c, int K)
{
    fval cv = decode(fc, c);
    if (cv.cls == NAN_)
        return nan_bits(fd);
    int inf = cv.cls == INF ? (cv.s ? -1 : 1) : 0;
    int accs = cv.s;
    int64_t accm = cv.mant;
    int acce = cv.exp;
    for (int k0 = 0; k0 < K; k0 += block) {
        int64_t tm[17];
        int te[17], ts[17], tn[17], n = 0;
        bool nan = false, pinf = inf > 0, ninf = inf < 0;
        if (accm) {
            ts[n] = accs;
            tm[n] = accm;
            te[n] = acce;
            tn[n] = acce + bitlen((uint64_t)accm);   /* leading bit + 1 */
            n++;
        }
        for (int k = k0; k < k0 + block && k < K; k++) {
            fval x = decode(fi, a[k]), y = decode(fi, b[k]);
            if (x.cls == NAN_ || y.cls == NAN_) {
                nan = true;
            } else if (x.cls == INF || y.cls == INF) {
                if (x.cls == ZERO || y.cls == ZERO)
                    nan = true;
                else if (x.s ^ y.s)
                    ninf = true;
                else
                    pinf = true;
            } else if (x.cls == FINITE && y.cls == FINITE) {
                ts[n] = x.s ^ y.s;
                tm[n] = x.mant * y.mant;
                te[n] = x.exp + y.exp;
                tn[n] = x.nom + y.nom + 1;
                n++;
            }
        }
        if (nan || (pinf && ninf))
            return nan_bits(fd);
        if (pinf || ninf) {
            inf = pinf ? 1 : -1;
            continue;
        }
        if (inf)
            continue;
        if (n == 0) {
            /* zeros only: -0 when the accumulator and every product are -0 (IEEE addition) */
            bool neg = accs;
            for (int k = k0; k < k0 + block && k < K; k++) {
                fval x = decode(fi, a[k]), y = decode(fi, b[k]);
                neg = neg && (x.s ^ y.s);
            }
            accs = neg;
            accm = 0;
            acce = 0;
            if (k0 + block >= K)
                return (uint64_t)neg << (fd.e + fd.m);
            continue;
        }
        int top = INT32_MIN;
        for (int i = 0; i < n; i++)
            top = tn[i] > top ? tn[i] : top;
        int qe = top - 26;
        int64_t sum = 0;
        for (int i = 0; i < n; i++) {
            int sh = te[i] - qe;
            int64_t v = sh >= 0 ? tm[i] << sh : -sh >= 63 ? 0 : tm[i] >> -sh;
            sum += ts[i] ? -v : v;
        }
        int ss = sum < 0;
        uint64_t mag = (uint64_t)(ss ? -sum : sum);
        bool last = k0 + block >= K;
        fmt rf = last ? fd : F32;
        uint64_t bits = encode(rf, ss, mag, qe, last && fd.m == 10);
        if (last)
            return bits;
        fval r = decode(rf, bits);
        if (r.cls == INF) {
            inf = r.s ? -1 : 1;
            continue;
        }
        accs = r.s;
        accm = r.mant;
        acce = r.exp;
    }
    if (inf)
        return inf_bits(fd, inf < 0);
    return encode(fd, accs, (uint64_t)accm, acce, fd.m == 10);
}

static uint64_t rd(const void *p, int size, int i)
{
    uint64_t v = 0;
    memcpy(&v, (const uint8_t *)p + (size_t)i * size, (size_t)size);
    return v;
}

static void wr(void *p, int size, int i, uint64_t v) { memcpy((uint8_t *)p + (size_t)i * size, &v, (size_t)size); }

static bool shape_ok(int s, int t)
{
    switch (t) {
    case VM_WMMA_TF16: case VM_WMMA_TBF16: case VM_WMMA_TS8: case VM_WMMA_TU8:
        return s <= VM_WMMA_S8x32x16;
    case VM_WMMA_TTF32: return s == VM_WMMA_S16x16x8;
    case VM_WMMA_TF64: return s == VM_WMMA_S8x8x4;
    case VM_WMMA_TS4: case VM_WMMA_TU4: return s == VM_WMMA_S8x8x32;
    case VM_WMMA_TB1: return s == VM_WMMA_S8x8x128;
    default: return false;
    }
}

bool vm_wmma_mma_geometry(unsigned desc, vm_wmma_geom g[4])
{
    unsigned base = desc & 0x7f;
    unsigned ct = VM_WMMA_CTYPE(desc), dt = VM_WMMA_DTYPE(desc);
    return vm_wmma_geometry(base | VM_WMMA_A << 7, &g[0]) && vm_wmma_geometry(base | VM_WMMA_B << 7, &g[1]) &&
           vm_wmma_geometry((desc & 7) | ct << 3 | VM_WMMA_C << 7, &g[2]) &&
           vm_wmma_geometry((desc & 7) | dt << 3 | VM_WMMA_C << 7, &g[3]);
}

/* element (r, c) of a matrix, gathered from the lanes' fragments of kind DESC */
static void gather(unsigned desc, const vm_wmma_geom *g, const void *frag, uint64_t *m)
{
    for (int l = 0; l < 32; l++)
        for (int i = 0; i < g->nstore; i++) {
            int r, c;
            vm_wmma_element(desc, l, i, &r, &c);
            if (i >= g->rows * g->cols * g->bits / 8 / g->esize / 32)
                continue;   /* a repeat (__half's A and B): the first holds the value */
            uint64_t v = rd(frag, g->esize, l * g->nstore + i);
            if (g->bits < 8) {
                /* a row of A or a column of B, from the element vm_wmma_element names */
                int per = 32 / g->bits, across = VM_WMMA_USE(desc) == VM_WMMA_A;
                for (int j = 0; j < per; j++) {
                    uint64_t e = v >> (j * g->bits) & ((1u << g->bits) - 1);
                    m[across ? r * g->cols + c + j : (r + j) * g->cols + c] = e;
                }
            } else {
                m[r * g->cols + c] = v;
            }
        }
}

static int64_t int_elem(int t, uint64_t v)
{
    switch (t) {
    case VM_WMMA_TS8: return (int8_t)v;
    case VM_WMMA_TS4: return (int64_t)(v & 15) - (v & 8 ? 16 : 0);
    default: return (int64_t)v;
    }
}

const char *vm_wmma_mma(unsigned desc, void *d, const void *a, const void *b, const void *c)
{
    int s = VM_WMMA_SHAPE(desc), t = VM_WMMA_TYPE(desc);
    int ct = (int)VM_WMMA_CTYPE(desc), dt = (int)VM_WMMA_DTYPE(desc);
    bool flag = VM_WMMA_FLAG(desc);
    if (!shape_ok(s, t))
        return "no mma_sync for this shape and element type";
    bool fl16 = t == VM_WMMA_TF16 || t == VM_WMMA_TBF16 || t == VM_WMMA_TTF32;
    bool f16acc = (ct == VM_WMMA_TF32 || ct == VM_WMMA_TF16) && (dt == VM_WMMA_TF32 || dt == VM_WMMA_TF16);
    if (t == VM_WMMA_TF16 ? !f16acc
        : fl16 ? ct != VM_WMMA_TF32 || dt != VM_WMMA_TF32
        : t == VM_WMMA_TF64 ? ct != VM_WMMA_TF64 || dt != VM_WMMA_TF64
        : ct != VM_WMMA_TS32 || dt != VM_WMMA_TS32)
        return "no mma_sync for these accumulator types with this element type";
    vm_wmma_geom g[4];
    if (!vm_wmma_mma_geometry(desc, g))
        return "bad fragment descriptor";
    int M = g[3].rows, N = g[3].cols, K = g[0].cols;
    uint64_t A[1024], B[1024], C[256], D[256];   /* the largest: b1's 8 x 128 A, 32 x 8 C */
    unsigned base = desc & 0x7f;
    gather(base | VM_WMMA_A << 7, &g[0], a, A);
    gather(base | VM_WMMA_B << 7, &g[1], b, B);
    gather((desc & 7) | (unsigned)ct << 3 | VM_WMMA_C << 7, &g[2], c, C);
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            uint64_t ra[128], cb[128];
            for (int k = 0; k < K; k++) {
                ra[k] = A[i * K + k];
                cb[k] = B[k * N + j];
            }
            uint64_t cv = C[i * N + j], r;
            if (fl16) {
                fmt fi = t == VM_WMMA_TF16 ? F16 : t == VM_WMMA_TBF16 ? BF16 : TF32;
                if (t == VM_WMMA_TTF32)
                    for (int k = 0; k < K; k++) {   /* the low 13 bits are not read */
                        ra[k] >>= 13;
                        cb[k] >>= 13;
                    }
                r = dot_block(fi, ct == VM_WMMA_TF16 ? F16 : F32, dt == VM_WMMA_TF16 ? F16 : F32,
                              t == VM_WMMA_TTF32 ? 4 : 16, ra, cb, cv, K);
            } else if (t == VM_WMMA_TF64) {
                double acc, x, y;
                memcpy(&acc, &cv, 8);
                for (int k = 0; k < K; k++) {
                    memcpy(&x, &ra[k], 8);
                    memcpy(&y, &cb[k], 8);
                    acc = fma(x, y, acc);
                }
                memcpy(&r, &acc, 8);
                if (isnan(acc))
                    r = 0xfff8000000000000ull;
            } else {
                int64_t sum = (int32_t)(uint32_t)cv;
                for (int k = 0; k < K; k++) {
                    if (t == VM_WMMA_TB1)
                        sum += flag ? (ra[k] & cb[k]) : (ra[k] ^ cb[k]);
                    else
                        sum += int_elem(t, ra[k]) * int_elem(t, cb[k]);
                }
                if (flag && t != VM_WMMA_TB1)
                    sum = sum > INT32_MAX ? INT32_MAX : sum < INT32_MIN ? INT32_MIN : sum;
                r = (uint32_t)sum;
            }
            D[i * N + j] = r;
        }
    unsigned dd = (desc & 7) | (unsigned)dt << 3 | VM_WMMA_C << 7;
    for (int l = 0; l < 32; l++)
        for (int i = 0; i < g[3].nstore; i++) {
            int r, cc;
            vm_wmma_element(dd, l, i, &r, &cc);
            wr(d, g[3].esize, l * g[3].nstore + i, D[r * N + cc]);
        }
    return NULL;
}
