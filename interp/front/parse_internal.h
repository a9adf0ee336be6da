/* parse_internal.h — what parse.c shares with builtins.c, the other half of the parser (the
 * resolution of calls to CUDA's built-in functions). Not for use outside interp/front/.
 */
#ifndef CR_PARSE_INTERNAL_H
#define CR_PARSE_INTERNAL_H

#include "interp/front/parse.h"

typedef struct parse_scope parse_scope;

/* A template argument: a type or a value. */
typedef struct {
    ty_type *ty;
    int64_t val;          /* a value; for a function (fn) its address, so that comparing values
                             tells two functions apart */
    struct parse_func *fn; /* the argument of a value parameter of type pointer to (or reference
                             to) function: template <float (*F)(float)> ... blockReduce<warpSum> */
    struct parse_template *tmpl; /* a template template parameter's argument (is_type false) */
    bool is_type;
    int8_t ph;            /* in a function template's pattern, a value argument that is the
                             template's value parameter ph - 1: deducible (parse_tmpl.c unify) */
    bool pack;            /* in a pattern: the expansion of a parameter pack (Ts...) */
} parse_targ;

/* Template arguments: N of them at A. A template whose last parameter is a pack (class... Ts)
 * has the pack's arguments from that parameter's position on; in a pattern, an argument that
 * is the pack expansion of a parameter pack (S<T, Ts...>) is one argument marked pack.
 *
 * A list that is kept (an instance's, a partial specialisation's pattern, a call's explicit
 * arguments) is in the arena at its length (parse_targs_keep): most have one to three
 * arguments, and every instance has one. A list being made (read by parse_template_args,
 * completed with defaults, deduced) has room for PARSE_MAX_TARGS, std::make_index_sequence<256>'s
 * integer_sequence having 257: a parse_targ[PARSE_MAX_TARGS] of its maker's (10 KiB; on the
 * heap where instances nest through it). Copying the struct copies the pointer, not the
 * arguments: parse_targs_copy does that. */
#define PARSE_MAX_TARGS 260
typedef struct {
    parse_targ *a;
    int n;
} parse_targs;

/* A template parameter; a template has at most PARSE_MAX_TPARAMS. */
#define PARSE_MAX_TPARAMS 16
typedef struct {
    const char *name;
    bool is_type;         /* typename T / class T; else a value of type ty */
    ty_type *ty;
    int ty_param;         /* the value's type is type parameter ty_param - 1 (template <class U,
                             U a>), or 0 */
    struct lex_token *def; /* the default argument's first token */
    struct lex_token *ty_tok; /* a value parameter whose type names an earlier parameter: the
                                 type's first token (read again for each instance: SFINAE) */
    bool is_pack;         /* a template parameter pack (typename... Ts, int... Ns): the last */
    bool is_template;     /* a template template parameter (template <class> class C) */
} parse_tparam;

/* An explicit specialisation of a class template: its arguments and declaration. */
typedef struct parse_spec {
    const char *key;
    struct lex_token *decl;
    struct parse_spec *next;
} parse_spec;

/* A function or class template: its declaration's tokens are parsed again for each
 * instance, with the parameters bound (parse_tmpl.c). */
typedef struct parse_template {
    const char *name;
    parse_tparam params[PARSE_MAX_TPARAMS];
    int nparams;
    struct lex_token *decl;   /* first token after template<...> */
    bool is_class;
    bool in_std;              /* declared in namespace std (its mangled name's St) */
    parse_scope *scope;       /* the scope it was declared in */
    const char *ns_path;      /* and the namespaces open there ("a::detail"), or NULL: its
                                 instances' names are looked up in them */
    ty_type *cls;             /* a member template's class */
    ty_type *pattern;         /* a function template's type, parameters as placeholders */
    struct parse_template *next;  /* templates of the same name (overloads) */
    parse_spec *specs;        /* explicit specialisations */
    parse_spec *member_specs; /* a class template's members specialised for one instance:
                                 key "ARGS::member" (template <> R S<int>::f() {...}) */
    struct parse_template *members; /* a class template's members defined outside it
                                       (template <class T> T S<T>::get() {...}), each with its
                                       own parameters; chained by next_member */
    struct parse_template *next_member;
    bool nested_class;        /* a member: a nested class's definition (template <class T>
                                 struct S<T>::Inner {...}), made before the other members */
    bool decl_is_definition;
    bool is_alias;            /* template <class T> using Name = type-id; (is_class too) */
    bool is_var;              /* template <class T> constexpr bool name = expr; */
    struct parse_glambda *glambda; /* a generic lambda's operator() (parse_cxx.c) */
    bool is_ctor;             /* a constructor template of class cls (template <class F>
                                 S(F f)): found through parse_ctor_templates, not by name */
    struct parse_template *partials; /* a class template's partial specialisations, chained by
                                        next; each one's spec_args: its pattern */
    parse_targs *spec_args;   /* a partial specialisation's arguments, its parameters as
                                 placeholders (S<T *> for template <class T> struct S<T *>) */
    sess_map instances;       /* argument key -> parse_func * or ty_type * */
    bool ctad_read;           /* a class template's deduction candidates from its constructors
                                 were read (parse_ctad) */
    int ttparam;              /* in a function template's pattern, the placeholder of its
                                 template template parameter ttparam - 1 (C of template
                                 <template <class> class C, class T> f(C<T> &)): C<T> is a
                                 placeholder class that deduction matches with any class
                                 template's instance */
} parse_template;

enum { PARSE_MAX_CUTS = 512 };

/* The overload sets of one name that a call's candidates come from besides the set its
 * lookup returned (C++17 [over.match.funcs]): the sets using-directives bring to the namespace
 * where unqualified lookup stopped ([namespace.udir] p2), and those argument-dependent lookup
 * finds in the namespaces of the arguments' classes and enumerations ([basic.lookup.argdep]). */
enum { PARSE_MAX_SETS = 8 };
typedef struct parse_sets {
    int n;
    struct parse_sym *s[PARSE_MAX_SETS];
} parse_sets;

/* A using-directive (using namespace ns;: name NULL) or using-declaration (using ns::X;), kept
 * by the scope it is written in (parse.c's namespace lookup) */
struct parse_using {
    const char *name;
    parse_scope *target;  /* the namespace it names */
    struct parse_using *next;
};

struct parse_expansion {
    lex_token *start, *ell, *saved_ell;
    int n, i, saved;
    bool placeholder;     /* the packs are a pattern's placeholders */
};

