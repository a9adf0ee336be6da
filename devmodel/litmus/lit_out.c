/* lit_out.c — herd7 text and JSON for a result (see lit_out.h).
 *
 * The JSON is built with Jansson so that strings are escaped correctly; its fields mirror the
 * herd lines (kind, states with their counts, result, witnesses, condition, observation) plus
 * what herd does not say (the model, the loop bound, execution counts).
 */
#include "devmodel/litmus/lit_out.h"

#include <inttypes.h>
#include <stdlib.h>

const char *lit_kind_name(lit_quant q)
{
    return q == LIT_Q_EXISTS ? "Allowed" : q == LIT_Q_NOT_EXISTS ? "Forbidden" : "Required";
}

const char *lit_observation(const lit_result *r)
{
    if (r->positive == 0)
        return "Never";
    return r->negative == 0 ? "Always" : "Sometimes";
}

static void put_state(lit_buf *b, const lit_result *r, const lit_state *s)
{
    for (int k = 0; k < r->n_terms; k++) {
        lit_buf_puts(b, k ? " " : "");
        lit_term_format(b, r->test, &r->terms[k]);
        lit_buf_printf(b, "=%" PRId64 ";", s->vals[k]);
    }
}

static void put_condition(lit_buf *b, const lit_test *t)
{
    lit_buf_printf(b, "%s (", lit_quant_name(t->quant));
    lit_cond_format(b, t, t->cond);
    lit_buf_puts(b, ")");
}

static void put_states(lit_buf *b, const lit_result *r, unsigned flags)
{
    if (!(flags & LIT_HERD_COUNTS)) {
        lit_buf_printf(b, "States %d\n", r->n_states);
        for (int i = 0; i < r->n_states; i++) {
            put_state(b, r, &r->states[i]);
            lit_buf_putc(b, '\n');
        }
        return;
    }
    lit_buf_printf(b, "Histogram (%d states)\n", r->n_states);
    for (int i = 0; i < r->n_states; i++) {
        const lit_state *s = &r->states[i];
        lit_buf_printf(b, "%-6" PRIu64 "%c>", s->count, s->holds ? '*' : ':');
        put_state(b, r, s);
        lit_buf_putc(b, '\n');
    }
}

char *lit_format_herd(const lit_result *r, unsigned flags, double seconds)
{
    const lit_test *t = r->test;
    lit_buf b;
    lit_buf_init(&b);
    lit_buf_printf(&b, "Test %s %s\n", t->name, lit_kind_name(t->quant));
    put_states(&b, r, flags);
    lit_buf_printf(&b, "%s%s\n", r->paths_cut ? "Loop " : "", r->ok ? "Ok" : "No");
    lit_buf_puts(&b, "Witnesses\n");
    lit_buf_printf(&b, "Positive: %" PRIu64 " Negative: %" PRIu64 "\n", r->positive, r->negative);
    lit_buf_puts(&b, "Condition ");
    put_condition(&b, t);
    lit_buf_putc(&b, '\n');
    lit_buf_printf(&b, "Observation %s %s %" PRIu64 " %" PRIu64 "\n", t->name, lit_observation(r),
                   r->positive, r->negative);
    if (flags & LIT_HERD_TIME)
        lit_buf_printf(&b, "Time %s %0.2f\n", t->name, seconds);
    if (r->interrupted)
        lit_buf_printf(&b, "Warning %s: interrupted after %" PRIu64 " candidate executions; the "
                       "result is incomplete\n", t->name, r->candidates);
    else if (r->truncated)
        lit_buf_printf(&b, "Warning %s: bound reached: enumeration stopped after %" PRIu64
                       " candidate executions; the result may be incomplete\n", t->name,
                       r->candidates);
    return lit_buf_take(&b);
}

/* ---- JSON --------------------------------------------------------------------------------- */

static json_t *jstr_buf(lit_buf *b)
{
    char *s = lit_buf_take(b);
    json_t *j = json_string(s ? s : "");
    free(s);
    return j;
}

static json_t *json_states(const lit_result *r)
{
    json_t *arr = json_array();
    for (int i = 0; i < r->n_states; i++) {
        const lit_state *s = &r->states[i];
        json_t *vals = json_object();
        for (int k = 0; k < r->n_terms; k++) {
            lit_buf b;
            lit_buf_init(&b);
            lit_term_format(&b, r->test, &r->terms[k]);
            char *key = lit_buf_take(&b);
            if (key)
                json_object_set_new(vals, key, json_integer((json_int_t)s->vals[k]));
            free(key);
        }
        json_t *o = json_object();
        json_object_set_new(o, "values", vals);
        json_object_set_new(o, "executions", json_integer((json_int_t)s->count));
        json_object_set_new(o, "condition_holds", json_boolean(s->holds));
        json_array_append_new(arr, o);
    }
    return arr;
}

static json_t *json_counts(const lit_result *r)
{
    json_t *o = json_object();
    json_object_set_new(o, "consistent", json_integer((json_int_t)r->consistent));
    json_object_set_new(o, "candidates", json_integer((json_int_t)r->candidates));
    json_object_set_new(o, "rf_choices", json_integer((json_int_t)r->rf_candidates));
    json_object_set_new(o, "deadlocked", json_integer((json_int_t)r->deadlocks));
    json_object_set_new(o, "paths_cut", json_integer(r->paths_cut));
    json_object_set_new(o, "truncated", json_boolean(r->truncated));
    return o;
}

char *lit_format_json(const lit_result *r, const lit_explanation *e)
{
    const lit_test *t = r->test;
    json_t *o = json_object();
    lit_buf b;
    lit_buf_init(&b);
    json_object_set_new(o, "test", json_string(t->name));
    if (t->file)
        json_object_set_new(o, "file", json_string(t->file));
    json_object_set_new(o, "model", json_string(lit_model_name(r->opts.model)));
    json_object_set_new(o, "loop_bound", json_integer(r->opts.loop_bound));
    json_object_set_new(o, "kind", json_string(lit_kind_name(t->quant)));
    put_condition(&b, t);
    json_object_set_new(o, "condition", jstr_buf(&b));
    json_object_set_new(o, "states", json_states(r));
    json_object_set_new(o, "result", json_string(r->ok ? "Ok" : "No"));
    json_object_set_new(o, "loop_bound_hit", json_boolean(r->paths_cut > 0));
    json_object_set_new(o, "positive", json_integer((json_int_t)r->positive));
    json_object_set_new(o, "negative", json_integer((json_int_t)r->negative));
    json_object_set_new(o, "observation", json_string(lit_observation(r)));
    json_object_set_new(o, "executions", json_counts(r));
    if (e)
        json_object_set_new(o, "explanation", lit_explanation_json(r, e));
    char *s = json_dumps(o, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    json_decref(o);
    if (!s)
        return NULL;
    /* json_dumps() allocates with Jansson's allocator, which an embedding program may have
     * replaced: hand back a malloc'ed copy and release the original with Jansson's free. */
    char *copy = lit_strdup(s);
    json_malloc_t jmalloc;
    json_free_t jfree;
    json_get_alloc_funcs(&jmalloc, &jfree);
    jfree(s);
    return copy;
}
