/* test_templates.c — what the device front end says about class templates whose instance
 * cannot be made: the error in the template, then a note at the use that asked for the
 * instance (as clang's "in instantiation of ... requested here"), so that a static_assert in a
 * library header (<cooperative_groups.h>: thread_block_tile<12>) points back at the user's
 * line. And a derived object is passed by value as its base only when the base is not
 * polymorphic (slicing would keep the derived class's dynamic type).
 */
#include <criterion/criterion.h>
#include <string.h>

#include "tests/compile_unit.h"

/* Lexes, parses and generates TEXT; returns every diagnostic, "line:col: message", one a line. */
static char *compile(const char *text)
{
    compile_unit u;
    compile_unit_run(&u, text, "t.cu", NULL);
    char *s = compile_unit_messages(&u);
    compile_unit_free(&u);
    return s;
}

Test(templates, failed_instance_notes_the_use)
{
    char *d = compile("template <unsigned N> struct tile {\n"
                      "    static_assert((N & (N - 1)) == 0, \"N must be a power of two\");\n"
                      "    __device__ unsigned size() const { return N; }\n"
                      "};\n"
                      "__global__ void k(unsigned *o) {\n"
                      "    tile<12> t;\n"
                      "    *o = t.size();\n"
                      "}\n");
    cr_expect_str_eq(d, "2:19: static assertion failed: N must be a power of two\n"
                        "6:5: in instantiation of 'tile<12>' required here\n");
    free(d);
}

Test(templates, good_instance_says_nothing)
{
    char *d = compile("namespace ns { template <unsigned N> struct tile {\n"
                      "    static_assert((N & (N - 1)) == 0, \"N must be a power of two\");\n"
                      "    __device__ unsigned size() const { return N; }\n"
                      "}; }\n"
                      "template <unsigned N> __device__ unsigned f(ns::tile<N> t) { return N + t.size(); }\n"
                      "__global__ void k(unsigned *o) {\n"
                      "    ns::tile<16> t;\n"
                      "    *o = f(t);\n"
                      "}\n");
    cr_expect_str_eq(d, "");
    free(d);
}

/* A derived object passed as its polymorphic base by value is sliced, as C++ copies it (the copy
 * is a B: cxx/polymorphic-slicing.cu has what it does); no error. */
Test(templates, polymorphic_base_by_value_is_sliced)
{
    char *d = compile("struct B { int x; __device__ virtual int f() const { return 1; } };\n"
                      "struct D : B { __device__ int f() const override { return 2; } };\n"
                      "__device__ int g(B b) { return b.x + b.f(); }\n"
                      "__global__ void k(int *o) { D d; d.x = 4; *o = g(d); }\n");
    cr_expect_str_eq(d, "");
    free(d);
}
