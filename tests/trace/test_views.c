/* test_views.c — trace settings (filters, cap, keep), the consistency of what is recorded, and
 * the views: text, HTML + SVG, JSON (docs/trace-format.md), and the :trace command's events.
 */
#include <stdio.h>
#include <unistd.h>

#include "interp/session/trace.h"
#include "trace_util.h"

static const char *vec_src =
    "__global__ void add(const float *a, const float *b, float *c, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) c[i] = a[i] + b[i]; // body\n"
    "}\n";

static void launch_add(cr_session *s, int n, unsigned blocks, unsigned threads)
{
    uint64_t a = tu_alloc(s, (size_t)n * 4), b = tu_alloc(s, (size_t)n * 4), c = tu_alloc(s, (size_t)n * 4);
    void *args[] = {&a, &b, &c, &n};
    cr_assert_eq(cr_launch(s, "add", (cr_dim3){blocks, 1, 1}, (cr_dim3){threads, 1, 1}, 0, args), 0);
}

Test(views, nothing_is_kept_while_tracing_is_off)
{
    cr_session *s = tu_session(vec_src, "off");
    launch_add(s, 64, 2, 32);
    char *out = (char *)1;
    cr_expect_eq(cr_trace_render(s, CR_TRACE_TEXT, &out), CR_ERR_USAGE);
    cr_expect_null(out);
    cr_assert_eq(cr_trace_set(s, "on"), CR_OK);
    launch_add(s, 64, 2, 32);
    cr_assert_eq(cr_trace_set(s, "off"), CR_OK);
    launch_add(s, 32, 1, 32);  /* not traced: the kept trace is still the 2-block launch */
    json_t *doc = tu_json(s);
    json_t *grid = json_object_get(tu_launch(doc, 0), "grid");
    cr_expect_eq(json_integer_value(json_array_get(grid, 0)), 2);
    json_decref(doc);
    cr_session_free(s);
}

/* Every measured step is counted once, per line and per warp, even when warps of several
 * resident blocks take turns at each global access (a step put off is withdrawn). */
Test(views, steps_are_counted_once)
{
    cr_session *s = tu_session(vec_src, "on");
    launch_add(s, 8 * 64, 8, 64);
    json_t *doc = tu_json(s), *launch = tu_launch(doc, 0);
    double measured = tu_num(launch, "steps_measured");
    cr_expect_eq(measured, tu_num(launch, "steps_seen"));
    cr_expect_eq(measured, tu_num(launch, "steps_recorded"));
    double by_line = 0, by_warp = 0;
    json_t *o;
    size_t i;
    json_array_foreach(json_object_get(launch, "lines"), i, o)
        by_line += tu_num(o, "executions");
    json_array_foreach(json_object_get(launch, "warps"), i, o)
        by_warp += tu_num(o, "steps");
    cr_expect_eq(by_line, measured);
    cr_expect_eq(by_warp, measured);
    cr_expect_eq(json_array_size(json_object_get(launch, "warps")), 16);
    /* each warp's steps are numbered 0, 1, 2, ... in its records */
    int next[16] = {0};
    json_array_foreach(json_object_get(launch, "steps"), i, o) {
        int w = (int)tu_num(o, "warp");
        cr_assert(w >= 0 && w < 16);
        cr_expect_eq(tu_num(o, "step"), next[w]);
        next[w]++;
    }
    /* the body line: 16 warps, 2 loads and a store each */
    json_t *l = tu_line(doc, tu_line_of(vec_src, "// body"));
    cr_expect_eq(tu_num2(l, "global_load", "requests"), 32);
    cr_expect_eq(tu_num2(l, "global_store", "requests"), 16);
    cr_expect_eq(tu_num(l, "sectors_per_request"), 4.0);
    json_decref(doc);
    cr_session_free(s);
}

