/* test_history.c — history_request answers, as IPython gives them: tail, range (stop
 * excluded, session 0 = this one), search (glob, unique keeps the latest, n the last n).
 */
#include "jupyter/jk_history.h"

#include <criterion/criterion.h>

static jk_history h;

static void setup(void)
{
    jk_history_init(&h, 1);
    const char *cells[] = {"6*7", "x = 1", "6*7", "print hi", "6*8"};
    for (int i = 0; i < 5; i++)
        cr_assert_eq(jk_history_add(&h, i + 1, cells[i], i == 0 ? "(int) 42" : NULL), 0);
}

static void teardown(void) { jk_history_free(&h); }

static json_t *query(const char *fmt, ...)
{
    json_error_t e;
    va_list ap;
    va_start(ap, fmt);
    json_t *req = json_vpack_ex(&e, 0, fmt, ap);
    va_end(ap);
    cr_assert_not_null(req, "%s", e.text);
    json_t *r = jk_history_query(&h, req);
    json_decref(req);
    cr_assert_not_null(r);
    return r;
}

static int line_at(json_t *r, size_t i)
{
    return (int)json_integer_value(json_array_get(json_array_get(r, i), 1));
}

static const char *input_at(json_t *r, size_t i)
{
    return json_string_value(json_array_get(json_array_get(r, i), 2));
}

TestSuite(history, .init = setup, .fini = teardown);

Test(history, tail)
{
    json_t *r = query("{s:s, s:i, s:b}", "hist_access_type", "tail", "n", 2, "output", 0);
    cr_assert_eq(json_array_size(r), 2);
    cr_assert_eq(line_at(r, 0), 4);
    cr_assert_str_eq(input_at(r, 1), "6*8");
    cr_assert_eq(json_integer_value(json_array_get(json_array_get(r, 0), 0)), 1);
    json_decref(r);
}

Test(history, tail_with_output)
{
    json_t *r = query("{s:s, s:i, s:b}", "hist_access_type", "tail", "n", 5, "output", 1);
    json_t *pair = json_array_get(json_array_get(r, 0), 2);
    cr_assert_str_eq(json_string_value(json_array_get(pair, 0)), "6*7");
    cr_assert_str_eq(json_string_value(json_array_get(pair, 1)), "(int) 42");
    cr_assert(json_is_null(json_array_get(json_array_get(json_array_get(r, 1), 2), 1)));
    json_decref(r);
}

Test(history, range)
{
    json_t *r = query("{s:s, s:i, s:i, s:i}", "hist_access_type", "range", "session", 1,
                      "start", 2, "stop", 4);
    cr_assert_eq(json_array_size(r), 2);
    cr_assert_eq(line_at(r, 0), 2);
    cr_assert_eq(line_at(r, 1), 3);
    json_decref(r);
    r = query("{s:s, s:i, s:i}", "hist_access_type", "range", "session", 0, "start", 4);
    cr_assert_eq(json_array_size(r), 2); /* session 0 = current; no stop = to the end */
    json_decref(r);
    r = query("{s:s, s:i, s:i}", "hist_access_type", "range", "session", 7, "start", 1);
    cr_assert_eq(json_array_size(r), 0);
    json_decref(r);
}

Test(history, search)
{
    json_t *r = query("{s:s, s:s}", "hist_access_type", "search", "pattern", "6*");
    cr_assert_eq(json_array_size(r), 3);
    json_decref(r);
    r = query("{s:s, s:s, s:b}", "hist_access_type", "search", "pattern", "6*", "unique", 1);
    cr_assert_eq(json_array_size(r), 2);
    cr_assert_eq(line_at(r, 0), 3); /* the latest "6*7" */
    json_decref(r);
    r = query("{s:s, s:s, s:i}", "hist_access_type", "search", "pattern", "6*", "n", 1);
    cr_assert_eq(json_array_size(r), 1);
    cr_assert_str_eq(input_at(r, 0), "6*8");
    json_decref(r);
    r = query("{s:s, s:s}", "hist_access_type", "search", "pattern", "print ??");
    cr_assert_eq(json_array_size(r), 1);
    json_decref(r);
}

Test(history, unknown_type_is_empty)
{
    json_t *r = query("{s:s}", "hist_access_type", "everything");
    cr_assert_eq(json_array_size(r), 0);
    json_decref(r);
}
