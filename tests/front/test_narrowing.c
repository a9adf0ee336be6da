/* test_narrowing.c — the device front end's diagnostics for narrowing conversions in braced
 * initialisation (C++17 [dcl.init.list] p7), against what nvcc 13 (-arch=sm_90 -c) printed for
 * the same lines: the same words at the same line and column (nvcc's numbers, #2361-D,
 * #2364-D, #69-D and #68-D, are not part of them). nvcc warns and compiles; so does cudarepl.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "tests/compile_unit.h"

/* Lexes, parses and generates TEXT; every diagnostic, "line:col: message", one a line (NULL:
 * the parse failed). */
static char *compile(const char *text)
{
    compile_unit u;
    compile_unit_run(&u, text, "t.cu", NULL);
    char *s = u.st == PARSE_OK ? compile_unit_messages(&u) : NULL;
    compile_unit_free(&u);
    return s;
}

/* nvcc 13 printed, for this text:
 *   t.cu(3): warning #2361-D: invalid narrowing conversion from "unsigned int" to "int"
 *         int a{u};              (caret under u: column 11)
 *   t.cu(4): warning #2361-D: invalid narrowing conversion from "double" to "int"
 *   t.cu(5): warning #2361-D: invalid narrowing conversion from "unsigned int" to "int"
 *         P p{u, 'a'};           (column 9)
 *   t.cu(6): warning #69-D: integer conversion resulted in truncation
 *   t.cu(7): warning #68-D: integer conversion resulted in a change of sign
 *   t.cu(8): warning #2364-D: invalid narrowing conversion from "int" to "float": constant
 *            value cannot be represented exactly in destination type
 *   t.cu(9): warning #2361-D: invalid narrowing conversion from "double" to "float"
 *   t.cu(10): warning #2361-D: invalid narrowing conversion from "int" to "char"
 * and nothing for lines 11 to 14 (widening, and constants that fit). */
Test(narrowing, nvcc_words_and_places)
{
    char *d = compile("struct P { int a; char c; };\n"
                      "__global__ void k(int *o, unsigned u, double d, int i) {\n"
                      "    int a{u};\n"
                      "    int b{d};\n"
                      "    P p{u, 'a'};\n"
                      "    char c{300};\n"
                      "    unsigned v{-1};\n"
                      "    float f{16777217};\n"
                      "    float g{d * 2};\n"
                      "    char h{i + 1};\n"
                      "    long l{u};\n"
                      "    int k{2};\n"
                      "    unsigned char uc{255};\n"
                      "    float e{2.5};\n"
                      "    *o = a + b + p.a + c + (int)v + (int)f + (int)g + h + (int)l + k + uc + (int)e;\n"
                      "}\n");
    cr_assert_not_null(d);
    cr_expect_str_eq(d, "3:11: invalid narrowing conversion from \"unsigned int\" to \"int\"\n"
                        "4:11: invalid narrowing conversion from \"double\" to \"int\"\n"
                        "5:9: invalid narrowing conversion from \"unsigned int\" to \"int\"\n"
                        "6:12: integer conversion resulted in truncation\n"
                        "7:16: integer conversion resulted in a change of sign\n"
                        "8:13: invalid narrowing conversion from \"int\" to \"float\": constant value "
                        "cannot be represented exactly in destination type\n"
                        "9:13: invalid narrowing conversion from \"double\" to \"float\"\n"
                        "10:12: invalid narrowing conversion from \"int\" to \"char\"\n");
    free(d);
}

/* A constructor's braced arguments narrow too; parentheses and '=' do not (nvcc: one warning,
 * line 4, "invalid narrowing conversion from "double" to "int"", column 9). */
Test(narrowing, constructor_lists_only)
{
    char *d = compile("struct W { __device__ W(int x) : v(x) {} int v; };\n"
                      "__global__ void k(int *o, double d, unsigned u) {\n"
                      "    W a(d);\n"
                      "    W b{d};\n"
                      "    int c = u;\n"
                      "    int e(d);\n"
                      "    *o = a.v + b.v + c + e;\n"
                      "}\n");
    cr_assert_not_null(d);
    cr_expect_str_eq(d, "4:9: invalid narrowing conversion from \"double\" to \"int\"\n");
    free(d);
}
