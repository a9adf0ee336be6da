/* test_inline_ptx.c — the bytecode inline PTX compiles to (interp/front/cg_asm.c), pinned as
 * opcode shapes: the state-space conversion of a .shared address, and the PTX semantics and
 * scope carried in the memory flags (VM_MF: order << 3 | scope << 6, with the orders of
 * builtins.h and the scopes cta 1, gpu 2, sys 3); and where its diagnostics point.
 *
 * Source: the instruction forms of seed 000 §5.4.8.2 and seed 002 §5.3.10.4.3, and
 * docs/inline-ptx.md for what is accepted.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cudarepl.h"

typedef struct {
    char out[16384];
    size_t n;
    char diags[4096];
    size_t nd;
} captured;

static void on_event(void *ctx, const cr_event *ev)
{
    captured *c = ctx;
    if (ev->kind == CR_EV_STDOUT && c->n + ev->len < sizeof c->out) {
        memcpy(c->out + c->n, ev->text, ev->len);
        c->n += ev->len;
        c->out[c->n] = 0;
    } else if (ev->kind == CR_EV_DIAG && ev->diag) {
        c->nd += (size_t)snprintf(c->diags + c->nd, sizeof c->diags - c->nd, "%d:%d: %s\n",
                                  ev->diag->line, ev->diag->col, ev->diag->message);
    }
}

/* Disassembles SRC (a file of device code); returns the status, the text in *C. */
static cr_status disasm(const char *src, captured *c)
{
    memset(c, 0, sizeof *c);
    char path[] = "/tmp/cr-inline-ptx-XXXXXX.cu";
    int fd = mkstemps(path, 3);
    cr_assert(fd >= 0);
    cr_assert_eq(write(fd, src, strlen(src)), (ssize_t)strlen(src));
    close(fd);
    cr_session *s = cr_session_new(NULL, on_event, c);
    cr_status st = cr_disasm_file(s, path);
    cr_session_free(s);
    unlink(path);
    return st;
}

/* The line of the disassembly that contains OP and was compiled from source line LINE. */
static const char *insn(const captured *c, const char *op, int line)
{
    char at[16];
    snprintf(at, sizeof at, "@%d\n", line);
    for (const char *p = c->out; (p = strstr(p, op)) != NULL; p++) {
        const char *eol = strchr(p, '\n');
        const char *a = strstr(p, at);
        if (eol && a && a + strlen(at) - 1 == eol)
            return p;
    }
    return NULL;
}

Test(inline_ptx, shared_address_becomes_generic)
{
    captured c;
    cr_assert_eq(disasm("__global__ void k(unsigned *p, unsigned s) {\n"
                        "  unsigned x;\n"
                        "  asm volatile(\"ld.shared.u32 %0, [%1];\" : \"=r\"(x) : \"r\"(s));\n"
                        "  *p = x;\n"
                        "}\n", &c), CR_OK, "%s", c.diags);
    /* the 32-bit shared address is widened, moved to the shared window, then loaded */
    const char *z = insn(&c, "ZEXT32", 3), *a = insn(&c, "ADDRPRED", 3), *l = insn(&c, "LD32", 3);
    cr_assert(z && a && l, "%s", c.out);
    cr_expect(z < a && a < l, "%s", c.out);
    cr_expect(strstr(a, ", 9 ") != NULL, "shared-to-generic is ADDRPRED 9: %s", c.out);
    cr_expect(strstr(l, ", f0 ") != NULL, "a weak load: %s", c.out);
}

