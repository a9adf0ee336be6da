/* lit_model.c — relations and axioms of the PTX memory model (see lit_model.h).
 *
 * Every relation is a bitset relation over the execution's events. Stage 1 depends only on
 * the events (program order, morally strong, patterns, dependencies), stage 2 on rf, stage 3
 * on the Fence-SC and barrier orders, stage 4 on coherence; each stage is computed once per
 * choice at its level of the enumeration.
 */
#include "devmodel/litmus/lit_model.h"

const char *lit_axiom_name(lit_axiom a)
{
    static const char *const names[] = { "none", "Coherence", "Coherence (morally strong writes)",
                                         "Fence-SC", "Atomicity", "No-Thin-Air",
                                         "SC-per-Location", "Causality" };
    return (unsigned)a < LIT_AX_COUNT ? names[a] : "?";
}

const char *lit_model_name(lit_model m)
{
    return m == LIT_MODEL_PTX60 ? "ptx-v6.0" : "ptx-v7.5";
}

/* Clusters: a thread without one is alone in its cluster, named by its CTA. */
static int cluster_key(const lit_place *p)
{
    return p->cluster >= 0 ? p->cluster : -1 - p->cta;
}

int lit_scope_includes(const lit_test *t, const lit_event *e, int th)
{
    if (e->thread < 0)
        return 0;
    const lit_place *a = &t->threads[e->thread].place, *b = &t->threads[th].place;
    switch (e->scope) {
    case DM_SCOPE_SYS: return 1;
    case DM_SCOPE_GPU: return a->gpu == b->gpu;
    case DM_SCOPE_CLUSTER: return a->gpu == b->gpu && cluster_key(a) == cluster_key(b);
    case DM_SCOPE_CTA:
        return a->gpu == b->gpu && cluster_key(a) == cluster_key(b) && a->cta == b->cta;
    default: return 0;
    }
}

static int is_strong(const lit_event *e)
{
    switch (e->kind) {
    case LIT_EV_READ:
    case LIT_EV_WRITE: return e->sem != DM_ORDER_WEAK;
    case LIT_EV_FENCE:
    case LIT_EV_BAR: return 1;
    default: return 0;
    }
}

static void event_sets(lit_rels *r, const lit_exec *x)
{
    r->R = r->W = r->F = r->SCF = r->B = r->init = r->strong = 0;
    for (int i = 0; i < x->n; i++) {
        const lit_event *e = &x->ev[i];
        uint64_t b = lit_bit(i);
        if (e->kind == LIT_EV_READ)
            r->R |= b;
        if (e->kind == LIT_EV_WRITE || e->kind == LIT_EV_INIT)
            r->W |= b;
        if (e->kind == LIT_EV_INIT)
            r->init |= b;
        if (e->kind == LIT_EV_FENCE)
            r->F |= b;
        if (e->kind == LIT_EV_FENCE && e->sem == DM_ORDER_SC)
            r->SCF |= b;
        if (e->kind == LIT_EV_BAR)
            r->B |= b;
        if (is_strong(e))
            r->strong |= b;
    }
    r->M = r->R | r->W;
    for (int i = 0; i < x->n; i++) {
        r->locm[i] = 0;
        if (!(r->M & lit_bit(i)))
            continue;
        for (int j = 0; j < x->n; j++)
            if ((r->M & lit_bit(j)) && x->ev[j].loc == x->ev[i].loc)
                r->locm[i] |= lit_bit(j);
    }
}

static void program_order(lit_rels *r, const lit_exec *x)
{
    lit_rel_clear(&r->po);
    lit_rel_clear(&r->poloc);
    lit_rel_clear(&r->rmw);
    lit_rel_clear(&r->dep);
    for (int t = 0; t < x->n_threads; t++) {
        for (int i = x->first[t]; i < x->first[t + 1]; i++) {
            for (int j = i + 1; j < x->first[t + 1]; j++)
                r->po.r[i] |= lit_bit(j);
            r->poloc.r[i] = r->po.r[i] & r->locm[i];
        }
    }
    for (int i = 0; i < x->n; i++) {
        const lit_event *e = &x->ev[i];
        if (e->kind == LIT_EV_READ && e->partner >= 0)
            lit_rel_add(&r->rmw, i, e->partner);
        for (uint64_t m = e->deps; m; m &= m - 1)
            lit_rel_add(&r->dep, __builtin_ctzll(m), i);
    }
}

static void morally_strong(lit_rels *r, const lit_exec *x)
{
    lit_rel_clear(&r->ms);
    for (int i = 0; i < x->n; i++) {
        for (int j = 0; j < x->n; j++) {
            if (i == j || x->ev[i].thread < 0 || x->ev[j].thread < 0)
                continue;
            int both_mem = (r->M & lit_bit(i)) && (r->M & lit_bit(j));
            if (both_mem && !(r->locm[i] & lit_bit(j)))
                continue;
            int ordered = x->ev[i].thread == x->ev[j].thread;
            int scoped = (r->strong & lit_bit(i)) && (r->strong & lit_bit(j)) &&
                         lit_scope_includes(x->test, &x->ev[i], x->ev[j].thread) &&
                         lit_scope_includes(x->test, &x->ev[j], x->ev[i].thread);
            if (ordered || scoped)
                lit_rel_add(&r->ms, i, j);
        }
    }
}