typedef struct parser {
    parse_ctx *ctx;
    lex_token *tok;         /* current token */
    /* a class or template declared directly in namespace std is
     * marked (in_std) for its mangled name: std_depth is the top-level brace depth inside
     * `namespace std {` (0: outside it) */
    int std_depth;
    bool in_std;
    uint64_t c_blocks;      /* the top-level brace depths of open `extern "C" {` blocks (bit
                               depth - 1): a function declared inside has C linkage */
    uint64_t anon_blocks;   /* and of open anonymous `namespace {` blocks (bit per depth) */
    sess_arena *arena;
    ty_basics *B;
    sess_diags *d;
    parse_unit *unit;
    parse_scope *scope;
    parse_scope *friend_scope; /* a friend function defined in a class is read here (its names
                                  looked up in the class's scope) and declared at namespace
                                  scope (C++17 [class.friend]) */
    const char *open_ns[32]; /* each open top-level block: its namespace's name, NULL for
                                extern "C" (the path of the scope set_ns enters) */
    const char *ns;         /* the innermost open namespace, or NULL */
    const char *ns_path;    /* the open namespaces' path ("a::detail"), or NULL */
    const char *ambig[2];   /* the two entities the last unqualified lookup found through
                               using-directives, or NULLs (parse_ambiguous reports them) */
    lex_token *ambig_said;  /* the name whose ambiguity was reported last */
    parse_func *fn;         /* function whose body is being parsed, or NULL */
    parse_node *cur_switch;
    int loop_depth, switch_depth;
    VEC(parse_node *) gotos;
    VEC(parse_node *) labels;
    int errors;
    bool eof_error;         /* an error was "unexpected end of input" */
    bool in_host_skip;      /* tolerate anything: skipping host code */
    int late_exec;          /* EX_* of __host__/__device__ after a declarator's '*' or '&',
                               for the function being declared (func_exec_of) */
    const char *decl_text;  /* the declarator's name when it is not one identifier
                               ("operator+", "~S") */
    ty_type *decl_cls;      /* the class of a qualified declarator name (S::get) */
    int no_gt;              /* parsing a template argument: '>' ends it */
    bool split_gt;          /* the first '>' of a '>>' token has been consumed */
    bool spec_name;         /* a function template's explicit specialisation: the declarator's
                               name is followed by its template arguments (f<int>), skipped */
    struct lex_token *trailing_at, *trailing_end; /* a member function's trailing return type
                               after its qualifiers (f() const -> T): its "->" and the token
                               after it, parsed by the declarator and skipped by method_suffix */
    int inst_depth;         /* template instantiations in progress */
    bool defer_inst;        /* a class template instance named now is made when it must be
                               complete (parse_complete_type) */
    parse_scope *member_spec; /* the class scope whose member declaration's specifier is
                                 being read */
    uint8_t cur_access;       /* the access of the members being declared (TY_PUBLIC, ...) */
    void *class_pend;         /* the member bodies the class being declared leaves for when it
                                 is complete (parse.c's pending), and its scope: a class nested
                                 in it leaves its own there (C++ [class.mem]: the enclosing
                                 class is complete in a nested class's member functions) */
    parse_scope *class_pend_scope;
    int no_access_check;      /* > 0: code the front end writes, or a default argument (whose
                                 access is its function's) */
    struct parse_template *pattern_of; /* the function template whose pattern is being read */
    const ty_param *params_read; /* the head of the parameter list being read (its next: the
                                    parameters so far), for g++'s error on one named in a later
                                    one's array bound */
    bool no_virtual;        /* building a dispatcher: calls of overriders are direct */
    const char *global_name; /* ::name: that name's text, looked up at namespace scope only */
    parse_scope *qual_ns;    /* ns::name: the namespace the name at qual_name (that text) is */
    const char *qual_name;   /* looked up in first, or NULL */
    struct parse_lambda *lambda; /* the lambda whose body is being parsed */
    /* locals with destructors, in declaration order; a block, a loop body (break, continue)
     * and the function (return) destroy those declared since their mark */
    VEC(struct parse_cleanup { parse_var *var; parse_func *dtor; bool temp; parse_var *guard;
                               bool eh; /* registered for an exception's unwinding */
                               int pops; /* (none of the above) a constructor's made bases and
                                            members, registered: taken off at its ends */ }) cleanups;
    int cond_depth;         /* in an operand that may not be evaluated (?:'s arms, the right of
                               && and ||): a temporary made there has a guard */
    parse_var *nrvo;        /* a return statement's named object: returned, not destroyed */
    size_t break_mark, continue_mark;
    /* errors found in host function bodies, reported once the speculative parse of the host
     * declaration is over */
    VEC(struct { lex_token *tok; const char *msg; }) host_errs;
    bool host_expr;         /* typing a host expression (parse_expr_type): host names are fine */
    int unevaluated;        /* inside decltype's operand: a call is not made (its space is not checked) */
    int global_news;        /* new-expressions read that call the global operator new, which
                               may throw std::bad_alloc (for noexcept(e): parse_expr.c) */
    /* the lambdas read while the arguments of a class template were deduced from an
       initialiser (parse_ctad): the initialiser's own reading takes each as it was read there,
       so that the closure types are the ones deduced (overloaded{[](int) {...}, ...}) */
    struct parse_ctad_lambda {
        struct parse_ctad_lambda *next;
        lex_token *tok, *end;
        parse_func *fn;
        parse_node *e;
    } *ctad_lambdas;
    bool ctad_reading;
    bool ns_qualified;      /* a namespace-qualified name (std::swap): no class member */
    bool pick_std;          /* the call parse_pick resolves was written std::name */
    parse_sets more;        /* the other overload sets the last unqualified lookup found */
    const parse_sets *pick_more; /* those of the call parse_pick resolves (it takes them) */
    parse_node *init_obj;   /* an object whose default member initialisers are parsed outside
                               its class's constructors (an implicit constructor, an
                               aggregate's initialisation): what `this` points to there */
    ty_type *init_cls;      /* and its class */
    ty_type *open_cls;      /* the class whose members are being parsed, */
    ty_member *open_members; /* and those parsed so far (a trailing return type names them) */
    bool in_host_decl;      /* the device pass's speculative parse of a host declaration
                               (host_decl), whose errors are dropped */
    bool host_pass;         /* the host pass (parse_unit_host): host bodies are parsed, device
                               bodies skipped, kernels launched with <<<...>>> */
    const char *cell;       /* the host pass of a REPL cell (parse_cell_host): the cell's file
                               name; its top-level statements run in unit->dynamic_init */
    lex_token *cell_end;    /* the EOF after the ';' that ends a cell (parse_cell_host) */
    bool cell_var, cell_dynamic; /* the top-level item declared host variables (initialised
                                    at run time) */
    bool cell_value;        /* it was the final expression */
    bool in_launch;         /* the call of a kernel<<<...>>> */
    bool user_conv;         /* converting by a constructor: no second user conversion */
    int depth;              /* nesting of statements, declarators and expressions (parse_enter) */
    bool too_deep;          /* PARSE_MAX_DEPTH was passed: the rest of the input is skipped */
    const char *stop;       /* why the whole parse stopped (interrupted, a budget: parse_stop),
                               or NULL; said once, at its end */
    lex_token *stop_tok;
    size_t arena_start;     /* the arena's total when the parse began (PARSE_MAX_MEMORY) */
    uintptr_t stack_floor;  /* the lowest frame address the parse may reach (PARSE_STACK_SPARE
                               above the thread's stack end), or 0 */
    int instances;          /* template instances made (PARSE_MAX_INSTANCES) */
    ty_type *member_of;     /* a class body's template declaration: the class */
    ty_type *member_inst;   /* a class template instance whose member defined outside the class
                               is being made: a member template's definition there is its */
    int64_t init_elems;     /* array elements of initialisers so far (PARSE_MAX_INIT_ELEMS) */
    int pack_elem;          /* expanding a pack (parse_expand_next): 1 + the element's index, a
                               pack's name meaning that element; 0 when not expanding */
    ty_type **auto_args;    /* a generic lambda's parameter list being read: the type each
                               `auto` parameter stands for, in order (auto_next: the next) */
    int nauto, auto_next;
    lex_token *pack_ell;    /* the '...' that ends the element being expanded (a declarator
                               leaves it: Ts... is no pack declarator) */
    struct parse_expansion init_x; /* a braced list's element that is a pack expansion
                                      (a[I]...), while its elements are read: each one
                                      initialises the next array element or member, across
                                      brace elision (std::array<int, 3>{a[I]...}) */
    bool init_x_on;
    struct {                /* the arguments of the last braced list read as a call's
                               (T{a, b} of a class with constructors): their first tokens, for
                               the constructor's narrowing conversions (parse_construct) */
        parse_node *first;
        lex_token **at;
        int n;
    } braced_args;
    bool init_in_list;      /* the initialiser being read is an element of a braced list (or
                               the one expression of T x{e}): a narrowing conversion is
                               diagnosed (parse.c check_narrowing) */
    bool scalar_list;       /* converting the element of a braced list that initialises a scalar
                               (parse_assign_conv: an integer to a scoped enumeration) */
    /* Kept text whose end is marked as the input's end while it is parsed (parse_cut): an
     * instance parses its template's text again, which may hold such a mark; it lifts the
     * marks from cut_live on while it is parsed (parse_tmpl.c enter_instance) */
    struct {
        lex_token *tok;
        lex_kind kind;
    } cuts[PARSE_MAX_CUTS];
    int ncuts, cut_live;
} parser;

