/* lit_explain.c — witnesses, refutations and their presentation (see lit_explain.h).
 *
 * A forbidden outcome is explained by a cycle. The axioms are stated with the causality order,
 * a composite relation, so the cycle shows how it was composed: a breadth-first search over
 * (event, phase) pairs follows program order, synchronisation (release/acquire patterns,
 * Fence-SC order, barriers) and observation edges in the order the definition of causality
 * allows, and returns the shortest such path. Every event is printed with the thread, line and
 * instruction it came from.
 */
#include "devmodel/litmus/lit_explain.h"

#include "devmodel/litmus/lit_suggest.h"

#include <stdlib.h>
#include <string.h>

void lit_explain_opts_default(lit_explain_opts *o)
{
    o->suggest = 1;
    o->max_changes = 2;
    o->max_runs = 4000;
}

static void full_rels(lit_rels *rel, const lit_exec *x, lit_model m)
{
    lit_rels_static(rel, x);
    lit_rels_rf(rel, x);
    lit_rels_cause(rel, x, m);
    lit_rels_co(rel, x);
}

static void add_edge(lit_explanation *e, int from, int to, const char *label)
{
    if (e->n_edges < LIT_MAX_EDGES)
        e->edges[e->n_edges++] = (lit_edge){ from, to, label };
}

/* ---- Witness ------------------------------------------------------------------------------ */

static void witness_edges(lit_explanation *e, const lit_rels *rel, const lit_exec *x)
{
    int n = x->n;
    for (int i = 0; i < n; i++)
        if (x->rf[i] >= 0)
            add_edge(e, x->rf[i], i, "rf");
    uint64_t w = rel->W & ~rel->init;
    for (int a = 0; a < n; a++) {   /* co: immediate successors among non-initial writes */
        uint64_t succ = rel->co.r[a] & w;
        if (!(w & lit_bit(a)))
            continue;
        for (uint64_t m = succ; m; m &= m - 1) {
            int b = __builtin_ctzll(m);
            int direct = 1;
            for (uint64_t k = succ; k && direct; k &= k - 1)
                direct = !lit_rel_has(&rel->co, __builtin_ctzll(k), b);
            if (direct)
                add_edge(e, a, b, "co");
        }
    }
    for (int r = 0; r < n; r++) {   /* fr: to the co-first overwriting writes */
        uint64_t t = rel->fr.r[r] & ~rel->rmw.r[r];   /* not an RMW's own write */
        for (uint64_t m = t; m; m &= m - 1) {
            int b = __builtin_ctzll(m), first = 1;
            for (uint64_t k = t; k && first; k &= k - 1)
                first = !lit_rel_has(&rel->co, __builtin_ctzll(k), b);
            if (first)
                add_edge(e, r, b, "fr");
        }
    }
    for (int i = 0; i < n; i++) {
        for (uint64_t m = rel->sync.r[i]; m; m &= m - 1)
            add_edge(e, i, __builtin_ctzll(m), "sync");
        for (uint64_t m = x->sf.r[i]; m; m &= m - 1)
            add_edge(e, i, __builtin_ctzll(m), "fence-sc");
        for (uint64_t m = x->sb.r[i]; m; m &= m - 1)
            add_edge(e, i, __builtin_ctzll(m), "bar");
        for (uint64_t m = rel->obs.r[i] & ~rel->rf.r[i]; m; m &= m - 1)
            add_edge(e, i, __builtin_ctzll(m), "obs");
    }
}

/* ---- Causality paths ---------------------------------------------------------------------- */

enum { PH_START, PH_OBS, PH_PO, PH_SYNC, PH_POLOC, PH_N };

typedef struct {
    int node, phase;
} bfs_state;

static int accepts(lit_model m, int phase)
{
    if (m == LIT_MODEL_PTX75)
        return phase == PH_PO || phase == PH_SYNC;
    return phase == PH_SYNC || phase == PH_POLOC;
}

