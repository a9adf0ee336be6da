/* fuzz_front.c — the front end on one translation unit, as both passes of a program run it
 * after preprocessing (the harness skips libtcc's preprocessor: the input stands for its output,
 * so line markers `# N "file"` are part of the surface): the device pass (lexer, parser and
 * type checker, bytecode generator, linker and disassembler, as `cudarepl --disasm FILE`), then
 * the host pass (parse_unit_host and the C back end's text, which is not compiled), and the host
 * pass of a REPL cell (parse_cell_host, the C back end's cell mode). Every
 * diagnostic is formatted with its source line and caret. Nothing runs.
 */
#include "interp/host/cemit.h"
#include "tests/compile_unit.h"
#include "tests/fuzz/fuzz.h"

static void *no_address(void *ctx, const void *key)
{
    (void)ctx;
    (void)key;
    return NULL;
}

static int no_handle(void *ctx, ty_type *ty)
{
    (void)ctx;
    (void)ty;
    return -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    compile_unit u;
    compile_unit_run(&u, text, "fuzz.cu", NULL);
    if (u.cg_rc == 0 && u.diags.nerrors == 0) {
        sess_buf dis = {0};
        vm_disasm(u.prog, NULL, &dis);
        sess_buf_free(&dis);
    }
    fuzz_check(u.st != PARSE_ERRORS || u.diags.nerrors > 0); /* an error is always said */
    /* the host pass over the same text */
    sess_diags hdiags;
    sess_diags_init(&hdiags);
    parse_ctx *hc = parse_ctx_new(&u.arena, &u.basics);
    lex_tokens ht;
    parse_unit hu = {0};
    if (lex_tokenize(text, "fuzz.cu", &u.arena, &hdiags, &ht)) {
        parse_status hs = parse_unit_host(hc, ht, &hdiags, &hu);
        fuzz_check(hs != PARSE_ERRORS || hdiags.nerrors > 0);
        if (hs == PARSE_OK) {
            cemit_out rw = {0};
            cemit_env env = {.pp_text = text, .main_file = "fuzz.cu"};
            cemit_unit(&hu, &env, &hdiags, &rw);
            cemit_out_free(&rw);
        }
    }
    /* and as a REPL cell (parse_cell_host, the C back end's cell mode): nothing of an earlier
     * cell is imported */
    parse_ctx *cc = parse_ctx_new(&u.arena, &u.basics);
    parse_unit cu = {0};
    if (lex_tokenize(text, "<cell 1>", &u.arena, &hdiags, &ht)) {
        parse_status cs = parse_cell_host(cc, ht, "<cell 1>", &hdiags, &cu);
        fuzz_check(cs != PARSE_ERRORS || hdiags.nerrors > 0);
        if (cs == PARSE_OK) {
            cemit_out rw = {0};
            cemit_env env = {.pp_text = text, .main_file = "<cell 1>", .cell = true,
                             .address_of = no_address, .value_handle = no_handle};
            cemit_unit(&cu, &env, &hdiags, &rw);
            cemit_out_free(&rw);
        }
    }
    parse_unit_free(&cu);
    parse_ctx_free(cc);
    sess_buf msgs = {0};
    for (size_t i = 0; i < u.diags.list.len; i++)
        sess_diag_format(&msgs, &u.diags.list.p[i], 0);
    for (size_t i = 0; i < hdiags.list.len; i++)
        sess_diag_format(&msgs, &hdiags.list.p[i], 0);
    sess_buf_free(&msgs);
    parse_unit_free(&hu);
    parse_ctx_free(hc);
    sess_diags_free(&hdiags);

    compile_unit_free(&u);
    free(text);
    return 0;
}
