/* test_kernelspec.c — where the kernelspec goes (as jupyter_core.paths computes the user data
 * directory on Linux), what kernel.json says, and that the logos are well-formed PNGs (chunk
 * CRCs, zlib Adler-32 and pixel data checked by decoding the stored blocks).
 */
#include "jupyter/jk_kernelspec.h"

#include <criterion/criterion.h>
#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

Test(kernelspec, directories)
{
    char dir[4096], err[256];
    unsetenv("JUPYTER_DATA_DIR");
    unsetenv("XDG_DATA_HOME");
    setenv("HOME", "/home/u", 1);
    cr_assert_eq(jk_kernelspec_dir(JK_SPEC_USER, NULL, dir, sizeof dir, err, sizeof err), 0);
    cr_assert_str_eq(dir, "/home/u/.local/share/jupyter/kernels/cudarepl");
    setenv("XDG_DATA_HOME", "/xdg", 1);
    cr_assert_eq(jk_kernelspec_dir(JK_SPEC_USER, NULL, dir, sizeof dir, err, sizeof err), 0);
    cr_assert_str_eq(dir, "/xdg/jupyter/kernels/cudarepl");
    setenv("JUPYTER_DATA_DIR", "/jd", 1);
    cr_assert_eq(jk_kernelspec_dir(JK_SPEC_USER, NULL, dir, sizeof dir, err, sizeof err), 0);
    cr_assert_str_eq(dir, "/jd/kernels/cudarepl");
    cr_assert_eq(jk_kernelspec_dir(JK_SPEC_SYS_PREFIX, NULL, dir, sizeof dir, err, sizeof err), 0);
    cr_assert_str_eq(dir, "/usr/share/jupyter/kernels/cudarepl");
    cr_assert_eq(jk_kernelspec_dir(JK_SPEC_PREFIX, "/opt/x", dir, sizeof dir, err, sizeof err), 0);
    cr_assert_str_eq(dir, "/opt/x/share/jupyter/kernels/cudarepl");
    cr_assert_eq(jk_kernelspec_dir(JK_SPEC_PREFIX, "", dir, sizeof dir, err, sizeof err), -1);
}

Test(kernelspec, kernel_json)
{
    char *text = jk_kernelspec_json("/abs/bin/cudarepl-kernel");
    json_t *j = json_loads(text, 0, NULL);
    cr_assert_not_null(j);
    json_t *argv = json_object_get(j, "argv");
    cr_assert_eq(json_array_size(argv), 3);
    cr_assert_str_eq(json_string_value(json_array_get(argv, 0)), "/abs/bin/cudarepl-kernel");
    cr_assert_str_eq(json_string_value(json_array_get(argv, 1)), "-f");
    cr_assert_str_eq(json_string_value(json_array_get(argv, 2)), "{connection_file}");
    cr_assert_str_eq(json_string_value(json_object_get(j, "display_name")), "CUDA (cudarepl)");
    cr_assert_str_eq(json_string_value(json_object_get(j, "language")), "cuda");
    cr_assert_str_eq(json_string_value(json_object_get(j, "interrupt_mode")), "message");
    json_decref(j);
    free(text);
}

static uint32_t be32(const unsigned char *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static uint32_t crc(const unsigned char *p, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = c & 1 ? (c >> 1) ^ 0xEDB88320u : c >> 1;
    }
    return ~c;
}

/* Checks the PNG and returns the RGBA of pixel (x, y). */
static void check_png(unsigned size, unsigned x, unsigned y, unsigned char px[4])
{
    unsigned char *png;
    size_t len;
    cr_assert_eq(jk_logo_png(size, &png, &len), 0);
    cr_assert_eq(memcmp(png, "\x89PNG\r\n\x1a\n", 8), 0);
    size_t off = 8;
    unsigned char *idat = NULL;
    size_t idat_len = 0;
    while (off < len) {
        uint32_t n = be32(png + off);
        cr_assert_eq(crc(png + off + 4, n + 4), be32(png + off + 8 + n), "chunk CRC");
        if (memcmp(png + off + 4, "IHDR", 4) == 0) {
            cr_assert_eq(be32(png + off + 8), size);
            cr_assert_eq(png[off + 8 + 9], 6); /* RGBA */
        }
        if (memcmp(png + off + 4, "IDAT", 4) == 0) {
            idat = png + off + 8;
            idat_len = n;
        }
        off += 12 + n;
    }
    cr_assert_eq(off, len);
    cr_assert_not_null(idat);
    /* zlib: header, one or more stored blocks, Adler-32 */
    size_t stride = 1 + 4 * (size_t)size, raw_len = stride * size, o = 0;
    unsigned char *raw = malloc(raw_len);
    size_t p = 2;
    for (int last = 0; !last;) {
        last = idat[p] & 1;
        size_t blen = idat[p + 1] | (size_t)idat[p + 2] << 8;
        memcpy(raw + o, idat + p + 5, blen);
        o += blen;
        p += 5 + blen;
    }
    cr_assert_eq(o, raw_len);
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < raw_len; i++) {
        a = (a + raw[i]) % 65521;
        b = (b + a) % 65521;
    }
    cr_assert_eq(be32(idat + p), b << 16 | a);
    cr_assert_eq(p + 4, idat_len);
    memcpy(px, raw + y * stride + 1 + 4 * x, 4);
    free(raw);
    free(png);
}

Test(kernelspec, logos_are_valid_pngs)
{
    unsigned char px[4];
    check_png(32, 0, 0, px);
    cr_assert_eq(px[3], 0); /* rounded corner: transparent */
    check_png(64, 10, 10, px);
    cr_assert_eq(px[1], 0xb9); /* inside the first green block */
    check_png(64, 32, 2, px);
    cr_assert_eq(px[0], 0x1e); /* dark border */
}

Test(kernelspec, writes_files)
{
    char dir[] = "/tmp/jk-spec-XXXXXX", sub[256], path[300], err[256];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(sub, sizeof sub, "%s/share/jupyter/kernels/cudarepl", dir);
    cr_assert_eq(jk_kernelspec_write(sub, "/x/cudarepl-kernel", err, sizeof err), 0, "%s", err);
    const char *files[] = {"kernel.json", "logo-32x32.png", "logo-64x64.png"};
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", sub, files[i]);
        struct stat st;
        cr_assert_eq(stat(path, &st), 0, "%s", path);
        cr_assert_gt(st.st_size, 0);
        unlink(path);
    }
    rmdir(sub);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -r '%s'", dir);
    cr_assert_eq(system(cmd), 0);
}

/* jupyter/kernelspec/ holds the logos as files too (for packagers and the docs); they must be
 * what the kernel draws. */
Test(kernelspec, committed_logos_match_the_generator)
{
#ifdef CR_DATADIR
    static const unsigned sizes[] = {32, 64};
    for (int i = 0; i < 2; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/jupyter/kernelspec/logo-%ux%u.png", CR_DATADIR, sizes[i],
                 sizes[i]);
        FILE *f = fopen(path, "rb");
        cr_assert_not_null(f, "%s", path);
        static unsigned char file[65536];
        size_t n = fread(file, 1, sizeof file, f);
        fclose(f);
        unsigned char *png;
        size_t len;
        cr_assert_eq(jk_logo_png(sizes[i], &png, &len), 0);
        cr_assert_eq(n, len, "%s differs from the drawn logo", path);
        cr_assert_eq(memcmp(file, png, len), 0, "%s differs from the drawn logo", path);
        free(png);
    }
#endif
}
