/* test_limits.c — the device front end ends, promptly and with one clear error, on inputs that
 * used to crash it or hang it (issue 18): brackets, statements and operators nested 10^5 deep
 * (a C stack overflow before: the parser had no depth limit), declarations whose only
 * specifier is a qualifier, a stray '}' at file scope, a member function with qualifiers.
 * The limits follow clang: "bracket nesting level exceeded maximum of 256"
 * (-fbracket-depth=256), and "a type specifier is required for all declarations".
 */
#include <criterion/criterion.h>
#include <string.h>

#include "interp/front/pp.h"
#include "tests/compile_unit.h"

/* the interrupt flag every parse here watches (Ctrl-C's, in a session) */
static volatile sig_atomic_t interrupted;

/* Lexes, parses and generates TEXT; returns every diagnostic, "line:col: message", one a line. */
static char *compile(const char *text, parse_status *st)
{
    compile_unit u;
    compile_unit_run(&u, text, "t.cu", &interrupted);
    *st = u.st;
    char *s = compile_unit_messages(&u);
    compile_unit_free(&u);
    return s;
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

/* Template instances (issue 18: "template instantiation depth and count"). The depth is
 * nvcc's (200; its message, "excessive recursion at instantiation of ...", from an H200
 * machine's nvcc 13): a recursion that ends within it compiles, one without an end
 * stops the whole parse with one error (or, where the C stack is smaller than the depth needs,
 * as in a sanitizer build, with the stack's own error: never a crash). */
Test(limits, template_depth, .timeout = 20)
{
    parse_status st;
    char *d = compile("template <int N> struct fact { static const int v = N * fact<N - 1>::v; };\n"
                      "template <> struct fact<0> { static const int v = 1; };\n"
                      "template <int N> __device__ int f() { return N + f<N - 1>(); }\n"
                      "template <> __device__ int f<0>() { return 0; }\n"
                      "__global__ void k(int *p) { p[0] = fact<10>::v; p[1] = f<150>(); }\n", &st);
    cr_expect_eq(st, PARSE_OK, "%s", d);
    free(d);
    /* (C<N + 1> *next alone would not recurse: a pointer member does not make its class) */
    d = compile("template <int N> struct C { static const int v = C<N + 1>::v; };\n"
                "__global__ void k(int *p) { p[0] = C<1>::v; }\n", &st);
    cr_expect_eq(st, PARSE_ERRORS);
    cr_expect(strstr(d, "excessive recursion at instantiation of 'C<201>'") ||
              strstr(d, "nesting too deep: the front end's stack is used up"), "%s", d);
    cr_expect_eq(strchr(d, '\n') - d + 1, (long)strlen(d), "more than one error:\n%.2000s", d);
    free(d);
}

/* 41 x 41 x 41 instances (W<N - 1, M, K>, W<N, M - 1, K>, W<N, M, K - 1>, each stopping at
 * 0, made by naming their static members), never more than 120 deep: the count stops it. */
Test(limits, template_count, .timeout = 20)
{
    expect_one_error("template <int N, int M, int K> struct W { static const int z = 0; "
                     "static const int a = W<(N > 0 ? N - 1 : 0), M, K>::z + "
                     "W<N, (M > 0 ? M - 1 : 0), K>::z + W<N, M, (K > 0 ? K - 1 : 0)>::z; };\n"
                     "__global__ void k(int *p) { p[0] = W<40, 40, 40>::a; }\n",
                     "more than 10000 template instantiations (the front end's limit)");
}

/* Ctrl-C and a Jupyter interrupt stop a compilation as they stop a kernel: the parse and the
 * preprocessor end with one error, "interrupted". */
Test(limits, interrupt_parse, .timeout = 10)
{
    interrupted = 1;
    expect_one_error("__global__ void k(int *p) { *p = 1; }\n", "1:17: interrupted");
    interrupted = 0;
}

Test(limits, interrupt_preprocessor, .timeout = 10)
{
    char *text = repeat("#define A x x x x x x x x x x\nint v = sizeof(int\n", "A A A A A\n", 10000,
                        ");\n");
    volatile sig_atomic_t flag = 0;
    sess_diags d;
    sess_diags_init(&d);
    lex_pp_input in = {"t.cu", text, LEX_PP_DEVICE, NULL, NULL, NULL, NULL, NULL, &flag, NULL, false};
    char *out = lex_preprocess(&in, &d); /* not interrupted: the text */
    cr_expect(out && strlen(out) > 100000);
    free(out);
    cr_expect_eq(d.list.len, 0);
    flag = 1;
    out = lex_preprocess(&in, &d);
    cr_expect_null(out);
    cr_assert_eq(d.list.len, 1);
    cr_expect(strstr(d.list.p[0].message, "interrupted"), "%s", d.list.p[0].message);
    sess_diags_free(&d);
    free(text);
}

/* A diagnostic on a 10 MB line shows the 160 columns around its column, not the line (the
 * Jupyter reply of such an error carried the whole line: 100 MB). */
Test(limits, long_source_line)
{
    char *line = repeat("", "ab", 5000000, "");
    cr_diag dg = {"t.cu", 1, 1000001, CR_SEV_ERROR, "x", line};
    sess_buf b = {0};
    sess_diag_format(&b, &dg, 0);
    char *lines[3];
    char *p = b.p;
    for (int i = 0; i < 3; i++) {
        lines[i] = p;
        p = strchr(p, '\n');
        cr_assert_not_null(p);
        *p++ = 0;
    }
    cr_expect_str_eq(lines[0], "t.cu:1:1000001: error: x");
    cr_expect_eq(strlen(lines[1]), 3 + 160 + 3, "%zu", strlen(lines[1]));
    cr_expect(!strncmp(lines[1], "...", 3) && !strcmp(lines[1] + 163, "..."), "%.200s", lines[1]);
    /* the caret is under column 1000001: 'a' (odd columns are 'a') */
    size_t caret = strlen(lines[2]) - 1;
    cr_expect_eq(lines[2][caret], '^');
    cr_expect_eq(lines[1][caret], 'a');
    cr_expect_eq(caret, 3 + 79); /* the window starts 80 columns before column 1000001 */
    sess_buf_free(&b);
    free(line);
}
