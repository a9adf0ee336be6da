/* litmus.c — the one-call entry point of the litmus mode (see litmus.h).
 *
 * It strings the steps together and turns every failure into diagnostics, so a front end
 * needs nothing but this call: print out->text (or render out->diags), show out->svg.
 */
#include "devmodel/litmus/litmus.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

void lit_request_default(lit_request *q)
{
    memset(q, 0, sizeof *q);
    lit_options_default(&q->run);
    q->suggest = 1;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static char *join(char *a, const char *sep, char *b)
{
    lit_buf buf;
    lit_buf_init(&buf);
    lit_buf_puts(&buf, a ? a : "");
    lit_buf_puts(&buf, sep);
    lit_buf_puts(&buf, b ? b : "");
    free(a);
    free(b);
    return lit_buf_take(&buf);
}

static void notes(const lit_result *r, lit_diags *d)
{
    const lit_test *t = r->test;
    if (r->paths_cut)
        lit_diag_add(d, t->file, 0, 0, LIT_SEV_NOTE, "the loop bound (%d) was reached in %d "
                     "path%s; executions that need more iterations are not counted",
                     r->opts.loop_bound, r->paths_cut, r->paths_cut == 1 ? "" : "s");
    if (r->deadlocks && !r->consistent)
        lit_diag_add(d, t->file, 0, 0, LIT_SEV_NOTE, "no execution terminates: the barriers "
                     "never get all the threads they wait for");
    if (r->interrupted)
        lit_diag_add(d, t->file, 0, 0, LIT_SEV_WARNING, "interrupted after %llu candidate "
                     "executions; the result is incomplete", (unsigned long long)r->candidates);
    else if (r->truncated)
        lit_diag_add(d, t->file, 0, 0, LIT_SEV_WARNING, "bound reached: the enumeration was "
                     "stopped after %llu rf choices and %llu candidate executions "
                     "(--max-candidates=N); the result may be incomplete",
                     (unsigned long long)r->rf_candidates, (unsigned long long)r->candidates);
}

static int format_result(lit_result *r, const lit_request *q, double secs, lit_output *out)
{
    lit_explanation *e = NULL;
    if ((q->explain || q->svg)) {
        lit_explain_opts eo;
        lit_explain_opts_default(&eo);
        eo.suggest = q->suggest && q->explain;
        if (lit_explain(r, &eo, &e, &out->diags) < 0)
            return -1;
    }
    if (q->json) {
        out->text = lit_format_json(r, q->explain ? e : NULL);
    } else {
        unsigned flags = (q->show_time ? LIT_HERD_TIME : 0u) | (q->counts ? LIT_HERD_COUNTS : 0u);
        out->text = lit_format_herd(r, flags, secs);
        if (q->explain && e && out->text)
            out->text = join(out->text, "\n", lit_format_explain(r, e));
    }
    if (q->svg && e)
        out->svg = lit_format_svg(r, e);
    lit_explanation_free(e);
    return out->text ? 0 : -1;
}

static void start(const lit_request **q, lit_request *def, lit_output *out)
{
    if (!*q) {
        lit_request_default(def);
        *q = def;
    }
    memset(out, 0, sizeof *out);
    lit_diags_init(&out->diags);
}

/* Runs T and formats the result; on failure the diagnostics become the text. */
static int run_and_format(const lit_test *t, const char *text, const lit_request *q, double t0,
                          lit_output *out)
{
    lit_result *r = NULL;
    if (t && lit_enumerate(t, &q->run, &r, &out->diags) == 0) {
        notes(r, &out->diags);
        out->ok = r->ok;
        out->status = format_result(r, q, now() - t0, out) < 0 ? -1 : 0;
    } else {
        out->status = out->diags.oom ? -1 : 1;
        out->text = lit_diags_format(&out->diags, text);
    }
    lit_result_free(r);
    if (!out->text)
        out->status = -1;
    return out->status;
}

int lit_run_text(const char *file, const char *text, const lit_request *q, lit_output *out)
{
    lit_request def;
    start(&q, &def, out);
    double t0 = now();
    lit_test *t = lit_cuda_is_format2(text) ? lit_cuda_parse(file, text, &out->diags)
                                            : lit_parse(file, text, &out->diags);
    int rc = run_and_format(t, text, q, t0, out);
    lit_test_free(t);
    return rc;
}

int lit_run_test(const lit_test *t, const char *text, const lit_request *q, lit_output *out)
{
    lit_request def;
    start(&q, &def, out);
    return run_and_format(t, text, q, now(), out);
}

void lit_output_free(lit_output *out)
{
    free(out->text);
    free(out->svg);
    lit_diags_free(&out->diags);
    memset(out, 0, sizeof *out);
}