Test(views, filters_choose_blocks_warps_lines_and_steps)
{
    cr_session *s = tu_session(vec_src, "on blocks=1,3 warps=1");
    launch_add(s, 4 * 64, 4, 64);
    json_t *doc = tu_json(s), *launch = tu_launch(doc, 0), *o;
    size_t i;
    cr_expect_eq(json_array_size(json_object_get(launch, "warps")), 2);
    json_array_foreach(json_object_get(launch, "warps"), i, o) {
        double b = tu_num(o, "block_linear");
        cr_expect(b == 1 || b == 3);
        cr_expect_eq(tu_num(o, "warp"), 1);
    }
    cr_expect_lt(tu_num(launch, "steps_measured"), tu_num(launch, "steps_seen"));
    json_decref(doc);

    int body = tu_line_of(vec_src, "// body");
    char spec[64];
    snprintf(spec, sizeof spec, "blocks=all warps=all lines=%d", body);
    cr_assert_eq(cr_trace_set(s, spec), CR_OK);
    launch_add(s, 4 * 64, 4, 64);
    doc = tu_json(s);
    launch = tu_launch(doc, 0);
    cr_expect_eq(json_array_size(json_object_get(launch, "lines")), 1);
    cr_expect_eq(tu_num(tu_line(doc, body), "global_requests"), 8 * 3);
    json_array_foreach(json_object_get(launch, "steps"), i, o)
        cr_expect_eq(tu_num(o, "line"), body);
    json_decref(doc);

    cr_assert_eq(cr_trace_set(s, "lines=all steps=0-3"), CR_OK);
    launch_add(s, 4 * 64, 4, 64);
    doc = tu_json(s);
    launch = tu_launch(doc, 0);
    cr_expect_eq(tu_num(launch, "steps_measured"), 8 * 4);
    json_array_foreach(json_object_get(launch, "steps"), i, o)
        cr_expect_leq(tu_num(o, "step"), 3);
    json_decref(doc);
    cr_session_free(s);
}

Test(views, the_cap_truncates_the_timeline_not_the_metrics)
{
    cr_session *s = tu_session(vec_src, "on");
    launch_add(s, 64 * 64, 64, 64);
    json_t *full = tu_json(s);
    cr_assert_eq(cr_trace_set(s, "cap=4K"), CR_OK);
    launch_add(s, 64 * 64, 64, 64);
    json_t *capped = tu_json(s);
    json_t *lf = tu_launch(full, 0), *lc = tu_launch(capped, 0);
    cr_expect(!json_is_true(json_object_get(lf, "truncated")));
    cr_expect(json_is_true(json_object_get(lc, "truncated")));
    cr_expect_lt(tu_num(lc, "steps_recorded"), tu_num(lc, "steps_measured"));
    cr_expect_eq(tu_num(lc, "steps_measured"), tu_num(lf, "steps_measured"));
    int body = tu_line_of(vec_src, "// body");
    cr_expect_eq(tu_num(tu_line(capped, body), "executions"), tu_num(tu_line(full, body), "executions"));
    cr_expect_eq(tu_num(tu_line(capped, body), "global_sectors"), tu_num(tu_line(full, body), "global_sectors"));
    char *text = NULL;
    cr_assert_eq(cr_trace_render(s, CR_TRACE_TEXT, &text), CR_OK);
    cr_expect(strstr(text, "truncated"), "the text view says the timeline was truncated");
    free(text);
    json_decref(full);
    json_decref(capped);
    cr_session_free(s);
}

