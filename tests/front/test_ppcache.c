/* test_ppcache.c — the preprocessor's image of a REPL session's prelude (pp.c, "The prelude's
 * image"): a text after the prelude preprocesses, with the image, to the text the whole prelude
 * gives. Every cache here is made with its check on, which preprocesses each text it serves
 * in full as well and reports any difference as an error; so each test expects no error, and
 * counts what the cache served and made. What the expansions must be is C's preprocessor
 * (C11 6.10.3; the GNU ', ## __VA_ARGS__' extension): g++ -E gives the same for each.
 */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "interp/front/pp.h"

static char include_dir[PATH_MAX];

static void setup(void)
{
    cr_assert(lex_find_include_dir(include_dir, sizeof include_dir), "no include/ folder");
}

/* TEXT after PRELUDE through cache C in MODE: the preprocessed text, with no error reported. */
static char *pp(lex_pp_cache *c, lex_pp_mode mode, const char *prelude, const char *text)
{
    sess_diags d;
    sess_diags_init(&d);
    lex_pp_input in = {"<cell>", text, mode, include_dir, ".", NULL, NULL, prelude, NULL, c, false};
    char *out = lex_preprocess(&in, &d);
    for (size_t i = 0; i < d.list.len; i++)
        cr_log_error("%s", d.list.p[i].message);
    cr_expect_eq(d.nerrors, 0, "errors preprocessing %s", text);
    cr_assert(out);
    sess_diags_free(&d);
    return out;
}

/* The preprocessed text of TEXT contains WANT. */
static void expect_pp(lex_pp_cache *c, lex_pp_mode mode, const char *prelude, const char *text,
                      const char *want)
{
    char *out = pp(c, mode, prelude, text);
    const char *own = strstr(out, "\"<cell>\"");
    cr_expect(own && strstr(own, want), "'%s' gives no '%s'", text, want);
    free(out);
}

static unsigned long hits(lex_pp_cache *c)
{
    unsigned long h, b;
    lex_pp_cache_counts(c, &h, &b);
    return h;
}

static unsigned long builds(lex_pp_cache *c)
{
    unsigned long h, b;
    lex_pp_cache_counts(c, &h, &b);
    return b;
}

/* Macros that -dD writes in a form of its own: pasting, variadic parameters, stringizing,
 * push_macro/pop_macro, #undef, and one that glibc's headers define after the prelude's. */
static const char *const tricky =
    "#include <stdio.h>\n#include <assert.h>\n"
    "#define CAT(a, b) a##b\n"
    "#define CAT3(a, b, c) a ## b ## c\n"
    "#define SHOW(fmt, ...) printf(\"[\" fmt \"]\\n\", ##__VA_ARGS__)\n"
    "#define ALL(...) g(__VA_ARGS__)\n"
    "#define STR(x) #x\n"
    "#define XSTR(x) STR(x)\n"
    "#define V a+b  -  c\n"
    "#define ODD \"q\\\"u ## o\\\\te\"\n"
    "#define LEVEL 1\n"
    "#pragma push_macro(\"LEVEL\")\n"
    "#undef LEVEL\n"
    "#define LEVEL 7\n"
    "#pragma pop_macro(\"LEVEL\")\n"
    "#define GONE 1\n#undef GONE\n";

Test(ppcache, serves_the_cells_after_the_first, .init = setup)
{
    lex_pp_cache *c = lex_pp_cache_new(true);
    for (int m = 0; m < 2; m++) {
        lex_pp_mode mode = m ? LEX_PP_HOST_CXX : LEX_PP_DEVICE;
        expect_pp(c, mode, tricky, "int v = CAT(x, y) + CAT3(p, q, r);", "int v = xy + pqr;");
        expect_pp(c, mode, tricky, "SHOW(\"a\"); SHOW(\"b\", 1, 2); ALL(); ALL(1,2);",
                  "printf(\"[\" \"a\" \"]\\n\"); printf(\"[\" \"b\" \"]\\n\",1, 2); g(); g(1,2);");
        expect_pp(c, mode, tricky, "const char *s = XSTR(V) XSTR(ODD) STR(a  +  b);",
                  "\"a+b - c\" \"\\\"q\\\\\\\"u ## o\\\\\\\\te\\\"\" \"a + b\"");
        expect_pp(c, mode, tricky, "int l = LEVEL, gone = GONE;", "int l = 1, gone = GONE;");
        expect_pp(c, mode, tricky, "int n = (int)NULL; size_t z = sizeof(FILE); assert(l);", "int n =");
    }
    /* one image a mode, made by the first text; the other texts served */
    cr_expect_eq(builds(c), 2);
    cr_expect_eq(hits(c), 8);
    lex_pp_cache_free(c);
}

