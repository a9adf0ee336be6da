/* sfu_pack.c — makes interp/vm/sfu_tables.bin from the tables sfu.cu measured on an H200.
 *
 *   cc -O2 -o sfu_pack tests/device-sweeps/sfu_pack.c -lz
 *   ./sfu_pack DIR interp/vm/sfu_tables.bin     (DIR holds rcp_1_2.d8 ... ex2_m1_0.d8)
 *
 * The file is one zlib stream of: "SFU1", then four tables (rcp, rsqrt, ex2 of k * 2^-23,
 * ex2 of -k * 2^-23), each a header {uint32 count, int32 direction, uint32 first result's
 * bits} and count 2-bit fields, four to a byte, low bits first: field i is
 * (result[i] - result[i-1]) * direction, which is 0 to 3 for all of them (field 0 is 0). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static uint32_t *load(const char *dir, const char *name, uint32_t n)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.d8", dir, name);
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(1);
    }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *b = malloc((size_t)size);
    if (fread(b, 1, (size_t)size, f) != (size_t)size)
        exit(1);
    fclose(f);
    uint32_t *r = malloc((size_t)n * 4);
    memcpy(&r[0], b, 4);
    long p = 4;
    for (uint32_t i = 1; i < n; i++) {
        signed char d = (signed char)b[p++];
        if (d == -128) {
            memcpy(&r[i], b + p, 4);
            p += 4;
        } else {
            r[i] = r[i - 1] + (uint32_t)(int32_t)d;
        }
    }
    free(b);
    return r;
}

static unsigned char *out;
static size_t len;

static void put(const void *p, size_t n)
{
    memcpy(out + len, p, n);
    len += n;
}

static void table(const uint32_t *r, uint32_t n, int32_t dir)
{
    put(&n, 4);
    put(&dir, 4);
    put(&r[0], 4);
    unsigned char *f = calloc(n / 4, 1);
    for (uint32_t i = 1; i < n; i++) {
        int64_t d = ((int64_t)r[i] - (int64_t)r[i - 1]) * dir;
        if (d < 0 || d > 3) {
            fprintf(stderr, "sfu_pack: step %lld at %u does not fit two bits\n", (long long)d, i);
            exit(1);
        }
        f[i / 4] |= (unsigned char)(d << (2 * (i % 4)));
    }
    put(f, n / 4);
    free(f);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: sfu_pack DIR OUT\n");
        return 2;
    }
    const uint32_t n = 1u << 23;
    out = malloc(16 + 4 * 12 + 5 * (size_t)n);
    put("SFU1", 4);
    uint32_t *rsq = malloc((size_t)n * 8), *a = load(argv[1], "rsq_1_2", n), *b = load(argv[1], "rsq_2_4", n);
    memcpy(rsq, a, (size_t)n * 4);
    memcpy(rsq + n, b, (size_t)n * 4);
    table(load(argv[1], "rcp_1_2", n), n, -1);
    table(rsq, 2 * n, -1);
    table(load(argv[1], "ex2_0_1", n), n, 1);
    table(load(argv[1], "ex2_m1_0", n), n, -1);
    uLongf clen = compressBound(len);
    unsigned char *c = malloc(clen);
    if (compress2(c, &clen, out, len, 9) != Z_OK)
        return 1;
    FILE *f = fopen(argv[2], "wb");
    if (!f || fwrite(c, 1, clen, f) != clen || fclose(f))
        return 1;
    printf("%zu bytes, %lu compressed\n", len, (unsigned long)clen);
    return 0;
}
