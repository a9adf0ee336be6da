/* verify.c — the bytecode verifier: what every instruction of a function must satisfy for the
 * executor to run it without reading outside its tables, checked from the operand kinds the
 * opcode table gives (opcodes.h). The code generator runs it on each function it makes, so a
 * malformed function is an internal error at compile time, not a wild read at run time. */
#include <stdio.h>

#include "interp/vm/vm.h"

/* the operand of letter C of IN (a register or an index), for messages */
static bool bad_operand(const vm_program *p, const vm_func *f, const vm_insn *in, char c, char *why,
                        size_t n, uint32_t pc)
{
    uint32_t nregs = f->nregs;
    uint64_t v;
    const char *what;
    bool ok;
    switch (c) {
    case 'd': case 'v': v = in->d; ok = v < nregs; what = "register d"; break;
    case 'a': v = in->a; ok = v < nregs; what = "register a"; break;
    case 'b': v = in->b; ok = v < nregs; what = "register b"; break;
    case 'c': v = in->c; ok = v < nregs; what = "register c"; break;
    case 'K': v = (uint32_t)in->k; ok = in->k >= 0 && v < nregs; what = "register k"; break;
    case 't': v = (uint32_t)in->k; ok = in->k >= 0 && v >= f->entry && v < f->end; what = "jump target"; break;
    case 'u': v = (uint32_t)in->k; ok = in->k >= 0 && v < p->funcs.len; what = "function"; break;
    case 'y': v = (uint32_t)in->k; ok = in->k >= 0 && v < p->syms.len; what = "symbol"; break;
    case 'p': v = (uint32_t)in->k; ok = in->k >= 0 && v < p->pool.len; what = "constant"; break;
    case 's': v = in->c; ok = v < p->syms.len; what = "__shared__ symbol"; break;
    default: return false; /* (k, n, f, x: any value) */
    }
    if (!ok)
        snprintf(why, n, "%s at %u: %s %llu out of range (%s)", vm_op_names[in->op], pc, what,
                 (unsigned long long)v, c == 't' ? "outside the function" : "no such one");
    return !ok;
}

bool vm_verify(const vm_program *p, const vm_func *f, char *why, size_t n)
{
    if (f->entry > f->end || f->end > p->code.len) {
        snprintf(why, n, "code range [%u, %u) outside the program's %zu instructions", f->entry,
                 f->end, p->code.len);
        return false;
    }
    if (f->entry == f->end) {
        snprintf(why, n, "no instructions");
        return false;
    }
    for (uint32_t pc = f->entry; pc < f->end; pc++) {
        const vm_insn *in = &p->code.p[pc];
        if (in->op >= OP_COUNT) {
            snprintf(why, n, "opcode %u at %u: no such opcode", in->op, pc);
            return false;
        }
        for (const char *c = vm_op_formats[in->op]; *c; c++)
            if (bad_operand(p, f, in, *c, why, n, pc))
                return false;
    }
    /* the last instruction does not fall through past the end */
    switch (p->code.p[f->end - 1].op) {
    case OP_EXIT: case OP_RET: case OP_RETV: case OP_JMP: case OP_TRAP:
        return true;
    default:
        snprintf(why, n, "%s at %u, the last instruction, falls through past the function's end",
                 vm_op_names[p->code.p[f->end - 1].op], f->end - 1);
        return false;
    }
}
