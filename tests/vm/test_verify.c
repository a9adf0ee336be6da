/* The bytecode verifier (interp/vm/verify.c): every function the code generator makes passes
 * it (the code generator runs it on each; here on a unit with loops, calls, shared memory,
 * constants and device variables), and each kind of malformed instruction it exists to catch
 * is reported with what it is: a register past the frame, a jump out of the function, an
 * index past the program's functions, symbols or constants, an unknown opcode, a last
 * instruction that falls through. */
#include <criterion/criterion.h>
#include <string.h>

#include "interp/vm/vm.h"
#include "tests/compile_unit.h"

static const char *src =
    "__device__ int g[4];\n"
    "__device__ double scale(double v) { return v * 1.0000001; }\n"
    "__device__ int pick(int a, int b) { if (a < b) return a; return b; }\n"
    "__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }\n"
    "__global__ void k(const float *in, float *out, int n) {\n"
    "    __shared__ float s[256];\n"
    "    int t = threadIdx.x;\n"
    "    s[t] = t < n ? in[t] : 0.0f;\n"
    "    __syncthreads();\n"
    "    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {\n"
    "        if (t < stride) s[t] += s[t + stride];\n"
    "        __syncthreads();\n"
    "    }\n"
    "    if (t == 0) out[blockIdx.x] = (float)scale(s[0]) + pick(g[1], n) + fact(n & 3);\n"
    "}\n";

static compile_unit u;

static void setup(void)
{
    compile_unit_run(&u, src, "t.cu", NULL);
    cr_assert_eq(u.cg_rc, 0, "the unit compiles");
}

static void teardown(void)
{
    compile_unit_free(&u);
}

static vm_func *func(const char *name)
{
    for (size_t i = 0; i < u.prog->funcs.len; i++)
        if (!strcmp(u.prog->funcs.p[i]->name, name))
            return u.prog->funcs.p[i];
    cr_assert_fail("no function %s", name);
    return NULL;
}

/* The first instruction of F with opcode OP. */
static vm_insn *first(vm_func *f, vm_opcode op)
{
    for (uint32_t pc = f->entry; pc < f->end; pc++)
        if (u.prog->code.p[pc].op == op)
            return &u.prog->code.p[pc];
    cr_assert_fail("%s has no %s", f->name, vm_op_names[op]);
    return NULL;
}

/* F fails verification as WHAT says, once INSN is changed, and passes again once restored. */
static void fails(vm_func *f, vm_insn *insn, vm_insn bad, const char *what)
{
    char why[256];
    vm_insn good = *insn;
    *insn = bad;
    cr_expect_not(vm_verify(u.prog, f, why, sizeof why), "%s: not reported", what);
    cr_expect(strstr(why, what) != NULL, "%s: reported as \"%s\"", what, why);
    *insn = good;
    cr_expect(vm_verify(u.prog, f, why, sizeof why), "restored: %s", why);
}

TestSuite(verify, .init = setup, .fini = teardown);

Test(verify, every_function_made_passes)
{
    char why[256];
    size_t n = 0;
    for (size_t i = 0; i < u.prog->funcs.len; i++) {
        vm_func *f = u.prog->funcs.p[i];
        if (!f->defined)
            continue;
        cr_expect(vm_verify(u.prog, f, why, sizeof why), "%s: %s", f->name, why);
        n++;
    }
    cr_expect_geq(n, 4, "the kernel and its three callees");
}

Test(verify, malformed_instructions_are_reported)
{
    vm_func *k = func("k");
    vm_insn *in = first(k, OP_LDS32), bad = *in;
    bad.a = (uint16_t)k->nregs;
    fails(k, in, bad, "register a");
    bad = *in;
    bad.c = (uint16_t)u.prog->syms.len;
    fails(k, in, bad, "__shared__ symbol");
    in = first(k, OP_STS32);
    bad = *in;
    bad.d = (uint16_t)(k->nregs + 7);
    fails(k, in, bad, "register d");
    in = first(k, OP_BRK_I32);
    bad = *in;
    bad.k = (int32_t)k->end;
    fails(k, in, bad, "jump target");
    bad.k = (int32_t)k->entry - 1;
    fails(k, in, bad, "jump target");
    in = first(k, OP_CALL);
    bad = *in;
    bad.k = (int32_t)u.prog->funcs.len;
    fails(k, in, bad, "function");
    in = first(k, OP_LEA_SYM);
    bad = *in;
    bad.k = -1;
    fails(k, in, bad, "symbol");
    vm_func *scale = func("scale");
    in = first(scale, OP_LDK);
    bad = *in;
    bad.k = (int32_t)u.prog->pool.len;
    fails(scale, in, bad, "constant");
    bad = *in;
    bad.op = OP_COUNT;
    fails(scale, in, bad, "no such opcode");
    in = &u.prog->code.p[k->end - 1];
    bad = *in;
    bad.op = OP_NOP;
    fails(k, in, bad, "falls through");
}
