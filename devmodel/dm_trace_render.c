/* dm_trace_render.c — text, SVG, HTML and JSON views of a trace (see dm_trace_render.h).
 *
 * The views are bounded: a timeline shows a few warps and a few hundred steps each unless asked
 * for all of them, and says what it left out; the JSON holds everything that was recorded.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "devmodel/dm_trace_render.h"
#include "interp/session/guide.h"

#define NONE UINT32_MAX

/* ---- Shared pieces ------------------------------------------------------------------------ */

static const char *file_of(const dm_trace *t, const dm_trace_line *l)
{
    return l->file < t->files.len ? t->files.p[l->file] : "?";
}

static int line_cmp_ctx(const dm_trace *t, uint32_t a, uint32_t b)
{
    const dm_trace_line *x = &t->lines.p[a], *y = &t->lines.p[b];
    if (x->file != y->file)
        return x->file < y->file ? -1 : 1;
    return x->line < y->line ? -1 : x->line > y->line;
}

uint32_t *dm_trace_sorted_lines(const dm_trace *t)
{
    uint32_t *v = sess_xmalloc((t->lines.len + 1) * sizeof(uint32_t));
    for (size_t i = 0; i < t->lines.len; i++) {
        size_t j = i;
        while (j > 0 && line_cmp_ctx(t, v[j - 1], (uint32_t)i) > 0) {
            v[j] = v[j - 1];
            j--;
        }
        v[j] = (uint32_t)i;
    }
    return v;
}

/* "0-15,20" */
static void lanes_text(sess_buf *b, uint32_t m)
{
    bool first = true;
    for (int l = 0; l < 32; l++) {
        if (!(m >> l & 1))
            continue;
        int e = l;
        while (e + 1 < 32 && (m >> (e + 1) & 1))
            e++;
        sess_buf_printf(b, "%s%d", first ? "" : ",", l);
        if (e > l)
            sess_buf_printf(b, "-%d", e);
        first = false;
        l = e;
    }
    if (first)
        sess_buf_puts(b, "none");
}

static void add_finding(dm_trace_finding *out, size_t max, size_t *n, dm_trace_finding_kind k, uint32_t line,
                        bool store, const char *fmt, ...) __attribute__((format(printf, 7, 8)));
static void add_finding(dm_trace_finding *out, size_t max, size_t *n, dm_trace_finding_kind k, uint32_t line,
                        bool store, const char *fmt, ...)
{
    if (*n < max) {
        dm_trace_finding *f = &out[*n];
        f->kind = k;
        f->line = line;
        f->store = store;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(f->text, sizeof f->text, fmt, ap);
        va_end(ap);
    }
    (*n)++;
}

/* A direction of global accesses is uncoalesced when it moves more than twice the sectors its
 * bytes need, so that less than half of the bytes moved are used (§2.3.4.1: 4 sectors
 * for 32 consecutive 4-byte words, 32 when the words are 32 bytes or more apart). */
static bool uncoalesced(const dm_trace_gstat *g)
{
    return g->requests && g->sectors > 2 * g->min_sectors;
}

size_t dm_trace_findings(const dm_trace *t, dm_trace_finding *out, size_t max)
{
    size_t n = 0;
    uint32_t *order = dm_trace_sorted_lines(t);
    for (size_t i = 0; i < t->lines.len; i++) {
        const dm_trace_line *l = &t->lines.p[order[i]];
        for (int st = 1; st >= 0; st--) {
            const dm_trace_gstat *g = st ? &l->gstore : &l->gload;
            if (uncoalesced(g))
                add_finding(out, max, &n, DM_FIND_UNCOALESCED, order[i], st,
                            "uncoalesced global %s: %.1f sectors of 32 bytes per warp request where "
                            "%.1f would do; %.1f%% of the bytes moved are used (" CR_GUIDE_2_3_4_1 ")",
                            st ? "stores" : "loads", dm_trace_sectors_per_request(g),
                            (double)g->min_sectors / (double)g->requests, 100.0 * dm_trace_global_efficiency(g));
        }
    }
    for (size_t i = 0; i < t->lines.len; i++) {
        const dm_trace_line *l = &t->lines.p[order[i]];
        for (int st = 1; st >= 0; st--) {
            const dm_trace_sstat *s = st ? &l->sstore : &l->sload;
            if (s->requests && s->ways_max > 1)
                add_finding(out, max, &n, DM_FIND_BANK_CONFLICT, order[i], st,
                            "%u-way shared-memory bank conflict on %s: %.1f passes per warp request "
                            "where 1 would do (32 banks of 4 bytes; " CR_GUIDE_2_3_4_2_2 ")",
                            s->ways_max, st ? "stores" : "loads", dm_trace_wavefronts_per_request(s));
        }
    }
    for (size_t i = 0; i < t->lines.len; i++) {
        const dm_trace_line *l = &t->lines.p[order[i]];
        if (l->divergent_branches)
            add_finding(out, max, &n, DM_FIND_DIVERGENCE, order[i], false,
                        "divergent branch: it split a warp %llu time%s; the lanes of each side run while "
                        "the others wait (lower SIMT efficiency)",
                        (unsigned long long)l->divergent_branches, l->divergent_branches == 1 ? "" : "s");
    }
    free(order);
    return n;
}

static size_t selected_warps(const dm_trace *t)
{
    size_t n = 0;
    for (size_t i = 0; i < t->warps.len; i++)
        n += t->warps.p[i].selected;
    return n;
}

static void summary_line(const dm_trace *t, sess_buf *b)
{
    size_t nw = selected_warps(t);
    sess_buf_printf(b, "%s<<<(%u,%u,%u), (%u,%u,%u)>>>: %llu warp step%s of %zu warp%s measured", t->kernel,
                    t->grid[0], t->grid[1], t->grid[2], t->block[0], t->block[1], t->block[2],
                    (unsigned long long)t->steps_measured, t->steps_measured == 1 ? "" : "s", nw, nw == 1 ? "" : "s");
    if (t->steps_measured != t->steps_seen)
        sess_buf_printf(b, " (of %llu in the launch: filters)", (unsigned long long)t->steps_seen);
    if (t->truncated)
        sess_buf_printf(b, "; timeline truncated at the cap: %zu steps kept", t->steps.len);
    if (t->steps_untracked)
        sess_buf_printf(b, "; %llu steps of warps over the cap count only per line",
                        (unsigned long long)t->steps_untracked);
}

