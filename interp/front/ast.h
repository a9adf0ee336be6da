/* ast.h — the typed syntax tree the parser builds and the code generator walks.
 *
 * Every expression node carries its C type after the parser's checks; implicit conversions
 * are explicit ND_CAST nodes, so the code generator never re-derives C's conversion rules.
 * Declarations (variables, functions) are objects of their own, referenced from nodes.
 */
#ifndef CR_AST_H
#define CR_AST_H

#include "interp/front/lex.h"
#include "interp/front/types.h"

typedef enum {
    /* expressions */
    ND_NUM,       /* integer constant: ival */
    ND_FNUM,      /* floating constant: fval */
    ND_STR,       /* string literal: str, str_len (its address, type char[N]) */
    ND_VAR,       /* variable: var */
    ND_FUNC,      /* function designator: func; str = the namespace that qualifies its name
                     (a::detail of a::detail::f), or NULL */
    ND_SREG,      /* built-in variable component (threadIdx.x, ...): op = vm special id */
    ND_ADD, ND_SUB, ND_MUL, ND_DIV, ND_MOD, ND_BITAND, ND_BITOR, ND_BITXOR, ND_SHL, ND_SHR,
    ND_EQ, ND_NE, ND_LT, ND_LE,
    ND_LOGAND, ND_LOGOR, ND_NOT, ND_BITNOT, ND_NEG,
    ND_ASSIGN,    /* lhs = rhs */
    ND_OPASSIGN,  /* lhs op= rhs: op is the binary kind; rhs already in the operation's type
                     (cty); the result converts back to lhs's type */
    ND_PREINC, ND_PREDEC, ND_POSTINC, ND_POSTDEC, /* ival = step (1, or element size) */
    ND_COND,      /* cond ? then : els */
    ND_COMMA,
    ND_MEMBER,    /* lhs.member (member, ival = byte offset) */
    ND_ADDR, ND_DEREF, ND_CAST,
    ND_CALL,      /* lhs (function expression) with args; func set for direct calls; aux[3]:
                     the order host code evaluates the arguments in (PARSE_ORDER_*) */
    ND_BUILTIN,   /* op = builtin id; args; ival/aux for constant parameters */
    ND_STMT_EXPR, /* GNU ({ ... }): body */
    ND_ZERO,      /* an aggregate value of zero bytes (for `T x = {}` and compound literals) */
    ND_COMPOUND,  /* compound literal / aggregate temporary: var holds it, init initialises */
    ND_THROW,     /* host code's throw: str = the thrown type's name, lhs = the exception
                     object made on the heap (its address; NULL: a rethrow), rhs = its what()
                     (a const char *) when it has one, args = the names handlers match it by
                     (an ND_STR: the type and its bases, "\0"-separated) */
    ND_VA_ARG,    /* host code's __builtin_va_arg(lhs, ty) (va_arg of <stdarg.h>) */
    ND_LAUNCH,    /* host code's kernel<<<grid, block, shared, stream>>>(args): lhs is the
                     kernel's ND_CALL, args the 2 to 4 configuration values (host pass only) */
    ND_SHOW,      /* a REPL cell's final expression lhs, evaluated and its value shown (the
                     host pass of a cell only) */
    /* statements */
    ND_BLOCK, ND_IF, ND_FOR, ND_DO, ND_SWITCH, ND_CASE, ND_BREAK, ND_CONTINUE, ND_GOTO,
    ND_LABEL, ND_RETURN, ND_EXPR_STMT, ND_DECL, ND_NOP,
    ND_TRY,       /* host code's try: body = the block, then = the first ND_CATCH */
    ND_CATCH,     /* a handler: str = the name of the type it takes (NULL: catch (...)), init =
                     its variable's binding to the exception object (or NULL), body = its block,
                     els = the next handler */
    ND_ASM,       /* inline PTX: str = template; args = one ND_VAR per operand %0, %1, ... (a
                     temporary of the constraint's type; op = constraint letter, ival = 1 for
                     outputs); body = copies of the inputs into them; then = copies of the
                     outputs out of them (cg_asm.c) */
} nd_kind;

