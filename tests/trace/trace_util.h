/* trace_util.h — helpers of the trace tests: compile device source into a session with tracing
 * on, launch through the public API, and read the JSON view (docs/trace-format.md). */
#ifndef CR_TESTS_TRACE_UTIL_H
#define CR_TESTS_TRACE_UTIL_H

#include <criterion/criterion.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "cudarepl.h"

/* The 1-based line of SRC on which MARK first appears. */
static inline int tu_line_of(const char *src, const char *mark)
{
    const char *p = strstr(src, mark);
    cr_assert(p, "marker '%s' not in the source", mark);
    int line = 1;
    for (const char *q = src; q < p; q++)
        line += *q == '\n';
    return line;
}

static inline cr_session *tu_session(const char *src, const char *spec)
{
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    cr_assert_eq(cr_compile_device(s, "t.cu", src), CR_OK);
    cr_assert_eq(cr_trace_set(s, spec ? spec : "on"), CR_OK);
    return s;
}

static inline uint64_t tu_alloc(cr_session *s, size_t bytes)
{
    uint64_t d;
    cr_assert_eq(cr_device_alloc(s, &d, bytes), CR_OK);
    cr_assert_eq(cr_memset(s, d, 0, bytes), CR_OK);
    return d;
}

/* The JSON view of the traced launches kept. */
static inline json_t *tu_json(cr_session *s)
{
    char *text = NULL;
    cr_assert_eq(cr_trace_render(s, CR_TRACE_JSON, &text), CR_OK);
    json_error_t err;
    json_t *doc = json_loads(text, 0, &err);
    cr_assert(doc, "the JSON view does not parse: %s (line %d)", err.text, err.line);
    free(text);
    return doc;
}

/* The object of LINE in the top-level "lines" array (asserts that it is there). */
static inline json_t *tu_line(json_t *doc, int line)
{
    json_t *lines = json_object_get(doc, "lines"), *l;
    size_t i;
    json_array_foreach(lines, i, l)
        if (json_integer_value(json_object_get(l, "line")) == line)
            return l;
    cr_assert_fail("line %d is not in the trace's lines", line);
    return NULL;
}

static inline double tu_num(json_t *o, const char *key)
{
    json_t *v = json_object_get(o, key);
    cr_assert(v && json_is_number(v), "no number '%s'", key);
    return json_number_value(v);
}

static inline double tu_num2(json_t *o, const char *key, const char *sub)
{
    json_t *v = json_object_get(o, key);
    cr_assert(v && json_is_object(v), "no object '%s'", key);
    return tu_num(v, sub);
}

static inline json_t *tu_launch(json_t *doc, size_t i)
{
    json_t *l = json_array_get(json_object_get(doc, "launches"), i);
    cr_assert(l, "no launch %zu", i);
    return l;
}

/* Whether the launch's findings hold one of KIND on LINE for ACCESS ("load", "store", "branch"). */
static inline bool tu_finding(json_t *launch, const char *kind, int line, const char *access)
{
    json_t *f;
    size_t i;
    json_array_foreach(json_object_get(launch, "findings"), i, f) {
        if (!strcmp(json_string_value(json_object_get(f, "kind")), kind) &&
            json_integer_value(json_object_get(f, "line")) == line &&
            (!access || !strcmp(json_string_value(json_object_get(f, "access")), access)))
            return true;
    }
    return false;
}

static inline size_t tu_count_findings(json_t *launch, const char *kind)
{
    json_t *f;
    size_t i, n = 0;
    json_array_foreach(json_object_get(launch, "findings"), i, f)
        n += !strcmp(json_string_value(json_object_get(f, "kind")), kind);
    return n;
}

#endif
