/* jk_kernel.c — request handlers and event rendering.
 *
 * Output of a cell arrives from three places: session events (device printf, values, rich
 * output, diagnostics, faults), and host code's writes to fd 1/2 (through jk_capture). Before
 * an event is rendered, the capture is synced, so host output written before it comes first.
 * Text for stdout/stderr is gathered in one stream buffer (under emit_lock, because the capture
 * thread appends too) and published when the stream changes, another kind of output comes, it
 * grows large, every ~50 ms, and at the end of the cell. Errors are gathered during the cell
 * and published once at its end, as one `error` message whose content the reply repeats.
 */
#include "jk_kernel.h"

#include "cudarepl.h"
#include "jk_capture.h"
#include "jk_history.h"
#include "jk_text.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define JK_VERSION "0.1.0"
#define STREAM_FLUSH_BYTES 65536

typedef struct {
    int name; /* 1 stdout, 2 stderr, 0 empty */
    char *data;
    size_t len, cap;
} stream_buf;

/* What the running cell has produced so far (see the file comment). */
typedef struct {
    const jk_msg *parent;
    int silent, count;
    stream_buf sbuf;
    json_t *traceback;   /* strings */
    char *ename, *evalue;
    int diag_errors, faults, fault_code, last_diag_error;
    char *value;         /* text/plain of the last CR_EV_VALUE, for history */
    int progress;        /* a launch's progress line is shown (its display id's number) */
} cell_state;

struct jk_kernel {
    cr_session *session;
    jk_output out;
    jk_origin origin;
    char *username;
    int log_fd;
    char *docs_url;
    jk_capture *cap;
    jk_history hist;
    int exec_count;
    int progress_ids;    /* display ids given to progress lines */
    int aborting;
    atomic_int running, stop, restart;
    pthread_mutex_t emit_lock;
    cell_state cell;
};

/* ---- sending --------------------------------------------------------------------------- */

/* Sends a message of TYPE caused by PARENT on CH; takes CONTENT. */
static void send_msg(jk_kernel *k, jk_channel ch, const jk_msg *parent, const char *type,
                     json_t *content)
{
    jk_msg m;
    if (!content || jk_msg_build(&m, &k->origin, parent, type, content, ch != JK_IOPUB)) {
        jk_logf(k->log_fd, "out of memory building %s", type);
        return;
    }
    if (k->out.send(k->out.ctx, ch, &m)) jk_logf(k->log_fd, "could not send %s", type);
    jk_msg_free(&m);
}

static void send_status(jk_kernel *k, const jk_msg *parent, const char *state)
{
    send_msg(k, JK_IOPUB, parent, "status", json_pack("{s:s}", "execution_state", state));
}

/* A JSON string from LEN bytes that may not be valid UTF-8. */
static json_t *jstr(const char *s, size_t len)
{
    size_t n;
    char *clean = jk_utf8_sanitize(s ? s : "", s ? len : 0, &n);
    if (!clean) return NULL;
    json_t *j = json_stringn(clean, n);
    free(clean);
    return j;
}

static json_t *jstr0(const char *s) { return jstr(s, s ? strlen(s) : 0); }

/* ---- the stream buffer (callers hold emit_lock) ---------------------------------------- */

static void stream_flush(jk_kernel *k, int final)
{
    stream_buf *b = &k->cell.sbuf;
    if (b->len == 0) return;
    size_t n = final ? b->len : jk_utf8_complete_prefix(b->data, b->len);
    if (n == 0) return;
    if (!k->cell.silent)
        send_msg(k, JK_IOPUB, k->cell.parent, "stream",
                 json_pack("{s:s, s:o}", "name", b->name == 2 ? "stderr" : "stdout", "text",
                           jstr(b->data, n)));
    memmove(b->data, b->data + n, b->len - n);
    b->len -= n;
}

static void stream_append(jk_kernel *k, int name, const char *data, size_t len)
{
    stream_buf *b = &k->cell.sbuf;
    if (b->len && b->name != name) stream_flush(k, 1);
    b->name = name;
    if (b->len + len > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + len) cap *= 2;
        char *d = realloc(b->data, cap);
        if (!d) {
            jk_logf(k->log_fd, "out of memory: %zu bytes of output lost", len);
            return;
        }
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, data, len);
    b->len += len;
    if (b->len >= STREAM_FLUSH_BYTES) stream_flush(k, 0);
}

