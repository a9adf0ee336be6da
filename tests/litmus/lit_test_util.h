/* lit_test_util.h — helpers shared by the litmus mode's Criterion tests.
 *
 * The corpus is found through LIT_CORPUS_DIR (tests/litmus/run.sh sets it), else relative to
 * the test binary (BUILD/tests/litmus -> ../../tests/litmus/dat3m-ptx), else relative to the
 * working directory; never through a path fixed at build time.
 */
#ifndef LIT_TEST_UTIL_H
#define LIT_TEST_UTIL_H

#include <criterion/criterion.h>
#include <jansson.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "devmodel/litmus/litmus.h"

static inline char *tu_slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (b && fread(b, 1, (size_t)n, f) != (size_t)n) {
        free(b);
        b = NULL;
    }
    if (b)
        b[n] = '\0';
    fclose(f);
    return b;
}

static inline int tu_is_dir(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Fills DIR (size N) with the corpus folder; 0 when found. */
static inline int tu_corpus_dir(char *dir, size_t n)
{
    const char *env = getenv("LIT_CORPUS_DIR");
    if (env && tu_is_dir(env)) {
        snprintf(dir, n, "%s", env);
        return 0;
    }
    char exe[4096];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len > 0) {
        exe[len] = '\0';
        snprintf(dir, n, "%s/../../tests/litmus/dat3m-ptx", dirname(exe));
        if (tu_is_dir(dir))
            return 0;
    }
    snprintf(dir, n, "tests/litmus/dat3m-ptx");
    return tu_is_dir(dir) ? 0 : -1;
}

/* Parses and runs TEXT; fails the test on diagnostics. */
static inline lit_result *tu_run(const char *text, lit_model model)
{
    lit_diags d;
    lit_diags_init(&d);
    lit_test *t = lit_parse("<test>", text, &d);
    char *msg = lit_diags_format(&d, text);
    cr_assert_not_null(t, "parse failed:\n%s", msg);
    lit_options o;
    lit_options_default(&o);
    o.model = model;
    lit_result *r = NULL;
    int rc = lit_enumerate(t, &o, &r, &d);
    cr_assert_eq(rc, 0, "enumeration failed");
    free(msg);
    lit_test_free(t);
    lit_diags_free(&d);
    return r;
}

/* The states of R as herd prints them, one per line. */
static inline char *tu_states(const lit_result *r)
{
    char *herd = lit_format_herd(r, 0, 0);
    cr_assert_not_null(herd);
    const char *p = strchr(herd, '\n');
    p = p ? strchr(p + 1, '\n') : NULL;
    lit_buf b;
    lit_buf_init(&b);
    for (int i = 0; p && i < r->n_states; i++) {
        const char *e = strchr(p + 1, '\n');
        lit_buf_putn(&b, p + 1, (size_t)(e - p));
        p = e;
    }
    free(herd);
    char *s = lit_buf_take(&b);
    cr_assert_not_null(s);
    return s;
}

#endif
