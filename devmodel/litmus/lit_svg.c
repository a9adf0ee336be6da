/* lit_svg.c — SVG rendering of an explained execution (see lit_svg.h).
 *
 * A fixed grid: column = thread, row = position in the thread; edges between columns are
 * straight, edges within a column bend to the right so they do not run through the boxes in
 * between; edges between the same two events bend apart, and each label goes to the first
 * place along its edge where it covers no box and no other label. The output is self-contained (no scripts, no external fonts) so that Jupyter can
 * show it as image/svg+xml.
 */
#include "devmodel/litmus/lit_svg.h"

#include <stdbool.h>
#include <string.h>

enum { COL_W = 250, BOX_W = 210, BOX_H = 38, ROW_H = 72, TOP = 58, MARGIN = 24 };

typedef struct {
    const char *label, *color;
} style;

static const style styles[] = {
    { "rf", "#c0392b" },     { "co", "#2c6fbb" },   { "fr", "#e67e22" },
    { "sync", "#1e8449" },   { "fence-sc", "#8e44ad" }, { "bar", "#7d5a3c" },
    { "obs", "#16a085" },    { "po", "#7f8c8d" },   { "po-loc", "#7f8c8d" },
    { "dep", "#95a5a6" },    { "ms", "#34495e" },   { "rmw", "#7f8c8d" },
};
#define N_STYLES (int)(sizeof styles / sizeof *styles)

static const char *color_of(const char *label)
{
    for (int i = 0; i < N_STYLES; i++)
        if (strcmp(styles[i].label, label) == 0)
            return styles[i].color;
    return "#333333";
}

typedef struct {
    int x, y;        /* top-left corner of the box */
} pos;

static void layout(const lit_exec *x, pos *p)
{
    for (int i = 0; i < x->n_init; i++)
        p[i] = (pos){ MARGIN + i * (BOX_W / 2 + 20), TOP };
    for (int th = 0; th < x->n_threads; th++)
        for (int i = x->first[th]; i < x->first[th + 1]; i++)
            p[i] = (pos){ MARGIN + th * COL_W, TOP + ROW_H * (1 + i - x->first[th]) + 28 };
}

static void defs(lit_buf *b)
{
    lit_buf_puts(b, "<defs>\n");
    for (int i = 0; i < N_STYLES; i++)
        lit_buf_printf(b, "<marker id=\"arrow-%d\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" "
                          "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\">"
                          "<path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"%s\"/></marker>\n",
                       i, styles[i].color);
    lit_buf_puts(b, "</defs>\n");
}

static int style_index(const char *label)
{
    for (int i = 0; i < N_STYLES; i++)
        if (strcmp(styles[i].label, label) == 0)
            return i;
    return 0;
}

static void node(lit_buf *b, const lit_exec *x, int i, pos p, int highlight)
{
    int init = x->ev[i].kind == LIT_EV_INIT;
    int w = init ? BOX_W / 2 : BOX_W;
    lit_buf_printf(b, "<g class=\"event\" id=\"ev-");
    lit_exec_name(b, i);
    lit_buf_printf(b, "\"><rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"6\" "
                      "fill=\"%s\" stroke=\"%s\" stroke-width=\"%s\"/>\n",
                   p.x, p.y, w, BOX_H, init ? "#f4f6f7" : "#fdfefe",
                   highlight ? "#c0392b" : "#566573", highlight ? "2" : "1");
    lit_buf buf;
    lit_buf_init(&buf);
    lit_exec_name(&buf, i);
    lit_buf_puts(&buf, ": ");
    lit_exec_describe(&buf, x, i);
    lit_buf_printf(b, "<text x=\"%d\" y=\"%d\" font-family=\"monospace\" font-size=\"12\">",
                   p.x + 6, p.y + 15);
    lit_buf_put_xml(b, buf.s ? buf.s : "");
    lit_buf_puts(b, "</text>\n");
    lit_buf_free(&buf);
    const lit_instr *ins = lit_exec_instr(x, i);
    if (ins) {
        lit_buf_init(&buf);
        if (ins->line)
            lit_buf_printf(&buf, "%d: ", ins->line);
        if (ins->text)
            lit_buf_puts(&buf, ins->text);
        else
            lit_instr_format(&buf, x->test, x->ev[i].thread, ins);
        lit_buf_printf(b, "<text x=\"%d\" y=\"%d\" font-family=\"monospace\" font-size=\"10\" "
                          "fill=\"#555\">", p.x + 6, p.y + 30);
        lit_buf_put_xml(b, buf.s ? buf.s : "");
        lit_buf_puts(b, "</text>\n");
        lit_buf_free(&buf);
    }
    lit_buf_puts(b, "</g>\n");
}