Test(inline_ptx, semantics_and_scopes_in_the_flags)
{
    captured c;
    cr_assert_eq(disasm("__global__ void k(unsigned *p) {\n"
                        "  unsigned x;\n"
                        "  asm volatile(\"ld.acquire.sys.u32 %0, [%1];\" : \"=r\"(x) : \"l\"(p));\n"
                        "  asm volatile(\"st.release.gpu.global.u32 [%0], %1;\" :: \"l\"(p), \"r\"(x));\n"
                        "  asm volatile(\"st.relaxed.mmio.sys.u32 [%0], %1;\" :: \"l\"(p), \"r\"(x));\n"
                        "  asm volatile(\"fence.sc.cta;\");\n"
                        "  asm volatile(\"membar.gl;\");\n"
                        "}\n", &c), CR_OK, "%s", c.diags);
    const char *ld = insn(&c, "LD32", 3), *st = insn(&c, "ST32", 4), *mm = insn(&c, "ST32", 5);
    const char *f1 = insn(&c, "FENCE", 6), *f2 = insn(&c, "FENCE", 7);
    cr_assert(ld && st && mm && f1 && f2, "%s", c.out);
    cr_expect(strstr(ld, "f208 ") != NULL, "acquire (2) sys (3): %s", c.out);
    cr_expect(strstr(st, "f152 ") != NULL, "release (3) gpu (2): %s", c.out);
    cr_expect(strstr(mm, "f200 ") != NULL, "relaxed (1) sys (3): %s", c.out);
    cr_expect(strstr(f1, "f104 ") != NULL, "sc (5) cta (1): %s", c.out);
    cr_expect(strstr(f2, "f168 ") != NULL, "sc (5) gpu (2): %s", c.out);
}

Test(inline_ptx, atomics_and_barrier)
{
    captured c;
    cr_assert_eq(disasm("__global__ void k(int *p) {\n"
                        "  int o;\n"
                        "  asm volatile(\"atom.global.add.s32 %0, [%1], 1;\" : \"=r\"(o) : \"l\"(p));\n"
                        "  asm volatile(\"red.release.gpu.add.u64 [%0], %1;\" :: \"l\"(p), \"l\"(2ull));\n"
                        "  asm volatile(\"bar.sync 0;\");\n"
                        "  *p = o;\n"
                        "}\n", &c), CR_OK, "%s", c.diags);
    const char *a = insn(&c, "ATOM", 3), *r = insn(&c, "ATOM", 4), *b = insn(&c, "BAR", 5);
    cr_assert(a && r && b, "%s", c.out);
    /* k = ATOM_ADD (0); the flags */
    cr_expect(strstr(a, ", 0, f136 ") != NULL, "add, relaxed (1) gpu (2): %s", c.out);
    cr_expect(strstr(r, ", 0, f152 ") != NULL, "add, release (3) gpu (2): %s", c.out);
}

Test(inline_ptx, diagnostics_point_into_the_template)
{
    captured c;
    cr_expect_eq(disasm("__global__ void k(int *p) {\n"
                        "  int x = 0;\n"
                        "  asm(\"fence.sc.gpu; match.any.sync.b32 %0, %0, 1;\" : \"=r\"(x));\n"
                        "  *p = x;\n"
                        "}\n", &c), CR_ERR_COMPILE);
    /* the template's '"' is at column 7; match starts 14 characters into the template */
    cr_expect(strstr(c.diags, "3:22: inline PTX instruction 'match' is not supported") != NULL,
              "%s", c.diags);
}

/* A block's predicate is a 32-bit row set by the comparison; selp is SEL; a guard @!q jumps
 * over its instruction when q is true, to a reconvergence point (JOIN); mul.hi.u32 is the
 * intrinsic of __umulhi (docs/inline-ptx.md). */
Test(inline_ptx, predicates_guards_and_intrinsics)
{
    captured c;
    cr_assert_eq(disasm("__global__ void k(unsigned *p, unsigned a, unsigned b) {\n"
                        "  unsigned r;\n"
                        "  asm(\"{ .reg .pred q; setp.lt.u32 q, %1, %2; selp.u32 %0, %1, %2, q; "
                        "@!q mul.hi.u32 %0, %1, %2; }\" : \"=r\"(r) : \"r\"(a), \"r\"(b));\n"
                        "  *p = r;\n"
                        "}\n", &c), CR_OK, "%s", c.diags);
    const char *lt = insn(&c, "LT_U32", 3), *sel = insn(&c, "SEL", 3);
    const char *br = insn(&c, "BRNZ", 3), *mh = insn(&c, "INTRIN", 3), *join = insn(&c, "JOIN", 3);
    cr_assert(lt && sel && br && mh && join, "%s", c.out);
    cr_expect(lt < sel && sel < br && br < mh && mh < join, "%s", c.out);
}