static void mem_desc(const dm_trace *t, const dm_trace_step_rec *r, sess_buf *b)
{
    const dm_trace_mem_rec *m = &t->mem.p[r->mem];
    sess_buf_printf(b, "%s %s %uB x%d", dm_trace_space_name((dm_trace_space)m->space),
                    m->atomic ? "atomic" : m->write ? "store" : "load", m->size, __builtin_popcount(r->mask));
    if (m->space == DM_TS_GLOBAL || m->space == DM_TS_MIXED)
        sess_buf_printf(b, ": %u sector%s, %u of %u bytes used", m->sectors, m->sectors == 1 ? "" : "s",
                        m->bytes_used, m->sectors * 32u);
    if (m->space == DM_TS_SHARED || m->space == DM_TS_MIXED) {
        if (m->ways > 1)
            sess_buf_printf(b, ": %u-way bank conflict", m->ways);
        else
            sess_buf_puts(b, ": no bank conflict");
    }
}

/* ---- Text ----------------------------------------------------------------------------------- */

static const char *kind_ansi(int k)
{
    switch (k) {
    case DM_TK_LOAD: return "\x1b[32m";
    case DM_TK_STORE: return "\x1b[33m";
    case DM_TK_ATOMIC: return "\x1b[35m";
    case DM_TK_BRANCH: case DM_TK_JOIN: return "\x1b[36m";
    case DM_TK_BARRIER: case DM_TK_WARP: return "\x1b[31m";
    case DM_TK_CALL: case DM_TK_EXIT: return "\x1b[34m";
    default: return "";
    }
}

static void text_cell_num(sess_buf *b, int width, uint64_t v)
{
    if (v)
        sess_buf_printf(b, " %*llu", width, (unsigned long long)v);
    else
        sess_buf_printf(b, " %*s", width, "-");
}

static void text_gcell(sess_buf *b, const dm_trace_gstat *g)
{
    if (!g->requests) {
        sess_buf_printf(b, " %12s", "-");
        return;
    }
    char c[32];
    snprintf(c, sizeof c, "%.1f (%.0f%%)", dm_trace_sectors_per_request(g), 100.0 * dm_trace_global_efficiency(g));
    sess_buf_printf(b, " %12s", c);
}

static void text_scell(sess_buf *b, const dm_trace_sstat *s)
{
    if (!s->requests)
        sess_buf_printf(b, " %6s", "-");
    else
        sess_buf_printf(b, " %6u", s->ways_max);
}

/* The source text of line L, without leading and trailing blanks, at most MAX bytes (longer
 * lines end in "..."); false when the view has no source for it. */
static bool source_text(const dm_trace *t, const dm_trace_view *v, const dm_trace_line *l, size_t max,
                        sess_buf *b)
{
    size_t len = 0;
    const char *p = v && v->source ? v->source(v->source_ctx, file_of(t, l), l->line, &len) : NULL;
    if (!p)
        return false;
    while (len && (*p == ' ' || *p == '\t'))
        p++, len--;
    while (len && (p[len - 1] == ' ' || p[len - 1] == '\t' || p[len - 1] == '\r'))
        len--;
    if (!len)
        return false;
    if (len > max)
        sess_buf_printf(b, "%.*s...", (int)(max - 3), p);
    else
        sess_buf_printf(b, "%.*s", (int)len, p);
    return true;
}

static void text_lines(dm_trace *t, const dm_trace_view *v, sess_buf *b)
{
    int w = 6;
    uint32_t *order = dm_trace_sorted_lines(t);
    for (size_t i = 0; i < t->lines.len; i++) {
        const dm_trace_line *l = &t->lines.p[order[i]];
        int n = snprintf(NULL, 0, "%s:%d", file_of(t, l), l->line);
        w = n > w ? n : w;
    }
    sess_buf_printf(b, "per line (global: sectors per request, bytes used; shared: n-way bank conflicts; "
                       "barrier wait in steps):\n");
    sess_buf_printf(b, "  %-*s %7s %6s %12s %12s %6s %6s %5s %6s %9s%s\n", w, "line", "execs", "SIMT",
                    "global ld", "global st", "sh.ld", "sh.st", "div", "reconv", "bar.wait",
                    v && v->source ? "  source" : "");
    for (size_t i = 0; i < t->lines.len; i++) {
        const dm_trace_line *l = &t->lines.p[order[i]];
        if (!l->executions && !l->reconvergences)
            continue;
        char src[256];
        snprintf(src, sizeof src, "%s:%d", file_of(t, l), l->line);
        sess_buf_printf(b, "  %-*s %7llu %5.1f%%", w, src, (unsigned long long)l->executions,
                        100.0 * dm_trace_line_simt(l));
        text_gcell(b, &l->gload);
        text_gcell(b, &l->gstore);
        text_scell(b, &l->sload);
        text_scell(b, &l->sstore);
        text_cell_num(b, 5, l->divergent_branches);
        text_cell_num(b, 6, l->reconvergences);
        text_cell_num(b, 9, l->barrier_wait_steps);
        sess_buf text = {0};
        if (source_text(t, v, l, 60, &text))
            sess_buf_printf(b, "  %s", text.p);
        sess_buf_free(&text);
        sess_buf_putc(b, '\n');
    }
    free(order);
}

static int view_limit(int v, int dflt, int all)
{
    return v < 0 ? all : v == 0 ? dflt : v;
}

static void text_warps(dm_trace *t, const dm_trace_view *v, sess_buf *b)
{
    size_t limit = (size_t)view_limit(v->max_warps, 16, INT32_MAX), shown = 0, all = 0;
    double lo = 2, hi = -1;
    sess_buf_printf(b, "per warp:\n");
    for (size_t i = 0; i < t->warps.len; i++) {
        const dm_trace_warp *w = &t->warps.p[i];
        if (!w->selected)
            continue;
        all++;
        double e = dm_trace_warp_simt(w);
        lo = e < lo ? e : lo;
        hi = e > hi ? e : hi;
        if (shown == limit)
            continue;
        shown++;
        sess_buf_printf(b, "  block (%u,%u,%u) warp %u: %llu steps, SIMT efficiency %.1f%%", w->ctaid[0],
                        w->ctaid[1], w->ctaid[2], w->warp, (unsigned long long)w->steps, 100.0 * e);
        if (w->divergent_branches)
            sess_buf_printf(b, ", %llu divergent branch%s", (unsigned long long)w->divergent_branches,
                            w->divergent_branches == 1 ? "" : "es");
        if (w->barrier_waits)
            sess_buf_printf(b, ", waited %llu steps at %llu barrier%s", (unsigned long long)w->barrier_wait_steps,
                            (unsigned long long)w->barrier_waits, w->barrier_waits == 1 ? "" : "s");
        sess_buf_putc(b, '\n');
    }
    if (shown < all)
        sess_buf_printf(b, "  ... %zu more warps (SIMT efficiency from %.1f%% to %.1f%%)\n", all - shown,
                        100.0 * lo, 100.0 * hi);
}