/* Each element of an initialised array is a node until the initialiser is written out: at most
 * this many in a translation unit (`__device__ int a[1 << 28] = {1};` took 10 GB). */
#define PARSE_MAX_INIT_ELEMS (1 << 22)

/* Nesting deeper than this is an error, as clang's -fbracket-depth (256) is, and not a C stack
 * overflow: each level of brackets costs a few recursive calls. */
#define PARSE_MAX_DEPTH 1024
/* What one parse may take of the front end's memory (its arena), and how many template
 * instances it may make (each level of `template <int N> struct T { T<2*N> a; T<2*N+1> b; }`
 * doubles them; the depth alone, PARSE_MAX_INST_DEPTH, would allow 2^64). */
#define PARSE_MAX_MEMORY ((size_t)1 << 30)
#define PARSE_MAX_INSTANCES 10000
/* The C stack a parse leaves unused: a recursion the counts allow (200 nested template
 * instances, each a few kilobytes of frames) still ends with an error, not a crash, on a thread
 * with a small stack or in a sanitizer build. */
#define PARSE_STACK_SPARE (256u << 10)
/* Enter one level of a recursive rule; false, after a single error that ends the parse, when
 * the nesting is too deep, the parse was interrupted or went past PARSE_MAX_MEMORY. A true
 * return is paired with parse_leave. */
bool parse_enter(parser *P);
/* End the whole parse: WHY is reported once, at the current token, when it is over; every
 * later parse_enter fails. Returns false. */
bool parse_stop(parser *P, const char *why);
/* E, or E converted by its class's conversion function to a scalar type (what a built-in
 * operator or a condition takes), when E is such an object. */
parse_node *parse_class_to_scalar(parser *P, parse_node *e);
/* Node L, then R: the comma expression (L, R); either alone when the other is NULL. */
parse_node *parse_then(parser *P, parse_node *l, parse_node *r, lex_token *t);
parse_node *parse_throw_default(parser *P, ty_type *cls, lex_token *t);
/* throw_expr = "throw" assign? (P->tok at `throw`): an expression of type void */
parse_node *parse_throw_expr(parser *P);
/* E, the value of a const variable named there (a constant's uses are its value), as the
 * variable itself, where a reference to REF (its referred type: const) binds it (C++17
 * [dcl.init.ref]: `const int &r = ci;` is ci); E otherwise. */
parse_node *parse_const_object(parser *P, parse_node *e, ty_type *ref);
/* OBJ (an object of the polymorphic class CLS) gets CLS's dynamic type in each of its base
 * subobjects' hidden members: a later base's too, which a call through a pointer to it reads */
parse_node *parse_set_dynamic_types(parser *P, parse_node *obj, ty_type *cls, lex_token *t);
/* The offset of class B's subobject in class C (C itself: 0), through any base; or -1. */
int parse_base_offset(ty_type *c, ty_type *b);
/* Does a base of CLS (any, at any depth) declare a virtual NAME taking FTY's parameters? */
bool parse_overrides_virtual(ty_type *cls, const char *name, ty_type *fty, bool is_const);
/* The instance of a member function template of class CLS whose declaration starts at P->tok
 * (the template's parameters bound in the current scope), KEY its arguments ("<int>"): a member
 * function of CLS, not among its overloads, body parsed. NULL when it is not a function. */
parse_func *parse_member_template_instance(parser *P, ty_type *cls, const char *key);
/* The body of F, a member function template's instance, parsed (in the template's scope with
 * its parameters bound: parse_template_finish) once overload resolution has chosen it. */
void parse_member_template_body(parser *P, parse_func *f, struct lex_token *body);
#define parse_leave(P) ((P)->depth--)

/* An ordinary identifier in scope. */
typedef struct parse_sym {
    parse_var *var;
    parse_func *func;                /* head of an overload set */
    struct parse_template *tmpl;     /* a function or class template (overloads chained) */
    ty_type *type_def;
    ty_type *enum_ty;
    int64_t enum_val;
    struct parse_pack *pack;         /* a parameter pack: what each element names */
    uint8_t access;                  /* a static member's: TY_PUBLIC, ... */
} parse_sym;

/* A parameter pack: a template parameter pack's arguments (types or values) or a function
 * parameter pack's parameters, each what the pack's name means in one element of an
 * expansion. A template's pattern has placeholder packs of one element. */
typedef struct parse_pack {
    int n;
    parse_sym **elems;
    bool placeholder;
    bool types;           /* a pack of types (typename... Ts) */
} parse_pack;

/* NAME in scope; a pack's name means the element being expanded (parser.pack_elem). */
parse_sym *parse_lookup(parser *P, const char *name, int len);
/* NAME declared by class CLS itself, when the innermost scope is CLS's (a member template joins
 * its class's overloads, not a namespace's template of its name: list::sort beside std::sort);
 * elsewhere parse_lookup's */
parse_sym *parse_lookup_member(parser *P, ty_type *cls, const char *name, int len);
/* NAME's pack when NAME is a parameter pack in scope, else NULL. */
parse_pack *parse_lookup_pack(parser *P, const lex_token *t);
/* The name a generic lambda's `auto...` pack is declared under while its parameters are read */
#define PARSE_AUTO_PACK "\x01auto..."

/* Pack expansion (C++17 [temp.variadic]): a list element (an argument, a template argument, an
 * initialiser) that ends with '...' is parsed once for each element of the packs it names:
 *     parse_expansion x;
 *     for (parse_expand_begin(P, &x, false); parse_expand_next(P, &x); )
 *         args[n++] = parse_assign(P);
 * runs the body once for an ordinary element, N times for an expansion of N elements (none for
 * an empty pack), and leaves P->tok after the element. IN_TARGS: a template argument list ('>'
 * ends an element). */
typedef struct parse_expansion parse_expansion;
void parse_expand_begin(parser *P, parse_expansion *x, bool in_targs);
bool parse_expand_next(parser *P, parse_expansion *x);
/* The pack expansion in a parameter declaration (Args &&... args) from P->tok: its '...' (the
 * declaration's length in *N), or NULL when it is an ordinary one. */
lex_token *parse_param_pack(parser *P, int *n, bool *placeholder);
/* Bind function F's parameter pack (its type's pack_name) to its parameters PARAMS (from index
 * pack_at) in the current scope. */
