/* cg_asm.h — inline PTX in device code:
 *     asm volatile("ld.shared.s32 %0, [%1];" : "=r"(output) : "l"(smem_ptr) : "memory");
 *
 * The parser gives every operand a temporary of its constraint's type (ND_ASM in ast.h) and
 * copies inputs into them before the statement and outputs out of them after it. This module
 * reads the template one instruction at a time with the litmus mode's PTX parser (lit_ptx_read,
 * and lit_parse_ptx_instr for memory instructions: the project has one reading of PTX) and
 * emits bytecode for the memory and fence instructions, integer and floating-point arithmetic,
 * conversions, predicates (setp, selp, @p guards), blocks with .reg declarations, special
 * registers and the warp instructions (docs/inline-ptx.md). Any other instruction is reported,
 * at its place in the template, as not supported.
 */
#ifndef CR_CG_ASM_H
#define CR_CG_ASM_H

#include "interp/front/ast.h"
#include "interp/vm/vm.h"

/* What the code generator lends: emission (at the statement's source location), scratch
 * registers that live until the end of the statement, 64-bit constants (their pool index, for
 * LDK), and labels for the jumps around a guarded instruction (@p). */
typedef struct {
    void *cg;
    uint32_t (*emit)(void *cg, vm_opcode op, int d, int a, int b, int c, int32_t k, uint8_t f,
                     uint8_t x);
    int (*temp)(void *cg, bool w64);
    int32_t (*konst)(void *cg, uint64_t v);
    int (*label)(void *cg);
    void (*place)(void *cg, int label);
    void (*jump)(void *cg, vm_opcode op, int cond_reg, int label);
    sess_diags *d;
} cg_asm_target;

/* Emits the instructions of the asm statement N. Returns the number of errors reported. */
int cg_asm_gen(const cg_asm_target *t, const parse_node *n);

#endif
