/* trace.c — traces in a session (see trace.h): settings, the recorder of each traced launch,
 * the traces kept, their views, and the `:trace` meta-command.
 *
 * Settings persist in the session until changed; a launch is traced when tracing is on, and its
 * trace replaces the one kept before (or joins it, with keep=all). Views are rendered on demand
 * from what was kept, so `:trace html` after `:trace` costs no second run.
 */
#include <ctype.h>
#include <errno.h>
#include <string.h>

#include "devmodel/dm_trace_render.h"
#include "interp/session/cell.h"
#include "interp/session/trace.h"
#include "interp/session/guide.h"

struct sess_trace {
    bool on;
    bool keep_all;
    bool view_all;        /* views draw every warp and step */
    dm_trace_filter filter;
    VEC(dm_trace *) kept;
    /* every traced launch's shared-memory bank conflicts (wavefronts beyond one a request) and
     * divergent branches, for %%expect */
    uint64_t bank_conflicts, divergent_branches;
};

static sess_trace *state(cr_session *s)
{
    if (!s->trace)
        s->trace = sess_xcalloc(1, sizeof(sess_trace));
    return s->trace;
}

bool sess_trace_on(cr_session *s)
{
    return s->trace && s->trace->on;
}

static void clear_kept(sess_trace *tr)
{
    for (size_t i = 0; i < tr->kept.len; i++)
        dm_trace_free(tr->kept.p[i]);
    tr->kept.len = 0;
}

void sess_trace_free(cr_session *s)
{
    if (!s->trace)
        return;
    clear_kept(s->trace);
    VEC_FREE(s->trace->kept);
    free(s->trace);
    s->trace = NULL;
}

/* ---- Launches ------------------------------------------------------------------------------ */

static void where(void *ctx, uint32_t pc, const char **file, int *line)
{
    const vm_program *p = ctx;
    if (pc < p->locs.len && p->locs.p[pc].file < p->strings.len) {
        *file = p->strings.p[p->locs.p[pc].file];
        *line = p->locs.p[pc].line;
    }
}

dm_trace *sess_trace_begin(cr_session *s, const vm_launch_cfg *c)
{
    if (!s->trace || !s->trace->on)
        return NULL;
    dm_trace_launch l;
    memset(&l, 0, sizeof l);
    l.kernel = c->prog->funcs.p[c->kernel]->name;
    memcpy(l.grid, c->grid, sizeof l.grid);
    memcpy(l.block, c->block, sizeof l.block);
    l.code_size = (uint32_t)c->prog->code.len;
    l.where = where;
    l.where_ctx = c->prog;
    l.mem = c->mem;
    return dm_trace_new(&s->trace->filter, &l);
}

void sess_trace_end(cr_session *s, dm_trace *t, int error)
{
    if (!t)
        return;
    dm_trace_finish(t, error);
    sess_trace *tr = state(s);
    for (size_t i = 0; i < t->lines.len; i++) {
        const dm_trace_line *l = &t->lines.p[i];
        tr->bank_conflicts += l->sload.wavefronts - l->sload.requests + l->sstore.wavefronts - l->sstore.requests;
        tr->divergent_branches += l->divergent_branches;
    }
    if (!tr->keep_all)
        clear_kept(tr);
    VEC_PUSH(tr->kept, t);
}

void sess_trace_totals(cr_session *s, uint64_t *bank_conflicts, uint64_t *divergent_branches)
{
    sess_trace *tr = state(s);
    *bank_conflicts = tr->bank_conflicts;
    *divergent_branches = tr->divergent_branches;
}

/* ---- Settings --------------------------------------------------------------------------------- */

static void usage_error(cr_session *s, const char *fmt, const char *arg)
{
    char msg[512];
    snprintf(msg, sizeof msg, fmt, arg);
    sess_emit_text(s, CR_EV_STDERR, msg);
}

/* L = "N", "N-M", comma-separated, or "all" */
static bool parse_set(const char *v, size_t n, dm_trace_set *out)
{
    dm_trace_set set = {0};
    if (n == 3 && !strncmp(v, "all", 3)) {
        *out = set;
        return true;
    }
    const char *p = v, *end = v + n;
    while (p < end) {
        char *e;
        if (!isdigit((unsigned char)*p))
            return false;
        errno = 0;
        unsigned long long lo = strtoull(p, &e, 10), hi = lo;
        if (errno || e > end)
            return false;
        p = e;
        if (p < end && *p == '-') {
            p++;
            if (p >= end || !isdigit((unsigned char)*p))
                return false;
            hi = strtoull(p, &e, 10);
            if (errno || e > end || hi < lo)
                return false;
            p = e;
        }
        if (set.n == DM_TRACE_MAX_RANGES)
            return false;
        set.r[set.n].lo = lo;
        set.r[set.n].hi = hi;
        set.n++;
        if (p < end) {
            if (*p != ',')
                return false;
            p++;
            if (p == end)
                return false;
        }
    }
    if (!set.n)
        return false;
    *out = set;
    return true;
}

