/* test_weak.c — weak execution (devmodel/dm_weak.c) against the litmus mode.
 *
 * Every test of the Dat3M corpus and of tests/litmus/cuda that can be written as a kernel
 * (devmodel/litmus/lit_kernel.h: no loops, barriers only as __syncthreads) is compiled by the
 * device front end and run on the executor with memory=weak under many seeds. Soundness:
 * every final state a run reaches must be one the PTX model allows for the program the kernel
 * is (lit_enumerate on the kernel's test). Weakness: for message passing without fences,
 * store buffering, and message passing with __threadfence_block() between blocks (the fence's
 * scope too narrow), the weak outcome the test asks about must be seen (the hardware runs of
 * shared/litmus show all three on an H200), and with __threadfence() it must not be.
 */
#include <criterion/criterion.h>
#include <dirent.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cudarepl.h"
#include "devmodel/litmus/lit_kernel.h"
#include "devmodel/litmus/litmus.h"

#define SEEDS 300

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

static void litmus_dir(char *dir, size_t n)
{
    char exe[4096];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    struct stat st;
    if (len > 0) {
        exe[len] = '\0';
        snprintf(dir, n, "%s/../../tests/litmus", dirname(exe));
        if (stat(dir, &st) == 0)
            return;
    }
    snprintf(dir, n, "tests/litmus");
}

static void on_event(void *ctx, const cr_event *ev)
{
    (void)ctx;
    /* errors only: kernels of barrier tests have idle lanes that exit before a __syncthreads,
     * which the executor rightly warns about */
    if ((ev->kind == CR_EV_DIAG && ev->code == CR_SEV_ERROR) || ev->kind == CR_EV_FAULT)
        fprintf(stderr, "%s", ev->text);
}

typedef struct {
    int runs, weak_seen, skipped;
} outcome;

/* Runs the kernel of T under SEEDS seeds; checks every final state; counts the runs in which
 * the test's formula held. Returns -1 when T cannot be a kernel. */
static int run_weak(const char *name, const lit_test *src, outcome *o)
{
    lit_kernel k;
    char why[256];
    if (lit_kernel_make(src, &k, why, sizeof why) < 0)
        return -1;
    int fences = 0;   /* every pair of fence.sc is ordered both ways: beyond a few, too slow */
    for (int th = 0; th < k.test->n_threads; th++)
        for (int i = 0; i < k.test->threads[th].n_ins; i++)
            fences += k.test->threads[th].ins[i].kind == LIT_I_FENCE;
    if (fences > 8) {
        lit_kernel_free(&k);
        return -1;
    }
    lit_options lo;
    lit_options_default(&lo);
    lo.max_candidates = 300000;   /* the kernel's test has more fences than the original */
    lit_diags d;
    lit_diags_init(&d);
    lit_result *r = NULL;
    cr_assert_eq(lit_enumerate(k.test, &lo, &r, &d), 0, "%s: enumeration failed", name);
    if (r->truncated || r->paths_cut) {   /* no exact answer to compare with */
        lit_result_free(r);
        lit_diags_free(&d);
        lit_kernel_free(&k);
        return -1;
    }
    cr_options co;
    cr_options_default(&co);
    co.memory_weak = 1;
    cr_session *s = cr_session_new(&co, on_event, NULL);
    cr_assert_eq(cr_compile_device(s, name, k.source), CR_OK, "%s: the kernel does not compile:\n%s",
                 name, k.source);
    const lit_test *t = k.test;
    uint64_t loc_addr[64], out_addr;
    size_t size;
    for (int i = 0; i < t->n_locs; i++) {
        char sym[300];
        snprintf(sym, sizeof sym, "loc_%s", t->locs[i].name);
        cr_assert_eq(cr_symbol(s, sym, &loc_addr[i], &size), CR_OK);
    }
    cr_assert_eq(cr_symbol(s, "litmus_out", &out_addr, &size), CR_OK);
    int64_t vals[64];
    long long out[256];
    for (int seed = 1; seed <= SEEDS; seed++) {
        for (int i = 0; i < t->n_locs; i++) {
            int v = (int)t->locs[i].init;
            cr_assert_eq(cr_memcpy_htod(s, loc_addr[i], &v, sizeof v), CR_OK);
        }
        cr_assert_eq(cr_memset(s, out_addr, 0, size), CR_OK);
        cr_session_options(s)->sched_seed = (uint64_t)seed;
        cr_dim3 grid = { k.grid, 1, 1 }, block = { k.block, 1, 1 };
        int err = cr_launch(s, "litmus", grid, block, 0, NULL);
        cr_assert_eq(err, 0, "%s: the launch failed (seed %d)", name, seed);
        cr_assert_eq(cr_memcpy_dtoh(s, out, out_addr, (size_t)k.n_out * sizeof out[0]), CR_OK);
        lit_buf state;
        lit_buf_init(&state);
        for (int i = 0; i < r->n_terms; i++) {
            const lit_term *term = &r->terms[i];
            if (term->kind == LIT_T_REG) {
                vals[i] = out[k.reg_base[term->thread] + term->reg];
            } else {
                int v;
                cr_assert_eq(cr_memcpy_dtoh(s, &v, loc_addr[term->loc], sizeof v), CR_OK);
                vals[i] = v;
            }
            lit_term_format(&state, t, term);
            lit_buf_printf(&state, "=%lld; ", (long long)vals[i]);
        }
        int found = -1;
        for (int j = 0; j < r->n_states && found < 0; j++)
            if (!memcmp(r->states[j].vals, vals, (size_t)r->n_terms * sizeof vals[0]))
                found = j;
        char *st = lit_buf_take(&state);
        cr_expect_geq(found, 0, "%s (seed %d): weak execution reached %s which the PTX model "
                      "forbids for the kernel:\n%s", name, seed, st, k.source);
        free(st);
        if (found < 0)
            break;
        o->runs++;
        o->weak_seen += r->states[found].holds;
    }
    cr_session_free(s);
    lit_result_free(r);
    lit_diags_free(&d);
    lit_kernel_free(&k);
    return 0;
}

