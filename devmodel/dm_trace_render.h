/* dm_trace_render.h — the views of a recorded trace (devmodel/dm_trace.h): terminal text, an
 * HTML page with an SVG timeline, a standalone SVG, and JSON (schema in docs/trace-format.md).
 *
 * Every view starts from the same findings: the source lines whose global accesses move more
 * sectors than their bytes need (uncoalesced, §2.3.4.1), whose shared accesses hit a
 * bank more than once (n-way conflicts, §2.3.4.2), and whose branches split warps. The HTML and
 * SVG need no script: hovering shows a step's line and addresses through SVG <title> elements,
 * so a notebook saved with them renders the same without a kernel.
 */
#ifndef CR_DM_TRACE_RENDER_H
#define CR_DM_TRACE_RENDER_H

#include "devmodel/dm_trace.h"

typedef struct {
    bool color;        /* ANSI colours in text */
    int max_warps;     /* warps whose timeline is drawn; 0 = the view's default, -1 = all */
    int max_steps;     /* steps drawn per warp; 0 = the view's default, -1 = all */
    /* the text of a source line (LEN bytes, no newline), shown beside findings and the per-line
     * metrics; NULL (or a NULL result) when the text is not known */
    const char *(*source)(void *ctx, const char *file, int line, size_t *len);
    void *source_ctx;
} dm_trace_view;

typedef enum { DM_FIND_UNCOALESCED, DM_FIND_BANK_CONFLICT, DM_FIND_DIVERGENCE } dm_trace_finding_kind;

typedef struct {
    dm_trace_finding_kind kind;
    uint32_t line;             /* index into dm_trace.lines */
    bool store;                /* the writes of the line (else its reads) */
    char text[256];            /* one sentence, without the file:line prefix */
} dm_trace_finding;

/* The findings, most costly kind first; returns how many there are (at most MAX are stored). */
size_t dm_trace_findings(const dm_trace *t, dm_trace_finding *out, size_t max);

/* The line indexes in source order (file, then line); the caller frees. */
uint32_t *dm_trace_sorted_lines(const dm_trace *t);

void dm_trace_render_text(dm_trace *t, const dm_trace_view *v, sess_buf *out);
void dm_trace_render_svg(dm_trace *t, const dm_trace_view *v, sess_buf *out);
void dm_trace_render_html(dm_trace *t, const dm_trace_view *v, sess_buf *out);
/* One JSON document for the launches T[0..N): each launch in full under "launches", and the
 * per-line metrics over all of them in "lines". WITH_STEPS adds every recorded step. Returns
 * malloc'ed text. */
char *dm_trace_render_json(dm_trace *const *t, size_t n, bool with_steps);

#endif