static void text_step(dm_trace *t, const dm_trace_step_rec *r, int w, bool color, sess_buf *b)
{
    const dm_trace_line *l = &t->lines.p[r->line];
    char src[256];
    snprintf(src, sizeof src, "%s:%d", file_of(t, l), l->line);
    sess_buf_printf(b, "  %6u  %-*s  %-10s ", r->step, w, src, r->op ? r->op : "?");
    const char *on = color ? kind_ansi(r->kind) : "";
    bool colored = color && *on;
    if (colored)
        sess_buf_puts(b, on);
    for (int lane = 0; lane < 32; lane++) {
        bool a = r->mask >> lane & 1;
        if (colored && !a)
            sess_buf_puts(b, "\x1b[2m.\x1b[22m");
        else
            sess_buf_putc(b, a ? '#' : '.');
    }
    if (colored)
        sess_buf_puts(b, "\x1b[0m");
    if (r->mem != NONE) {
        sess_buf_puts(b, "  ");
        mem_desc(t, r, b);
    }
    if (r->flags & DM_TF_DIVERGED) {
        sess_buf_puts(b, "  diverged: lanes ");
        lanes_text(b, r->aux);
        sess_buf_puts(b, " jump, lanes ");
        lanes_text(b, r->mask & ~r->aux);
        sess_buf_puts(b, " fall through");
    }
    if (r->flags & DM_TF_RECONVERGED) {
        const dm_trace_line *j = &t->lines.p[r->join_line];
        sess_buf_printf(b, "  reconverged: lanes run together again from %s:%d", file_of(t, j), j->line);
    }
    if (r->flags & DM_TF_BARRIER)
        sess_buf_printf(b, "  barrier: waited %llu steps", (unsigned long long)r->bar_wait);
    sess_buf_putc(b, '\n');
}

static void text_timelines(dm_trace *t, const dm_trace_view *v, sess_buf *b)
{
    dm_trace_index(t);
    size_t nw = (size_t)view_limit(v->max_warps, 2, (int)t->warps.len);
    uint32_t ns = (uint32_t)view_limit(v->max_steps, 200, INT32_MAX);
    int w = 6;
    for (size_t i = 0; i < t->lines.len; i++) {
        int n = snprintf(NULL, 0, "%s:%d", file_of(t, &t->lines.p[i]), t->lines.p[i].line);
        w = n > w ? n : w;
    }
    size_t shown = 0;
    for (size_t i = 0; i < t->warps.len && shown < nw; i++) {
        dm_trace_warp *wp = &t->warps.p[i];
        if (!wp->nrecs)
            continue;
        shown++;
        sess_buf_printf(b, "timeline of block (%u,%u,%u) warp %u (step, line, op, lanes 0..31):\n", wp->ctaid[0],
                        wp->ctaid[1], wp->ctaid[2], wp->warp);
        for (uint32_t k = 0; k < wp->nrecs && k < ns; k++)
            text_step(t, &t->steps.p[t->by_warp[wp->first_rec + k]], w, v->color, b);
        if (wp->nrecs > ns)
            sess_buf_printf(b, "  ... %u more steps\n", wp->nrecs - ns);
    }
    size_t with = 0;
    for (size_t i = 0; i < t->warps.len; i++)
        with += t->warps.p[i].nrecs != 0;
    if (with > shown)
        sess_buf_printf(b, "(%zu more warps recorded: ':trace text all' shows every timeline, ':trace json FILE' "
                           "saves them)\n", with - shown);
}

static void text_findings(dm_trace *t, const dm_trace_view *v, bool color, sess_buf *b)
{
    dm_trace_finding f[64];
    size_t n = dm_trace_findings(t, f, 64);
    if (!n) {
        sess_buf_puts(b, "findings: none (global accesses coalesced, no shared-memory bank conflicts, "
                         "no divergent branches)\n");
        return;
    }
    sess_buf_puts(b, "findings:\n");
    for (size_t i = 0; i < n && i < 64; i++) {
        const dm_trace_line *l = &t->lines.p[f[i].line];
        sess_buf_printf(b, "  %s%s:%d%s: %s\n", color ? "\x1b[1m" : "", file_of(t, l), l->line,
                        color ? "\x1b[0m" : "", f[i].text);
        sess_buf src = {0};
        if (source_text(t, v, l, 100, &src))
            sess_buf_printf(b, "      | %s\n", src.p);
        sess_buf_free(&src);
    }
    if (n > 64)
        sess_buf_printf(b, "  ... %zu more\n", n - 64);
}

void dm_trace_render_text(dm_trace *t, const dm_trace_view *v, sess_buf *out)
{
    dm_trace_view dv = {0};
    if (!v)
        v = &dv;
    sess_buf_puts(out, v->color ? "\x1b[1mtrace\x1b[0m " : "trace ");
    summary_line(t, out);
    sess_buf_putc(out, '\n');
    if (t->error)
        sess_buf_puts(out, "(the launch failed: the trace ends where it stopped)\n");
    text_findings(t, v, v->color, out);
    text_lines(t, v, out);
    text_warps(t, v, out);
    text_timelines(t, v, out);
}

/* ---- SVG ------------------------------------------------------------------------------------ */

static const char *kind_fill(int k)
{
    switch (k) {
    case DM_TK_ALU: return "#9ecae1";
    case DM_TK_LOAD: return "#31a354";
    case DM_TK_STORE: return "#fd8d3c";
    case DM_TK_ATOMIC: return "#756bb1";
    case DM_TK_BRANCH: return "#17becf";
    case DM_TK_JOIN: return "#c7e9c0";
    case DM_TK_BARRIER: return "#525252";
    case DM_TK_WARP: return "#e377c2";
    case DM_TK_CALL: return "#fdd0a2";
    case DM_TK_EXIT: return "#252525";
    default: return "#bcbddc";
    }
}