/* Where an edge of kind LABEL leads from PHASE (-1: not allowed). */
static int next_phase(lit_model m, int phase, const char *label)
{
    int is_po = strcmp(label, "po") == 0, is_obs = strcmp(label, "obs") == 0;
    int is_poloc = strcmp(label, "po-loc") == 0;
    if (is_obs)
        return phase == PH_START ? PH_OBS : -1;
    if (is_poloc)
        return m == LIT_MODEL_PTX60 && phase == PH_OBS ? PH_POLOC : -1;
    if (phase == PH_POLOC)
        return -1;
    if (is_po)
        return phase == PH_SYNC ? PH_SYNC : PH_PO;
    return PH_SYNC;
}

typedef struct {
    const lit_rel *rel;
    const char *label;
} labelled;

static int cause_edges(const lit_rels *rel, const lit_exec *x, labelled *out)
{
    int k = 0;
    out[k++] = (labelled){ &rel->obs, "obs" };
    out[k++] = (labelled){ &rel->sync, "sync" };
    out[k++] = (labelled){ &x->sf, "fence-sc" };
    out[k++] = (labelled){ &x->sb, "bar" };
    out[k++] = (labelled){ &rel->poloc, "po-loc" };
    return k;
}

/* Appends the shortest causality path SRC -> DST; 0 when there is none. */
static int cause_path(lit_explanation *e, const lit_rels *rel, const lit_exec *x, lit_model m,
                      int src, int dst)
{
    int n = x->n;
    bfs_state queue[LIT_MAX_EVENTS * PH_N];
    int prev[LIT_MAX_EVENTS * PH_N];
    const char *plabel[LIT_MAX_EVENTS * PH_N];
    for (int i = 0; i < n * PH_N; i++)
        prev[i] = -2;
    int head = 0, tail = 0, found = -1;
    queue[tail++] = (bfs_state){ src, PH_START };
    prev[src * PH_N + PH_START] = -1;
    labelled rels[8];
    int nr = cause_edges(rel, x, rels);
    while (head < tail && found < 0) {
        bfs_state s = queue[head++];
        int sid = s.node * PH_N + s.phase;
        for (int k = -1; k < nr && found < 0; k++) {
            const char *label = k < 0 ? "po" : rels[k].label;
            uint64_t targets;
            if (k < 0) {   /* program order: the next event of the thread */
                int nx = s.node + 1;
                targets = (s.node >= x->n_init && nx < n && rel->po.r[s.node] & lit_bit(nx))
                              ? lit_bit(nx) : 0;
            } else {
                targets = rels[k].rel->r[s.node];
            }
            int ph = next_phase(m, s.phase, label);
            if (ph < 0)
                continue;
            for (uint64_t t = targets; t; t &= t - 1) {
                int v = __builtin_ctzll(t), id = v * PH_N + ph;
                if (prev[id] != -2)
                    continue;
                prev[id] = sid;
                plabel[id] = label;
                queue[tail++] = (bfs_state){ v, ph };
                if (v == dst && accepts(m, ph)) {
                    found = id;
                    break;
                }
            }
        }
    }
    if (found < 0)
        return 0;
    int chain[LIT_MAX_EVENTS * PH_N], len = 0;
    for (int id = found; prev[id] >= 0; id = prev[id])
        chain[len++] = id;
    for (int i = len - 1; i >= 0; i--) {
        int id = chain[i], from = prev[id] / PH_N;
        add_edge(e, from, id / PH_N, plabel[id]);
    }
    return 1;
}

/* Shortest cycle through the union of the given labelled relations; 0 when acyclic. */
static int shortest_cycle(lit_explanation *e, int n, const labelled *rels, int nr)
{
    int best_len = 1 << 30, best[LIT_MAX_EVENTS];
    const char *best_lab[LIT_MAX_EVENTS];
    for (int s = 0; s < n; s++) {
        int prev[LIT_MAX_EVENTS], queue[LIT_MAX_EVENTS], head = 0, tail = 0, hit = -1;
        const char *lab[LIT_MAX_EVENTS];
        for (int i = 0; i < n; i++)
            prev[i] = -2;
        queue[tail++] = s;
        prev[s] = -1;
        while (head < tail && hit < 0) {
            int u = queue[head++];
            for (int k = 0; k < nr && hit < 0; k++)
                for (uint64_t t = rels[k].rel->r[u]; t; t &= t - 1) {
                    int v = __builtin_ctzll(t);
                    if (v == s) {
                        hit = u;
                        lab[s] = rels[k].label;
                        break;
                    }
                    if (prev[v] != -2)
                        continue;
                    prev[v] = u;
                    lab[v] = rels[k].label;
                    queue[tail++] = v;
                }
        }
        if (hit < 0)
            continue;
        int path[LIT_MAX_EVENTS], len = 0;
        for (int v = hit; v >= 0; v = prev[v])
            path[len++] = v;
        if (len >= best_len)
            continue;
        best_len = len;
        for (int i = 0; i < len; i++) {   /* path is reversed: s ... hit */
            best[i] = path[len - 1 - i];
            best_lab[i] = i + 1 < len ? lab[path[len - 2 - i]] : lab[s];
        }
    }
    if (best_len == 1 << 30)
        return 0;
    for (int i = 0; i < best_len; i++)
        add_edge(e, best[i], best[(i + 1) % best_len], best_lab[i]);
    return 1;
}

