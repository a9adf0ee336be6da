/* fuzz.h — what every harness in tests/fuzz/ defines: one libFuzzer entry point.
 *
 * A harness is built twice: with clang's -fsanitize=fuzzer (and ASan, UBSan) for `make fuzz`,
 * and with the ordinary compiler against replay.c, a plain main() that feeds it the files of
 * tests/fuzz/regressions/ (what `make test` runs). A harness must return 0 and stay silent;
 * a crash, a sanitizer report or a violated property (fuzz_check) is the finding.
 */
#ifndef CR_FUZZ_H
#define CR_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A property that must hold for every input; its failure is a finding, as a crash is. */
#define fuzz_check(cond)                                                                          \
    do {                                                                                          \
        if (!(cond)) {                                                                            \
            fprintf(stderr, "%s:%d: fuzz property failed: %s\n", __FILE__, __LINE__, #cond);      \
            abort();                                                                              \
        }                                                                                         \
    } while (0)

/* The input as a NUL-terminated string (malloc'ed; embedded NULs are kept as they are). */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s)
        return NULL;
    for (size_t i = 0; i < size; i++)
        s[i] = (char)data[i];
    s[size] = 0;
    return s;
}

#endif
