/* lit_suggest.c — search for the smallest strengthening that forbids an outcome (see
 * lit_suggest.h).
 *
 * Changes are listed once for the original test, each with the instruction it touches (by
 * index in the original thread). A combination is applied to a copy: edits first, then
 * insertions from the last position backwards so that earlier indices stay valid.
 */
#include "devmodel/litmus/lit_suggest.h"

#include <stdlib.h>
#include <string.h>

typedef enum { CH_EDIT, CH_INSERT, CH_WIDEN_THREAD } ch_kind;

typedef struct {
    ch_kind kind;
    int th, ins;             /* EDIT: the instruction; INSERT: insert before it */
    lit_instr to;            /* EDIT: the new instruction; INSERT: the fence; WIDEN_THREAD:
                                to.scope is the scope every access and fence gets */
    int rank;                /* lower is preferred */
} change;

typedef struct {
    change *v;
    int n, cap;
} change_list;

static int push(change_list *l, change c)
{
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 32;
        change *v = realloc(l->v, (size_t)cap * sizeof *v);
        if (!v)
            return -1;
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = c;
    return 0;
}

/* The narrowest scope that includes every thread of the test. */
static dm_scope covering_scope(const lit_test *t)
{
    int same_cta = 1, same_gpu = 1;
    for (int i = 1; i < t->n_threads; i++) {
        const lit_place *a = &t->threads[0].place, *b = &t->threads[i].place;
        same_gpu &= a->gpu == b->gpu;
        same_cta &= a->gpu == b->gpu && a->cta == b->cta && a->cluster == b->cluster;
    }
    return same_cta ? DM_SCOPE_CTA : same_gpu ? DM_SCOPE_GPU : DM_SCOPE_SYS;
}

static int is_memory(const lit_instr *i)
{
    return i->kind == LIT_I_LOAD || i->kind == LIT_I_STORE || i->kind == LIT_I_ATOM ||
           i->kind == LIT_I_RED;
}

static int add_edit(change_list *l, int th, int ins, const lit_instr *from, dm_order sem,
                    dm_scope scope, int rank)
{
    change c;
    memset(&c, 0, sizeof c);
    c.kind = CH_EDIT;
    c.th = th;
    c.ins = ins;
    c.to = *from;
    c.to.sem = sem;
    c.to.scope = scope;
    c.to.text = NULL;
    c.rank = rank;
    return push(l, c);
}

/* Stronger orders for one access (and the scope S when it had none). */
static int access_edits(change_list *l, int th, int k, const lit_instr *i, dm_scope s)
{
    dm_scope sc = i->scope > s ? i->scope : s;
    int load = i->kind == LIT_I_LOAD, store = i->kind == LIT_I_STORE;
    int r = 0;
    if ((load || store) && i->sem == DM_ORDER_WEAK) {
        r |= add_edit(l, th, k, i, load ? DM_ORDER_ACQUIRE : DM_ORDER_RELEASE, s, 1);
        r |= add_edit(l, th, k, i, DM_ORDER_RELAXED, s, 2);
    } else if ((load || store) && i->sem == DM_ORDER_RELAXED) {
        r |= add_edit(l, th, k, i, load ? DM_ORDER_ACQUIRE : DM_ORDER_RELEASE, sc, 1);
    } else if (!load && !store && i->sem != DM_ORDER_ACQ_REL) {
        if (i->sem == DM_ORDER_RELAXED) {
            r |= add_edit(l, th, k, i, DM_ORDER_RELEASE, sc, 1);
            r |= add_edit(l, th, k, i, DM_ORDER_ACQUIRE, sc, 1);
        }
        r |= add_edit(l, th, k, i, DM_ORDER_ACQ_REL, sc, 2);
    }
    if (i->sem != DM_ORDER_WEAK && i->scope < s)
        r |= add_edit(l, th, k, i, i->sem, s, 1);
    return r;
}

static int fence_edits(change_list *l, int th, int k, const lit_instr *i, dm_scope s)
{
    int r = 0;
    if (i->sem == DM_ORDER_ACQ_REL)
        r |= add_edit(l, th, k, i, DM_ORDER_SC, i->scope > s ? i->scope : s, 1);
    if (i->scope < s)
        r |= add_edit(l, th, k, i, i->sem, s, 1);
    return r;
}