/* The order host code evaluates a call's arguments in (an ND_CALL's aux[3]; interp/host/cemit.c
 * keeps it): g++'s, right to left after a member function's object, except a constructor's
 * (PARSE_ORDER_PLAIN: as written, a braced list's), and an overloaded operator's operands by
 * C++17's rule for the built-in operator. */
enum {
    PARSE_ORDER_PLAIN = 0, /* a function's: right to left; a constructor's: left to right */
    PARSE_ORDER_LTR = 1,   /* << >> [] && || , ->*: left to right */
    PARSE_ORDER_RTL = 2,   /* other operators: right to left */
    PARSE_ORDER_CTOR = 3,  /* a constructor's from parentheses: right to left after the object */
};

typedef struct parse_node parse_node;
typedef struct parse_var parse_var;
typedef struct parse_func parse_func;

/* Built-in variables and their components (ND_SREG's op). */
typedef enum {
    SR_TID_X, SR_TID_Y, SR_TID_Z, SR_NTID_X, SR_NTID_Y, SR_NTID_Z,
    SR_CTAID_X, SR_CTAID_Y, SR_CTAID_Z, SR_NCTAID_X, SR_NCTAID_Y, SR_NCTAID_Z,
    SR_WARPSIZE, SR_LANEID, SR_WARPID, SR_SMID, SR_NSMID, SR_CLOCK, SR_CLOCK64, SR_GLOBALTIMER,
    SR_LANEMASK_EQ, SR_LANEMASK_LT, SR_LANEMASK_LE, SR_LANEMASK_GT, SR_LANEMASK_GE,
    SR_DYNSMEM_SIZE, SR_COUNT,
    /* whole vectors: threadIdx, blockDim, blockIdx, gridDim (op + 0..2 are x, y, z) */
    SR_VEC_TID = 100, SR_VEC_NTID, SR_VEC_CTAID, SR_VEC_NCTAID,
} nd_sreg;

/* Where a variable lives. */
typedef enum {
    SP_REG,      /* scalar local kept in a register */
    SP_LOCAL,    /* local memory (arrays, structs, address-taken locals) */
    SP_PARAM,    /* kernel parameter (param space) */
    SP_GLOBAL,   /* __device__ variable (global memory) */
    SP_SHARED,   /* __shared__ (per block) */
    SP_CONSTANT, /* __constant__ */
    SP_MANAGED,  /* __managed__ */
    SP_HOST,     /* a host variable: not usable in device code */
} parse_space;

struct parse_var {
    const char *name;
    ty_type *ty;
    lex_token *tok;
    parse_var *init_prev; /* a local a jump may not pass: the one declared before it in its
                             block (parse.c, note_local_init) */
    parse_space space;
    bool is_global;      /* file scope or static local: one instance per program */
    bool is_param;
    bool addr_taken;
    bool is_extern;
    bool is_internal;    /* a namespace-scope static or a variable of an anonymous namespace:
                            its file's own */
    bool is_dynamic_shared; /* extern __shared__ T a[] */
    bool is_defined;     /* has a definition (not only extern) */
    bool is_constexpr;   /* constant with a known value: cval */
    bool is_thread_local; /* a host variable of thread storage duration: host code reaches
                             each thread's copy (interp/host/cemit.c) */
    int8_t pattern_ph;   /* an alias template's value parameter bound, in a function template's
                            pattern, to that template's value parameter pattern_ph - 1 (the B of
                            bool_constant<B> for bool_constant<Atomic>): deducible through it */
    bool device_copy;    /* a host constant whose image the device program holds, read-only
                            (parse_device_constant) */
    bool is_grid_constant;
    bool by_address;     /* a parameter of a class taken by value, passed by address
                            (parse_passed_by_address): its type is a reference to the class */
    bool forwards;       /* such a parameter of a virtual function's dispatcher: the caller's
                            object, handed on as it is */
    bool init_capture;   /* an init-capture's variable (of a class): the object made for the
                            capture, which the closure takes over bit for bit */
    int64_t cval;
    double fval;         /* a floating variable template's instance: its value (cval's role) */
    uint64_t ldbits[2];  /* a long double constant of host code: its value's bytes (has_ld) */
    bool has_ld;
    /* initialiser of a global: bytes and pointer relocations */
    uint8_t *init;
    struct parse_reloc *relocs;
    /* code generation */
    int reg;             /* SP_REG / scalar params: register */
    int offset;          /* SP_LOCAL: frame offset; SP_PARAM: offset in the param buffer;
                            SP_SHARED (static): offset in the block's shared memory */
    int param_offset;    /* a kernel's parameter: its offset in the param buffer (also when it
                            is kept in a register or copied to local memory) */
    int sym;             /* globals: symbol index in the program */
    struct cg_split *split; /* a struct local kept in registers, one per scalar member (cg.c,
                               "Structs in registers"), or NULL */
    parse_var *next;     /* in a function's local list */
};

