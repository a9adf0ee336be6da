/* vm.h — a compiled device program, and the SIMT executor that runs its kernels.
 *
 * A program is one code array shared by every function compiled in a session (a REPL cell
 * appends to it), so a program counter identifies an instruction anywhere; functions and
 * symbols are found through tables indexed by number, so a redefinition only replaces a table
 * entry and later launches use the newest definition.
 *
 * Registers are 64-bit per lane and stored lane-contiguous (vm_reg: 32 lanes of one register),
 * so the instruction loop over the active lanes is a tight loop (ARCHITECTURE: "a warp's
 * registers are stored lane-contiguous").
 */
#ifndef CR_VM_H
#define CR_VM_H

#include <stdbool.h>
#include <stdint.h>

#include "interp/session/util.h"
#include "interp/vm/opcodes.h"

typedef struct {
    uint16_t op;
    uint8_t f, x;
    uint16_t d, a, b, c;
    int32_t k;
} vm_insn;

typedef struct {
    uint32_t file; /* index into the program's strings */
    int32_t line;
} vm_loc;

/* Memory-operation flags (vm_insn.f): space, order, scope, as the memory model needs them. */
enum { VM_SP_GENERIC, VM_SP_GLOBAL, VM_SP_SHARED, VM_SP_LOCAL, VM_SP_CONST, VM_SP_PARAM };
#define VM_MF(space, order, scope) ((uint8_t)((space) | ((order) << 3) | ((scope) << 6)))
#define VM_MF_SPACE(f) ((f) & 7)
#define VM_MF_ORDER(f) (((f) >> 3) & 7)
#define VM_MF_SCOPE(f) (((f) >> 6) & 3)

/* CVT kinds (x operand of OP_CVT): destination <- source, with the GPU's rules (round toward
 * zero, saturating, NaN to 0 or the minimum as the H200 does). */
typedef enum {
    VM_CVT_F32_I32, VM_CVT_F32_U32, VM_CVT_F32_I64, VM_CVT_F32_U64,
    VM_CVT_F64_I32, VM_CVT_F64_U32, VM_CVT_F64_I64, VM_CVT_F64_U64,
    VM_CVT_I32_F32, VM_CVT_U32_F32, VM_CVT_I64_F32, VM_CVT_U64_F32,
    VM_CVT_I32_F64, VM_CVT_U32_F64, VM_CVT_I64_F64, VM_CVT_U64_F64,
    VM_CVT_F64_F32, VM_CVT_F32_F64,
    VM_CVT_F32_H16, VM_CVT_H16_F32,
} vm_cvt_kind;

/* Special registers (SREG k); the same numbering as the front end's nd_sreg. */
typedef enum {
    VM_SR_TID_X, VM_SR_TID_Y, VM_SR_TID_Z, VM_SR_NTID_X, VM_SR_NTID_Y, VM_SR_NTID_Z,
    VM_SR_CTAID_X, VM_SR_CTAID_Y, VM_SR_CTAID_Z, VM_SR_NCTAID_X, VM_SR_NCTAID_Y, VM_SR_NCTAID_Z,
    VM_SR_WARPSIZE, VM_SR_LANEID, VM_SR_WARPID, VM_SR_SMID, VM_SR_NSMID, VM_SR_CLOCK,
    VM_SR_CLOCK64, VM_SR_GLOBALTIMER, VM_SR_LANEMASK_EQ, VM_SR_LANEMASK_LT, VM_SR_LANEMASK_LE,
    VM_SR_LANEMASK_GT, VM_SR_LANEMASK_GE, VM_SR_DYNSMEM_SIZE,
} vm_sreg;

/* How a kernel parameter is passed (for the host's launch closures). */
typedef enum { VM_PK_I8, VM_PK_U8, VM_PK_I16, VM_PK_U16, VM_PK_I32, VM_PK_U32, VM_PK_I64,
               VM_PK_U64, VM_PK_F32, VM_PK_F64, VM_PK_PTR, VM_PK_STRUCT } vm_param_kind;

typedef struct {
    uint32_t offset, size, align;
    vm_param_kind kind;
    char *type_name; /* C spelling, for messages and host prototypes */
    char *flat;      /* VM_PK_STRUCT: the scalar members in order, one letter each (c s i l f d p),
                        for the host's calling convention */
} vm_param;

/* The record OP_LAUNCH reads, which the code generator builds in the launching thread's local
 * memory (16-byte aligned): the grid's and the block's x, y, z (u32 each), the bytes of dynamic
 * shared memory (u32), the stream (u64), then the kernel's parameters in its param-buffer
 * layout. */
#define VM_LAUNCH_GRID 0
#define VM_LAUNCH_BLOCK 12
#define VM_LAUNCH_SHARED 24
#define VM_LAUNCH_STREAM 32
#define VM_LAUNCH_PARAMS 48