void parse_bind_param_pack(parser *P, ty_type *fty, parse_var *params);
/* sizeof...(name), P->tok after "sizeof": the pack's length */
parse_node *parse_sizeof_pack(parser *P, lex_token *t);
/* The length of the packs named in [FROM, TO) (*PLACEHOLDER: they are a pattern's); -1 when
 * none is, or (with an error at TO) when two have different lengths. */
int parse_packs_in(parser *P, lex_token *from, lex_token *to, bool *placeholder);

/* A local the compiler introduces for a value of type TY (a temporary, a copy's source):
 * in the function's locals, in memory for an aggregate. NAME is for diagnostics. */
parse_var *parse_temp(parser *P, ty_type *ty, const char *name, lex_token *t);
/* V as an expression */
parse_node *parse_var_node(parser *P, parse_var *v, lex_token *t);

/* Is the code being parsed device code (where host variables and functions are not usable)? */
bool parse_device_context(parser *P);
/* Give the device a read-only copy of host constant V (parse.c). */
void parse_device_constant(parser *P, parse_var *v);
/* F's body is parsed: list it in the unit for its back end (bytecode for device functions in
 * the device pass, C for host functions in the host pass), once. */
void parse_add_func(parser *P, parse_func *f);

/* Grammar entry points shared between parse.c (declarations, statements) and parse_expr.c */
parse_node *parse_expr(parser *P);          /* expression (with commas) */
parse_node *parse_assign(parser *P);        /* assignment-expression */
parse_node *parse_cond(parser *P);          /* conditional-expression */
bool parse_const_int(parser *P, int64_t *v); /* integer constant expression */
bool parse_const_int_typed(parser *P, int64_t *v, ty_type **ty); /* and its type (unqualified) */
bool parse_is_typename(parser *P, lex_token *t);
ty_type *parse_typename(parser *P);         /* type-name (specifiers + abstract declarator) */
ty_type *parse_simple_type(parser *P);      /* type specifiers only (T in T(x)); NULL if none */
parse_node *parse_compound_stmt(parser *P);
parse_node *parse_initializer_expr(parser *P, ty_type *ty, lex_token *t); /* {..} as an rvalue */

/* C++ (parse_cxx.c): overload resolution, members, operators */
bool parse_same_type(ty_type *a, ty_type *b);
bool parse_derives_from(ty_type *d, ty_type *b); /* a class derived (directly or not) from B */
/* A speculative parse (a look ahead, a try of one reading before another): what it reports
 * can be dropped.
 *     parse_quiet pq;
 *     parse_quiet_begin(P, &pq);
 *     ... parse ...
 *     if (parse_quiet_failed(P, &pq)) { parse_quiet_drop(P, &pq); ... the other reading ... }
 * parse_quiet_end drops it all and says whether it was clean (and restores the end-of-input
 * flag, which a look ahead may have set). */
typedef struct {
    size_t mark;
    int errors, derrors;
    bool eof;
} parse_quiet;
void parse_quiet_begin(parser *P, parse_quiet *q);
bool parse_quiet_failed(const parser *P, const parse_quiet *q);
void parse_quiet_drop(parser *P, const parse_quiet *q);
bool parse_quiet_end(parser *P, const parse_quiet *q);

/* TEXT (declarations cudarepl writes: deduction candidates, inherited constructors) as tokens
 * of a file named FILE, kept with the parse; NULL when it does not lex. */
lex_token *parse_text_tokens(parser *P, const char *text, const char *file);
/* The spellings of the tokens [A, E) into B, each after a space. */
void parse_tokens_text(sess_buf *b, const lex_token *a, const lex_token *e);

/* The namespace that QUAL (QL bytes, as written: "detail", "lib::detail", "::lib") names here:
 * the path of the first opened one (or alias) of QUAL within the open namespaces, the innermost
 * first, or QUAL itself; NULL when none was opened. */
const char *parse_ns_resolve(parser *P, const char *qual, int ql);
/* The scope of the namespace NS (NSLEN bytes, or -1: a string; as written, resolved as
 * parse_ns_resolve does; "::" the global one) names here, or NULL. */
parse_scope *parse_ns_scope(parser *P, const char *ns, int nslen);
/* NAME declared in scope S (a namespace's: as a qualified name looks it up), or NULL. */
parse_sym *parse_scope_sym(parser *P, parse_scope *s, const char *name, int len);
/* NAME looked up in that namespace (C++17 [namespace.qual]), or NULL. */
parse_sym *parse_namespace_sym(parser *P, const char *ns, int nslen, const char *name, int len);
/* The unique name under which NAME, declared now at namespace scope, is known to the whole
 * unit (its C and bytecode names are made from it): NAME, or "path::NAME" when another
 * namespace's entity took NAME first ("::NAME" in the global namespace). */
const char *parse_ns_decl_name(parser *P, const char *name);
/* Whether a namespace other than PATH's (the global one too) declares an entity NAME. */
bool parse_name_elsewhere(parser *P, const char *name, const char *path);
/* Adds the overload sets of NAME that argument-dependent lookup finds for the arguments ARGS
 * (C++17 [basic.lookup.argdep]: in the namespaces of their classes, those classes' bases and
 * template arguments, and their enumerations) to SETS, each set once and none that is EXCEPT
 * (the one ordinary lookup found; NULL: none). */
void parse_adl(parser *P, const char *name, int len, parse_node **args, int nargs,
               const struct parse_sym *except, parse_sets *sets);
/* Adds the overload set E to SETS unless it is there (or SETS is full). */
void parse_sets_add(parse_sets *sets, struct parse_sym *e);

/* The entity a::b::T names (FROM a's token, T T's), as parse_namespace_sym finds it. */
parse_sym *parse_qualified_sym(parser *P, lex_token *from, lex_token *t);
/* An error when the unqualified lookup of T just made found two entities through
 * using-directives (C++17 [namespace.udir]). */
void parse_ambiguous(parser *P, lex_token *t);
/* A type-trait built-in's name at T, followed by "(": __is_class, __is_base_of, ... */
bool parse_is_type_trait(const lex_token *t);
/* The type-trait built-in at P->tok (__is_class(T), ...): its value, a bool constant */
parse_node *parse_type_trait(parser *P);
/* A use at T of a member of class OWNER declared at DECL with ACCESS (TY_PRIVATE, ...): an
 * error where the function being parsed may not use it (C++ [class.access]); WHAT is the
 * member as g++ names it ("int S::x"). */
void parse_check_access(parser *P, ty_type *owner, int access, const char *what, lex_token *decl,
                        lex_token *t);
/* ... and named as a member of NAMING, a class derived from OWNER: an error where a base on the
 * way is not accessible to that function or makes the member so (`class D : private B`) */
void parse_check_naming(parser *P, ty_type *naming, ty_type *owner, int access, const char *what,
                        lex_token *decl, lex_token *t);
/* May the function being parsed convert a D * to a B * (B an accessible base of D)? */
bool parse_base_accessible(parser *P, ty_type *d, ty_type *b);
/* Virtual bases (parse_cxx.c): V's entry among CLS's virtual bases, or NULL */
ty_vbase *parse_vbase_of(ty_type *cls, ty_type *v);
/* OBJ's subobject of its virtual base V, through OBJ's hidden pointer; NULL when V is none */
parse_node *parse_vbase_subobject(parser *P, parse_node *obj, ty_type *v, lex_token *t);
/* NAME (a data member) of a virtual base of OBJ's class: that base's subobject, the member in
 * *M at *OFF in it; NULL when no virtual base has it */
