/* lit_ir.c — the litmus IR's builder, copy, free and printing (see lit_ir.h).
 *
 * Arrays grow by doubling; every name is a private copy. Printing produces format 1 text that
 * lit_parse reads back, which the tests use for round trips and the explanation uses to show
 * suggested changes.
 */
#include "devmodel/litmus/lit_ir.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static int grow(void **p, int *cap, int n, size_t size)
{
    if (n < *cap)
        return 0;
    int c = *cap ? *cap * 2 : 4;
    void *q = realloc(*p, (size_t)c * size);
    if (!q)
        return -1;
    *p = q;
    *cap = c;
    return 0;
}

lit_test *lit_test_new(const char *name)
{
    lit_test *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->name = lit_strdup(name ? name : "test");
    if (!t->name) {
        free(t);
        return NULL;
    }
    t->quant = LIT_Q_EXISTS;
    return t;
}

static void free_thread(lit_thread *th)
{
    free(th->name);
    for (int i = 0; i < th->n_ins; i++)
        free(th->ins[i].text);
    free(th->ins);
    for (int i = 0; i < th->n_regs; i++)
        free(th->regs[i]);
    free(th->regs);
    free(th->reg_init);
    for (int i = 0; i < th->n_labels; i++)
        free(th->labels[i]);
    free(th->labels);
}

void lit_test_free(lit_test *t)
{
    if (!t)
        return;
    free(t->name);
    free(t->comment);
    free(t->file);
    for (int i = 0; i < t->n_locs; i++)
        free(t->locs[i].name);
    free(t->locs);
    for (int i = 0; i < t->n_threads; i++)
        free_thread(&t->threads[i]);
    free(t->threads);
    free(t->observe);
    lit_cond_free(t->cond);
    free(t);
}

static int set_string(char **dst, const char *s)
{
    char *c = lit_strdup(s);
    if (s && !c)
        return -1;
    free(*dst);
    *dst = c;
    return 0;
}

int lit_test_set_comment(lit_test *t, const char *comment)
{
    return set_string(&t->comment, comment);
}

int lit_test_set_file(lit_test *t, const char *file)
{
    return set_string(&t->file, file);
}

int lit_test_find_location(const lit_test *t, const char *name)
{
    for (int i = 0; i < t->n_locs; i++)
        if (strcmp(t->locs[i].name, name) == 0)
            return i;
    return -1;
}

int lit_test_location(lit_test *t, const char *name)
{
    int i = lit_test_find_location(t, name);
    if (i >= 0)
        return i;
    if (grow((void **)&t->locs, &t->cap_locs, t->n_locs, sizeof *t->locs) < 0)
        return -1;
    lit_location *l = &t->locs[t->n_locs];
    memset(l, 0, sizeof *l);
    l->name = lit_strdup(name);
    if (!l->name)
        return -1;
    return t->n_locs++;
}

int lit_test_set_init(lit_test *t, const char *name, int64_t value)
{
    int i = lit_test_location(t, name);
    if (i >= 0)
        t->locs[i].init = value;
    return i;
}

lit_place lit_place_make(int gpu, int cta)
{
    lit_place p = { gpu, -1, cta, -1 };
    return p;
}

int lit_test_add_thread(lit_test *t, const char *name, lit_place place)
{
    if (grow((void **)&t->threads, &t->cap_threads, t->n_threads, sizeof *t->threads) < 0)
        return -1;
    lit_thread *th = &t->threads[t->n_threads];
    memset(th, 0, sizeof *th);
    th->name = lit_strdup(name);
    if (!th->name)
        return -1;
    th->place = place;
    return t->n_threads++;
}

int lit_thread_find_reg(const lit_test *t, int th, const char *name)
{
    const lit_thread *p = &t->threads[th];
    for (int i = 0; i < p->n_regs; i++)
        if (strcmp(p->regs[i], name) == 0)
            return i;
    return -1;
}