static void flush_streams(jk_kernel *k)
{
    pthread_mutex_lock(&k->emit_lock);
    stream_flush(k, 1);
    pthread_mutex_unlock(&k->emit_lock);
}

/* Capture sink: host code's output, and the periodic flush. */
static void on_capture_data(void *ctx, int stream, const char *data, size_t len)
{
    jk_kernel *k = ctx;
    pthread_mutex_lock(&k->emit_lock);
    if (k->cell.parent) stream_append(k, stream, data, len);
    pthread_mutex_unlock(&k->emit_lock);
}

static void on_capture_tick(void *ctx)
{
    jk_kernel *k = ctx;
    pthread_mutex_lock(&k->emit_lock);
    if (k->cell.parent) stream_flush(k, 0);
    pthread_mutex_unlock(&k->emit_lock);
}

/* ---- diagnostics and errors ------------------------------------------------------------ */

static const char *sev_name(cr_severity s)
{
    return s == CR_SEV_ERROR ? "error" : s == CR_SEV_WARNING ? "warning" : "note";
}

/* "file:line:col: error: message\n<source line>\n    ^" (COLOR: with ANSI, as clang). */
static char *format_diag(const cr_diag *d, int color)
{
    char loc[256];
    const char *file = d->file ? d->file : "<input>";
    if (d->line > 0 && d->col > 0) snprintf(loc, sizeof loc, "%s:%d:%d", file, d->line, d->col);
    else if (d->line > 0) snprintf(loc, sizeof loc, "%s:%d", file, d->line);
    else snprintf(loc, sizeof loc, "%s", file);
    const char *sc = d->severity == CR_SEV_ERROR ? "\x1b[31m" : d->severity == CR_SEV_WARNING
                                                                   ? "\x1b[35m" : "\x1b[36m";
    const char *msg = d->message ? d->message : "";
    const char *src = d->source_line;
    size_t cap = strlen(loc) + strlen(msg) + 64 + (src ? 2 * strlen(src) + (size_t)d->col + 32 : 0);
    char *out = malloc(cap);
    if (!out) return NULL;
    int o = color ? snprintf(out, cap, "\x1b[1m%s: %s%s:\x1b[0m\x1b[1m %s\x1b[0m", loc, sc,
                             sev_name(d->severity), msg)
                  : snprintf(out, cap, "%s: %s: %s", loc, sev_name(d->severity), msg);
    if (src) {
        o += snprintf(out + o, cap - (size_t)o, "\n%s\n", src);
        size_t srclen = strlen(src);
        for (int i = 1; i < d->col; i++)
            out[o++] = (size_t)(i - 1) < srclen && src[i - 1] == '\t' ? '\t' : ' ';
        o += snprintf(out + o, cap - (size_t)o, color ? "\x1b[32m^\x1b[0m" : "^");
    }
    out[o] = '\0';
    return out;
}

static void traceback_add(jk_kernel *k, const char *text)
{
    cell_state *c = &k->cell;
    if (!c->traceback) c->traceback = json_array();
    if (c->traceback && text) json_array_append_new(c->traceback, jstr0(text));
}

static void set_error(jk_kernel *k, const char *ename, const char *evalue)
{
    cell_state *c = &k->cell;
    if (c->ename) return; /* the first error names the cell's failure */
    free(c->evalue);
    c->ename = strdup(ename);
    c->evalue = strdup(evalue ? evalue : "");
}

static void on_diag(jk_kernel *k, const cr_diag *d)
{
    cell_state *c = &k->cell;
    if (!d) return;
    int as_error = d->severity == CR_SEV_ERROR || (d->severity == CR_SEV_NOTE && c->last_diag_error);
    if (d->severity != CR_SEV_NOTE) c->last_diag_error = d->severity == CR_SEV_ERROR;
    if (as_error) {
        char *tb = format_diag(d, 1);
        traceback_add(k, tb);
        free(tb);
        if (d->severity == CR_SEV_ERROR && c->diag_errors++ == 0) {
            cr_diag plain = *d;
            plain.source_line = NULL;
            char *ev = format_diag(&plain, 0);
            set_error(k, "CompileError", ev ? ev : d->message);
            free(ev);
        }
        return;
    }
    char *text = format_diag(d, 0);
    if (!text) return;
    pthread_mutex_lock(&k->emit_lock);
    stream_append(k, 2, text, strlen(text));
    stream_append(k, 2, "\n", 1);
    pthread_mutex_unlock(&k->emit_lock);
    free(text);
}

