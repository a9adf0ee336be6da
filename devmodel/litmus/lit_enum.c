/* lit_enum.c — the axiomatic enumerator (see lit_enum.h).
 *
 * A chain of nested choices, one function per level: paths -> rf -> barriers -> Fence-SC ->
 * coherence -> final writes. Each level checks what it can before descending: rf choices are
 * rejected as soon as a branch constraint evaluates false; after the Fence-SC order the
 * causality order is known, which both rejects candidates (Causality on rf edges, Fence-SC)
 * and fixes which coherence edges are required (Coherence) or impossible (Causality on fr
 * edges), so the coherence level only builds orders that can still be consistent. The full
 * axiom check runs once more on every complete candidate.
 *
 * The same machinery, with pruning off, serves lit_refute(): it looks at inconsistent
 * candidates too, to say which axiom forbids a final state.
 */
#include "devmodel/litmus/lit_enum.h"

#include <stdlib.h>
#include <string.h>

void lit_options_default(lit_options *o)
{
    o->loop_bound = 2;
    o->model = LIT_MODEL_PTX75;
    o->max_candidates = 0;
    o->interrupt = NULL;
}

/* A few seconds of work: an 8-thread test that would run for hours stops with "bound reached". */
#define DEFAULT_LIMIT 1000000u

typedef struct {
    const lit_test *t;
    lit_result *res;
    lit_diags *d;
    lit_model model;
    uint64_t limit;
    uint64_t sf_leaves;      /* Fence-SC orders tried */
    int stop;
    lit_exec x;
    lit_rels rel;
    int reads[LIT_MAX_EVENTS];
    int n_reads;
    uint64_t cand[LIT_MAX_EVENTS];
    /* value evaluation */
    uint64_t gen, visiting;
    uint64_t memo_gen[LIT_MAX_EVENTS];
    int64_t memo[LIT_MAX_EVENTS];
    /* barrier groups */
    int n_groups;
    uint64_t gmembers[LIT_MAX_EVENTS];
    int gquorum[LIT_MAX_EVENTS];
    uint64_t gsync[LIT_MAX_EVENTS];
    /* Fence-SC pairs */
    int fp[LIT_MAX_EVENTS * 2][2];
    int n_fp;
    /* coherence */
    int wl[LIT_MAX_LOCS][LIT_MAX_EVENTS];
    int nw[LIT_MAX_LOCS];
    uint64_t locmask[LIT_MAX_LOCS];
    lit_rel must, forbid;
    int obs_locs[LIT_MAX_LOCS];
    int n_obs_locs;
    /* refutation mode */
    int refute;
    const lit_cond *target;
    int want;
    lit_refutation *ref;
    int ref_score;
} engine;

/* ---- Values ------------------------------------------------------------------------------- */

static int eval_node(engine *e, int th, int node, int64_t *v);

/* 1: known, 0: not yet known (a read without rf), -1: a cycle through rf and data (thin air) */
static int eval_read(engine *e, int r, int64_t *v)
{
    if (e->memo_gen[r] == e->gen) {
        *v = e->memo[r];
        return 1;
    }
    int w = e->x.rf[r];
    if (w < 0)
        return 0;
    if (e->visiting & lit_bit(r))
        return -1;
    e->visiting |= lit_bit(r);
    int st = 1;
    const lit_event *we = &e->x.ev[w];
    if (we->kind == LIT_EV_INIT)
        *v = e->t->locs[we->loc].init;
    else
        st = eval_node(e, we->thread, we->node, v);
    e->visiting &= ~lit_bit(r);
    if (st == 1) {
        e->memo_gen[r] = e->gen;
        e->memo[r] = *v;
    }
    return st;
}

static int eval_node(engine *e, int th, int node, int64_t *v)
{
    const lit_node *n = &e->x.tr[th]->nodes[node];
    if (n->kind == LIT_N_CONST) {
        *v = n->imm;
        return 1;
    }
    if (n->kind == LIT_N_READ)
        return eval_read(e, e->x.first[th] + n->ev, v);
    int64_t a, b;
    int sa = eval_node(e, th, n->a, &a);
    if (sa < 0)
        return -1;
    int sb = eval_node(e, th, n->b, &b);
    if (sb <= 0 || sa == 0)
        return sb < 0 ? -1 : 0;
    *v = lit_apply_op((lit_op)n->op, a, b);
    return 1;
}

/* 0 when some branch constraint is already false (or values form a cycle). Constraints
 * found true are added to *SETTLED (bit k: constraint number k of the whole execution, in
 * thread order) and not evaluated again: once its reads have their writes, a constraint keeps
 * its value for the rest of that branch of the search. */