/* Apply one word of a spec to TR; false when it is not one. */
static bool apply_word(sess_trace *tr, const char *w, size_t n)
{
    const char *eq = memchr(w, '=', n);
    if (!eq) {
        if (n == 2 && !strncmp(w, "on", 2))
            tr->on = true;
        else if (n == 3 && !strncmp(w, "off", 3))
            tr->on = false;
        else if (n == 5 && !strncmp(w, "reset", 5)) {
            memset(&tr->filter, 0, sizeof tr->filter);
            tr->keep_all = tr->view_all = false;
        } else
            return false;
        return true;
    }
    size_t kn = (size_t)(eq - w);
    const char *v = eq + 1;
    size_t vn = n - kn - 1;
#define KEY(name) (kn == sizeof(name) - 1 && !strncmp(w, name, kn))
    if (KEY("blocks") || KEY("block"))
        return parse_set(v, vn, &tr->filter.blocks);
    if (KEY("warps") || KEY("warp"))
        return parse_set(v, vn, &tr->filter.warps);
    if (KEY("lines") || KEY("line"))
        return parse_set(v, vn, &tr->filter.lines);
    if (KEY("steps") || KEY("step"))
        return parse_set(v, vn, &tr->filter.steps);
    if (KEY("cap"))
        return sess_parse_size(v, vn, &tr->filter.cap_bytes);
    if (KEY("keep")) {
        if (vn == 4 && !strncmp(v, "last", 4))
            tr->keep_all = false;
        else if (vn == 3 && !strncmp(v, "all", 3))
            tr->keep_all = true;
        else
            return false;
        return true;
    }
    if (KEY("view")) {
        if (vn == 5 && !strncmp(v, "brief", 5))
            tr->view_all = false;
        else if (vn == 3 && !strncmp(v, "all", 3))
            tr->view_all = true;
        else
            return false;
        return true;
    }
#undef KEY
    return false;
}

cr_status cr_trace_set(cr_session *s, const char *spec)
{
    sess_trace *tr = state(s);
    sess_trace next = *tr; /* applied only when every word is good */
    next.kept = tr->kept;
    const char *p = spec ? spec : "";
    while (*p) {
        while (isspace((unsigned char)*p))
            p++;
        const char *w = p;
        while (*p && !isspace((unsigned char)*p))
            p++;
        if (p == w)
            break;
        size_t n = (size_t)(p - w);
        bool clear = n == 5 && !strncmp(w, "clear", 5);
        if (clear)
            continue; /* done below, once the whole spec is known to be good */
        if (!apply_word(&next, w, n)) {
            char word[128];
            snprintf(word, sizeof word, "%.*s", (int)(n < 100 ? n : 100), w);
            usage_error(s, "cudarepl: :trace: cannot understand '%s' (try ':trace help')\n", word);
            return CR_ERR_USAGE;
        }
    }
    *tr = next;
    for (p = spec ? spec : ""; (p = strstr(p, "clear")) != NULL; p += 5) {
        bool start = p == spec || isspace((unsigned char)p[-1]);
        bool stop = !p[5] || isspace((unsigned char)p[5]);
        if (start && stop)
            clear_kept(tr);
    }
    return CR_OK;
}

/* ---- Views ---------------------------------------------------------------------------------- */

/* The text of a line of a cell or file the session compiled (for the views' source column). */
static const char *source_line(void *ctx, const char *file, int line, size_t *len)
{
    cr_session *s = ctx;
    return sess_diags_line(&s->diags, file, line, len);
}

/* ALL: every warp and step in the timelines, and the steps in JSON. */
static void render(cr_session *s, sess_trace *tr, cr_trace_format fmt, bool all, sess_buf *out)
{
    dm_trace_view v = {0};
    v.source = source_line;
    v.source_ctx = s;
    if (all || tr->view_all)
        v.max_warps = v.max_steps = -1;
    v.color = fmt == CR_TRACE_TEXT_COLOR;
    dm_trace *last = tr->kept.p[tr->kept.len - 1];
    switch (fmt) {
    case CR_TRACE_TEXT:
    case CR_TRACE_TEXT_COLOR:
        for (size_t i = 0; i < tr->kept.len; i++) {
            if (i)
                sess_buf_putc(out, '\n');
            dm_trace_render_text(tr->kept.p[i], &v, out);
        }
        break;
    case CR_TRACE_HTML:
        dm_trace_render_html(last, &v, out);
        break;
    case CR_TRACE_SVG:
        dm_trace_render_svg(last, &v, out);
        break;
    case CR_TRACE_JSON: {
        char *j = dm_trace_render_json(tr->kept.p, tr->kept.len, all);
        sess_buf_puts(out, j);
        sess_buf_putc(out, '\n');
        free(j);
        break;
    }
    }
}

