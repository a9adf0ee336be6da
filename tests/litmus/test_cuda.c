/* test_cuda.c — CUDA C litmus tests (format 2) against their PTX translations.
 *
 * tests/litmus/cuda/expected.csv pairs every CUDA test (MP, SB, LB, IRIW, WRC, 2+2W, CoRR
 * with their fence, scope and placement variants) with a PTX test in format 1: a translation
 * written by hand from the mapping in docs/memory-model.md (tests/litmus/cuda/ptx/), or a test
 * of the Dat3M corpus that has exactly that shape. For each pair this checks that
 *   - the CUDA front end compiles each thread to the same memory events as the PTX test (kind,
 *     order, scope, operation, location, constant operands — the mapping itself),
 *   - both reach the same final states under both model versions and give the same verdict,
 *   - that verdict is the one recorded in the CSV, and for corpus tests the one Dat3M expects.
 * The parser tests at the end check that constructs outside the subset are diagnosed with
 * their position.
 */
#include "lit_test_util.h"

static void cuda_dir(char *dir, size_t n)
{
    char corpus[4096];
    cr_assert_eq(tu_corpus_dir(corpus, sizeof corpus), 0, "the Dat3M corpus was not found");
    snprintf(dir, n, "%s/../cuda", corpus);
    cr_assert(tu_is_dir(dir), "%s is not a folder", dir);
}

static lit_test *parse_any(const char *path, const char *text)
{
    lit_diags d;
    lit_diags_init(&d);
    lit_test *t = lit_cuda_is_format2(text) ? lit_cuda_parse(path, text, &d) : lit_parse(path, text, &d);
    char *msg = lit_diags_format(&d, text);
    cr_assert_not_null(t, "%s does not compile:\n%s", path, msg);
    free(msg);
    lit_diags_free(&d);
    return t;
}

static lit_result *run(const lit_test *t, lit_model m)
{
    lit_diags d;
    lit_diags_init(&d);
    lit_options o;
    lit_options_default(&o);
    o.model = m;
    lit_result *r = NULL;
    cr_assert_eq(lit_enumerate(t, &o, &r, &d), 0, "enumeration failed");
    lit_diags_free(&d);
    return r;
}

static void put_operand(lit_buf *b, const lit_thread *p, lit_operand o)
{
    if (o.is_reg)
        lit_buf_printf(b, " %s", p->regs[o.reg]);
    else
        lit_buf_printf(b, " %lld", (long long)o.imm);
}

/* The memory events thread TH makes, in program order, without registers they write. */
static char *events(const lit_test *t, int th)
{
    const lit_thread *p = &t->threads[th];
    lit_buf b;
    lit_buf_init(&b);
    for (int i = 0; i < p->n_ins; i++) {
        const lit_instr *in = &p->ins[i];
        switch (in->kind) {
        case LIT_I_LOAD: case LIT_I_STORE: case LIT_I_ATOM: case LIT_I_RED:
            lit_buf_printf(&b, "%s.%s.%s", in->kind == LIT_I_LOAD ? "ld" : in->kind == LIT_I_STORE
                           ? "st" : "rmw", lit_sem_name(in->sem), lit_scope_name(in->scope));
            if (in->kind == LIT_I_ATOM || in->kind == LIT_I_RED)
                lit_buf_printf(&b, ".%s", lit_op_name(in->op));
            lit_buf_printf(&b, " %s", t->locs[in->loc].name);
            if (in->kind != LIT_I_LOAD)
                put_operand(&b, p, in->a);
            if (in->kind == LIT_I_ATOM && in->op == LIT_OP_CAS)
                put_operand(&b, p, in->b);
            lit_buf_puts(&b, "; ");
            break;
        case LIT_I_FENCE:
            lit_buf_printf(&b, "fence.%s.%s; ", lit_sem_name(in->sem), lit_scope_name(in->scope));
            break;
        case LIT_I_BAR_SYNC: case LIT_I_BAR_ARRIVE:
            lit_buf_puts(&b, in->kind == LIT_I_BAR_SYNC ? "bar.sync; " : "bar.arrive; ");
            break;
        default:
            break;
        }
    }
    char *s = lit_buf_take(&b);
    cr_assert_not_null(s);
    return s;
}

static void same_events(const lit_test *c, const lit_test *p, const char *name)
{
    cr_assert_eq(c->n_threads, p->n_threads, "%s: thread counts differ", name);
    for (int th = 0; th < c->n_threads; th++) {
        char *a = events(c, th), *b = events(p, th);
        cr_expect_str_eq(a, b, "%s P%d: the CUDA thread compiles to\n  %s\nbut its PTX "
                         "translation is\n  %s", name, th, a, b);
        const lit_place *x = &c->threads[th].place, *y = &p->threads[th].place;
        cr_expect(x->gpu == y->gpu && x->cta == y->cta, "%s P%d: placements differ", name, th);
        free(a);
        free(b);
    }
}