parse_node *parse_vbase_member(parser *P, parse_node *obj, const char *name, int len,
                               ty_member **m, int *off, lex_token *t);
/* OBJ's flag (TY_VB_FLAG) set for a base subobject (BASE) or a complete object; NULL when
 * CLS has no virtual base. parse_vbase_complete: the test of it. */
parse_node *parse_vbase_set_flag(parser *P, parse_node *obj, ty_type *cls, bool base, lex_token *t);
parse_node *parse_vbase_complete(parser *P, parse_node *obj, ty_type *cls, lex_token *t);
/* The complete object OBJ's pointers to its virtual bases, in every subobject, set to its
 * own room for each; E's room in OBJ */
parse_node *parse_vbase_pointers(parser *P, parse_node *obj, ty_type *cls, lex_token *t);
parse_node *parse_vbase_store(parser *P, parse_node *obj, ty_vbase *e, lex_token *t);
/* Is B a base of D that is not at offset 0 (a base after the first, or one of its bases)? */
bool parse_later_base_of(ty_type *d, ty_type *b);
/* OBJ (an lvalue of a class derived from B by multiple inheritance) as its B subobject (member
 * accesses through the bases on the way); NULL when B is not such a base of it. */
parse_node *parse_later_base(parser *P, parse_node *obj, ty_type *b);
bool parse_same_params(ty_type *a, ty_type *b);
/* A temporary object of a class with a destructor: destroyed at the end of the full
 * expression (the statement) that made it. */
/* Returns the temporary's guard when it is made where it may not be (cond_depth): the caller
 * sets it to 1 where the temporary is constructed; NULL otherwise. */
parse_var *parse_track_temporary(parser *P, parse_var *v);
/* E (a class temporary) becomes an object that lives on (T x = T(3); return T(3);): it is not
 * destroyed at the end of the full expression. */
void parse_untrack_temporary(parser *P, parse_node *e);
/* Is an implicit copy of an object of class CLS (its copy constructor or assignment, where it
 * declares only the other one, or neither) made member by member (some member has copy
 * operations of its own)? */
bool parse_copy_is_memberwise(ty_type *cls);
/* Is a copy of CLS more than its bytes (a copy constructor, or members that have one)? */
bool parse_copy_needs_code(ty_type *cls);
/* DST = a copy of SRC (class CLS): the copy constructor (INIT) or assignment when the class
 * has one, member by member when a member does, bit for bit otherwise. */
parse_node *parse_copy(parser *P, parse_node *dst, parse_node *src, ty_type *cls, bool init,
                       lex_token *t);
/* Does class CLS declare a copy constructor (one parameter, a reference to CLS)? */
bool parse_has_copy_ctor(ty_type *cls);
parse_func *parse_find_method(ty_type *cls, const char *name, int len);
/* Function type FT's parameters as the arguments deduction reads them (the address of a
 * template taken for a pointer of type FT, a generic lambda converted to one): lvalues of
 * their types (C++17 [temp.deduct.funcaddr], [temp.deduct.conv]); *NARGS of them. */
parse_node **parse_param_lvalues(parser *P, ty_type *ft, lex_token *t, int *nargs);
/* Is T in one of cudarepl's own headers (under the library directory)? */
bool parse_in_library(const parser *P, const lex_token *t);
/* E, an object of another class than CLS, converted to CLS by a conversion function of its
 * class that gives CLS (operator Raw()); NULL when it has none. */
parse_node *parse_conversion_to_class(parser *P, parse_node *e, ty_type *cls);
parse_func *parse_pick(parser *P, parse_func *set, parse_template *tmpls,
                       const parse_targs *explicit_args, parse_node *obj, parse_node **args,
                       int nargs, lex_token *t, const char *what, bool quiet);
/* A function of SET takes ARGS by standard conversions (else a built-in of its name does). */
bool parse_takes_standard(parser *P, parse_func *set, parse_node **args, int nargs);
parse_node *parse_operator(parser *P, const char *op, parse_node *l, parse_node *r, lex_token *t);
/* A call of F (a member function when OBJ is given) with ARGS, converted to its parameters,
 * default arguments added. */
parse_node *parse_call(parser *P, parse_func *f, parse_node *obj, parse_node **args, int nargs,
                       lex_token *t);
/* The default argument of F's parameter PRM, parsed in F's declaration's scope. */
parse_node *parse_default_arg(parser *P, parse_func *f, ty_param *prm);
/* this->member for a member of the class whose member function is being parsed */
parse_node *parse_member_of(parser *P, parse_node *base, lex_token *name);

/* Parse kept text that ends at END (a member function's body, a default member initialiser):
 * END reads as the input's end until parse_uncut, so that error recovery stops there. */
void parse_cut(parser *P, lex_token *end);
void parse_uncut(parser *P, lex_token *end);

/* Templates (parse_tmpl.c) */
/* std::tuple_size<CLS>::value for a tuple-like class (its structured bindings), or -1. */
int parse_tuple_size(parser *P, ty_type *cls);
void parse_template_decl(parser *P);
bool parse_template_args(parser *P, parse_template *tm, parse_targs *out);
/* A copy of A in the arena, at its length. */
parse_targs *parse_targs_keep(parser *P, const parse_targs *a);
/* A's arguments into TO (a list being made, with room for PARSE_MAX_TARGS). */
void parse_targs_copy(parse_targs *to, const parse_targs *a);
/* The template arguments at P->tok ("<") read and kept (parse_targs_keep); NULL after an
 * error. */
parse_targs *parse_template_args_kept(parser *P, parse_template *tm);
ty_type *parse_class_instance(parser *P, parse_template *tm, parse_targs *args, lex_token *t);
/* A class template instance is made where it must be complete (C++ [temp.inst]): naming it
 * in a member declaration's specifier, or as a pointer or reference inside an instance, only
 * declares it. Make TY (an array's element, a class) complete if it waits so. */
void parse_complete_type(parser *P, ty_type *ty);
/* Class CLS's constructor templates (chained by next), or NULL. */
struct parse_template *parse_ctor_templates(ty_type *cls);
/* A constructor declared at P->tok in class CLS (S(args), after the specifiers): its type (the
 * parameters; void), *NAME its name's token, P->tok after the ')'; NULL (P->tok unmoved) when
 * the declaration is no constructor. */
ty_type *parse_ctor_head(parser *P, ty_type *cls, lex_token **name);
/* In A::Name<...> (ns::A::B::Name<...> too) at T, A a class and Name a class template declared
 * in it (C++17 [temp.mem]): Name's token, the template to *TM; NULL otherwise. DEFINING: Name
 * is the last name, as in `template <class U> struct A::Name {...}`, with no arguments. */
lex_token *parse_member_class_template(parser *P, lex_token *t, bool defining, parse_template **tm);
/* The variable template TM<A>'s variable (a constant), made the first time it is named */
parse_var *parse_var_instance(parser *P, parse_template *tm, parse_targs *a, lex_token *t);
/* Partial ordering of function templates (C++17 [temp.func.order]) for a call of NARGS
 * arguments: -1 when A is more specialised than B, 1 when B is, 0 when neither */
int parse_template_order(parser *P, struct parse_template *a, struct parse_template *b, int nargs);
parse_func *parse_template_deduce(parser *P, parse_template *tm, const parse_targs *explicit_args,
                                  parse_node *obj, parse_node **args, int nargs);