/* rp = [W.rel] ; (po-loc)? ; [strong W]  |  [F] ; po ; [strong W]
 * ap = [strong R] ; (po-loc)? ; [R.acq]  |  [strong R] ; po ; [F] */
static void patterns(lit_rels *r, const lit_exec *x)
{
    lit_rel_clear(&r->rp);
    lit_rel_clear(&r->ap);
    uint64_t sw = r->W & r->strong & ~r->init, sr = r->R & r->strong;
    for (int i = 0; i < x->n; i++) {
        const lit_event *e = &x->ev[i];
        uint64_t self = lit_bit(i);
        if ((r->W & self) && e->sem == DM_ORDER_RELEASE)
            r->rp.r[i] = (r->poloc.r[i] | self) & sw;
        if (r->F & self)
            r->rp.r[i] = r->po.r[i] & sw;
        if (!(sr & self))
            continue;
        for (int j = 0; j < x->n; j++) {
            const lit_event *y = &x->ev[j];
            uint64_t bj = lit_bit(j);
            int acq = (r->R & bj) && y->sem == DM_ORDER_ACQUIRE &&
                      (i == j || (r->poloc.r[i] & bj));
            int fence = (r->F & bj) && (r->po.r[i] & bj);
            if (acq || fence)
                r->ap.r[i] |= bj;
        }
    }
}

void lit_rels_static(lit_rels *r, const lit_exec *x)
{
    r->n = x->n;
    event_sets(r, x);
    program_order(r, x);
    morally_strong(r, x);
    patterns(r, x);
}

/* obs = (ms & rf) | (obs ; rmw ; obs), to a fixpoint. */
static void observation(lit_rels *r)
{
    int n = r->n;
    for (int i = 0; i < n; i++)
        r->obs.r[i] = r->rf.r[i] & r->ms.r[i];
    for (;;) {
        lit_rel a, b;
        lit_rel_compose(&a, &r->obs, &r->rmw, n);
        lit_rel_compose(&b, &a, &r->obs, n);
        int grew = 0;
        for (int i = 0; i < n; i++) {
            if (b.r[i] & ~r->obs.r[i])
                grew = 1;
            r->obs.r[i] |= b.r[i];
        }
        if (!grew)
            return;
    }
}

void lit_rels_rf(lit_rels *r, const lit_exec *x)
{
    int n = x->n;
    lit_rel_clear(&r->rf);
    for (int i = 0; i < n; i++)
        if (x->rf[i] >= 0)
            lit_rel_add(&r->rf, x->rf[i], i);
    observation(r);
    lit_rel a, b;
    lit_rel_compose(&a, &r->rp, &r->obs, n);
    lit_rel_compose(&b, &a, &r->ap, n);
    for (int i = 0; i < n; i++)
        r->sync.r[i] = b.r[i] & r->ms.r[i];
}

/* cb = po? ; (S ; po?)+ (| po in 7.5), S = sync | sf | sb; cause = cb | obs ; cb
 * (6.0: cause = cb | obs ; (cb | po-loc)). */
void lit_rels_cause(lit_rels *r, const lit_exec *x, lit_model m)
{
    int n = x->n;
    lit_rel s, sp, plus, t;
    lit_rel_clear(&s);
    for (int i = 0; i < n; i++)
        s.r[i] = r->sync.r[i] | x->sf.r[i] | x->sb.r[i];
    lit_rel_compose(&sp, &s, &r->po, n);
    lit_rel_union(&plus, &s, &sp, n);
    lit_rel_closure(&plus, n);
    lit_rel_compose(&t, &r->po, &plus, n);
    for (int i = 0; i < n; i++) {
        r->cb.r[i] = plus.r[i] | t.r[i];
        if (m == LIT_MODEL_PTX75)
            r->cb.r[i] |= r->po.r[i];
    }
    lit_rel tail = r->cb;
    if (m == LIT_MODEL_PTX60)
        lit_rel_union(&tail, &r->cb, &r->poloc, n);
    lit_rel_compose(&t, &r->obs, &tail, n);
    lit_rel_union(&r->cause, &r->cb, &t, n);
}

void lit_rels_co(lit_rels *r, const lit_exec *x)
{
    r->co = x->co;
    lit_rel inv;
    lit_rel_inverse(&inv, &r->rf, x->n);
    lit_rel_compose(&r->fr, &inv, &r->co, x->n);
    for (int i = 0; i < x->n; i++)
        r->fr.r[i] &= ~lit_bit(i);
}

/* ---- Axioms ------------------------------------------------------------------------------- */

static int coherence_ok(const lit_rels *r)
{
    for (int i = 0; i < r->n; i++) {
        if (!(r->W & lit_bit(i)))
            continue;
        uint64_t need = r->cause.r[i] & r->W & r->locm[i] & ~lit_bit(i);
        if (need & ~r->co.r[i])
            return 0;
    }
    return 1;
}

