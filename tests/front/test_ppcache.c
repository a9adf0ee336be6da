/* test_ppcache.c — the preprocessor's image of a REPL session's prelude (pp.c, "The prelude's
 * image"): a text after the prelude preprocesses, with the image, to the text the whole prelude
 * gives. Every cache here is made with its check on, which preprocesses each text it serves
 * in full as well and reports any difference as an error; so each test expects no error, and
 * counts what the cache served and made. What the expansions must be is C's preprocessor
 * (C11 6.10.3; the GNU ', ## __VA_ARGS__' extension): g++ -E gives the same for each.
 */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdbool.h>
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

/* PATH := "#define LEVEL V" (a user's header, written again between cells) */
static void write_level(const char *path, int v)
{
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fprintf(f, "#define LEVEL %d\n", v);
    fclose(f);
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

/* A text with directives (a new #define, #include, #if) is served after the image as well:
 * what its directives see of the prelude is the prelude's macros, include guards among them,
 * which the image has. Only __COUNTER__, which counts on from the prelude's uses, takes the
 * whole prelude. Without a folder for images on disk, a first text with directives makes no
 * image (a program's file: it would not be used again); a plain one does. */
Test(ppcache, texts_with_directives_after_the_image, .init = setup)
{
    lex_pp_cache *c = lex_pp_cache_new(true);
    const char *pre = "#include <stdio.h>\n#define LEVEL 1\n";
    expect_pp(c, LEX_PP_HOST_CXX, pre, "#define Q 5\nint q = Q;", "int q = 5;");
    cr_expect_eq(builds(c), 0);
    expect_pp(c, LEX_PP_HOST_CXX, pre, "const char *h = \"#define\"; char q = '#';",
              "const char *h = \"#define\"; char q = '#';");
    cr_expect_eq(builds(c), 1);
    expect_pp(c, LEX_PP_HOST_CXX, pre, "#undef LEVEL\n#define LEVEL 2\nint a = LEVEL;", "int a = 2;");
    expect_pp(c, LEX_PP_HOST_CXX, pre, "  #  if LEVEL > 0\nint b;\n#endif", "int b;");
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int x = 1;\n%: define Q 3\nint c = Q;", "int c =");
    /* stdio.h again: its guard is among the image's macros (nothing of it twice) */
    expect_pp(c, LEX_PP_HOST_CXX, pre, "#include <stdio.h>\n#include <assert.h>\nint d = EOF;",
              "int d = (-1);");
    cr_expect_eq(hits(c), 4);
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int k = __COUNTER__;", "int k = 0;");
    cr_expect_eq(hits(c), 4);
    cr_expect_eq(builds(c), 1);
    lex_pp_cache_free(c);
}

/* ---- Images on disk ------------------------------------------------------------------------ */

static char disk[] = "/tmp/cr-ppdisk-XXXXXX";

static void setup_disk(void)
{
    setup();
    cr_assert(mkdtemp(disk));
}

static void teardown_disk(void)
{
    char cmd[PATH_MAX];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", disk);
    cr_expect_eq(system(cmd), 0);
}

static lex_pp_cache *disk_cache(void)
{
    lex_pp_cache *c = lex_pp_cache_new(true);
    lex_pp_cache_set_dir(c, disk);
    return c;
}

/* A program's run is one process and one text a pass: the image it makes goes to disk, and
 * the next process's cache serves its text from there, a program's file with its directives
 * included (the check compares each with the whole preprocessing). */
Test(ppcache, an_image_on_disk_serves_the_next_process, .init = setup_disk, .fini = teardown_disk)
{
    const char *pre = "#include <stdio.h>\n#define LEVEL 3\n";
    const char *prog = "#include <stdlib.h>\n#define TWICE(x) ((x) * 2)\nint a = TWICE(LEVEL);";
    for (int m = 0; m < 2; m++) {
        lex_pp_mode mode = m ? LEX_PP_HOST_CXX : LEX_PP_DEVICE;
        lex_pp_cache *first = disk_cache();
        expect_pp(first, mode, pre, prog, "int a = ((3) * 2);");
        cr_expect_eq(builds(first), 1);
        cr_expect_eq(lex_pp_cache_loads(first), 0);
        lex_pp_cache_free(first);
        lex_pp_cache *next = disk_cache();
        expect_pp(next, mode, pre, prog, "int a = ((3) * 2);");
        expect_pp(next, mode, pre, "int b = LEVEL;", "int b = 3;");
        cr_expect_eq(builds(next), 0);
        cr_expect_eq(lex_pp_cache_loads(next), 1);
        cr_expect_eq(hits(next), 2);
        lex_pp_cache_free(next);
    }
}

/* An image on disk is used only while it is the image it would be now: not after a header it
 * read changed, not for another key (a .cpp file's pass, which has no cuda_runtime.h), not when
 * its file does not read back whole. Each time the image made instead replaces it. */
Test(ppcache, a_stale_or_damaged_image_on_disk_is_made_again, .init = setup_disk, .fini = teardown_disk)
{
    char path[PATH_MAX], pre[PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/level.h", disk);
    snprintf(pre, sizeof pre, "#include \"%s\"\n", path);
    write_level(path, 1);
    lex_pp_cache *c = disk_cache();
    expect_pp(c, LEX_PP_HOST_CXX, pre, "#if LEVEL\nint a = LEVEL;\n#endif", "int a = 1;");
    lex_pp_cache_free(c);
    write_level(path, 22);
    c = disk_cache();
    expect_pp(c, LEX_PP_HOST_CXX, pre, "#if LEVEL\nint a = LEVEL;\n#endif", "int a = 22;");
    cr_expect_eq(lex_pp_cache_loads(c), 0);
    cr_expect_eq(builds(c), 1);
    lex_pp_cache_free(c);
    /* another key: a host-only file */
    c = disk_cache();
    sess_diags d;
    sess_diags_init(&d);
    lex_pp_input in = {"<cell>", "int h = LEVEL;", LEX_PP_HOST_CXX, include_dir, ".", NULL, NULL, pre,
                       NULL, c, true};
    char *out = lex_preprocess(&in, &d);
    cr_assert(out && strstr(out, "int h = 22;") && !strstr(out, "cuda_runtime.h"));
    cr_expect_eq(d.nerrors, 0);
    cr_expect_eq(lex_pp_cache_loads(c), 0);
    free(out);
    sess_diags_free(&d);
    lex_pp_cache_free(c);
    /* every image file cut to half its length */
    char cmd[PATH_MAX * 2];
    snprintf(cmd, sizeof cmd, "for f in '%s'/pp-*; do truncate -s $(( $(stat -c %%s \"$f\") / 2 )) \"$f\"; done",
             disk);
    cr_assert_eq(system(cmd), 0);
    c = disk_cache();
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int b = LEVEL;", "int b = 22;");
    cr_expect_eq(lex_pp_cache_loads(c), 0);
    cr_expect_eq(builds(c), 1);
    lex_pp_cache_free(c);
    c = disk_cache(); /* (and the one made then is whole) */
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int b = LEVEL;", "int b = 22;");
    cr_expect_eq(lex_pp_cache_loads(c), 1);
    lex_pp_cache_free(c);
}

/* An image that cannot serve (a prelude's header with `#pragma once`, which libtcc remembers
 * apart from macros) is kept on disk as that: the next process preprocesses its text in full at
 * once, without making the image again (its -dD run) to find it unusable. */
Test(ppcache, an_unusable_image_on_disk_is_not_made_again, .init = setup_disk, .fini = teardown_disk)
{
    char path[PATH_MAX], pre[PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/once.h", disk);
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fputs("#pragma once\n#define LEVEL 5\n", f);
    fclose(f);
    snprintf(pre, sizeof pre, "#include \"%s\"\n", path);
    lex_pp_cache *c = disk_cache();
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int a = LEVEL;", "int a = 5;");
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int b = LEVEL;", "int b = 5;");
    cr_expect_eq(builds(c), 1);
    cr_expect_eq(hits(c), 0);
    lex_pp_cache_free(c);
    c = disk_cache();
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int c = LEVEL;", "int c = 5;");
    cr_expect_eq(lex_pp_cache_loads(c), 1);
    cr_expect_eq(builds(c), 0);
    cr_expect_eq(hits(c), 0);
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
    write_level(path, 1);
    lex_pp_cache *c = lex_pp_cache_new(true);
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int a = LEVEL;", "int a = 1;");
    expect_pp(c, LEX_PP_HOST_CXX, pre, "int b = LEVEL;", "int b = 1;");
    write_level(path, 22);
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