static void on_fault(jk_kernel *k, const cr_event *ev)
{
    cell_state *c = &k->cell;
    if (c->faults++ == 0) c->fault_code = ev->code;
    char *text = jk_utf8_sanitize(ev->text ? ev->text : "", ev->text ? ev->len : 0, NULL);
    if (!text) return;
    size_t n = strlen(text);
    while (n && (text[n - 1] == '\n' || text[n - 1] == '\r')) text[--n] = '\0';
    traceback_add(k, text);
    /* remembered until the status says whether .code is a CUDA error or a signal */
    if (!c->evalue) c->evalue = strdup(text);
    free(text);
}

static const char *status_ename(cr_status st)
{
    switch (st) {
    case CR_ERR_COMPILE: return "CompileError";
    case CR_ERR_INCOMPLETE: return "IncompleteInput";
    case CR_ERR_CUDA: return "CudaError";
    case CR_ERR_CRASH: return "Crash";
    case CR_ERR_INTERRUPTED: return "Interrupted";
    case CR_ERR_IO: return "IOError";
    case CR_ERR_USAGE: return "UsageError";
    case CR_ERR_NOMEM: return "OutOfMemory";
    case CR_ERR_EXPECT: return "ExpectationFailed";
    case CR_OK: break;
    }
    return "Error";
}

static const char *status_evalue(cr_status st)
{
    switch (st) {
    case CR_ERR_COMPILE: return "the cell has errors";
    case CR_ERR_INCOMPLETE: return "the cell ends in the middle of a construct";
    case CR_ERR_CUDA: return "a CUDA error occurred";
    case CR_ERR_CRASH: return "host code crashed";
    case CR_ERR_INTERRUPTED: return "execution was interrupted";
    case CR_ERR_IO: return "a file could not be read or written";
    case CR_ERR_USAGE: return "invalid use";
    case CR_ERR_NOMEM: return "out of memory";
    case CR_ERR_EXPECT: return "an expectation of the cell did not hold";
    case CR_OK: break;
    }
    return "error";
}

/* Names the cell's failure once its status is known. Returns 1 when the cell failed. */
static int settle_error(jk_kernel *k, cr_status st)
{
    cell_state *c = &k->cell;
    if (st == CR_OK && !c->ename && !c->faults) return 0;
    if (!c->ename && c->faults) {
        char sig[48];
        const char *name;
        if (st == CR_ERR_INTERRUPTED) name = "Interrupted";
        else if (st == CR_ERR_CRASH) {
            const char *abbr = sigabbrev_np(c->fault_code);
            if (abbr) snprintf(sig, sizeof sig, "SIG%s", abbr);
            else snprintf(sig, sizeof sig, "signal %d", c->fault_code);
            name = sig;
        } else {
            name = cr_error_name(c->fault_code);
            if (!name) name = "CudaError";
        }
        char *ev = c->evalue;
        c->evalue = NULL;
        set_error(k, name, ev);
        free(ev);
    }
    if (!c->ename) set_error(k, status_ename(st), status_evalue(st));
    if (!c->traceback || json_array_size(c->traceback) == 0) {
        char line[512];
        snprintf(line, sizeof line, "\x1b[31m%s\x1b[0m: %s", c->ename, c->evalue);
        traceback_add(k, line);
    }
    return 1;
}

/* ---- session events -------------------------------------------------------------------- */

/* One representation of a display_data bundle: JSON mime types carry a JSON value. */
static void rich_part(json_t *data, const char *mime, const char *text, size_t len)
{
    size_t ml = strlen(mime);
    json_t *v;
    if (ml >= 4 && strcmp(mime + ml - 4, "json") == 0) v = json_loadb(text, len, 0, NULL);
    else v = jstr(text, len);
    if (v && strcmp(mime, "text/plain") != 0) json_object_set_new(data, mime, v);
    else json_decref(v);
}

