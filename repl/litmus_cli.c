/* litmus_cli.c — `cudarepl --litmus`: runs litmus tests (PTX format 1 or CUDA C format 2)
 * through the session API and prints herd7-style results, JSON or explanations.
 *
 * Several files run in one call, each block after the other as herd7 prints them; with
 * --json a single file prints one object and several files print an array of objects, so the
 * output is always one JSON document. A file with errors does not stop the others; the exit
 * status says whether any had errors.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudarepl.h"
#include "repl/litmus_cli.h"

typedef struct {
    int json;            /* --json: collect the texts into one document */
    int files;           /* files run so far (for the JSON array) */
    const char *svg_out; /* --svg=FILE: where the last picture goes */
    int svg_written;
} cli;

static void on_event(void *ctx, const cr_event *ev)
{
    cli *c = ctx;
    switch (ev->kind) {
    case CR_EV_STDOUT:
    case CR_EV_VALUE:
        if (c->json && c->files > 0)
            fputs(",\n", stdout);
        fwrite(ev->text, 1, ev->len, stdout);
        break;
    case CR_EV_RICH:
        if (c->svg_out && ev->mime && !strcmp(ev->mime, "image/svg+xml")) {
            FILE *f = fopen(c->svg_out, "w");
            if (f) {
                fwrite(ev->text, 1, ev->len, f);
                c->svg_written = fclose(f) == 0;
            }
        }
        break;
    default:
        fflush(stdout);
        fwrite(ev->text, 1, ev->len, stderr);
        break;
    }
}

void repl_litmus_options_help(FILE *f)
{
    fputs("  --json            JSON instead of herd7's text (an array for several files)\n"
          "  --explain         explain the outcome the condition asks about\n"
          "  --no-suggest      with --explain: do not search for a change that forbids it\n"
          "  --svg=FILE        write a picture of the explained execution (SVG) to FILE\n"
          "  --counts          list the states with their numbers of executions\n"
          "  --time            print herd7's Time line\n"
          "  --model=MODEL     ptx-v7.5 (default) or ptx-v6.0\n"
          "  --loop-bound=N    times each backward jump may be taken in one path (default 2)\n"
          "  --max-candidates=N  stop the enumeration after N rf choices (default 1000000)\n",
          f);
}

static void usage(FILE *f)
{
    fputs("usage: cudarepl --litmus [options] FILE|DIR...\n"
          "Runs litmus tests (PTX litmus, format 1, or CUDA C litmus, format 2) and prints\n"
          "every final state the PTX memory model allows, in herd7's format. A directory\n"
          "stands for every .litmus file under it.\n",
          f);
    repl_litmus_options_help(f);
}

static int parse_model(const char *v)
{
    if (!strcmp(v, "ptx-v7.5") || !strcmp(v, "ptx75") || !strcmp(v, "7.5") || !strcmp(v, "75"))
        return 75;
    if (!strcmp(v, "ptx-v6.0") || !strcmp(v, "ptx60") || !strcmp(v, "6.0") || !strcmp(v, "60"))
        return 60;
    return 0;
}

