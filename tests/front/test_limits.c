/* test_limits.c — the device front end ends, promptly and with one clear error, on inputs that
 * used to crash it or hang it (issue 18): brackets, statements and operators nested 10^5 deep
 * (a C stack overflow before: the parser had no depth limit), declarations whose only
 * specifier is a qualifier, a stray '}' at file scope, a member function with qualifiers.
 * The limits follow clang: "bracket nesting level exceeded maximum of 256"
 * (-fbracket-depth=256), and "a type specifier is required for all declarations".
 */
#include <criterion/criterion.h>
#include <string.h>

#include "interp/front/cg.h"
#include "interp/front/lex.h"
#include "interp/front/parse.h"
#include "interp/vm/vm.h"

/* Lexes, parses and generates TEXT; returns every diagnostic's message, one a line. */
static char *compile(const char *text, parse_status *st)
{
    sess_arena arena;
    sess_arena_init(&arena);
    ty_basics basics;
    ty_basics_init(&basics);
    sess_diags diags;
    sess_diags_init(&diags);
    parse_ctx *pc = parse_ctx_new(&arena, &basics);
    vm_program *prog = vm_program_new();
    lex_tokens toks;
    parse_unit unit = {0};
    *st = PARSE_ERRORS;
    if (lex_tokenize(text, "t.cu", &arena, &diags, &toks))
        *st = parse_unit_tokens(pc, toks, &diags, &unit);
    if (*st == PARSE_OK)
        cg_unit(prog, &unit, &basics, &arena, &diags);
    sess_buf out = {0};
    for (size_t i = 0; i < diags.list.len; i++)
        sess_buf_printf(&out, "%d:%d: %s\n", diags.list.p[i].line, diags.list.p[i].col,
                        diags.list.p[i].message);
    parse_unit_free(&unit);
    vm_program_free(prog);
    parse_ctx_free(pc);
    sess_diags_free(&diags);
    ty_basics_free(&basics);
    sess_arena_free(&arena);
    char *s = sess_buf_take(&out);
    return s ? s : sess_xstrdup("");
}

/* PRE, then MID repeated N times, then POST. */
static char *repeat(const char *pre, const char *mid, int n, const char *post)
{
    sess_buf b = {0};
    sess_buf_puts(&b, pre);
    for (int i = 0; i < n; i++)
        sess_buf_puts(&b, mid);
    sess_buf_puts(&b, post);
    return sess_buf_take(&b);
}

static void expect_one_error(const char *text, const char *msg)
{
    parse_status st;
    char *d = compile(text, &st);
    cr_expect_eq(st, PARSE_ERRORS, "%s", d);
    cr_expect(strstr(d, msg), "expected '%s' in:\n%.2000s", msg, d);
    cr_expect_eq(strchr(d, '\n') - d + 1, (long)strlen(d), "more than one error:\n%.2000s", d);
    free(d);
}

#define N 100000

Test(limits, nested_parentheses, .timeout = 10)
{
    char *open = repeat("__global__ void k(int *p) { *p = ", "(", N, "1");
    char *text = repeat(open, ")", N, "; }\n");
    /* k's '{' is the first level: the 256th '(' (column 34 + 255) is one too many */
    expect_one_error(text, "1:289: bracket nesting level exceeded maximum of 256");
    free(open);
    free(text);
}

Test(limits, nested_braces, .timeout = 10)
{
    char *open = repeat("__global__ void k() ", "{", N, "");
    char *text = repeat(open, "}", N, "\n");
    expect_one_error(text, "bracket nesting level exceeded maximum of 256");
    free(open);
    free(text);
}

Test(limits, nested_declarators, .timeout = 10)
{
    char *open = repeat("__global__ void k() { int ", "(", N, "q");
    char *text = repeat(open, ")", N, "; }\n");
    expect_one_error(text, "bracket nesting level exceeded maximum of 256");
    free(open);
    free(text);
}

/* Nesting without brackets: else-if chains, conditional operators, unary operators. */
Test(limits, else_if_chain, .timeout = 10)
{
    char *text = repeat("__global__ void k(int *p) { if (*p) *p = 0;", " else if (*p) *p = 1;",
                        N / 2, " }\n"); /* 10 tokens each: below the token limit */
    expect_one_error(text, "nesting too deep: more than 1024 levels");
    free(text);
}