static void send_rich(jk_kernel *k, const cr_event *ev)
{
    json_t *data = json_object();
    const char *mime = ev->mime ? ev->mime : "text/plain";
    rich_part(data, mime, ev->text, ev->len);
    for (size_t i = 0; i < ev->nparts; i++)
        if (ev->parts[i].mime && ev->parts[i].text)
            rich_part(data, ev->parts[i].mime, ev->parts[i].text, ev->parts[i].len);
    const char *alt = ev->alt ? ev->alt : strcmp(mime, "text/plain") == 0 ? ev->text : NULL;
    char fallback[160];
    if (!alt) {
        snprintf(fallback, sizeof fallback, "<%.140s>", mime);
        alt = fallback;
    }
    json_object_set_new(data, "text/plain", jstr0(alt));
    send_msg(k, JK_IOPUB, k->cell.parent, "display_data",
             json_pack("{s:o, s:{}, s:{}}", "data", data, "metadata", "transient"));
}

static void send_value(jk_kernel *k, const cr_event *ev)
{
    free(k->cell.value);
    k->cell.value = jk_utf8_sanitize(ev->text ? ev->text : "", ev->text ? ev->len : 0, NULL);
    if (k->cell.silent) return;
    send_msg(k, JK_IOPUB, k->cell.parent, "execute_result",
             json_pack("{s:i, s:{s:o}, s:{}}", "execution_count", k->cell.count, "data",
                       "text/plain", jstr(ev->text, ev->len), "metadata"));
}

/* A long launch's progress line (CR_EV_PROGRESS): a display of its own, updated in place and
 * emptied when the launch ends (display_data, then update_display_data, with a transient
 * display_id). */
static void send_progress(jk_kernel *k, const cr_event *ev)
{
    if (k->cell.silent || !k->cell.parent)
        return;
    int first = !k->cell.progress;
    if (first) {
        if (ev->code)
            return;
        k->cell.progress = ++k->progress_ids;
    }
    char id[48];
    snprintf(id, sizeof id, "cudarepl-progress-%d", k->cell.progress);
    send_msg(k, JK_IOPUB, k->cell.parent, first ? "display_data" : "update_display_data",
             json_pack("{s:{s:o}, s:{}, s:{s:s}}", "data", "text/plain", jstr(ev->text, ev->text ? ev->len : 0),
                       "metadata", "transient", "display_id", id));
    if (ev->code)
        k->cell.progress = 0;
}

static void on_event(void *ctx, const cr_event *ev)
{
    jk_kernel *k = ctx;
    if (k->cap) jk_capture_sync(k->cap); /* host output written before this event first */
    size_t len = ev->text ? ev->len : 0;
    switch (ev->kind) {
    case CR_EV_STDOUT:
    case CR_EV_STDERR:
        pthread_mutex_lock(&k->emit_lock);
        stream_append(k, ev->kind == CR_EV_STDOUT ? 1 : 2, ev->text, len);
        if (!k->cell.parent) stream_flush(k, 1); /* output between cells: no cell to wait for */
        pthread_mutex_unlock(&k->emit_lock);
        return;
    case CR_EV_DIAG: on_diag(k, ev->diag); return;
    case CR_EV_FAULT: on_fault(k, ev); return;
    case CR_EV_VALUE:
        flush_streams(k);
        send_value(k, ev);
        return;
    case CR_EV_RICH:
        flush_streams(k);
        if (!k->cell.silent) send_rich(k, ev);
        return;
    case CR_EV_PROGRESS:
        flush_streams(k);
        pthread_mutex_lock(&k->emit_lock);
        send_progress(k, ev);
        pthread_mutex_unlock(&k->emit_lock);
        return;
    }
}

/* ---- execute_request ------------------------------------------------------------------- */

static int get_bool(const json_t *o, const char *key, int dflt)
{
    const json_t *v = json_object_get(o, key);
    return json_is_boolean(v) ? json_is_true(v) : dflt;
}

static const char *get_code(const jk_msg *req)
{
    const char *code = json_string_value(json_object_get(req->content, "code"));
    return code ? code : "";
}

static void cell_reset(jk_kernel *k)
{
    cell_state *c = &k->cell;
    free(c->sbuf.data);
    json_decref(c->traceback);
    free(c->ename);
    free(c->evalue);
    free(c->value);
    memset(c, 0, sizeof *c);
}

