/* program.c — the program tables (functions, symbols, constants), linking of kernels' shared
 * memory layouts, and the disassembler. All opcode tables are expanded from opcodes.h.
 */
#include <string.h>

#include "interp/vm/uniform.h"
#include "interp/vm/vm.h"

const char *const vm_op_names[OP_COUNT] = {
#define VM_OP_NAME(name, fmt, doc) #name,
    VM_OPCODES(VM_OP_NAME)
#undef VM_OP_NAME
};

const char *const vm_op_formats[OP_COUNT] = {
#define VM_OP_FMT(name, fmt, doc) fmt,
    VM_OPCODES(VM_OP_FMT)
#undef VM_OP_FMT
};

vm_program *vm_program_new(void)
{
    vm_program *p = sess_xcalloc(1, sizeof *p);
    vm_add_string(p, "<unknown>");
    return p;
}

static void func_free(vm_func *f)
{
    free(f->name);
    free(f->pretty);
    free(f->mangled);
    free(f->src_file);
    for (size_t i = 0; i < f->params.len; i++) {
        free(f->params.p[i].type_name);
        free(f->params.p[i].flat);
    }
    VEC_FREE(f->params);
    free(f->shared_off);
    free(f->callees);
    free(f->inlined);
    free(f);
}

void vm_program_free(vm_program *p)
{
    if (!p)
        return;
    for (size_t i = 0; i < p->funcs.len; i++)
        func_free(p->funcs.p[i]);
    for (size_t i = 0; i < p->syms.len; i++) {
        vm_symbol *s = p->syms.p[i];
        free(s->name);
        free(s->init);
        free(s->host_copy);
        free(s->type_name);
        VEC_FREE(s->relocs);
        free(s);
    }
    for (size_t i = 0; i < p->old_host_copies.len; i++)
        free(p->old_host_copies.p[i]);
    VEC_FREE(p->old_host_copies);
    for (size_t i = 0; i < p->strings.len; i++)
        free(p->strings.p[i]);
    VEC_FREE(p->code);
    VEC_FREE(p->locs);
    VEC_FREE(p->pool);
    VEC_FREE(p->strings);
    VEC_FREE(p->funcs);
    VEC_FREE(p->syms);
    sess_map_free(&p->func_by_name);
    for (size_t i = 0; i < p->func_aliases.len; i++)
        free(p->func_aliases.p[i]);
    VEC_FREE(p->func_aliases);
    sess_map_free(&p->sym_by_name);
    free(p);
}

uint32_t vm_func_index(vm_program *p, const char *name)
{
    void *v = sess_map_get(&p->func_by_name, name, (int)strlen(name));
    if (v)
        return (uint32_t)((uintptr_t)v - 1);
    vm_func *f = sess_xcalloc(1, sizeof *f);
    f->name = sess_xstrdup(name);
    f->pretty = sess_xstrdup(name);
    VEC_PUSH(p->funcs, f);
    sess_map_put(&p->func_by_name, f->name, (int)strlen(f->name), (void *)(uintptr_t)p->funcs.len);
    return (uint32_t)p->funcs.len - 1;
}

uint32_t vm_sym_index(vm_program *p, const char *name)
{
    void *v = sess_map_get(&p->sym_by_name, name, (int)strlen(name));
    if (v)
        return (uint32_t)((uintptr_t)v - 1);
    vm_symbol *s = sess_xcalloc(1, sizeof *s);
    s->name = sess_xstrdup(name);
    VEC_PUSH(p->syms, s);
    sess_map_put(&p->sym_by_name, s->name, (int)strlen(s->name), (void *)(uintptr_t)p->syms.len);
    return (uint32_t)p->syms.len - 1;
}

vm_func *vm_find_func(vm_program *p, const char *name)
{
    void *v = sess_map_get(&p->func_by_name, name, (int)strlen(name));
    return v ? p->funcs.p[(uintptr_t)v - 1] : NULL;
}

void vm_alias_func(vm_program *p, const char *alias, uint32_t index)
{
    char *a = sess_xstrdup(alias);
    VEC_PUSH(p->func_aliases, a);
    sess_map_put(&p->func_by_name, a, (int)strlen(a), (void *)(uintptr_t)(index + 1));
}

vm_symbol *vm_find_sym(vm_program *p, const char *name)
{
    void *v = sess_map_get(&p->sym_by_name, name, (int)strlen(name));
    return v ? p->syms.p[(uintptr_t)v - 1] : NULL;
}

uint32_t vm_add_string(vm_program *p, const char *s)
{
    for (size_t i = 0; i < p->strings.len; i++)
        if (!strcmp(p->strings.p[i], s))
            return (uint32_t)i;
    VEC_PUSH(p->strings, sess_xstrdup(s));
    return (uint32_t)p->strings.len - 1;
}

uint32_t vm_add_const(vm_program *p, uint64_t v)
{
    for (size_t i = 0; i < p->pool.len; i++)
        if (p->pool.p[i] == v)
            return (uint32_t)i;
    VEC_PUSH(p->pool, v);
    return (uint32_t)p->pool.len - 1;
}

/* ---- Linking: each kernel's static shared layout ---------------------------------------- */

static void mark_reachable(vm_program *p, uint32_t f, uint8_t *seen)
{
    if (seen[f])
        return;
    seen[f] = 1;
    vm_func *fn = p->funcs.p[f];
    if (fn->calls_indirect) {
        for (size_t i = 0; i < p->funcs.len; i++)
            mark_reachable(p, (uint32_t)i, seen);
        return;
    }
    for (uint32_t i = 0; i < fn->ncallees; i++)
        mark_reachable(p, fn->callees[i], seen);
}

