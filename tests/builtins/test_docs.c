/* docs/builtins.md is generated from the table in interp/front/builtins.c; this test fails
 * when the two differ (CR_UPDATE=1 rewrites the file), and checks that every name in the table
 * is one the front end recognises and cites a section of the CUDA C++ Programming Guide by number
 * and title (users know the guide, not the seed files: "seed 000" never reaches them). */
#include "bt.h"
#include "interp/front/builtins.h"
#include "interp/session/guide.h"
#include "interp/session/rtdoc.h"

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *p = malloc((size_t)n + 1);
    size_t got = fread(p, 1, (size_t)n, f);
    p[got] = 0;
    fclose(f);
    return p;
}

Test(docs, builtins_md_is_the_table)
{
    sess_buf b = {0};
    parse_builtin_markdown(&b);
    const char *path = "docs/builtins.md";
    if (getenv("CR_UPDATE")) {
        FILE *f = fopen(path, "wb");
        cr_assert_not_null(f);
        fwrite(b.p, 1, b.len, f);
        fclose(f);
    }
    char *doc = read_file(path);
    bool same = doc && !strcmp(doc, b.p);
    free(doc);
    sess_buf_free(&b);
    cr_assert(same, "%s is missing or differs from the table in interp/front/builtins.c; run "
              "CR_UPDATE=1 build/tests/builtins.test --filter 'docs/*' from the repository root "
              "and review the diff", path);
}

Test(docs, names_are_unique)
{
    int n;
    const parse_builtin *t = parse_builtin_table(&n);
    cr_assert_gt(n, 500);
    for (int i = 0; i < n; i++) {
        cr_assert_not_null(t[i].signature);
        cr_assert_not_null(t[i].section);
        cr_assert(t[i].doc && t[i].doc[0], "%s has no description", t[i].name);
        for (int j = 0; j < i; j++)
            cr_assert(strcmp(t[i].name, t[j].name), "%s is in the table twice", t[i].name);
    }
}

/* Every function name in the table is a built-in the front end knows: naming it without a
 * call is the diagnostic "must be called" (not "undeclared identifier"). */
Test(docs, every_name_is_known)
{
    int n;
    const parse_builtin *t = parse_builtin_table(&n);
    /* names that <cuda_runtime.h> also overloads in C++ (include/device/__cr_dp_vectors: the
     * vector forms): naming one is naming that overload set, as with nvcc's declarations */
    static const char *const overloaded[] = {"__dp4a", "__dp2a_lo", "__dp2a_hi"};
    for (int i = 0; i < n; i++) {
        if (t[i].family == BF_ATOMIC_REF || t[i].family == BF_ASSERT)
            continue;
        bool skip = false;
        for (size_t k = 0; k < sizeof overloaded / sizeof *overloaded; k++)
            skip |= !strcmp(t[i].name, overloaded[k]);
        if (skip)
            continue;
        bt_ctx c;
        bt_init(&c);
        char src[256];
        snprintf(src, sizeof src, "__device__ void f(void) { (void)%s; }\n", t[i].name);
        const char *d = bt_compile_fails(&c, src);
        cr_assert(strstr(d, "must be called"), "%s: %s", t[i].name, d);
        bt_fini(&c);
    }
}

/* Each built-in cites its own section of the guide with its title, as interp/session/guide.h
 * lists them: §5.4.4.1 is "Thread Block Synchronization Functions", not a seed file's number. */
Test(docs, sections_are_the_guides)
{
    int n;
    const parse_builtin *t = parse_builtin_table(&n);
    for (int i = 0; i < n; i++) {
        const char *sec = t[i].section;
        cr_assert(!strstr(sec, "seed") && !strstr(sec, "000") && !strstr(sec, "002"), "%s: %s",
                  t[i].name, sec);
        if (!strcmp(sec, "CUDA Math API") || parse_builtin_internal(&t[i]))
            continue;
        char want[64];
        snprintf(want, sizeof want, "%s§%s (", CR_GUIDE_PREFIX, sec);
        cr_assert(!strncmp(sess_guide(sec), want, strlen(want)), "%s cites %s, which guide.h has no "
                  "title for", t[i].name, sec);
    }
    cr_assert_str_eq(sess_guide("5.4.4.1"), "CUDA C++ Programming Guide §5.4.4.1 (Thread Block "
                     "Synchronization Functions)");
    cr_assert_str_eq(sess_guide("5.4.5.2.7"), CR_GUIDE_5_4_5_2); /* the enclosing section */
    cr_assert_str_eq(sess_guide_short("5.4.6.6"), "§5.4.6.6 (Warp __sync Intrinsic Constraints)");
}

/* The runtime reference that :doc and inspect show (interp/session/rtdoc.c) names only functions
 * the host header really provides, in the CUDA Runtime API's own words: no internal macro, no
 * "int kind". */
Test(docs, runtime_reference)
{
    /* the runtime header and the part it includes for graphs */
    char *header = read_file("include/host/cuda_runtime.h"), *graphs = read_file("include/host/__cr_graph.h");
    cr_assert_not_null(header);
    cr_assert_not_null(graphs);
    int n;
    const sess_rtdoc *t = sess_rtdoc_table(&n);
    cr_assert_gt(n, 30);
    for (int i = 0; i < n; i++) {
        cr_assert(strstr(header, t[i].name) || strstr(graphs, t[i].name),
                  "%s is not in include/host/cuda_runtime.h or __cr_graph.h", t[i].name);
        cr_assert(strstr(t[i].signature, t[i].name) && !strstr(t[i].signature, "__cr") &&
                  !strstr(t[i].signature, "int kind"), "%s", t[i].signature);
        cr_assert(t[i].doc && t[i].doc[0], "%s has no description", t[i].name);
    }
    cr_assert_not_null(sess_rtdoc_find("cudaMemcpy"));
    cr_assert(strstr(sess_rtdoc_find("cudaMemcpy")->signature, "cudaMemcpyKind kind"));
    free(header);
    free(graphs);
}
