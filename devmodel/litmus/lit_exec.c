/* lit_exec.c — values of a built execution (see lit_exec.h).
 *
 * Once every read has its value in x->val, a path's expressions evaluate bottom-up; the
 * final value of a register is its path's final expression.
 */
#include "devmodel/litmus/lit_exec.h"

int64_t lit_exec_eval(const lit_exec *x, int th, int node)
{
    const lit_trace *tr = x->tr[th];
    if (node < 0 || node >= tr->n_nodes)
        return 0;
    const lit_node *n = &tr->nodes[node];
    switch (n->kind) {
    case LIT_N_CONST: return n->imm;
    case LIT_N_READ: return x->val[x->first[th] + n->ev];
    default:
        return lit_apply_op((lit_op)n->op, lit_exec_eval(x, th, n->a), lit_exec_eval(x, th, n->b));
    }
}

int64_t lit_exec_reg(const lit_exec *x, int th, int reg)
{
    const lit_trace *tr = x->tr[th];
    if (reg < 0 || reg >= tr->n_regs)
        return 0;
    return lit_exec_eval(x, th, tr->regs[reg]);
}