int lit_thread_reg(lit_test *t, int th, const char *name)
{
    if (th < 0 || th >= t->n_threads)
        return -1;
    int i = lit_thread_find_reg(t, th, name);
    if (i >= 0)
        return i;
    lit_thread *p = &t->threads[th];
    int cap = p->cap_regs;
    if (grow((void **)&p->regs, &cap, p->n_regs, sizeof *p->regs) < 0)
        return -1;
    if (cap != p->cap_regs) {
        int64_t *v = realloc(p->reg_init, (size_t)cap * sizeof *v);
        if (!v)
            return -1;
        p->reg_init = v;
        p->cap_regs = cap;
    }
    p->regs[p->n_regs] = lit_strdup(name);
    if (!p->regs[p->n_regs])
        return -1;
    p->reg_init[p->n_regs] = 0;
    return p->n_regs++;
}

int lit_thread_set_reg(lit_test *t, int th, const char *name, int64_t value)
{
    int r = lit_thread_reg(t, th, name);
    if (r >= 0)
        t->threads[th].reg_init[r] = value;
    return r;
}

int lit_thread_label(lit_test *t, int th, const char *name)
{
    if (th < 0 || th >= t->n_threads)
        return -1;
    lit_thread *p = &t->threads[th];
    for (int i = 0; i < p->n_labels; i++)
        if (strcmp(p->labels[i], name) == 0)
            return i;
    if (grow((void **)&p->labels, &p->cap_labels, p->n_labels, sizeof *p->labels) < 0)
        return -1;
    p->labels[p->n_labels] = lit_strdup(name);
    if (!p->labels[p->n_labels])
        return -1;
    return p->n_labels++;
}

int lit_thread_insert(lit_test *t, int th, int at, const lit_instr *ins)
{
    if (th < 0 || th >= t->n_threads)
        return -1;
    lit_thread *p = &t->threads[th];
    if (at < 0 || at > p->n_ins)
        return -1;
    if (grow((void **)&p->ins, &p->cap_ins, p->n_ins, sizeof *p->ins) < 0)
        return -1;
    char *text = NULL;
    if (ins->text && !(text = lit_strdup(ins->text)))
        return -1;
    memmove(&p->ins[at + 1], &p->ins[at], (size_t)(p->n_ins - at) * sizeof *p->ins);
    p->ins[at] = *ins;
    p->ins[at].text = text;
    p->n_ins++;
    return at;
}

int lit_thread_append(lit_test *t, int th, const lit_instr *ins)
{
    if (th < 0 || th >= t->n_threads)
        return -1;
    return lit_thread_insert(t, th, t->threads[th].n_ins, ins);
}

int lit_test_observe(lit_test *t, lit_term term)
{
    if (grow((void **)&t->observe, &t->cap_observe, t->n_observe, sizeof *t->observe) < 0)
        return -1;
    t->observe[t->n_observe] = term;
    return t->n_observe++;
}

void lit_test_set_condition(lit_test *t, lit_quant q, lit_cond *cond)
{
    lit_cond_free(t->cond);
    t->quant = q;
    t->cond = cond;
}

/* ---- Copy --------------------------------------------------------------------------------- */

static char **clone_names(char **names, int n, int cap)
{
    char **c = calloc((size_t)(cap ? cap : 1), sizeof *c);
    if (!c)
        return NULL;
    for (int i = 0; i < n; i++) {
        if (!(c[i] = lit_strdup(names[i]))) {
            for (int j = 0; j < i; j++)
                free(c[j]);
            free(c);
            return NULL;
        }
    }
    return c;
}

