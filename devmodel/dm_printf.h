/* dm_printf.h — device printf (§5.3.7.2): the device side records the arguments it
 * parses into a FIFO; the host side formats the records when the host synchronises.
 *
 * The split reproduces what an H200 does, measured in tests/programs/h200/prog-21 and
 * tests/programs/device/printf-sizes.cu: the device parses the format with its own grammar
 * (flags #0-+ and space, width digits or *, precision digits, sizes h, l, ll; conversions
 * cdiouxXpeEfgGaAs) and records one 8-byte slot per argument it consumed, at most 32; a
 * conversion outside that grammar (%hhd, %zu, %.*f, %k, ...) consumes nothing. printf returns
 * the number of slots. The host then formats each conversion of the format string with the
 * next slot; past the recorded slots it reads the bytes of the format string itself, 8 at a
 * time, as the hardware does — which is why `%hhd` after two arguments prints the first
 * character of the format.
 *
 * Bounds: the FIFO holds cudaLimitPrintfFifoSize bytes of records and, when full, drops the
 * oldest record for each new one, in constant time (counted in `dropped`; the GPU drops them
 * silently, the session says how many where a person reads it). Field widths and precisions
 * are formatted at most DM_PRINTF_MAX_FIELD wide, so `%*d` with a width of 2^31-1 cannot ask
 * the host for gigabytes.
 */
#ifndef CR_DM_PRINTF_H
#define CR_DM_PRINTF_H

#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>

#include "interp/session/util.h"

typedef struct {
    char *fmt;          /* NULL for printf(NULL) */
    int count;
    uint64_t slots[32];
    char *strs[32];     /* %s arguments the device copied (NULL: null pointer) */
    uint8_t is_str[32];
} dm_printf_rec;

#define DM_PRINTF_MAX_FIELD 65536

typedef struct {
    VEC(dm_printf_rec) recs; /* the live records are recs.p[head .. recs.len) */
    size_t head;
    size_t bytes, limit; /* limit: cudaLimitPrintfFifoSize (an H200's default: 8650752) */
    uint64_t dropped;    /* records overwritten because the FIFO was full */
} dm_printf_fifo;

void dm_printf_init(dm_printf_fifo *f);
void dm_printf_free(dm_printf_fifo *f);
/* The records waiting to be formatted. */
size_t dm_printf_pending(const dm_printf_fifo *f);

/* Reads a NUL-terminated string at a device address into a malloc'ed copy (NULL if the address
 * is not readable). */
typedef char *(*dm_read_str_fn)(void *ctx, uint64_t addr);

/* The device side of one printf call: FMT is the format (NULL for a null pointer), ARGBUF the
 * arguments laid out as the C ABI passes variadic arguments (ints 4 bytes, 8-byte types aligned
 * to 8). Returns printf's return value. */
int dm_printf_device(dm_printf_fifo *f, const char *fmt, const uint8_t *argbuf, size_t argbuf_len,
                     dm_read_str_fn read_str, void *ctx);

/* Format every recorded call into OUT and empty the FIFO. */
void dm_printf_flush(dm_printf_fifo *f, sess_buf *out);

#endif
