/* test_contract.c — which multiply-adds the code generator fuses into FMA instructions: those
 * nvcc -O2 (-fmad=true) fuses for sm_90, shape by shape (interp/front/contract.c has the rules).
 * Each row is a kernel body and what it compiles to, its float instructions in order: mul(x,y),
 * fma(x,y) with the names of the factors ("-a" when negated), add, sub, div, math (a math
 * built-in); d... for doubles. Each row's note is the fact it comes from: what nvcc 13
 * (-arch=sm_90 -O2) made of the same kernel, in the PTX and in the cubin's SASS (FFMA, or
 * FMUL and FADD), or the H200's output (tests/programs/device/fma-contract.cu). A body that
 * starts with "F:" is compiled as under --use_fast_math.
 */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdio.h>
#include <string.h>

#include "tests/compile_unit.h"

typedef struct {
    const char *body; /* a kernel's body, over float (or, when it starts with "D:", double)
                         a, b, c, d, e loaded from memory (or, "P:", the kernel's parameters),
                         the pointers o and x, the int n, the floats fa = x[0], fb = x[1], and
                         the device functions branchy (one branch) and store1 (a store) */
    const char *code; /* its float instructions */
    const char *fact; /* what nvcc made of it */
} shape;

static const shape shapes[] = {
    /* one expression */
    {"o[0] = a*b + c;", "fma(a,b)", "PTX fma.rn.f32"},
    {"o[0] = c + a*b;", "fma(a,b)", "PTX fma.rn.f32"},
    {"o[0] = a*b - c;", "fma(a,b)", "PTX mul, sub; SASS one FFMA"},
    {"o[0] = c - a*b;", "fma(-a,b)", "PTX mul, sub; SASS one FFMA"},
    {"o[0] = -(a*b) + c;", "fma(-a,b)", "PTX mul, sub; SASS one FFMA"},
    {"o[0] = -(a*b) - c;", "fma(-a,b)", "PTX mul, neg, sub; SASS one FFMA"},
    {"o[0] = a*b - c*d;", "mul(c,d) fma(a,b)", "SASS FMUL R9 = c*d, FFMA a*b - R9: the left product"},
    {"o[0] = a*b + c*d;", "mul(c,d) fma(a,b)", "PTX mul c*d, fma.rn a, b, that"},
    {"o[0] = a*b*c + d;", "mul(a,b) fma(?,c)", "PTX mul a*b, fma.rn that, c, d"},
    {"o[0] = a*b + c + d;", "fma(a,b) add", "PTX fma.rn, add"},
    {"o[0] = c + d + a*b;", "add fma(a,b)", "PTX add, fma.rn"},
    {"o[0] = a*2.0f + c;", "fma(a,?)", "PTX fma.rn a, 2, c"},
    {"o[0] = a/2.0f + c;", "fma(a,?)", "PTX fma.rn a, 0.5, c (a division by 2 is a multiply by 0.5)"},
    {"o[0] = a/3.0f + c;", "div add", "PTX div.rn, add"},
    {"o[0] = (a*b)*1.0f + c;", "fma(a,b)", "H200: fused (a*1 is a)"},
    {"o[0] = __fmul_rn(a, b) + c;", "math add", "PTX mul.rn, add: never fused"},
    {"o[0] = __fadd_rn(a*b, c);", "mul(a,b) math", "PTX mul, add.rn: never fused"},
    /* x += a*b */
    {"float x = c; x += a*b; o[0] = x;", "fma(a,b)", "PTX fma.rn"},
    {"float x = c; x -= a*b; o[0] = x;", "fma(-a,b)", "PTX mul, sub; SASS one FFMA"},
    {"o[0] += a*b;", "fma(a,b)", "PTX fma.rn"},
    {"o[0] -= a*b;", "fma(-a,b)", "PTX mul, sub; SASS one FFMA"},
    {"float x = a*b; x += c*d; o[0] = x;", "mul(a,b) mul(c,d) fma(a,b)", "PTX mul c*d, fma.rn a, b, that"},
    {"float x = a*b; x -= c*d; o[0] = x;", "mul(a,b) mul(c,d) fma(a,b)", "SASS FMUL c*d, FFMA a*b - that"},
    /* a product in a variable, and its other uses */
    {"float t = a*b; o[0] = t + c;", "mul(a,b) fma(a,b)", "PTX fma.rn"},
    {"float t = a*b; o[0] = t + c; o[1] = t;", "mul(a,b) add", "SASS FMUL, FADD: t is stored"},
    {"float t = a*b; o[1] = t; o[0] = t + c;", "mul(a,b) add", "SASS FMUL, FADD"},
    {"float t = a*b; o[0] = t + c; o[1] = t + d;", "mul(a,b) fma(a,b) fma(a,b)", "PTX two fma.rn"},
    {"float t = a*b; o[0] = t + c; o[1] = t - d;", "mul(a,b) fma(a,b) fma(a,b)", "PTX mul, add, sub; SASS two FFMA"},
    {"float t = a*b; o[0] = t + c; o[1] = t + d; o[2] = t + e; o[3] = t + a; o[4] = t + b;",
     "mul(a,b) fma(a,b) fma(a,b) fma(a,b) fma(a,b) fma(a,b)", "PTX mul, 5 add; SASS 5 FFMA"},
    {"float t = a*b; o[0] = (t + c) * t;", "mul(a,b) add mul(?,t)", "PTX mul, add, mul"},
    {"float t = a*b; o[0] = c - t; o[1] = -t;", "mul(a,b) sub", "SASS FMUL, FADD, FADD: -t is stored"},
    {"float t = a*b; o[0] = t + c; if (t > 0) o[1] = 1;", "mul(a,b) add", "PTX mul, add: t is compared"},
    {"float t = a*b; o[0] = fabsf(t) + c;", "mul(a,b) math add", "PTX mul, add: t is an argument"},
    {"float t = a*b; a = c; o[0] = t + a;", "mul(a,b) fma(a,b)", "PTX fma.rn with the old a"},
    {"float t = a*b, u = c*d; o[0] = t + u; o[1] = t - e;", "mul(a,b) mul(c,d) fma(c,d) sub",
     "SASS FMUL, FFMA, FADD: NVVM fuses u (t has a sub use), then t is an FMA's addend"},
    {"float t = a*b, u = c*d; o[0] = u + t; o[1] = t + e;", "mul(a,b) mul(c,d) fma(a,b) fma(a,b)",
     "PTX mul(c,d), fma(a,b,u), fma(a,b,e): NVVM fuses t, the operand of lower rank (a and b "
     "loaded first), then t + e; an H200 agrees (device/fma-contraction.cu, addend_then_add)"},
    {"float u = c*d, t = a*b; o[0] = u + t;", "mul(c,d) mul(a,b) fma(a,b)",
     "PTX mul(c,d), fma(a,b,u): the lower rank first, whatever the order of the source"},
    {"float t = a*b; float q = sqrtf(e); o[0] = t - q;", "mul(a,b) math sub",
     "PTX mul, sqrt.rn, sub; an H200 does not fuse them: the SASS square root branches to a "
     "slow path (device/fma-contraction.cu, before_sqrtf)"},
    /* one product computed twice is one product */
    {"o[0] = a*b + c; o[1] = a*b;", "mul(a,b) add mul(a,b)", "PTX mul, add (H200: not fused)"},
    {"o[0] = a*b + c; o[1] = a*b - d;", "fma(a,b) fma(a,b)", "PTX mul, add, sub; SASS two FFMA"},
    {"o[0] = a*b + c; if (d > 0) o[1] = a*b + e;", "mul(a,b) add mul(a,b) add", "SASS FMUL, FADD, FADD"},
    /* blocks: branches that stay, and ones that become selects */
    {"float t = a*b; if (c > 0) o[1] = 1; o[0] = t + d;", "mul(a,b) add", "PTX mul; bra; add"},
    {"float t = a*b; if (c > 0) d = e; o[0] = t + d;", "mul(a,b) fma(a,b)", "PTX selp, fma.rn"},
    {"float t = a*b; if (c > 0) d = e * d + 1.0f; o[0] = t + d;", "mul(a,b) fma(e,d) fma(a,b)",
     "PTX fma.rn, selp, fma.rn"},
    {"float t = a*b; if (c > 0) { d = d/e; d = d/e; } o[0] = t + d;", "mul(a,b) div div fma(a,b)",
     "PTX bra; div; fma.rn after the branch (the product is moved past it)"},
    {"float t = a*b; o[1] = 1; if (c > 0) { d = d/e; d = d/e; } o[0] = t + d;",
     "mul(a,b) div div add", "PTX mul, st, bra, add: a store keeps the product in its block"},
    {"float t = a*b; if (c > 0) { d = d/e; d = d/e; } o[1] = 1; o[0] = t + d;",
     "mul(a,b) div div fma(a,b)", "PTX fma.rn: the store is after the branch"},
    {"float t = a*b; if (c > 0) { o[1] = d; d = d/e; } o[0] = t + d;", "mul(a,b) div add",
     "PTX mul, add: a store in the branch"},
    {"float t = a*b; if (c > 0) { d = d/e; } if (d > 0) { c = c/e; } o[0] = t + d + c;",
     "mul(a,b) div div add add", "SASS FMUL between the branches, FADD, FADD: moved one region only"},
    {"float t = a*b; if (c > 0) { o[0] = t + d; o[1] = e; }", "mul(a,b) fma(a,b)",
     "PTX fma.rn in the branch (the product is moved into it)"},
    {"float t = a*b; if (c > 0) { o[1] = e; } else { o[0] = t + d; }", "mul(a,b) fma(a,b)",
     "PTX fma.rn in the else branch"},
    {"float t = a*b; o[2] = e; if (c > 0) { o[0] = t + d; o[1] = e; }", "mul(a,b) add",
     "SASS FMUL, FADD: a store before the branch"},
    {"float t = a*b; if (c > 0) o[0] = t + d; else o[0] = t - e;", "mul(a,b) sub add",
     "SASS FMUL, FADD, FADD: uses in two blocks"},
    {"float t = 0; if (c > 0) t = a*b; o[0] = t + d;", "mul(a,b) add", "PTX mul, add: a select between"},
    {"o[0] = (c > 0 ? a*b : d) + e;", "mul(a,b) add", "PTX mul, selp, add"},
    {"o[0] = a*b + (c > 0 ? d : e);", "fma(a,b)", "PTX selp, fma.rn"},
    {"o[0] = (c > 0 && d > 0) ? a*b + e : e;", "fma(a,b)", "PTX fma.rn"},
    {"o[0] = c > 0 ? a*b + d : a*b - e;", "fma(a,b) fma(a,b)", "PTX neg, selp, fma.rn"},
    {"o[0] = a*b + ((c > 0 || d > 0) ? e : 1.0f);", "fma(a,b)", "PTX selp, fma.rn"},
    {"o[0] = (c > 0 ? a : d) * b + e;", "fma(?,b)", "PTX selp, fma.rn"},
    /* loops */
    {"float s = 0; for (int k = 0; k < n; k++) s += x[k] * x[k + 1]; o[0] = s;", "fma(?,?)",
     "PTX fma.rn in the loop"},
    {"float p = a*b, s = c; for (int k = 0; k < n; k++) s += p; o[0] = s;", "mul(a,b) add",
     "PTX mul before the loop, add in it"},
    {"float s = c; for (int k = 0; k < n; k++) s += a*b; o[0] = s;", "mul(a,b) add",
     "SASS FMUL before the loop, FADD in it: a*b does not vary in the loop and is hoisted"},
    {"float t = a*b; for (int k = 0; k < n; k++) o[k] = t + d;", "mul(a,b) fma(a,b)",
     "PTX fma.rn before the loop: t + d does not vary in it"},
    {"float t = a*b; for (int k = 0; k < n; k++) d = d*e + 1.0f; o[0] = t + d;",
     "mul(a,b) fma(d,e) fma(a,b)", "PTX fma.rn after the loop (moved past it)"},
    {"float t = 0; for (int k = 0; k < n; k++) t = x[k] * x[k + 1]; o[0] = t + c;", "mul(?,?) add",
     "PTX mul in the loop, add after it"},
    {"float y = c; int k = 0; while (a*y + b < d && k < n) { y = y * e; k++; } o[0] = y;",
     "fma(a,y) mul(y,e) fma(a,y)", "PTX fma.rn in the condition (before the loop and in it)"},
    /* loops of a constant trip count are unrolled: their body is code of the block */
    {"float p = a*b, s = c; for (int k = 0; k < 8; k++) s += p; o[0] = s;", "mul(a,b) fma(a,b)",
     "SASS 8 FFMA"},
    {"float s = c; for (int k = 0; k < 4; k++) s += a*b; o[0] = s;", "fma(a,b)", "SASS 4 FFMA"},
    {"float t = a*b; for (int k = 3; k >= 0; k--) c = c * x[k]; o[0] = t + c;",
     "mul(a,b) mul(c,?) fma(a,b)", "SASS 4 FMUL, FFMA"},
    {"float p = a*b, s = c; for (int k = 0; k < 1024; k++) s += p; o[0] = s;", "mul(a,b) add",
     "SASS FMUL, FADD in the loop (not unrolled)"},
    /* math functions: their branches (builtins.h) */
    {"o[0] = a*b + sinf(c);", "mul(a,b) math add", "PTX mul; sinf's branches; add"},
    {"o[0] = sinf(c) + a*b;", "math fma(a,b)", "PTX fma.rn after sinf"},
    {"float t = a*b; float s = cosf(c); o[0] = t + s;", "mul(a,b) math add", "PTX mul; cosf; add"},
    {"float t = a*b; o[0] = t + logf(c);", "mul(a,b) math fma(a,b)", "PTX fma.rn (one region)"},
    {"float t = a*b; o[0] = t + expf(c);", "mul(a,b) math fma(a,b)", "PTX fma.rn (no branch)"},
    {"float t = a*b; o[0] = t + sqrtf(c);", "mul(a,b) math fma(a,b)", "PTX sqrt.rn, fma.rn"},
    {"float t = a*b; o[0] = t + __expf(c);", "mul(a,b) math fma(a,b)", "PTX ex2.approx, fma.rn"},
    {"float t = a*b; o[0] = t + c / d;", "mul(a,b) div fma(a,b)", "PTX div.rn, fma.rn"},
    {"float t = a*b; if (c > 0) d = sinf(d); o[0] = t + d;", "mul(a,b) math fma(a,b)",
     "PTX fma.rn after the branch around sinf"},
    {"o[0] = a*b + (c > 0 ? sinf(d) : e);", "math fma(a,b)", "PTX fma.rn after the branches"},
    /* a product of the kernel's parameters (or of one and another value) keeps no more values
       alive where it is moved: nvcc moves it to its uses, past stores and branches */
    {"P:float t = a*b; if (c > 0) o[1] = 1; o[0] = t + d;", "mul(a,b) fma(a,b)",
     "PTX st in the branch, fma.rn after it"},
    {"P:float t = a*b; o[1] = 1; if (c > 0) { d = d/e; d = d/e; } o[0] = t + d;",
     "mul(a,b) div div fma(a,b)", "PTX st, bra, fma.rn"},
    {"P:float t = a*b; if (c > 0) { d = d/e; } if (d > 0) { c = c/e; } o[0] = t + d + c;",
     "mul(a,b) div div fma(a,b) add", "PTX fma.rn after two branches"},
    {"P:float t = a*b; o[2] = e; if (c > 0) { o[0] = t + d; o[1] = e; }", "mul(a,b) fma(a,b)",
     "PTX fma.rn in the branch"},
    {"P:o[0] = a*b + sinf(c);", "math fma(a,b)", "PTX fma.rn after sinf's branches"},
    {"P:float t = a*cosf(c); float s = sinf(d); o[0] = t + s;", "math mul(a,?) math fma(a,?)",
     "PTX fma.rn after sinf's branches"},
    {"P:float l = x[0]; float t = a*l; o[1] = 1; if (c > 0) { d = d/e; d = d/e; } o[0] = t + d;",
     "mul(a,l) div div fma(a,l)", "PTX st, bra, fma.rn: one operand is a parameter"},
    {"P:float u = a/c; float t = u*b; float s = sinf(d); o[0] = t + s;", "div mul(u,b) math fma(u,b)",
     "PTX fma.rn after sinf's branches"},
    {"P:float t = a*b; o[0] = t + c; o[1] = t;", "mul(a,b) add", "PTX mul, add: t is stored"},
    {"P:float u = a/c, v = b/d; float t = u*v; float s = sinf(e); o[0] = t + s;",
     "div div mul(u,v) math fma(u,v)", "PTX fma.rn after sinf: u and v are made for t alone"},
    /* NVIDIA's simpleSurfaceWrite: u*cos (u is used later) goes past sinf, v*cos (v's last use,
       and cos's) does not */
    {"P:unsigned i = threadIdx.x; float u = i / a - 0.5f, v = i / b - 0.5f;\n"
     "o[0] = u * cosf(c) - v * sinf(c) + 0.5f; o[1] = v * cosf(c) + u * sinf(c) + 0.5f;",
     "div sub div sub math math mul(v,?) fma(u,?) add math mul(v,?) math fma(u,?) add",
     "PTX tu: mul v*sin, mul u*cos, sub after both calls (ptxas fuses u*cos); "
     "tv: mul v*cos before sinf, fma.rn u, sin, that"},
    {"P:float l = x[0]; float c2 = cosf(c); float t = l*c2; float s = sinf(d); o[0] = t + s;",
     "math mul(l,?) math add", "PTX mul; sinf; add: neither operand is a parameter"},
    /* device functions, which nvcc inlines: their branches and stores are the caller's (and
     * cudarepl inlines them too: branchy's two divisions are in the kernel's code) */
    {"float t = a*b; float u = branchy(c); o[0] = t + u;", "mul(a,b) div div fma(a,b)",
     "PTX fma.rn after the inlined branch"},
    {"float t = a*b; float u = branchy(c); float v = branchy(u + d); o[0] = t + v;",
     "mul(a,b) div div add div div add", "PTX mul, add: two inlined branches"},
    {"float t = a*b; store1(o + 2); if (c > 0) { d = d/e; d = d/e; } o[0] = t + d;",
     "mul(a,b) div div add", "PTX st, add: the inlined store"},
    /* __logf and __log10f are lg2.approx times a constant (the product of a fusion); logf and
       log10f are too under --use_fast_math ("F:"), __log2f and log2f are not */
    {"o[0] = c + __logf(a);", "math fma(?,?)", "PTX lg2.approx, fma.rn that, 0f3F317218, c"},
    {"o[0] = __log10f(a) + c;", "math fma(?,?)", "PTX lg2.approx, fma.rn that, 0f3E9A209B, c"},
    {"o[0] = __logf(a) - c;", "math fma(?,?)",
     "PTX lg2.approx, mul, sub: a product and a subtraction, which ptxas fuses"},
    {"o[0] = c * __logf(a) + 1.0f;", "math fma(c,?)",
     "PTX lg2.approx, mul that, ln 2, fma.rn c, that, 1: __logf's product is a multiplicand "
     "(one math instruction here, lg2.approx and the multiply)"},
    {"o[0] = c + __log2f(a);", "math add", "PTX lg2.approx, add"},
    {"float l = __logf(a); o[0] = l + c; o[1] = l;", "math add", "the product is stored"},
    {"o[0] = c + logf(a);", "math add",
     "PTX: logf is library code ending in its own FMA, then add.f32"},
    {"F:o[0] = c + logf(a);", "math fma(?,?)",
     "PTX --use_fast_math: lg2.approx.ftz, fma.rn.ftz that, 0f3F317218, c"},
    {"F:o[0] = c + log10f(a);", "math fma(?,?)",
     "PTX --use_fast_math: lg2.approx.ftz, fma.rn.ftz that, 0f3E9A209B, c"},
    {"F:o[0] = c + log2f(a);", "math add", "PTX --use_fast_math: lg2.approx.ftz, add.ftz"},
    /* double */
    {"D:o[0] = a*b - c*d;", "dmul(c,d) dfma(a,b)", "SASS DMUL, DFMA"},
    {"D:double t = a*b; o[0] = t + c; o[1] = t;", "dmul(a,b) dadd", "SASS DMUL, DADD"},
    {"D:double t = a*b, u = c*d; o[0] = t + u; o[1] = t - e;", "dmul(a,b) dmul(c,d) dfma(c,d) dsub",
     "SASS DMUL, DFMA, DADD"},
    {"D:o[0] = a*b + sin(c);", "dmul(a,b) math dadd", "PTX mul.f64; sin's branches; add.f64"},
    {"D:double t = a*b; o[0] = t + exp(c);", "dmul(a,b) math dfma(a,b)", "PTX fma.rn.f64 (one region)"},
    {"D:o[0] = c - a*b;", "dfma(-a,b)", "SASS one DFMA"},
    {"D:o[0] = fa*fb + c;", "mul(fa,fb) dadd", "PTX mul.f32, cvt, add.f64: never fused"},
    {"D:double y = c; y += fa*fb; o[0] = y;", "mul(fa,fb) dadd", "PTX mul.f32, add.f64"},
    {"D:o[0] = fa*b + c;", "dfma(?,b)", "PTX fma.rn.f64 (fa converted)"},
    {"D:float t = fa*fb; o[0] = t + fb;", "mul(fa,fb) fma(fa,fb)", "PTX fma.rn.f32"},
};