static int clone_thread(lit_thread *d, const lit_thread *s)
{
    memset(d, 0, sizeof *d);
    d->place = s->place;
    d->line = s->line;
    d->col = s->col;
    d->name = lit_strdup(s->name);
    d->ins = calloc((size_t)(s->cap_ins ? s->cap_ins : 1), sizeof *d->ins);
    d->regs = clone_names(s->regs, s->n_regs, s->cap_regs);
    d->reg_init = calloc((size_t)(s->cap_regs ? s->cap_regs : 1), sizeof *d->reg_init);
    d->labels = clone_names(s->labels, s->n_labels, s->cap_labels);
    if (d->regs)
        d->n_regs = s->n_regs;
    if (d->labels)
        d->n_labels = s->n_labels;
    if (!d->name || !d->ins || !d->regs || !d->reg_init || !d->labels)
        return -1;
    d->cap_ins = s->cap_ins ? s->cap_ins : 1;
    d->cap_regs = s->cap_regs ? s->cap_regs : 1;
    d->cap_labels = s->cap_labels ? s->cap_labels : 1;
    if (s->n_regs)
        memcpy(d->reg_init, s->reg_init, (size_t)s->n_regs * sizeof *d->reg_init);
    for (int i = 0; i < s->n_ins; i++) {
        d->ins[i] = s->ins[i];
        d->ins[i].text = NULL;
        d->n_ins = i + 1;
        if (s->ins[i].text && !(d->ins[i].text = lit_strdup(s->ins[i].text)))
            return -1;
    }
    return 0;
}

static int clone_arrays(lit_test *c, const lit_test *t)
{
    c->locs = calloc((size_t)(t->cap_locs ? t->cap_locs : 1), sizeof *c->locs);
    c->threads = calloc((size_t)(t->cap_threads ? t->cap_threads : 1), sizeof *c->threads);
    c->observe = calloc((size_t)(t->cap_observe ? t->cap_observe : 1), sizeof *c->observe);
    if (!c->locs || !c->threads || !c->observe)
        return -1;
    c->cap_locs = t->cap_locs ? t->cap_locs : 1;
    c->cap_threads = t->cap_threads ? t->cap_threads : 1;
    c->cap_observe = t->cap_observe ? t->cap_observe : 1;
    for (int i = 0; i < t->n_locs; i++) {
        c->locs[i] = t->locs[i];
        c->locs[i].name = lit_strdup(t->locs[i].name);
        c->n_locs = i + 1;
        if (!c->locs[i].name)
            return -1;
    }
    for (int i = 0; i < t->n_threads; i++) {
        c->n_threads = i + 1;
        if (clone_thread(&c->threads[i], &t->threads[i]) < 0)
            return -1;
    }
    if (t->n_observe)
        memcpy(c->observe, t->observe, (size_t)t->n_observe * sizeof *c->observe);
    c->n_observe = t->n_observe;
    return 0;
}

lit_test *lit_test_clone(const lit_test *t)
{
    lit_test *c = lit_test_new(t->name);
    if (!c)
        return NULL;
    c->quant = t->quant;
    c->cuda = t->cuda;
    c->cond_line = t->cond_line;
    c->cond_col = t->cond_col;
    int bad = lit_test_set_comment(c, t->comment) < 0 || lit_test_set_file(c, t->file) < 0 ||
              clone_arrays(c, t) < 0;
    if (!bad && t->cond && !(c->cond = lit_cond_clone(t->cond)))
        bad = 1;
    if (bad) {
        lit_test_free(c);
        return NULL;
    }
    return c;
}

/* ---- Instruction and condition constructors ----------------------------------------------- */

lit_operand lit_imm(int64_t v)
{
    lit_operand o = { 0, -1, v };
    return o;
}

lit_operand lit_reg(int reg)
{
    lit_operand o = { 1, reg, 0 };
    return o;
}

static lit_instr blank(lit_ikind kind)
{
    lit_instr i;
    memset(&i, 0, sizeof i);
    i.kind = kind;
    i.dst = -1;
    i.loc = -1;
    i.label = -1;
    return i;
}

lit_instr lit_mk_load(int dst, int loc, dm_order sem, dm_scope scope)
{
    lit_instr i = blank(LIT_I_LOAD);
    i.dst = dst;
    i.loc = loc;
    i.sem = sem;
    i.scope = sem == DM_ORDER_WEAK ? DM_SCOPE_NONE : scope;
    return i;
}