static int constraints_possible(engine *e, uint64_t *settled)
{
    int k = 0;
    for (int th = 0; th < e->x.n_threads; th++) {
        const lit_trace *tr = e->x.tr[th];
        for (int i = 0; i < tr->n_cons; i++, k++) {
            uint64_t bit = k < 64 ? lit_bit(k) : 0;
            if (*settled & bit)
                continue;
            const lit_constraint *c = &tr->cons[i];
            int64_t a, b;
            int sa = eval_node(e, th, c->a, &a);
            int sb = sa < 0 ? -1 : eval_node(e, th, c->b, &b);
            if (sa < 0 || sb < 0)
                return 0;
            if (sa && sb) {
                if (lit_cmp_eval((lit_cmp)c->cmp, a, b) != c->truth)
                    return 0;
                *settled |= bit;
            }
        }
    }
    return 1;
}

/* Fills x.val (and barrier operands) once every read has a write; 0 on a value cycle. */
static int evaluate_all(engine *e)
{
    lit_exec *x = &e->x;
    e->gen++;
    for (int i = 0; i < x->n; i++) {
        const lit_event *ev = &x->ev[i];
        int st = 1;
        if (ev->kind == LIT_EV_INIT)
            x->val[i] = e->t->locs[ev->loc].init;
        else if (ev->kind == LIT_EV_READ)
            st = eval_read(e, i, &x->val[i]);
        else if (ev->kind == LIT_EV_WRITE || ev->kind == LIT_EV_BAR)
            st = eval_node(e, ev->thread, ev->node, &x->val[i]);
        if (st == 1 && ev->kind == LIT_EV_BAR && ev->has_inst)
            st = eval_node(e, ev->thread, ev->inode, &x->inst[i]);
        if (st == 1 && ev->kind == LIT_EV_BAR && ev->has_count)
            st = eval_node(e, ev->thread, ev->cnode, &x->count[i]);
        if (st != 1)
            return 0;
    }
    return 1;
}

/* ---- Formula and state -------------------------------------------------------------------- */

int64_t lit_term_value(const lit_test *t, const lit_term *term, const lit_exec *x)
{
    switch (term->kind) {
    case LIT_T_CONST: return term->val;
    case LIT_T_LOC: {
        int w = term->loc < LIT_MAX_LOCS ? x->final_w[term->loc] : -1;
        return w >= 0 ? x->val[w] : t->locs[term->loc].init;
    }
    default:
        if (term->thread >= x->n_threads)
            return 0;
        return lit_exec_reg(x, term->thread, term->reg);
    }
}

int lit_formula_holds(const lit_test *t, const lit_cond *c, const lit_exec *x)
{
    if (!c)
        return 1;
    switch (c->kind) {
    case LIT_C_TRUE: return 1;
    case LIT_C_FALSE: return 0;
    case LIT_C_NOT: return !lit_formula_holds(t, c->l, x);
    case LIT_C_AND: return lit_formula_holds(t, c->l, x) && lit_formula_holds(t, c->r, x);
    case LIT_C_OR: return lit_formula_holds(t, c->l, x) || lit_formula_holds(t, c->r, x);
    default:
        return lit_cmp_eval(c->cmp, lit_term_value(t, &c->a, x), lit_term_value(t, &c->b, x));
    }
}

static int find_state(lit_result *r, const int64_t *vals)
{
    for (int i = 0; i < r->n_states; i++)
        if (memcmp(r->states[i].vals, vals, (size_t)r->n_terms * sizeof *vals) == 0)
            return i;
    if (r->n_states == r->cap_states) {
        int cap = r->cap_states ? r->cap_states * 2 : 8;
        lit_state *s = realloc(r->states, (size_t)cap * sizeof *s);
        if (!s)
            return -1;
        r->states = s;
        r->cap_states = cap;
    }
    lit_state *s = &r->states[r->n_states];
    s->vals = malloc((size_t)(r->n_terms ? r->n_terms : 1) * sizeof *vals);
    if (!s->vals)
        return -1;
    memcpy(s->vals, vals, (size_t)r->n_terms * sizeof *vals);
    s->count = 0;
    s->holds = 0;
    return r->n_states++;
}

static void oom(engine *e)
{
    if (!e->stop)
        lit_diag_add(e->d, e->t->file, 0, 0, LIT_SEV_ERROR, "out of memory while enumerating");
    e->stop = 1;
}

