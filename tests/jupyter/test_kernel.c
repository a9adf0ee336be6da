/* test_kernel.c — the kernel layer over the session test double (test_session_double.c),
 * without sockets: requests are built as a client would, and the messages the kernel sends are
 * recorded by a fake output. Checks what Jupyter clients rely on: busy/idle around requests,
 * parent headers, execution counts, stream/execute_result/display_data/error rendering
 * (including host output on fd 1/2, in order with device output), silent, store_history,
 * stop_on_error, completion positions in code points, interrupts from another thread.
 */
#include "jupyter/jk_kernel.h"

#include <criterion/criterion.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
    jk_channel ch;
    char type[64];
    json_t *parent, *content;
} sent;

typedef struct {
    pthread_mutex_t lock;
    sent v[256];
    int n;
} recorder;

static recorder rec;
static jk_kernel *k;
static const jk_origin client = {"c1c1c1c1-2222-4333-8444-555555555555", "client"};

static int record(void *ctx, jk_channel ch, const jk_msg *m)
{
    recorder *r = ctx;
    pthread_mutex_lock(&r->lock);
    if (r->n < 256) {
        sent *s = &r->v[r->n++];
        s->ch = ch;
        snprintf(s->type, sizeof s->type, "%s", jk_msg_type(m));
        s->parent = json_deep_copy(m->parent_header);
        s->content = json_deep_copy(m->content);
    }
    pthread_mutex_unlock(&r->lock);
    return 0;
}

static void clear(void)
{
    for (int i = 0; i < rec.n; i++) {
        json_decref(rec.v[i].parent);
        json_decref(rec.v[i].content);
    }
    rec.n = 0;
}

static void start(int capture)
{
    pthread_mutex_init(&rec.lock, NULL);
    jk_kernel_config cfg = {NULL, capture, 2, "file:///docs/jupyter.md"};
    jk_output out = {.send = record, .ctx = &rec};
    char err[256];
    k = jk_kernel_new(&cfg, out, err, sizeof err);
    cr_assert_not_null(k, "%s", err);
}

static void setup(void) { start(1); }

static void teardown(void)
{
    jk_kernel_free(k);
    clear();
}

/* Dispatches a request; returns its msg_id (static buffer). */
static const char *request(jk_channel ch, const char *type, json_t *content)
{
    static char id[64];
    jk_msg m;
    cr_assert_eq(jk_msg_build(&m, &client, NULL, type, content, 0), 0);
    snprintf(id, sizeof id, "%s", json_string_value(json_object_get(m.header, "msg_id")));
    jk_kernel_dispatch(k, ch, &m);
    jk_msg_free(&m);
    return id;
}

static const char *execute(const char *code)
{
    return request(JK_SHELL, "execute_request", json_pack("{s:s}", "code", code));
}

/* The I-th message of TYPE (0-based), or NULL. */
static sent *find(const char *type, int i)
{
    for (int j = 0; j < rec.n; j++)
        if (strcmp(rec.v[j].type, type) == 0 && i-- == 0) return &rec.v[j];
    return NULL;
}

static int count(const char *type)
{
    int n = 0;
    while (find(type, n)) n++;
    return n;
}

static const char *str(json_t *o, const char *key) { return json_string_value(json_object_get(o, key)); }

/* All stdout (or stderr) stream text, concatenated. */
static char *stream_text(const char *name)
{
    static char buf[1 << 20];
    buf[0] = '\0';
    for (int j = 0; j < rec.n; j++)
        if (strcmp(rec.v[j].type, "stream") == 0 && strcmp(str(rec.v[j].content, "name"), name) == 0)
            strncat(buf, str(rec.v[j].content, "text"), sizeof buf - strlen(buf) - 1);
    return buf;
}

static sent *reply(void)
{
    for (int j = 0; j < rec.n; j++)
        if (rec.v[j].ch == JK_SHELL || rec.v[j].ch == JK_CONTROL) return &rec.v[j];
    return NULL;
}

TestSuite(kernel, .init = setup, .fini = teardown);