lit_instr lit_mk_store(int loc, lit_operand v, dm_order sem, dm_scope scope)
{
    lit_instr i = blank(LIT_I_STORE);
    i.loc = loc;
    i.a = v;
    i.sem = sem;
    i.scope = sem == DM_ORDER_WEAK ? DM_SCOPE_NONE : scope;
    return i;
}

lit_instr lit_mk_atom(int dst, int loc, lit_op op, lit_operand a, lit_operand b, dm_order sem,
                      dm_scope scope)
{
    lit_instr i = blank(LIT_I_ATOM);
    i.dst = dst;
    i.loc = loc;
    i.op = op;
    i.a = a;
    i.b = b;
    i.sem = sem;
    i.scope = scope;
    return i;
}

lit_instr lit_mk_red(int loc, lit_op op, lit_operand a, dm_order sem, dm_scope scope)
{
    lit_instr i = lit_mk_atom(-1, loc, op, a, lit_imm(0), sem, scope);
    i.kind = LIT_I_RED;
    return i;
}

lit_instr lit_mk_fence(dm_order sem, dm_scope scope)
{
    lit_instr i = blank(LIT_I_FENCE);
    i.sem = sem;
    i.scope = scope;
    return i;
}

lit_instr lit_mk_bar(int arrive, lit_operand id, lit_operand count, int has_count)
{
    lit_instr i = blank(arrive ? LIT_I_BAR_ARRIVE : LIT_I_BAR_SYNC);
    i.bar_id = id;
    i.bar_count = count;
    i.has_count = has_count ? 1 : 0;
    i.scope = DM_SCOPE_CTA;
    return i;
}

lit_instr lit_mk_alu(int dst, lit_op op, lit_operand a, lit_operand b)
{
    lit_instr i = blank(LIT_I_ALU);
    i.dst = dst;
    i.op = op;
    i.a = a;
    i.b = b;
    return i;
}

lit_instr lit_mk_label(int label)
{
    lit_instr i = blank(LIT_I_LABEL);
    i.label = label;
    return i;
}

lit_instr lit_mk_goto(int label)
{
    lit_instr i = blank(LIT_I_GOTO);
    i.label = label;
    return i;
}

lit_instr lit_mk_branch(lit_cmp cmp, lit_operand a, lit_operand b, int label)
{
    lit_instr i = blank(LIT_I_BRANCH);
    i.cmp = cmp;
    i.a = a;
    i.b = b;
    i.label = label;
    return i;
}

lit_term lit_term_reg(int thread, int reg)
{
    lit_term t = { LIT_T_REG, thread, reg, -1, 0 };
    return t;
}

lit_term lit_term_loc(int loc)
{
    lit_term t = { LIT_T_LOC, -1, -1, loc, 0 };
    return t;
}

lit_term lit_term_const(int64_t v)
{
    lit_term t = { LIT_T_CONST, -1, -1, -1, v };
    return t;
}

static lit_cond *new_cond(lit_ckind kind, lit_cond *l, lit_cond *r)
{
    lit_cond *c = calloc(1, sizeof *c);
    if (!c) {
        lit_cond_free(l);
        lit_cond_free(r);
        return NULL;
    }
    c->kind = kind;
    c->l = l;
    c->r = r;
    return c;
}

lit_cond *lit_cond_cmp(lit_cmp cmp, lit_term a, lit_term b)
{
    lit_cond *c = new_cond(LIT_C_CMP, NULL, NULL);
    if (c) {
        c->cmp = cmp;
        c->a = a;
        c->b = b;
    }
    return c;
}

lit_cond *lit_cond_not(lit_cond *c)
{
    return c ? new_cond(LIT_C_NOT, c, NULL) : NULL;
}

lit_cond *lit_cond_and(lit_cond *l, lit_cond *r)
{
    if (!l || !r) {
        lit_cond_free(l);
        lit_cond_free(r);
        return NULL;
    }
    return new_cond(LIT_C_AND, l, r);
}