/* The lanes' addresses, for a hover: a common stride when there is one, else each lane's. */
static void addr_desc(const dm_trace *t, const dm_trace_step_rec *r, sess_buf *b)
{
    const dm_trace_mem_rec *m = &t->mem.p[r->mem];
    const uint64_t *a = &t->addrs.p[m->addr];
    int n = 0, lanes[32] = {0};
    for (uint32_t mm = r->mask; mm; mm &= mm - 1)
        lanes[n++] = __builtin_ctz(mm);
    /* the same number of bytes from each lane to the next? */
    int64_t per = n > 1 ? (int64_t)(a[1] - a[0]) / (lanes[1] - lanes[0]) : 0;
    bool uniform = n > 2;
    for (int i = 1; i < n && uniform; i++)
        uniform = (int64_t)(a[i] - a[0]) == per * (lanes[i] - lanes[0]);
    uint64_t sbase = t->memp ? t->memp->shared_base + DM_SHARED_RESERVED : 0;
    bool shared = m->space == DM_TS_SHARED && t->memp;
    sess_buf_printf(b, "\nlane %d: 0x%llx", lanes[0], (unsigned long long)a[0]);
    if (shared)
        sess_buf_printf(b, " (bank %llu)", (unsigned long long)((a[0] - sbase) >> 2 & 31));
    if (uniform) {
        sess_buf_printf(b, "\nthen %+lld bytes per lane", (long long)per);
        if (!shared)
            return;
    }
    for (int i = 1; i < n; i++) {
        sess_buf_printf(b, "\nlane %d: %+lld", lanes[i], (long long)(a[i] - a[0]));
        if (shared)
            sess_buf_printf(b, " (bank %llu)", (unsigned long long)((a[i] - sbase) >> 2 & 31));
    }
}

static bool costly(const dm_trace *t, const dm_trace_step_rec *r)
{
    if (r->mem == NONE)
        return false;
    const dm_trace_mem_rec *m = &t->mem.p[r->mem];
    unsigned min = (m->bytes_used + 31) / 32;
    return m->ways > 1 || m->sectors > 2 * min;
}

static void svg_step(const dm_trace *t, const dm_trace_warp *wp, const dm_trace_step_rec *r, int x, int y, int cw,
                     sess_buf *b)
{
    const dm_trace_line *l = &t->lines.p[r->line];
    sess_buf_printf(b, "<g><title>warp %u step %u: ", wp->warp, r->step);
    sess_buf_xml(b, file_of(t, l));
    sess_buf_printf(b, ":%d %s (%s)\nlanes ", l->line, r->op ? r->op : "?", dm_trace_kind_name((dm_trace_kind)r->kind));
    lanes_text(b, r->mask);
    sess_buf_printf(b, " (%d of 32 active)", __builtin_popcount(r->mask));
    if (r->mem != NONE) {
        sess_buf_putc(b, '\n');
        mem_desc(t, r, b);
        addr_desc(t, r, b);
    }
    if (r->flags & DM_TF_DIVERGED) {
        sess_buf_puts(b, "\ndiverged: lanes ");
        lanes_text(b, r->aux);
        sess_buf_puts(b, " jump");
    }
    if (r->flags & DM_TF_RECONVERGED) {
        const dm_trace_line *j = &t->lines.p[r->join_line];
        sess_buf_puts(b, "\nreconverged at ");
        sess_buf_xml(b, file_of(t, j));
        sess_buf_printf(b, ":%d", j->line);
    }
    if (r->flags & DM_TF_BARRIER)
        sess_buf_printf(b, "\nbarrier: waited %llu steps", (unsigned long long)r->bar_wait);
    sess_buf_puts(b, "</title>");
    const char *fill = kind_fill(r->kind);
    for (int lane = 0; lane < 32; lane++) {
        if (!(r->mask >> lane & 1))
            continue;
        int e = lane;
        while (e + 1 < 32 && (r->mask >> (e + 1) & 1))
            e++;
        sess_buf_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>", x, y + lane, cw,
                        e - lane + 1, fill);
        lane = e;
    }
    if (costly(t, r))
        sess_buf_printf(b, "<rect x=\"%d.5\" y=\"%d.5\" width=\"%d\" height=\"31\" fill=\"none\" "
                           "stroke=\"#d62728\"/>", x, y, cw > 1 ? cw - 1 : 1);
    if (r->flags & DM_TF_DIVERGED)
        sess_buf_printf(b, "<path d=\"M%d %dh%dl%d 5z\" fill=\"#d62728\"/>", x - 2, y - 6, cw + 4, -(cw + 4) / 2);
    if (r->flags & DM_TF_RECONVERGED)
        sess_buf_printf(b, "<path d=\"M%d %dh%dl%d -5z\" fill=\"#2ca02c\"/>", x - 2, y - 1, cw + 4, -(cw + 4) / 2);
    if (r->flags & DM_TF_BARRIER)
        sess_buf_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"4\" fill=\"#525252\"/>", x, y - 6, cw);
    sess_buf_puts(b, "</g>");
}

static void svg_legend(sess_buf *b, int x, int y)
{
    static const int order[] = {DM_TK_ALU, DM_TK_LOAD, DM_TK_STORE, DM_TK_ATOMIC, DM_TK_BRANCH, DM_TK_JOIN,
                                DM_TK_BARRIER, DM_TK_WARP, DM_TK_CALL, DM_TK_EXIT, DM_TK_OTHER};
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        sess_buf_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/>"
                           "<text x=\"%d\" y=\"%d\">%s</text>", x, y, kind_fill(order[i]), x + 13, y + 9,
                        dm_trace_kind_name((dm_trace_kind)order[i]));
        x += 20 + 7 * (int)strlen(dm_trace_kind_name((dm_trace_kind)order[i]));
    }
    sess_buf_printf(b, "<rect x=\"%d.5\" y=\"%d.5\" width=\"9\" height=\"9\" fill=\"none\" stroke=\"#d62728\"/>"
                       "<text x=\"%d\" y=\"%d\">costly access</text>", x, y, x + 13, y + 9);
    x += 110;
    sess_buf_printf(b, "<path d=\"M%d %dh10l-5 5z\" fill=\"#d62728\"/><text x=\"%d\" y=\"%d\">diverged</text>",
                    x, y + 2, x + 13, y + 9);
    x += 75;
    sess_buf_printf(b, "<path d=\"M%d %dh10l-5 -5z\" fill=\"#2ca02c\"/><text x=\"%d\" y=\"%d\">reconverged</text>",
                    x, y + 8, x + 13, y + 9);
}

