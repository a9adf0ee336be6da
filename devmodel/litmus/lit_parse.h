/* lit_parse.h — parser for PTX litmus tests in the Dat3M/herd format ("format 1").
 *
 *   PTX NAME
 *   "comment"
 *   { x=0; P1:r1=0; }
 *    P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;
 *    st.weak x, 1   | ld.weak r1, x  ;
 *   exists (P1:r1 == 1)
 *
 * Errors are diagnostics with file, line and column; the parser recovers at the next cell or
 * row so that one pass reports as many errors as it can. Proxy operations (fence.proxy.*,
 * surface, texture and constant accesses, aliases) are outside the model this mode
 * implements, and are rejected with a "not supported" diagnostic rather than given a wrong
 * answer.
 */
#ifndef LIT_PARSE_H
#define LIT_PARSE_H

#include "devmodel/litmus/lit_diag.h"
#include "devmodel/litmus/lit_ir.h"

/* Parses TEXT (named FILE in diagnostics). Returns the test, or NULL when there were errors
 * (all reported in D). */
LIT_WARN_UNUSED lit_test *lit_parse(const char *file, const char *text, lit_diags *d);

/* ---- One PTX instruction of inline assembly ----------------------------------------------
 * CUDA C's asm("ld.shared.s32 %0, [%1];" : ...) names its operands %0, %1, ...; the
 * instruction is read with the same grammar as a litmus cell. In the result, registers are
 * operand numbers (%N is register N) and so are locations ([%N] is location N); what a litmus
 * cell ignores or rejects but inline assembly needs is kept beside it: the type, the state
 * space, and the .mmio and .nc qualifiers. */
typedef enum {
    LIT_SPACE_GENERIC, LIT_SPACE_GLOBAL, LIT_SPACE_SHARED, LIT_SPACE_LOCAL, LIT_SPACE_CONST,
    LIT_SPACE_PARAM,
} lit_space;

typedef struct {
    lit_instr ins;       /* its text is NULL; registers and locations are operand numbers */
    char type;           /* 'b', 's', 'u' or 'f'; 0 when the instruction names no type */
    int bits;            /* the type's width (8, 16, 32, 64); 0 when none */
    lit_space space;
    int mmio, nc;        /* .mmio (relaxed.sys accesses of memory-mapped I/O), .nc */
} lit_ptx_instr;

/* Reads one instruction TEXT (no ';'), which starts at column COL of line LINE of FILE.
 * Returns 0; 1 when the instruction is none of ld, st, atom, red, fence, membar, bar and
 * barrier (nothing reported: the caller says what is not supported); -1 after reporting
 * errors into D. */
LIT_WARN_UNUSED int lit_parse_ptx_instr(const char *file, int line, int col, const char *text,
                                        lit_ptx_instr *out, lit_diags *d);

/* ---- The reading of one PTX instruction -------------------------------------------------
 * What every instruction has, whatever it does: an optional guard predicate (@p, @!p), the
 * mnemonic split at its dots (add.cc.u32: "add", "cc", "u32"), and operands. It is read with
 * the lexer and the mnemonic splitter of litmus cells; inline PTX compiles the instructions
 * that are not memory accesses from it. In a template, %N is an operand of the asm statement
 * and %%name (or %name) a PTX register written with its '%' (a special register such as
 * %clock64). */
#define LIT_PTX_MAX_QUALS 12
#define LIT_PTX_MAX_OPS 8
#define LIT_PTX_NAME 32

typedef enum {
    LIT_PO_OPERAND,   /* %N */
    LIT_PO_NAME,      /* a declared register, or %%name (special registers) */
    LIT_PO_INT,       /* an integer: bits */
    LIT_PO_F32,       /* 0fXXXXXXXX: bits */
    LIT_PO_F64,       /* 0dXXXXXXXXXXXXXXXX or a decimal number with a '.' or an exponent */
    LIT_PO_ADDR,      /* [register] or [register+offset]: the register in num/name */
    LIT_PO_VEC,       /* {a, b} or {a, b, c, d}: registers, in elem */
    LIT_PO_PAIR,      /* p|q (setp's two results): the two registers in elem */
} lit_ptx_opkind;

#define LIT_PTX_MAX_ELEMS 4

typedef struct lit_ptx_operand {
    lit_ptx_opkind kind;
    int num;                   /* LIT_PO_OPERAND, or an address of one: the operand number */
    int is_operand;            /* LIT_PO_ADDR: the base is %N (else the name) */
    int special;               /* the name was written %%name (or %name) */
    int neg;                   /* !p (a negated predicate) */
    char name[LIT_PTX_NAME];
    uint64_t bits;
    int64_t offset;            /* LIT_PO_ADDR */
    int col;
    int nelems;                /* LIT_PO_VEC, _PAIR: its registers (LIT_PO_OPERAND or _NAME) */
    struct { int kind, num, special, col; char name[LIT_PTX_NAME]; } elem[LIT_PTX_MAX_ELEMS];
} lit_ptx_operand;

typedef struct {
    int guard;                 /* 0 none, 1 @p, -1 @!p */
    lit_ptx_operand pred;      /* the guard's register */
    char quals[LIT_PTX_MAX_QUALS + 1][LIT_PTX_NAME];  /* [0] the name, then the qualifiers */
    int qual_col[LIT_PTX_MAX_QUALS + 1];
    int nquals;                /* including the name */
    int text_col;              /* where the mnemonic starts (after a guard) */
    lit_ptx_operand ops[LIT_PTX_MAX_OPS];
    int nops;
} lit_ptx_syntax;

/* Reads instruction TEXT (no ';'), which starts at column COL of line LINE of FILE. Returns 0,
 * or -1 after reporting errors into D. */
LIT_WARN_UNUSED int lit_ptx_read(const char *file, int line, int col, const char *text,
                                 lit_ptx_syntax *out, lit_diags *d);

/* Parses the condition part of a test — an optional "locations [...]" and the quantified
 * formula, as in format 1 — from AT (a position in TEXT, which is used for line numbers) to the
 * end of TEXT, into T, whose threads must exist. Registers are looked up (or created) by name
 * in their thread. Returns 0, or -1 after adding diagnostics to D. Format 2 uses it. */
LIT_WARN_UNUSED int lit_parse_condition(lit_test *t, const char *file, const char *text,
                                        const char *at, lit_diags *d);

#endif
