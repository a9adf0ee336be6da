/* contract.h — where nvcc -O2 fuses a float or double multiply and an add into one FMA.
 *
 * nvcc contracts by default (-fmad=true); under --fmad=false it fuses nothing but fmaf and fma
 * (its PTX has mul.rn and add.rn, which ptxas does not fuse), and the code generator does not
 * ask this module (cg.c, contract_plan). The CUDA C++ Programming Guide says so in
 * "Floating-Point Standard" (a multiply and an add may be merged into one FMA) and "Intrinsic
 * Functions" (__fmul_rn and __fadd_rn are never merged); where it does is what nvcc's code
 * shows, and this module follows. The choice is made twice: by NVVM's
 * instruction selector, one basic block at a time, and by ptxas on the mul/add pairs NVVM left.
 * Neither fuses a product whose value is also used otherwise (stored, compared, passed), nor a
 * product and an add that end up in different basic blocks after inlining. cg_contract_plan
 * walks a function as nvcc's blocks would be cut and decides every add and subtraction;
 * contract.c says the rules and the PTX facts behind them.
 */
#ifndef CR_CONTRACT_H
#define CR_CONTRACT_H

#include "interp/front/ast.h"
#include "interp/session/util.h"

typedef struct cg_contract cg_contract;

/* How an add or subtraction (a "site": ND_ADD, ND_SUB, or ND_OPASSIGN of either) is fused. */
typedef struct {
    bool lhs;          /* the product is the site's left operand (else its right one) */
    bool neg;          /* the product operand is negated: -(a*b) + c */
    parse_node *mul;   /* the multiply whose operands are the factors (an ND_MUL, or an ND_DIV
                          by a power of two, which nvcc turns into a multiply) ... */
    int fa, fb;        /* ... or, when fa >= 0, the registers that hold them (the product was
                          computed earlier, into a variable) */
} cg_fma;

/* Allocates a register for a factor of type T (the code generator's, for cg_contract_plan). */
typedef int (*cg_contract_reg)(void *ctx, ty_type *t);

/* The contraction decisions for F's body; F's variables have their storage already (register
 * variables are told apart by var->reg). */
cg_contract *cg_contract_plan(parse_func *f, unsigned fp_mode, cg_contract_reg reg, void *ctx);
/* How SITE is fused, or NULL: it is an ordinary add or subtraction. */
const cg_fma *cg_contract_site(const cg_contract *K, const parse_node *site);
/* Whether the multiply MUL keeps its factors in registers *FA and *FB for a later FMA. */
bool cg_contract_stash(const cg_contract *K, const parse_node *mul, int *fa, int *fb);
/* The constant that the float __logf or __log10f call N (logf, log10f under --use_fast_math:
 * FP_MODE) multiplies lg2.approx of its argument by: such a call is a product that can be
 * fused. 0 for any other node. */
float cg_contract_log_factor(const parse_node *n, unsigned fp_mode);
/* The power of two that ND_DIV N divides by, as its reciprocal, or 0. */
double cg_contract_recip(const parse_node *n);
void cg_contract_free(cg_contract *K);

#endif