typedef struct parse_reloc {
    struct parse_reloc *next;
    int offset;          /* where in init the pointer goes */
    parse_var *target;   /* pointer to this variable + addend */
    const char *str;     /* or to this string literal */
    struct parse_func *func; /* or this device function (a function pointer) */
    int str_len;
    int64_t addend;
} parse_reloc;

/* What a function of an object's dynamic type gives (parse_func.dyn_kind; parse_dynamic_fn) */
enum { PARSE_DYN_OBJECT, PARSE_DYN_TYPE_NAME, PARSE_DYN_CAST };

/* Execution space of a function. */
enum { EX_HOST = 1, EX_DEVICE = 2, EX_GLOBAL = 4 };

struct parse_func {
    const char *name;
    ty_type *ty;
    lex_token *tok;
    int exec;            /* EX_* bits; 0 (no specifier) means host */
    bool exec_implicit;  /* declared with no execution space specifier (a host function) */
    bool host_overload;  /* (device pass) a device function whose name a host function with other
                            parameters also has: a host call of the name may be that one */
    bool is_defined;
    bool is_static, is_inline, is_noinline;
    bool is_forceinline; /* __forceinline__: inlined whatever its size (cg.c) */
    bool is_constexpr;   /* declared constexpr: calls with constant arguments are evaluated at
                            compile time where a constant is needed (constexpr.c) */
    parse_var *params;   /* linked list (next) */
    parse_node *body;
    parse_var *locals;   /* every local, including params */
    int launch_bounds[3];
    int cluster_dims[3];
    const char *pretty;  /* "void k(const int *, int *)" for assert messages */
    int index;           /* in the program's function table */
    bool uses_dynamic_shared;
    bool called_by_device;
    /* C++ */
    const char *link;    /* the unique name of the bytecode function: name, or with the
                            parameter types when overloaded ("f(double)"), "S::get", "k<int>" */
    parse_func *next_overload; /* the next function of the same name in the same scope */
    ty_type *cls;        /* a member function's class (unqualified) */
    bool is_static_member, is_const_method, is_ctor, is_dtor;
    bool deduce_ret;     /* declared `auto f(...)`: the first return statement gives the type */
    bool deduce_decltype; /* declared `decltype(auto) f(...)`: by decltype's rules */
    bool ret_deduced;    /* ... and it did */
    parse_var *ret_var;  /* the local object a return statement returned (the first one) */
    bool ret_mixed;      /* ... and another returned something else: no copy elided */
    parse_node *nrvo_flag; /* the constant deciding the returns of ret_var (return statement) */
    bool is_lambda;      /* a lambda's operator() */
    bool is_virtual;     /* a virtual member function (declared so, or overriding one) */
    bool is_deleted;     /* declared `= delete`: a call is an error */
    bool is_defaulted;   /* declared `= default` in its class: not user-provided */
    bool is_pure;        /* a pure virtual function (declared `= 0`) */
    bool is_explicit;    /* an explicit constructor: never an implicit conversion */
    bool is_noexcept;    /* a member function declared noexcept (or noexcept(true), throw()) */
    const char *ns;      /* the path of the namespace it was declared in, or NULL */
    bool extern_c;       /* declared extern "C": its name is not mangled (cudaFuncGetName) */
    struct parse_scope *home; /* that namespace's scope (a library body is parsed there) */
    parse_func *dispatch; /* a virtual function's dispatcher: calls the dynamic type's overrider */
    int built_for;       /* a dispatcher: how many polymorphic classes its body knows */
    ty_type *object_of;  /* a function of the dynamic type of this polymorphic class's
                            objects (parse_dynamic_fn): what it gives is dyn_kind's */
    uint8_t dyn_kind;    /* PARSE_DYN_OBJECT, PARSE_DYN_TYPE_NAME or PARSE_DYN_CAST */
    ty_type *cast_to;    /* PARSE_DYN_CAST: the class dynamic_cast converts to */
    struct lex_token *body_tok;  /* a member function's body (or ':' of its initialiser list),
                                    parsed once its class is complete; a library header's
                                    function's, parsed at its first use (library_body) */
    struct lex_token *body_end;  /* the token after that body */
    bool lazy_body;              /* a class template instance's member function whose body is
                                    parsed when it is first called (C++ instantiates members
                                    that are used: vector<T>::resize needs T(), only if called),
                                    or a library header's function whose body waits for its
                                    first use (library_body) */
    bool library_body;           /* a library header's function: its body is parsed at its
                                    first use (parse_lazy_body), in the global scope */
    struct parse_template *from_template; /* an instance: the template it came from */
    bool body_errors;                     /* its body's parse reported errors */
    const void *tmpl_args;               /* and its arguments (a parse_targs) */
    uint8_t access;                      /* a member's: TY_PUBLIC, TY_PROTECTED, TY_PRIVATE */
};