Test(kernel, busy_idle_and_parent_headers)
{
    const char *id = execute("print hello");
    cr_assert_geq(rec.n, 5);
    cr_assert_str_eq(rec.v[0].type, "status");
    cr_assert_str_eq(str(rec.v[0].content, "execution_state"), "busy");
    cr_assert_str_eq(rec.v[rec.n - 1].type, "status");
    cr_assert_str_eq(str(rec.v[rec.n - 1].content, "execution_state"), "idle");
    for (int i = 0; i < rec.n; i++) {
        cr_assert_str_eq(str(rec.v[i].parent, "msg_id"), id, "%s", rec.v[i].type);
        cr_assert_eq(rec.v[i].ch, strstr(rec.v[i].type, "_reply") ? JK_SHELL : JK_IOPUB);
    }
    cr_assert_str_eq(rec.v[1].type, "execute_input");
    cr_assert_str_eq(stream_text("stdout"), "hello\n");
    sent *r = reply();
    cr_assert_str_eq(r->type, "execute_reply");
    cr_assert_str_eq(str(r->content, "status"), "ok");
    cr_assert_eq(json_integer_value(json_object_get(r->content, "execution_count")), 1);
}

Test(kernel, execution_counts_and_values)
{
    execute("x = 20");
    clear();
    execute("x*2+2");
    sent *res = find("execute_result", 0);
    cr_assert_not_null(res);
    cr_assert_str_eq(str(json_object_get(res->content, "data"), "text/plain"), "(int) 42");
    cr_assert_eq(json_integer_value(json_object_get(res->content, "execution_count")), 2);
    cr_assert_eq(json_integer_value(json_object_get(find("execute_input", 0)->content,
                                                    "execution_count")), 2);
}

Test(kernel, host_output_is_captured_in_order)
{
    execute("host first\nprint second\nhost third\neprint fourth\nhosterr fifth");
    cr_assert_str_eq(stream_text("stdout"), "first\nsecond\nthird\n");
    cr_assert_str_eq(stream_text("stderr"), "fourth\nfifth\n");
    /* streams alternate stdout, stderr in the order written */
    cr_assert_str_eq(str(find("stream", 0)->content, "name"), "stdout");
    cr_assert_str_eq(str(find("stream", count("stream") - 1)->content, "name"), "stderr");
}

Test(kernel, large_host_output_does_not_block)
{
    execute("hostbytes 300000");
    cr_assert_eq(strlen(stream_text("stdout")), 300000); /* more than a pipe holds */
    cr_assert_str_eq(str(reply()->content, "status"), "ok");
}

Test(kernel, invalid_utf8_is_repaired)
{
    execute("bytes 61ff62e282");
    cr_assert_str_eq(stream_text("stdout"), "a\xef\xbf\xbd" "b\xef\xbf\xbd\xef\xbf\xbd");
}

Test(kernel, compile_error)
{
    execute("warn unused\nerror expected ';'");
    cr_assert_eq(count("error"), 1);
    json_t *e = find("error", 0)->content;
    cr_assert_str_eq(str(e, "ename"), "CompileError");
    cr_assert_str_eq(str(e, "evalue"), "<cell 1>:1:7: error: expected ';'");
    cr_assert_eq(json_array_size(json_object_get(e, "traceback")), 2); /* error + its note */
    cr_assert(strstr(stream_text("stderr"), "warning: unused"));
    sent *r = reply();
    cr_assert_str_eq(str(r->content, "status"), "error");
    cr_assert_str_eq(str(r->content, "ename"), "CompileError");
    cr_assert_eq(json_integer_value(json_object_get(r->content, "execution_count")), 1);
}

Test(kernel, cuda_fault_and_crash)
{
    execute("print before\nfault 700 an illegal memory access was encountered");
    json_t *e = find("error", 0)->content;
    cr_assert_str_eq(str(e, "ename"), "cudaErrorIllegalAddress");
    cr_assert_str_eq(str(e, "evalue"), "an illegal memory access was encountered");
    cr_assert_str_eq(stream_text("stdout"), "before\n");
    jk_kernel_abort_done(k);
    clear();
    execute("crash");
    cr_assert_str_eq(str(find("error", 0)->content, "ename"), "SIGSEGV");
}

Test(kernel, rich_output)
{
    execute("rich text/html <b>x</b>");
    json_t *d = json_object_get(find("display_data", 0)->content, "data");
    cr_assert_str_eq(str(d, "text/html"), "<b>x</b>");
    cr_assert_str_eq(str(d, "text/plain"), "rich <b>x</b>");
    clear();
    execute("rich application/json {\"a\": [1, 2]}");
    d = json_object_get(find("display_data", 0)->content, "data");
    cr_assert(json_is_array(json_object_get(json_object_get(d, "application/json"), "a")));
}