/* Where labels and boxes already are, so that a new label goes where it overlaps none. */
typedef struct {
    int x0, y0, x1, y1;
} rect;

typedef struct {
    rect r[LIT_MAX_EDGES + LIT_MAX_EVENTS];
    int n;
} taken;

static bool overlaps(const taken *t, rect a)
{
    for (int i = 0; i < t->n; i++) {
        const rect *b = &t->r[i];
        if (a.x0 < b->x1 && b->x0 < a.x1 && a.y0 < b->y1 && b->y0 < a.y1)
            return true;
    }
    return false;
}

static void take(taken *t, rect a)
{
    if (t->n < (int)(sizeof t->r / sizeof t->r[0]))
        t->r[t->n++] = a;
}

/* The box of a label centred at X with its baseline at Y (11px sans-serif). */
static rect label_rect(const char *label, int x, int y)
{
    int w = 7 * (int)strlen(label) + 4;
    return (rect){x - w / 2, y - 11, x + w / 2, y + 3};
}

/* The point at T of the quadratic curve P0 C P2, rounded. */
static int bezier(int p0, int c, int p2, double t)
{
    return (int)((1 - t) * (1 - t) * p0 + 2 * (1 - t) * t * c + t * t * p2 + 0.5);
}

/* An edge, bent away from the edges drawn before between the same two events (NTH of them),
 * its label on the curve where no other label or box is. */
static void edge(lit_buf *b, const lit_exec *x, const pos *p, const lit_edge *g, int nth,
                 const taken *boxes, taken *labels)
{
    int wf = x->ev[g->from].kind == LIT_EV_INIT ? BOX_W / 2 : BOX_W;
    int wt = x->ev[g->to].kind == LIT_EV_INIT ? BOX_W / 2 : BOX_W;
    int x1 = p[g->from].x + wf / 2, y1 = p[g->from].y + BOX_H / 2;
    int x2 = p[g->to].x + wt / 2, y2 = p[g->to].y + BOX_H / 2;
    int same_col = p[g->from].x == p[g->to].x;
    /* leave and enter at the box border facing the other end */
    if (same_col) {
        x1 = p[g->from].x + wf, x2 = p[g->to].x + wt;
    } else if (x2 > x1) {
        x1 = p[g->from].x + wf, x2 = p[g->to].x;
    } else if (x2 < x1) {
        x1 = p[g->from].x, x2 = p[g->to].x + wt;
    } else {
        y1 = p[g->from].y + (y2 > y1 ? BOX_H : 0), y2 = p[g->to].y + (y2 > y1 ? 0 : BOX_H);
    }
    int cx = (x1 + x2) / 2 + (same_col ? 40 + (y2 - y1 > 0 ? y2 - y1 : y1 - y2) / 6 : 0);
    int cy = (y1 + y2) / 2;
    if (nth) {
        /* parallel edges: bend each further, alternately to either side */
        int off = 22 * ((nth + 1) / 2) * (nth % 2 ? 1 : -1);
        if (same_col)
            cx += off > 0 ? off : -off;
        else
            cy += off;
    }
    const char *c = color_of(g->label);
    lit_buf_printf(b, "<path d=\"M %d %d Q %d %d %d %d\" fill=\"none\" stroke=\"%s\" "
                      "stroke-width=\"1.6\" marker-end=\"url(#arrow-%d)\"/>\n",
                   x1, y1, cx, cy, x2, y2, c, style_index(g->label));
    /* along the curve, then above and below it; clear of boxes if it can be, of labels always */
    static const double ts[] = {0.5, 0.38, 0.62, 0.28, 0.72, 0.18, 0.82};
    int lx = 0, ly = 0;
    bool placed = false;
    for (int pass = 0; pass < 2 && !placed; pass++)
        for (int shift = 0; shift < 7 && !placed; shift++)
            for (size_t k = 0; k < sizeof ts / sizeof ts[0] && !placed; k++) {
                lx = bezier(x1, cx, x2, ts[k]);
                ly = bezier(y1, cy, y2, ts[k]) - 4 + (shift % 2 ? 14 : -14) * ((shift + 1) / 2);
                rect r = label_rect(g->label, lx, ly);
                placed = !overlaps(labels, r) && (pass || !overlaps(boxes, r));
            }
    if (!placed) {
        lx = bezier(x1, cx, x2, 0.5);
        ly = bezier(y1, cy, y2, 0.5) - 4;
    }
    take(labels, label_rect(g->label, lx, ly));
    /* a white halo keeps the label readable where it crosses a line */
    lit_buf_printf(b, "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" font-size=\"11\" "
                      "fill=\"%s\" text-anchor=\"middle\" stroke=\"white\" stroke-width=\"3\" "
                      "paint-order=\"stroke\">", lx, ly, c);
    lit_buf_put_xml(b, g->label);
    lit_buf_puts(b, "</text>\n");
}