struct parse_node {
    nd_kind kind;
    ty_type *ty;
    lex_token *tok;
    parse_node *lhs, *rhs;
    parse_node *cond, *then, *els, *init, *inc, *body;
    parse_node *next;    /* statements in a block; arguments of a call */
    parse_node *args;
    int nargs;
    parse_var *var;
    parse_func *func;
    ty_member *member;
    ty_type *cty;        /* ND_OPASSIGN: the type the operation is done in */
    int op;
    int64_t ival;
    int64_t aux[4];
    double fval;
    uint64_t ldbits[2];  /* ND_FNUM of type long double: its value's bytes (has_ld; fval: as a
                            double, which may not hold it) */
    bool has_ld;
    const char *str;
    int str_len;
    /* switch / case */
    parse_node *case_next;
    parse_node *default_case;
    int64_t case_lo, case_hi;
    /* labels */
    const char *label;
    int label_id;        /* assigned by the code generator */
    parse_node *target;  /* ND_GOTO: the ND_LABEL it jumps to */
    /* ND_FUNC naming a C++ overload set before the call picks one: */
    struct parse_template *tmpl; /* function templates of the name */
    const void *targs;           /* explicit template arguments (a parse_targs), or NULL */
    /* f<args> not called, when several templates of the name take the arguments: them and the
     * arguments; a target's function type picks one (parse_function_for_target) */
    struct parse_template *inst_tmpls;
    const void *inst_targs;
    parse_node *obj;             /* a member function's object (obj.f, p->f, implicit this) */
    bool std_named;              /* written std::name: std's templates win a tie with the
                                    program's own of the name (parse_pick) */
    const struct parse_sets *sets; /* the name's other overload sets that lookup found */
    bool adl;                    /* an unqualified name: a call adds the sets
                                    argument-dependent lookup finds (funcall) */
    bool qualified;              /* a member function named C::f (or obj.C::f): called
                                    directly, never through virtual dispatch (C++17
                                    [class.virtual] p16) */
    bool failed;                 /* an expression whose error was reported: what is built on
                                    it reports nothing more (parse_failed) */
    parse_var *const_lvalue;     /* ND_NUM: the const variable whose value this is, named
                                    here: a const lvalue to overload resolution (C++17
                                    [basic.lval]), the variable where a reference binds it */
};