/* Reads one option into O (or C); returns 0, or -1 for an unknown or malformed option. */
static int parse_option(const char *a, cr_litmus_options *o, cli *c)
{
    if (!strcmp(a, "--json"))
        o->json = 1;
    else if (!strcmp(a, "--explain"))
        o->explain = 1;
    else if (!strcmp(a, "--no-suggest"))
        o->suggest = 0;
    else if (!strcmp(a, "--counts"))
        o->counts = 1;
    else if (!strcmp(a, "--time"))
        o->show_time = 1;
    else if (!strncmp(a, "--svg=", 6) && a[6]) {
        o->svg = 1;
        c->svg_out = a + 6;
    } else if (!strncmp(a, "--model=", 8)) {
        if (!(o->model = parse_model(a + 8))) {
            fprintf(stderr, "cudarepl: unknown model '%s' (ptx-v7.5 or ptx-v6.0)\n", a + 8);
            return -1;
        }
    } else if (!strncmp(a, "--max-candidates=", 17)) {
        char *end;
        unsigned long long n = strtoull(a + 17, &end, 10);
        if (!a[17] || *end || n == 0) {
            fprintf(stderr, "cudarepl: --max-candidates wants a positive number\n");
            return -1;
        }
        o->max_candidates = n;
    } else if (!strncmp(a, "--loop-bound=", 13)) {
        char *end;
        long n = strtol(a + 13, &end, 10);
        if (!a[13] || *end || n < 0 || n > 64) {
            fprintf(stderr, "cudarepl: --loop-bound wants a number from 0 to 64\n");
            return -1;
        }
        o->loop_bound = (int)n;
    } else {
        fprintf(stderr, "cudarepl: unknown option '%s'\n", a);
        usage(stderr);
        return -1;
    }
    return 0;
}

/* The tests the arguments name, directories expanded (cr_litmus_paths); NULL after an
 * error, which was reported. */
static char **test_paths(int argc, char **argv)
{
    size_t n = 0, cap = 8;
    char **v = malloc(cap * sizeof *v);
    int dashdash = 0, bad = 0;
    for (int i = 1; i < argc; i++) {
        if (!dashdash && !strcmp(argv[i], "--")) {
            dashdash = 1;
            continue;
        }
        if (!dashdash && argv[i][0] == '-' && argv[i][1])
            continue;
        char **p = cr_litmus_paths(argv[i]);
        if (!p[0]) {
            fprintf(stderr, "cudarepl: %s holds no .litmus files\n", argv[i]);
            bad = 1;
        }
        for (size_t k = 0; p[k]; k++) {
            if (n + 2 > cap)
                v = realloc(v, (cap *= 2) * sizeof *v);
            v[n++] = strdup(p[k]);
        }
        cr_free_strings(p);
    }
    v[n] = NULL;
    if (bad || !n) {
        cr_free_strings(v);
        return NULL;
    }
    return v;
}

int repl_litmus_main(int argc, char **argv)
{
    cr_litmus_options o;
    cr_litmus_options_default(&o);
    cli c = {0};
    int nfiles = 0, dashdash = 0;
    for (int i = 1; i < argc; i++) {
        if (!dashdash && !strcmp(argv[i], "--"))
            dashdash = 1;
        else if (!dashdash && (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help"))) {
            usage(stdout);
            return 0;
        } else if (!dashdash && argv[i][0] == '-' && argv[i][1]) {
            if (parse_option(argv[i], &o, &c) < 0)
                return 2;
        } else
            nfiles++;
    }
    if (!nfiles) {
        usage(stderr);
        return 2;
    }
    char **paths = test_paths(argc, argv);
    if (!paths)
        return 2;
    nfiles = 0;
    while (paths[nfiles])
        nfiles++;
    c.json = o.json;
    cr_options so;
    cr_options_default(&so);
    cr_session *s = cr_session_new(&so, on_event, &c);
    if (!s) {
        cr_free_strings(paths);
        return 1;
    }
    int failed = 0;
    if (o.json && nfiles > 1)
        fputs("[\n", stdout);
    for (int i = 0; i < nfiles; i++) {
        if (!o.json && c.files > 0)
            fputc('\n', stdout);
        cr_status st = cr_litmus_file(s, paths[i], &o, NULL);
        if (st == CR_OK)
            c.files++;
        else
            failed = 1;
    }
    if (o.json && nfiles > 1)
        fputs("]\n", stdout);
    fflush(stdout);
    cr_session_free(s);
    cr_free_strings(paths);
    if (c.svg_out && !c.svg_written) {
        fprintf(stderr, "cudarepl: no picture was written to %s (the outcome has no execution "
                "to draw, or the file could not be written)\n", c.svg_out);
        failed = 1;
    }
    return failed;
}
