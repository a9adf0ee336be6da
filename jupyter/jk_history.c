/* jk_history.c — the kernel's input history and its three queries.
 *
 * Each query selects entries in chronological order and then renders them the same way:
 * [session, line, input] or, with "output": true, [session, line, [input, output]].
 */
#include "jk_history.h"

#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

void jk_history_init(jk_history *h, int session)
{
    memset(h, 0, sizeof *h);
    h->session = session;
}

void jk_history_free(jk_history *h)
{
    for (size_t i = 0; i < h->n; i++) {
        free(h->v[i].input);
        free(h->v[i].output);
    }
    free(h->v);
    jk_history_init(h, h->session);
}

int jk_history_add(jk_history *h, int line, const char *input, const char *output)
{
    if (h->n == h->cap) {
        size_t cap = h->cap ? h->cap * 2 : 32;
        jk_hist_entry *v = realloc(h->v, cap * sizeof *v);
        if (!v) return -1;
        h->v = v;
        h->cap = cap;
    }
    jk_hist_entry *e = &h->v[h->n];
    e->line = line;
    e->input = strdup(input ? input : "");
    e->output = output ? strdup(output) : NULL;
    if (!e->input || (output && !e->output)) {
        free(e->input);
        free(e->output);
        return -1;
    }
    h->n++;
    return 0;
}

static json_t *render(const jk_history *h, const jk_hist_entry *e, int output)
{
    json_t *in = output ? json_pack("[s, s?]", e->input, e->output) : json_string(e->input);
    if (!in) return NULL;
    return json_pack("[i, i, o]", h->session, e->line, in);
}

static long get_int(const json_t *req, const char *key, long dflt)
{
    const json_t *v = json_object_get(req, key);
    return json_is_number(v) ? (long)json_number_value(v) : dflt;
}

/* Marks in SEL[] the entries the request selects. */
static void select_tail(const jk_history *h, const json_t *req, char *sel)
{
    long n = get_int(req, "n", 10);
    for (size_t i = 0; i < h->n; i++) sel[i] = n > 0 && (long)(h->n - i) <= n;
}

static void select_range(const jk_history *h, const json_t *req, char *sel)
{
    long session = get_int(req, "session", 0);
    if (session <= 0) session += h->session;
    long start = get_int(req, "start", 1), stop = get_int(req, "stop", 0);
    for (size_t i = 0; i < h->n; i++) {
        int line = h->v[i].line;
        sel[i] = session == h->session && line >= start && (stop <= 0 || line < stop);
    }
}

static void select_search(const jk_history *h, const json_t *req, char *sel)
{
    const char *pattern = json_string_value(json_object_get(req, "pattern"));
    if (!pattern || !*pattern) pattern = "*";
    int unique = json_is_true(json_object_get(req, "unique"));
    long n = get_int(req, "n", 0), kept = 0;
    /* newest first, so "unique" keeps the latest occurrence and "n" the last n */
    for (size_t k = h->n; k-- > 0;) {
        sel[k] = fnmatch(pattern, h->v[k].input, 0) == 0;
        for (size_t j = k + 1; sel[k] && unique && j < h->n; j++)
            if (sel[j] && strcmp(h->v[j].input, h->v[k].input) == 0) sel[k] = 0;
        if (sel[k] && n > 0 && kept >= n) sel[k] = 0;
        if (sel[k]) kept++;
    }
}

json_t *jk_history_query(const jk_history *h, const json_t *req)
{
    const char *type = json_string_value(json_object_get(req, "hist_access_type"));
    int output = json_is_true(json_object_get(req, "output"));
    json_t *list = json_array();
    char *sel = calloc(h->n ? h->n : 1, 1);
    if (!list || !sel) {
        json_decref(list);
        free(sel);
        return NULL;
    }
    if (type && strcmp(type, "tail") == 0) select_tail(h, req, sel);
    else if (type && strcmp(type, "range") == 0) select_range(h, req, sel);
    else if (type && strcmp(type, "search") == 0) select_search(h, req, sel);
    for (size_t i = 0; i < h->n; i++) {
        if (!sel[i]) continue;
        json_t *e = render(h, &h->v[i], output);
        if (!e || json_array_append_new(list, e)) {
            json_decref(list);
            list = NULL;
            break;
        }
    }
    free(sel);
    return list;
}