static void record_state(engine *e)
{
    lit_result *r = e->res;
    int64_t vals[LIT_MAX_EVENTS * 2];
    for (int i = 0; i < r->n_terms && i < LIT_MAX_EVENTS * 2; i++)
        vals[i] = lit_term_value(e->t, &r->terms[i], &e->x);
    int k = find_state(r, vals);
    if (k < 0)
        return oom(e);
    int holds = lit_formula_holds(e->t, e->t->cond, &e->x);
    r->states[k].count++;
    r->states[k].holds = holds;
    if (holds)
        r->positive++;
    else
        r->negative++;
    if (!r->has_witness[holds]) {
        r->has_witness[holds] = 1;
        r->witness[holds] = e->x;
    }
}

/* ---- Refutation scoring ------------------------------------------------------------------- */

/* Lower is a better explanation: fewer violated axioms, then a preferred axiom. */
static int refute_score(unsigned mask, lit_axiom *first)
{
    static const lit_axiom pref[] = { LIT_AX_CAUSALITY, LIT_AX_COHERENCE, LIT_AX_ATOMICITY,
                                      LIT_AX_FENCE_SC, LIT_AX_SC_PER_LOC, LIT_AX_NO_THIN_AIR,
                                      LIT_AX_COHERENCE_MS };
    int k = 0;
    for (; k < 7; k++)
        if (mask & (1u << pref[k]))
            break;
    *first = k < 7 ? pref[k] : LIT_AX_OK;
    return __builtin_popcount(mask) * 8 + k;
}

static void refute_candidate(engine *e)
{
    if (lit_formula_holds(e->t, e->target, &e->x) != e->want)
        return;
    unsigned mask = lit_violations(&e->rel, &e->x);
    if (!mask)
        return;   /* consistent: the state is reachable after all */
    lit_axiom first;
    int score = refute_score(mask, &first);
    if (e->ref->found && score >= e->ref_score)
        return;
    e->ref->found = 1;
    e->ref->axiom = first;
    e->ref->violated = mask;
    e->ref->x = e->x;
    e->ref_score = score;
}

/* ---- Final writes ------------------------------------------------------------------------- */

static void choose_finals(engine *e, int k)
{
    if (e->stop)
        return;
    if (k == e->n_obs_locs) {
        if (e->refute)
            refute_candidate(e);
        else
            record_state(e);
        return;
    }
    int l = e->obs_locs[k];
    uint64_t lm = e->locmask[l];
    for (uint64_t m = lm; m; m &= m - 1) {
        int w = __builtin_ctzll(m);
        if (e->x.co.r[w] & lm)
            continue;   /* not co-maximal */
        e->x.final_w[l] = w;
        choose_finals(e, k + 1);
    }
}

static void default_finals(engine *e)
{
    for (int l = 0; l < e->t->n_locs; l++) {
        e->x.final_w[l] = l;
        for (uint64_t m = e->locmask[l]; m; m &= m - 1) {
            int w = __builtin_ctzll(m);
            if (!(e->x.co.r[w] & e->locmask[l]))
                e->x.final_w[l] = w;
        }
    }
}

/* ---- Coherence ---------------------------------------------------------------------------- */

/* The interrupt flag, looked at every 1024 candidates. */
static int interrupted(engine *e, uint64_t n)
{
    const volatile sig_atomic_t *f = e->res->opts.interrupt;
    if ((n & 1023) || !f || !*f)
        return 0;
    e->res->interrupted = 1;
    e->stop = 1;
    return 1;
}

static void co_leaf(engine *e)
{
    if (interrupted(e, e->res->candidates + 1))
        return;
    if (++e->res->candidates > 2 * e->limit) {   /* coherence choices, bounded as rf is */
        e->res->truncated = 1;
        e->stop = 1;
        return;
    }
    lit_rels_co(&e->rel, &e->x);
    default_finals(e);
    if (e->refute) {
        choose_finals(e, 0);
        return;
    }
    if (lit_check_co(&e->rel) != LIT_AX_OK)
        return;
    e->res->consistent++;
    choose_finals(e, 0);
}

/* The three writes must be transitively ordered among themselves. */
static int triple_ok(const lit_rel *co, int a, int b, int c)
{
    int v[3] = { a, b, c };
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 3; k++) {
                if (i == j || j == k || i == k)
                    continue;
                if (lit_rel_has(co, v[i], v[j]) && lit_rel_has(co, v[j], v[k]) &&
                    !lit_rel_has(co, v[i], v[k]))
                    return 0;
            }
    return 1;
}

static void co_loc(engine *e, int l);