parse_func *parse_template_finish(parser *P, parse_func *f);
/* Class template argument deduction: the instance of class template TM that the initialiser
 * at INIT deduces (`(args)`, `{args}` or `= e`): of a declaration `Name d(args)` (NAME at
 * Name), or of an expression `Name(args)`, `Name{args}`; NULL when there is no initialiser;
 * int (with an error) when none is deduced. */
ty_type *parse_ctad(parser *P, parse_template *tm, lex_token *name, lex_token *init);
/* A deduction guide at P->tok (`Name(params) -> Name<args>;`, after TMPL_TOK's template <...>):
 * read as a deduction candidate of class template Name; false (nothing read) when the
 * declaration is not one. */
bool parse_deduction_guide(parser *P, lex_token *tmpl_tok);
parse_template *parse_find_template(parser *P, lex_token *t);
lex_token *parse_targs_end(lex_token *lt, bool paren_stops);
/* The template NS::T names (NS the first qualifier's token, or NULL: T unqualified). */
parse_template *parse_find_ns_template(parser *P, lex_token *ns, lex_token *t);
/* '>' closing a template argument list ('>>' counts twice) */
bool parse_close_angle(parser *P);
/* The body of F, a class template instance's member function left for its first call
 * (lazy_body), parsed now in its instance's context; or a library header's function's
 * (library_body), in the global scope. */
void parse_lazy_body(parser *P, parse_func *f);
/* the depth of nested classes whose member functions parse_lazy_body parses in an instance */
#define PARSE_LAZY_NESTING 6
void parse_library_body(parser *P, parse_func *f);
/* The library headers' functions of the overload set SET whose bodies wait, parsed: the set
 * is named otherwise than in a call (its address taken, a function pointer's value). */
void parse_library_bodies(parser *P, parse_func *set);
/* Skip template arguments after their '<', through the closing '>'. */
void parse_skip_targs(parser *P);
/* With --expt-relaxed-constexpr, is the declaration at T a constexpr function (device code
 * as well as host code)? */
bool parse_relaxed_constexpr_fn(parser *P, lex_token *t);
/* Whether the unit is a .c file (parse_ctx_set_unit). */
bool parse_c_source(const parser *P);
/* Whether the unit is a file nvcc compiles as C or C++ with the host compiler alone (.c, .cc,
 * .cpp, .cxx: no device pass, so no kernel of its own to launch). */
bool parse_host_source(const parser *P);
/* The unit's file (parse_ctx_set_unit), or NULL. */
const char *parse_unit_name(const parser *P);
/* Skip a balanced group starting at the current '{', '(' or '['. */
void parse_skip_balanced(parser *P);

/* A lambda whose body is being parsed (parse_cxx.c) */
typedef struct parse_lambda {
    struct parse_lambda *up;  /* the enclosing lambda */
    ty_type *cls;             /* the closure type */
    parse_func *fn;           /* its operator() */
    parse_var *this_var;      /* operator()'s this */
    parse_scope *scope_mark;  /* the scope the lambda appeared in: what is found there or
                                 further out is captured */
    int default_capture;      /* 0, '=' or '&' */
    bool is_mutable;
    bool in_host;             /* written in host code: host variables (a REPL session's too) are
                                 captured, as the enclosing function's locals would be */
    const char *explicit_names[32];
    bool explicit_ref[32];
    int nexplicit;
    parse_var *outer_this;    /* the enclosing member function's this (a nested lambda: the
                                 outermost's), captured when the body names a member or this */
    ty_type *outer_cls;       /* that function's class */
    bool explicit_this;       /* [this] (or [*this]) */
    bool copy_this;           /* [*this]: the closure holds a copy of the object, which this
                                 points to in the body (C++17 [expr.prim.lambda.capture]) */
    bool sealed;              /* a generic lambda's instance: no capture may be added now */
    VEC(struct { parse_var *outer; ty_member *m; bool by_ref; }) caps;
} parse_lambda;
parse_node *parse_lambda_expr(parser *P);
/* A lambda's conversion to a pointer to function (C++17 [expr.prim.lambda.closure] p7, p8).
 * Does a value of type T, of a closure type, convert to pointer-to-function type TO so? (a
 * generic lambda's: when it captures nothing; whether deduction gives TO's type, the conversion
 * says) */
bool parse_closure_converts(parser *P, ty_type *t, ty_type *to);
/* E, of a closure type, converted to TO, a pointer to function (NULL: to its operator()'s own
 * type, as unary + does); NULL when E is of no closure type, or after an error (a lambda with a
 * capture, a type its operator() does not have) */
parse_node *parse_closure_to_function(parser *P, parse_node *e, ty_type *to);

/* The type the qualifier [T, SEP) names (ns::S, S<int>, a template parameter), read quietly,
 * or NULL */
ty_type *parse_qualifier_type(parser *P, lex_token *t, lex_token *sep);
/* Pointers to members (C++17 [dcl.mptr], [expr.mptr.oper]). The class of the `S::*` at T
 * (ns::S::*, S<int>::*), *END after the '*'; NULL when T starts none. */
ty_type *parse_member_pointer_class(parser *P, lex_token *t, lex_token **end);
/* The type of a pointer to a member of CLS of type T (a function type: a const member
 * function's when CONST_THIS or T is const-qualified, `int () const`) */
ty_type *parse_member_pointer_type(parser *P, ty_type *cls, ty_type *t, bool const_this);
parse_node *parse_member_pointer_value(parser *P, lex_token *amp);
/* E converted to TY when that is a pointer to member: a null pointer constant to a null one,
 * &S::f of overloaded functions to the one of TY's type; E otherwise */
parse_node *parse_member_pointer_conv(parser *P, parse_node *e, ty_type *ty);
parse_node *parse_member_pointer_access(parser *P, parse_node *obj, parse_node *pm, lex_token *t);
/* A generic lambda's operator() for the types A of its `auto` parameters (template TM): the
 * declaration, then (parse_template_finish) its body */
parse_func *parse_glambda_instance(parser *P, struct parse_template *tm, const parse_targs *a,
                                   const char *key);
void parse_glambda_body(parser *P, struct parse_template *tm, parse_func *f, lex_token *body, bool add);
/* A braced list ARGS constructing class CLS that has a constructor from std::initializer_list<E>:
 * the list becomes that one argument (an array of E, a temporary); false when CLS has none. */
bool parse_init_list_args(parser *P, ty_type *cls, parse_node **args, int *nargs, lex_token *t);
/* Does A convert implicitly to a parameter of type TY (an implicit conversion sequence exists)? */
bool parse_arg_converts(parser *P, parse_node *a, ty_type *ty);
/* The type `auto NAME` deduces from the braced list at P->tok: std::initializer_list<E>
 * (`= {1, 2}`), or its one element's type where DIRECT (`auto x{5}`); NULL after an error. */
ty_type *parse_auto_braced_type(parser *P, bool direct, lex_token *name);
/* E of the std::initializer_list<E> that a constructor of class CLS takes; NULL when none. */
ty_type *parse_init_list_elem(ty_type *cls);
/* ARGS (N of them, room for *CAP) with A added: ARGS, or a copy in the arena twice as large */
parse_node **parse_arg_push(parser *P, parse_node **args, int *n, int *cap, parse_node *a);
/* A braced list at P->tok as a value of type TY (`return {};`, f({1, 2})). */
parse_node *parse_braced_value(parser *P, ty_type *ty);
parse_node *parse_delete_expr(parser *P);
parse_func *parse_dispatcher(parser *P, parse_func *f);
/* OBJ (an object of class CLS) as its subobject of a base after the first (multiple
 * inheritance) whose member functions NAME (*SET) are found there; OBJ when none is. */