cr_status cr_trace_render(cr_session *s, cr_trace_format fmt, char **out)
{
    *out = NULL;
    if (!s->trace || !s->trace->kept.len)
        return CR_ERR_USAGE;
    if ((unsigned)fmt > CR_TRACE_JSON)
        return CR_ERR_USAGE;
    sess_buf b = {0};
    render(s, s->trace, fmt, fmt == CR_TRACE_JSON, &b);
    *out = b.p ? sess_buf_take(&b) : sess_xstrdup("");
    return CR_OK;
}

/* ---- The :trace command ------------------------------------------------------------------------ */

static const char help_text[] =
    ":trace                      show the last traced launch (findings, per-line metrics, timelines)\n"
    ":trace on [FILTERS]         trace every later launch; :trace off stops\n"
    ":trace FILTERS              measure and record only: blocks=L warps=L lines=L steps=L\n"
    "                            (L: N, N-M or a comma-separated list; all = no filter)\n"
    ":trace cap=N[K|M|G]         memory for a launch's timeline (default 64M; metrics stay complete)\n"
    ":trace keep=last|all        keep the last traced launch, or every one; :trace clear forgets them\n"
    ":trace view=brief|all       views draw the first warps and steps (default), or all of them\n"
    ":trace reset                filters, cap, keep and view back to their defaults\n"
    ":trace text|html|svg|json [all] [FILE]\n"
    "                            one view (all: every warp and step), or written to FILE\n"
    ":trace status               the settings and the traces kept\n"
    "Metrics follow " CR_GUIDE_2_3_4 ": SIMT efficiency = active lanes / 32; global memory in 32-byte\n"
    "sectors per warp request; shared memory in 32 banks of 4 bytes (n-way conflicts).\n";

static void emit_rich(cr_session *s, const char *mime, const char *text, size_t len, const char *alt,
                      const cr_mime_part *parts, size_t nparts)
{
    if (!s->on_event)
        return;
    cr_event ev = {0};
    ev.kind = CR_EV_RICH;
    ev.text = text;
    ev.len = len;
    ev.mime = mime;
    ev.alt = alt;
    ev.parts = parts;
    ev.nparts = nparts;
    s->on_event(s->ctx, &ev);
}

static void status(cr_session *s, sess_trace *tr)
{
    sess_buf b = {0};
    sess_buf_printf(&b, "tracing is %s", tr->on ? "on" : "off");
    const struct { const char *name; const dm_trace_set *set; } sets[] = {
        {"blocks", &tr->filter.blocks}, {"warps", &tr->filter.warps}, {"lines", &tr->filter.lines},
        {"steps", &tr->filter.steps}};
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        if (!sets[i].set->n)
            continue;
        sess_buf_printf(&b, " %s=", sets[i].name);
        for (int k = 0; k < sets[i].set->n; k++) {
            sess_buf_printf(&b, "%s%llu", k ? "," : "", (unsigned long long)sets[i].set->r[k].lo);
            if (sets[i].set->r[k].hi != sets[i].set->r[k].lo)
                sess_buf_printf(&b, "-%llu", (unsigned long long)sets[i].set->r[k].hi);
        }
    }
    uint64_t cap = tr->filter.cap_bytes ? tr->filter.cap_bytes : DM_TRACE_DEFAULT_CAP;
    sess_buf_printf(&b, " cap=%lluK keep=%s view=%s; %zu traced launch%s kept", (unsigned long long)(cap >> 10),
                    tr->keep_all ? "all" : "last", tr->view_all ? "all" : "brief", tr->kept.len,
                    tr->kept.len == 1 ? "" : "es");
    for (size_t i = 0; i < tr->kept.len; i++)
        sess_buf_printf(&b, "%s %s", i ? "," : ":", tr->kept.p[i]->kernel);
    sess_buf_putc(&b, '\n');
    sess_emit(s, CR_EV_STDOUT, b.p, b.len, 0);
    sess_buf_free(&b);
}

static cr_status write_file(cr_session *s, const char *path, const sess_buf *b)
{
    FILE *f = fopen(path, "w");
    if (!f || fwrite(b->p ? b->p : "", 1, b->len, f) != b->len || fclose(f) != 0) {
        char msg[600];
        snprintf(msg, sizeof msg, "cudarepl: :trace: cannot write %.400s: %s\n", path, strerror(errno));
        if (f)
            fclose(f);
        sess_emit_text(s, CR_EV_STDERR, msg);
        return CR_ERR_IO;
    }
    char msg[600];
    snprintf(msg, sizeof msg, "trace written to %.400s (%zu bytes)\n", path, b->len);
    sess_emit_text(s, CR_EV_STDOUT, msg);
    return CR_OK;
}

