/* test_ptx_instr.c — lit_parse_ptx_instr, the reading of one PTX instruction of CUDA C inline
 * assembly with the litmus grammar: operands %N as operand numbers, and the qualifiers a
 * litmus cell drops but inline assembly needs (type, state space, .mmio, .nc).
 *
 * Source: the instructions of seed 000 §5.4.8.2 (ld.shared.s32 %0, [%1]) and seed 002
 * §5.3.10.4.3 (st.relaxed.mmio.sys.u32 [%0], %1; ld.relaxed.mmio.sys.u32 %0, [%1]), and the PTX
 * ISA forms of atom, red, fence, membar and bar.
 */
#include "lit_test_util.h"

#include "devmodel/litmus/lit_parse.h"

static lit_ptx_instr parse_ok(const char *text)
{
    lit_diags d;
    lit_diags_init(&d);
    lit_ptx_instr p;
    int r = lit_parse_ptx_instr("k.cu", 3, 10, text, &p, &d);
    char *all = lit_diags_format(&d, NULL);
    cr_assert_eq(r, 0, "'%s' was not read: %d\n%s", text, r, all);
    free(all);
    lit_diags_free(&d);
    return p;
}

Test(ptx_instr, seed_ld_shared)
{
    lit_ptx_instr p = parse_ok("ld.shared.s32 %0, [%1]");
    cr_expect_eq(p.ins.kind, LIT_I_LOAD);
    cr_expect_eq(p.ins.dst, 0);
    cr_expect_eq(p.ins.loc, 1);
    cr_expect_eq(p.ins.sem, DM_ORDER_WEAK);
    cr_expect_eq(p.type, 's');
    cr_expect_eq(p.bits, 32);
    cr_expect_eq(p.space, LIT_SPACE_SHARED);
    cr_expect_eq(p.mmio, 0);
}

Test(ptx_instr, seed_mmio_store_and_load)
{
    lit_ptx_instr p = parse_ok("st.relaxed.mmio.sys.u32 [%0], %1");
    cr_expect_eq(p.ins.kind, LIT_I_STORE);
    cr_expect_eq(p.ins.loc, 0);
    cr_expect(p.ins.a.is_reg && p.ins.a.reg == 1);
    cr_expect_eq(p.ins.sem, DM_ORDER_RELAXED);
    cr_expect_eq(p.ins.scope, DM_SCOPE_SYS);
    cr_expect_eq(p.mmio, 1);
    cr_expect_eq(p.type, 'u');
    p = parse_ok("ld.relaxed.mmio.sys.u32 %0, [%1]");
    cr_expect_eq(p.ins.kind, LIT_I_LOAD);
    cr_expect_eq(p.ins.dst, 0);
    cr_expect_eq(p.ins.loc, 1);
    cr_expect_eq(p.mmio, 1);
}

Test(ptx_instr, operand_numbers_not_order_of_appearance)
{
    lit_ptx_instr p = parse_ok("atom.acquire.gpu.global.cas.b32 %3, [%0], %2, %1");
    cr_expect_eq(p.ins.kind, LIT_I_ATOM);
    cr_expect_eq(p.ins.op, LIT_OP_CAS);
    cr_expect_eq(p.ins.dst, 3);
    cr_expect_eq(p.ins.loc, 0);
    cr_expect(p.ins.a.is_reg && p.ins.a.reg == 2);
    cr_expect(p.ins.b.is_reg && p.ins.b.reg == 1);
    cr_expect_eq(p.ins.sem, DM_ORDER_ACQUIRE);
    cr_expect_eq(p.space, LIT_SPACE_GLOBAL);
    cr_expect_eq(p.bits, 32);
}

