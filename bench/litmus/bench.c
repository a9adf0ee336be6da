/* bench.c — the litmus mode on the whole Dat3M PTX corpus, in one process.
 *
 * Prints the time per 100 tests of parsing alone (the baseline, measured in the same run)
 * and of parsing plus enumerating under each model version, and their ratio to the
 * baseline. herd7 needs about 0.12 s per 100 tests on this corpus; the enumerator is meant
 * to be far below that. Each measurement is the best of several rounds.
 *
 * With a second folder (tests/litmus/cuda, holding expected.csv), the CUDA C litmus tests
 * are timed the same way: compiling them through the device front end (the baseline for
 * them) and compiling plus enumerating.
 *
 * Usage: bench CORPUS_DIR [CUDA_DIR]
 */
#include "devmodel/litmus/litmus.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_TESTS 512

typedef struct {
    char *name[MAX_TESTS];
    char *text[MAX_TESTS];
    int expected[MAX_TESTS];
    int n;
} corpus;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static char *slurp(const char *path)
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

/* The CUDA C tests listed in DIR/expected.csv ("name,reference,Ok|No"). */
static int load_cuda(const char *dir, corpus *c)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/expected.csv", dir);
    char *csv = slurp(path);
    if (!csv)
        return -1;
    c->n = 0;
    for (char *line = strtok(csv, "\n"); line && c->n < MAX_TESTS; line = strtok(NULL, "\n")) {
        char *comma = strchr(line, ',');
        char *verdict = strrchr(line, ',');
        if (line[0] == '#' || !comma)
            continue;
        *comma = '\0';
        snprintf(path, sizeof path, "%s/%s", dir, line);
        char *text = slurp(path);
        if (!text)
            continue;
        c->name[c->n] = lit_strdup(path);
        c->text[c->n] = text;
        c->expected[c->n] = strcmp(verdict + 1, "Ok") == 0;
        c->n++;
    }
    free(csv);
    return c->n ? 0 : -1;
}

static int load(const char *dir, corpus *c)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/expected-ptx-v7.5.csv", dir);
    char *csv = slurp(path);
    if (!csv)
        return -1;
    c->n = 0;
    for (char *line = strtok(csv, "\n"); line && c->n < MAX_TESTS; line = strtok(NULL, "\n")) {
        char *comma = strrchr(line, ',');
        if (!comma || strncmp(line, "litmus/PTX/", 11) != 0)
            continue;
        *comma = '\0';
        snprintf(path, sizeof path, "%s/%s", dir, line + 11);
        char *text = slurp(path);
        if (!text)
            continue;
        c->name[c->n] = lit_strdup(path);
        c->text[c->n] = text;
        c->expected[c->n] = atoi(comma + 1);
        c->n++;
    }
    free(csv);
    return c->n ? 0 : -1;
}

/* One pass over the corpus; ENUMERATE < 0 parses only. Returns the number of verdicts that
 * differ from the expected ones. */
static int pass(const corpus *c, int enumerate, lit_model model)
{
    int wrong = 0;
    for (int i = 0; i < c->n; i++) {
        lit_diags d;
        lit_diags_init(&d);
        lit_test *t = lit_cuda_is_format2(c->text[i]) ? lit_cuda_parse(c->name[i], c->text[i], &d)
                                                      : lit_parse(c->name[i], c->text[i], &d);
        if (t && enumerate >= 0) {
            lit_options o;
            lit_options_default(&o);
            o.model = model;
            lit_result *r = NULL;
            if (lit_enumerate(t, &o, &r, &d) != 0 || r->ok != c->expected[i])
                wrong++;
            lit_result_free(r);
        }
        if (!t)
            wrong++;
        lit_test_free(t);
        lit_diags_free(&d);
    }
    return wrong;
}

/* Best time of one pass, in seconds, over rounds lasting about half a second in all. */
static double best_time(const corpus *c, int enumerate, lit_model model, int *wrong)
{
    double best = 1e9, start = now();
    for (int round = 0; round < 3 || (now() - start < 0.5 && round < 1000); round++) {
        double t0 = now();
        *wrong = pass(c, enumerate, model);
        double dt = now() - t0;
        if (dt < best)
            best = dt;
    }
    return best;
}

int main(int argc, char **argv)
{
    corpus c;
    if (argc < 2 || argc > 3 || load(argv[1], &c) < 0) {
        fprintf(stderr, "usage: bench CORPUS_DIR [CUDA_DIR] (with expected-ptx-v7.5.csv, "
                "expected.csv)\n");
        return 2;
    }
    int w0, w75, w60;
    double parse = best_time(&c, -1, LIT_MODEL_PTX75, &w0);
    double e75 = best_time(&c, 1, LIT_MODEL_PTX75, &w75);
    double e60 = best_time(&c, 1, LIT_MODEL_PTX60, &w60);
    double per100 = 100.0 / c.n * 1e3;
    printf("litmus corpus: %d tests (Dat3M PTX), one process, best of several rounds\n", c.n);
    printf("  parse only (baseline)      %8.3f ms per 100 tests\n", parse * per100);
    printf("  parse + enumerate, v7.5    %8.3f ms per 100 tests   %6.1f x baseline   "
           "%d verdicts differ from Dat3M\n", e75 * per100, e75 / parse, w75);
    printf("  parse + enumerate, v6.0    %8.3f ms per 100 tests   %6.1f x baseline   "
           "%d verdicts differ from Dat3M\n", e60 * per100, e60 / parse, w60);
    printf("  (herd7 takes about 120 ms per 100 tests)\n");
    for (int i = 0; i < c.n; i++) {
        free(c.name[i]);
        free(c.text[i]);
    }
    int wc0 = 0, wc = 0;
    corpus cu;
    if (argc == 3 && load_cuda(argv[2], &cu) == 0) {
        double comp = best_time(&cu, -1, LIT_MODEL_PTX75, &wc0);
        double full = best_time(&cu, 1, LIT_MODEL_PTX75, &wc);
        double cper100 = 100.0 / cu.n * 1e3;
        printf("CUDA C litmus tests: %d tests, one process\n", cu.n);
        printf("  compile only (baseline)    %8.3f ms per 100 tests\n", comp * cper100);
        printf("  compile + enumerate, v7.5  %8.3f ms per 100 tests   %6.1f x baseline   "
               "%d verdicts differ from the recorded ones\n", full * cper100, full / comp, wc);
        for (int i = 0; i < cu.n; i++) {
            free(cu.name[i]);
            free(cu.text[i]);
        }
    }
    return w0 || w75 || w60 || wc0 || wc;
}