static int coherence_ms_ok(const lit_rels *r)
{
    for (int i = 0; i < r->n; i++) {
        if (!(r->W & lit_bit(i)))
            continue;
        uint64_t ms = r->ms.r[i] & r->W & r->locm[i];
        for (uint64_t m = ms; m; m &= m - 1) {
            int j = __builtin_ctzll(m);
            if (!lit_rel_has(&r->co, i, j) && !lit_rel_has(&r->co, j, i))
                return 0;
        }
    }
    return 1;
}

static int fence_sc_ok(const lit_rels *r, const lit_exec *x)
{
    for (uint64_t m = r->SCF; m; m &= m - 1) {
        int i = __builtin_ctzll(m);
        uint64_t bad = r->cause.r[i] & r->SCF & r->ms.r[i] & ~x->sf.r[i];
        if (bad)
            return 0;
    }
    return 1;
}

static int atomicity_ok(const lit_rels *r)
{
    for (int i = 0; i < r->n; i++) {
        uint64_t w = r->rmw.r[i];
        if (!w)
            continue;
        int wi = __builtin_ctzll(w);
        /* W' with ms(R, W') & fr(R, W') & ms(W', W) & co(W', W) */
        for (uint64_t m = r->ms.r[i] & r->fr.r[i]; m; m &= m - 1) {
            int k = __builtin_ctzll(m);
            if (lit_rel_has(&r->ms, k, wi) && lit_rel_has(&r->co, k, wi))
                return 0;
        }
    }
    return 1;
}

static int sc_per_loc_ok(const lit_rels *r)
{
    lit_rel g;
    for (int i = 0; i < r->n; i++)
        g.r[i] = ((r->rf.r[i] | r->co.r[i] | r->fr.r[i]) & r->ms.r[i]) | r->poloc.r[i];
    return lit_rel_acyclic(&g, r->n);
}

static int causality_ok(const lit_rels *r)
{
    lit_rel com, c;
    lit_rel_union(&com, &r->rf, &r->fr, r->n);
    lit_rel_compose(&c, &com, &r->cause, r->n);
    return lit_rel_irreflexive(&c, r->n);
}

static int no_thin_air_ok(const lit_rels *r)
{
    lit_rel g;
    lit_rel_union(&g, &r->rf, &r->dep, r->n);
    return lit_rel_acyclic(&g, r->n);
}

int lit_check_stage3(const lit_rels *r, const lit_exec *x)
{
    /* Causality on rf edges: W rf R and R cause W. */
    for (int i = 0; i < r->n; i++)
        for (uint64_t m = r->rf.r[i]; m; m &= m - 1)
            if (lit_rel_has(&r->cause, __builtin_ctzll(m), i))
                return 0;
    return fence_sc_ok(r, x);
}

lit_axiom lit_check_co(const lit_rels *r)
{
    if (!coherence_ok(r))
        return LIT_AX_COHERENCE;
    if (!coherence_ms_ok(r))
        return LIT_AX_COHERENCE_MS;
    if (!atomicity_ok(r))
        return LIT_AX_ATOMICITY;
    if (!sc_per_loc_ok(r))
        return LIT_AX_SC_PER_LOC;
    if (!causality_ok(r))
        return LIT_AX_CAUSALITY;
    return LIT_AX_OK;
}

lit_axiom lit_check(const lit_rels *r, const lit_exec *x)
{
    if (!no_thin_air_ok(r))
        return LIT_AX_NO_THIN_AIR;
    if (!coherence_ok(r))
        return LIT_AX_COHERENCE;
    if (!coherence_ms_ok(r))
        return LIT_AX_COHERENCE_MS;
    if (!fence_sc_ok(r, x))
        return LIT_AX_FENCE_SC;
    if (!atomicity_ok(r))
        return LIT_AX_ATOMICITY;
    if (!sc_per_loc_ok(r))
        return LIT_AX_SC_PER_LOC;
    if (!causality_ok(r))
        return LIT_AX_CAUSALITY;
    return LIT_AX_OK;
}

unsigned lit_violations(const lit_rels *r, const lit_exec *x)
{
    unsigned m = 0;
    if (!no_thin_air_ok(r))
        m |= 1u << LIT_AX_NO_THIN_AIR;
    if (!coherence_ok(r))
        m |= 1u << LIT_AX_COHERENCE;
    if (!coherence_ms_ok(r))
        m |= 1u << LIT_AX_COHERENCE_MS;
    if (!fence_sc_ok(r, x))
        m |= 1u << LIT_AX_FENCE_SC;
    if (!atomicity_ok(r))
        m |= 1u << LIT_AX_ATOMICITY;
    if (!sc_per_loc_ok(r))
        m |= 1u << LIT_AX_SC_PER_LOC;
    if (!causality_ok(r))
        m |= 1u << LIT_AX_CAUSALITY;
    return m;
}