Test(limits, conditional_chain, .timeout = 10)
{
    char *text = repeat("__global__ void k(int *p) { *p = ", "*p ? 1 : ", N, "0; }\n");
    expect_one_error(text, "nesting too deep: more than 1024 levels");
    free(text);
}

Test(limits, unary_chain, .timeout = 10)
{
    char *text = repeat("__global__ void k(int *p) { *p = ", "- ", N, "1; }\n");
    expect_one_error(text, "nesting too deep: more than 1024 levels");
    free(text);
}

/* Below the limits, deep code still compiles: 200 brackets, 1000 terms. */
Test(limits, deep_but_legal)
{
    char *open = repeat("__global__ void k(int *p) { *p = ", "(", 200, "1");
    char *text = repeat(open, "+1)", 200, "; }\n");
    parse_status st;
    char *d = compile(text, &st);
    cr_expect_eq(st, PARSE_OK, "%s", d);
    free(d);
    free(open);
    free(text);
}

/* A declaration whose only specifier is a qualifier is implicit int, an error in C++; it
 * used to dereference a null type. */
Test(limits, qualifier_only_declarations)
{
    const char *const decls[] = {"typename x;", "restrict x;", "register x;", "alignas(8) x;"};
    for (size_t i = 0; i < sizeof decls / sizeof decls[0]; i++) {
        char text[128];
        snprintf(text, sizeof text, "__global__ void k() { %s }\n", decls[i]);
        expect_one_error(text, "a type specifier is required for all declarations");
    }
}

/* A stray '}' at file scope is one error, and the parser moves on (it looped forever). */
Test(limits, stray_brace, .timeout = 10)
{
    parse_status st;
    char *d = compile("}\n__device__ int f();\n__global__ void k() { undeclared = 1; }\n", &st);
    cr_expect_eq(st, PARSE_ERRORS);
    cr_expect(strstr(d, "1:1: expected a declaration\n"), "%s", d);
    cr_expect(strstr(d, "3:23: use of undeclared identifier 'undeclared'"), "%s", d);
    free(d);
}

/* A member function with a qualifier after its parameters (its memory grew at 85 MB/s). */
Test(limits, member_function_qualifiers, .timeout = 10)
{
    parse_status st;
    char *d = compile("struct S { int x; __device__ int get() const; int y; };\n"
                      "__global__ void k(S *s) { s->y = 1; }\n", &st);
    cr_expect_eq(st, PARSE_OK, "%s", d); /* a host struct: its member function is nvcc's */
    free(d);
}

/* A 10 MB line: a string literal is one token; an expression of 5 million tokens is refused at
 * the token limit, in a fraction of a second and without the gigabytes its trees would take. */
Test(limits, ten_megabyte_line, .timeout = 10)
{
    char *str = repeat("__device__ const char *s = \"", "aaaaaaaaaa", 1000000, "\";\n");
    parse_status st;
    char *d = compile(str, &st);
    cr_expect_eq(st, PARSE_OK, "%s", d);
    free(d);
    free(str);
    char *text = repeat("__global__ void k(int *p) { *p = 1", " + 1", 2500000, "; }\n");
    expect_one_error(text, "translation unit too large: more than 1048576 tokens");
    free(text);
}

/* Found by fuzz_front: a struct with a member of its own (incomplete) type recursed forever
 * when initialised; an initialised 2^28-element array took 10 GB of initialiser nodes. */
Test(limits, struct_contains_itself, .timeout = 10)
{
    parse_status st; /* a host struct: its error is the host compiler's; the member is dropped */
    char *d = compile("struct Node { int v; Node next; };\n__device__ Node n = {1};\n", &st);
    cr_expect_eq(st, PARSE_OK, "%s", d);
    free(d);
}

Test(limits, huge_initializer, .timeout = 10)
{
    parse_status st;
    char *d = compile("__device__ int a[1 << 28] = {1};\n", &st);
    cr_expect_eq(st, PARSE_ERRORS);
    cr_expect(strstr(d, "1:29: initializer too large: cudarepl initialises at most 4194304 array "
                        "elements"), "%s", d);
    free(d);
}