static int insert_fences(change_list *l, const lit_thread *p, int th, dm_scope s)
{
    int seen_memory = 0, r = 0;
    for (int k = 0; k < p->n_ins; k++) {
        const lit_instr *i = &p->ins[k];
        if (is_memory(i) && seen_memory) {
            change c;
            memset(&c, 0, sizeof c);
            c.kind = CH_INSERT;
            c.th = th;
            c.ins = k;
            c.to = lit_mk_fence(DM_ORDER_SC, s);
            c.rank = 3;
            r |= push(l, c);
            c.to = lit_mk_fence(DM_ORDER_ACQ_REL, s);
            c.rank = 4;
            r |= push(l, c);
        }
        seen_memory |= is_memory(i);
    }
    return r;
}

/* One change for a whole thread: every scoped access and fence gets scope S. Offered when
 * the thread has at least two scopes narrower than S, which single edits would need one by
 * one. */
static int widen_thread(change_list *l, const lit_thread *p, int th, dm_scope s)
{
    int narrow = 0;
    for (int k = 0; k < p->n_ins; k++) {
        const lit_instr *i = &p->ins[k];
        narrow += (is_memory(i) || i->kind == LIT_I_FENCE) && i->sem != DM_ORDER_WEAK &&
                  i->scope < s;
    }
    if (narrow < 2)
        return 0;
    change c;
    memset(&c, 0, sizeof c);
    c.kind = CH_WIDEN_THREAD;
    c.th = th;
    c.to.scope = s;
    c.rank = 2;
    return push(l, c);
}

static int list_changes(const lit_test *t, change_list *l)
{
    dm_scope s = covering_scope(t);
    int r = 0;
    for (int th = 0; th < t->n_threads; th++) {
        const lit_thread *p = &t->threads[th];
        r |= widen_thread(l, p, th, s);
        for (int k = 0; k < p->n_ins; k++) {
            const lit_instr *i = &p->ins[k];
            if (is_memory(i))
                r |= access_edits(l, th, k, i, s);
            else if (i->kind == LIT_I_FENCE)
                r |= fence_edits(l, th, k, i, s);
        }
        r |= insert_fences(l, p, th, s);
    }
    if (r)
        return -1;
    for (int i = 1; i < l->n; i++)   /* stable sort by rank */
        for (int j = i; j > 0 && l->v[j - 1].rank > l->v[j].rank; j--) {
            change tmp = l->v[j];
            l->v[j] = l->v[j - 1];
            l->v[j - 1] = tmp;
        }
    return 0;
}

/* ---- Applying and checking ---------------------------------------------------------------- */

static int conflicts(const change_list *l, const int *pick, int n)
{
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++) {
            const change *x = &l->v[pick[a]], *y = &l->v[pick[b]];
            if (x->th == y->th && x->ins == y->ins && x->kind == y->kind)
                return 1;
            if (x->th == y->th && (x->kind == CH_WIDEN_THREAD) != (y->kind == CH_WIDEN_THREAD) &&
                (x->kind == CH_EDIT || y->kind == CH_EDIT))
                return 1;   /* an edit inside a thread that is widened as a whole */
        }
    return 0;
}

static void widen_all(lit_test *c, int th, dm_scope s)
{
    lit_thread *p = &c->threads[th];
    for (int k = 0; k < p->n_ins; k++) {
        lit_instr *i = &p->ins[k];
        if ((is_memory(i) || i->kind == LIT_I_FENCE) && i->sem != DM_ORDER_WEAK && i->scope < s) {
            i->scope = s;
            free(i->text);
            i->text = NULL;
        }
    }
}

