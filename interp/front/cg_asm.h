/* cg_asm.h — inline PTX in device code:
 *     asm volatile("ld.shared.s32 %0, [%1];" : "=r"(output) : "l"(smem_ptr) : "memory");
 *
 * The parser gives every operand a temporary of its constraint's type (ND_ASM in ast.h) and
 * copies inputs into them before the statement and outputs out of them after it. This module
 * reads the template one instruction at a time with the litmus mode's PTX parser
 * (lit_parse_ptx_instr: the project has one reading of PTX) and emits bytecode for the memory
 * and fence instructions: ld, st, atom, red, fence, membar and bar.sync, and mov of a special
 * register. Any other instruction is
 * reported, at its place in the template, as not supported.
 */
#ifndef CR_CG_ASM_H
#define CR_CG_ASM_H

#include "interp/front/ast.h"
#include "interp/vm/vm.h"

/* What the code generator lends: emission (at the statement's source location) and scratch
 * registers that live until the end of the statement. */
typedef struct {
    void *cg;
    uint32_t (*emit)(void *cg, vm_opcode op, int d, int a, int b, int c, int32_t k, uint8_t f,
                     uint8_t x);
    int (*temp)(void *cg, bool w64);
    sess_diags *d;
} cg_asm_target;

/* Emits the instructions of the asm statement N. Returns the number of errors reported. */
int cg_asm_gen(const cg_asm_target *t, const parse_node *n);

#endif
