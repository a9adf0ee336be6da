/* test_library.c — the host pass parses the body of a function that a library header (a file
 * under the context's library folder: cudarepl's include/) defines only when the program uses
 * the function: called, or named for its address. A body no one uses costs no parsing, as in
 * the REPL cell that includes cuda_runtime.h's hundreds of functions to call two of them; the
 * program's own functions are parsed where they stand, errors and all.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "interp/front/lex.h"
#include "interp/front/parse.h"

/* What the host pass of TEXT says (its diagnostics, "file:line: message" each), then which
 * functions the unit has bodies for (" name" each), with LIB as the library folder. */
static char *host_pass(const char *text, const char *lib)
{
    sess_arena arena;
    sess_arena_init(&arena);
    ty_basics basics;
    ty_basics_init(&basics);
    sess_diags diags;
    sess_diags_init(&diags);
    parse_ctx *pc = parse_ctx_new(&arena, &basics);
    parse_ctx_set_library_dir(pc, lib);
    lex_tokens toks;
    parse_unit unit = {0};
    if (lex_tokenize(text, "t.cu", &arena, &diags, &toks))
        parse_unit_host(pc, toks, &diags, &unit);
    sess_buf out = {0};
    for (size_t i = 0; i < diags.list.len; i++)
        sess_buf_printf(&out, "%s:%d: %s\n", diags.list.p[i].file, diags.list.p[i].line,
                        diags.list.p[i].message);
    sess_buf_puts(&out, "bodies:");
    for (size_t i = 0; i < unit.host_funcs.len; i++)
        if (unit.host_funcs.p[i]->body)
            sess_buf_printf(&out, " %s", unit.host_funcs.p[i]->name);
    parse_unit_free(&unit);
    parse_ctx_free(pc);
    sess_diags_free(&diags);
    ty_basics_free(&basics);
    sess_arena_free(&arena);
    return sess_buf_take(&out);
}

static const char header[] = "# 1 \"/lib/h.h\"\n"
                             "inline int twice(int x) { return 2 * x; }\n"
                             "inline int broken(int x) { return missing + x; }\n"
                             "inline int thrice(int x) { return 3 * x; }\n"
                             "inline int apply(int (*f)(int), int x) { return f(x); }\n"
                             "# 1 \"t.cu\"\n";

Test(library, bodies_wait_for_a_use)
{
    char text[1024];
    snprintf(text, sizeof text, "%sint main() { return twice(1) + apply(thrice, 2); }\n", header);
    char *s = host_pass(text, "/lib");
    /* broken's body was never parsed: its error is not the program's */
    cr_expect_str_eq(s, "bodies: twice thrice apply main");
    free(s);
}

Test(library, a_used_body_says_its_errors)
{
    char text[1024];
    snprintf(text, sizeof text, "%sint main() { return broken(1); }\n", header);
    char *s = host_pass(text, "/lib");
    cr_expect_str_eq(s, "/lib/h.h:2: use of undeclared identifier 'missing'\n"
                        "bodies: broken main");
    free(s);
}

Test(library, other_files_are_parsed_where_they_stand)
{
    char text[1024];
    snprintf(text, sizeof text, "%sint main() { return 0; }\n", header);
    char *s = host_pass(text, "/elsewhere");
    cr_expect_str_eq(s, "/lib/h.h:2: use of undeclared identifier 'missing'\n"
                        "bodies: twice broken thrice apply main");
    free(s);
}
