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

const lit_instr *lit_exec_instr(const lit_exec *x, int i)
{
    const lit_event *e = &x->ev[i];
    if (e->thread < 0 || e->instr < 0)
        return NULL;
    const lit_thread *th = &x->test->threads[e->thread];
    return e->instr < th->n_ins ? &th->ins[e->instr] : NULL;
}

void lit_exec_name(lit_buf *b, int i)
{
    if (i < 26)
        lit_buf_putc(b, (char)('a' + i));
    else if (i < 52)
        lit_buf_putc(b, (char)('A' + i - 26));
    else
        lit_buf_printf(b, "e%d", i);
}

void lit_exec_describe(lit_buf *b, const lit_exec *x, int i)
{
    const lit_event *e = &x->ev[i];
    const char *loc = e->loc >= 0 ? x->test->locs[e->loc].name : "?";
    switch (e->kind) {
    case LIT_EV_INIT:
        lit_buf_printf(b, "init %s=%lld", loc, (long long)x->val[i]);
        break;
    case LIT_EV_READ:
    case LIT_EV_WRITE:
        lit_buf_printf(b, "%c%s", e->kind == LIT_EV_READ ? 'R' : 'W', e->rmw ? "*" : "");
        if (e->sem != DM_ORDER_WEAK)
            lit_buf_printf(b, ".%s.%s", lit_sem_name((dm_order)e->sem),
                           lit_scope_name((dm_scope)e->scope));
        lit_buf_printf(b, " %s=%lld", loc, (long long)x->val[i]);
        break;
    case LIT_EV_FENCE:
        lit_buf_printf(b, "F.%s.%s", lit_sem_name((dm_order)e->sem),
                       lit_scope_name((dm_scope)e->scope));
        break;
    case LIT_EV_BAR:
        lit_buf_printf(b, "B.%s %lld", e->arrive ? "arrive" : "sync", (long long)x->val[i]);
        break;
    }
}

void lit_exec_source(lit_buf *b, const lit_exec *x, int i)
{
    const lit_event *e = &x->ev[i];
    const lit_instr *ins = lit_exec_instr(x, i);
    if (!ins) {
        lit_buf_puts(b, "initial state");
        return;
    }
    const lit_test *t = x->test;
    lit_buf_printf(b, "%s", t->threads[e->thread].name);
    if (ins->line > 0)
        lit_buf_printf(b, " line %d", ins->line);
    lit_buf_puts(b, ": ");
    if (ins->text)
        lit_buf_puts(b, ins->text);
    else
        lit_instr_format(b, t, e->thread, ins);
}