static lit_test *apply(const lit_test *t, const change_list *l, const int *pick, int n)
{
    lit_test *c = lit_test_clone(t);
    if (!c)
        return NULL;
    for (int k = 0; k < n; k++) {
        const change *ch = &l->v[pick[k]];
        if (ch->kind == CH_EDIT) {
            lit_instr *dst = &c->threads[ch->th].ins[ch->ins];
            char *text = dst->text;
            int line = dst->line, col = dst->col;
            *dst = ch->to;
            dst->text = NULL;
            dst->line = line;
            dst->col = col;
            free(text);
        } else if (ch->kind == CH_WIDEN_THREAD) {
            widen_all(c, ch->th, ch->to.scope);
        }
    }
    for (int pos = 1 << 30;;) {   /* insertions, from the last position backwards */
        int best = -1;
        for (int k = 0; k < n; k++) {
            const change *ch = &l->v[pick[k]];
            int key = ch->th * 4096 + ch->ins;
            if (ch->kind == CH_INSERT && key < pos && (best < 0 || key > best))
                best = key;
        }
        if (best < 0)
            break;
        for (int k = 0; k < n; k++) {
            const change *ch = &l->v[pick[k]];
            if (ch->kind == CH_INSERT && ch->th * 4096 + ch->ins == best &&
                lit_thread_insert(c, ch->th, ch->ins, &ch->to) < 0) {
                lit_test_free(c);
                return NULL;
            }
        }
        pos = best;
    }
    return c;
}

/* 1 when the changed test never reaches the outcome (and still has executions). The changes
 * keep threads, registers and locations, so the test's condition still names the outcome. */
static int forbids(const lit_result *r, const lit_test *c, int want)
{
    lit_diags d;
    lit_diags_init(&d);
    lit_result *rc = NULL;
    int ok = 0;
    if (lit_enumerate(c, &r->opts, &rc, &d) == 0)
        ok = rc->consistent > 0 && !rc->truncated && (want ? rc->positive : rc->negative) == 0;
    lit_result_free(rc);
    lit_diags_free(&d);
    return ok;
}

/* ---- Describing the changes --------------------------------------------------------------- */

static void put_original(lit_buf *b, const lit_test *t, int th, const lit_instr *i)
{
    if (i->text)
        lit_buf_puts(b, i->text);
    else
        lit_instr_format(b, t, th, i);
}

static const char *cuda_scope(dm_scope s)
{
    switch (s) {
    case DM_SCOPE_CTA: return "__NV_THREAD_SCOPE_BLOCK";
    case DM_SCOPE_CLUSTER: return "__NV_THREAD_SCOPE_CLUSTER";
    case DM_SCOPE_SYS: return "__NV_THREAD_SCOPE_SYSTEM";
    default: return "__NV_THREAD_SCOPE_DEVICE";
    }
}

static const char *cuda_order(dm_order s)
{
    switch (s) {
    case DM_ORDER_ACQUIRE: return "__NV_ATOMIC_ACQUIRE";
    case DM_ORDER_RELEASE: return "__NV_ATOMIC_RELEASE";
    case DM_ORDER_ACQ_REL: return "__NV_ATOMIC_ACQ_REL";
    case DM_ORDER_SC: return "__NV_ATOMIC_SEQ_CST";
    default: return "__NV_ATOMIC_RELAXED";
    }
}

/* The CUDA spelling of I (docs/memory-model.md read backwards), for tests written in CUDA. */
static void put_cuda(lit_buf *b, const lit_test *t, int th, const lit_instr *i)
{
    const char *loc = i->loc >= 0 && i->loc < t->n_locs ? t->locs[i->loc].name : "?";
    switch (i->kind) {
    case LIT_I_FENCE:
        if (i->sem == DM_ORDER_SC)
            lit_buf_puts(b, i->scope == DM_SCOPE_CTA ? "__threadfence_block();"
                            : i->scope == DM_SCOPE_SYS ? "__threadfence_system();" : "__threadfence();");
        else
            lit_buf_printf(b, "__nv_atomic_thread_fence(%s, %s);", cuda_order(i->sem), cuda_scope(i->scope));
        return;
    case LIT_I_LOAD:
        if (i->sem == DM_ORDER_WEAK)
            break;
        lit_buf_printf(b, "%s = __nv_atomic_load_n(%s, %s, %s);",
                       i->dst >= 0 && i->dst < t->threads[th].n_regs ? t->threads[th].regs[i->dst] : "r",
                       loc, cuda_order(i->sem), cuda_scope(i->scope));
        return;
    case LIT_I_STORE:
        if (i->sem == DM_ORDER_WEAK || i->a.is_reg)
            break;
        lit_buf_printf(b, "__nv_atomic_store_n(%s, %lld, %s, %s);", loc, (long long)i->a.imm,
                       cuda_order(i->sem), cuda_scope(i->scope));
        return;
    default:
        break;
    }
    lit_instr_format(b, t, th, i); /* no CUDA spelling of its own: the PTX one */
}