parse_node *parse_later_base_subobject(parser *P, parse_node *obj, ty_type *cls, const char *name,
                                       parse_func **set);
/* Functions of a polymorphic object's dynamic type, f(CLS *p) for the CLS subobject P points
 * to (built with the dispatchers, when every class is known):
 *   PARSE_DYN_OBJECT     void *: the address of the whole object;
 *   PARSE_DYN_TYPE_NAME  const char *: the dynamic type's mangled name (typeid);
 *   PARSE_DYN_CAST       void *: the address of its TO subobject, or null (dynamic_cast). */
/* (PARSE_DYN_OBJECT, PARSE_DYN_TYPE_NAME, PARSE_DYN_CAST: ast.h) */
parse_func *parse_dynamic_fn(parser *P, int kind, ty_type *cls, ty_type *to, lex_token *t);
#define parse_object_address(P, cls, t) parse_dynamic_fn(P, PARSE_DYN_OBJECT, cls, NULL, t)
/* The Itanium C++ ABI's mangled name of TY (what g++'s typeid(T).name() gives): "i", "PKc",
 * "3Foo", "4PairIifE". A class is named without its namespace (but std's St). */
void parse_mangle_type(sess_buf *out, const ty_type *ty);
/* TY's mangled name as a string literal (a const char array) */
parse_node *parse_mangled_name(parser *P, ty_type *ty, lex_token *t);
/* Destruction: whether objects of CLS need any; the expression that destroys OBJ (its
 * destructor, or its parts'); its members' and bases' destruction alone */
bool parse_needs_destroy(ty_type *cls);
/* E, an object of a class, as an lvalue of type TY through a conversion function that returns
 * a reference to it (operator int &()), or NULL */
parse_node *parse_conversion_to_lvalue(parser *P, parse_node *e, ty_type *ty);
bool parse_is_abstract(ty_type *cls);
/* The error for a braced list of values for polymorphic class CLS, which has no constructor
 * taking them and is no aggregate */
void parse_not_aggregate(parser *P, lex_token *t, ty_type *cls); /* (or a base) has a pure virtual function not overridden */
bool parse_dynamic_init(ty_type *ty); /* a class whose default constructor is not empty */
parse_node *parse_destroy(parser *P, parse_node *obj, ty_type *cls, lex_token *t);
/* `delete p`'s destruction of *P's object OBJ of static type CLS: through the virtual
 * destructor of a base when CLS declares none of its own (its dynamic type's destructor). */
parse_node *parse_destroy_dynamic(parser *P, parse_node *obj, ty_type *cls, lex_token *t);
parse_func *parse_destroyer(parser *P, ty_type *cls, lex_token *t);
parse_node *parse_destroy_parts(parser *P, parse_node *obj, ty_type *cls, lex_token *t);
/* In the body of the lambda being parsed: the enclosing member function's this, captured
 * (NULL when the lambda is in no member function, after an error when it may not capture it) */
parse_node *parse_lambda_this(parser *P, lex_token *t);
/* V (named at T) used in a lambda's body: its capture, or NULL when V is not captured */
parse_node *parse_lambda_capture(parser *P, parse_var *v, lex_token *t);
/* Is the name at T found at or outside the scope lambda L appeared in? */
bool parse_lambda_outer(parser *P, lex_token *t, parse_lambda *L);
ty_type *parse_lambda_params(parser *P);
parse_func *parse_new_method(parser *P, ty_type *cls, const char *name, ty_type *fty, int exec,
                             lex_token *tok);

/* The parts of parse.c the C++ files drive */
typedef struct {
    parse_func *fn;
    parse_node *cur_switch;
    int loop_depth, switch_depth;
    VEC(parse_node *) gotos;
    VEC(parse_node *) labels;
    VEC(struct parse_cleanup) cleanups;
    size_t break_mark, continue_mark;
    parse_node *init_obj;
    ty_type *init_cls;
} parse_fn_state;
void parse_save_fn(parser *P, parse_fn_state *st);
void parse_restore_fn(parser *P, parse_fn_state *st);
void parse_class_body(parser *P, ty_type *ty, bool is_union, bool is_class, int align);
parse_node *parse_paren_order(parse_node *init);
/* Construct the object OBJ of class CLS with ARGS (a constructor call, or the default member
 * initialisers of a class without constructors): an expression. */
parse_node *parse_construct(parser *P, parse_node *obj, ty_type *cls, parse_node **args,
                            int nargs, lex_token *t);
/* The same for a base class's subobject (its virtual bases are the most-derived class's) */
parse_node *parse_construct_base(parser *P, parse_node *obj, ty_type *cls, parse_node **args,
                            int nargs, lex_token *t);
/* The array OBJ of class objects without an initialiser: each element default-initialised, its
 * default constructor called, first to last (C++17 [dcl.init] p7); NULL when the elements are
 * not objects of a class with constructors. An expression. */
parse_node *parse_default_init_array(parser *P, parse_node *obj, lex_token *t);
bool parse_paren_aggregate(parser *P, const lex_token *name, ty_type *ty);
/* The elements of OBJ, a host variable-length array of class objects, default-initialised
 * first to last or (DESTROY) destroyed last to first, their number taken from OBJ's lengths
 * now; NULL when the class has no constructor (destructor). An expression. */
parse_node *parse_vla_elements(parser *P, parse_node *obj, bool destroy, lex_token *t);
/* T(), T{}, new T(): OBJ value-initialised (C++17 [dcl.init]), zeros first unless CLS's
 * default constructor is user-provided. */
parse_node *parse_value_init(parser *P, parse_node *obj, ty_type *cls, lex_token *t);
/* c ? a : b of two lvalues of one type as an lvalue, *(c ? &a : &b) (or E as it is). */
parse_node *parse_lvalue_cond(parser *P, parse_node *e);
/* x = v, x op= v, ++x, --x as the lvalue x they are in C++ (evaluated, then x named again),
 * where naming x again has no effect (a variable, a reference parameter's object, their
 * members); E itself otherwise. */
parse_node *parse_assign_lvalue(parser *P, parse_node *e);
typedef struct declspec declspec;
parse_scope *parse_push_scope(parser *P, parse_scope *s);   /* s NULL: a new one */
void parse_pop_scope(parser *P, parse_scope *up, bool keep);
/* A scope's enclosing scope, and setting it back (a scope pushed again elsewhere). */
parse_scope *parse_scope_up(parse_scope *s);
parse_scope *parse_scope_namespace(parser *P, parse_scope *s); /* the namespace scope S is in */
ty_type *parse_scope_class(parse_scope *s); /* a class scope's class, or NULL */
void parse_scope_relink(parse_scope *s, parse_scope *up);
parse_sym *parse_declare(parser *P, const char *name);
ty_type *parse_declarator_type(parser *P, ty_type *ty, lex_token **name);
bool parse_declspec(parser *P, declspec *ds);
void parse_top_decl(parser *P);
parse_scope *parse_global_scope(parser *P);
/* Make class T (its tag) known at file scope, unless a class of that tag is (`struct TAG`
 * then names it: an extended lambda's closure type, in a kernel instance's name). */
