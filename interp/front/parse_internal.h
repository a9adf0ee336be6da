/* parse_internal.h — what parse.c shares with builtins.c, the other half of the parser (the
 * resolution of calls to CUDA's built-in functions). Not for use outside interp/front/.
 */
#ifndef CR_PARSE_INTERNAL_H
#define CR_PARSE_INTERNAL_H

#include "interp/front/parse.h"

typedef struct parse_scope parse_scope;

typedef struct parser {
    parse_ctx *ctx;
    lex_token *tok;         /* current token */
    sess_arena *arena;
    ty_basics *B;
    sess_diags *d;
    parse_unit *unit;
    parse_scope *scope;
    parse_func *fn;         /* function whose body is being parsed, or NULL */
    parse_node *cur_switch;
    int loop_depth, switch_depth;
    VEC(parse_node *) gotos;
    VEC(parse_node *) labels;
    int errors;
    bool eof_error;         /* an error was "unexpected end of input" */
    bool in_host_skip;      /* tolerate anything: skipping host code */
    bool host_expr;         /* typing a host expression (parse_expr_type): host names are fine */
    int depth;              /* nesting of statements, declarators and expressions (parse_enter) */
    bool too_deep;          /* PARSE_MAX_DEPTH was passed: the rest of the input is skipped */
    int64_t init_elems;     /* array elements of initialisers so far (PARSE_MAX_INIT_ELEMS) */
} parser;

/* Each element of an initialised array is a node until the initialiser is written out: at most
 * this many in a translation unit (`__device__ int a[1 << 28] = {1};` took 10 GB). */
#define PARSE_MAX_INIT_ELEMS (1 << 22)

/* Nesting deeper than this is an error, as clang's -fbracket-depth (256) is, and not a C stack
 * overflow: each level of brackets costs a few recursive calls. */
#define PARSE_MAX_DEPTH 1024
/* Enter one level of a recursive rule; false, after a single error that ends the parse, when
 * the nesting is too deep. A true return is paired with parse_leave. */
bool parse_enter(parser *P);
#define parse_leave(P) ((P)->depth--)

/* An ordinary identifier in scope. */
typedef struct {
    parse_var *var;
    parse_func *func;
    ty_type *type_def;
    ty_type *enum_ty;
    int64_t enum_val;
} parse_sym;

parse_sym *parse_lookup(parser *P, const char *name, int len);

/* Grammar entry points shared between parse.c (declarations, statements) and parse_expr.c */
parse_node *parse_expr(parser *P);          /* expression (with commas) */
parse_node *parse_assign(parser *P);        /* assignment-expression */
parse_node *parse_cond(parser *P);          /* conditional-expression */
bool parse_const_int(parser *P, int64_t *v); /* integer constant expression */
bool parse_is_typename(parser *P, lex_token *t);
ty_type *parse_typename(parser *P);         /* type-name (specifiers + abstract declarator) */
parse_node *parse_compound_stmt(parser *P);
parse_node *parse_initializer_expr(parser *P, ty_type *ty, lex_token *t); /* {..} as an rvalue */

/* Token helpers */
bool parse_equal(lex_token *t, const char *s);
bool parse_consume(parser *P, const char *s);
void parse_expect(parser *P, const char *s);
lex_token *parse_expect_ident(parser *P);
char *parse_name(parser *P, lex_token *t); /* the identifier as an arena string */

/* Diagnostics */
void parse_error(parser *P, lex_token *t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void parse_warn(parser *P, lex_token *t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void parse_note(parser *P, lex_token *t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Nodes */
parse_node *parse_new_node(parser *P, nd_kind k, lex_token *t);
parse_node *parse_new_num(parser *P, int64_t v, ty_type *ty, lex_token *t);
parse_node *parse_new_cast(parser *P, parse_node *e, ty_type *ty);
parse_node *parse_new_binary(parser *P, nd_kind k, parse_node *l, parse_node *r, lex_token *t);
parse_node *parse_new_unary_addr(parser *P, parse_node *e, lex_token *t);
parse_node *parse_new_deref(parser *P, parse_node *e, lex_token *t);
/* Array/function decay and reference collapse of an rvalue use. */
parse_node *parse_rvalue(parser *P, parse_node *e);
/* Convert E to TY as assignment does (diagnosing what C or CUDA forbids); WHAT names the
 * context for messages ("argument 2 of atomicAdd"). */
parse_node *parse_assign_conv(parser *P, parse_node *e, ty_type *ty, const char *what);
bool parse_is_lvalue(parse_node *e);
bool parse_is_null_ptr_const(parse_node *e);

/* Built-in functions: the resolver for a call of NAME, or NULL when NAME is no built-in. */
const struct parse_builtin *parse_builtin_find(const char *name, int len);
parse_node *parse_builtin_call(parser *P, const struct parse_builtin *b, lex_token *t,
                               parse_node **args, int nargs);
/* Built-in variables (threadIdx, warpSize, ...): a node, or NULL when NAME is none. */
parse_node *parse_builtin_var(parser *P, lex_token *t);
/* The member access base.NAME of a built-in vector variable (threadIdx.x), or a method call
 * on a cuda::atomic_ref (P->tok at its "("); NULL when BASE is neither. */
parse_node *parse_builtin_member(parser *P, parse_node *base, lex_token *name);
/* Built-in class types (cuda::atomic_ref<T, Scope>, cuda::std::atomic_ref<T>): whether one
 * starts at T; the type; `T(obj)` as an expression; the initialisation of local V from
 * `V(obj)` or `V{obj}` (P->tok at "(" or "{"). */
bool parse_builtin_type_start(parser *P, lex_token *t);
bool parse_builtin_temporary_start(parser *P, lex_token *t); /* the type, then "(" */
ty_type *parse_builtin_type(parser *P);
parse_node *parse_builtin_type_expr(parser *P);
parse_node *parse_builtin_ctor_init(parser *P, parse_var *v, lex_token *name);

#endif
