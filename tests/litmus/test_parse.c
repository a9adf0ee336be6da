/* test_parse.c — the format 1 parser: accepted syntax, and a diagnostic with the right line
 * and column for every error path.
 *
 * Source: the corpus syntax (tests/litmus/dat3m-ptx: Dat3M's LitmusPTX grammar — thread
 * headers "P0@cta 0,gpu 0", '|' separated cells ending in ';', "N:reg" and "PN:reg" in
 * conditions, '=' and '=='), the PTX ISA instruction forms (ld/st/atom/red/fence/membar/bar
 * qualifiers; .volatile is .relaxed.sys), and docs/litmus.md for what is rejected (proxies).
 */
#include "lit_test_util.h"

#define HEAD "PTX T\n{ x=0; }\n P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;\n"

/* Parses TEXT; expects failure with a diagnostic at LINE:COL whose message contains WHAT. */
static void expect_error(const char *text, int line, int col, const char *what)
{
    lit_diags d;
    lit_diags_init(&d);
    lit_test *t = lit_parse("t.litmus", text, &d);
    cr_expect_null(t, "expected an error for:\n%s", text);
    lit_test_free(t);
    int found = 0;
    for (int i = 0; i < d.n; i++)
        if (d.items[i].line == line && d.items[i].col == col &&
            d.items[i].severity == LIT_SEV_ERROR && strstr(d.items[i].message, what))
            found = 1;
    char *all = lit_diags_format(&d, text);
    cr_expect(found, "no error %d:%d '%s'; got:\n%s", line, col, what, all);
    free(all);
    lit_diags_free(&d);
}

static lit_test *expect_ok(const char *text)
{
    lit_diags d;
    lit_diags_init(&d);
    lit_test *t = lit_parse("t.litmus", text, &d);
    char *all = lit_diags_format(&d, text);
    cr_assert_not_null(t, "unexpected errors:\n%s", all);
    free(all);
    lit_diags_free(&d);
    return t;
}

/* ---- Accepted syntax ---------------------------------------------------------------------- */

/* Corpus: SB+sc-sys.litmus, LB+RMW-a.litmus (conditions on the exists line, N:r). */
Test(parse, corpus_shapes)
{
    lit_test *t = expect_ok("PTX SB\n\"a comment\"\n\"second line\"\n{\nx=0; y = 2;\nP0:r1=0;"
                            " P1:r2 = 5\n}\n P0@cta 0, gpu 0   |P1@cta 1,gpu 1 ;\n"
                            " st.weak x, 1 | st.weak y, 1 ;\n\n fence.sc.sys | fence.sc.sys ;\n"
                            " ld.weak r1, y | ld.weak r2, x ;\n\nexists (0:r1 = 0 /\\ P1:r2 == 0)\n");
    cr_expect_str_eq(t->name, "SB");
    cr_expect_str_eq(t->comment, "a comment\nsecond line");
    cr_expect_eq(t->n_threads, 2);
    cr_expect_eq(t->threads[1].place.gpu, 1);
    cr_expect_eq(t->locs[lit_test_find_location(t, "y")].init, 2);
    cr_expect_eq(t->threads[1].reg_init[lit_thread_find_reg(t, 1, "r2")], 5);
    cr_expect_eq(t->threads[0].n_ins, 3);
    cr_expect_eq(t->quant, LIT_Q_EXISTS);
    lit_test_free(t);
}

/* PTX ISA: .volatile is .relaxed.sys; atom defaults to .relaxed.gpu; membar.gl is
 * fence.sc.gpu; fence without .sem is .acq_rel. Dat3M: "ld r0, 1" is a register move. */