/* Decides pair (a, b) (indices into wl[l], a < b) and goes on with the next pair. */
static void co_pair(engine *e, int l, int a, int b)
{
    if (e->stop)
        return;
    if (b >= e->nw[l]) {
        co_loc(e, l + 1);
        return;
    }
    int na = a + 1 < b ? a + 1 : 0, nb = a + 1 < b ? b : b + 1;
    int wa = e->wl[l][a], wb = e->wl[l][b];
    int must_ab = lit_rel_has(&e->must, wa, wb), must_ba = lit_rel_has(&e->must, wb, wa);
    int ms = lit_rel_has(&e->rel.ms, wa, wb);
    for (int opt = 0; opt < 3; opt++) {
        int from = opt == 1 ? wa : wb, to = opt == 1 ? wb : wa;
        if (!e->refute) {
            if (opt == 0 && (ms || must_ab || must_ba))
                continue;
            if (opt && (lit_rel_has(&e->forbid, from, to) || lit_rel_has(&e->must, to, from)))
                continue;
        }
        if (opt)
            lit_rel_add(&e->x.co, from, to);
        int ok = 1;
        for (int c = 0; c < a && ok; c++)
            ok = triple_ok(&e->x.co, e->wl[l][c], wa, wb);
        if (ok)
            co_pair(e, l, na, nb);
        if (opt)
            e->x.co.r[from] &= ~lit_bit(to);
    }
}

static void co_loc(engine *e, int l)
{
    if (l == e->t->n_locs) {
        co_leaf(e);
        return;
    }
    co_pair(e, l, 0, 1);
}

/* From the causality order: edges coherence must have, and edges it cannot have. Returns 0
 * when a read of an initial value is already contradicted. */
static int co_constraints(engine *e)
{
    const lit_rels *r = &e->rel;
    lit_rel_clear(&e->must);
    lit_rel_clear(&e->forbid);
    for (int i = 0; i < e->x.n; i++) {
        if (!(r->W & lit_bit(i)) || (r->init & lit_bit(i)))
            continue;
        e->must.r[i] = r->cause.r[i] & r->W & ~r->init & r->locm[i] & ~lit_bit(i);
    }
    for (int k = 0; k < e->n_reads; k++) {
        int rd = e->reads[k], w = e->x.rf[rd];
        /* W' cause R (same location, W' != w): co(w, W') would make R fr W' cause R. */
        uint64_t before = 0;
        for (int i = 0; i < e->x.n; i++)
            if ((r->W & ~r->init & r->locm[rd] & lit_bit(i)) && lit_rel_has(&r->cause, i, rd))
                before |= lit_bit(i);
        before &= ~lit_bit(w);
        if (before && (r->init & lit_bit(w)))
            return 0;
        e->forbid.r[w] |= before;
    }
    return 1;
}

static void co_stage(engine *e)
{
    if (!e->refute && !co_constraints(e))
        return;
    lit_rel_clear(&e->x.co);
    for (int l = 0; l < e->t->n_locs; l++)
        for (int k = 0; k < e->nw[l]; k++)
            lit_rel_add(&e->x.co, l, e->wl[l][k]);
    co_loc(e, 0);
}

/* ---- Fence-SC order ----------------------------------------------------------------------- */

static void cause_stage(engine *e)
{
    lit_rels_cause(&e->rel, &e->x, e->model);
    if (!e->refute && !lit_check_stage3(&e->rel, &e->x)) {
        e->res->candidates++;
        return;
    }
    co_stage(e);
}

static void sf_pair(engine *e, int k)
{
    if (e->stop)
        return;
    if (k == e->n_fp) {
        /* 2^pairs orders: bounded as the other choices are */
        if (++e->sf_leaves > 2 * e->limit) {
            e->res->truncated = 1;
            e->stop = 1;
            return;
        }
        if (interrupted(e, e->sf_leaves))
            return;
        if (lit_rel_acyclic(&e->x.sf, e->x.n))
            cause_stage(e);
        return;
    }
    int a = e->fp[k][0], b = e->fp[k][1];
    lit_rel_add(&e->x.sf, a, b);
    sf_pair(e, k + 1);
    e->x.sf.r[a] &= ~lit_bit(b);
    lit_rel_add(&e->x.sf, b, a);
    sf_pair(e, k + 1);
    e->x.sf.r[b] &= ~lit_bit(a);
}

