/* test_corpus.c — every Dat3M PTX litmus test gives Dat3M's expected verdict.
 *
 * Source: tests/litmus/dat3m-ptx/expected-ptx-v7.5.csv and expected-ptx-v6.0.csv (Dat3M's
 * expected results under its ptx-v7.5.cat and ptx-v6.0.cat models; 1 = the condition holds,
 * herd's "Ok"). Each CSV row is one parameterized test, run under the matching model version.
 */
#include "lit_test_util.h"

#include <criterion/parameterized.h>

typedef struct {
    char path[200];          /* relative to the corpus folder */
    int expected;
    int model;               /* lit_model */
} corpus_case;

/* Reads a CSV ("litmus/PTX/Manual/X.litmus,1" per line) into an array from ALLOC (cr_malloc
 * for parameters, which must outlive the generator; malloc inside a test). */
static corpus_case *read_csv(const char *name, lit_model model, size_t *count,
                             void *(*alloc)(size_t))
{
    char dir[4096], path[4400];
    *count = 0;
    if (tu_corpus_dir(dir, sizeof dir) < 0)
        return NULL;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    char *text = tu_slurp(path);
    if (!text)
        return NULL;
    size_t cap = 256;
    corpus_case *cases = alloc(cap * sizeof *cases);
    for (char *line = strtok(text, "\n"); line && cases; line = strtok(NULL, "\n")) {
        char *comma = strrchr(line, ',');
        const char *prefix = "litmus/PTX/";
        if (!comma || strncmp(line, prefix, strlen(prefix)) != 0 || *count == cap)
            continue;
        *comma = '\0';
        corpus_case *c = &cases[(*count)++];
        snprintf(c->path, sizeof c->path, "%s", line + strlen(prefix));
        c->expected = atoi(comma + 1);
        c->model = (int)model;
    }
    free(text);
    return cases;
}

static void free_cases(struct criterion_test_params *p)
{
    cr_free(p->params);
}

static void check_case(const corpus_case *c)
{
    char dir[4096], path[4400];
    cr_assert_eq(tu_corpus_dir(dir, sizeof dir), 0, "corpus folder not found");
    snprintf(path, sizeof path, "%s/%s", dir, c->path);
    char *text = tu_slurp(path);
    cr_assert_not_null(text, "cannot read %s", path);
    lit_result *r = tu_run(text, (lit_model)c->model);
    cr_expect_eq(r->ok, c->expected, "%s (%s): got %s, Dat3M expects %s", c->path,
                 lit_model_name((lit_model)c->model), r->ok ? "Ok" : "No",
                 c->expected ? "Ok" : "No");
    lit_result_free(r);
    free(text);
}

ParameterizedTestParameters(corpus, ptx_v75)
{
    size_t n;
    corpus_case *cases = read_csv("expected-ptx-v7.5.csv", LIT_MODEL_PTX75, &n, cr_malloc);
    return cr_make_param_array(corpus_case, cases, n, free_cases);
}

ParameterizedTest(corpus_case *c, corpus, ptx_v75)
{
    check_case(c);
}

ParameterizedTestParameters(corpus, ptx_v60)
{
    size_t n;
    corpus_case *cases = read_csv("expected-ptx-v6.0.csv", LIT_MODEL_PTX60, &n, cr_malloc);
    return cr_make_param_array(corpus_case, cases, n, free_cases);
}

ParameterizedTest(corpus_case *c, corpus, ptx_v60)
{
    check_case(c);
}

/* The parameterized tests above run nothing if the CSV is not found: make that a failure.
 * Source: tests/litmus/dat3m-ptx/ORIGIN.md (135 tests, without those using proxies). */
Test(corpus, all_135_rows_found)
{
    size_t n75 = 0, n60 = 0;
    corpus_case *a = read_csv("expected-ptx-v7.5.csv", LIT_MODEL_PTX75, &n75, malloc);
    corpus_case *b = read_csv("expected-ptx-v6.0.csv", LIT_MODEL_PTX60, &n60, malloc);
    cr_expect_eq(n75, 135);
    cr_expect_eq(n60, 135);
    free(a);
    free(b);
}