Test(parse, qualifiers)
{
    lit_test *t = expect_ok(HEAD " ld.volatile r1, x | st.volatile.u32 [x], r3 ;\n"
                            " atom.add.u32 r2, x, 1 | membar.gl ;\n ld r4, 7 | fence.gpu ;\n"
                            " red.release.sys.max x, r1 | atom.acq_rel.cta.cas r5, x, 1, 2 ;\n"
                            "forall (true)\n");
    const lit_instr *a = t->threads[0].ins, *b = t->threads[1].ins;
    cr_expect(a[0].kind == LIT_I_LOAD && a[0].sem == DM_ORDER_RELAXED && a[0].scope == DM_SCOPE_SYS);
    cr_expect(b[0].kind == LIT_I_STORE && b[0].sem == DM_ORDER_RELAXED && b[0].scope == DM_SCOPE_SYS);
    cr_expect(a[1].kind == LIT_I_ATOM && a[1].sem == DM_ORDER_RELAXED && a[1].scope == DM_SCOPE_GPU);
    cr_expect(b[1].kind == LIT_I_FENCE && b[1].sem == DM_ORDER_SC && b[1].scope == DM_SCOPE_GPU);
    cr_expect(a[2].kind == LIT_I_ALU && a[2].op == LIT_OP_MOV && a[2].a.imm == 7);
    cr_expect(b[2].kind == LIT_I_FENCE && b[2].sem == DM_ORDER_ACQ_REL);
    cr_expect(a[3].kind == LIT_I_RED && a[3].op == LIT_OP_MAX && a[3].a.is_reg);
    cr_expect(b[3].op == LIT_OP_CAS && b[3].a.imm == 1 && b[3].b.imm == 2);
    cr_expect_eq(t->quant, LIT_Q_FORALL);
    lit_test_free(t);
}

/* Corpus: Barrier/quorum*.litmus (bar.cta.sync instance, id, count) and the loops of
 * Ticketlock-*.litmus (labels, beq, goto). */
Test(parse, barriers_and_branches)
{
    lit_test *t = expect_ok(HEAD " bar.cta.sync 1 | bar.cta.sync 1, r2, 3 ;\n"
                            " LC00: | bar.cta.arrive 2, 2 ;\n ld.weak r1, x | ;\n"
                            " bne r1, 1, LC00 | ;\n goto LC01 | ;\n LC01: | ;\n"
                            "locations [x; 1:r2;]\n~exists (0:r1 != 1)\n");
    const lit_instr *a = t->threads[0].ins, *b = t->threads[1].ins;
    cr_expect(a[0].kind == LIT_I_BAR_SYNC && a[0].has_inst && !a[0].has_count);
    cr_expect(b[0].has_count && b[0].bar_id.is_reg && b[0].bar_count.imm == 3);
    cr_expect(b[1].kind == LIT_I_BAR_ARRIVE);
    cr_expect(a[3].kind == LIT_I_BRANCH && a[3].cmp == LIT_CMP_NE);
    cr_expect_eq(t->n_observe, 2);
    cr_expect_eq(t->quant, LIT_Q_NOT_EXISTS);
    lit_test_free(t);
}

/* ---- Header, preamble and initial state --------------------------------------------------- */

Test(parse, header_errors)
{
    expect_error("X86 SB\n{ }\n", 1, 1, "expected 'PTX'");
    expect_error("", 1, 1, "expected 'PTX' and the test name");
    expect_error("PTX\n{ }\n", 1, 4, "expected the test name");
    expect_error("CUDA MP\n{ x = 0; }\n", 1, 1, "CUDA C litmus test (format 2)");
    expect_error("PTX T\n\"comment\"\n", 3, 1, "expected '{'");
    expect_error("PTX T\n\"comment\n{ }\n", 2, 1, "unterminated comment");
}

Test(parse, init_errors)
{
    expect_error("PTX T\n{ x=0;\n", 2, 1, "missing '}'");
    expect_error("PTX T\n{ x=; }\n", 2, 5, "expected an integer value, found ';'");
    expect_error("PTX T\n{ P0:=1; }\n", 2, 6, "expected a register");
    expect_error("PTX T\n{ Q:r0=1; }\n", 2, 3, "expected a thread name");
    expect_error("PTX T\n{ x@texture aliases y; }\n", 2, 4, "not supported");
    expect_error("PTX T\n{ x=&y; }\n", 2, 5, "pointer initial values are not supported");
    expect_error("PTX T\n{ r1=0; }\n", 2, 3, "expected 'location = value'");
    expect_error("PTX T\n{ P5:r0=1; }\n P0@cta 0,gpu 0 ;\n ld.weak r0, x ;\n", 2, 6,
                 "no thread P5");
}

Test(parse, thread_header_errors)
{
    expect_error("PTX T\n{ }\n P1@cta 0,gpu 0 | P0@cta 0,gpu 0 ;\n", 3, 2,
                 "threads must be P0, P1, ... in order");
    expect_error("PTX T\n{ }\n P0 | P1 ;\n", 3, 5, "needs a placement");
    expect_error("PTX T\n{ }\n P0@core 0 ;\n", 3, 5, "unknown placement 'core'");
    expect_error("PTX T\n{ }\n P0@cta x ;\n", 3, 9, "expected a number");
    expect_error("PTX T\n{ }\n P0@cta 0,gpu 0\n", 3, 16, "expected ';' at the end of the row");
    expect_error("PTX T\n{ }\n", 3, 1, "expected the thread header row");
}