static void sf_stage(engine *e)
{
    e->n_fp = 0;
    lit_rel_clear(&e->x.sf);
    for (uint64_t m = e->rel.SCF; m; m &= m - 1) {
        int i = __builtin_ctzll(m);
        uint64_t later = i == 63 ? 0 : ~((lit_bit(i) << 1) - 1);
        for (uint64_t m2 = e->rel.ms.r[i] & e->rel.SCF & later; m2; m2 &= m2 - 1) {
            int j = __builtin_ctzll(m2);
            /* From PTX 7.5 on, program order is causality: two fences of one thread can only
             * be ordered the program's way (the other way breaks Fence-SC at once). */
            if (e->model == LIT_MODEL_PTX75 && !e->refute && lit_rel_has(&e->rel.po, i, j)) {
                lit_rel_add(&e->x.sf, i, j);
                continue;
            }
            e->fp[e->n_fp][0] = i;
            e->fp[e->n_fp][1] = j;
            e->n_fp++;
        }
    }
    sf_pair(e, 0);
}

/* ---- Barriers ----------------------------------------------------------------------------- */

static int same_cta(const lit_test *t, int a, int b)
{
    const lit_place *p = &t->threads[a].place, *q = &t->threads[b].place;
    return p->gpu == q->gpu && p->cta == q->cta && p->cluster == q->cluster;
}

static int same_barrier(const lit_exec *x, const lit_test *t, int i, int j)
{
    const lit_event *a = &x->ev[i], *b = &x->ev[j];
    if (!same_cta(t, a->thread, b->thread) || x->val[i] != x->val[j] || a->has_inst != b->has_inst)
        return 0;
    return !a->has_inst || x->inst[i] == x->inst[j];
}

/* Groups barrier events: same CTA, same id (and instance); the k-th arrival of a thread at a
 * barrier joins the k-th group of that barrier. */
static void barrier_groups(engine *e, int *group_of)
{
    lit_exec *x = &e->x;
    uint64_t bars = e->rel.B;
    int occ[LIT_MAX_EVENTS];
    e->n_groups = 0;
    for (uint64_t m = bars; m; m &= m - 1) {
        int i = __builtin_ctzll(m);
        occ[i] = 0;
        for (int k = x->first[x->ev[i].thread]; k < i; k++)
            if ((bars & lit_bit(k)) && same_barrier(x, e->t, k, i))
                occ[i]++;
        int g = -1;
        for (int h = 0; h < e->n_groups && g < 0; h++) {
            int rep = __builtin_ctzll(e->gmembers[h]);
            if (occ[rep] == occ[i] && same_barrier(x, e->t, rep, i))
                g = h;
        }
        if (g < 0) {
            g = e->n_groups++;
            e->gmembers[g] = 0;
            e->gquorum[g] = -1;
        }
        group_of[i] = g;
        e->gmembers[g] |= lit_bit(i);
        if (x->ev[i].has_count && (int)x->count[i] > e->gquorum[g])
            e->gquorum[g] = (int)x->count[i];
    }
}

/* Runs the threads from barrier to barrier; 1 when every thread can reach its end. */
static int barriers_complete(engine *e, const int *group_of)
{
    lit_exec *x = &e->x;
    int pos[LIT_MAX_THREADS];
    uint64_t arrived = 0, open = 0;
    for (int t = 0; t < x->n_threads; t++)
        pos[t] = x->first[t];
    for (int progress = 1; progress;) {
        progress = 0;
        for (int t = 0; t < x->n_threads; t++) {
            for (; pos[t] < x->first[t + 1]; pos[t]++) {
                int i = pos[t];
                if (x->ev[i].kind != LIT_EV_BAR)
                    continue;
                arrived |= lit_bit(i);
                if (!x->ev[i].arrive && !(open & lit_bit(group_of[i])))
                    break;
            }
        }
        for (int g = 0; g < e->n_groups; g++) {
            int have = __builtin_popcountll(arrived & e->gmembers[g]);
            int need = e->gquorum[g] >= 0 ? e->gquorum[g] : __builtin_popcountll(e->gmembers[g]);
            if (!(open & lit_bit(g)) && have >= need) {
                open |= lit_bit(g);
                progress = 1;
            }
        }
    }
    for (int t = 0; t < x->n_threads; t++)
        if (pos[t] < x->first[t + 1])
            return 0;
    return 1;
}

static void barrier_edges(engine *e)
{
    lit_rel_clear(&e->x.sb);
    for (int g = 0; g < e->n_groups; g++) {
        uint64_t waiters = 0;
        for (uint64_t m = e->gmembers[g]; m; m &= m - 1)
            if (!e->x.ev[__builtin_ctzll(m)].arrive)
                waiters |= m & -m;
        for (uint64_t m = e->gsync[g]; m; m &= m - 1) {
            int s = __builtin_ctzll(m);
            e->x.sb.r[s] |= waiters & ~lit_bit(s);
        }
    }
}