Test(ptx_instr, immediates_volatile_and_nc)
{
    lit_ptx_instr p = parse_ok("red.global.add.u64 [%1], 5");
    cr_expect_eq(p.ins.kind, LIT_I_RED);
    cr_expect(!p.ins.a.is_reg && p.ins.a.imm == 5);
    cr_expect_eq(p.ins.scope, DM_SCOPE_GPU); /* PTX's default scope of red */
    p = parse_ok("ld.volatile.global.f32 %0, [%1]");
    cr_expect_eq(p.ins.sem, DM_ORDER_RELAXED);
    cr_expect_eq(p.ins.scope, DM_SCOPE_SYS);
    cr_expect_eq(p.type, 'f');
    p = parse_ok("ld.global.nc.u8 %0, [%1]");
    cr_expect_eq(p.nc, 1);
    cr_expect_eq(p.bits, 8);
}

Test(ptx_instr, fences_and_barrier)
{
    lit_ptx_instr p = parse_ok("fence.sc.cta");
    cr_expect_eq(p.ins.kind, LIT_I_FENCE);
    cr_expect_eq(p.ins.sem, DM_ORDER_SC);
    cr_expect_eq(p.ins.scope, DM_SCOPE_CTA);
    p = parse_ok("membar.gl");
    cr_expect_eq(p.ins.scope, DM_SCOPE_GPU);
    p = parse_ok("bar.sync 0");
    cr_expect_eq(p.ins.kind, LIT_I_BAR_SYNC);
    cr_expect(!p.ins.bar_id.is_reg && p.ins.bar_id.imm == 0);
}

Test(ptx_instr, other_instructions_are_left_to_the_caller)
{
    lit_diags d;
    lit_diags_init(&d);
    lit_ptx_instr p;
    cr_expect_eq(lit_parse_ptx_instr("k.cu", 1, 1, "mov.u32 %0, %1", &p, &d), 1);
    cr_expect_eq(lit_parse_ptx_instr("k.cu", 1, 1, "cvta.to.shared.u64 %0, %1", &p, &d), 1);
    cr_expect_eq(d.n, 0);
    lit_diags_free(&d);
}

Test(ptx_instr, errors_point_into_the_template)
{
    lit_diags d;
    lit_diags_init(&d);
    lit_ptx_instr p;
    /* the template starts at column 10: "st.release.u32" has no scope; the error is at .release */
    cr_expect_eq(lit_parse_ptx_instr("k.cu", 7, 10, "st.release.u32 [%0], %1", &p, &d), -1);
    cr_assert_eq(d.n, 1);
    cr_expect_eq(d.items[0].line, 7);
    cr_expect_eq(d.items[0].col, 13);
    cr_expect(strstr(d.items[0].message, "needs a scope") != NULL, "%s", d.items[0].message);
    lit_diags_free(&d);
    lit_diags_init(&d);
    /* the operand after the comma is missing: column of the end of the cell */
    cr_expect_eq(lit_parse_ptx_instr("k.cu", 7, 1, "ld.global.u32 %0,", &p, &d), -1);
    cr_expect_eq(d.n_errors, 1);
    lit_diags_free(&d);
}

/* The litmus grammar itself now reads "ld r0, [x]" (no qualifiers) as a weak load, as PTX does,
 * where it used to take the bracket for a register move's operand. */
Test(ptx_instr, litmus_cell_weak_load_with_brackets)
{
    const char *text = "PTX T\n{ x=1; }\n P0@cta 0,gpu 0 ;\n ld r0, [x] ;\nexists (0:r0=1)\n";
    lit_diags d;
    lit_diags_init(&d);
    lit_test *t = lit_parse("t.litmus", text, &d);
    cr_assert_not_null(t);
    cr_expect_eq(t->threads[0].ins[0].kind, LIT_I_LOAD);
    cr_expect_eq(t->threads[0].ins[0].sem, DM_ORDER_WEAK);
    lit_test_free(t);
    lit_diags_free(&d);
}

/* ---- lit_ptx_read: the reading every instruction shares (guard, mnemonic, operands) ------ */

static lit_ptx_syntax read_ok(const char *text)
{
    lit_diags d;
    lit_diags_init(&d);
    lit_ptx_syntax s;
    int r = lit_ptx_read("k.cu", 3, 10, text, &s, &d);
    char *all = lit_diags_format(&d, NULL);
    cr_assert_eq(r, 0, "'%s' was not read\n%s", text, all);
    free(all);
    lit_diags_free(&d);
    return s;
}