Test(views, bad_specs_change_nothing)
{
    cr_session *s = tu_session(vec_src, "on warps=0");
    const char *bad[] = {"warps=", "warps=3-1", "lines=x", "cap=10", "cap=1T", "keep=some", "sideways",
                         "on blocks=1,,2"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        cr_expect_eq(cr_trace_set(s, bad[i]), CR_ERR_USAGE, "'%s'", bad[i]);
    launch_add(s, 64, 1, 64);
    json_t *doc = tu_json(s);
    cr_expect_eq(json_array_size(json_object_get(tu_launch(doc, 0), "warps")), 1, "warps=0 still holds");
    json_decref(doc);
    cr_session_free(s);
}

Test(views, keep_all_and_merged_lines)
{
    cr_session *s = tu_session(vec_src, "on keep=all");
    launch_add(s, 64, 1, 64);
    launch_add(s, 128, 2, 64);
    json_t *doc = tu_json(s);
    cr_expect_eq(json_array_size(json_object_get(doc, "launches")), 2);
    int body = tu_line_of(vec_src, "// body");
    cr_expect_eq(tu_num2(tu_line(doc, body), "global_store", "requests"), 2 + 4);
    json_decref(doc);
    cr_assert_eq(cr_trace_set(s, "clear"), CR_OK);
    char *out = NULL;
    cr_expect_eq(cr_trace_render(s, CR_TRACE_JSON, &out), CR_ERR_USAGE);
    cr_session_free(s);
}

static const char *branch_src =
    "__global__ void branchy(int *a) {\n"
    "    int i = threadIdx.x;\n"
    "    if (i % 2)\n"
    "        a[i] = i * 2; // odd\n"
    "    else\n"
    "        a[i] = -i;\n"
    "    a[i] += 1;\n"
    "}\n";

static cr_session *branch_session(void)
{
    cr_session *s = tu_session(branch_src, "on");
    uint64_t a = tu_alloc(s, 32 * 4);
    void *args[] = {&a};
    cr_assert_eq(cr_launch(s, "branchy", (cr_dim3){1, 1, 1}, (cr_dim3){32, 1, 1}, 0, args), 0);
    return s;
}

Test(views, text_timeline_has_a_row_per_step_with_a_lane_mask)
{
    cr_session *s = branch_session();
    char *text = NULL;
    cr_assert_eq(cr_trace_render(s, CR_TRACE_TEXT, &text), CR_OK);
    cr_expect(!strchr(text, '\x1b'), "no colour unless asked");
    char odd[32];
    snprintf(odd, sizeof odd, "t.cu:%d", tu_line_of(branch_src, "// odd"));
    /* the store of the odd lanes: a row with the mask .#.#... and its access */
    const char *row = strstr(text, "ST32");
    int rows = 0;
    for (const char *p = text; (p = strstr(p, odd)) != NULL; p++) {
        const char *eol = strchr(p, '\n');
        if (eol && memmem(p, (size_t)(eol - p), ".#.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#", 32))
            rows++;
    }
    cr_expect_gt(rows, 0, "rows of the odd branch show lanes 1,3,5,...");
    cr_expect(row && strstr(text, "global store 4B x16"));
    cr_expect(strstr(text, "diverged: lanes 1,3,5"));
    cr_expect(strstr(text, "reconverged"));
    cr_expect(strstr(text, "50.0%"), "SIMT efficiency of the branch lines");
    free(text);
    cr_assert_eq(cr_trace_render(s, CR_TRACE_TEXT_COLOR, &text), CR_OK);
    cr_expect(strchr(text, '\x1b'), "colour when asked");
    free(text);
    cr_session_free(s);
}

Test(views, html_and_svg_need_no_script)
{
    cr_session *s = branch_session();
    char *html = NULL, *svg = NULL;
    cr_assert_eq(cr_trace_render(s, CR_TRACE_HTML, &html), CR_OK);
    cr_assert_eq(cr_trace_render(s, CR_TRACE_SVG, &svg), CR_OK);
    cr_expect(!strstr(html, "<script"));
    cr_expect(!strstr(svg, "<script"));
    cr_expect(strstr(html, "<table"));
    cr_expect(strstr(html, "<svg"));
    cr_expect(!strncmp(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\"", 39));
    char title[64];
    snprintf(title, sizeof title, "t.cu:%d ST32 (store)", tu_line_of(branch_src, "// odd"));
    const char *t = strstr(svg, title);
    cr_expect(t, "a hover title names the line and the op");
    cr_expect(t && strstr(t, "lane 1: 0x"), "and the addresses");
    cr_expect(strstr(svg, "then +4 bytes per lane"), "a[i]: 4 bytes from one lane to the next");
    /* well-formed enough: every <g> closes */
    size_t open = 0, close = 0;
    for (const char *p = svg; (p = strstr(p, "<g>")) != NULL; p++)
        open++;
    for (const char *p = svg; (p = strstr(p, "</g>")) != NULL; p++)
        close++;
    cr_expect_eq(open, close);
    cr_expect_gt(open, 10);
    free(html);
    free(svg);
    cr_session_free(s);
}

/* ---- The :trace command ------------------------------------------------------------------ */

typedef struct {
    int n[8];
    char *last[8];
    char *mime, *alt, *part_mime;
    size_t nparts;
} events;

static void on_event(void *ctx, const cr_event *ev)
{
    events *e = ctx;
    e->n[ev->kind]++;
    free(e->last[ev->kind]);
    e->last[ev->kind] = strndup(ev->text, ev->len);
    if (ev->kind == CR_EV_RICH) {
        free(e->mime);
        free(e->alt);
        free(e->part_mime);
        e->mime = strdup(ev->mime);
        e->alt = ev->alt ? strdup(ev->alt) : NULL;
        e->nparts = ev->nparts;
        e->part_mime = ev->nparts ? strdup(ev->parts[0].mime) : NULL;
    }
}

static void events_free(events *e)
{
    for (int i = 0; i < 8; i++)
        free(e->last[i]);
    free(e->mime);
    free(e->alt);
    free(e->part_mime);
}

Test(command, trace_meta_command)
{
    events e = {0};
    cr_session *s = cr_session_new(NULL, on_event, &e);
    cr_assert_eq(cr_compile_device(s, "t.cu", branch_src), CR_OK);
    cr_expect_eq(sess_trace_command(s, ""), CR_ERR_USAGE, "nothing traced yet");
    cr_expect_eq(e.n[CR_EV_STDERR], 1);
    cr_expect_eq(sess_trace_command(s, "on warps=0"), CR_OK);
    cr_expect(strstr(e.last[CR_EV_STDOUT], "tracing on"));
    uint64_t a = tu_alloc(s, 32 * 4);
    void *args[] = {&a};
    cr_assert_eq(cr_launch(s, "branchy", (cr_dim3){1, 1, 1}, (cr_dim3){32, 1, 1}, 0, args), 0);

    cr_expect_eq(sess_trace_command(s, ""), CR_OK);
    cr_expect_eq(e.n[CR_EV_RICH], 1);
    cr_expect_str_eq(e.mime, "text/html");
    cr_expect_eq(e.nparts, 1);
    cr_expect_str_eq(e.part_mime, "image/svg+xml");
    cr_expect(e.alt && strstr(e.alt, "per line"), "the text view as text/plain");

    cr_expect_eq(sess_trace_command(s, "json"), CR_OK);
    cr_expect_str_eq(e.mime, "application/json");
    json_t *doc = json_loads(e.last[CR_EV_RICH], 0, NULL);
    cr_assert(doc);
    cr_expect(json_is_array(json_object_get(doc, "lines")));
    cr_expect_null(json_object_get(tu_launch(doc, 0), "steps"), "steps only in files or with 'all'");
    json_decref(doc);

    char path[] = "/tmp/cudarepl-trace-XXXXXX";
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    close(fd);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "json %s", path);
    cr_expect_eq(sess_trace_command(s, cmd), CR_OK);
    cr_expect(strstr(e.last[CR_EV_STDOUT], "trace written to"));
    doc = json_load_file(path, 0, NULL);
    unlink(path);
    cr_assert(doc);
    cr_expect_gt(json_array_size(json_object_get(tu_launch(doc, 0), "steps")), 0);
    cr_expect_str_eq(json_string_value(json_object_get(doc, "format")), "cudarepl-trace");
    json_decref(doc);

    int before = e.n[CR_EV_STDOUT];
    cr_expect_eq(sess_trace_command(s, "text"), CR_OK);
    cr_expect_eq(e.n[CR_EV_STDOUT], before + 1);
    cr_expect(strstr(e.last[CR_EV_STDOUT], "timeline of block (0,0,0) warp 0"));
    cr_expect_eq(sess_trace_command(s, "status"), CR_OK);
    cr_expect(strstr(e.last[CR_EV_STDOUT], "tracing is on warps=0"));
    cr_expect_eq(sess_trace_command(s, "warps=banana"), CR_ERR_USAGE);
    cr_expect_eq(sess_trace_command(s, "help"), CR_OK);
    cr_expect(strstr(e.last[CR_EV_STDOUT], "CUDA C++ Programming Guide §2.3.4 (Memory Performance)"));
    cr_expect_eq(sess_trace_command(s, "off"), CR_OK);
    cr_expect(strstr(e.last[CR_EV_STDOUT], "tracing off"));
    cr_session_free(s);
    events_free(&e);
}

