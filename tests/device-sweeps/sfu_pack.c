/* sfu_pack.c — makes interp/vm/sfu_tables.bin from the tables sfu.cu and sfu2.cu measured on
 * an H200.
 *
 *   cc -O2 -o sfu_pack tests/device-sweeps/sfu_pack.c -lz
 *   ./sfu_pack OLD.bin PACK interp/vm/sfu_tables.bin
 *   ./sfu_pack -tanh OLD.bin TANH_TABLE interp/vm/sfu_tables.bin
 *
 * OLD.bin is the previous file (its first four tables, from sfu.cu, are kept); PACK is the
 * pack0.bin that sfu2.cu writes (named tables of d8 results, each zlib'd); what follows OLD's
 * first zlib stream (the tanh table's) is kept as it is. With -tanh, OLD's first stream is kept
 * and the tanh table made from the tanh_table.bin that tanh_table.cu writes.
 *
 * The file is a zlib stream of "SFU2", then nine tables, each a header {uint32 count,
 * int32 kind, uint32 first result's bits} and a body by kind:
 *   kind 1 or -1: count 2-bit fields, four to a byte, low bits first: field i is
 *                 (result[i] - result[i-1]) * kind, 0 to 3 (field 0 is 0);
 *   kind 2:       uint32 length, then that many bytes, one for each next result: the change
 *                 of the step (result[i] - result[i-1]) from the step before it, as a signed
 *                 byte, or -128 and result[i]'s four bytes (the first step is 0);
 *   kind 3:       count 2-bit fields, the amount by which a result's bits are below those
 *                 predicted from the table before it (lg2_tables says how).
 * Tables: rcp (1, 2) * 2^-23 k, rsqrt [1, 4), ex2 of k 2^-23, ex2 of -k 2^-23 (sfu.cu);
 * lg2 on [1, 2) and [0.5, 1) (two tables, lg2_tables), sin of k 2^-25 turns for the
 * first quadrant, rcp64h and rsq64h of the high words of [1, 2) and [1, 4) (sfu2.cu). A second
 * zlib stream follows, which sfu.c unpacks only when tanh.approx is first used: "TANH" and one
 * table of kind 2, the results for the positive operands MUFU.TANH distinguishes, binades
 * 2^-8 .. 2^2 one after the other, each read with as many significand bits as the unit reads
 * there (tanh_table.cu). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static unsigned char *out;
static size_t len;

static void put(const void *p, size_t n)
{
    memcpy(out + len, p, n);
    len += n;
}

static void die(const char *what)
{
    fprintf(stderr, "sfu_pack: %s\n", what);
    exit(1);
}

static unsigned char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        die(path);
    fseek(f, 0, SEEK_END);
    *n = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *b = malloc(*n);
    if (fread(b, 1, *n, f) != *n)
        die(path);
    fclose(f);
    return b;
}

/* the results of table NAME in the pack (d8, zlib'd), *n of them */
static uint32_t *from_pack(const unsigned char *pk, size_t pn, const char *name, uint32_t *n)
{
    size_t p = 0;
    while (p + 36 <= pn) {
        uint32_t L;
        memcpy(&L, pk + p + 32, 4);
        if (!strncmp((const char *)pk + p, name, 32)) {
            uLongf ul = 48u << 20;
            unsigned char *u = malloc(ul);
            if (uncompress(u, &ul, pk + p + 36, L) != Z_OK)
                die(name);
            uint32_t *r = malloc(4 * ul), m = 0, cur;
            memcpy(&cur, u, 4);
            r[m++] = cur;
            for (size_t q = 4; q < ul;) {
                signed char c = (signed char)u[q];
                if (c == -128) {
                    memcpy(&cur, u + q + 1, 4);
                    q += 5;
                } else {
                    cur += (uint32_t)(int32_t)c;
                    q++;
                }
                r[m++] = cur;
            }
            free(u);
            *n = m;
            return r;
        }
        p += 36 + L;
    }
    die(name);
    return NULL;
}

static void header(uint32_t n, int32_t kind, uint32_t first)
{
    put(&n, 4);
    put(&kind, 4);
    put(&first, 4);
}