typedef struct vm_func {
    char *name;
    char *pretty;          /* "void k(const int *, int *)" */
    char *mangled;         /* a kernel's Itanium-mangled name ("_Z1kPi"), or NULL */
    uint32_t entry, end;   /* code range [entry, end) */
    uint32_t nregs;        /* registers of a frame */
    uint32_t frame;        /* local-memory bytes of a frame (16-byte multiple) */
    uint32_t nparams;
    bool is_kernel;
    bool defined;
    char *src_file;
    int src_line;
    /* kernels */
    uint32_t param_size;
    VEC(vm_param) params;
    uint32_t static_shared;   /* bytes of static shared memory (after linking) */
    int32_t *shared_off;      /* offset of each shared symbol in this kernel's layout, or -1 */
    uint32_t nshared_off;
    bool uses_dyn_shared;
    int launch_bounds[3];
    uint32_t *callees;        /* functions this one calls directly (indexes) */
    uint32_t ncallees;
    bool calls_indirect;
    bool uses_shared_sym_any; /* set while linking */
    uint32_t *inlined;        /* functions whose bodies the code generator copied into this
                                 one (indexes): a later cell that defines one of them again
                                 has this function compiled again (interp/front/cg.c) */
    uint32_t ninlined;
    const void *source;       /* the front end's tree this was compiled from (a parse_func) */
    const char *pool_refused; /* a kernel: why a launch of it left the pool of threads for the
                                 serial run (its later launches start there), or NULL */
    struct {
        uint64_t ns, steps;   /* ... its launches run serially [0], on the pool [1]: their wall
                                 time and warp instructions, the last measure (rate: launches
                                 together at least PAR_MEASURE_NS) and the one being made (acc)
                                 (exec.c, pool_pick) */
    } pool_rate[2], pool_acc[2];
    uint32_t pool_picks;
} vm_func;

typedef enum { VM_SYM_GLOBAL, VM_SYM_CONST, VM_SYM_MANAGED, VM_SYM_SHARED, VM_SYM_STRING } vm_sym_kind;

typedef struct {
    uint32_t offset;  /* in the symbol's initial bytes */
    int32_t target;   /* symbol index, with addend; -1 - k: function k's address */
    int64_t addend;
} vm_reloc;

typedef struct vm_symbol {
    char *name;
    vm_sym_kind kind;
    uint32_t size, align;
    uint8_t *init;        /* initial bytes (NULL: zero) */
    VEC(vm_reloc) relocs;
    uint64_t addr;        /* device address once allocated (0: not yet) */
    uint8_t *host_copy;   /* a __device__ or __constant__ variable's copy in host memory, which
                             host code's uses of its name reach (nvcc's host shadow): zeros at
                             first, never the device's bytes (interp/host/host.c) */
    bool dyn_shared;      /* extern __shared__ T x[] */
    bool defined;
    char *type_name;
} vm_symbol;

typedef struct vm_program {
    VEC(vm_insn) code;
    VEC(vm_loc) locs;
    VEC(uint64_t) pool;       /* 64-bit constants */
    VEC(char *) strings;      /* file names, printf argument signatures, assert formats */
    VEC(vm_func *) funcs;
    VEC(vm_symbol *) syms;
    VEC(uint8_t *) old_host_copies; /* host copies of redefined symbols, which host code
                                       compiled before may still reach */
    sess_map func_by_name, sym_by_name; /* keys are the names owned by the entries */
    VEC(char *) func_aliases; /* other names of functions (vm_alias_func), owned here */
    char *unit_prefix;        /* while an NVRTC module compiles: the prefix of the names it
                                 defines and uses (its namespace in this program), else NULL */
} vm_program;

vm_program *vm_program_new(void);
void vm_program_free(vm_program *p);

/* Index of NAME in the tables, creating an (undefined) entry when missing. */
uint32_t vm_func_index(vm_program *p, const char *name);
uint32_t vm_sym_index(vm_program *p, const char *name);
vm_func *vm_find_func(vm_program *p, const char *name);
/* ALIAS names the function at INDEX too (vm_find_func, vm_func_index find it by either). */
void vm_alias_func(vm_program *p, const char *alias, uint32_t index);
vm_symbol *vm_find_sym(vm_program *p, const char *name);
uint32_t vm_add_string(vm_program *p, const char *s);
uint32_t vm_add_const(vm_program *p, uint64_t v);

/* Compute each kernel's static shared-memory layout from the functions it can reach. */
void vm_link(vm_program *p);

/* Check function F's bytecode (verify.c): every operand in range for its kind (opcodes.h's
 * letters: registers within the frame, jump targets within F, function, symbol and constant
 * indices within the program) and no fall-through past F's end. False, with what is wrong
 * and where in WHY (N bytes), when it is malformed. */
bool vm_verify(const vm_program *p, const vm_func *f, char *why, size_t n);

/* Disassemble FUNC (or every function when NULL) into OUT. */
void vm_disasm(const vm_program *p, const vm_func *func, sess_buf *out);

extern const char *const vm_op_names[OP_COUNT];
extern const char *const vm_op_formats[OP_COUNT];

#endif