lit_cond *lit_cond_or(lit_cond *l, lit_cond *r)
{
    if (!l || !r) {
        lit_cond_free(l);
        lit_cond_free(r);
        return NULL;
    }
    return new_cond(LIT_C_OR, l, r);
}

lit_cond *lit_cond_bool(int value)
{
    return new_cond(value ? LIT_C_TRUE : LIT_C_FALSE, NULL, NULL);
}

void lit_cond_free(lit_cond *c)
{
    if (!c)
        return;
    lit_cond_free(c->l);
    lit_cond_free(c->r);
    free(c);
}

lit_cond *lit_cond_clone(const lit_cond *c)
{
    if (!c)
        return NULL;
    lit_cond *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    *d = *c;
    d->l = d->r = NULL;
    if ((c->l && !(d->l = lit_cond_clone(c->l))) || (c->r && !(d->r = lit_cond_clone(c->r)))) {
        lit_cond_free(d);
        return NULL;
    }
    return d;
}

/* ---- Names and printing ------------------------------------------------------------------- */

const char *lit_scope_name(dm_scope s)
{
    static const char *const names[] = { "", "cta", "cluster", "gpu", "sys" };
    return (unsigned)s < 5 ? names[s] : "?";
}

const char *lit_sem_name(dm_order s)
{
    static const char *const names[] = { "weak", "relaxed", "acquire", "release", "acq_rel",
                                         "sc" };
    return (unsigned)s < 6 ? names[s] : "?";
}

const char *lit_op_name(lit_op op)
{
    static const char *const names[] = { "mov", "add", "sub", "mul", "and", "or", "xor",
                                         "min", "max", "inc", "dec", "exch", "cas" };
    return (unsigned)op < 13 ? names[op] : "?";
}

const char *lit_cmp_name(lit_cmp c)
{
    static const char *const names[] = { "==", "!=", "<", "<=", ">", ">=" };
    return (unsigned)c < 6 ? names[c] : "?";
}

const char *lit_quant_name(lit_quant q)
{
    return q == LIT_Q_EXISTS ? "exists" : q == LIT_Q_NOT_EXISTS ? "~exists" : "forall";
}

int lit_cmp_eval(lit_cmp c, int64_t a, int64_t b)
{
    switch (c) {
    case LIT_CMP_EQ: return a == b;
    case LIT_CMP_NE: return a != b;
    case LIT_CMP_LT: return a < b;
    case LIT_CMP_LE: return a <= b;
    case LIT_CMP_GT: return a > b;
    default: return a >= b;
    }
}

static void put_operand(lit_buf *b, const lit_thread *th, lit_operand o)
{
    if (o.is_reg && o.reg >= 0 && o.reg < th->n_regs)
        lit_buf_puts(b, th->regs[o.reg]);
    else if (o.is_reg)
        lit_buf_printf(b, "r?%d", o.reg);
    else
        lit_buf_printf(b, "%" PRId64, o.imm);
}

static void put_sem_scope(lit_buf *b, const lit_instr *i)
{
    lit_buf_printf(b, ".%s", lit_sem_name(i->sem));
    if (i->sem != DM_ORDER_WEAK && i->scope != DM_SCOPE_NONE)
        lit_buf_printf(b, ".%s", lit_scope_name(i->scope));
}

static const char *loc_name(const lit_test *t, int loc)
{
    return loc >= 0 && loc < t->n_locs ? t->locs[loc].name : "?";
}

static const char *label_name(const lit_thread *th, int label)
{
    return label >= 0 && label < th->n_labels ? th->labels[label] : "?";
}

static void format_barrier(lit_buf *b, const lit_thread *th, const lit_instr *i)
{
    lit_buf_puts(b, i->kind == LIT_I_BAR_ARRIVE ? "bar.cta.arrive " : "bar.cta.sync ");
    if (i->has_inst) {
        put_operand(b, th, i->bar_inst);
        lit_buf_puts(b, ", ");
    }
    put_operand(b, th, i->bar_id);
    if (i->has_count) {
        lit_buf_puts(b, ", ");
        put_operand(b, th, i->bar_count);
    }
}