static void fields(const uint32_t *f, uint32_t n)
{
    unsigned char *b = calloc(n / 4, 1);
    for (uint32_t i = 0; i < n; i++) {
        if (f[i] > 3)
            die("a field does not fit two bits");
        b[i / 4] |= (unsigned char)(f[i] << (2 * (i % 4)));
    }
    put(b, n / 4);
    free(b);
}

static void steps2(const uint32_t *r, uint32_t n, int32_t dir)
{
    uint32_t *f = calloc(n, 4);
    for (uint32_t i = 1; i < n; i++) {
        int64_t d = ((int64_t)r[i] - (int64_t)r[i - 1]) * dir;
        if (d < 0 || d > 3)
            die("a step does not fit two bits");
        f[i] = (uint32_t)d;
    }
    header(n, dir, r[0]);
    fields(f, n);
    free(f);
}

/* kind 2: each result's step from the one before, as the change from the step before it */
static void bytes(const uint32_t *r, uint32_t n)
{
    unsigned char *b = malloc(5 * (size_t)n);
    uint32_t m = 0;
    int64_t prev = 0;
    for (uint32_t i = 1; i < n; i++) {
        int64_t s = (int64_t)r[i] - (int64_t)r[i - 1], d = s - prev;
        if (d > -128 && d <= 127) {
            b[m++] = (unsigned char)(signed char)d;
        } else {
            b[m++] = 0x80;
            memcpy(b + m, &r[i], 4);
            m += 4;
        }
        prev = s;
    }
    header(n, 2, r[0]);
    put(&m, 4);
    put(b, m);
    free(b);
}

