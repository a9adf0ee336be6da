/* jk_kernelspec.c — kernelspec paths, kernel.json and the logos.
 *
 * The logo is drawn, not shipped, so that an installed binary can always install its own
 * kernelspec: a dark rounded square holding a 4×4 grid of green blocks (a grid of thread
 * blocks). PNG needs zlib data, but a zlib stream may consist of stored (uncompressed) blocks,
 * so only CRC-32 and Adler-32 are computed here.
 */
#include "jk_kernelspec.h"

#include <errno.h>
#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#ifndef JK_SYS_PREFIX
#define JK_SYS_PREFIX "/usr" /* sys.prefix of Debian's /usr/bin/python3 */
#endif

/* ---- paths ----------------------------------------------------------------------------- */

static int user_data_dir(char *out, size_t cap, char *err, size_t errcap)
{
    const char *jd = getenv("JUPYTER_DATA_DIR"), *xdg = getenv("XDG_DATA_HOME");
    const char *home = getenv("HOME");
    int n;
    if (jd && *jd) n = snprintf(out, cap, "%s", jd);
    else if (xdg && *xdg) n = snprintf(out, cap, "%s/jupyter", xdg);
    else if (home && *home) n = snprintf(out, cap, "%s/.local/share/jupyter", home);
    else {
        snprintf(err, errcap, "HOME is not set: cannot find the user's Jupyter directory");
        return -1;
    }
    return n < 0 || (size_t)n >= cap ? -1 : 0;
}

int jk_kernelspec_dir(jk_spec_where w, const char *prefix, char *out, size_t cap, char *err,
                      size_t errcap)
{
    char base[4096];
    if (w == JK_SPEC_USER) {
        if (user_data_dir(base, sizeof base, err, errcap)) return -1;
    } else {
        const char *p = w == JK_SPEC_SYS_PREFIX ? JK_SYS_PREFIX : prefix;
        if (!p || !*p) {
            snprintf(err, errcap, "--prefix needs a directory");
            return -1;
        }
        snprintf(base, sizeof base, "%s/share/jupyter", p);
    }
    int n = snprintf(out, cap, "%s/kernels/%s", base, JK_KERNEL_NAME);
    if (n < 0 || (size_t)n >= cap) {
        snprintf(err, errcap, "path too long");
        return -1;
    }
    return 0;
}

char *jk_kernelspec_json(const char *exe)
{
    json_t *j = json_pack("{s:[s, s, s], s:s, s:s, s:s, s:{s:b}}", "argv", exe, "-f",
                          "{connection_file}", "display_name", "CUDA (cudarepl)", "language",
                          "cuda", "interrupt_mode", "message", "metadata", "debugger", 0);
    if (!j) return NULL;
    char *text = json_dumps(j, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    json_decref(j);
    return text;
}

/* ---- PNG ------------------------------------------------------------------------------- */

typedef struct {
    unsigned char *p;
    size_t len, cap;
    int oom;
} bytes;

static void put(bytes *b, const void *data, size_t n)
{
    if (b->oom) return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 1024;
        while (cap < b->len + n) cap *= 2;
        unsigned char *p = realloc(b->p, cap);
        if (!p) { b->oom = 1; return; }
        b->p = p;
        b->cap = cap;
    }
    if (n) memcpy(b->p + b->len, data, n);
    b->len += n;
}

static void put32(bytes *b, uint32_t v)
{
    unsigned char x[4] = {(unsigned char)(v >> 24), (unsigned char)(v >> 16),
                          (unsigned char)(v >> 8), (unsigned char)v};
    put(b, x, 4);
}

static uint32_t crc32_of(const unsigned char *p, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
    }
    return c ^ 0xFFFFFFFFu;
}

static void chunk(bytes *b, const char *type, const unsigned char *data, size_t n)
{
    put32(b, (uint32_t)n);
    size_t start = b->len;
    put(b, type, 4);
    put(b, data, n);
    if (!b->oom) put32(b, crc32_of(b->p + start, n + 4));
}

/* zlib stream of RAW in stored blocks. */
static void zlib_stored(bytes *z, const unsigned char *raw, size_t n)
{
    put(z, "\x78\x01", 2);
    size_t off = 0;
    do {
        size_t len = n - off > 65535 ? 65535 : n - off;
        unsigned char hdr[5] = {off + len == n ? 1 : 0, (unsigned char)len,
                                (unsigned char)(len >> 8), (unsigned char)~len,
                                (unsigned char)(~len >> 8)};
        put(z, hdr, 5);
        put(z, raw + off, len);
        off += len;
    } while (off < n);
    uint32_t a = 1, bsum = 0;
    for (size_t i = 0; i < n; i++) {
        a = (a + raw[i]) % 65521u;
        bsum = (bsum + a) % 65521u;
    }
    put32(z, (bsum << 16) | a);
}