static void format_rmw(lit_buf *b, const lit_test *t, const lit_thread *th, const lit_instr *i)
{
    lit_buf_puts(b, i->kind == LIT_I_ATOM ? "atom" : "red");
    lit_buf_printf(b, ".%s.%s.%s ", lit_sem_name(i->sem), lit_scope_name(i->scope),
                   lit_op_name(i->op));
    if (i->kind == LIT_I_ATOM)
        lit_buf_printf(b, "%s, ", th->regs[i->dst]);
    lit_buf_printf(b, "%s, ", loc_name(t, i->loc));
    put_operand(b, th, i->a);
    if (i->op == LIT_OP_CAS) {
        lit_buf_puts(b, ", ");
        put_operand(b, th, i->b);
    }
}

void lit_instr_format(lit_buf *b, const lit_test *t, int thn, const lit_instr *i)
{
    const lit_thread *th = &t->threads[thn];
    static const char *const branch[] = { "beq", "bne", "blt", "ble", "bgt", "bge" };
    switch (i->kind) {
    case LIT_I_LOAD:
        lit_buf_puts(b, "ld");
        put_sem_scope(b, i);
        lit_buf_printf(b, " %s, %s", th->regs[i->dst], loc_name(t, i->loc));
        break;
    case LIT_I_STORE:
        lit_buf_puts(b, "st");
        put_sem_scope(b, i);
        lit_buf_printf(b, " %s, ", loc_name(t, i->loc));
        put_operand(b, th, i->a);
        break;
    case LIT_I_ATOM:
    case LIT_I_RED:
        format_rmw(b, t, th, i);
        break;
    case LIT_I_FENCE:
        lit_buf_printf(b, "fence.%s.%s", lit_sem_name(i->sem), lit_scope_name(i->scope));
        break;
    case LIT_I_BAR_SYNC:
    case LIT_I_BAR_ARRIVE:
        format_barrier(b, th, i);
        break;
    case LIT_I_ALU:
        if (i->op == LIT_OP_MOV) {
            lit_buf_printf(b, "mov %s, ", th->regs[i->dst]);
            put_operand(b, th, i->a);
            break;
        }
        lit_buf_printf(b, "%s %s, ", lit_op_name(i->op), th->regs[i->dst]);
        put_operand(b, th, i->a);
        lit_buf_puts(b, ", ");
        put_operand(b, th, i->b);
        break;
    case LIT_I_LABEL:
        lit_buf_printf(b, "%s:", label_name(th, i->label));
        break;
    case LIT_I_GOTO:
        lit_buf_printf(b, "goto %s", label_name(th, i->label));
        break;
    case LIT_I_BRANCH:
        lit_buf_printf(b, "%s ", branch[i->cmp]);
        put_operand(b, th, i->a);
        lit_buf_puts(b, ", ");
        put_operand(b, th, i->b);
        lit_buf_printf(b, ", %s", label_name(th, i->label));
        break;
    }
}

void lit_term_format(lit_buf *b, const lit_test *t, const lit_term *term)
{
    switch (term->kind) {
    case LIT_T_CONST:
        lit_buf_printf(b, "%" PRId64, term->val);
        break;
    case LIT_T_LOC:
        lit_buf_puts(b, loc_name(t, term->loc));
        break;
    case LIT_T_REG: {
        const lit_thread *th = &t->threads[term->thread];
        const char *r = term->reg >= 0 && term->reg < th->n_regs ? th->regs[term->reg] : "?";
        lit_buf_printf(b, "%d:%s", term->thread, r);
        break;
    }
    }
}

static int cond_prec(const lit_cond *c)
{
    return c->kind == LIT_C_OR ? 1 : c->kind == LIT_C_AND ? 2 : 3;
}