void dm_trace_render_svg(dm_trace *t, const dm_trace_view *v, sess_buf *out)
{
    dm_trace_view dv = {0};
    if (!v)
        v = &dv;
    dm_trace_index(t);
    size_t nw = (size_t)view_limit(v->max_warps, 16, (int)t->warps.len);
    uint32_t ns = (uint32_t)view_limit(v->max_steps, 400, INT32_MAX);
    size_t rows = 0;
    uint32_t cols = 0;
    for (size_t i = 0; i < t->warps.len && rows < nw; i++) {
        if (!t->warps.p[i].nrecs)
            continue;
        rows++;
        uint32_t c = t->warps.p[i].nrecs < ns ? t->warps.p[i].nrecs : ns;
        cols = c > cols ? c : cols;
    }
    int cw = cols <= 100 ? 8 : cols <= 200 ? 5 : cols <= 400 ? 3 : 2;
    int lw = 150, top = 52, rh = 44;
    int width = lw + (int)cols * cw + 20, height = top + (int)rows * rh + 24;
    if (width < 900)
        width = 900;
    sess_buf_printf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                         "font-family=\"sans-serif\" font-size=\"11\">", width, height, width, height);
    sess_buf_puts(out, "<title>cudarepl trace: ");
    sess_buf tmp = {0};
    summary_line(t, &tmp);
    sess_buf_xml(out, tmp.p ? tmp.p : "");
    sess_buf_puts(out, "</title><text x=\"4\" y=\"14\" font-size=\"13\" font-weight=\"bold\">");
    sess_buf_xml(out, tmp.p ? tmp.p : "");
    sess_buf_free(&tmp);
    sess_buf_puts(out, "</text>");
    svg_legend(out, 4, 24);
    sess_buf_printf(out, "<text x=\"%d\" y=\"%d\" fill=\"#555\">steps of each warp &#8594;  (a column is one "
                         "instruction; lanes 0..31 top to bottom; hover for line and addresses)</text>",
                    lw, top - 8);
    size_t row = 0;
    for (size_t i = 0; i < t->warps.len && row < rows; i++) {
        dm_trace_warp *wp = &t->warps.p[i];
        if (!wp->nrecs)
            continue;
        int y = top + (int)row * rh + 8;
        sess_buf_printf(out, "<text x=\"4\" y=\"%d\">block (%u,%u,%u)</text><text x=\"4\" y=\"%d\">warp %u  "
                             "SIMT %.0f%%</text>", y + 13, wp->ctaid[0], wp->ctaid[1], wp->ctaid[2], y + 27,
                        wp->warp, 100.0 * dm_trace_warp_simt(wp));
        uint32_t n = wp->nrecs < ns ? wp->nrecs : ns;
        sess_buf_printf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"32\" fill=\"#eeeeee\"/>", lw, y,
                        (int)n * cw);
        for (uint32_t k = 0; k < n; k++)
            svg_step(t, wp, &t->steps.p[t->by_warp[wp->first_rec + k]], lw + (int)k * cw, y, cw, out);
        row++;
    }
    size_t with = 0;
    for (size_t i = 0; i < t->warps.len; i++)
        with += t->warps.p[i].nrecs != 0;
    bool more_steps = false;
    for (size_t i = 0; i < t->warps.len; i++)
        more_steps |= t->warps.p[i].nrecs > ns;
    if (with > rows || more_steps)
        sess_buf_printf(out, "<text x=\"4\" y=\"%d\" fill=\"#555\">%zu of %zu recorded warps drawn%s; the JSON "
                             "view holds every step</text>", height - 8, rows, with,
                        more_steps ? ", long timelines cut" : "");
    sess_buf_puts(out, "</svg>");
}

/* ---- HTML ----------------------------------------------------------------------------------- */

#define TD "<td style=\"padding:2px 8px;text-align:right;border-bottom:1px solid #ddd\">"
#define TD_BAD "<td style=\"padding:2px 8px;text-align:right;border-bottom:1px solid #ddd;background:#f8d0d0\">"
#define TH "<th style=\"padding:2px 8px;text-align:right;border-bottom:2px solid #999\">"

static void html_gcell(sess_buf *b, const dm_trace_gstat *g)
{
    if (!g->requests) {
        sess_buf_puts(b, TD "</td>");
        return;
    }
    sess_buf_printf(b, "%s%.1f <span style=\"color:#666\">(%.0f%%)</span></td>", uncoalesced(g) ? TD_BAD : TD,
                    dm_trace_sectors_per_request(g), 100.0 * dm_trace_global_efficiency(g));
}

static void html_scell(sess_buf *b, const dm_trace_sstat *s)
{
    if (!s->requests)
        sess_buf_puts(b, TD "</td>");
    else
        sess_buf_printf(b, "%s%u</td>", s->ways_max > 1 ? TD_BAD : TD, s->ways_max);
}

static void html_num(sess_buf *b, uint64_t v)
{
    if (v)
        sess_buf_printf(b, TD "%llu</td>", (unsigned long long)v);
    else
        sess_buf_puts(b, TD "</td>");
}