/* ---- Cycles for each axiom ---------------------------------------------------------------- */

static void note(lit_explanation *e, const char *fmt, const char *a, const char *b)
{
    lit_buf buf;
    lit_buf_init(&buf);
    lit_buf_printf(&buf, fmt, a, b);
    free(e->note);
    e->note = lit_buf_take(&buf);
}

static char *ev_name(int i, char *buf)
{
    lit_buf b;
    lit_buf_init(&b);
    lit_exec_name(&b, i);
    char *s = lit_buf_take(&b);
    strcpy(buf, s ? s : "?");
    free(s);
    return buf;
}

static void causality_cycle(lit_explanation *e, const lit_rels *rel, const lit_exec *x,
                            lit_model m)
{
    for (int a = 0; a < x->n; a++) {
        labelled com[2] = { { &rel->rf, "rf" }, { &rel->fr, "fr" } };
        for (int k = 0; k < 2; k++)
            for (uint64_t t = com[k].rel->r[a]; t; t &= t - 1) {
                int b = __builtin_ctzll(t);
                if (!lit_rel_has(&rel->cause, b, a))
                    continue;
                add_edge(e, a, b, com[k].label);
                if (cause_path(e, rel, x, m, b, a))
                    return;
                e->n_edges--;
            }
    }
}

static void coherence_cycle(lit_explanation *e, const lit_rels *rel, const lit_exec *x,
                            lit_model m)
{
    char na[8], nb[8];
    for (int a = 0; a < x->n; a++) {
        uint64_t need = rel->cause.r[a] & rel->W & rel->locm[a] & ~lit_bit(a) & ~rel->co.r[a];
        if (!(rel->W & lit_bit(a)) || !need)
            continue;
        int b = __builtin_ctzll(need);
        cause_path(e, rel, x, m, a, b);
        if (lit_rel_has(&rel->co, b, a)) {
            add_edge(e, b, a, "co");
            note(e, "%s causally precedes %s, so it must precede it in coherence order", ev_name(a, na),
                 ev_name(b, nb));
        } else {
            note(e, "%s causally precedes %s, but the two writes are unordered in coherence order",
                 ev_name(a, na), ev_name(b, nb));
        }
        return;
    }
}

static void coherence_ms_pair(lit_explanation *e, const lit_rels *rel, const lit_exec *x)
{
    char na[8], nb[8];
    for (int a = 0; a < x->n; a++)
        for (uint64_t t = rel->ms.r[a] & rel->W & rel->locm[a]; t; t &= t - 1) {
            int b = __builtin_ctzll(t);
            if (lit_rel_has(&rel->co, a, b) || lit_rel_has(&rel->co, b, a))
                continue;
            add_edge(e, a, b, "ms");
            note(e, "%s and %s are morally strong writes to one location, so coherence must "
                 "order them", ev_name(a, na), ev_name(b, nb));
            return;
        }
}

static void fence_sc_cycle(lit_explanation *e, const lit_rels *rel, const lit_exec *x,
                           lit_model m)
{
    for (uint64_t f = rel->SCF; f; f &= f - 1) {
        int a = __builtin_ctzll(f);
        uint64_t bad = rel->cause.r[a] & rel->SCF & rel->ms.r[a] & ~x->sf.r[a];
        if (!bad)
            continue;
        int b = __builtin_ctzll(bad);
        add_edge(e, b, a, "fence-sc");
        cause_path(e, rel, x, m, a, b);
        return;
    }
}

