/* parse.h — the parser and type checker of the device front end.
 *
 * It reads the tokens of a whole translation unit (device pass: __CUDA_ARCH__ defined) and
 * builds typed ASTs for every function that runs on the device (__device__, __global__,
 * __host__ __device__), the device variables, and the types they use. Host-only functions are
 * recognised and their bodies skipped; they are recorded so that a device call to one gets
 * nvcc's diagnostic. Errors are reported and parsing resumes at the next `;` or `}`
 * (STYLE §9).
 *
 * A parse_ctx outlives one parse: its global scope holds the declarations of earlier cells,
 * so a REPL session can refer to what it defined before.
 */
#ifndef CR_PARSE_H
#define CR_PARSE_H

#include <signal.h>

#include "interp/front/ast.h"

typedef struct parse_ctx parse_ctx;

/* The context keeps declarations in ARENA, which must outlive it. */
parse_ctx *parse_ctx_new(sess_arena *arena, ty_basics *basics);
void parse_ctx_free(parse_ctx *c);
/* A parse stops, with the error "interrupted", soon after *FLAG becomes non-zero (Ctrl-C, a
 * Jupyter interrupt); FLAG outlives the context. */
void parse_ctx_set_interrupt(parse_ctx *c, const volatile sig_atomic_t *flag);
/* The functions that headers under DIR (cudarepl's include folder; DIR outlives the context)
 * define have their bodies parsed at their first use: a program uses few of them. The host
 * pass's contexts set it; a context whose speculative parses drop functions from the unit (the
 * device pass's host declarations) would have to mark them for parsing again. */
void parse_ctx_set_library_dir(parse_ctx *c, const char *dir);
/* nvcc's --expt-relaxed-constexpr: constexpr functions declared without __host__/__device__
 * are __host__ __device__ (device code may call std::max's kind of function) */
void parse_ctx_set_relaxed_constexpr(parse_ctx *c, bool on);
/* The host pass of one file of a program of several: a polymorphic class's objects may be made
 * in a file that another file's virtual calls know nothing of (a class defined wholly in a .cpp,
 * handed over as a base pointer). Each virtual function of every polymorphic class the file
 * knows gets a dispatcher, whether the file calls it or not; the unit lists the classes they
 * answer (shared_cases) and each dispatcher ends by asking the other files' before it calls the
 * function pure (docs/design.md, "Several translation units"). */
void parse_ctx_set_shared_dispatch(parse_ctx *c, bool on);
/* The unit parsed next comes from NAME: a .c file is C, as nvcc gives it to the host compiler
 * (where C and C++ differ in a diagnostic, the parser says what gcc says), and the classes of
 * its anonymous namespaces are its own. */
void parse_ctx_set_unit(parse_ctx *c, const char *name);
/* The link names of the functions that explicit instantiations `template R f<A...>(...);` made
 * since the last parse_ctx_clear_instances, in order (NULL where one made none). The device
 * pass makes the kernel instances host code launches so, and its names for their types may
 * differ from the host pass's (a program's clamp<int> is ::clamp<int> beside the host
 * headers' std::clamp): the host finds each instance by this name. */
size_t parse_ctx_instances(const parse_ctx *c, const char *const **links);
void parse_ctx_clear_instances(parse_ctx *c);

typedef enum {
    PARSE_OK,
    PARSE_ERRORS,      /* diagnostics were reported */
    PARSE_INCOMPLETE,  /* the input ended in the middle of a construct */
} parse_status;

/* Free what UNIT holds (its lists; the trees are the context's arena's). */
void parse_unit_free(parse_unit *unit);

/* Parse TOKS (kept alive by the caller until the unit has been compiled) into UNIT. */
parse_status parse_unit_tokens(parse_ctx *c, lex_tokens toks, sess_diags *d, parse_unit *unit);

/* The host pass: TOKS preprocessed without __CUDA_ARCH__ (LEX_PP_HOST_CXX). Host functions'
 * bodies are parsed (UNIT->host_funcs lists the functions with bodies, for the C back end,
 * cemit.h), device functions keep only their declarations, and host code may launch kernels
 * (ND_LAUNCH). C's ctx must be one of its own, not the device pass's. */
parse_status parse_unit_host(parse_ctx *c, lex_tokens toks, sess_diags *d, parse_unit *unit);

/* The host pass of a REPL cell named CELL, in C, a context that keeps the earlier cells'
 * declarations: the cell's top-level statements and the initialisations of its variables
 * are, in order, UNIT->dynamic_init's body; a final expression without ';' is an ND_SHOW;
 * UNIT->cell_items says what each top-level item of the cell was. A class, function or
 * variable the cell defines again replaces the earlier one for what follows. */
parse_status parse_cell_host(parse_ctx *c, lex_tokens toks, const char *cell, sess_diags *d,
                             parse_unit *unit);

/* The C spelling of binary operator K ("+", "<<", "&&"), or NULL for another node. */
const char *parse_op_name(nd_kind k);

/* "name<args>" for F, an instance of a function template (malloc'ed), or NULL. */
char *parse_template_id(const parse_func *f);

/* Is a parameter of type TY, taken by value by a function other than a kernel, passed as the
 * address of the caller's copy? A class with a copy or move constructor or a destructor (its
 * own or a member's) is "non-trivial for the purposes of calls" in the Itanium C++ ABI g++
 * follows: the callee works on the object its caller made, which the caller destroys at the end
 * of the full expression, so what the callee did to it (a move from it) is what is destroyed.
 * Both back ends write such a parameter as a pointer; anything else is copied bit for bit. */
bool parse_passed_by_address(ty_type *ty);

/* Look up a device function or variable declared so far (by any earlier parse). */
parse_func *parse_find_func(parse_ctx *c, const char *name);
parse_var *parse_find_var(parse_ctx *c, const char *name);

/* Fill *out with the classes, unions and enums the global scope names (malloc'ed); returns the
 * count. */
int parse_global_types(parse_ctx *c, ty_type ***out);

/* Fill *out with the names the global scope knows (for completion); returns the count. */
int parse_global_names(parse_ctx *c, const char ***out);
/* The global names declared in namespace NS (LEN bytes; an alias is followed), borrowed, in
 * *OUT (malloc'ed); their number (completion's ns::). */
int parse_namespace_names(parse_ctx *c, const char *ns, size_t len, const char ***out);

/* The type of the expression TOKS as host code would see it (host variables and functions
 * declared so far may appear), or NULL when it does not parse or type. Trees and derived types
 * are allocated in SCRATCH; problems go to D. */
ty_type *parse_expr_type(parse_ctx *c, lex_tokens toks, sess_arena *scratch, sess_diags *d);

/* The name of the enumerator of type TY with value V, or NULL. */
const char *parse_enum_name(parse_ctx *c, const ty_type *ty, int64_t v);

/* Evaluate an integer constant expression node; false when it is not one. */
bool parse_eval_const(parse_node *n, int64_t *val);

/* The Itanium C++ ABI's mangled name of function F (a kernel's, for cudaFuncGetName); its plain
 * name when it is extern "C". The caller frees it. */
char *parse_mangle_func(const parse_func *f);

#endif