/* A directive in the text (a new #define, #include, #if) is preprocessed in full: the next
 * cell's prelude has it. A '#' in a literal is no directive. So is __COUNTER__, which counts on
 * from the prelude's uses. */
Test(ppcache, texts_with_directives_in_full, .init = setup)
{
    lex_pp_cache *c = lex_pp_cache_new(true);
    const char *pre = "#define LEVEL 1\n";
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int a = LEVEL;", "int a = 1;");
    expect_pp(c, LEX_PP_HOST_CXX, pre, "#undef LEVEL\n#define LEVEL 2\nint a = LEVEL;", "int a = 2;");
    expect_pp(c, LEX_PP_HOST_CXX, pre, "  #  if LEVEL > 0\nint b;\n#endif", "int b;");
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int x = 1;\n%: define Q 3\nint c = Q;", "int c =");
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int k = __COUNTER__;", "int k = 0;");
    cr_expect_eq(hits(c), 0);
    expect_pp(c, LEX_PP_HOST_CXX, pre, "const char *h = \"#define\"; char q = '#';",
              "const char *h = \"#define\"; char q = '#';");
    cr_expect_eq(hits(c), 1);
    lex_pp_cache_free(c);
}

/* A cell that defines or undefines a macro, or includes a header, changes the prelude: the
 * next text after it is preprocessed with a new image, which has the change. */
Test(ppcache, a_new_prelude_makes_a_new_image, .init = setup)
{
    lex_pp_cache *c = lex_pp_cache_new(true);
    const char *p1 = "#include <stdio.h>\n#define LEVEL 1\n";
    const char *p2 = "#include <stdio.h>\n#define LEVEL 1\n#undef LEVEL\n#define LEVEL 2\n";
    const char *p3 = "#include <stdio.h>\n#define LEVEL 1\n#undef LEVEL\n#define LEVEL 2\n"
                     "#define NDEBUG\n#include <assert.h>\n";
    expect_pp(c, LEX_PP_DEVICE, p1, "int a = LEVEL;", "int a = 1;");
    expect_pp(c, LEX_PP_DEVICE, p1, "int b = LEVEL;", "int b = 1;");
    expect_pp(c, LEX_PP_DEVICE, p2, "int c = LEVEL;", "int c = 2;");
    expect_pp(c, LEX_PP_DEVICE, p2, "int d = LEVEL; assert(d);", "assert(d);");
    expect_pp(c, LEX_PP_DEVICE, p3, "int e = LEVEL; assert(e);", "int e = 2; ((void)0);");
    expect_pp(c, LEX_PP_DEVICE, p3, "int f = LEVEL; assert(f);", "int f = 2; ((void)0);");
    cr_expect_eq(builds(c), 3);
    cr_expect_eq(hits(c), 3);
    lex_pp_cache_free(c);
}

/* A header the prelude includes that changes on disk (a user's own header, edited between
 * cells) is read again. */
Test(ppcache, a_changed_header_is_read_again, .init = setup)
{
    char dir[] = "/tmp/cr-ppcache-XXXXXX";
    cr_assert(mkdtemp(dir));
    char path[PATH_MAX], pre[PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/level.h", dir);
    snprintf(pre, sizeof pre, "#include \"%s\"\n", path);
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fputs("#define LEVEL 1\n", f);
    fclose(f);
    lex_pp_cache *c = lex_pp_cache_new(true);
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int a = LEVEL;", "int a = 1;");
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int b = LEVEL;", "int b = 1;");
    f = fopen(path, "w");
    cr_assert(f);
    fputs("#define LEVEL 22\n", f);
    fclose(f);
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int c = LEVEL;", "int c = 22;");
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int d = LEVEL;", "int d = 22;");
    cr_expect_eq(builds(c), 2);
    cr_expect_eq(hits(c), 2);
    lex_pp_cache_free(c);
    unlink(path);
    rmdir(dir);
}

/* A GNU named variadic parameter (`args...`) is one that -dD writes as a plain parameter: a
 * prelude that defines one is preprocessed in full for every text. */
Test(ppcache, named_variadic_macros_in_full, .init = setup)
{
    lex_pp_cache *c = lex_pp_cache_new(true);
    const char *pre = "#define LOG(args...) f(args)\n";
    expect_pp(c, LEX_PP_DEVICE, pre, "LOG(1, 2);", "f(1, 2);");
    expect_pp(c, LEX_PP_DEVICE, pre, "LOG(3, 4, 5);", "f(3, 4, 5);");
    cr_expect_eq(hits(c), 0);
    lex_pp_cache_free(c);
}