/* A kernel template instance named in host code (k<float, 256><<<...>>>), which the device pass
 * made: where the name is (each place is scanned once). */
typedef struct {
    const char *file;
    int line, col;
} parse_kernel_use;

/* A top-level item of a REPL cell (parse_cell_host): its tokens [start, end) and what it is,
 * for writing the session out as a program (:save). */
typedef enum {
    CELL_DECL,   /* a type, function, template, namespace, ... */
    CELL_VAR,    /* host variables (dynamic: some initialised at run time) */
    CELL_STMT,   /* a statement, run in the cell's function */
    CELL_VALUE,  /* the final expression, whose value is shown */
} parse_cell_kind;

typedef struct {
    lex_token *start, *end;
    parse_cell_kind kind;
    bool dynamic;
} parse_cell_item;

/* A function that destroys an object of class CLS (parse_destroyer). */
typedef struct {
    ty_type *cls;
    parse_func *fn;
} parse_destroyer_fn;

/* A virtual call's dispatcher and a class number it answers (parse_unit.shared_cases). */
typedef struct {
    parse_func *dispatcher;
    long class_id;
} parse_dispatch_case;

/* A polymorphic class as the other files' typeid, dynamic_cast and delete need it
 * (parse_unit.shared_classes): its number, its mangled name, and where the subobject of each
 * polymorphic class it is or derives from is in its objects. */
typedef struct {
    long class_id;
    const char *name;
    int nbases;
    long *bases; /* NBASES pairs: a class number, the offset of that class's subobject */
} parse_shared_class;

/* A parsed translation unit: what the code generator turns into a program. */
typedef struct {
    VEC(parse_func *) funcs;   /* device functions and kernels, in definition order */
    VEC(parse_var *) globals;  /* __device__/__constant__/__managed__/static __shared__ ... */
    VEC(parse_func *) host_funcs; /* host-only functions (bodies skipped); in the host pass,
                                     the host functions with bodies */
    VEC(parse_var *) host_globals; /* the host pass: the program's host variables */
    parse_func *dynamic_init;      /* the host pass: the values of those that are not constants;
                                      a REPL cell's statements, in order, with them */
    VEC(parse_cell_item) cell_items; /* a REPL cell's top-level items */
    VEC(parse_destroyer_fn) destroyers; /* the host pass: parse_destroyer's, one per class */
    VEC(parse_kernel_use) kernel_uses; /* kernel template instances host code launches */
    bool shares_dispatch;          /* the host pass of one file of several (parse_ctx_set_shared_
                                      dispatch): a dispatcher whose object is of a class the
                                      file does not know asks the other files' (shared_cases) */
    VEC(parse_dispatch_case) shared_cases; /* ... and the classes its own dispatchers answer:
                                      one per dispatcher and class, for the other files */
    VEC(parse_shared_class) shared_classes; /* ... and the polymorphic classes it knows */
    sess_map listed;               /* the functions in funcs (value 1) and host_funcs (2), by
                                      their addresses: parse_add_func adds each once */
} parse_unit;

/* An ND_FNUM's value: its long double bytes where it has them (a constant of type long double,
 * which a double may not hold: 0.1L, LDBL_MAX), else fval */
static inline long double parse_fnum_value(const parse_node *n)
{
    long double v = n->fval;
    if (n->has_ld)
        memcpy(&v, n->ldbits, sizeof v < sizeof n->ldbits ? sizeof v : sizeof n->ldbits);
    return v;
}

/* N's value V, kept in full (long double) and as a double */
static inline void parse_fnum_set(parse_node *n, long double v)
{
    n->fval = (double)v;
    memset(n->ldbits, 0, sizeof n->ldbits);
    memcpy(n->ldbits, &v, sizeof v < sizeof n->ldbits ? sizeof v : sizeof n->ldbits);
    n->has_ld = true;
}

#endif