static void kernel_layout(vm_program *p, vm_func *k, uint8_t *seen, uint8_t *used)
{
    memset(seen, 0, p->funcs.len);
    memset(used, 0, p->syms.len);
    mark_reachable(p, (uint32_t)(vm_find_func(p, k->name) ? vm_func_index(p, k->name) : 0), seen);
    k->uses_dyn_shared = false;
    for (size_t f = 0; f < p->funcs.len; f++) {
        if (!seen[f] || !p->funcs.p[f]->defined)
            continue;
        vm_func *fn = p->funcs.p[f];
        for (uint32_t pc = fn->entry; pc < fn->end; pc++) {
            const vm_insn *in = &p->code.p[pc];
            if (in->op == OP_LEA_SHARED)
                used[in->k] = 1;
            if (in->op == OP_LEAS_I64 || in->op == OP_LEASU_I64 || in->op == OP_LDS32 || in->op == OP_STS32)
                used[in->c] = 1;
            if (in->op == OP_LEA_DYNSH)
                k->uses_dyn_shared = true;
        }
    }
    free(k->shared_off);
    k->nshared_off = (uint32_t)p->syms.len;
    k->shared_off = sess_xmalloc(sizeof(int32_t) * (p->syms.len ? p->syms.len : 1));
    uint32_t off = 0;
    for (size_t s = 0; s < p->syms.len; s++) {
        k->shared_off[s] = -1;
        vm_symbol *sym = p->syms.p[s];
        if (!used[s] || sym->kind != VM_SYM_SHARED || sym->dyn_shared)
            continue;
        uint32_t a = sym->align ? sym->align : 1;
        off = (off + a - 1) / a * a;
        k->shared_off[s] = (int32_t)off;
        off += sym->size;
    }
    k->static_shared = off;
}

void vm_link(vm_program *p)
{
    uint8_t *seen = sess_xcalloc(p->funcs.len + 1, 1);
    uint8_t *used = sess_xcalloc(p->syms.len + 1, 1);
    for (size_t i = 0; i < p->funcs.len; i++)
        if (p->funcs.p[i]->is_kernel && p->funcs.p[i]->defined)
            kernel_layout(p, p->funcs.p[i], seen, used);
    free(seen);
    free(used);
}

/* ---- Disassembler ------------------------------------------------------------------------ */

static void disasm_insn(const vm_program *p, uint32_t pc, sess_buf *out)
{
    const vm_insn *in = &p->code.p[pc];
    const char *fmt = vm_op_formats[in->op];
    /* (the marks of uniform.c are shown as words, the flags of the instruction as numbers) */
    bool marked = in->op == OP_BRZ || in->op == OP_BRNZ || in->op == OP_BR_I32 ||
                  in->op == OP_BRK_I32 || in->op == OP_BAR;
    uint8_t marks = marked ? in->f & (VM_F_UNIFORM | VM_F_MEETS) : 0;
    sess_buf_printf(out, "  %5u  %-10s", pc, vm_op_names[in->op]);
    bool first = true;
    for (const char *c = fmt; *c; c++) {
        if (*c == ' ')
            continue;
        sess_buf_puts(out, first ? " " : ", ");
        first = false;
        switch (*c) {
        case 'd': case 'v': sess_buf_printf(out, "r%u", in->d); break;
        case 'a': sess_buf_printf(out, "r%u", in->a); break;
        case 'b': sess_buf_printf(out, "r%u", in->b); break;
        case 'c': sess_buf_printf(out, "r%u", in->c); break;
        case 'K': sess_buf_printf(out, "r%d", in->k); break;
        case 'k': case 't': case 'u': case 'y': case 'p': sess_buf_printf(out, "%d", in->k); break;
        case 's': sess_buf_printf(out, "%u", in->c); break;
        case 'n': sess_buf_printf(out, "%d", (int16_t)in->c); break;
        case 'f': sess_buf_printf(out, "f%u", in->f & ~marks); break;
        case 'x': sess_buf_printf(out, "x%u", in->x); break;
        }
    }
    /* what an index names */
    if (strchr(fmt, 'p') && (size_t)in->k < p->pool.len)
        sess_buf_printf(out, "    ; 0x%llx", (unsigned long long)p->pool.p[in->k]);
    if (strchr(fmt, 'u') && (size_t)in->k < p->funcs.len)
        sess_buf_printf(out, "    ; %s", p->funcs.p[in->k]->name);
    if (strchr(fmt, 'y') && (size_t)in->k < p->syms.len)
        sess_buf_printf(out, "    ; %s", p->syms.p[in->k]->name);
    if (strchr(fmt, 's') && (size_t)in->c < p->syms.len)
        sess_buf_printf(out, "    ; %s", p->syms.p[in->c]->name);
    if (marks & VM_F_UNIFORM)
        sess_buf_puts(out, "    ; uniform");
    if (marks & VM_F_MEETS)
        sess_buf_printf(out, "    ; ways meet at %u", in->k > (int32_t)pc ? (uint32_t)in->k : pc + 1);
    const vm_loc *l = &p->locs.p[pc];
    if (l->line > 0)
        sess_buf_printf(out, "    @%d", l->line);
    sess_buf_putc(out, '\n');
}

void vm_disasm(const vm_program *p, const vm_func *func, sess_buf *out)
{
    for (size_t i = 0; i < p->funcs.len; i++) {
        const vm_func *f = p->funcs.p[i];
        if ((func && f != func) || !f->defined)
            continue;
        sess_buf_printf(out, "%s %s  ; %u registers, %u bytes of local memory%s\n",
                        f->is_kernel ? "kernel" : "function", f->pretty, f->nregs, f->frame,
                        f->is_kernel ? "" : "");
        for (uint32_t pc = f->entry; pc < f->end; pc++)
            disasm_insn(p, pc, out);
    }
}