/* A register's name: a parameter's, a copy's, or a negated one's. */
static const char *name_of(char (*reg)[8], int nregs, int r)
{
    return r < nregs && reg[r][0] ? reg[r] : "?";
}

/* The float instructions of the kernel TEXT compiles to under FP_MODE (CG_FP_*), as shapes[]
 * writes them. */
static char *float_code(const char *text, unsigned fp_mode)
{
    compile_unit u;
    compile_unit_run_fp(&u, text, "t.cu", NULL, fp_mode);
    vm_program *prog = u.prog;
    sess_buf out = {0};
    for (size_t i = 0; i < u.diags.list.len; i++)
        sess_buf_printf(&out, "error %s ", u.diags.list.p[i].message);
    for (size_t fi = 0; fi < u.unit.funcs.len; fi++) {
        parse_func *f = u.unit.funcs.p[fi];
        if (strcmp(f->name, "k"))
            continue;
        int nregs = 4096;
        char (*reg)[8] = calloc((size_t)nregs, sizeof *reg);
        char *fixed = calloc((size_t)nregs, 1); /* a variable's register keeps its name */
        for (int list = 0; list < 2; list++)
            for (parse_var *v = list ? f->locals : f->params; v; v = v->next)
                if (v->space == SP_REG && v->reg < nregs &&
                    (v->is_param || strlen(v->name) == 1 || !strcmp(v->name, "fa") ||
                     !strcmp(v->name, "fb"))) {
                    snprintf(reg[v->reg], sizeof reg[0], "%s", v->name);
                    fixed[v->reg] = 1;
                }
        for (size_t pi = 0; pi < prog->funcs.len; pi++) {
            vm_func *vf = prog->funcs.p[pi];
            if (strcmp(vf->name, "k"))
                continue;
            for (uint32_t pc = vf->entry; pc < vf->end; pc++) {
                const vm_insn *in = &prog->code.p[pc];
                bool d64 = false;
                const char *op = NULL;
                switch (in->op) {
                case OP_MOV: case OP_MOV32:
                    if (in->d < nregs && !fixed[in->d])
                        snprintf(reg[in->d], sizeof reg[0], "%s", name_of(reg, nregs, in->a));
                    continue;
                case OP_NEG_F32: case OP_NEG_F64:
                    if (in->d < nregs && !fixed[in->d])
                        snprintf(reg[in->d], sizeof reg[0], "-%s", name_of(reg, nregs, in->a));
                    continue;
                case OP_MUL_F64: d64 = true; /* fall through */
                case OP_MUL_F32: op = "mul"; break;
                case OP_FMA_F64: d64 = true; /* fall through */
                case OP_FMA_F32: op = "fma"; break;
                case OP_ADD_F64: d64 = true; /* fall through */
                case OP_ADD_F32: op = "add"; break;
                case OP_SUB_F64: d64 = true; /* fall through */
                case OP_SUB_F32: op = "sub"; break;
                case OP_DIV_F64: d64 = true; /* fall through */
                case OP_DIV_F32: op = "div"; break;
                case OP_MATH_F32: case OP_MATH_F64: op = "math"; break;
                case OP_LDPARAM: case OP_JOIN: case OP_JMP:
                    continue;
                default:
                    if (in->d < nregs && !fixed[in->d])
                        reg[in->d][0] = 0; /* anything else writes a value of its own */
                    continue;
                }
                if (!strcmp(op, "mul") || !strcmp(op, "fma"))
                    sess_buf_printf(&out, "%s%s%s(%s,%s)", out.len ? " " : "", d64 ? "d" : "", op,
                                    name_of(reg, nregs, in->a), name_of(reg, nregs, in->b));
                else
                    sess_buf_printf(&out, "%s%s%s", out.len ? " " : "", d64 ? "d" : "", op);
                if (in->d < nregs && !fixed[in->d])
                    reg[in->d][0] = 0;
            }
        }
        free(reg);
        free(fixed);
    }
    compile_unit_free(&u);
    char *s = sess_buf_take(&out);
    return s ? s : sess_xstrdup("");
}