/* Chooses, for each barrier with a thread count, which arrivals synchronise: any subset of at
 * least that many (the others pass without synchronising); without a count, all of them. */
static void barrier_sync(engine *e, int g)
{
    if (e->stop)
        return;
    if (g == e->n_groups) {
        barrier_edges(e);
        sf_stage(e);
        return;
    }
    uint64_t all = e->gmembers[g];
    if (e->gquorum[g] < 0) {
        e->gsync[g] = all;
        barrier_sync(e, g + 1);
        return;
    }
    for (uint64_t s = all;; s = (s - 1) & all) {
        if (__builtin_popcountll(s) >= e->gquorum[g]) {
            e->gsync[g] = s;
            barrier_sync(e, g + 1);
        }
        if (!s)
            break;
    }
}

static void barrier_stage(engine *e)
{
    int group_of[LIT_MAX_EVENTS];
    barrier_groups(e, group_of);
    if (!barriers_complete(e, group_of)) {
        e->res->deadlocks++;
        if (e->refute)
            e->ref->deadlock_only = 1;
        return;
    }
    barrier_sync(e, 0);
}

/* ---- rf ----------------------------------------------------------------------------------- */

static void rf_leaf(engine *e, uint64_t settled)
{
    if (interrupted(e, e->res->rf_candidates + 1))
        return;
    if (++e->res->rf_candidates > e->limit) {
        e->res->truncated = 1;
        e->stop = 1;
        return;
    }
    if (!evaluate_all(e) || !constraints_possible(e, &settled))
        return;
    lit_rels_rf(&e->rel, &e->x);
    if (!e->refute) {
        lit_rel g;
        lit_rel_union(&g, &e->rel.rf, &e->rel.dep, e->x.n);
        if (!lit_rel_acyclic(&g, e->x.n))
            return;
    }
    barrier_stage(e);
}

static void rf_choose(engine *e, int k, uint64_t settled)
{
    if (e->stop)
        return;
    if (k == e->n_reads) {
        rf_leaf(e, settled);
        return;
    }
    int r = e->reads[k];
    for (uint64_t m = e->cand[r]; m; m &= m - 1) {
        e->x.rf[r] = __builtin_ctzll(m);
        e->gen++;
        uint64_t now_settled = settled;
        if (constraints_possible(e, &now_settled))
            rf_choose(e, k + 1, now_settled);
    }
    e->x.rf[r] = -1;
    e->gen++;
}

/* Writes a read may take its value from: same location; not a later write of its own thread;
 * not the initial value when its own thread wrote the location before (both would contradict
 * program order at once). */
static void rf_candidates(engine *e)
{
    const lit_rels *r = &e->rel;
    e->n_reads = 0;
    for (int i = 0; i < e->x.n; i++) {
        e->x.rf[i] = -1;
        if (!(r->R & lit_bit(i)))
            continue;
        uint64_t c = r->W & r->locm[i];
        if (!e->refute) {
            c &= ~r->po.r[i];
            uint64_t earlier = 0;
            for (int j = e->x.first[e->x.ev[i].thread]; j < i; j++)
                earlier |= lit_bit(j);
            if (earlier & r->W & r->locm[i])
                c &= ~r->init;
        }
        e->cand[i] = c;
        e->reads[e->n_reads++] = i;
    }
}

static void combination(engine *e)
{
    lit_rels_static(&e->rel, &e->x);
    for (int l = 0; l < e->t->n_locs; l++) {
        e->nw[l] = 0;
        e->locmask[l] = lit_bit(l);
    }
    for (int i = e->x.n_init; i < e->x.n; i++) {
        if (!(e->rel.W & lit_bit(i)))
            continue;
        int l = e->x.ev[i].loc;
        e->wl[l][e->nw[l]++] = i;
        e->locmask[l] |= lit_bit(i);
    }
    rf_candidates(e);
    rf_choose(e, 0, 0);
}

/* ---- Paths -------------------------------------------------------------------------------- */

static void place_path(engine *e, int th, const lit_trace *tr, int off)
{
    for (int k = 0; k < tr->n_ev; k++) {
        lit_event ev = tr->ev[k];
        if (ev.partner >= 0)
            ev.partner = (int16_t)(ev.partner + off);
        ev.deps = off < 64 ? ev.deps << off : 0;
        e->x.ev[off + k] = ev;
    }
    e->x.tr[th] = tr;
}