static void html_lines(dm_trace *t, const dm_trace_view *v, sess_buf *b)
{
    sess_buf_puts(b, "<table style=\"border-collapse:collapse;font-family:monospace;font-size:12px;margin:6px 0\">"
                     "<tr>" TH "line</th>" TH "executions</th>" TH "SIMT efficiency</th>"
                     TH "global loads: sectors/request (used)</th>" TH "global stores: sectors/request (used)</th>"
                     TH "shared loads: n-way</th>" TH "shared stores: n-way</th>" TH "divergent branches</th>"
                     TH "reconvergences</th>" TH "barrier wait (steps)</th>");
    if (v && v->source)
        sess_buf_puts(b, TH "source</th>");
    sess_buf_puts(b, "</tr>");
    uint32_t *order = dm_trace_sorted_lines(t);
    for (size_t i = 0; i < t->lines.len; i++) {
        const dm_trace_line *l = &t->lines.p[order[i]];
        if (!l->executions && !l->reconvergences)
            continue;
        double simt = dm_trace_line_simt(l);
        sess_buf_puts(b, "<tr>" TD);
        sess_buf_xml(b, file_of(t, l));
        sess_buf_printf(b, ":%d</td>" TD "%llu</td>%s%.1f%%</td>", l->line, (unsigned long long)l->executions,
                        simt < 0.999 && l->executions ? TD_BAD : TD, 100.0 * simt);
        html_gcell(b, &l->gload);
        html_gcell(b, &l->gstore);
        html_scell(b, &l->sload);
        html_scell(b, &l->sstore);
        html_num(b, l->divergent_branches);
        html_num(b, l->reconvergences);
        html_num(b, l->barrier_wait_steps);
        if (v && v->source) {
            sess_buf src = {0};
            source_text(t, v, l, 80, &src);
            sess_buf_puts(b, TD "<code>");
            sess_buf_xml(b, src.p ? src.p : "");
            sess_buf_puts(b, "</code></td>");
            sess_buf_free(&src);
        }
        sess_buf_puts(b, "</tr>");
    }
    free(order);
    sess_buf_puts(b, "</table>");
}

static void html_warps(dm_trace *t, sess_buf *b)
{
    sess_buf_printf(b, "<details><summary>per warp (%zu)</summary><table style=\"border-collapse:collapse;"
                       "font-family:monospace;font-size:12px\"><tr>" TH "block</th>" TH "warp</th>" TH "steps</th>"
                       TH "SIMT efficiency</th>" TH "divergent branches</th>" TH "barrier wait (steps)</th></tr>",
                    selected_warps(t));
    for (size_t i = 0, n = 0; i < t->warps.len && n < 1024; i++) {
        const dm_trace_warp *w = &t->warps.p[i];
        if (!w->selected)
            continue;
        n++;
        sess_buf_printf(b, "<tr>" TD "(%u,%u,%u)</td>" TD "%u</td>" TD "%llu</td>" TD "%.1f%%</td>", w->ctaid[0],
                        w->ctaid[1], w->ctaid[2], w->warp, (unsigned long long)w->steps, 100.0 * dm_trace_warp_simt(w));
        html_num(b, w->divergent_branches);
        html_num(b, w->barrier_wait_steps);
        sess_buf_puts(b, "</tr>");
    }
    sess_buf_puts(b, "</table>");
    if (selected_warps(t) > 1024)
        sess_buf_printf(b, "<div>... %zu more warps</div>", selected_warps(t) - 1024);
    sess_buf_puts(b, "</details>");
}

void dm_trace_render_html(dm_trace *t, const dm_trace_view *v, sess_buf *out)
{
    sess_buf_puts(out, "<div class=\"cudarepl-trace\" style=\"font-family:sans-serif;font-size:13px\">"
                       "<div style=\"font-weight:bold;font-size:14px\">trace ");
    sess_buf tmp = {0};
    summary_line(t, &tmp);
    sess_buf_xml(out, tmp.p ? tmp.p : "");
    sess_buf_free(&tmp);
    sess_buf_puts(out, "</div>");
    if (t->error)
        sess_buf_puts(out, "<div>the launch failed: the trace ends where it stopped</div>");
    dm_trace_finding f[64];
    size_t n = dm_trace_findings(t, f, 64);
    if (!n)
        sess_buf_puts(out, "<div style=\"margin:4px 0\">findings: none (global accesses coalesced, no shared-memory "
                           "bank conflicts, no divergent branches)</div>");
    else
        sess_buf_puts(out, "<div style=\"margin:4px 0\">findings:</div><ul style=\"margin:2px 0\">");
    for (size_t i = 0; i < n && i < 64; i++) {
        const dm_trace_line *l = &t->lines.p[f[i].line];
        sess_buf_puts(out, "<li><b>");
        sess_buf_xml(out, file_of(t, l));
        sess_buf_printf(out, ":%d</b>: ", l->line);
        sess_buf_xml(out, f[i].text);
        sess_buf src = {0};
        if (source_text(t, v, l, 100, &src)) {
            sess_buf_puts(out, "<br><code>");
            sess_buf_xml(out, src.p);
            sess_buf_puts(out, "</code>");
        }
        sess_buf_free(&src);
        sess_buf_puts(out, "</li>");
    }
    if (n)
        sess_buf_puts(out, "</ul>");
    html_lines(t, v, out);
    sess_buf_puts(out, "<div style=\"overflow-x:auto\">");
    dm_trace_render_svg(t, v, out);
    sess_buf_puts(out, "</div>");
    html_warps(t, out);
    sess_buf_puts(out, "</div>");
}

/* ---- JSON ----------------------------------------------------------------------------------- */

static json_t *json_gstat(const dm_trace_gstat *g)
{
    return json_pack("{s:I, s:I, s:f, s:I, s:I, s:f}", "requests", (json_int_t)g->requests, "sectors",
                     (json_int_t)g->sectors, "sectors_per_request", dm_trace_sectors_per_request(g), "bytes_used",
                     (json_int_t)g->bytes_used, "bytes_transferred", (json_int_t)(g->sectors * 32),
                     "efficiency", dm_trace_global_efficiency(g));
}

static json_t *json_sstat(const dm_trace_sstat *s)
{
    return json_pack("{s:I, s:I, s:f, s:i}", "requests", (json_int_t)s->requests, "wavefronts",
                     (json_int_t)s->wavefronts, "wavefronts_per_request", dm_trace_wavefronts_per_request(s),
                     "bank_conflict_ways", s->requests ? (int)s->ways_max : 1);
}