/* ---- Instruction cells -------------------------------------------------------------------- */

Test(parse, row_errors)
{
    expect_error(HEAD " ld.weak r1, x | ld.weak r2, x\n", 4, 31, "expected ';'");
    expect_error(HEAD " ld.weak r1, x | | st.weak x, 1 ;\n", 4, 20, "more cells than there are threads");
    expect_error(HEAD " foo r1, x | ;\n", 4, 2, "unknown instruction 'foo'");
    expect_error(HEAD " ld.weak r1, x | ; junk\n", 4, 20, "unexpected text after ';'");
}

Test(parse, access_errors)
{
    expect_error(HEAD " ld.bogus r1, x | ;\n", 4, 5, "unexpected qualifier '.bogus'");
    expect_error(HEAD " ld.weak.gpu r1, x | ;\n", 4, 2, "a weak load takes no scope");
    expect_error(HEAD " ld.relaxed r1, x | ;\n", 4, 5, "'.relaxed' needs a scope");
    expect_error(HEAD " ld.release.gpu r1, x | ;\n", 4, 5, "a load cannot be .release");
    expect_error(HEAD " st.acquire.gpu x, 1 | ;\n", 4, 5, "a store cannot be .acquire");
    expect_error(HEAD " ld.volatile.gpu r1, x | ;\n", 4, 5, "'.volatile' takes no scope");
    expect_error(HEAD " st.weak r1, 1 | ;\n", 4, 10, "expected a memory location, found 'r1'");
    expect_error(HEAD " st.weak x 1 | ;\n", 4, 12, "expected ','");
    expect_error(HEAD " st.weak x, y | ;\n", 4, 13, "expected a register or an integer, found 'y'");
    expect_error(HEAD " ld.weak r1, x extra | ;\n", 4, 16, "unexpected 'extra' after the operands");
    expect_error(HEAD " ld.weak x, x | ;\n", 4, 10, "expected a register");
    expect_error(HEAD " ld.weak r1, [x | ;\n", 4, 17, "expected ']'");
}

Test(parse, rmw_fence_barrier_errors)
{
    expect_error(HEAD " atom.relaxed.gpu r1, x, 1 | ;\n", 4, 2, "needs an operation");
    expect_error(HEAD " atom.weak.gpu.add r1, x, 1 | ;\n", 4, 7, "cannot be .weak");
    expect_error(HEAD " red.relaxed.gpu.cas x, 1 | ;\n", 4, 2, "red cannot be .cas");
    expect_error(HEAD " atom.relaxed.gpu.cas r1, x, 1 | ;\n", 4, 32, "expected ','");
    expect_error(HEAD " fence.sc | ;\n", 4, 2, "a fence needs a scope");
    expect_error(HEAD " fence.relaxed.gpu | ;\n", 4, 8, "a fence is .sc or .acq_rel");
    expect_error(HEAD " membar.foo | ;\n", 4, 2, "expected membar.cta, membar.gl or membar.sys");
    expect_error(HEAD " bar.cta 1 | ;\n", 4, 2, "expected bar.cta.sync or bar.cta.arrive");
    expect_error(HEAD " bar.cta.red 1 | ;\n", 4, 10, "not supported");
    expect_error(HEAD " bar.cta.sync x | ;\n", 4, 15, "expected a register or an integer");
    expect_error(HEAD " add r1, r2 | ;\n", 4, 13, "expected ',' at the end of the cell");
}

Test(parse, branch_errors)
{
    expect_error(HEAD " beq r1, 1 | ;\n", 4, 12, "expected ','");
    expect_error(HEAD " goto | ;\n", 4, 7, "expected a label");
    expect_error(HEAD " goto L9 | ;\n", 4, 7, "label 'L9' is not defined in thread P0");
    expect_error(HEAD " L1: | ;\n L1: | ;\n", 5, 2, "label 'L1' is defined twice");
    expect_error(HEAD " L1: ld.weak r1, x | ;\n", 4, 6, "unexpected 'ld.weak'");
}