static lit_test *load(const char *path, char **text)
{
    *text = slurp(path);
    cr_assert_not_null(*text, "cannot read %s", path);
    lit_diags d;
    lit_diags_init(&d);
    lit_test *t = lit_cuda_is_format2(*text) ? lit_cuda_parse(path, *text, &d) : lit_parse(path, *text, &d);
    lit_diags_free(&d);
    return t;
}

/* Every .litmus file under DIR (recursively). */
static void each_test(const char *dir, int *ran, int *refused)
{
    DIR *dp = opendir(dir);
    cr_assert_not_null(dp, "cannot open %s", dir);
    struct dirent *e;
    while ((e = readdir(dp))) {
        if (e->d_name[0] == '.')
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%.3000s/%.900s", dir, e->d_name);
        struct stat st;
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
            each_test(path, ran, refused);
            continue;
        }
        size_t len = strlen(e->d_name);
        if (len < 7 || strcmp(e->d_name + len - 7, ".litmus"))
            continue;
        char *text;
        lit_test *t = load(path, &text);
        cr_assert_not_null(t, "%s does not parse", path);
        outcome o = { 0 };
        if (run_weak(path, t, &o) < 0)
            (*refused)++;
        else
            (*ran)++;
        lit_test_free(t);
        free(text);
    }
    closedir(dp);
}

Test(weak, never_forbidden, .timeout = 600)
{
    char dir[4096], sub[4200];
    litmus_dir(dir, sizeof dir);
    int ran = 0, refused = 0;
    snprintf(sub, sizeof sub, "%s/dat3m-ptx", dir);
    each_test(sub, &ran, &refused);
    snprintf(sub, sizeof sub, "%s/cuda", dir);
    each_test(sub, &ran, &refused);
    cr_log_info("weak execution: %d tests run %d times each, %d cannot be kernels (or their "
                "kernel's test is too large to enumerate)", ran, SEEDS, refused);
    cr_expect_geq(ran, 150, "only %d tests could run as kernels", ran);
}

static outcome run_file(const char *file)
{
    char dir[4096], path[4300];
    litmus_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/cuda/%s", dir, file);
    char *text;
    lit_test *t = load(path, &text);
    cr_assert_not_null(t);
    outcome o = { 0 };
    cr_assert_eq(run_weak(file, t, &o), 0, "%s cannot run as a kernel", file);
    lit_test_free(t);
    free(text);
    return o;
}

Test(weak, shows_message_passing)
{
    outcome o = run_file("MP.litmus");
    cr_expect_gt(o.weak_seen, 0, "MP without fences: 1:r1=1 /\\ 1:r2=0 never seen in %d runs", o.runs);
}

Test(weak, shows_store_buffering)
{
    outcome o = run_file("SB.litmus");
    cr_expect_gt(o.weak_seen, 0, "SB: both reads 0 never seen in %d runs", o.runs);
}

Test(weak, shows_fence_scope_too_narrow)
{
    outcome o = run_file("MP+threadfence_block.litmus");
    cr_expect_gt(o.weak_seen, 0, "MP with __threadfence_block() between blocks: the weak outcome "
                 "never seen in %d runs", o.runs);
}

Test(weak, threadfence_forbids_message_passing)
{
    outcome o = run_file("MP+threadfence.litmus");
    cr_expect_eq(o.weak_seen, 0);
    cr_expect_eq(o.runs, SEEDS);
}