/* Dat3M's expected verdict for corpus test PATH (relative to the corpus), or -1. */
static int dat3m_verdict(const char *corpus, const char *path)
{
    char csv[4200];
    snprintf(csv, sizeof csv, "%s/expected-ptx-v7.5.csv", corpus);
    char *text = tu_slurp(csv);
    cr_assert_not_null(text);
    char key[600];
    snprintf(key, sizeof key, "litmus/PTX/%s,", path);
    char *hit = strstr(text, key);
    int v = hit ? atoi(hit + strlen(key)) : -1;
    free(text);
    return v;
}

static void check_pair(const char *dir, const char *name, const char *ref, const char *want)
{
    char corpus[4096], cpath[4800], ppath[4800];
    cr_assert_eq(tu_corpus_dir(corpus, sizeof corpus), 0);
    snprintf(cpath, sizeof cpath, "%.4200s/%.255s", dir, name);
    int from_corpus = strncmp(ref, "dat3m:", 6) == 0;
    if (from_corpus)
        snprintf(ppath, sizeof ppath, "%.4096s/%.250s", corpus, ref + 6);
    else
        snprintf(ppath, sizeof ppath, "%.4200s/%.255s", dir, ref);
    char *ctext = tu_slurp(cpath), *ptext = tu_slurp(ppath);
    cr_assert_not_null(ctext, "cannot read %s", cpath);
    cr_assert_not_null(ptext, "cannot read %s", ppath);
    lit_test *c = parse_any(cpath, ctext), *p = parse_any(ppath, ptext);
    same_events(c, p, name);
    for (int m = 0; m < 2; m++) {
        lit_model model = m ? LIT_MODEL_PTX60 : LIT_MODEL_PTX75;
        lit_result *rc = run(c, model), *rp = run(p, model);
        char *sc = tu_states(rc), *sp = tu_states(rp);
        cr_expect_str_eq(sc, sp, "%s (%s): states differ from its translation:\n%s---\n%s", name,
                         m ? "v6.0" : "v7.5", sc, sp);
        cr_expect_eq(rc->ok, rp->ok, "%s: verdicts differ", name);
        cr_expect_eq(rc->ok, strcmp(want, "Ok") == 0, "%s: %s, the CSV records %s", name,
                     rc->ok ? "Ok" : "No", want);
        if (from_corpus)
            cr_expect_eq(rc->ok, dat3m_verdict(corpus, ref + 6), "%s: Dat3M expects the other "
                         "verdict for %s", name, ref + 6);
        free(sc);
        free(sp);
        lit_result_free(rc);
        lit_result_free(rp);
    }
    lit_test_free(c);
    lit_test_free(p);
    free(ctext);
    free(ptext);
}

Test(cuda, translations_agree)
{
    char dir[4200], csv[4400];
    cuda_dir(dir, sizeof dir);
    snprintf(csv, sizeof csv, "%s/expected.csv", dir);
    char *text = tu_slurp(csv);
    cr_assert_not_null(text);
    int n = 0, shapes[7] = { 0 };
    static const char *const shape[] = { "MP", "SB", "LB", "IRIW", "WRC", "2+2W", "CoRR" };
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        if (line[0] == '#')
            continue;
        char name[256], ref[256], want[8];
        cr_assert_eq(sscanf(line, "%255[^,],%255[^,],%7s", name, ref, want), 3, "bad row %s", line);
        check_pair(dir, name, ref, want);
        for (int s = 0; s < 7; s++)
            if (!strncmp(name, shape[s], strlen(shape[s])) && (name[strlen(shape[s])] == '+' ||
                                                               name[strlen(shape[s])] == '.'))
                shapes[s]++;
        n++;
    }
    free(text);
    for (int s = 0; s < 7; s++)
        cr_expect_geq(shapes[s], 4, "only %d variants of %s", shapes[s], shape[s]);
    cr_expect_geq(n, 60);
}

/* ---- Diagnostics -------------------------------------------------------------------------- */

static char *diagnose(const char *text)
{
    lit_diags d;
    lit_diags_init(&d);
    lit_test *t = lit_cuda_parse("t.litmus", text, &d);
    cr_expect_null(t, "expected errors in:\n%s", text);
    lit_test_free(t);
    char *msg = lit_diags_format(&d, text);
    lit_diags_free(&d);
    return msg;
}

#define HEAD "CUDA t\n{ int x = 0; }\n"