ParameterizedTestParameters(contract, shapes)
{
    static int idx[sizeof shapes / sizeof shapes[0]];
    for (size_t i = 0; i < sizeof idx / sizeof idx[0]; i++)
        idx[i] = (int)i;
    return cr_make_param_array(int, idx, sizeof idx / sizeof idx[0]);
}

/* Row I's kernel as source */
static void shape_source(int i, char *src, size_t cap)
{
    const shape *s = &shapes[i];
    bool dbl = !strncmp(s->body, "D:", 2), params = !strncmp(s->body, "P:", 2),
         fast = !strncmp(s->body, "F:", 2);
    const char *t = dbl ? "double" : "float";
    char vars[256];
    if (params)
        snprintf(vars, sizeof vars, "%s a, %s b, %s c, %s d, %s e", t, t, t, t, t);
    else
        snprintf(vars, sizeof vars, "const %s *in) {\n    %s a = in[0], b = in[1], c = in[2], d = "
                 "in[3], e = in[4]; float fa = x[0], fb = x[1]; (void)0", t, t);
    snprintf(src, cap,
             "__device__ float branchy(float x) { if (x > 1) { x = x / 3.0f; x = x / 3.0f; } "
             "return x; }\n"
             "__device__ void store1(float *p) { *p = 1; }\n"
             "__global__ void k(%s *o, const float *x, int n, %s%s\n%s\n}\n",
             t, vars, params ? ") {" : ";", s->body + (dbl || params || fast ? 2 : 0));
}