static json_t *json_line(const char *file, const dm_trace_line *l)
{
    dm_trace_gstat g = dm_trace_line_global(l);
    dm_trace_sstat s = dm_trace_line_shared(l);
    json_t *kinds = json_array();
    for (int k = 0; k < DM_TK_COUNT; k++)
        if (l->kinds >> k & 1)
            json_array_append_new(kinds, json_string(dm_trace_kind_name((dm_trace_kind)k)));
    json_t *o = json_pack("{s:o, s:i, s:I, s:I, s:f, s:o}", "file", json_string_nocheck(file), "line", l->line,
                          "executions",
                          (json_int_t)l->executions, "active_lanes", (json_int_t)l->active_lanes,
                          "simt_efficiency", dm_trace_line_simt(l), "kinds", kinds);
    json_object_set_new(o, "global_requests", json_integer((json_int_t)g.requests));
    json_object_set_new(o, "global_sectors", json_integer((json_int_t)g.sectors));
    json_object_set_new(o, "sectors_per_request", json_real(dm_trace_sectors_per_request(&g)));
    json_object_set_new(o, "global_bytes_used", json_integer((json_int_t)g.bytes_used));
    json_object_set_new(o, "global_bytes_transferred", json_integer((json_int_t)(g.sectors * 32)));
    json_object_set_new(o, "global_efficiency", json_real(dm_trace_global_efficiency(&g)));
    json_object_set_new(o, "global_load", json_gstat(&l->gload));
    json_object_set_new(o, "global_store", json_gstat(&l->gstore));
    json_object_set_new(o, "shared_requests", json_integer((json_int_t)s.requests));
    json_object_set_new(o, "bank_conflict_ways", json_integer(s.requests ? (json_int_t)s.ways_max : 1));
    json_object_set_new(o, "shared_wavefronts", json_integer((json_int_t)s.wavefronts));
    json_object_set_new(o, "shared_load", json_sstat(&l->sload));
    json_object_set_new(o, "shared_store", json_sstat(&l->sstore));
    json_object_set_new(o, "other_requests", json_integer((json_int_t)l->other_requests));
    json_object_set_new(o, "divergent_branches", json_integer((json_int_t)l->divergent_branches));
    json_object_set_new(o, "reconvergences", json_integer((json_int_t)l->reconvergences));
    json_object_set_new(o, "barrier_arrivals", json_integer((json_int_t)l->barrier_arrivals));
    json_object_set_new(o, "barrier_wait_steps", json_integer((json_int_t)l->barrier_wait_steps));
    return o;
}

static json_t *json_set(const dm_trace_set *s)
{
    json_t *a = json_array();
    for (int i = 0; i < s->n; i++)
        json_array_append_new(a, json_pack("[I, I]", (json_int_t)s->r[i].lo, (json_int_t)s->r[i].hi));
    return a;
}

/* MAP: the index of each warp in the launch's JSON "warps" array */
static json_t *json_step(const dm_trace *t, const dm_trace_step_rec *r, const uint32_t *map)
{
    const dm_trace_line *l = &t->lines.p[r->line];
    json_t *o = json_pack("{s:I, s:i, s:i, s:i, s:o, s:i, s:s, s:s, s:I, s:i}", "seq", (json_int_t)r->seq, "warp",
                          (int)map[r->warp], "step", (int)r->step, "pc", (int)r->pc, "file",
                          json_string_nocheck(file_of(t, l)), "line", l->line, "op", r->op ? r->op : "?", "kind",
                          dm_trace_kind_name((dm_trace_kind)r->kind), "mask", (json_int_t)r->mask, "active",
                          __builtin_popcount(r->mask));
    if (r->mem != NONE) {
        const dm_trace_mem_rec *m = &t->mem.p[r->mem];
        json_t *addrs = json_array();
        int n = __builtin_popcount(r->mask);
        for (int i = 0; i < n; i++)
            json_array_append_new(addrs, json_integer((json_int_t)t->addrs.p[m->addr + (size_t)i]));
        json_t *mo = json_pack("{s:s, s:i, s:b, s:b, s:o}", "space", dm_trace_space_name((dm_trace_space)m->space),
                               "size", (int)m->size, "write", (int)m->write, "atomic", (int)m->atomic,
                               "addresses", addrs);
        if (m->space == DM_TS_GLOBAL || m->space == DM_TS_MIXED) {
            json_object_set_new(mo, "sectors", json_integer(m->sectors));
            json_object_set_new(mo, "bytes_used", json_integer(m->bytes_used));
        }
        if (m->space == DM_TS_SHARED || m->space == DM_TS_MIXED)
            json_object_set_new(mo, "bank_conflict_ways", json_integer(m->ways));
        json_object_set_new(o, "mem", mo);
    }
    if (r->flags & DM_TF_DIVERGED)
        json_object_set_new(o, "diverged", json_pack("{s:I, s:I}", "taken", (json_int_t)r->aux, "not_taken",
                                                     (json_int_t)(r->mask & ~r->aux)));
    if (r->flags & DM_TF_RECONVERGED) {
        const dm_trace_line *j = &t->lines.p[r->join_line];
        json_object_set_new(o, "reconverged", json_pack("{s:o, s:i}", "file", json_string_nocheck(file_of(t, j)),
                                                        "line", j->line));
    }
    if (r->flags & DM_TF_BARRIER)
        json_object_set_new(o, "barrier_wait_steps", json_integer((json_int_t)r->bar_wait));
    return o;
}

static json_t *json_warp(const dm_trace *t, const dm_trace_warp *w)
{
    return json_pack("{s:[i,i,i], s:I, s:i, s:I, s:I, s:f, s:I, s:I, s:I, s:I, s:i}", "block", (int)w->ctaid[0],
                     (int)w->ctaid[1], (int)w->ctaid[2], "block_linear", (json_int_t)w->block, "warp", (int)w->warp,
                     "steps", (json_int_t)w->steps, "active_lanes", (json_int_t)w->active_lanes, "simt_efficiency",
                     dm_trace_warp_simt(w), "divergent_branches", (json_int_t)w->divergent_branches,
                     "reconvergences", (json_int_t)w->reconvergences, "barrier_waits", (json_int_t)w->barrier_waits,
                     "barrier_wait_steps", (json_int_t)w->barrier_wait_steps, "steps_recorded",
                     (int)w->nrecs);
}

static const char *finding_kind(dm_trace_finding_kind k)
{
    switch (k) {
    case DM_FIND_UNCOALESCED: return "uncoalesced";
    case DM_FIND_BANK_CONFLICT: return "bank_conflict";
    default: return "divergence";
    }
}