static void atomicity_cycle(lit_explanation *e, const lit_rels *rel)
{
    char na[8], nb[8];
    for (int r = 0; r < rel->n; r++) {
        if (!rel->rmw.r[r])
            continue;
        int w = __builtin_ctzll(rel->rmw.r[r]);
        for (uint64_t t = rel->ms.r[r] & rel->fr.r[r]; t; t &= t - 1) {
            int k = __builtin_ctzll(t);
            if (!lit_rel_has(&rel->ms, k, w) || !lit_rel_has(&rel->co, k, w))
                continue;
            add_edge(e, r, k, "fr");
            add_edge(e, k, w, "co");
            add_edge(e, r, w, "rmw");
            note(e, "%s comes between the read and the write of the atomic operation %s",
                 ev_name(k, na), ev_name(r, nb));
            return;
        }
    }
}

static void sc_per_loc_cycle(lit_explanation *e, const lit_rels *rel)
{
    static const char *const names[] = { "rf", "co", "fr" };
    lit_rel part[3];
    for (int i = 0; i < rel->n; i++) {
        part[0].r[i] = rel->rf.r[i] & rel->ms.r[i];
        part[1].r[i] = rel->co.r[i] & rel->ms.r[i];
        part[2].r[i] = rel->fr.r[i] & rel->ms.r[i];
    }
    labelled l[4] = { { &part[0], names[0] }, { &part[1], names[1] }, { &part[2], names[2] },
                      { &rel->poloc, "po-loc" } };
    shortest_cycle(e, rel->n, l, 4);
}

static void explain_cycle(lit_explanation *e, const lit_rels *rel, const lit_exec *x, lit_model m)
{
    int before = e->n_edges;
    switch (e->axiom) {
    case LIT_AX_CAUSALITY: causality_cycle(e, rel, x, m); break;
    case LIT_AX_COHERENCE: coherence_cycle(e, rel, x, m); break;
    case LIT_AX_COHERENCE_MS: coherence_ms_pair(e, rel, x); break;
    case LIT_AX_FENCE_SC: fence_sc_cycle(e, rel, x, m); break;
    case LIT_AX_ATOMICITY: atomicity_cycle(e, rel); break;
    case LIT_AX_SC_PER_LOC: sc_per_loc_cycle(e, rel); break;
    case LIT_AX_NO_THIN_AIR: {
        labelled l[2] = { { &rel->rf, "rf" }, { &rel->dep, "dep" } };
        shortest_cycle(e, x->n, l, 2);
        break;
    }
    default: break;
    }
    e->n_cycle = e->n_edges - before;
}

/* ---- Entry point -------------------------------------------------------------------------- */

static int explain_reachable(lit_explanation *e, lit_result *r, const lit_explain_opts *o)
{
    e->kind = LIT_EXPL_WITNESS;
    e->has_exec = 1;
    e->x = r->witness[e->target_holds];
    lit_rels *rel = malloc(sizeof *rel);
    if (!rel)
        return -1;
    full_rels(rel, &e->x, r->opts.model);
    witness_edges(e, rel, &e->x);
    free(rel);
    if (!o->suggest)
        return 0;
    lit_suggestion s;
    e->suggest_tried = 1;
    if (lit_suggest(r, e->target_holds, o->max_changes, o->max_runs, &s) < 0)
        return -1;
    e->fixed_runs = s.runs;
    if (s.found) {
        e->suggestion = s.text;
        e->fixed = s.fixed;
        s.text = NULL;
        s.fixed = NULL;
    }
    lit_suggestion_free(&s);
    return 0;
}

static int explain_unreachable(lit_explanation *e, lit_result *r, lit_diags *d)
{
    lit_refutation *ref = malloc(sizeof *ref);
    if (!ref)
        return -1;
    if (lit_refute(r, r->test->cond, e->target_holds, ref, d) < 0) {
        free(ref);
        return -1;
    }
    if (!ref->found) {
        e->kind = ref->deadlock_only ? LIT_EXPL_DEADLOCK : LIT_EXPL_NO_CANDIDATE;
        free(ref);
        return 0;
    }
    e->kind = LIT_EXPL_FORBIDDEN;
    e->has_exec = 1;
    e->x = ref->x;
    e->axiom = ref->axiom;
    e->violated = ref->violated;
    free(ref);
    lit_rels *rel = malloc(sizeof *rel);
    if (!rel)
        return -1;
    full_rels(rel, &e->x, r->opts.model);
    explain_cycle(e, rel, &e->x, r->opts.model);
    free(rel);
    return 0;
}