static cr_status run_cell(jk_kernel *k, const char *code)
{
    int captured = k->cap && jk_capture_begin(k->cap) == 0;
    if (k->cap && !captured) jk_logf(k->log_fd, "cannot capture fd 1/2 for this cell");
    atomic_store(&k->running, 1);
    /* diagnostics name the cell as the notebook shows it: In [3]:2:5: error: ... */
    char name[32];
    snprintf(name, sizeof name, "In [%d]", k->exec_count);
    cr_status st = cr_eval_cell_named(k->session, name, code);
    atomic_store(&k->running, 0);
    if (captured) jk_capture_end(k->cap);
    flush_streams(k);
    return st;
}

static void reply_aborted(jk_kernel *k, const jk_msg *req)
{
    send_msg(k, JK_SHELL, req, "execute_reply",
             json_pack("{s:s, s:i, s:s, s:s, s:[]}", "status", "error", "execution_count",
                       k->exec_count, "ename", "ExecutionAborted", "evalue",
                       "not run: an earlier cell failed", "traceback"));
}

static json_t *error_content(jk_kernel *k)
{
    cell_state *c = &k->cell;
    return json_pack("{s:s, s:o, s:o}", "ename", c->ename, "evalue", jstr0(c->evalue),
                     "traceback", c->traceback ? json_incref(c->traceback) : json_array());
}

static void handle_execute(jk_kernel *k, const jk_msg *req)
{
    const json_t *rc = req->content;
    if (!json_is_string(json_object_get(rc, "code"))) { /* a protocol error: nothing runs */
        send_msg(k, JK_SHELL, req, "execute_reply",
                 json_pack("{s:s, s:i, s:s, s:s, s:[]}", "status", "error", "execution_count",
                           k->exec_count, "ename", "BadRequest", "evalue",
                           "execute_request: its content has no string 'code'", "traceback"));
        return;
    }
    const char *code = get_code(req);
    int silent = get_bool(rc, "silent", 0);
    int store = !silent && get_bool(rc, "store_history", 1);
    int stop_on_error = get_bool(rc, "stop_on_error", 1);
    if (k->aborting) {
        reply_aborted(k, req);
        return;
    }
    if (store) k->exec_count++;
    cell_reset(k);
    pthread_mutex_lock(&k->emit_lock);
    k->cell.parent = req;
    k->cell.silent = silent;
    k->cell.count = k->exec_count;
    pthread_mutex_unlock(&k->emit_lock);
    if (!silent)
        send_msg(k, JK_IOPUB, req, "execute_input",
                 json_pack("{s:o, s:i}", "code", jstr0(code), "execution_count", k->exec_count));
    cr_status st = run_cell(k, code);
    int failed = settle_error(k, st);
    if (store && jk_history_add(&k->hist, k->exec_count, code, k->cell.value))
        jk_logf(k->log_fd, "out of memory: cell not kept in history");
    json_t *reply;
    if (failed) {
        if (!silent) send_msg(k, JK_IOPUB, req, "error", error_content(k));
        reply = error_content(k);
        json_object_set_new(reply, "status", json_string("error"));
        json_object_set_new(reply, "execution_count", json_integer(k->exec_count));
        if (stop_on_error) {
            k->aborting = 1;
            if (k->out.drain) {
                k->out.drain(k->out.ctx);
                k->aborting = 0;
            }
        }
    } else {
        reply = json_pack("{s:s, s:i, s:[], s:{}}", "status", "ok", "execution_count",
                          k->exec_count, "payload", "user_expressions");
    }
    send_msg(k, JK_SHELL, req, "execute_reply", reply);
    pthread_mutex_lock(&k->emit_lock);
    k->cell.parent = NULL;
    pthread_mutex_unlock(&k->emit_lock);
    cell_reset(k);
}

/* ---- the other requests ---------------------------------------------------------------- */

static size_t cursor_bytes(const jk_msg *req, const char *code, size_t *cp_out)
{
    const json_t *c = json_object_get(req->content, "cursor_pos");
    size_t len = strlen(code);
    size_t cp = json_is_number(c) && json_number_value(c) >= 0 ? (size_t)json_number_value(c)
                                                               : jk_utf8_byte_to_cp(code, len);
    size_t b = jk_utf8_cp_to_byte(code, len, cp);
    *cp_out = jk_utf8_byte_to_cp(code, b); /* clamped to the text */
    return b;
}