static void put_new(lit_buf *b, const lit_test *t, int th, const lit_instr *i)
{
    if (t->cuda)
        put_cuda(b, t, th, i);
    else
        lit_instr_format(b, t, th, i);
}

static void describe(lit_buf *b, const lit_test *t, const change *ch)
{
    const lit_thread *p = &t->threads[ch->th];
    if (ch->kind == CH_WIDEN_THREAD) {
        lit_buf_printf(b, "%s: widen every scope to .%s (lines", p->name,
                       lit_scope_name(ch->to.scope));
        for (int k = 0; k < p->n_ins; k++) {
            const lit_instr *i = &p->ins[k];
            if ((is_memory(i) || i->kind == LIT_I_FENCE) && i->sem != DM_ORDER_WEAK &&
                i->scope < ch->to.scope)
                lit_buf_printf(b, " %d", i->line);
        }
        lit_buf_puts(b, ")\n");
        return;
    }
    const lit_instr *orig = &p->ins[ch->ins];
    if (ch->kind == CH_EDIT) {
        lit_buf_printf(b, "%s line %d: change `", p->name, orig->line);
        put_original(b, t, ch->th, orig);
        lit_buf_puts(b, "` to `");
        put_new(b, t, ch->th, &ch->to);
        lit_buf_puts(b, "`\n");
        return;
    }
    lit_buf_printf(b, "%s: insert `", p->name);
    put_new(b, t, ch->th, &ch->to);
    lit_buf_printf(b, "` before line %d (`", orig->line);
    put_original(b, t, ch->th, orig);
    lit_buf_puts(b, "`)\n");
}

/* ---- Search ------------------------------------------------------------------------------- */

typedef struct {
    const lit_result *r;
    int want;
    const change_list *l;
    int pick[4];
    int runs, max_runs;
    lit_suggestion *out;
} search;

/* Tries every combination of N changes (indices ascending) starting at FROM. */
static int combos(search *s, int k, int n, int from)
{
    if (s->out->found || s->runs >= s->max_runs)
        return 0;
    if (k == n) {
        if (conflicts(s->l, s->pick, n))
            return 0;
        lit_test *c = apply(s->r->test, s->l, s->pick, n);
        if (!c)
            return -1;
        s->runs++;
        if (forbids(s->r, c, s->want)) {
            lit_buf b;
            lit_buf_init(&b);
            for (int i = 0; i < n; i++)
                describe(&b, s->r->test, &s->l->v[s->pick[i]]);
            s->out->found = 1;
            s->out->n_changes = n;
            s->out->text = lit_buf_take(&b);
            s->out->fixed = c;
            return s->out->text ? 0 : -1;
        }
        lit_test_free(c);
        return 0;
    }
    for (int i = from; i < s->l->n; i++) {
        s->pick[k] = i;
        if (combos(s, k + 1, n, i + 1) < 0)
            return -1;
    }
    return 0;
}

int lit_suggest(const lit_result *r, int want, int max_changes, int max_runs,
                lit_suggestion *out)
{
    memset(out, 0, sizeof *out);
    change_list l = { NULL, 0, 0 };
    if (list_changes(r->test, &l) < 0) {
        free(l.v);
        return -1;
    }
    search s = { r, want, &l, { 0 }, 0, max_runs > 0 ? max_runs : 4000, out };
    if (max_changes > 4)
        max_changes = 4;
    int rc = 0;
    for (int n = 1; n <= max_changes && !out->found && rc == 0; n++)
        rc = combos(&s, 0, n, 0);
    out->runs = s.runs;
    free(l.v);
    return rc;
}

void lit_suggestion_free(lit_suggestion *s)
{
    free(s->text);
    lit_test_free(s->fixed);
    memset(s, 0, sizeof *s);
}