int lit_explain(lit_result *r, const lit_explain_opts *o, lit_explanation **out, lit_diags *d)
{
    lit_explain_opts def;
    if (!o) {
        lit_explain_opts_default(&def);
        o = &def;
    }
    lit_explanation *e = calloc(1, sizeof *e);
    *out = NULL;
    if (!e)
        return -1;
    e->target_holds = r->test->quant != LIT_Q_FORALL;
    int rc = r->has_witness[e->target_holds] ? explain_reachable(e, r, o)
                                             : explain_unreachable(e, r, d);
    if (rc < 0) {
        lit_explanation_free(e);
        lit_diag_add(d, r->test->file, 0, 0, LIT_SEV_ERROR, "out of memory while explaining");
        return -1;
    }
    *out = e;
    return 0;
}

void lit_explanation_free(lit_explanation *e)
{
    if (!e)
        return;
    free(e->note);
    free(e->suggestion);
    lit_test_free(e->fixed);
    free(e);
}

/* ---- Text --------------------------------------------------------------------------------- */

static const char *axiom_statement(lit_axiom a)
{
    switch (a) {
    case LIT_AX_CAUSALITY:
        return "(rf | fr) ; cause is irreflexive: no read reads from, or is overwritten by, a "
               "write that it causally precedes";
    case LIT_AX_COHERENCE:
        return "a write that causally precedes another write to the same location precedes it "
               "in coherence order";
    case LIT_AX_COHERENCE_MS:
        return "morally strong writes to one location are ordered by coherence";
    case LIT_AX_FENCE_SC:
        return "the Fence-SC order of morally strong fence.sc does not contradict causality";
    case LIT_AX_ATOMICITY:
        return "no morally strong write comes, in coherence order, between the read and the "
               "write of an atomic operation";
    case LIT_AX_NO_THIN_AIR:
        return "rf | dep is acyclic: values do not appear out of thin air";
    case LIT_AX_SC_PER_LOC:
        return "program order between accesses to one location agrees with morally strong "
               "communication (rf, co, fr)";
    default:
        return "";
    }
}

/* "f: R x=0      P1 line 11  ld.weak r2, x" */
static void put_event(lit_buf *b, const lit_exec *x, int i)
{
    size_t start = b->len;
    lit_exec_name(b, i);
    lit_buf_puts(b, ": ");
    lit_exec_describe(b, x, i);
    while (b->len < start + 26 && !b->oom)
        lit_buf_putc(b, ' ');
    lit_buf_putc(b, ' ');
    lit_exec_source(b, x, i);
}

static void put_events(lit_buf *b, const lit_exec *x)
{
    const lit_test *t = x->test;
    for (int th = 0; th < x->n_threads; th++) {
        const lit_place *p = &t->threads[th].place;
        lit_buf_printf(b, "  %s (cta %d, gpu %d):\n", t->threads[th].name, p->cta, p->gpu);
        for (int i = x->first[th]; i < x->first[th + 1]; i++) {
            lit_buf_puts(b, "    ");
            put_event(b, x, i);
            if (x->rf[i] >= 0) {
                lit_buf_puts(b, "   [reads from ");
                if (x->ev[x->rf[i]].kind == LIT_EV_INIT)
                    lit_buf_puts(b, "the initial value]");
                else {
                    lit_exec_name(b, x->rf[i]);
                    lit_buf_putc(b, ']');
                }
            }
            lit_buf_putc(b, '\n');
        }
    }
}

static int is_chain(const lit_explanation *e, int from, int to)
{
    int chain = 1;
    for (int i = from + 1; i < to; i++)
        chain &= e->edges[i].from == e->edges[i - 1].to;
    return chain;
}

/* A chain of edges (each starting where the previous ended) prints as a path; anything else
 * prints edge by edge. */
