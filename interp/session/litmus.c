/* litmus.c — the litmus mode behind include/cudarepl.h (cr_litmus_text, cr_litmus_file).
 *
 * A thin adapter: devmodel/litmus does the work (lit_run_text reads either format) and
 * returns text, an optional SVG and a list of diagnostics; here they become the session's
 * events, so the terminal, the notebook kernel and tests render them their own way. The
 * diagnostics go through the session's one diagnostic format (STYLE §10).
 */
#include <dirent.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "devmodel/litmus/litmus.h"
#include "interp/session/session.h"

void cr_litmus_options_default(cr_litmus_options *o)
{
    memset(o, 0, sizeof *o);
    o->suggest = 1;
    o->model = 75;
    o->loop_bound = 2;
}

static void to_request(const cr_litmus_options *o, lit_request *q)
{
    lit_request_default(q);
    if (!o)
        return;
    q->json = o->json;
    q->explain = o->explain;
    q->suggest = o->suggest;
    q->svg = o->svg;
    q->counts = o->counts;
    q->show_time = o->show_time;
    q->run.model = o->model == 60 ? LIT_MODEL_PTX60 : LIT_MODEL_PTX75;
    if (o->loop_bound >= 0)
        q->run.loop_bound = o->loop_bound;
    q->run.max_candidates = o->max_candidates;
}

static cr_severity severity(lit_severity s)
{
    return s == LIT_SEV_ERROR ? CR_SEV_ERROR : s == LIT_SEV_WARNING ? CR_SEV_WARNING : CR_SEV_NOTE;
}

static void deliver_diags(cr_session *s, const char *name, const char *text, const lit_diags *d)
{
    sess_diags_add_source(&s->diags, name, text);
    for (int i = 0; i < d->n; i++) {
        const lit_diag *g = &d->items[i];
        sess_diag(&s->diags, severity(g->severity), g->file ? g->file : name, g->line, g->col,
                  "%s", g->message);
    }
    if (d->oom)
        sess_diag(&s->diags, CR_SEV_ERROR, name, 0, 0, "out of memory while recording diagnostics");
    sess_flush_diags(s);
}

cr_status cr_litmus_text(cr_session *s, const char *name, const char *text,
                         const cr_litmus_options *o, int *holds)
{
    lit_request q;
    to_request(o, &q);
    q.run.interrupt = &s->interrupt;
    lit_output out;
    int rc = lit_run_text(name, text, &q, &out);
    int stopped = s->interrupt;
    s->interrupt = 0;
    if (holds)
        *holds = rc == 0 && out.ok;
    deliver_diags(s, name, text, &out.diags);
    if (rc == 0 && out.text)
        sess_emit_text(s, CR_EV_STDOUT, out.text);
    if (rc == 0 && out.svg && s->on_event) {
        /* the picture also as HTML with the SVG inline: front ends that drop image/svg+xml
         * (Debian's nbconvert HTML export) keep text/html */
        const char *svg = out.svg;
        if (!strncmp(svg, "<?xml", 5) && strstr(svg, "?>"))
            svg = strstr(svg, "?>") + 2;
        sess_buf html = {0};
        sess_buf_printf(&html, "<div class=\"cudarepl-litmus\">%s</div>\n", svg);
        cr_mime_part part = {"text/html", html.p, html.len};
        cr_event ev = {0};
        ev.kind = CR_EV_RICH;
        ev.mime = "image/svg+xml";
        ev.text = out.svg;
        ev.len = strlen(out.svg);
        ev.alt = "";
        ev.parts = &part;
        ev.nparts = 1;
        s->on_event(s->ctx, &ev);
        sess_buf_free(&html);
    }
    lit_output_free(&out);
    if (stopped)
        return CR_ERR_INTERRUPTED;
    return rc == 0 ? CR_OK : rc > 0 ? CR_ERR_COMPILE : CR_ERR_NOMEM;
}

cr_status cr_litmus_file(cr_session *s, const char *path, const cr_litmus_options *o, int *holds)
{
    size_t len;
    char *text = sess_read_source(path, &len);
    if (holds)
        *holds = 0;
    if (!text) {
        sess_diag(&s->diags, CR_SEV_ERROR, path, 0, 0, "cannot read the file: %s", sess_file_error(errno));
        sess_flush_diags(s);
        return CR_ERR_IO;
    }
    cr_status st = cr_litmus_text(s, path, text, o, holds);
    free(text);
    return st;
}

/* ---- Directories of tests ------------------------------------------------------------------ */

typedef VEC(char *) path_vec;

static bool is_litmus_name(const char *name)
{
    size_t n = strlen(name);
    return n > 7 && !strcmp(name + n - 7, ".litmus") && name[0] != '.';
}

/* Append the .litmus files under DIR, in name order, each directory's before its
 * sub-directories'. */
static void collect_litmus(const char *dir, path_vec *out, int depth)
{
    struct dirent **e = NULL;
    int n = scandir(dir, &e, NULL, alphasort);
    if (n < 0)
        return;
    path_vec subdirs = {0};
    for (int i = 0; i < n; i++) {
        sess_buf b = {0};
        sess_buf_printf(&b, "%s%s%s", dir, dir[strlen(dir) - 1] == '/' ? "" : "/", e[i]->d_name);
        struct stat st;
        if (e[i]->d_name[0] != '.' && stat(b.p, &st) == 0 && S_ISDIR(st.st_mode) && depth < 16)
            VEC_PUSH(subdirs, sess_buf_take(&b));
        else if (is_litmus_name(e[i]->d_name) && stat(b.p, &st) == 0 && S_ISREG(st.st_mode))
            VEC_PUSH(*out, sess_buf_take(&b));
        else
            sess_buf_free(&b);
        free(e[i]);
    }
    free(e);
    for (size_t i = 0; i < subdirs.len; i++) {
        collect_litmus(subdirs.p[i], out, depth + 1);
        free(subdirs.p[i]);
    }
    VEC_FREE(subdirs);
}

char **cr_litmus_paths(const char *path)
{
    path_vec out = {0};
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        collect_litmus(path, &out, 0);
    else
        VEC_PUSH(out, sess_xstrdup(path));
    VEC_PUSH(out, NULL);
    return out.p;
}