/* a long launch's progress: one display, updated in place (update_display_data with the same
 * transient display_id) and emptied at the launch's end; a later launch gets a display of its
 * own (issue "The executor": the notebook's output shows blocks done / total) */
Test(kernel, launch_progress_is_one_display_updated_in_place)
{
    execute("progress 3\nprogress 2");
    cr_assert_eq(count("display_data"), 2);
    cr_assert_eq(count("update_display_data"), 5); /* 2 and 1 more lines, and each end */
    json_t *c = find("display_data", 0)->content;
    const char *id = str(json_object_get(c, "transient"), "display_id");
    cr_assert_not_null(id);
    cr_assert_str_eq(str(json_object_get(c, "data"), "text/plain"), "k<<<(3,1,1),(32,1,1)>>>: 0 of 3 blocks");
    for (int i = 0; i < 3; i++)
        cr_assert_str_eq(str(json_object_get(find("update_display_data", i)->content, "transient"), "display_id"), id);
    cr_assert_str_eq(str(json_object_get(find("update_display_data", 2)->content, "data"), "text/plain"), "");
    const char *id2 = str(json_object_get(find("display_data", 1)->content, "transient"), "display_id");
    cr_assert_str_neq(id, id2);
}

Test(kernel, silent_publishes_nothing)
{
    execute("1");
    clear();
    request(JK_SHELL, "execute_request", json_pack("{s:s, s:b}", "code", "print x\n2", "silent", 1));
    cr_assert_eq(count("execute_input"), 0);
    cr_assert_eq(count("stream"), 0);
    cr_assert_eq(count("execute_result"), 0);
    cr_assert_eq(json_integer_value(json_object_get(reply()->content, "execution_count")), 1);
    clear();
    request(JK_SHELL, "execute_request", json_pack("{s:s, s:b}", "code", "3", "store_history", 0));
    cr_assert_eq(json_integer_value(json_object_get(reply()->content, "execution_count")), 1);
    clear();
    execute("4");
    cr_assert_eq(json_integer_value(json_object_get(reply()->content, "execution_count")), 2);
    clear();
    request(JK_SHELL, "history_request", json_pack("{s:s, s:i, s:b, s:b}", "hist_access_type",
                                                   "tail", "n", 10, "output", 0, "raw", 1));
    json_t *h = json_object_get(reply()->content, "history");
    cr_assert_eq(json_array_size(h), 2); /* "1" and "4" */
}

Test(kernel, stop_on_error_aborts_until_done)
{
    execute("error bad");
    cr_assert(jk_kernel_aborting(k));
    clear();
    execute("print not run");
    cr_assert_eq(count("stream"), 0);
    cr_assert_str_eq(str(reply()->content, "ename"), "ExecutionAborted");
    jk_kernel_abort_done(k);
    clear();
    execute("print runs");
    cr_assert_str_eq(stream_text("stdout"), "runs\n");
    clear();
    request(JK_SHELL, "execute_request",
            json_pack("{s:s, s:b}", "code", "error bad", "stop_on_error", 0));
    cr_assert_not(jk_kernel_aborting(k));
}

Test(kernel, is_complete)
{
    request(JK_SHELL, "is_complete_request", json_pack("{s:s}", "code", "__global__ void k() {"));
    cr_assert_str_eq(str(reply()->content, "status"), "incomplete");
    cr_assert_str_eq(str(reply()->content, "indent"), "    ");
    clear();
    request(JK_SHELL, "is_complete_request", json_pack("{s:s}", "code", "1+1"));
    cr_assert_str_eq(str(reply()->content, "status"), "complete");
    clear();
    request(JK_SHELL, "is_complete_request", json_pack("{s:s}", "code", "1)"));
    cr_assert_str_eq(str(reply()->content, "status"), "invalid");
}

Test(kernel, complete_counts_code_points)
{
    /* "é€" are 2 code points but 5 bytes: "__sync" spans code points 9..14 (bytes 12..17) */
    request(JK_SHELL, "complete_request",
            json_pack("{s:s, s:i}", "code", "/* \xc3\xa9\xe2\x82\xac */ __sync(", "cursor_pos", 15));
    json_t *c = reply()->content;
    cr_assert_eq(json_integer_value(json_object_get(c, "cursor_start")), 9);
    cr_assert_eq(json_integer_value(json_object_get(c, "cursor_end")), 15);
    cr_assert_eq(json_array_size(json_object_get(c, "matches")), 3);
    clear();
    request(JK_SHELL, "complete_request", json_pack("{s:s, s:i}", "code", "zzz", "cursor_pos", 3));
    cr_assert_eq(json_array_size(json_object_get(reply()->content, "matches")), 0);
}