static void handle_complete(jk_kernel *k, const jk_msg *req)
{
    const char *code = get_code(req);
    size_t cp, b = cursor_bytes(req, code, &cp), start = b;
    char **m = cr_complete(k->session, code, b, &start);
    if (start > b) start = b;
    json_t *matches = json_array();
    for (size_t i = 0; m && m[i]; i++) json_array_append_new(matches, jstr0(m[i]));
    cr_free_strings(m);
    send_msg(k, JK_SHELL, req, "complete_reply",
             json_pack("{s:s, s:o, s:I, s:I, s:{}}", "status", "ok", "matches", matches,
                       "cursor_start", (json_int_t)jk_utf8_byte_to_cp(code, start),
                       "cursor_end", (json_int_t)cp, "metadata"));
}

static void handle_inspect(jk_kernel *k, const jk_msg *req)
{
    const char *code = get_code(req);
    size_t cp, b = cursor_bytes(req, code, &cp);
    char *doc = cr_inspect(k->session, code, b);
    json_t *data = json_object();
    if (doc) json_object_set_new(data, "text/plain", jstr0(doc));
    send_msg(k, JK_SHELL, req, "inspect_reply",
             json_pack("{s:s, s:b, s:o, s:{}}", "status", "ok", "found", doc != NULL, "data",
                       data, "metadata"));
    free(doc);
}

static void handle_is_complete(jk_kernel *k, const jk_msg *req)
{
    const char *code = get_code(req);
    cr_completeness c = cr_is_complete(k->session, code);
    json_t *content;
    if (c == CR_INPUT_INCOMPLETE) {
        char indent[64];
        jk_indent_hint(code, indent, sizeof indent);
        content = json_pack("{s:s, s:s}", "status", "incomplete", "indent", indent);
    } else {
        content = json_pack("{s:s}", "status", c == CR_INPUT_COMPLETE ? "complete" : "invalid");
    }
    send_msg(k, JK_SHELL, req, "is_complete_reply", content);
}

static void handle_history(jk_kernel *k, const jk_msg *req)
{
    json_t *h = jk_history_query(&k->hist, req->content);
    send_msg(k, JK_SHELL, req, "history_reply",
             h ? json_pack("{s:s, s:o}", "status", "ok", "history", h) : NULL);
}

static json_t *kernel_info(const jk_kernel *k)
{
    json_t *links = json_array();
    if (k->docs_url)
        json_array_append_new(links, json_pack("{s:s, s:s}", "text", "cudarepl kernel guide",
                                               "url", k->docs_url));
    json_array_append_new(links, json_pack("{s:s, s:s}", "text", "CUDA C++ Programming Guide",
                                           "url", "https://docs.nvidia.com/cuda/cuda-c-programming-guide/"));
    return json_pack(
        "{s:s, s:s, s:s, s:s, s:{s:s, s:s, s:s, s:s, s:s, s:s}, s:s, s:b, s:o}", "status", "ok",
        "protocol_version", JK_PROTOCOL_VERSION, "implementation", "cudarepl",
        "implementation_version", JK_VERSION, "language_info", "name", "cuda", "version",
        "sm_90", "mimetype", "text/x-cuda", "file_extension", ".cu", "codemirror_mode",
        "text/x-c++src", "pygments_lexer", "cuda", "banner",
        "cudarepl " JK_VERSION " \xe2\x80\x94 CUDA C on a modelled H200, no GPU needed.\n"
        "Cells hold device code, host declarations and statements, or an expression;\n"
        "`:help` lists the meta-commands.",
        "debugger", 0, "help_links", links);
}

static void handle_shutdown(jk_kernel *k, jk_channel ch, const jk_msg *req)
{
    int restart = get_bool(req->content, "restart", 0);
    atomic_store(&k->restart, restart);
    atomic_store(&k->stop, 1);
    jk_kernel_interrupt(k); /* a cell still running should end */
    send_msg(k, ch, req, "shutdown_reply",
             json_pack("{s:s, s:b}", "status", "ok", "restart", restart));
}

static void handle_comm_open(jk_kernel *k, const jk_msg *req)
{
    /* no comm targets: close it at once, as ipykernel does for an unknown target */
    const char *id = json_string_value(json_object_get(req->content, "comm_id"));
    send_msg(k, JK_IOPUB, req, "comm_close", json_pack("{s:s, s:{}}", "comm_id", id ? id : "",
                                                       "data"));
}