ParameterizedTest(int *i, contract, shapes)
{
    const shape *s = &shapes[*i];
    char src[1024];
    shape_source(*i, src, sizeof src);
    /* "F:" rows: --use_fast_math's float functions */
    char *code = float_code(src, strncmp(s->body, "F:", 2) ? 0 : CG_FP_FAST_FUNCS);
    cr_expect_str_eq(code, s->code, "%s\n  gives \"%s\", nvcc: \"%s\" (%s)", s->body, code, s->code,
                     s->fact);
    free(code);
}

ParameterizedTestParameters(contract, nofmad)
{
    static int idx[sizeof shapes / sizeof shapes[0]];
    for (size_t i = 0; i < sizeof idx / sizeof idx[0]; i++)
        idx[i] = (int)i;
    return cr_make_param_array(int, idx, sizeof idx / sizeof idx[0]);
}

/* Under nvcc's --fmad=false no shape is fused: nvcc 13 -O2 --fmad=false makes mul.rn and
 * add.rn (sub.rn) of every product and add, which ptxas does not fuse (the PTX of
 * tests/programs/device/fma-contraction.cu: fma only in the math functions' code; the H100's
 * output, fma-contraction-nofmad.out, has every shape's unfused value). */
ParameterizedTest(int *i, contract, nofmad)
{
    char src[1024];
    shape_source(*i, src, sizeof src);
    char *code = float_code(src, CG_FP_NO_FMAD), *fused = float_code(src, 0);
    cr_expect(!strstr(code, "fma("), "%s\n  gives \"%s\" under --fmad=false", shapes[*i].body, code);
    /* the math calls are the default's (a division by a power of two may stay a division:
       the product by its reciprocal, nvcc's form, is the same value) */
    int n[2] = {0};
    const char *const texts[2] = {code, fused};
    for (int k = 0; k < 2; k++)
        for (const char *p = texts[k]; (p = strstr(p, "math")); p++)
            n[k]++;
    cr_expect(n[0] == n[1], "%s\n  gives \"%s\" (by default \"%s\")", shapes[*i].body, code,
              fused);
    free(code);
    free(fused);
}