Test(ptx_read, guard_mnemonic_and_operands)
{
    lit_ptx_syntax s = read_ok("@!p addc.cc.u32 %0, t, 0f3F800000");
    cr_expect_eq(s.guard, -1);
    cr_expect_eq(s.pred.kind, LIT_PO_NAME);
    cr_expect_str_eq(s.pred.name, "p");
    cr_expect_eq(s.nquals, 3);
    cr_expect_str_eq(s.quals[0], "addc");
    cr_expect_str_eq(s.quals[1], "cc");
    cr_expect_str_eq(s.quals[2], "u32");
    cr_expect_eq(s.text_col, 14);
    cr_expect_eq(s.nops, 3);
    cr_expect_eq(s.ops[0].kind, LIT_PO_OPERAND);
    cr_expect_eq(s.ops[0].num, 0);
    cr_expect_eq(s.ops[1].kind, LIT_PO_NAME);
    cr_expect_str_eq(s.ops[1].name, "t");
    cr_expect_eq(s.ops[2].kind, LIT_PO_F32);
    cr_expect_eq(s.ops[2].bits, 0x3f800000u);
}

Test(ptx_read, immediates_special_registers_addresses)
{
    lit_ptx_syntax s = read_ok("selp.s64 %1, -5, 0x7fffffffffffffff, !q");
    cr_expect_eq(s.ops[1].kind, LIT_PO_INT);
    cr_expect_eq((int64_t)s.ops[1].bits, -5);
    cr_expect_eq(s.ops[2].bits, 0x7fffffffffffffffull);
    cr_expect(s.ops[3].neg);
    s = read_ok("mov.u64 %0, %%clock64");
    cr_expect_eq(s.ops[1].kind, LIT_PO_NAME);
    cr_expect(s.ops[1].special);
    cr_expect_str_eq(s.ops[1].name, "clock64");
    s = read_ok("ld.global.u32 t, [%1+8]");
    cr_expect_eq(s.ops[1].kind, LIT_PO_ADDR);
    cr_expect(s.ops[1].is_operand);
    cr_expect_eq(s.ops[1].num, 1);
    cr_expect_eq(s.ops[1].offset, 8);
    s = read_ok("add.f64 %0, %1, 1.5e1");
    cr_expect_eq(s.ops[2].kind, LIT_PO_F64);
    cr_expect_eq(s.ops[2].bits, 0x402e000000000000ull);
    s = read_ok("mov.b64 {lo, %%r2}, %1");
    cr_expect_eq(s.ops[0].kind, LIT_PO_VEC);
    cr_expect_eq(s.ops[0].nelems, 2);
    cr_expect_str_eq(s.ops[0].elem[0].name, "lo");
    cr_expect(s.ops[0].elem[1].special);
    cr_expect_eq(s.ops[1].num, 1);
    s = read_ok("setp.lt.and.s32 p|q, %1, %2, !r");
    cr_expect_eq(s.ops[0].kind, LIT_PO_PAIR);
    cr_expect_str_eq(s.ops[0].elem[0].name, "p");
    cr_expect_str_eq(s.ops[0].elem[1].name, "q");
    cr_expect(s.ops[3].neg);
    s = read_ok("ld.shared::cta.u32 %0, [%1]");
    cr_expect_str_eq(s.quals[1], "shared::cta");
}

Test(ptx_read, errors_have_their_place)
{
    lit_diags d;
    lit_diags_init(&d);
    lit_ptx_syntax s;
    cr_expect_eq(lit_ptx_read("k.cu", 3, 10, "mov.b64 %0, {%1, %2", &s, &d), -1);
    cr_assert_eq(d.n_errors, 1);
    cr_expect_eq(d.items[0].col, 29);
    lit_diags_free(&d);
    lit_diags_init(&d);
    cr_expect_eq(lit_ptx_read("k.cu", 3, 10, "add.u32 %0, %1 %2", &s, &d), -1);
    cr_expect_eq(d.n_errors, 1);
    lit_diags_free(&d);
}