static void title(lit_buf *b, const lit_result *r, const lit_explanation *e)
{
    lit_buf t;
    lit_buf_init(&t);
    lit_buf_printf(&t, "%s: ", r->test->name);
    if (!e->target_holds)
        lit_buf_puts(&t, "~(");
    lit_cond_format(&t, r->test, r->test->cond);
    if (!e->target_holds)
        lit_buf_puts(&t, ")");
    if (e->kind == LIT_EXPL_WITNESS)
        lit_buf_puts(&t, " is allowed (witness)");
    else
        lit_buf_printf(&t, " is forbidden by %s", lit_axiom_name(e->axiom));
    lit_buf_printf(b, "<text x=\"%d\" y=\"22\" font-family=\"sans-serif\" font-size=\"14\" "
                      "font-weight=\"bold\">", MARGIN);
    lit_buf_put_xml(b, t.s ? t.s : "");
    lit_buf_puts(b, "</text>\n");
    lit_buf_free(&t);
}

static void headers(lit_buf *b, const lit_exec *x)
{
    for (int th = 0; th < x->n_threads; th++) {
        const lit_thread *p = &x->test->threads[th];
        lit_buf_printf(b, "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" font-size=\"13\" "
                          "font-weight=\"bold\">", MARGIN + th * COL_W, TOP + ROW_H + 14);
        lit_buf_put_xml(b, p->name);
        lit_buf_printf(b, " (cta %d, gpu %d)</text>\n", p->place.cta, p->place.gpu);
    }
}

char *lit_format_svg(const lit_result *r, const lit_explanation *e)
{
    if (!e || !e->has_exec)
        return NULL;
    const lit_exec *x = &e->x;
    pos p[LIT_MAX_EVENTS];
    layout(x, p);
    int rows = 0;
    for (int th = 0; th < x->n_threads; th++)
        if (x->first[th + 1] - x->first[th] > rows)
            rows = x->first[th + 1] - x->first[th];
    int width = MARGIN * 2 + (x->n_threads > 0 ? x->n_threads : 1) * COL_W;
    int init_w = MARGIN * 2 + x->n_init * (BOX_W / 2 + 20);
    if (init_w > width)
        width = init_w;
    int height = TOP + ROW_H * (rows + 1) + 40;
    lit_buf b;
    lit_buf_init(&b);
    lit_buf_printf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                       "viewBox=\"0 0 %d %d\">\n", width, height, width, height);
    defs(&b);
    lit_buf_printf(&b, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", width, height);
    title(&b, r, e);
    headers(&b, x);
    uint64_t marked = 0;
    if (e->kind == LIT_EXPL_FORBIDDEN)
        for (int i = 0; i < e->n_edges; i++)
            marked |= lit_bit(e->edges[i].from) | lit_bit(e->edges[i].to);
    taken boxes = {0}, labels = {0}; /* 5 KiB each */
    for (int i = 0; i < x->n; i++) {
        node(&b, x, i, p[i], (int)((marked >> i) & 1));
        int w = x->ev[i].kind == LIT_EV_INIT ? BOX_W / 2 : BOX_W;
        take(&boxes, (rect){p[i].x, p[i].y, p[i].x + w, p[i].y + BOX_H});
    }
    for (int i = 0; i < e->n_edges; i++) {
        int nth = 0; /* edges drawn before between the same two events */
        for (int j = 0; j < i; j++)
            nth += (e->edges[j].from == e->edges[i].from && e->edges[j].to == e->edges[i].to) ||
                   (e->edges[j].from == e->edges[i].to && e->edges[j].to == e->edges[i].from);
        edge(&b, x, p, &e->edges[i], nth, &boxes, &labels);
    }
    lit_buf_puts(&b, "</svg>\n");
    return lit_buf_take(&b);
}
