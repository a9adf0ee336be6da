/* fuzz_printf.c — device printf: the device-side parse of a format and its argument buffer,
 * and the host-side formatting (devmodel/dm_printf.c). The input is the format, a NUL, then
 * the argument bytes as the C ABI lays out variadic arguments; a %s argument that points
 * anywhere reads the rest of the input as its string (or NULL when the address is odd). A
 * small FIFO limit makes records overflow and be dropped.
 */
#include <string.h>

#include "devmodel/dm_printf.h"
#include "tests/fuzz/fuzz.h"

typedef struct {
    const char *str;
} strs;

static char *read_str(void *ctx, uint64_t addr)
{
    const strs *s = ctx;
    return (addr & 1) ? NULL : sess_xstrdup(s->str);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t *nul = memchr(data, 0, size);
    size_t flen = nul ? (size_t)(nul - data) : size;
    char *fmt = fuzz_text(data, flen);
    if (!fmt)
        return 0;
    const uint8_t *args = nul ? nul + 1 : data + size;
    size_t alen = (size_t)(data + size - args);
    char *rest = fuzz_text(args, alen);
    strs ctx = {rest};
    dm_printf_fifo f;
    dm_printf_init(&f);
    f.limit = 4096;
    for (int i = 0; i < 4; i++) {
        int n = dm_printf_device(&f, fmt, args, alen, read_str, &ctx);
        fuzz_check(n >= -2 && n <= 32); /* -2: a record larger than the whole FIFO */
    }
    dm_printf_device(&f, NULL, args, alen, read_str, &ctx);
    sess_buf out = {0};
    dm_printf_flush(&f, &out);
    fuzz_check(dm_printf_pending(&f) == 0);
    sess_buf_free(&out);
    dm_printf_free(&f);
    free(rest);
    free(fmt);
    return 0;
}