static void cond_format_prec(lit_buf *b, const lit_test *t, const lit_cond *c, int prec)
{
    int p = cond_prec(c), paren = p < prec;
    if (paren)
        lit_buf_putc(b, '(');
    switch (c->kind) {
    case LIT_C_TRUE: lit_buf_puts(b, "true"); break;
    case LIT_C_FALSE: lit_buf_puts(b, "false"); break;
    case LIT_C_CMP:
        lit_term_format(b, t, &c->a);
        lit_buf_puts(b, c->cmp == LIT_CMP_EQ ? "=" : lit_cmp_name(c->cmp));
        lit_term_format(b, t, &c->b);
        break;
    case LIT_C_NOT:
        lit_buf_puts(b, "~");
        cond_format_prec(b, t, c->l, 4);
        break;
    case LIT_C_AND:
    case LIT_C_OR:
        cond_format_prec(b, t, c->l, p);
        lit_buf_puts(b, c->kind == LIT_C_AND ? " /\\ " : " \\/ ");
        cond_format_prec(b, t, c->r, p + 1);
        break;
    }
    if (paren)
        lit_buf_putc(b, ')');
}

void lit_cond_format(lit_buf *b, const lit_test *t, const lit_cond *c)
{
    if (!c)
        lit_buf_puts(b, "true");
    else
        cond_format_prec(b, t, c, 0);
}

static void format_init(lit_buf *b, const lit_test *t)
{
    lit_buf_puts(b, "{\n");
    for (int i = 0; i < t->n_locs; i++)
        lit_buf_printf(b, "%s=%" PRId64 ";\n", t->locs[i].name, t->locs[i].init);
    for (int th = 0; th < t->n_threads; th++) {
        const lit_thread *p = &t->threads[th];
        for (int r = 0; r < p->n_regs; r++)
            if (p->reg_init[r] != 0)
                lit_buf_printf(b, "%s:%s=%" PRId64 ";\n", p->name, p->regs[r], p->reg_init[r]);
    }
    lit_buf_puts(b, "}\n");
}

static void format_header(lit_buf *b, const lit_test *t)
{
    for (int th = 0; th < t->n_threads; th++) {
        const lit_place *pl = &t->threads[th].place;
        lit_buf_printf(b, "%s %s@cta %d,gpu %d", th ? " |" : "", t->threads[th].name, pl->cta,
                       pl->gpu);
        if (pl->cluster >= 0)
            lit_buf_printf(b, ",cluster %d", pl->cluster);
        if (pl->warp >= 0)
            lit_buf_printf(b, ",warp %d", pl->warp);
    }
    lit_buf_puts(b, " ;\n");
}

void lit_test_format(lit_buf *b, const lit_test *t)
{
    lit_buf_printf(b, "PTX %s\n", t->name);
    if (t->comment)
        lit_buf_printf(b, "\"%s\"\n", t->comment);
    format_init(b, t);
    format_header(b, t);
    int rows = 0;
    for (int th = 0; th < t->n_threads; th++)
        if (t->threads[th].n_ins > rows)
            rows = t->threads[th].n_ins;
    for (int r = 0; r < rows; r++) {
        for (int th = 0; th < t->n_threads; th++) {
            lit_buf_puts(b, th ? " | " : " ");
            if (r < t->threads[th].n_ins)
                lit_instr_format(b, t, th, &t->threads[th].ins[r]);
        }
        lit_buf_puts(b, " ;\n");
    }
    if (t->n_observe) {
        lit_buf_puts(b, "locations [");
        for (int i = 0; i < t->n_observe; i++) {
            lit_term_format(b, t, &t->observe[i]);
            lit_buf_puts(b, ";");
        }
        lit_buf_puts(b, "]\n");
    }
    lit_buf_printf(b, "%s (", lit_quant_name(t->quant));
    lit_cond_format(b, t, t->cond);
    lit_buf_puts(b, ")\n");
}