void parse_global_tag(parser *P, ty_type *t);
void parse_keep_template(parser *P, parse_template *tm); /* freed with the context */
/* Virtual functions (parse_cxx.c): the polymorphic classes, the dispatchers */
void parse_each_polymorphic(parser *P, void (*fn)(parser *, ty_type *, void *), void *arg);
void parse_add_dispatcher(parser *P, parse_func *d);
parse_func **parse_dispatchers(parser *P, size_t *n);
parse_node *parse_set_dynamic_type(parser *P, parse_node *vptr, ty_type *cls);
void parse_build_dispatchers(parser *P);
/* Is this the host pass of one file of several (parse_ctx_set_shared_dispatch)? */
bool parse_shared_dispatch(parser *P);
/* An explicit instantiation made the function of LINK (NULL: none): parse_ctx_instances. */
void parse_note_instance(parser *P, const char *link);
/* NAME among the names declared in class CLS's scope (and its bases'): nested types, static
 * members, enumerators; NULL when none */
parse_sym *parse_class_lookup(ty_type *cls, const char *name, int len);
/* The class whose member function the declaration at T defines outside it (`R S::f(`,
 * `S::S(`, `R S::operator=(`), or NULL */
ty_type *parse_member_def_class(parser *P, lex_token *t);
/* declspec and a named declarator (a non-type template parameter); NULL when none */
ty_type *parse_typename_named(parser *P, lex_token **name);
/* declspec and declarator of a function declaration, up to its body or ';'; *EXEC gets its
 * EX_* bits */
ty_type *parse_function_head(parser *P, lex_token **name, int *exec);
void parse_function_body(parser *P, parse_func *f);
void parse_set_pretty(parser *P, parse_func *f);
void parse_register_link(parser *P, parse_func *f);
void parse_register_instance(parser *P, parse_func *f);
parse_node *parse_default_member_init(parser *P, parse_node *lhs, ty_member *m);
/* A variable template's instance INAME (`origin<int>`) of a class, pointer or array type: the
 * declaration at P->tok (the template's, its parameters bound) declared as a namespace-scope
 * variable of that name, as any other is (made at the program's start where its initialiser
 * is not a constant); NULL when it declares none */
parse_var *parse_var_template_object(parser *P, const char *iname);
/* FN(P, ARG) with the scope of class CLS entered (a class template instance's parameters
 * bound), access checks off: what a class's own text (a default member initialiser) says,
 * parsed where other code needs it */
parse_node *parse_in_class_scope(parser *P, ty_type *cls, parse_node *(*fn)(parser *, void *),
                                 void *arg);
parse_func *parse_kernel_instance(parser *P, parse_template *tm);
void parse_scan_kernel_uses(parser *P, lex_token *from, lex_token *to);

/* Token helpers */
bool parse_equal(lex_token *t, const char *s);
/* The name of the literal operator that T, after `operator`, names (`"" _km`:
 * "operator\"\"_km"), or NULL */
const char *parse_literal_operator(parser *P, const lex_token *t);
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
/* ({ STMTS }) of type TY: a GNU statement expression made by the front end (its value is
 * the last statement's, when TY is not void) */
parse_node *parse_stmt_expr(parser *P, parse_node *stmts, ty_type *ty, lex_token *t);
parse_node *parse_new_num(parser *P, int64_t v, ty_type *ty, lex_token *t);
parse_node *parse_failed(parse_node *e);
bool parse_is_function_lvalue(const parse_node *e);
parse_node *parse_function_for_target(parser *P, parse_node *e, ty_type *ty);
parse_node *parse_braced_temporary(parser *P, ty_type *cu);
/* Does class CU declare constructors of its own (constructor templates too)? Without them a
 * braced list initialises it as an aggregate (members by order or by designator), even where
 * its members' constructors give it an implicit one (C++20 [dcl.init.aggr]). */
bool parse_declares_ctors(ty_type *cu);
/* Is T the start of a braced list with designators ({.x = 1}) that initialises CU, an
 * aggregate, member by member? (Its other braced lists are given to its implicit constructor,
 * which takes the members in order.) */
bool parse_designated_list(parser *P, ty_type *cu, const lex_token *t);
parse_node *parse_construct_temporary(parser *P, ty_type *cu, parse_node **args, int nargs,
                                     lex_token *t);
const char *parse_std_header_of(const char *name, int len);
bool parse_host_layout_class(const ty_type *cls);
parse_node *parse_new_cast(parser *P, parse_node *e, ty_type *ty);
parse_node *parse_new_binary(parser *P, nd_kind k, parse_node *l, parse_node *r, lex_token *t);
parse_node *parse_new_unary_addr(parser *P, parse_node *e, lex_token *t);
parse_node *parse_new_deref(parser *P, parse_node *e, lex_token *t);
/* Array/function decay and reference collapse of an rvalue use. */
parse_node *parse_rvalue(parser *P, parse_node *e);
parse_node *parse_deref_ref(parser *P, parse_node *e); /* a reference-typed expression read through */
parse_node *parse_materialise(parser *P, parse_node *e); /* an rvalue in a temporary (an lvalue) */
/* Convert E to TY as assignment does (diagnosing what C or CUDA forbids); WHAT names the
 * context for messages ("argument 2 of atomicAdd"). */
parse_node *parse_assign_conv(parser *P, parse_node *e, ty_type *ty, const char *what);
bool parse_is_lvalue(parse_node *e);
bool parse_is_null_ptr_const(parse_node *e);
bool parse_is_null_macro(const parse_node *e); /* NULL: (void *)0, folded */

/* Integer constants (parse_expr.c): V as a value of integer type TY; the operation K on A and
 * B (the left operand of type LTY, the result of TY) as C does it, false when it has no value
 * (a division by zero, a shift out of range). */
int64_t parse_wrap_int(int64_t v, const ty_type *ty);
bool parse_int_binop(nd_kind k, int64_t a, int64_t b, const ty_type *lty, const ty_type *ty,
                     int64_t *out);
/* The value of integer expression E that calls constexpr functions with constant arguments,
 * evaluated at compile time (constexpr.c); false when it has none (the calls are then made at
 * run time). */
bool parse_constexpr_eval(parse_node *e, int64_t *val);
/* E, an element of a braced list (its first token T), converts to TO: a narrowing
 * conversion's warning, as nvcc words it (parse.c) */
void parse_check_narrowing(parser *P, parse_node *e, ty_type *to, lex_token *t);
/* Evaluate INIT, a constexpr variable V's construction, at compile time: V's bytes (var->init,
 * allocated in ARENA) when it is a constant, for constant evaluation to read (constexpr.c) */
bool parse_constexpr_object(parse_var *v, parse_node *init, sess_arena *arena);

/* Built-in functions: the resolver for a call of NAME, or NULL when NAME is no built-in. */
const struct parse_builtin *parse_builtin_find(const char *name, int len);
/* dim3(x[, y[, z]]) in device code, P->tok at "(" (parse_expr.c) */
parse_node *parse_dim3_ctor(parser *P, lex_token *t);
/* argument I of CLS's constructor in parentheses that is a braced list (parse_expr.c) */
parse_node *parse_braced_ctor_argument(parser *P, ty_type *cls, int i);
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
/* The built-in class type named NAME that this context made first, or TY, kept from now on. */
ty_type *parse_builtin_type_named(parser *P, const char *name, ty_type *ty);

#endif