static json_t *json_launch(dm_trace *t, bool with_steps)
{
    dm_trace_index(t);
    json_t *o = json_pack("{s:s, s:[i,i,i], s:[i,i,i], s:i, s:I, s:I, s:I, s:b, s:I}", "kernel", t->kernel,
                          "grid", (int)t->grid[0], (int)t->grid[1], (int)t->grid[2], "block", (int)t->block[0],
                          (int)t->block[1], (int)t->block[2], "error", t->error, "steps_seen",
                          (json_int_t)t->steps_seen, "steps_measured", (json_int_t)t->steps_measured,
                          "steps_recorded", (json_int_t)t->steps.len, "truncated", (int)t->truncated,
                          "steps_untracked", (json_int_t)t->steps_untracked);
    if (!o)
        o = json_object();
    json_object_set_new(o, "filters", json_pack("{s:o, s:o, s:o, s:o, s:I}", "blocks", json_set(&t->filter.blocks),
                                                "warps", json_set(&t->filter.warps), "lines",
                                                json_set(&t->filter.lines), "steps", json_set(&t->filter.steps),
                                                "cap_bytes", (json_int_t)(t->filter.cap_bytes ? t->filter.cap_bytes
                                                                                              : DM_TRACE_DEFAULT_CAP)));
    json_t *lines = json_array();
    uint32_t *order = dm_trace_sorted_lines(t);
    for (size_t i = 0; i < t->lines.len; i++) {
        const dm_trace_line *l = &t->lines.p[order[i]];
        if (l->executions || l->reconvergences)
            json_array_append_new(lines, json_line(file_of(t, l), l));
    }
    free(order);
    json_object_set_new(o, "lines", lines);
    json_t *warps = json_array();
    uint32_t *map = sess_xcalloc(t->warps.len + 1, sizeof(uint32_t));
    for (size_t i = 0; i < t->warps.len; i++) {
        if (!t->warps.p[i].selected)
            continue;
        map[i] = (uint32_t)json_array_size(warps);
        json_array_append_new(warps, json_warp(t, &t->warps.p[i]));
    }
    json_object_set_new(o, "warps", warps);
    dm_trace_finding f[256];
    size_t n = dm_trace_findings(t, f, 256);
    json_t *fa = json_array();
    for (size_t i = 0; i < n && i < 256; i++) {
        const dm_trace_line *l = &t->lines.p[f[i].line];
        json_array_append_new(fa, json_pack("{s:s, s:o, s:i, s:s, s:s}", "kind", finding_kind(f[i].kind), "file",
                                            json_string_nocheck(file_of(t, l)), "line", l->line, "access",
                                            f[i].kind == DM_FIND_DIVERGENCE ? "branch" : f[i].store ? "store" : "load",
                                            "message", f[i].text));
    }
    json_object_set_new(o, "findings", fa);
    if (with_steps) {
        json_t *steps = json_array();
        for (size_t i = 0; i < t->steps.len; i++)
            json_array_append_new(steps, json_step(t, &t->steps.p[i], map));
        json_object_set_new(o, "steps", steps);
    }
    free(map);
    return o;
}

/* The per-line metrics of several launches, summed by file and line. */
typedef struct {
    const char *file;
    dm_trace_line l;
} merged_line;

static void merge_line(dm_trace_line *a, const dm_trace_line *b)
{
    a->executions += b->executions;
    a->active_lanes += b->active_lanes;
    a->kinds |= b->kinds;
    dm_trace_gstat *ga[2] = {&a->gload, &a->gstore};
    const dm_trace_gstat *gb[2] = {&b->gload, &b->gstore};
    dm_trace_sstat *sa[2] = {&a->sload, &a->sstore};
    const dm_trace_sstat *sb[2] = {&b->sload, &b->sstore};
    for (int i = 0; i < 2; i++) {
        ga[i]->requests += gb[i]->requests;
        ga[i]->sectors += gb[i]->sectors;
        ga[i]->bytes_used += gb[i]->bytes_used;
        ga[i]->min_sectors += gb[i]->min_sectors;
        sa[i]->requests += sb[i]->requests;
        sa[i]->wavefronts += sb[i]->wavefronts;
        if (sb[i]->ways_max > sa[i]->ways_max)
            sa[i]->ways_max = sb[i]->ways_max;
    }
    a->other_requests += b->other_requests;
    a->divergent_branches += b->divergent_branches;
    a->reconvergences += b->reconvergences;
    a->barrier_arrivals += b->barrier_arrivals;
    a->barrier_wait_steps += b->barrier_wait_steps;
}

static json_t *json_merged_lines(dm_trace *const *t, size_t n)
{
    VEC(merged_line) m = {0};
    for (size_t k = 0; k < n; k++) {
        uint32_t *order = dm_trace_sorted_lines(t[k]);
        for (size_t i = 0; i < t[k]->lines.len; i++) {
            const dm_trace_line *l = &t[k]->lines.p[order[i]];
            if (!l->executions && !l->reconvergences)
                continue;
            const char *file = file_of(t[k], l);
            size_t j = 0;
            while (j < m.len && (strcmp(m.p[j].file, file) || m.p[j].l.line != l->line))
                j++;
            if (j == m.len) {
                merged_line e;
                memset(&e, 0, sizeof e);
                e.file = file;
                e.l.line = l->line;
                VEC_PUSH(m, e);
            }
            merge_line(&m.p[j].l, l);
        }
        free(order);
    }
    json_t *a = json_array();
    for (size_t j = 0; j < m.len; j++)
        json_array_append_new(a, json_line(m.p[j].file, &m.p[j].l));
    VEC_FREE(m);
    return a;
}

char *dm_trace_render_json(dm_trace *const *t, size_t n, bool with_steps)
{
    json_t *doc = json_pack("{s:s, s:i}", "format", "cudarepl-trace", "version", 1);
    json_t *launches = json_array();
    for (size_t i = 0; i < n; i++)
        json_array_append_new(launches, json_launch(t[i], with_steps));
    json_object_set_new(doc, "lines", json_merged_lines(t, n));
    json_object_set_new(doc, "launches", launches);
    size_t recorded = 0;
    for (size_t i = 0; i < n; i++)
        recorded += t[i]->steps.len;
    /* indented for reading, unless the steps make it large */
    size_t flags = JSON_PRESERVE_ORDER | (with_steps && recorded > 20000 ? JSON_COMPACT : JSON_INDENT(1));
    char *text = json_dumps(doc, flags);
    json_decref(doc);
    if (!text)
        return sess_xstrdup("{}");
    char *copy = sess_xstrdup(text); /* the caller frees with free(), like every other text here */
    free(text);
    return copy;
}