static void pick_paths(engine *e, int th, int off)
{
    if (e->stop)
        return;
    lit_exec *x = &e->x;
    if (th == x->n_threads) {
        x->first[th] = off;
        x->n = off;
        combination(e);
        return;
    }
    const lit_paths *ps = &e->res->paths[th];
    for (int p = 0; p < ps->n && !e->stop; p++) {
        const lit_trace *tr = &ps->tr[p];
        if (off + tr->n_ev > LIT_MAX_EVENTS) {
            lit_diag_add(e->d, e->t->file, 0, 0, LIT_SEV_ERROR, "an execution of this test has "
                         "more than %d events; use a smaller loop bound or a smaller test",
                         LIT_MAX_EVENTS);
            e->stop = 1;
            return;
        }
        x->first[th] = off;
        x->path[th] = p;
        place_path(e, th, tr, off);
        pick_paths(e, th + 1, off + tr->n_ev);
    }
}

static void init_events(engine *e)
{
    lit_exec *x = &e->x;
    memset(x, 0, sizeof *x);
    x->test = e->t;
    x->n_threads = e->t->n_threads;
    x->n_init = e->t->n_locs;
    for (int l = 0; l < e->t->n_locs; l++) {
        lit_event *ev = &x->ev[l];
        ev->kind = LIT_EV_INIT;
        ev->thread = -1;
        ev->loc = (int16_t)l;
        ev->instr = -1;
        ev->partner = -1;
        ev->node = ev->inode = ev->cnode = -1;
    }
}

/* ---- Observed terms ----------------------------------------------------------------------- */

static int term_eq(const lit_term *a, const lit_term *b)
{
    if (a->kind != b->kind)
        return 0;
    return a->kind == LIT_T_REG ? a->thread == b->thread && a->reg == b->reg : a->loc == b->loc;
}

static int add_term(lit_result *r, const lit_term *term)
{
    if (term->kind == LIT_T_CONST)
        return 0;
    for (int i = 0; i < r->n_terms; i++)
        if (term_eq(&r->terms[i], term))
            return 0;
    lit_term *nt = realloc(r->terms, (size_t)(r->n_terms + 1) * sizeof *nt);
    if (!nt)
        return -1;
    r->terms = nt;
    r->terms[r->n_terms++] = *term;
    return 0;
}

static int collect_terms(lit_result *r, const lit_cond *c)
{
    if (!c)
        return 0;
    if (c->kind == LIT_C_CMP)
        return add_term(r, &c->a) | add_term(r, &c->b);
    return collect_terms(r, c->l) | collect_terms(r, c->r);
}