/* Proxies are outside the model: rejected, never answered (PTX ISA: the memory consistency
 * model does not apply to texture and surface accesses). */
Test(parse, proxies_rejected)
{
    expect_error(HEAD " fence.proxy.alias | ;\n", 4, 8, "not supported");
    expect_error(HEAD " fence.proxy.texture | ;\n", 4, 8, "not supported");
    expect_error(HEAD " suld.b.1d r1, x | ;\n", 4, 2, "not supported");
    expect_error(HEAD " sust.b.1d x, 1 | ;\n", 4, 2, "not supported");
    expect_error(HEAD " tld r1, x | ;\n", 4, 2, "not supported");
    expect_error(HEAD " ld.const r1, x | ;\n", 4, 5, "not supported");
    expect_error(HEAD " ld.global.nc r1, x | ;\n", 4, 12, "not supported");
}

/* ---- Condition ---------------------------------------------------------------------------- */

Test(parse, condition_errors)
{
    expect_error(HEAD " ld.weak r1, x | ;\nexists (P0:r1 == )\n", 5, 18, "expected a register");
    expect_error(HEAD " ld.weak r1, x | ;\nexists (P7:r1 = 1)\n", 5, 9, "no thread 'P7'");
    expect_error(HEAD " ld.weak r1, x | ;\nexists (x = 1\n", 6, 1, "expected ')'");
    expect_error(HEAD " ld.weak r1, x | ;\nexists (x 1)\n", 5, 11, "expected a comparison");
    expect_error(HEAD " ld.weak r1, x | ;\nfilter (x=1)\n", 5, 1, "'filter' is not supported");
    expect_error(HEAD " ld.weak r1, x | ;\n~ forall (x=1)\n", 5, 3, "'exists' after '~'");
    expect_error(HEAD " ld.weak r1, x | ;\nexists (x=1) junk\n", 5, 14, "unexpected 'junk'");
    expect_error(HEAD " ld.weak r1, x | ;\nlocations x\n", 5, 11, "expected '['");
}

/* One pass reports every bad cell (STYLE.md: report many errors per cell). */
Test(parse, many_errors_in_one_pass)
{
    const char *text = HEAD " foo | bar ;\n ld.weak r1, x | st.weak 3, 1 ;\nexists (x = )\n";
    lit_diags d;
    lit_diags_init(&d);
    cr_expect_null(lit_parse("t.litmus", text, &d));
    cr_expect_geq(d.n_errors, 4, "%d errors", d.n_errors);
    lit_diags_free(&d);
}

/* The one diagnostic format: file:line:col: severity: message, the source line, a caret. */
Test(parse, diagnostic_format)
{
    const char *text = HEAD " ld.weak r1, x | ld.bogus r2, x ;\n";
    lit_diags d;
    lit_diags_init(&d);
    cr_expect_null(lit_parse("mp.litmus", text, &d));
    char *s = lit_diags_format(&d, text);
    cr_expect_str_eq(s, "mp.litmus:4:21: error: unexpected qualifier '.bogus'\n"
                        " ld.weak r1, x | ld.bogus r2, x ;\n"
                        "                    ^\n");
    free(s);
    lit_diags_free(&d);
}

/* Never a crash (STYLE.md): every prefix of corpus tests either parses or gives diagnostics
 * with a position. Source: the Dat3M corpus files. */
Test(parse, truncated_inputs)
{
    static const char *const files[] = { "Manual/Ticketlock-rel2rlx.litmus",
                                         "Barrier/quorum3-fail.litmus",
                                         "Manual/MICRO24-Fig4b.litmus" };
    char dir[4096], path[4400];
    cr_assert_eq(tu_corpus_dir(dir, sizeof dir), 0);
    for (size_t k = 0; k < sizeof files / sizeof *files; k++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[k]);
        char *text = tu_slurp(path);
        cr_assert_not_null(text);
        size_t n = strlen(text);
        for (size_t cut = 0; cut < n; cut += 2) {
            char *prefix = strndup(text, cut);
            lit_diags d;
            lit_diags_init(&d);
            lit_test *t = lit_parse(path, prefix, &d);
            if (!t)
                cr_expect(d.n_errors > 0 && d.items[0].line >= 1, "%s cut at %zu", files[k], cut);
            lit_test_free(t);
            lit_diags_free(&d);
            free(prefix);
        }
        free(text);
    }
}
