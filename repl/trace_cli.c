/* trace_cli.c — the trace options of the cudarepl command line (see trace_cli.h):
 *
 *   cudarepl --trace [--trace-all] [--trace-filter SPEC] FILE.cu [ARGS]
 *   cudarepl --trace-json OUT.json [--trace-html OUT.html] [--trace-filter SPEC] FILE.cu [ARGS]
 *
 * Every launch of the program is traced and kept; when the program ends, --trace prints the
 * text view of each launch on standard output (in colour on a terminal), --trace-json and
 * --trace-html write those views to files. SPEC is the filter language of cr_trace_set.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cudarepl.h"
#include "repl/trace_cli.h"

static void on_event(void *ctx, const cr_event *ev)
{
    (void)ctx;
    switch (ev->kind) {
    case CR_EV_STDOUT:
    case CR_EV_VALUE:
        fwrite(ev->text, 1, ev->len, stdout);
        break;
    case CR_EV_RICH:
        if (ev->alt)
            fputs(ev->alt, stdout);
        break;
    case CR_EV_FAULT:
        fflush(stdout);
        fprintf(stderr, "cudarepl: %s: %s\n", cr_error_name(ev->code), ev->text);
        break;
    default:
        fflush(stdout);
        fwrite(ev->text, 1, ev->len, stderr);
        break;
    }
}

void repl_trace_options_help(FILE *f)
{
    fputs("  --trace           print per-warp traces and metrics of every launch when the program ends\n"
          "  --trace-all       the same, drawing every warp and step\n"
          "  --trace-json OUT.json  write the traces as JSON (docs/trace-format.md)\n"
          "  --trace-html OUT.html  write the last launch's trace as HTML\n"
          "  --trace-filter SPEC    blocks=L warps=L lines=L steps=L cap=N[K|M|G] (L: N, N-M, comma-separated)\n",
          f);
}

static int usage(void)
{
    fputs("usage: cudarepl --trace [--trace-all] [--trace-filter SPEC] FILE.cu [ARGS]\n"
          "       cudarepl --trace-json OUT.json [--trace-html OUT.html] [--trace-filter SPEC] FILE.cu [ARGS]\n",
          stderr);
    repl_trace_options_help(stderr);
    return 1;
}

static int save(cr_session *s, cr_trace_format fmt, const char *path)
{
    char *text = NULL;
    if (cr_trace_render(s, fmt, &text) != CR_OK) {
        fprintf(stderr, "cudarepl: no kernel launch was traced; %s not written\n", path);
        return 1;
    }
    FILE *f = fopen(path, "w");
    int bad = !f || fputs(text, f) == EOF;
    if (f && fclose(f) != 0)
        bad = 1;
    if (bad)
        perror(path);
    free(text);
    return bad;
}

int repl_trace_main(int argc, char **argv)
{
    const char *json = NULL, *html = NULL, *filter = NULL;
    int text = 0, all = 0, i = 1;
    for (; i < argc && !strncmp(argv[i], "--trace", 7); i++) {
        const char *o = argv[i];
        if (!strcmp(o, "--trace"))
            text = 1;
        else if (!strcmp(o, "--trace-all"))
            text = all = 1;
        else if (!strcmp(o, "--trace-json") && i + 1 < argc)
            json = argv[++i];
        else if (!strcmp(o, "--trace-html") && i + 1 < argc)
            html = argv[++i];
        else if (!strcmp(o, "--trace-filter") && i + 1 < argc)
            filter = argv[++i];
        else
            return usage();
    }
    if (i >= argc || (!text && !json && !html))
        return usage();
    cr_options o;
    cr_options_default(&o);
    int tty = isatty(STDOUT_FILENO);
    cr_session *s = cr_session_new(&o, on_event, NULL);
    if (cr_trace_set(s, all ? "on keep=all view=all" : "on keep=all") != CR_OK ||
        (filter && cr_trace_set(s, filter) != CR_OK)) {
        cr_session_free(s);
        return usage();
    }
    int status = 0;
    cr_status st = cr_run_file(s, argv[i], argc - i, argv + i, &status);
    int rc = st == CR_OK || st == CR_ERR_CRASH || st == CR_ERR_CUDA ? status : 1;
    fflush(stdout);
    if (st == CR_OK || st == CR_ERR_CUDA || st == CR_ERR_CRASH) {
        char *out = NULL;
        if (text && cr_trace_render(s, tty ? CR_TRACE_TEXT_COLOR : CR_TRACE_TEXT, &out) == CR_OK) {
            fputs("\n", stdout);
            fputs(out, stdout);
            free(out);
        } else if (text) {
            fputs("cudarepl: no kernel launch was traced\n", stderr);
        }
        if (json && save(s, CR_TRACE_JSON, json))
            rc = rc ? rc : 1;
        if (html && save(s, CR_TRACE_HTML, html))
            rc = rc ? rc : 1;
    }
    fflush(stdout);
    cr_session_free(s);
    return rc;
}
