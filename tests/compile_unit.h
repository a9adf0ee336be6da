/* compile_unit.h — the device front end over one text, for the tests: lex, parse and generate
 * bytecode as a session's device pass does, and keep what they made (the parse's status, the
 * unit's functions, the program, the diagnostics) for the test to read; then free it all.
 *
 *     compile_unit u;
 *     compile_unit_run(&u, "__global__ void k() {}", "t.cu", NULL);
 *     ... u.st, u.unit.funcs, u.prog->funcs, u.diags ...
 *     compile_unit_free(&u);
 */
#ifndef CR_TESTS_COMPILE_UNIT_H
#define CR_TESTS_COMPILE_UNIT_H

#include <signal.h>
#include <string.h>

#include "interp/front/cg.h"
#include "interp/front/lex.h"
#include "interp/front/parse.h"
#include "interp/vm/vm.h"

typedef struct {
    sess_arena arena;
    ty_basics basics;
    sess_diags diags;
    parse_ctx *pc;
    vm_program *prog;
    parse_unit unit;
    parse_status st; /* the parse's; PARSE_ERRORS when the text did not lex */
    int cg_rc;       /* cg_unit's result (-1 when the parse failed and it did not run) */
} compile_unit;

/* Compiles TEXT, named NAME in its diagnostics, its float code as FP_MODE (CG_FP_*) says; a
 * parse that watches INTERRUPT (NULL: none). */
static inline void compile_unit_run_fp(compile_unit *u, const char *text, const char *name,
                                       volatile sig_atomic_t *interrupt, unsigned fp_mode)
{
    memset(u, 0, sizeof *u);
    sess_arena_init(&u->arena);
    ty_basics_init(&u->basics);
    sess_diags_init(&u->diags);
    sess_diags_add_source(&u->diags, name, text);
    u->pc = parse_ctx_new(&u->arena, &u->basics);
    if (interrupt)
        parse_ctx_set_interrupt(u->pc, interrupt);
    u->prog = vm_program_new();
    u->st = PARSE_ERRORS;
    u->cg_rc = -1;
    lex_tokens toks;
    if (lex_tokenize(text, name, &u->arena, &u->diags, &toks))
        u->st = parse_unit_tokens(u->pc, toks, &u->diags, &u->unit);
    if (u->st == PARSE_OK)
        u->cg_rc = cg_unit(u->prog, &u->unit, &u->basics, &u->arena, &u->diags, fp_mode);
}

/* compile_unit_run_fp with nvcc's default floating-point options */
static inline void compile_unit_run(compile_unit *u, const char *text, const char *name,
                                    volatile sig_atomic_t *interrupt)
{
    compile_unit_run_fp(u, text, name, interrupt, 0);
}

/* Every diagnostic as "line:col: message", one a line (a string to free; "" for none). */
static inline char *compile_unit_messages(const compile_unit *u)
{
    sess_buf out = {0};
    for (size_t i = 0; i < u->diags.list.len; i++)
        sess_buf_printf(&out, "%d:%d: %s\n", u->diags.list.p[i].line, u->diags.list.p[i].col,
                        u->diags.list.p[i].message);
    char *s = sess_buf_take(&out);
    return s ? s : sess_xstrdup("");
}

static inline void compile_unit_free(compile_unit *u)
{
    parse_unit_free(&u->unit);
    vm_program_free(u->prog);
    parse_ctx_free(u->pc);
    sess_diags_free(&u->diags);
    ty_basics_free(&u->basics);
    sess_arena_free(&u->arena);
}

/* The names of function FUNC's instructions in TEXT, from the first named FROM on, up to the
 * first named UNTIL after it (NULL: to the end), a space between two, after any diagnostic
 * as "error MESSAGE " (a string to free). */
static inline char *compile_unit_code_between(const char *text, const char *func, const char *from,
                                              const char *until)
{
    compile_unit u;
    compile_unit_run(&u, text, "t.cu", NULL);
    sess_buf out = {0};
    for (size_t i = 0; i < u.diags.list.len; i++)
        sess_buf_printf(&out, "error %s ", u.diags.list.p[i].message);
    for (size_t pi = 0; pi < u.prog->funcs.len; pi++) {
        vm_func *vf = u.prog->funcs.p[pi];
        if (strcmp(vf->name, func))
            continue;
        bool on = false;
        for (uint32_t p = vf->entry; p < vf->end; p++) {
            const char *name = vm_op_names[u.prog->code.p[p].op];
            if (!on && strcmp(name, from))
                continue;
            sess_buf_printf(&out, "%s%s", on ? " " : "", name);
            if (on && until && !strcmp(name, until))
                break;
            on = true;
        }
    }
    compile_unit_free(&u);
    char *s = sess_buf_take(&out);
    return s ? s : sess_xstrdup("");
}

#endif