Test(cuda, unsupported_constructs_have_positions)
{
    static const struct { const char *body, *want; } cases[] = {
        { "P0 @ block 0 (int *x) {\n  int a = *x / 2;\n}\n", "t.litmus:4:14: error: '/': not supported" },
        { "P0 @ block 0 (int *x) {\n  int q = threadIdx.x;\n}\n", "t.litmus:4:11: error: built-in variables" },
        { "P0 @ block 0 (int *x) {\n  x[1] = 2;\n}\n", "t.litmus:4:4: error: a litmus thread can only access" },
        { "P0 @ block 0 (int *x) {\n  __syncwarp();\n}\n", "t.litmus:4:3: error: '__syncwarp' is not supported" },
        { "P0 @ block 0 (int *x) {\n  switch (*x) { case 1: break; }\n}\n", "t.litmus:4:3: error: this statement is not supported" },
        { "P0 @ block 0 (float *x) {\n}\n", "error: a thread's parameters name its locations" },
        { "P0 @ bloc 0 (int *x) {\n}\n", "t.litmus:3:6: error: expected 'gpu', 'cluster', 'block' or 'warp'" },
        { "P1 @ block 0 (int *x) {\n}\n", "t.litmus:3:1: error: expected thread P0 here" },
        { "P0 @ block 0 (int *x) {\n  int r = *x\n}\n", "t.litmus:5:1: error:" },
        { "P0 @ block 0 (int *x) {\n  int r = *x;\n}\nexists (0:zz == 1)\n", "thread P0 has no local variable 'zz'" },
        { "P0 @ block 0 (int *x) {\n  int r = __nv_atomic_load_n(x, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);\n}\n",
          /* the front end's own rule (seed 000 §5.4.5.2.10), at the order argument */
          "t.litmus:4:33: error: '__nv_atomic_load_n' cannot have order __NV_ATOMIC_RELEASE" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[1024];
        snprintf(text, sizeof text, HEAD "%s", cases[i].body);
        char *msg = diagnose(text);
        cr_expect(strstr(msg, cases[i].want) != NULL, "case %zu: wanted '%s' in:\n%s", i,
                  cases[i].want, msg);
        free(msg);
    }
}

/* The seq_cst and fence forms, as nvcc 13.0 compiles them (docs/memory-model.md). */
Test(cuda, nv_atomic_forms)
{
    const char *text = HEAD
        "P0 @ block 0 (int *x) {\n"
        "  int a = __nv_atomic_load_n(x, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM);\n"
        "  __nv_atomic_store_n(x, 2, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_BLOCK);\n"
        "  int b = __nv_atomic_fetch_add(x, 1, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);\n"
        "  int c = __nv_atomic_exchange_n(x, 5, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_CLUSTER);\n"
        "  int e = 5;\n"
        "  bool ok = __nv_atomic_compare_exchange_n(x, &e, 7, false, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_THREAD);\n"
        "  __nv_atomic_thread_fence(__NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_DEVICE);\n"
        "  __nv_atomic_thread_fence(__NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);\n"
        "  atomicAdd_system(x, 1);\n"
        "  atomicCAS_block(x, 1, 2);\n"
        "}\n"
        "exists (0:a == 0 /\\ 0:ok == 1 /\\ 0:e == 5)\n";
    lit_test *t = parse_any("t.litmus", text);
    char *ev = events(t, 0);
    cr_expect_str_eq(ev, "fence.sc.sys; ld.acquire.sys x; fence.sc.cta; st.relaxed.cta x 2; "
                     "fence.sc.gpu; rmw.acquire.gpu.add x 1; rmw.acq_rel.cluster.exch x 5; "
                     "rmw.acquire.cta.cas x e 7; fence.acq_rel.gpu; fence.sc.gpu; "
                     "rmw.relaxed.sys.add x 1; rmw.relaxed.cta.cas x 1 2; ");
    free(ev);
    lit_result *r = run(t, LIT_MODEL_PTX75);
    cr_expect_eq(r->ok, 1, "one thread alone: a=0, the CAS finds 5 and succeeds");
    cr_expect_eq(r->n_states, 1);
    lit_result_free(r);
    lit_test_free(t);
}

/* Control flow: if/else, loops (unrolled to the bound), &&, ||, ?:, compound assignment. */
Test(cuda, control_flow)
{
    const char *text = HEAD
        "P0 @ block 0 (int *x) {\n"
        "  int s = 0;\n"
        "  for (int i = 0; i < 2; i++) s += i + 1;\n"
        "  int t = (s == 3 && *x == 0) ? 10 : 20;\n"
        "  if (t > 15 || s != 3) t = 0; else { t = t * 2; }\n"
        "  do { s--; } while (s > 1);\n"
        "  *x += 5;\n"
        "  int u = -s;\n"
        "}\n"
        "locations [x; 0:s; 0:t; 0:u;]\n";
    lit_test *t = parse_any("t.litmus", text);
    lit_result *r = run(t, LIT_MODEL_PTX75);
    char *st = tu_states(r);
    cr_expect_str_eq(st, "0:s=1; 0:t=20; 0:u=-1; x=5;\n");
    free(st);
    lit_result_free(r);
    lit_test_free(t);
}