static void put_edges(lit_buf *b, const lit_explanation *e, int from, int to)
{
    if (!is_chain(e, from, to)) {
        for (int i = from; i < to; i++) {
            lit_buf_puts(b, "  ");
            put_event(b, &e->x, e->edges[i].from);
            lit_buf_printf(b, "\n     --%s-->\n  ", e->edges[i].label);
            put_event(b, &e->x, e->edges[i].to);
            lit_buf_putc(b, '\n');
        }
        return;
    }
    lit_buf_puts(b, "  ");
    put_event(b, &e->x, e->edges[from].from);
    lit_buf_putc(b, '\n');
    for (int i = from; i < to; i++) {
        lit_buf_printf(b, "     --%s-->\n  ", e->edges[i].label);
        if (i == to - 1 && e->edges[i].to == e->edges[from].from) {
            lit_exec_name(b, e->edges[i].to);
            lit_buf_puts(b, " (back to the start)\n");
        } else {
            put_event(b, &e->x, e->edges[i].to);
            lit_buf_putc(b, '\n');
        }
    }
}

static void put_outcome(lit_buf *b, const lit_result *r, const lit_explanation *e)
{
    lit_buf_puts(b, "The outcome ");
    if (!e->target_holds)
        lit_buf_puts(b, "~(");
    lit_cond_format(b, r->test, r->test->cond);
    if (!e->target_holds)
        lit_buf_puts(b, ")");
}

static void format_witness(lit_buf *b, const lit_result *r, const lit_explanation *e)
{
    uint64_t n = e->target_holds ? r->positive : r->negative;
    put_outcome(b, r, e);
    lit_buf_printf(b, " is allowed: %llu of %llu consistent executions reach it.\n",
                   (unsigned long long)n, (unsigned long long)(r->positive + r->negative));
    lit_buf_puts(b, "A witness execution:\n");
    put_events(b, &e->x);
    lit_buf_puts(b, "Its edges:\n");
    for (int i = 0; i < e->n_edges; i++) {
        if (e->x.ev[e->edges[i].from].kind == LIT_EV_INIT)
            continue;
        lit_buf_puts(b, "  ");
        lit_exec_name(b, e->edges[i].from);
        lit_buf_printf(b, " --%s--> ", e->edges[i].label);
        lit_exec_name(b, e->edges[i].to);
        lit_buf_putc(b, '\n');
    }
    if (!e->suggest_tried)
        return;
    if (e->suggestion) {
        lit_buf_puts(b, "To forbid it (checked: the changed test has no execution reaching "
                        "this outcome):\n");
        for (const char *p = e->suggestion; *p;) {
            const char *nl = strchr(p, '\n');
            size_t len = nl ? (size_t)(nl - p) : strlen(p);
            lit_buf_puts(b, "  ");
            lit_buf_putn(b, p, len);
            lit_buf_putc(b, '\n');
            p += len + (nl ? 1 : 0);
        }
    } else {
        lit_buf_printf(b, "No change of at most a few instructions forbids it (%d variants "
                          "checked).\n", e->fixed_runs);
    }
}

static void format_forbidden(lit_buf *b, const lit_result *r, const lit_explanation *e)
{
    put_outcome(b, r, e);
    switch (e->kind) {
    case LIT_EXPL_DEADLOCK:
        lit_buf_puts(b, " is never reached: the executions that would produce it wait forever "
                        "at a barrier that does not get all its threads.\n");
        return;
    case LIT_EXPL_NO_CANDIDATE:
        lit_buf_puts(b, " is never reached: no choice of paths and values produces it, even "
                        "before the memory model is applied.\n");
        return;
    default:
        break;
    }
    lit_buf_printf(b, " is forbidden by the %s model: a candidate execution that reaches it "
                      "breaks %s:\n  %s.\n", lit_model_name(r->opts.model),
                   lit_axiom_name(e->axiom), axiom_statement(e->axiom));
    unsigned other = e->violated & ~(1u << e->axiom);
    if (other) {
        lit_buf_puts(b, "It also breaks:");
        for (int a = 1; a < LIT_AX_COUNT; a++)
            if (other & (1u << a))
                lit_buf_printf(b, " %s;", lit_axiom_name((lit_axiom)a));
        lit_buf_putc(b, '\n');
    }
    lit_buf_puts(b, "The candidate:\n");
    put_events(b, &e->x);
    int cycle = e->n_edges > 1 && is_chain(e, 0, e->n_edges) &&
                e->edges[e->n_edges - 1].to == e->edges[0].from;
    lit_buf_puts(b, cycle ? "The cycle:\n" : "The offending edges:\n");
    put_edges(b, e, 0, e->n_edges);
    if (e->note)
        lit_buf_printf(b, "(%s.)\n", e->note);
}