/* The pixel at (x, y) of a SIZE logo, RGBA. */
static void logo_pixel(unsigned size, unsigned x, unsigned y, unsigned char px[4])
{
    static const unsigned char bg[4] = {0x1e, 0x1e, 0x1e, 0xff}, fg[4] = {0x76, 0xb9, 0x00, 0xff};
    unsigned r = size / 6; /* corner radius */
    unsigned cx = x < r ? r - x : x >= size - r ? x - (size - r - 1) : 0;
    unsigned cy = y < r ? r - y : y >= size - r ? y - (size - r - 1) : 0;
    if (cx * cx + cy * cy > r * r) {
        memset(px, 0, 4);
        return;
    }
    unsigned margin = size / 8, cell = (size - 2 * margin) / 4, gap = cell / 4 ? cell / 4 : 1;
    int inside = x >= margin && y >= margin && x < margin + 4 * cell && y < margin + 4 * cell &&
                 (x - margin) % cell < cell - gap && (y - margin) % cell < cell - gap;
    memcpy(px, inside ? fg : bg, 4);
}

int jk_logo_png(unsigned size, unsigned char **out, size_t *len)
{
    size_t stride = 1 + 4 * (size_t)size;
    unsigned char *raw = malloc(stride * size);
    if (!raw) return -1;
    for (unsigned y = 0; y < size; y++) {
        raw[y * stride] = 0; /* filter: none */
        for (unsigned x = 0; x < size; x++) logo_pixel(size, x, y, raw + y * stride + 1 + 4 * x);
    }
    bytes png = {0}, z = {0};
    unsigned char ihdr[13] = {0, 0, 0, 0, 0, 0, 0, 0, 8, 6, 0, 0, 0}; /* 8-bit RGBA */
    for (int i = 0; i < 4; i++) {
        ihdr[i] = (unsigned char)(size >> (24 - 8 * i));
        ihdr[4 + i] = ihdr[i];
    }
    zlib_stored(&z, raw, stride * size);
    free(raw);
    put(&png, "\x89PNG\r\n\x1a\n", 8);
    chunk(&png, "IHDR", ihdr, sizeof ihdr);
    if (!z.oom) chunk(&png, "IDAT", z.p, z.len);
    chunk(&png, "IEND", NULL, 0);
    free(z.p);
    if (png.oom || z.oom) {
        free(png.p);
        return -1;
    }
    *out = png.p;
    *len = png.len;
    return 0;
}

/* ---- writing --------------------------------------------------------------------------- */

static int mkdirs(const char *dir)
{
    char p[4096];
    snprintf(p, sizeof p, "%s", dir);
    for (char *s = p + 1; *s; s++) {
        if (*s != '/') continue;
        *s = '\0';
        if (mkdir(p, 0755) != 0 && errno != EEXIST) return -1;
        *s = '/';
    }
    return mkdir(p, 0755) != 0 && errno != EEXIST ? -1 : 0;
}

static int write_file(const char *dir, const char *name, const void *data, size_t len, char *err,
                      size_t errcap)
{
    char path[4352];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    int ok = f && fwrite(data, 1, len, f) == len;
    if (f && fclose(f) != 0) ok = 0;
    if (!ok) snprintf(err, errcap, "%s: %s", path, strerror(errno));
    return ok ? 0 : -1;
}

int jk_kernelspec_write(const char *dir, const char *exe, char *err, size_t errcap)
{
    if (mkdirs(dir)) {
        snprintf(err, errcap, "%s: %s", dir, strerror(errno));
        return -1;
    }
    char *json = jk_kernelspec_json(exe);
    if (!json) {
        snprintf(err, errcap, "out of memory");
        return -1;
    }
    int rc = write_file(dir, "kernel.json", json, strlen(json), err, errcap);
    free(json);
    static const unsigned sizes[] = {32, 64};
    for (int i = 0; !rc && i < 2; i++) {
        unsigned char *png;
        size_t len;
        char name[32];
        snprintf(name, sizeof name, "logo-%ux%u.png", sizes[i], sizes[i]);
        if (jk_logo_png(sizes[i], &png, &len)) {
            snprintf(err, errcap, "out of memory");
            return -1;
        }
        rc = write_file(dir, name, png, len, err, errcap);
        free(png);
    }
    return rc;
}