static float flt(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static uint32_t trunc_bits(double g)
{
    float p = (float)g;
    if ((double)p > g)
        p = nextafterf(p, 0.0f);
    uint32_t b;
    memcpy(&b, &p, 4);
    return b;
}

/* lg2: lg2[m] on [1, 2) and neg[m] on [0.5, 1) (1 + m 2^-23 times 2^0 and 2^-1). The first
 * table holds the more precise of the two: lg2[m] while it is below 0.5, then neg[m]; the
 * second, how far (0 to 3) the other's bits are below those of its prediction from the
 * first: -(1 - lg2[m]) and 1 + neg[m], each truncated toward zero (sfu.c: lg2_pair). */
static void lg2_tables(const uint32_t *lg2, const uint32_t *neg, uint32_t n)
{
    uint32_t *p = malloc(4 * (size_t)n), *f = calloc(n, 4);
    for (uint32_t m = 0; m < n; m++) {
        int64_t d;
        if (flt(lg2[m]) < 0.5f) {
            p[m] = lg2[m];
            d = (int64_t)(trunc_bits(1.0 - (double)flt(lg2[m])) | 0x80000000u) - (int64_t)neg[m];
        } else {
            p[m] = neg[m];
            d = (int64_t)trunc_bits(1.0 + (double)flt(neg[m])) - (int64_t)lg2[m];
        }
        if (d < 0 || d > 3)
            die("lg2 on [0.5, 1) is not within 3 of its prediction");
        f[m] = (uint32_t)d;
    }
    bytes(p, n);
    header(n, 3, 0);
    fields(f, n);
    free(p);
    free(f);
}

/* the length of OLD's magic and first COUNT tables */
static size_t tables_length(const unsigned char *old, size_t len, int count)
{
    size_t keep = 4;
    for (int t = 0; t < count; t++) {
        uint32_t n, m;
        int32_t kind;
        if (keep + 16 > len)
            die("OLD.bin has fewer tables than it should");
        memcpy(&n, old + keep, 4);
        memcpy(&kind, old + keep + 4, 4);
        memcpy(&m, old + keep + 12, 4);
        keep += kind == 2 ? 16 + (size_t)m : 12 + n / 4;
    }
    return keep;
}

/* tanh_table.cu's positive binades (its steps format) as one table of results */
static uint32_t *tanh_results(const unsigned char *b, size_t n, uint32_t *count)
{
    uint32_t *r = malloc(n), m = 0;
    for (size_t p = 0; p + 16 <= n;) {
        int32_t h[4];
        memcpy(h, b + p, 16);
        p += 16;
        if (p + 4 * ((size_t)(uint32_t)h[2] - 1) > n)
            die("the tanh table is cut short");
        if (h[1] == 0) {
            r[m++] = (uint32_t)h[3];
            for (uint32_t i = 1; i < (uint32_t)h[2]; i++, m++) {
                int32_t s;
                memcpy(&s, b + p + 4 * (i - 1), 4);
                r[m] = r[m - 1] + (uint32_t)s;
            }
        }
        p += 4 * ((size_t)(uint32_t)h[2] - 1);
    }
    *count = m;
    return r;
}

int main(int argc, char **argv)
{
    int tanh_mode = argc == 5 && !strcmp(argv[1], "-tanh");
    if (argc != 4 && !tanh_mode) {
        fprintf(stderr, "usage: sfu_pack OLD.bin PACK OUT\n       sfu_pack -tanh OLD.bin TANH_TABLE OUT\n");
        return 2;
    }
    argv += tanh_mode;
    size_t on, pn;
    unsigned char *oz = slurp(argv[1], &on), *pk = slurp(argv[2], &pn);
    uLongf ol = 96u << 20;
    uLong first = on;
    unsigned char *old = malloc(ol);
    if (uncompress2(old, &ol, oz, &first) != Z_OK || memcmp(old, "SFU", 3))
        die("OLD.bin is not an SFU table file");
    /* from sfu.cu, the first four tables; with -tanh, all nine */
    size_t keep = tables_length(old, ol, tanh_mode ? 9 : 4);
    out = malloc(keep + (96u << 20));
    put("SFU2", 4);
    put(old + 4, keep - 4);
    const unsigned char *tail = oz + first; /* the tanh stream, zlib'd */
    size_t tail_len = on - first, main_len = 0;
    if (tanh_mode) {
        uint32_t n;
        uint32_t *t = tanh_results(pk, pn, &n);
        if (n != 9830400)
            die("the tanh table does not hold 9830400 positive operands");
        main_len = len;
        put("TANH", 4);
        bytes(t, n);
        tail_len = 0;
        goto write;
    }

    uint32_t n0, n1, k, nr, nq;
    uint32_t *lg2 = from_pack(pk, pn, "lg2_e0", &n0), *neg = from_pack(pk, pn, "lg2_em1", &n1);
    if (n0 != n1)
        die("the lg2 tables differ in length");
    lg2_tables(lg2, neg, n0);
    /* sin: quadrant 0 is k 2^-25 turns, k < 2^23; binade [2^-b, 2^-b+1) of turns (b >= 3)
     * holds k = (2^23 + i) >> (b - 2) */
    uint32_t *q = calloc(1u << 23, 4);
    for (int b = 3; b <= 25; b++) {
        char name[32];
        snprintf(name, sizeof name, "rsin_k%d", b);
        uint32_t *s = from_pack(pk, pn, name, &k);
        for (uint32_t i = 0; i < k; i++)
            q[((1u << 23) + i) >> (b - 2)] = s[i];
        free(s);
    }
    q[0] = 0;
    bytes(q, 1u << 23);
    uint32_t *rcp = from_pack(pk, pn, "rcp64_e0", &nr), *rsq = from_pack(pk, pn, "rsq64_e0_1", &nq);
    steps2(rcp, nr, -1);
    steps2(rsq, nq, -1);

    main_len = len;
write:;
    FILE *f = fopen(argv[3], "wb");
    if (!f)
        die(argv[3]);
    size_t total = 0;
    for (int part = 0; part < 2; part++) { /* the nine tables; the tanh table */
        const unsigned char *from = out + (part ? main_len : 0);
        size_t n = part ? len - main_len : main_len;
        if (!n)
            continue;
        uLongf clen = compressBound(n);
        unsigned char *c = malloc(clen);
        if (compress2(c, &clen, from, n, 9) != Z_OK || fwrite(c, 1, clen, f) != clen)
            die(argv[3]);
        total += clen;
        free(c);
    }
    if (tail_len && fwrite(tail, 1, tail_len, f) != tail_len)
        die(argv[3]);
    if (fclose(f))
        die(argv[3]);
    printf("%zu bytes, %zu compressed\n", len, total + tail_len);
    return 0;
}