/* "r10" after "r9": compare names with embedded numbers by value. */
static int natural_cmp(const char *a, const char *b)
{
    while (*a && *b) {
        if (*a >= '0' && *a <= '9' && *b >= '0' && *b <= '9') {
            long x = strtol(a, (char **)&a, 10), y = strtol(b, (char **)&b, 10);
            if (x != y)
                return x < y ? -1 : 1;
            continue;
        }
        if (*a != *b)
            return (unsigned char)*a - (unsigned char)*b;
        a++, b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

static int term_order(const lit_test *t, const lit_term *a, const lit_term *b)
{
    if (a->kind != b->kind)
        return a->kind == LIT_T_REG ? -1 : 1;
    if (a->kind == LIT_T_LOC)
        return natural_cmp(t->locs[a->loc].name, t->locs[b->loc].name);
    if (a->thread != b->thread)
        return a->thread - b->thread;
    return natural_cmp(t->threads[a->thread].regs[a->reg], t->threads[b->thread].regs[b->reg]);
}

static int setup_terms(lit_result *r)
{
    const lit_test *t = r->test;
    for (int i = 0; i < t->n_observe; i++)
        if (add_term(r, &t->observe[i]) < 0)
            return -1;
    if (collect_terms(r, t->cond) < 0)
        return -1;
    if (r->n_terms > LIT_MAX_EVENTS * 2)
        return -1;
    for (int i = 1; i < r->n_terms; i++)   /* insertion sort: a handful of terms */
        for (int j = i; j > 0 && term_order(t, &r->terms[j - 1], &r->terms[j]) > 0; j--) {
            lit_term tmp = r->terms[j];
            r->terms[j] = r->terms[j - 1];
            r->terms[j - 1] = tmp;
        }
    return 0;
}

static int state_cmp(const lit_result *r, const lit_state *a, const lit_state *b)
{
    for (int i = 0; i < r->n_terms; i++)
        if (a->vals[i] != b->vals[i])
            return a->vals[i] < b->vals[i] ? -1 : 1;
    return 0;
}

static void sort_states(lit_result *r)
{
    for (int i = 1; i < r->n_states; i++)
        for (int j = i; j > 0 && state_cmp(r, &r->states[j - 1], &r->states[j]) > 0; j--) {
            lit_state tmp = r->states[j];
            r->states[j] = r->states[j - 1];
            r->states[j - 1] = tmp;
        }
}

/* ---- Entry points ------------------------------------------------------------------------- */

static int check_limits(const lit_test *t, lit_diags *d)
{
    if (t->n_threads > LIT_MAX_THREADS) {
        lit_diag_add(d, t->file, 0, 0, LIT_SEV_ERROR, "too many threads (%d; at most %d)",
                     t->n_threads, LIT_MAX_THREADS);
        return -1;
    }
    if (t->n_locs > LIT_MAX_LOCS) {
        lit_diag_add(d, t->file, 0, 0, LIT_SEV_ERROR, "too many locations (%d; at most %d)",
                     t->n_locs, LIT_MAX_LOCS);
        return -1;
    }
    return 0;
}

static void engine_init(engine *e, lit_result *r, lit_diags *d)
{
    memset(e, 0, sizeof *e);
    e->t = r->test;
    e->res = r;
    e->d = d;
    e->model = r->opts.model;
    e->limit = r->opts.max_candidates ? r->opts.max_candidates : DEFAULT_LIMIT;
    e->gen = 1;
    for (int i = 0; i < r->n_terms; i++)
        if (r->terms[i].kind == LIT_T_LOC)
            e->obs_locs[e->n_obs_locs++] = r->terms[i].loc;
    init_events(e);
}

static int expand_all(lit_result *r, lit_diags *d)
{
    for (int th = 0; th < r->test->n_threads; th++) {
        if (lit_expand(r->test, th, r->opts.loop_bound, &r->paths[th], d) < 0)
            return -1;
        r->paths_cut += r->paths[th].cut;
    }
    return 0;
}

static int decide(const lit_result *r)
{
    switch (r->test->quant) {
    case LIT_Q_EXISTS: return r->positive > 0;
    case LIT_Q_NOT_EXISTS: return r->positive == 0;
    default: return r->negative == 0;
    }
}

int lit_enumerate(const lit_test *t, const lit_options *o, lit_result **out, lit_diags *d)
{
    *out = NULL;
    if (check_limits(t, d) < 0)
        return -1;
    lit_result *r = calloc(1, sizeof *r);
    if (!r || !(r->test = lit_test_clone(t))) {
        free(r);
        lit_diag_add(d, t->file, 0, 0, LIT_SEV_ERROR, "out of memory");
        return -1;
    }
    if (o)
        r->opts = *o;
    else
        lit_options_default(&r->opts);
    engine *e = malloc(sizeof *e);
    int bad = !e || setup_terms(r) < 0 || expand_all(r, d) < 0;
    if (!bad) {
        engine_init(e, r, d);
        pick_paths(e, 0, r->test->n_locs);
        bad = e->stop && !r->truncated && !r->interrupted;
    }
    free(e);
    if (bad) {
        if (!d->n_errors)
            lit_diag_add(d, t->file, 0, 0, LIT_SEV_ERROR, "out of memory");
        lit_result_free(r);
        return -1;
    }
    sort_states(r);
    r->ok = decide(r);
    *out = r;
    return 0;
}

int lit_refute(lit_result *r, const lit_cond *target, int want, lit_refutation *out,
               lit_diags *d)
{
    memset(out, 0, sizeof *out);
    engine *e = malloc(sizeof *e);
    if (!e)
        return -1;
    lit_result scratch = *r;   /* counters go to a scratch copy; paths are shared */
    engine_init(e, &scratch, d);
    e->refute = 1;
    e->target = target;
    e->want = want;
    e->ref = out;
    e->limit = 2000000;
    for (int l = 0; l < r->test->n_locs; l++)   /* every location may matter to TARGET */
        e->obs_locs[l] = l;
    e->n_obs_locs = r->test->n_locs;
    pick_paths(e, 0, r->test->n_locs);
    free(e);
    return 0;
}

void lit_result_free(lit_result *r)
{
    if (!r)
        return;
    for (int i = 0; i < r->n_states; i++)
        free(r->states[i].vals);
    free(r->states);
    free(r->terms);
    for (int th = 0; th < LIT_MAX_THREADS; th++)
        lit_paths_free(&r->paths[th]);
    lit_test_free(r->test);
    free(r);
}