/* ---- dispatch -------------------------------------------------------------------------- */

static int route(jk_kernel *k, jk_channel ch, const jk_msg *req, const char *t)
{
    if (strcmp(t, "kernel_info_request") == 0)
        send_msg(k, ch, req, "kernel_info_reply", kernel_info(k));
    else if (strcmp(t, "shutdown_request") == 0) handle_shutdown(k, ch, req);
    else if (strcmp(t, "interrupt_request") == 0) {
        jk_kernel_interrupt(k);
        send_msg(k, ch, req, "interrupt_reply", json_pack("{s:s}", "status", "ok"));
    } else if (ch != JK_SHELL) return 0;
    else if (strcmp(t, "execute_request") == 0) handle_execute(k, req);
    else if (strcmp(t, "complete_request") == 0) handle_complete(k, req);
    else if (strcmp(t, "inspect_request") == 0) handle_inspect(k, req);
    else if (strcmp(t, "is_complete_request") == 0) handle_is_complete(k, req);
    else if (strcmp(t, "history_request") == 0) handle_history(k, req);
    else if (strcmp(t, "comm_info_request") == 0)
        send_msg(k, ch, req, "comm_info_reply", json_pack("{s:s, s:{}}", "status", "ok", "comms"));
    else if (strcmp(t, "comm_open") == 0) handle_comm_open(k, req);
    else if (strcmp(t, "comm_msg") == 0 || strcmp(t, "comm_close") == 0) return 1;
    else return 0;
    return 1;
}

void jk_kernel_dispatch(jk_kernel *k, jk_channel ch, const jk_msg *req)
{
    const char *t = jk_msg_type(req);
    send_status(k, req, "busy");
    if (!route(k, ch, req, t))
        jk_logf(k->log_fd, "ignored unknown message type '%s' on %s", t,
                ch == JK_CONTROL ? "control" : "shell");
    send_status(k, req, "idle");
}

/* ---- life cycle ------------------------------------------------------------------------ */

jk_kernel *jk_kernel_new(const jk_kernel_config *cfg, jk_output out, char *err, size_t errcap)
{
    jk_kernel *k = calloc(1, sizeof *k);
    if (!k) {
        snprintf(err, errcap, "out of memory");
        return NULL;
    }
    k->out = out;
    k->log_fd = cfg->log_fd;
    k->username = strdup(cfg->username ? cfg->username : "kernel");
    k->docs_url = cfg->docs_url ? strdup(cfg->docs_url) : NULL;
    jk_uuid4(k->origin.session);
    k->origin.username = k->username;
    jk_history_init(&k->hist, 1);
    pthread_mutex_init(&k->emit_lock, NULL);
    if (cfg->capture_fds) {
        jk_capture_sink sink = {on_capture_data, on_capture_tick, k};
        k->cap = jk_capture_new(sink, err, errcap);
        if (!k->cap) goto fail;
    }
    cr_options o;
    cr_options_default(&o);
    o.notes = 1;
    o.progress_ms = 500; /* a long launch shows how far it is */
    o.color = 0;
    k->session = cr_session_new(&o, on_event, k);
    if (!k->session) {
        snprintf(err, errcap, "cannot create a cudarepl session");
        goto fail;
    }
    return k;
fail:
    jk_kernel_free(k);
    return NULL;
}

void jk_kernel_free(jk_kernel *k)
{
    if (!k) return;
    if (k->session) cr_session_free(k->session);
    jk_capture_free(k->cap);
    cell_reset(k);
    jk_history_free(&k->hist);
    pthread_mutex_destroy(&k->emit_lock);
    free(k->username);
    free(k->docs_url);
    free(k);
}

const char *jk_kernel_session_id(const jk_kernel *k) { return k->origin.session; }

void jk_kernel_starting(jk_kernel *k) { send_status(k, NULL, "starting"); }

int jk_kernel_aborting(const jk_kernel *k) { return k->aborting; }

void jk_kernel_abort_done(jk_kernel *k) { k->aborting = 0; }

int jk_kernel_stopping(const jk_kernel *k) { return atomic_load(&k->stop); }

int jk_kernel_restart_requested(const jk_kernel *k) { return atomic_load(&k->restart); }

void jk_kernel_interrupt(jk_kernel *k)
{
    if (k && k->session && atomic_load(&k->running)) cr_interrupt(k->session);
}