char *lit_format_explain(const lit_result *r, const lit_explanation *e)
{
    lit_buf b;
    lit_buf_init(&b);
    if (e->kind == LIT_EXPL_WITNESS)
        format_witness(&b, r, e);
    else
        format_forbidden(&b, r, e);
    return lit_buf_take(&b);
}

/* ---- JSON --------------------------------------------------------------------------------- */

static json_t *jtake(lit_buf *b)
{
    char *s = lit_buf_take(b);
    json_t *j = json_string(s ? s : "");
    free(s);
    return j;
}

static json_t *json_event(const lit_exec *x, int i)
{
    json_t *o = json_object();
    lit_buf b;
    lit_buf_init(&b);
    lit_exec_name(&b, i);
    json_object_set_new(o, "id", jtake(&b));
    const lit_event *ev = &x->ev[i];
    json_object_set_new(o, "thread", ev->thread >= 0 ? json_string(x->test->threads[ev->thread].name)
                                                     : json_null());
    const lit_instr *ins = lit_exec_instr(x, i);
    if (ins) {
        json_object_set_new(o, "line", json_integer(ins->line));
        json_object_set_new(o, "col", json_integer(ins->col));
        if (ins->text)
            lit_buf_puts(&b, ins->text);
        else
            lit_instr_format(&b, x->test, ev->thread, ins);
        json_object_set_new(o, "instruction", jtake(&b));
    }
    lit_exec_describe(&b, x, i);
    json_object_set_new(o, "event", jtake(&b));
    if (x->rf[i] >= 0) {
        lit_exec_name(&b, x->rf[i]);
        json_object_set_new(o, "reads_from", jtake(&b));
    }
    return o;
}

json_t *lit_explanation_json(const lit_result *r, const lit_explanation *e)
{
    static const char *const kinds[] = { "allowed", "forbidden", "no-candidate", "deadlock" };
    json_t *o = json_object();
    lit_buf b;
    lit_buf_init(&b);
    lit_cond_format(&b, r->test, r->test->cond);
    json_object_set_new(o, "formula", jtake(&b));
    json_object_set_new(o, "formula_value", json_boolean(e->target_holds));
    json_object_set_new(o, "status", json_string(kinds[e->kind]));
    if (e->kind == LIT_EXPL_FORBIDDEN) {
        json_object_set_new(o, "axiom", json_string(lit_axiom_name(e->axiom)));
        json_object_set_new(o, "statement", json_string(axiom_statement(e->axiom)));
    }
    if (e->has_exec) {
        json_t *evs = json_array(), *edges = json_array();
        for (int i = 0; i < e->x.n; i++)
            json_array_append_new(evs, json_event(&e->x, i));
        for (int i = 0; i < e->n_edges; i++) {
            json_t *g = json_object();
            lit_exec_name(&b, e->edges[i].from);
            json_object_set_new(g, "from", jtake(&b));
            lit_exec_name(&b, e->edges[i].to);
            json_object_set_new(g, "to", jtake(&b));
            json_object_set_new(g, "label", json_string(e->edges[i].label));
            json_array_append_new(edges, g);
        }
        json_object_set_new(o, "events", evs);
        json_object_set_new(o, e->kind == LIT_EXPL_FORBIDDEN ? "cycle" : "edges", edges);
    }
    if (e->note)
        json_object_set_new(o, "note", json_string(e->note));
    if (e->suggestion) {
        json_t *s = json_object();
        json_object_set_new(s, "changes", json_string(e->suggestion));
        lit_test_format(&b, e->fixed);
        json_object_set_new(s, "test", jtake(&b));
        json_object_set_new(o, "suggestion", s);
    }
    return o;
}