static cr_status show(cr_session *s, sess_trace *tr)
{
    sess_buf html = {0}, svg = {0}, text = {0};
    render(s, tr, CR_TRACE_HTML, false, &html);
    render(s, tr, CR_TRACE_SVG, false, &svg);
    render(s, tr, s->opts.color ? CR_TRACE_TEXT_COLOR : CR_TRACE_TEXT, false, &text);
    cr_mime_part part = {"image/svg+xml", svg.p, svg.len};
    emit_rich(s, "text/html", html.p, html.len, text.p, &part, 1);
    sess_buf_free(&html);
    sess_buf_free(&svg);
    sess_buf_free(&text);
    return CR_OK;
}

/* text|html|svg|json [all] [FILE] */
static cr_status view(cr_session *s, sess_trace *tr, cr_trace_format fmt, const char *rest)
{
    while (isspace((unsigned char)*rest))
        rest++;
    bool all = false;
    if (!strncmp(rest, "all", 3) && (!rest[3] || isspace((unsigned char)rest[3]))) {
        all = true;
        rest += 3;
        while (isspace((unsigned char)*rest))
            rest++;
    }
    char path[1024];
    snprintf(path, sizeof path, "%s", rest);
    for (size_t n = strlen(path); n && isspace((unsigned char)path[n - 1]);)
        path[--n] = 0;
    if (fmt == CR_TRACE_TEXT && s->opts.color && !path[0])
        fmt = CR_TRACE_TEXT_COLOR;
    sess_buf b = {0};
    render(s, tr, fmt, all || (fmt == CR_TRACE_JSON && path[0]), &b);
    cr_status st = CR_OK;
    if (path[0]) {
        st = write_file(s, path, &b);
    } else if (fmt == CR_TRACE_TEXT || fmt == CR_TRACE_TEXT_COLOR) {
        sess_emit(s, CR_EV_STDOUT, b.p, b.len, 0);
    } else {
        sess_buf alt = {0};
        render(s, tr, CR_TRACE_TEXT, false, &alt);
        const char *mime = fmt == CR_TRACE_HTML ? "text/html" : fmt == CR_TRACE_SVG ? "image/svg+xml"
                                                                                   : "application/json";
        emit_rich(s, mime, b.p ? b.p : "", b.len, alt.p, NULL, 0);
        sess_buf_free(&alt);
    }
    sess_buf_free(&b);
    return st;
}

static bool word_is(const char *p, const char *w, const char **rest)
{
    size_t n = strlen(w);
    if (strncmp(p, w, n) || (p[n] && !isspace((unsigned char)p[n])))
        return false;
    *rest = p + n;
    return true;
}

cr_status sess_trace_command(cr_session *s, const char *args)
{
    sess_trace *tr = state(s);
    const char *p = args ? args : "", *rest;
    while (isspace((unsigned char)*p))
        p++;
    if (word_is(p, "help", &rest)) {
        sess_emit_text(s, CR_EV_STDOUT, help_text);
        return CR_OK;
    }
    if (word_is(p, "status", &rest)) {
        status(s, tr);
        return CR_OK;
    }
    static const struct { const char *word; cr_trace_format fmt; } views[] = {
        {"text", CR_TRACE_TEXT}, {"html", CR_TRACE_HTML}, {"svg", CR_TRACE_SVG}, {"json", CR_TRACE_JSON}};
    for (size_t i = 0; i < sizeof views / sizeof views[0]; i++) {
        if (!word_is(p, views[i].word, &rest))
            continue;
        if (!tr->kept.len)
            break;
        return view(s, tr, views[i].fmt, rest);
    }
    if (!*p || (!tr->kept.len && (word_is(p, "text", &rest) || word_is(p, "html", &rest) ||
                                   word_is(p, "svg", &rest) || word_is(p, "json", &rest)))) {
        if (!tr->kept.len) {
            sess_emit_text(s, CR_EV_STDERR, "cudarepl: :trace: no launch has been traced yet: ':trace on', "
                                            "then launch a kernel (':trace help' for more)\n");
            return CR_ERR_USAGE;
        }
        return show(s, tr);
    }
    cr_status st = cr_trace_set(s, p);
    if (st == CR_OK && (word_is(p, "on", &rest) || word_is(p, "off", &rest)))
        sess_emit_text(s, CR_EV_STDOUT, tr->on ? "tracing on: later launches are traced (':trace' shows "
                                                 "the last one)\n" : "tracing off\n");
    return st;
}