Test(kernel, inspect)
{
    request(JK_SHELL, "inspect_request",
            json_pack("{s:s, s:i, s:i}", "code", "atomicAdd(p, 1)", "cursor_pos", 3, "detail_level", 0));
    json_t *c = reply()->content;
    cr_assert(json_is_true(json_object_get(c, "found")));
    cr_assert(strstr(str(json_object_get(c, "data"), "text/plain"), "Atomically"));
    clear();
    request(JK_SHELL, "inspect_request", json_pack("{s:s, s:i}", "code", "nothing", "cursor_pos", 2));
    cr_assert(json_is_false(json_object_get(reply()->content, "found")));
}

Test(kernel, kernel_info_on_both_channels)
{
    request(JK_CONTROL, "kernel_info_request", NULL);
    sent *r = reply();
    cr_assert_eq(r->ch, JK_CONTROL);
    cr_assert_str_eq(str(r->content, "protocol_version"), "5.3");
    json_t *li = json_object_get(r->content, "language_info");
    cr_assert_str_eq(str(li, "name"), "cuda");
    cr_assert_str_eq(str(li, "mimetype"), "text/x-cuda");
    cr_assert_str_eq(str(li, "file_extension"), ".cu");
    cr_assert_str_eq(str(li, "codemirror_mode"), "text/x-c++src");
    cr_assert_str_eq(str(li, "pygments_lexer"), "cuda");
    cr_assert_eq(json_array_size(json_object_get(r->content, "help_links")), 2);
    clear();
    request(JK_SHELL, "kernel_info_request", NULL);
    cr_assert_eq(reply()->ch, JK_SHELL);
}

Test(kernel, comms_and_unknown_messages)
{
    request(JK_SHELL, "comm_info_request", NULL);
    cr_assert_eq(json_object_size(json_object_get(reply()->content, "comms")), 0);
    clear();
    request(JK_SHELL, "comm_open", json_pack("{s:s, s:s, s:{}}", "comm_id", "c1", "target_name", "t", "data"));
    cr_assert_str_eq(str(find("comm_close", 0)->content, "comm_id"), "c1");
    clear();
    request(JK_SHELL, "no_such_request", NULL);
    cr_assert_eq(rec.n, 2); /* busy, idle */
}

Test(kernel, shutdown)
{
    cr_assert_not(jk_kernel_stopping(k));
    request(JK_CONTROL, "shutdown_request", json_pack("{s:b}", "restart", 1));
    cr_assert(jk_kernel_stopping(k));
    cr_assert(jk_kernel_restart_requested(k));
    cr_assert_str_eq(reply()->type, "shutdown_reply");
    cr_assert(json_is_true(json_object_get(reply()->content, "restart")));
}

static void *interrupter(void *arg)
{
    (void)arg;
    usleep(200 * 1000);
    request(JK_CONTROL, "interrupt_request", NULL);
    return NULL;
}

Test(kernel, interrupt_from_control_thread)
{
    pthread_t t;
    pthread_create(&t, NULL, interrupter, NULL);
    execute("print start\nspin\nprint never");
    pthread_join(t, NULL);
    cr_assert_str_eq(stream_text("stdout"), "start\n");
    cr_assert_str_eq(str(find("error", 0)->content, "ename"), "Interrupted");
    cr_assert_not_null(find("interrupt_reply", 0));
    jk_kernel_abort_done(k);
    clear();
    execute("print next");
    cr_assert_str_eq(stream_text("stdout"), "next\n");
}

Test(kernel, interrupt_when_idle_is_harmless)
{
    jk_kernel_interrupt(k);
    execute("print fine");
    cr_assert_str_eq(stream_text("stdout"), "fine\n");
}

Test(kernel_nocapture, works_without_fd_capture, .init = NULL)
{
    start(0);
    execute("print device");
    cr_assert_str_eq(stream_text("stdout"), "device\n");
    jk_kernel_free(k);
    clear();
}