/* A launch that fails still leaves its trace, up to the fault. */
Test(views, a_failed_launch_is_traced_up_to_its_fault)
{
    cr_session *s = tu_session("__global__ void bad(int *p) {\n"
                               "    p[threadIdx.x] = 1;\n"
                               "    p[threadIdx.x + (1 << 24)] = 2; // out of bounds\n"
                               "}\n", "on");
    uint64_t p = tu_alloc(s, 32 * 4);
    void *args[] = {&p};
    cr_expect_neq(cr_launch(s, "bad", (cr_dim3){1, 1, 1}, (cr_dim3){32, 1, 1}, 0, args), 0);
    json_t *doc = tu_json(s);
    cr_expect_neq(tu_num(tu_launch(doc, 0), "error"), 0);
    cr_expect_eq(tu_num(tu_line(doc, 2), "global_requests"), 1);
    json_decref(doc);
    cr_session_free(s);
}

/* Steps are attributed to the lines the user sees, also when the source starts with lines that
 * print nothing after preprocessing (a comment, a #define). */
Test(views, lines_count_from_the_first_line_of_the_source)
{
    const char *srcs[] = {
        "// a comment first\n__global__ void k(int *p) {\n    p[threadIdx.x] = 1; // store\n}\n",
        "#define ONE 1\n\n__global__ void k(int *p) {\n    p[threadIdx.x] = ONE; // store\n}\n",
        "__global__ void k(int *p) {\n    p[threadIdx.x] = 1; // store\n}\n",
    };
    for (size_t i = 0; i < sizeof srcs / sizeof srcs[0]; i++) {
        cr_session *s = tu_session(srcs[i], "on");
        uint64_t p = tu_alloc(s, 32 * 4);
        void *args[] = {&p};
        cr_assert_eq(cr_launch(s, "k", (cr_dim3){1, 1, 1}, (cr_dim3){32, 1, 1}, 0, args), 0);
        json_t *doc = tu_json(s);
        cr_expect_eq(tu_num(tu_line(doc, tu_line_of(srcs[i], "// store")), "global_requests"), 1, "source %zu", i);
        json_decref(doc);
        cr_session_free(s);
    }
}
