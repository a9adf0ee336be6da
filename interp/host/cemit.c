/* cemit.c — the C back end for host code (see cemit.h).
 *
 * Printing is in three layers: names (what C calls a type, a function, a variable), types (C
 * declarators), and trees (expressions and statements, fully parenthesised so that C's
 * precedence never matters). Every local variable of a function is declared at its top, under
 * a name unique in the function; a declaration statement becomes the assignments the front end
 * made of its initialiser. That keeps blocks, loops, gotos and statement expressions simple.
 */
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "interp/front/builtins.h"
#include "interp/front/parse.h"
#include "interp/host/cemit.h"

typedef struct {
    const cemit_env *env;
    sess_diags *d;
    cemit_out *out;
    int errors;
    sess_buf fwd;              /* struct declarations (struct S;) */
    sess_buf types;            /* struct definitions, in dependency order */
    sess_buf decls;            /* prototypes and variables */
    sess_buf vars;             /* the program's host variables */
    sess_buf init;             /* their initial values (the body of __cr_init_globals) */
    sess_buf defs;             /* function definitions */
    sess_map type_names;       /* ty_type * (as a key) -> its C name */
    sess_map emitted_types;    /* ty_type * -> 1 when defined (or being defined) */
    sess_map declared;         /* function or variable (as a key) -> 1 when declared */
    sess_map global_refs;      /* host variable (as a key) -> how the text refers to it */
    sess_map macros;           /* names the output defines: #undef'd after the headers */
    sess_map func_names;       /* C names of functions taken */
    sess_map tags;             /* struct tags taken (a REPL cell may see two classes of one
                                  name: the earlier definition and the one that replaced it) */
    VEC(const parse_func *) todo; /* functions to define */
    int anon;
    sess_arena arena;          /* names and keys */
    /* the function being printed */
    const parse_func *fn;
    const parse_func *dyn_init; /* the unit's dynamic initialisation (a cell's statements) */
    const parse_node *sw;      /* the switch whose body is being printed */
    sess_map local_names;      /* parse_var * -> its unique C name */
    sess_map used_names;       /* C names taken in the function */
    sess_map warned;           /* tokens naming a device variable host code uses (warned once) */
    /* the try blocks and handlers being printed, innermost last: a return, break or continue
     * that leaves a try block takes its frame off the exception runtime's chain first, and one
     * that leaves a handler ends it (id 0), as its closing brace does */
    struct { int id, loops, breaks; } tries[64];
    int ntries, ntry_ids;
    int loops, breaks;         /* loops (continue), loops and switches (break) being printed */
} ce;

/* Maps keyed by an object's address: the key's bytes live in the arena. */
static void *pget(const sess_map *m, const void *p)
{
    return sess_map_get(m, (const char *)&p, (int)sizeof p);
}

static void pput(ce *E, sess_map *m, const void *p, void *val)
{
    char *k = sess_arena_alloc(&E->arena, sizeof p);
    memcpy(k, &p, sizeof p);
    sess_map_put(m, k, (int)sizeof p, val);
}

static void err(ce *E, const lex_token *t, const char *fmt, const char *arg)
{
    char msg[512];
    snprintf(msg, sizeof msg, fmt, arg);
    sess_diag(E->d, CR_SEV_ERROR, t ? t->file : E->env->main_file, t ? t->line : 0,
              t ? t->col : 0, "%s", msg);
    E->errors++;
}

/* ---- Names --------------------------------------------------------------------------------- */

static bool is_ident(const char *s)
{
    if (!s || !*s || (*s >= '0' && *s <= '9'))
        return false;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
              *s == '_'))
            return false;
    return true;
}

/* A C identifier for a C++ name: "S::get" -> "__cx_S_c_cget", "f(double)" -> "__cx_f_ldouble_r"
 * (the prefix keeps them apart from the program's names and the headers' __cr_ ones). */
static const char *mangle(ce *E, const char *name)
{
    sess_buf b = {0};
    sess_buf_puts(&b, "__cx_");
    if (!strncmp(name, "__cr_", 5))
        name += 5;
    for (const char *s = name; *s; s++) {
        char c = *s;
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
            sess_buf_putc(&b, c);
            continue;
        }
        switch (c) {
        case '_': sess_buf_putc(&b, '_'); break;
        case ':': sess_buf_puts(&b, "_c"); break;
        case '<': sess_buf_puts(&b, "_L"); break;
        case '>': sess_buf_puts(&b, "_R"); break;
        case '(': sess_buf_puts(&b, "_l"); break;
        case ')': sess_buf_puts(&b, "_r"); break;
        case ',': sess_buf_puts(&b, "_C"); break;
        case '*': sess_buf_puts(&b, "_P"); break;
        case '&': sess_buf_puts(&b, "_A"); break;
        case ' ': sess_buf_puts(&b, "_s"); break;
        case '~': sess_buf_puts(&b, "_D"); break;
        case '[': sess_buf_puts(&b, "_B"); break;
        case ']': sess_buf_puts(&b, "_E"); break;
        default: sess_buf_printf(&b, "_x%02x", (unsigned char)c); break;
        }
    }
    char *r = sess_arena_strdup(&E->arena, b.p);
    sess_buf_free(&b);
    return r;
}

/* Is FILE one of the C headers libtcc reads again (cudarepl's or the system's)? */
static bool system_file(ce *E, const char *file)
{
    if (!file || file[0] != '/') /* libtcc's own; not a REPL cell ("<cell 3>") */
        return file && (!strcmp(file, "<command line>") || !strcmp(file, "<built-in>") ||
                        !strcmp(file, "<string>"));
    const char *inc = E->env->include_dir;
    if (inc && !strncmp(file, inc, strlen(inc)))
        return true;
    return !strncmp(file, "/usr/", 5);
}

/* Is FILE a C header (one libtcc reads again), rather than the program's or a C++ header of
 * cudarepl's library (written out like the program's code)? */
static bool c_header(ce *E, const char *file)
{
    size_t n = file ? strlen(file) : 0;
    return system_file(E, file) && ((n > 2 && !strcmp(file + n - 2, ".h")) || file[0] == '<');
}

/* A struct that the C headers define: a struct of a system C header (member functions of
 * its C++ view are functions of their own: dim3's constructors), not a class template's
 * instance or a class with bases or virtual functions. */
static bool header_struct(ce *E, const ty_type *t)
{
    if (!t->file) /* a built-in type (dim3, float4, ...): the header's; or a class template's
                     instance that was only declared (C<N + 1> *next) */
        return !t->tmpl_of;
    size_t n = strlen(t->file);
    return system_file(E, t->file) && n > 2 && !strcmp(t->file + n - 2, ".h") && !t->base_class &&
           !t->tmpl_of && !t->class_id;
}

static const char *struct_name(ce *E, ty_type *t);

/* The C spelling of a function. Kernels by their names (their host symbols are launch
 * closures); functions the C headers declare without a body (printf, sqrtf, the runtime's
 * entry points) by theirs; the program's functions by their link names, mangled when C cannot
 * spell them; and a function a header defines (an inline wrapper, a C++ overload) under a
 * mangled name of its own, written out like the program's: its C view may not have it. */
static const char *func_name(ce *E, const parse_func *f)
{
    if (f->exec & EX_GLOBAL) /* (an overloaded kernel's link, k(int *), is no C name) */
        return is_ident(f->link) ? f->link : mangle(E, f->link);
    if ((!strcmp(f->name, "main") && !f->cls) || !strncmp(f->name, "__builtin_", 10))
        return f->name;
    bool sys = f->tok && system_file(E, f->tok->file);
    if (sys && !f->body && c_header(E, f->tok->file))
        return f->name;
    const char *m = pget(&E->type_names, f);
    if (m)
        return m;
    const char *l = f->link ? f->link : f->name;
    m = is_ident(l) && !sys ? l : mangle(E, l);
    /* two functions of one name in a REPL cell's unit: a class's member and the member of the
     * class that replaced it */
    const char *base = m;
    for (int i = 2; sess_map_get(&E->func_names, m, (int)strlen(m)); i++)
        m = sess_arena_printf(&E->arena, "%s__%d", base, i);
    sess_map_put(&E->func_names, m, (int)strlen(m), (void *)f);
    pput(E, &E->type_names, f, (void *)m);
    return m;
}

/* ---- Types --------------------------------------------------------------------------------- */

static void print_decl(ce *E, sess_buf *b, ty_type *t, const char *inner);
static void expr(ce *E, sess_buf *b, const parse_node *n);

/* The C name of a scalar type (C++'s bool is _Bool; an enum its underlying integer) */
static const char *scalar_name(const ty_type *t)
{
    switch (t->kind) {
    case TY_BOOL: return "_Bool";
    case TY_HALF: return "unsigned short";
    case TY_NULLPTR: return "void *";
    case TY_INT128: case TY_UINT128: return "struct __cr_int128"; /* storage only (i128_in_host) */
    case TY_ENUM:
        switch (t->size) {
        case 1: return t->is_unsigned ? "unsigned char" : "signed char";
        case 2: return t->is_unsigned ? "unsigned short" : "short";
        case 8: return t->is_unsigned ? "unsigned long" : "long";
        default: return t->is_unsigned ? "unsigned int" : "int";
        }
    default: return ty_basic_name(t);
    }
}

static void define_struct(ce *E, ty_type *t);

/* T's C name, defining it first when it is the program's and is needed complete. */
static const char *struct_name(ce *E, ty_type *t)
{
    ty_type *u = ty_unqual(t);
    if (header_struct(E, u)) {
        if (t->name && !u->tag)
            return t->name;
        if (u->name && !u->tag)
            return u->name;
        if (u->tag)
            return sess_arena_printf(&E->arena, "%s %s", u->kind == TY_UNION ? "union" : "struct", u->tag);
    }
    const char *m = pget(&E->type_names, u);
    if (m)
        return m;
    const char *tag = u->tag && is_ident(u->tag) ? u->tag
                      : u->tag ? mangle(E, u->tag)
                      : sess_arena_printf(&E->arena, "__cr_anon%d", ++E->anon);
    for (int i = 2; sess_map_get(&E->tags, tag, (int)strlen(tag)); i++)
        tag = sess_arena_printf(&E->arena, "%s__%d", u->tag && is_ident(u->tag) ? u->tag : mangle(E, u->tag), i);
    sess_map_put(&E->tags, tag, (int)strlen(tag), (void *)1);
    const char *name = sess_arena_printf(&E->arena, "%s %s", u->kind == TY_UNION ? "union" : "struct", tag);
    pput(E, &E->type_names, u, (void *)name);
    sess_buf_printf(&E->fwd, "%s;\n", name);
    return name;
}

static void base_type(ce *E, sess_buf *b, ty_type *t, bool need_complete)
{
    if (t->is_volatile)
        sess_buf_puts(b, "volatile ");
    const char *s = scalar_name(t);
    if (s) {
        sess_buf_puts(b, s);
        return;
    }
    if (t->kind == TY_STRUCT || t->kind == TY_UNION) {
        if (need_complete)
            define_struct(E, ty_unqual(t));
        sess_buf_puts(b, struct_name(E, t));
        return;
    }
    sess_buf_puts(b, "int");
}

static void params_text(ce *E, sess_buf *b, ty_type *fn, const parse_var *names, bool with_this,
                        const parse_func *f)
{
    sess_buf_putc(b, '(');
    bool first = true;
    const parse_var *v = names;
    if (with_this && f && f->cls && !f->is_static_member) {
        sess_buf inner = {0};
        sess_buf_puts(&inner, v ? "this" : "");
        ty_type pt = {0};
        pt.kind = TY_PTR;
        pt.size = 8;
        pt.base = f->cls;
        print_decl(E, b, &pt, inner.p ? inner.p : "");
        sess_buf_free(&inner);
        first = false;
        if (v)
            v = v->next;
    }
    for (ty_param *p = fn->params; p; p = p->next) {
        if (!first)
            sess_buf_puts(b, ", ");
        first = false;
        const char *nm = "";
        if (v) {
            const char *m = pget(&E->local_names, v);
            nm = m ? m : v->name;
            v = v->next;
        }
        if (!(f && (f->exec & EX_GLOBAL)) && parse_passed_by_address(p->ty)) /* (its address) */
            nm = sess_arena_printf(&E->arena, "*%s", nm);
        print_decl(E, b, p->ty, nm);
    }
    if (fn->variadic) /* f(...) has no parameter C can name: an unprototyped f() takes the
                         arguments, which C++ gives f no way to read either */
        sess_buf_puts(b, first ? "" : ", ...");
    else if (first)
        sess_buf_puts(b, "void");
    sess_buf_putc(b, ')');
}

/* A pointer to a variable-length array is a char * in the C that host code becomes (libtcc
 * 0.9.27 scales arithmetic on its own pointers to such arrays wrongly): its steps are the
 * array's size in bytes, "(LEN * ... * sizeof element)", printed here for array type T. */
static void vla_step(ce *E, sess_buf *b, const ty_type *t)
{
    sess_buf_putc(b, '(');
    for (; t->kind == TY_ARRAY; t = t->base) {
        if (t->vla_len)
            expr(E, b, t->vla_len);
        else
            sess_buf_printf(b, "%dUL", t->array_len);
        sess_buf_puts(b, " * ");
    }
    sess_buf_printf(b, "%dUL)", t->size);
}

/* "(P OP (long)(COUNT) * (long)STEP)" of the pointer P to a variable-length array ARR (OP "+",
 * "-=", ...); COUNT NULL: one step */
static void vla_move(ce *E, sess_buf *b, const parse_node *p, const char *op,
                     const parse_node *count, const ty_type *arr)
{
    sess_buf_putc(b, '(');
    expr(E, b, p);
    sess_buf_printf(b, " %s ", op);
    if (count) {
        sess_buf_puts(b, "(long)(");
        expr(E, b, count);
        sess_buf_puts(b, ") * (long)");
    }
    vla_step(E, b, arr);
    sess_buf_putc(b, ')');
}

static bool is_vla_ptr(const ty_type *t)
{
    return t && t->kind == TY_PTR && ty_is_vla(t->base);
}

/* T as a C declarator around INNER ("x", "*p", ""). */
static void print_decl(ce *E, sess_buf *b, ty_type *t, const char *inner)
{
    switch (t->kind) {
    case TY_PTR: {
        char *in;
        if (ty_is_vla(t->base)) { /* a pointer to a variable-length array: a char * (vla_step) */
            sess_buf_printf(b, "char *%s%s", t->is_volatile ? "volatile " : "", inner);
            return;
        }
        bool wrap = t->base->kind == TY_ARRAY || t->base->kind == TY_FUNC;
        in = sess_arena_printf(&E->arena, wrap ? "(*%s%s)" : "*%s%s", t->is_volatile ? "volatile " : "", inner);
        print_decl(E, b, t->base, in);
        return;
    }
    case TY_ARRAY: {
        char *in;
        if (t->vla_len) { /* a variable-length array: its length, held by a hidden local */
            sess_buf len = {0};
            expr(E, &len, t->vla_len);
            in = sess_arena_printf(&E->arena, "%s[%s]", inner, len.p);
            sess_buf_free(&len);
        } else {
            in = t->array_len >= 0 ? sess_arena_printf(&E->arena, "%s[%d]", inner, t->array_len)
                                   : sess_arena_printf(&E->arena, "%s[]", inner);
        }
        print_decl(E, b, t->base, in);
        return;
    }
    case TY_FUNC: {
        sess_buf p = {0};
        sess_buf_puts(&p, inner);
        params_text(E, &p, t, NULL, false, NULL);
        print_decl(E, b, t->base, p.p);
        sess_buf_free(&p);
        return;
    }
    default:
        base_type(E, b, t, false);
        if (*inner)
            sess_buf_printf(b, " %s", inner);
        return;
    }
}

/* The types an object of T needs complete: its structs (by value, in arrays). */
static void need_complete(ce *E, ty_type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->base;
    if (t->kind == TY_STRUCT || t->kind == TY_UNION)
        define_struct(E, ty_unqual(t));
}

/* A member of a struct without a name: a base class's subobject (a tagged class) or C11's
 * anonymous struct or union. */
static const char *member_name(ce *E, const ty_member *m)
{
    if (m->name)
        return m->name;
    ty_type *u = ty_unqual(m->ty);
    if (u->tag) {
        const char *sn = struct_name(E, u);
        const char *sp = strchr(sn, ' ');
        return sess_arena_printf(&E->arena, "__cr_base_%s", sp ? sp + 1 : sn);
    }
    return NULL;
}

/* ".m", or ".__cr_base_B.m" for a member M that T has through a base class (the front end
 * names inherited members directly); false when M is not found. */
static bool member_path(ce *E, sess_buf *b, ty_type *t, const ty_member *m)
{
    if (t->kind != TY_STRUCT && t->kind != TY_UNION)
        return false;
    for (ty_member *x = t->members; x; x = x->next)
        if (x == m) {
            const char *mn = member_name(E, m);
            if (mn)
                sess_buf_printf(b, ".%s", mn);
            return true;
        }
    for (ty_member *x = t->members; x; x = x->next) {
        if (x->name || !ty_unqual(x->ty)->tag || x->empty_base)
            continue;
        size_t len = b->len;
        sess_buf_printf(b, ".%s", member_name(E, x));
        if (member_path(E, b, ty_unqual(x->ty), m))
            return true;
        b->len = len;
        b->p[len] = 0;
    }
    return false;
}

/* `_Alignas(N) ` before the declaration of an object of type T whose scalar elements are
 * over-aligned (alignas(16) float tile[4][4]: C's float does not say it) */
static void align_prefix(sess_buf *b, const ty_type *t)
{
    while (t->kind == TY_ARRAY && t->base)
        t = t->base;
    if (t->kind != TY_STRUCT && t->kind != TY_UNION && t->size > 0 && t->align > t->size)
        sess_buf_printf(b, "_Alignas(%d) ", t->align);
}

static void define_struct(ce *E, ty_type *t)
{
    t = ty_unqual(t);
    if (header_struct(E, t) || !t->complete || pget(&E->emitted_types, t))
        return;
    pput(E, &E->emitted_types, t, (void *)1);
    for (ty_member *m = t->members; m; m = m->next)
        need_complete(E, m->ty);
    const char *name = struct_name(E, t);
    sess_buf b = {0};
    if (t->pack) /* (libtcc lays out #pragma pack as g++ does) */
        sess_buf_printf(&b, "#pragma pack(push, %d)\n", t->pack);
    sess_buf_printf(&b, "%s {\n", name);
    /* over-aligned (__align__(16) on four floats, alignas(16) on 12 bytes): the first member
     * says so, where it is needed (libtcc ignores an aligned attribute on the type). Not a
     * zero-length over-aligned char member unless the first member is a bit-field: libtcc
     * classifies such a struct's first eightbyte as INTEGER and passes it by value in a general
     * register where the SysV ABI (and libffi's launch closures) put it in an SSE register. */
    int natural = 1;
    for (ty_member *m = t->members; m; m = m->next)
        if (m->ty->align > natural)
            natural = m->ty->align;
    bool over = t->align > natural;
    if (over && t->members && t->members->bit_width > 0)
        sess_buf_printf(&b, "    _Alignas(%d) char __cr_align[0];\n", t->align);
    int emitted = 0;
    for (ty_member *m = t->members; m; m = m->next) {
        if (m->empty_base)
            continue; /* (no room: its address is the object's, see ND_MEMBER) */
        emitted++;
        sess_buf_puts(&b, "    ");
        if (over && m == t->members && m->bit_width <= 0)
            sess_buf_printf(&b, "_Alignas(%d) ", t->align);
        else
            align_prefix(&b, m->ty);
        const char *mn = member_name(E, m);
        print_decl(E, &b, m->ty, mn ? mn : "");
        if (m->bit_width > 0)
            sess_buf_printf(&b, " : %d", m->bit_width);
        sess_buf_puts(&b, ";\n");
    }
    if (!emitted)
        sess_buf_puts(&b, "    char __cr_empty;\n"); /* C++'s empty class has size 1 */
    sess_buf_puts(&b, "};\n");
    if (t->pack)
        sess_buf_puts(&b, "#pragma pack(pop)\n");
    if (emitted) /* (an empty class is a byte in C++ and here) */
        sess_buf_printf(&b, "_Static_assert(sizeof(%s) == %d, \"the layout of %s\");\n", name,
                        t->size, t->tag ? t->tag : "a class");
    sess_buf_puts(&E->types, b.p);
    sess_buf_free(&b);
}

/* ---- Expressions --------------------------------------------------------------------------- */

static void expr(ce *E, sess_buf *b, const parse_node *n);
static bool ordered_call(ce *E, sess_buf *b, const char *fname, const parse_node *args, int mode,
                         bool object_first);
static void stmt(ce *E, sess_buf *b, const parse_node *n, int ind);
static void declare_func(ce *E, const parse_func *f);

static void init_global(ce *E, sess_buf *b, const parse_var *v, const char *nm);

/* A REPL cell: the address of what an earlier cell's unit defined (KEY: a function or variable),
 * which this cell imports as NAME (bound to the symbol NAME when BIND); NULL when this cell
 * defines it (and exports it). */
static void *imported(ce *E, const void *key, const char *name, bool bind)
{
    if (!E->env->cell)
        return NULL;
    void *a = E->env->address_of(E->env->ctx, key);
    if (a && !bind)
        return a;
    host_link l = {sess_xstrdup(name), key, a};
    if (a)
        VEC_PUSH(E->out->imports, l);
    else
        VEC_PUSH(E->out->exports, l);
    return a;
}

/* A host variable of the program (a global, a static member), defined once. Returns how the
 * text refers to it: NM, or "(*__cr_at_NM)" for an earlier cell's variable, which the cell
 * reaches through a pointer of its own rather than as an extern bound by tcc_add_symbol: libtcc
 * reads a floating-point instruction's operand straight at its symbol (PC-relative) and
 * resolves a bound symbol out of the unit's reach through a PLT slot, so `a.x + a.y` of an
 * earlier cell's float2 added the bytes of a jump to a.x. */
static const char *define_global(ce *E, const parse_var *v, const char *nm)
{
    const char *ref = pget(&E->global_refs, v);
    if (ref)
        return ref;
    pput(E, &E->global_refs, v, (void *)nm);
    sess_map_put(&E->macros, nm, (int)strlen(nm), (void *)1);
    need_complete(E, v->ty);
    void *at = imported(E, v, nm, false);
    if (at) {
        const char *p = sess_arena_printf(&E->arena, "__cr_at_%s", nm);
        sess_map_put(&E->macros, p, (int)strlen(p), (void *)1);
        sess_buf_puts(&E->vars, "static ");
        print_decl(E, &E->vars, v->ty, sess_arena_printf(&E->arena, "(*const %s)", p));
        sess_buf_printf(&E->vars, " = (void *)0x%" PRIxPTR "ull;\n", (uintptr_t)at);
        ref = sess_arena_printf(&E->arena, "(*%s)", p);
        pput(E, &E->global_refs, v, (void *)ref);
        return ref;
    }
    if (v->is_extern && !v->is_defined)
        sess_buf_puts(&E->vars, "extern ");
    else if (v->is_internal && !E->env->cell)
        sess_buf_puts(&E->vars, "static "); /* (a cell's variables are for later cells too) */
    align_prefix(&E->vars, v->ty);
    print_decl(E, &E->vars, v->ty, nm);
    sess_buf_puts(&E->vars, ";\n");
    if (!v->is_extern || v->is_defined)
        init_global(E, &E->init, v, nm);
    return nm;
}

/* How host code names thread_local variable V, REF its own storage: the calling thread's copy
 * of it, which the runtime makes from REF's bytes at the thread's first use (libtcc has no
 * thread-local storage: host.c's __cr_rt_tls). */
static const char *thread_copy(ce *E, const parse_var *v, const char *ref)
{
    sess_buf b = {0};
    sess_buf_puts(&b, "(*(");
    print_decl(E, &b, v->ty, "(*)");
    sess_buf_printf(&b, ")__cr_rt_tls(__cr_sess, &%s, sizeof %s))", ref, ref);
    const char *r = sess_arena_strdup(&E->arena, b.p);
    sess_buf_free(&b);
    return r;
}

static const char *var_name(ce *E, const parse_var *v)
{
    const char *m = pget(&E->local_names, v);
    if (m)
        return m;
    if (v->space == SP_GLOBAL || v->space == SP_CONSTANT || v->space == SP_MANAGED) {
        const char *nm = is_ident(v->name) ? v->name : mangle(E, v->name);
        if (!pget(&E->declared, v)) {
            pput(E, &E->declared, v, (void *)1);
            sess_buf_puts(&E->decls, "extern ");
            need_complete(E, v->ty);
            print_decl(E, &E->decls, v->ty, nm);
            sess_buf_puts(&E->decls, ";\n");
            host_name hn = {sess_xstrdup(v->name), false, nm != v->name ? sess_xstrdup(nm) : NULL};
            VEC_PUSH(E->out->devvars, hn);
        }
        return nm;
    }
    if (v->space == SP_SHARED) {
        err(E, v->tok, "host code cannot use the __shared__ variable '%s'", v->name);
        return v->name;
    }
    if (v->is_global && v->tok && !c_header(E, v->tok->file)) {
        const char *nm = is_ident(v->name) && !system_file(E, v->tok->file) ? v->name : mangle(E, v->name);
        const char *ref = define_global(E, v, nm);
        return v->is_thread_local ? thread_copy(E, v, ref) : ref;
    }
    return v->name;
}

/* ---- Device variables named in host code --------------------------------------------------- */

/* How an expression's value is used: read, written, or only its address taken; DV_THROUGH marks
 * a pointer whose pointee is used so (`*p`, `p[i]`, a decayed array's element). */
enum { DV_READ, DV_WRITE, DV_ADDR, DV_THROUGH = 4 };

static bool addresses(const parse_node *n)
{
    return n->ty && (n->ty->kind == TY_PTR || n->ty->kind == TY_ARRAY);
}

/* Host code that reads or writes a __device__ or __constant__ variable by name reaches a host
 * copy of it, which starts as zeros, not the device's variable (nvcc compiles it so and warns:
 * guide §5.4.1.2, "Memory Space Specifiers": host code accesses these variables through the
 * runtime API). Warn at each such use, where nvcc does; taking the address (for
 * cudaMemcpyToSymbol and the like) is how the API names the variable. */
static void device_var_uses(ce *E, const parse_node *n, int use)
{
    if (!n)
        return;
    int through = use & DV_THROUGH ? use & ~DV_THROUGH : -1; /* the pointee's use, or -1 */
    switch (n->kind) {
    case ND_VAR: {
        const parse_var *v = n->var;
        int u = through >= 0 ? through : use;
        if ((v->space != SP_GLOBAL && v->space != SP_CONSTANT) || u == DV_ADDR)
            return;
        if (through < 0 && v->ty && v->ty->kind == TY_ARRAY)
            return; /* the array itself, not an element (sizeof, a reference's binding) */
        uintptr_t done = (uintptr_t)pget(&E->warned, n->tok);
        if (done & (1u << u))
            return;
        pput(E, &E->warned, n->tok, (void *)(done | 1u << u));
        sess_diag(E->d, CR_SEV_WARNING, n->tok ? n->tok->file : E->env->main_file,
                  n->tok ? n->tok->line : 0, n->tok ? n->tok->col : 0,
                  "a %s variable \"%s\" cannot be directly %s in a host function: host code %s "
                  "a host copy that starts as zeros, not the device's variable (cudaMemcpy%sSymbol "
                  "%s the device's; CUDA C++ Programming Guide §5.4.1.2 (Memory Space "
                  "Specifiers))",
                  v->space == SP_CONSTANT ? "__constant__" : "__device__", v->name,
                  u == DV_WRITE ? "written" : "read", u == DV_WRITE ? "writes" : "reads",
                  u == DV_WRITE ? "To" : "From", u == DV_WRITE ? "writes" : "reads");
        return;
    }
    case ND_OPASSIGN: case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
        device_var_uses(E, n->lhs, DV_READ); /* read, then written */
        device_var_uses(E, n->lhs, DV_WRITE);
        device_var_uses(E, n->rhs, DV_READ);
        return;
    case ND_ASSIGN:
        device_var_uses(E, n->lhs, DV_WRITE);
        device_var_uses(E, n->rhs, DV_READ);
        return;
    case ND_ADDR: /* &x (X's use is the pointee's), or an array's decay (its element's is) */
        if (through < 0)
            device_var_uses(E, n->lhs, DV_ADDR);
        else
            device_var_uses(E, n->lhs, n->lhs->ty && n->lhs->ty->kind == TY_ARRAY ? use : through);
        return;
    case ND_DEREF: /* this lvalue's use is its pointee's; a pointer read to reach it */
        device_var_uses(E, n->lhs, DV_THROUGH | (through >= 0 ? DV_READ : use));
        return;
    case ND_ADD: case ND_SUB: /* pointer arithmetic keeps the pointee */
        device_var_uses(E, n->lhs, addresses(n->lhs) ? use : DV_READ);
        device_var_uses(E, n->rhs, addresses(n->rhs) ? use : DV_READ);
        return;
    case ND_MEMBER: /* the member's use is the object's (a pointer member's pointee is not) */
        device_var_uses(E, n->lhs, through < 0 ? use : addresses(n) && n->ty->kind == TY_ARRAY ?
                                   through : DV_READ);
        return;
    case ND_CAST:
        device_var_uses(E, n->lhs, use);
        return;
    case ND_COND:
        device_var_uses(E, n->cond, DV_READ);
        device_var_uses(E, n->then, use);
        device_var_uses(E, n->els, use);
        return;
    case ND_COMMA:
        device_var_uses(E, n->lhs, DV_READ);
        device_var_uses(E, n->rhs, use);
        return;
    case ND_STR: case ND_THROW:
        device_var_uses(E, n->lhs, DV_READ);
        device_var_uses(E, n->rhs, DV_READ);
        return;
    case ND_BLOCK: case ND_STMT_EXPR: /* a list of statements (a statement expression's may
                                         be in a block) */
        if (n->kind == ND_BLOCK || !n->body || n->body->kind != ND_BLOCK) {
            for (const parse_node *s = n->body; s; s = s->next)
                device_var_uses(E, s, DV_READ);
            return;
        }
        break;
    default:
        break;
    }
    const parse_node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc,
                                n->body, n->obj};
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        device_var_uses(E, kids[i], DV_READ);
    for (const parse_node *a = n->args; a; a = a->next)
        device_var_uses(E, a, DV_READ);
}

static void number(ce *E, sess_buf *b, const parse_node *n)
{
    ty_type *t = n->ty;
    if (t->kind == TY_PTR || t->kind == TY_NULLPTR) {
        sess_buf_puts(b, "((");
        if (t->kind == TY_NULLPTR)
            sess_buf_puts(b, "void *");
        else
            print_decl(E, b, t, "");
        sess_buf_printf(b, ")%" PRId64 ")", n->ival);
        return;
    }
    const char *s = scalar_name(t);
    bool u = t->is_unsigned || t->kind == TY_BOOL;
    if (t->size == 8) {
        if (u)
            sess_buf_printf(b, "((%s)%" PRIu64 "ULL)", s, (uint64_t)n->ival);
        else if (n->ival == INT64_MIN)
            sess_buf_printf(b, "((%s)(-9223372036854775807LL - 1))", s);
        else
            sess_buf_printf(b, "((%s)%" PRId64 "LL)", s, n->ival);
        return;
    }
    if (u)
        sess_buf_printf(b, "((%s)%" PRIu64 "U)", s, (uint64_t)n->ival & 0xffffffffu);
    else if (n->ival == INT32_MIN)
        sess_buf_printf(b, "((%s)(-2147483647 - 1))", s);
    else
        sess_buf_printf(b, "((%s)%" PRId64 ")", s, n->ival);
}

/* A long double constant: its decimal digits, 21 of them, which libtcc reads back to the same
 * bits (its hexadecimal floating constants keep a double's precision only); an infinity or a
 * NaN by its bytes */
static void ldnumber(sess_buf *b, const parse_node *n)
{
    long double v = parse_fnum_value(n);
    if (isnan(v) || isinf(v)) {
        uint64_t u[2] = {0, 0};
        memcpy(u, &v, sizeof v < sizeof u ? sizeof v : sizeof u);
        sess_buf_printf(b, "(((union { unsigned long long u[2]; long double d; }){{%" PRIu64 "ULL, %" PRIu64 "ULL}}).d)",
                        u[0], u[1] & 0xffff);
    } else
        sess_buf_printf(b, "(%.20LeL)", v);
}

static void fnumber(sess_buf *b, const parse_node *n)
{
    if (n->ty->kind == TY_LDOUBLE) {
        ldnumber(b, n);
        return;
    }
    bool f = n->ty->kind == TY_FLOAT;
    double v = n->fval;
    if (isnan(v) && f) { /* a NaN with its sign and payload (0.0/0.0 is -nan on x86-64) */
        float x = (float)v;
        uint32_t u;
        memcpy(&u, &x, 4);
        sess_buf_printf(b, "(((union { unsigned int u; float f; }){%uU}).f)", u);
    } else if (isnan(v)) {
        uint64_t u;
        memcpy(&u, &v, 8);
        sess_buf_printf(b, "(((union { unsigned long long u; double d; }){%" PRIu64 "ULL}).d)", u);
    }
    else if (isinf(v))
        sess_buf_printf(b, "(%s(%s1.0/0.0))", f ? "(float)" : "", v < 0 ? "-" : "");
    else
        sess_buf_printf(b, "(%a%s)", v, f ? "f" : "");
}

static void string_lit(sess_buf *b, const char *s, int len)
{
    sess_buf_putc(b, '"');
    for (int i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\')
            sess_buf_printf(b, "\\%c", c);
        else if (c >= 32 && c < 127 && c != '?')
            sess_buf_putc(b, (char)c);
        else
            sess_buf_printf(b, "\\%03o", c);
    }
    sess_buf_putc(b, '"');
}


static void args(ce *E, sess_buf *b, const parse_node *a)
{
    sess_buf_putc(b, '(');
    for (; a; a = a->next) {
        expr(E, b, a);
        if (a->next)
            sess_buf_puts(b, ", ");
    }
    sess_buf_putc(b, ')');
}

/* The end of a virtual call's dispatcher in one file of several, whose object's class number
 * is VPTR: the program's other files' dispatchers of the function that answer that class
 * (__cr_virtual_find, over the tables their __cr_virtuals_tu<N> hold: host_compile_units)
 * do the call; the caller closes the statement expression after the pure virtual call. */
static void dispatch_elsewhere(ce *E, sess_buf *b, const parse_node *vptr)
{
    const parse_func *d = E->fn;
    const char *key = d->dispatch->link;
    sess_buf_puts(b, "({ void *__cr_o = __cr_virtual_find(");
    string_lit(b, key, (int)strlen(key));
    sess_buf_puts(b, ", ");
    expr(E, b, vptr);
    bool is_void = ty_is_void(d->ty->base);
    sess_buf_printf(b, "); if (__cr_o) { %s((__typeof__(&%s))__cr_o)(", is_void ? "" : "return ",
                    func_name(E, d));
    for (const parse_var *p = d->params; p; p = p->next) {
        const char *nm = pget(&E->local_names, p);
        sess_buf_printf(b, "%s%s", p == d->params ? "" : ", ", nm ? nm : p->name);
    }
    sess_buf_puts(b, is_void ? "); return; } " : "); } ");
}

/* In one file of several, the end of a function of an object's dynamic type (parse_dynamic_fn)
 * whose class, of number VPTR, this file does not know: the class as another file describes it
 * (__cr_class_find over the files' __cr_classes_tu<N>) gives the object's start, its name, or
 * the subobject dynamic_cast asks for (a null pointer when it has none); none, the static
 * class's answer that follows. */
static void class_elsewhere(ce *E, sess_buf *b, const parse_node *vptr)
{
    const parse_func *d = E->fn;
    sess_buf_puts(b, "({ const struct __cr_vclass *__cr_c = __cr_class_find(");
    expr(E, b, vptr);
    sess_buf_printf(b, "); if (__cr_c) { long __cr_s = __cr_base_at(__cr_c, %ldL); ",
                    d->object_of->class_id);
    if (d->dyn_kind == PARSE_DYN_TYPE_NAME) {
        sess_buf_puts(b, "return __cr_c->name; ");
    } else if (d->dyn_kind == PARSE_DYN_CAST) {
        sess_buf_printf(b, "long __cr_t = __cr_base_at(__cr_c, %ldL); return __cr_t < 0 ? (void *)0 "
                           ": (void *)((char *)this - __cr_s + __cr_t); ",
                        d->cast_to ? d->cast_to->class_id : 0L);
    } else {
        sess_buf_puts(b, "return (void *)((char *)this - __cr_s); ");
    }
    sess_buf_puts(b, "} })");
}

/* A call of one of CUDA's built-in functions in host code: those with a C library
 * counterpart. */
static void builtin(ce *E, sess_buf *b, const parse_node *n)
{
    const lex_token *t = n->tok;
    int count = 0;
    const parse_builtin *tb = parse_builtin_table(&count);
    const char *name = n->op >= 0 && n->op < count ? tb[n->op].name : "?";
    if (tb[n->op].family == BF_ABS && n->ty) { /* abs overloaded on its argument's type */
        ty_type *t = ty_unqual(n->ty);
        sess_buf_puts(b, t->kind == TY_FLOAT ? "fabsf" : t->kind == TY_DOUBLE ? "fabs"
                         : t->kind == TY_LDOUBLE ? "fabsl" : t->size == 8 ? "llabs" : "abs");
        args(E, b, n->args);
        return;
    }
    static const char *const same[] = {
        "printf", "malloc", "free", "memcpy", "memset", "calloc", "realloc", "labs", "llabs",
        "__builtin_expect", NULL};
    for (int i = 0; same[i]; i++)
        if (!strcmp(name, same[i])) {
            if (!strcmp(name, "__builtin_expect")) {
                expr(E, b, n->args);
                return;
            }
            if (!ordered_call(E, b, name, n->args, 0, false)) {
                sess_buf_puts(b, name);
                args(E, b, n->args);
            }
            return;
        }
    /* the math functions: C's name for the type C++ chose */
    static const char *const math[] = {
        "sqrt", "cbrt", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos",
        "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "pow",
        "atan2", "fmod", "hypot", "fmin", "fmax", "fdim", "floor", "ceil", "round", "trunc",
        "rint", "nearbyint", "fabs", "erf", "erfc", "tgamma", "lgamma", "copysign", "fma",
        "remainder", "nextafter", "ldexp", "scalbn", "logb", "ilogb", "lround", "llround",
        "lrint", "llrint", NULL};
    size_t nl = strlen(name);
    bool fsuffix = nl > 1 && name[nl - 1] == 'f';
    for (int i = 0; math[i]; i++) {
        size_t ml = strlen(math[i]);
        if (strncmp(name, math[i], ml) || (nl != ml && !(nl == ml + 1 && fsuffix)))
            continue;
        bool isf = fsuffix || (n->args && n->args->ty && n->args->ty->kind == TY_FLOAT);
        sess_buf_printf(b, "%s%s", math[i], isf ? "f" : "");
        args(E, b, n->args);
        return;
    }
    if (tb[n->op].family == BF_TRAP) {
        /* a virtual call's dispatcher found no overrider: a pure virtual function called, as
         * g++'s program says it and ends; in one file of several, unless another file's
         * dispatcher answers the object's class */
        if (n->args && E->fn && E->fn->object_of) {
            class_elsewhere(E, b, n->args);
            return;
        }
        if (n->args && E->fn && E->fn->dispatch && E->fn->dispatch->dispatch == E->fn)
            dispatch_elsewhere(E, b, n->args);
        sess_buf_puts(b, "__cr_rt_pure_virtual(__cr_sess)");
        if (n->args && E->fn && E->fn->dispatch && E->fn->dispatch->dispatch == E->fn)
            sess_buf_puts(b, "; })");
        return;
    }
    if (!strcmp(name, "max") || !strcmp(name, "min")) {
        bool mx = name[1] == 'a';
        sess_buf_puts(b, "({ ");
        print_decl(E, b, n->ty, "__cr_a");
        sess_buf_puts(b, " = ");
        expr(E, b, n->args);
        sess_buf_puts(b, "; ");
        print_decl(E, b, n->ty, "__cr_b");
        sess_buf_puts(b, " = ");
        expr(E, b, n->args ? n->args->next : NULL);
        sess_buf_printf(b, "; __cr_a %s __cr_b ? __cr_a : __cr_b; })", mx ? ">" : "<");
        return;
    }
    err(E, t, "'%s' is a device function: host code cannot call it (CUDA C++ Programming Guide "
        "§5.4.1, Function Execution Space Specifiers)", name);
    sess_buf_puts(b, "0");
}

static void launch(ce *E, sess_buf *b, const parse_node *n)
{
    const parse_node *call = n->lhs;
    if (call->func) /* (else through a pointer to a kernel: its launch closure) */
        declare_func(E, call->func);
    if (n->ival == 1) {
        /* cudaLaunchKernelEx: the arguments in variables, their addresses to
         * cudaLaunchKernelExC */
        sess_buf_puts(b, "({ ");
        int i = 0;
        ty_param *p = call->func->ty->params;
        for (const parse_node *a = call->args; a; a = a->next, i++, p = p ? p->next : NULL) {
            char nm[32];
            snprintf(nm, sizeof nm, "__cr_a%d", i);
            need_complete(E, p ? p->ty : a->ty);
            print_decl(E, b, ty_unqual(p ? p->ty : a->ty), nm);
            sess_buf_puts(b, " = ");
            expr(E, b, a);
            sess_buf_puts(b, "; ");
        }
        sess_buf_printf(b, "void *__cr_av[%d] = {", i ? i : 1);
        for (int k = 0; k < i; k++)
            sess_buf_printf(b, "%s&__cr_a%d", k ? ", " : "", k);
        sess_buf_puts(b, i ? "}; cudaLaunchKernelExC(" : "0}; cudaLaunchKernelExC(");
        expr(E, b, n->args);
        sess_buf_printf(b, ", (const void *)%s, __cr_av); })", func_name(E, call->func));
        return;
    }
    sess_buf_puts(b, "(({ dim3 __cr_g, __cr_b; ");
    const char *dims[2] = {"__cr_g", "__cr_b"};
    const parse_node *c = n->args;
    for (int i = 0; i < 2 && c; i++, c = c->next) {
        sess_buf_puts(b, "_Generic((");
        expr(E, b, c);
        sess_buf_printf(b, "), dim3: __cr_dim3_d, uint3: __cr_dim3_u3, default: __cr_dim3_u)(&%s, ",
                        dims[i]);
        expr(E, b, c);
        sess_buf_puts(b, "); ");
    }
    sess_buf_puts(b, "__cr_rt_push_config(__cr_sess, &__cr_g, &__cr_b, (size_t)(");
    if (c) {
        expr(E, b, c);
        c = c->next;
    } else {
        sess_buf_puts(b, "0");
    }
    sess_buf_puts(b, "), (cudaStream_t)(");
    if (c)
        expr(E, b, c);
    else
        sess_buf_puts(b, "0");
    sess_buf_puts(b, ")); }), ");
    if (call->func)
        sess_buf_puts(b, func_name(E, call->func));
    else
        expr(E, b, call->lhs);
    sess_buf_putc(b, ')');
    args(E, b, call->args);
}

/* ---- The order of evaluation ----------------------------------------------------------------
 * C leaves the order of a call's arguments and of an assignment's operands to the compiler;
 * the C written here fixes the one g++ (nvcc's host compiler) gives a C++17 program, where it
 * can be seen: when an operand has a side effect. */

/* Can evaluating N change something (or print)? */
static bool has_effects(const parse_node *n)
{
    if (!n)
        return false;
    switch (n->kind) {
    case ND_ASSIGN: case ND_OPASSIGN: case ND_PREINC: case ND_PREDEC: case ND_POSTINC:
    case ND_POSTDEC: case ND_CALL: case ND_LAUNCH: case ND_THROW: case ND_STMT_EXPR:
    case ND_BUILTIN: case ND_VA_ARG:
        return true;
    case ND_COMPOUND:
        return n->init != NULL;
    default:
        break;
    }
    if (has_effects(n->lhs) || has_effects(n->rhs) || has_effects(n->cond) ||
        has_effects(n->then) || has_effects(n->els))
        return true;
    for (const parse_node *a = n->args; a; a = a->next)
        if (n->kind != ND_STR && has_effects(a))
            return true;
    return false;
}

/* Does g++ read argument A at the call rather than where it comes in the order? A constant, an
 * address, and a scalar local whose address is never taken (a register to GCC, which reads
 * it at the call: f(i, i++, i) passes 1, 0, 1), not what is read from memory (a global, a
 * member, an element, a local whose address is taken: printf("%d %zu", f(&n), n) prints n's
 * value from before f) nor what is computed from a local (a conversion of it). */
static bool read_at_call(const parse_node *a)
{
    switch (a->kind) {
    case ND_NUM: case ND_FNUM: case ND_STR:
        return true;
    case ND_ADDR:
        return a->lhs->kind == ND_VAR || a->lhs->kind == ND_FUNC;
    case ND_VAR:
        return !a->var->is_global && !a->var->addr_taken && a->ty &&
               (ty_is_integer(a->ty) || ty_is_flonum(a->ty) || a->ty->kind == TY_PTR ||
                a->ty->kind == TY_BOOL);
    default:
        return false;
    }
}

/* The type of a temporary holding A's value */
static ty_type *temp_type(const parse_node *a)
{
    return a->ty && a->ty->kind != TY_ARRAY ? a->ty : ty_unqual(a->ty);
}

/* A call of FNAME with ARGS whose arguments are evaluated in an order of their own, each with
 * a side effect into a temporary first: left to right for the operators C++17 orders so (<<,
 * >>, [], ...: MODE 1); right to left for other operators (MODE 2) and, after the object of a
 * member function (OBJECT_FIRST), for other calls' arguments (MODE 0: g++'s order). An argument
 * without side effects is read at the call when nothing evaluated after it has any, or when g++
 * reads it there (read_at_call). False when the plain call does. */
static bool ordered_call(ce *E, sess_buf *b, const char *fname, const parse_node *args, int mode,
                         bool object_first)
{
    const parse_node *a[64];
    int k = 0;
    bool effects = false;
    for (const parse_node *x = args; x && k < 64; x = x->next) {
        a[k++] = x;
        effects = effects || has_effects(x);
    }
    if (k < 2 || (mode != 1 && !effects))
        return false;
    int id = ++E->anon;
    bool hoist[64] = {false};
    int order[64], m = 0;
    if (mode == 1) {
        for (int j = 0; j < k; j++) {
            hoist[j] = true;
            order[m++] = j;
        }
    } else {
        int first = object_first ? 1 : 0;
        if (first)
            order[m++] = 0; /* the object, first (C++17) */
        for (int j = k - 1; j >= first; j--)
            order[m++] = j;
        bool later = false; /* an argument evaluated after the j-th has side effects */
        for (int j = 0; j < k; j++) {
            hoist[j] = has_effects(a[j]) || (later && j >= first && !read_at_call(a[j]));
            later = later || (j >= first && has_effects(a[j]));
        }
    }
    sess_buf_puts(b, "({ ");
    for (int i = 0; i < m; i++) {
        int j = order[i];
        if (!hoist[j])
            continue;
        char nm[32];
        snprintf(nm, sizeof nm, "__cr_o%d_%d", id, j);
        print_decl(E, b, temp_type(a[j]), nm);
        sess_buf_puts(b, " = ");
        expr(E, b, a[j]);
        sess_buf_puts(b, "; ");
    }
    sess_buf_printf(b, "%s(", fname);
    for (int j = 0; j < k; j++) {
        if (j)
            sess_buf_puts(b, ", ");
        if (hoist[j])
            sess_buf_printf(b, "__cr_o%d_%d", id, j);
        else
            expr(E, b, a[j]);
    }
    sess_buf_puts(b, "); })");
    return true;
}

/* A call of the function F (node N) in its order (PARSE_ORDER_*): a constructor's arguments
 * from parentheses right to left, as g++ evaluates them, a braced list's as written. */
static bool ordered_func_call(ce *E, sess_buf *b, const parse_node *n)
{
    parse_func *f = n->func;
    int order = (int)n->aux[3];
    if (order == PARSE_ORDER_PLAIN && f->is_ctor)
        return false;
    if (order == PARSE_ORDER_CTOR)
        order = PARSE_ORDER_PLAIN;
    declare_func(E, f);
    return ordered_call(E, b, func_name(E, f), n->args, order,
                        order == PARSE_ORDER_PLAIN && f->cls && !f->is_static_member);
}

/* E1 = E2 and E1 op= E2 where either has a side effect (and E1 is not a variable): E2 first
 * (C++17 [expr.ass]), then E1, which stays an lvalue. False when the plain assignment does. */
static bool right_first(ce *E, sess_buf *b, const parse_node *n, const char *op)
{
    if (!n->rhs || n->lhs->kind == ND_VAR || (!has_effects(n->lhs) && !has_effects(n->rhs)) ||
        n->rhs->kind == ND_NUM || n->rhs->kind == ND_FNUM ||
        (n->lhs->kind == ND_MEMBER && n->lhs->member && n->lhs->member->bit_width > 0))
        return false;
    int id = ++E->anon;
    char r[32], l[32];
    snprintf(r, sizeof r, "__cr_r%d", id);
    snprintf(l, sizeof l, "__cr_l%d", id);
    sess_buf_puts(b, "(*({ ");
    print_decl(E, b, temp_type(n->rhs), r);
    sess_buf_puts(b, " = ");
    expr(E, b, n->rhs);
    sess_buf_puts(b, "; ");
    ty_type *lp = ty_ptr(&E->arena, ty_unqual(n->lhs->ty));
    print_decl(E, b, lp, l);
    sess_buf_puts(b, " = (");
    print_decl(E, b, lp, "");
    sess_buf_puts(b, ")&");
    expr(E, b, n->lhs);
    sess_buf_printf(b, "; *%s %s %s; %s; }))", l, op, r, l);
    return true;
}

static bool is_i128(const ty_type *t)
{
    return t && (t->kind == TY_INT128 || t->kind == TY_UINT128);
}

/* Host code may hold, copy and point to __int128 values (their C type is a 16-byte struct), not
 * compute with them: libtcc has no 128-bit integers. N is such a computation. */
static bool i128_in_host(const parse_node *n)
{
    switch (n->kind) {
    case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_BITAND: case ND_BITOR:
    case ND_BITXOR: case ND_SHL: case ND_SHR: case ND_EQ: case ND_NE: case ND_LT: case ND_LE:
    case ND_LOGAND: case ND_LOGOR:
        return is_i128(n->lhs->ty) || is_i128(n->rhs->ty);
    case ND_NOT: case ND_BITNOT: case ND_NEG: case ND_OPASSIGN: case ND_PREINC: case ND_PREDEC:
    case ND_POSTINC: case ND_POSTDEC:
        return is_i128(n->lhs->ty);
    case ND_CAST: /* an integer's conversion is done (i128_convert) */
        return is_i128(n->ty) != is_i128(n->lhs->ty) &&
               !ty_is_integer(is_i128(n->ty) ? n->lhs->ty : n->ty);
    case ND_NUM:
        return is_i128(n->ty);
    default:
        return false;
    }
}

static void expr(ce *E, sess_buf *b, const parse_node *n)
{
    if (!n) {
        sess_buf_puts(b, "0");
        return;
    }
    if (i128_in_host(n)) {
        err(E, n->tok, "%s in host code: cudarepl's host compiler has no 128-bit integers; host code "
            "may copy, pass and convert them to and from other integers, device code can compute "
            "with them", "__int128 arithmetic");
        sess_buf_puts(b, "0");
        return;
    }
    if (n->kind == ND_CAST && is_i128(n->ty) != is_i128(n->lhs->ty)) {
        /* an integer to __int128 (sign- or zero-extended) or back (its low bits) */
        if (is_i128(n->ty)) {
            bool s = !n->lhs->ty->is_unsigned && n->lhs->ty->kind != TY_BOOL;
            sess_buf_puts(b, "({ long long __cr_v = (long long)(");
            expr(E, b, n->lhs);
            sess_buf_printf(b, "); (struct __cr_int128){(unsigned long long)__cr_v, %s}; })",
                            s ? "__cr_v < 0 ? ~0ull : 0ull" : "0ull");
        } else {
            sess_buf_printf(b, "((%s)(", scalar_name(ty_unqual(n->ty)));
            expr(E, b, n->lhs);
            sess_buf_puts(b, ").__cr_lo)");
        }
        return;
    }
    if (n->ty) { /* C needs the structs it works with (or points into) complete */
        need_complete(E, n->ty);
        if (n->ty->kind == TY_PTR)
            need_complete(E, n->ty->base);
    }
    const char *op = parse_op_name(n->kind);
    if (n->kind == ND_SUB && n->lhs->ty && n->rhs->ty && n->lhs->ty->kind == TY_PTR &&
        n->rhs->ty->kind == TY_PTR) {
        /* the front end's pointer difference is in bytes (its division by the element size
         * is a node of its own) */
        sess_buf_puts(b, "((char *)");
        expr(E, b, n->lhs);
        sess_buf_puts(b, " - (char *)");
        expr(E, b, n->rhs);
        sess_buf_putc(b, ')');
        return;
    }
    if ((n->kind == ND_ADD || n->kind == ND_SUB) && is_vla_ptr(n->ty)) {
        /* a pointer to a variable-length array and an integer: steps of its size */
        bool lp = is_vla_ptr(n->lhs->ty);
        vla_move(E, b, lp ? n->lhs : n->rhs, n->kind == ND_ADD ? "+" : "-", lp ? n->rhs : n->lhs,
                 n->ty->base);
        return;
    }
    if (op) {
        sess_buf_putc(b, '(');
        expr(E, b, n->lhs);
        sess_buf_printf(b, " %s ", op);
        expr(E, b, n->rhs);
        sess_buf_putc(b, ')');
        return;
    }
    switch (n->kind) {
    case ND_NUM: number(E, b, n); return;
    case ND_FNUM: fnumber(b, n); return;
    case ND_STR:
        if (n->ival > 1) { /* a wide literal: its code units */
            sess_buf_puts(b, n->ival == 4 ? "L\"" : "((const unsigned short[]){");
            for (int i = 0; i + n->ival <= n->str_len; i += (int)n->ival) {
                uint32_t c = 0;
                memcpy(&c, n->str + i, (size_t)n->ival);
                sess_buf_printf(b, n->ival == 4 ? "\\x%x" : "%u, ", c);
            }
            sess_buf_puts(b, n->ival == 4 ? "\"" : "0})");
            return;
        }
        string_lit(b, n->str, n->str_len);
        return;
    case ND_VAR: sess_buf_puts(b, var_name(E, n->var)); return;
    case ND_FUNC:
        if (!n->func) { /* a template's name, neither called nor made an instance */
            err(E, n->tok, "%s", "a function template's name is not a value here: call it, or "
                "name an instance (f<int>)");
            sess_buf_putc(b, '0');
            return;
        }
        declare_func(E, n->func);
        sess_buf_puts(b, func_name(E, n->func));
        return;
    case ND_NOT: sess_buf_puts(b, "(!"); expr(E, b, n->lhs); sess_buf_putc(b, ')'); return;
    case ND_BITNOT: sess_buf_puts(b, "(~"); expr(E, b, n->lhs); sess_buf_putc(b, ')'); return;
    case ND_NEG: sess_buf_puts(b, "(-"); expr(E, b, n->lhs); sess_buf_putc(b, ')'); return;
    case ND_ADDR:
        /* a variable-length array's address: tcc 0.9.27 refuses &*p ("lvalue expected") and
         * takes &a for the address of a's hidden pointer, so &*p is p, &a is a + 0 as a pointer
         * to the array, and a's decay (rows too) a + 0 */
        if (n->lhs->ty && ty_is_vla(n->lhs->ty) && n->ty->kind == TY_PTR) {
            /* &*p and *p's decay: p's address (a char *: vla_step) as N's type; &a and a's
             * decay: a + 0 so */
            sess_buf_puts(b, "((");
            print_decl(E, b, n->ty, "");
            sess_buf_puts(b, ")(");
            if (n->lhs->kind == ND_DEREF) {
                expr(E, b, n->lhs->lhs);
                sess_buf_puts(b, "))");
                return;
            }
            sess_buf_putc(b, '(');
            expr(E, b, n->lhs);
            sess_buf_puts(b, ") + 0))");
            return;
        }
        if (n->lhs->ty && n->lhs->ty->kind == TY_ARRAY && n->ty->kind == TY_PTR &&
            (n->ty->base->kind != TY_ARRAY ||
             ty_unqual(n->ty->base) == ty_unqual(n->lhs->ty->base))) {
            /* an array's decay to a pointer to its first element */
            sess_buf_puts(b, "(&(");
            expr(E, b, n->lhs);
            sess_buf_puts(b, ")[0])");
            return;
        }
        sess_buf_puts(b, "(&");
        expr(E, b, n->lhs);
        sess_buf_putc(b, ')');
        return;
    case ND_DEREF: sess_buf_puts(b, "(*"); expr(E, b, n->lhs); sess_buf_putc(b, ')'); return;
    case ND_ASSIGN:
        if (n->lhs->ty && ty_unqual(n->lhs->ty)->kind == TY_ARRAY && !ty_is_vla(n->lhs->ty)) {
            /* an array member made or copied whole (C has no array assignment): the value is
               the array, as the assignment's lvalue */
            sess_buf_puts(b, "(*(");
            print_decl(E, b, ty_ptr(&E->arena, ty_unqual(n->lhs->ty)), "");
            sess_buf_puts(b, ")__cr_copy(&");
            expr(E, b, n->lhs);
            sess_buf_puts(b, ", &");
            expr(E, b, n->rhs);
            sess_buf_printf(b, ", %lld))", (long long)ty_unqual(n->lhs->ty)->size);
            return;
        }
        if (right_first(E, b, n, "="))
            return;
        sess_buf_putc(b, '(');
        expr(E, b, n->lhs);
        sess_buf_puts(b, " = ");
        expr(E, b, n->rhs);
        sess_buf_putc(b, ')');
        return;
    case ND_OPASSIGN:
        if (is_vla_ptr(n->lhs->ty) && (n->op == ND_ADD || n->op == ND_SUB)) {
            vla_move(E, b, n->lhs, n->op == ND_ADD ? "+=" : "-=", n->rhs, n->lhs->ty->base);
            return;
        }
        if (right_first(E, b, n, sess_arena_printf(&E->arena, "%s=", parse_op_name((nd_kind)n->op))))
            return;
        sess_buf_putc(b, '(');
        expr(E, b, n->lhs);
        sess_buf_printf(b, " %s= ", parse_op_name((nd_kind)n->op));
        expr(E, b, n->rhs);
        sess_buf_putc(b, ')');
        return;
    case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
        if (is_vla_ptr(n->lhs->ty)) { /* p++: (p += step) - step */
            bool inc = n->kind == ND_PREINC || n->kind == ND_POSTINC;
            bool post = n->kind == ND_POSTINC || n->kind == ND_POSTDEC;
            sess_buf_putc(b, '(');
            vla_move(E, b, n->lhs, inc ? "+=" : "-=", NULL, n->lhs->ty->base);
            if (post) {
                sess_buf_printf(b, " %s ", inc ? "-" : "+");
                vla_step(E, b, n->lhs->ty->base);
            }
            sess_buf_putc(b, ')');
            return;
        }
        if (n->kind == ND_POSTINC || n->kind == ND_POSTDEC) {
            sess_buf_putc(b, '(');
            expr(E, b, n->lhs);
            sess_buf_puts(b, n->kind == ND_POSTINC ? "++)" : "--)");
            return;
        }
        sess_buf_puts(b, n->kind == ND_PREINC ? "(++" : "(--");
        expr(E, b, n->lhs);
        sess_buf_putc(b, ')');
        return;
    case ND_COND:
        sess_buf_putc(b, '(');
        expr(E, b, n->cond);
        sess_buf_puts(b, " ? ");
        expr(E, b, n->then);
        sess_buf_puts(b, " : ");
        expr(E, b, n->els);
        sess_buf_putc(b, ')');
        return;
    case ND_COMMA:
        sess_buf_putc(b, '(');
        expr(E, b, n->lhs);
        sess_buf_puts(b, ", ");
        expr(E, b, n->rhs);
        sess_buf_putc(b, ')');
        return;
    case ND_MEMBER: {
        if (n->member->empty_base) { /* an empty base's subobject: at the object's address */
            sess_buf_puts(b, "(*(");
            print_decl(E, b, ty_ptr(&E->arena, ty_unqual(n->member->ty)), "");
            sess_buf_puts(b, ")&(");
            expr(E, b, n->lhs);
            sess_buf_puts(b, "))");
            return;
        }
        sess_buf_putc(b, '(');
        expr(E, b, n->lhs);
        sess_buf_putc(b, ')');
        if (!member_path(E, b, ty_unqual(n->lhs->ty), n->member)) {
            const char *mn = member_name(E, n->member);
            if (mn) /* (none: C11's anonymous member, whose members are the struct's) */
                sess_buf_printf(b, ".%s", mn);
        }
        return;
    }
    case ND_CAST: {
        ty_type *to = n->ty;
        if (to->kind == TY_STRUCT || to->kind == TY_UNION || to->kind == TY_ARRAY ||
            to->kind == TY_FUNC) {
            expr(E, b, n->lhs); /* the same object (C++ makes no conversion of it) */
            return;
        }
        sess_buf_puts(b, "((");
        print_decl(E, b, to, "");
        sess_buf_puts(b, ")");
        expr(E, b, n->lhs);
        sess_buf_putc(b, ')');
        return;
    }
    case ND_CALL:
        if (n->func && ordered_func_call(E, b, n))
            return;
        if (n->func) {
            declare_func(E, n->func);
            sess_buf_puts(b, func_name(E, n->func));
        } else {
            sess_buf_putc(b, '(');
            expr(E, b, n->lhs);
            sess_buf_putc(b, ')');
        }
        args(E, b, n->args);
        return;
    case ND_LAUNCH: launch(E, b, n); return;
    case ND_THROW:
        /* the object made on the heap, then to the nearest handler (interp/host/host.c) */
        if (!n->lhs) {
            sess_buf_puts(b, "__cr_rt_eh_rethrow(__cr_sess)");
            return;
        }
        sess_buf_puts(b, "({ void *__cr_x = (void *)(");
        expr(E, b, n->lhs);
        sess_buf_puts(b, "); const char *__cr_w = ");
        if (n->rhs)
            expr(E, b, n->rhs);
        else
            sess_buf_puts(b, "(const char *)0");
        sess_buf_puts(b, "; __cr_rt_eh_throw(__cr_sess, __cr_x, ");
        string_lit(b, n->args->str, n->args->str_len);
        sess_buf_puts(b, ", ");
        {
            /* the class's qualified name, as std::terminate's message gives it (g++ prints
               the demangled type_info name: thrust::...::system::system_error); a class of
               cudarepl's headers with no namespace recorded is the standard library's */
            const char *name = n->str ? n->str : "";
            const ty_type *c = n->cty;
            const char *ns = c && (c->kind == TY_STRUCT || c->kind == TY_UNION) && !c->outer
                                 ? c->ns_path
                                 : NULL;
            if (c && c->in_anon_ns && !c->outer) /* (g++'s name of an anonymous namespace) */
                name = sess_arena_printf(&E->arena, "%s%s(anonymous namespace)::%s", ns ? ns : "",
                                         ns && *ns ? "::" : "", name);
            else if (ns && *ns)
                name = sess_arena_printf(&E->arena, "%s::%s", ns, name);
            else if (c && c->file && system_file(E, c->file))
                name = sess_arena_printf(&E->arena, "std::%s", name);
            string_lit(b, name, (int)strlen(name));
        }
        sess_buf_puts(b, ", __cr_w); })");
        return;
    case ND_VA_ARG:
        sess_buf_puts(b, "__builtin_va_arg(");
        expr(E, b, n->lhs);
        sess_buf_puts(b, ", ");
        print_decl(E, b, n->ty, "");
        sess_buf_putc(b, ')');
        return;
    case ND_BUILTIN: builtin(E, b, n); return;
    case ND_STMT_EXPR:
        sess_buf_puts(b, "({ ");
        for (const parse_node *s = n->body && n->body->kind == ND_BLOCK ? n->body->body : n->body; s; s = s->next)
            stmt(E, b, s, -1);
        sess_buf_puts(b, "})");
        return;
    case ND_ZERO:
        if (n->lhs && n->lhs->ty && ty_is_vla(n->lhs->ty)) { /* (a + 0: as ND_ADDR says) */
            sess_buf_puts(b, "__cr_zero((");
            expr(E, b, n->lhs);
            sess_buf_puts(b, ") + 0, sizeof ");
            expr(E, b, n->lhs);
            sess_buf_putc(b, ')');
        } else if (n->lhs) {
            sess_buf_puts(b, "__cr_zero(&");
            expr(E, b, n->lhs);
            sess_buf_puts(b, ", sizeof ");
            expr(E, b, n->lhs);
            sess_buf_putc(b, ')');
        } else {
            sess_buf_puts(b, "0");
        }
        return;
    case ND_COMPOUND:
        /* an object, initialised: an lvalue (its address may be taken), so through a pointer */
        sess_buf_puts(b, "(*({ ");
        if (n->init) {
            expr(E, b, n->init);
            sess_buf_puts(b, "; ");
        }
        sess_buf_printf(b, "&%s; }))", var_name(E, n->var));
        return;
    case ND_SREG:
        err(E, n->tok, "%s", "built-in variables (threadIdx, blockIdx, ...) exist in device code only");
        sess_buf_puts(b, "0");
        return;
    default:
        err(E, n->tok, "%s", "this expression has no C form yet in host code");
        sess_buf_puts(b, "0");
        return;
    }
}

/* ---- Statements ---------------------------------------------------------------------------- */

static void indent(sess_buf *b, int ind)
{
    if (ind < 0) {
        return;
    }
    for (int i = 0; i < ind; i++)
        sess_buf_puts(b, "    ");
}

static void nl(sess_buf *b, int ind)
{
    sess_buf_putc(b, ind < 0 ? ' ' : '\n');
}

/* "__cr_where->file = FILE, __cr_where->line = LINE, ": where host code is, recorded before
 * the expression that follows it is evaluated (a crash in it reads the place). The statements
 * that evaluate something record it: expression statements, a cell's value, returns and the
 * conditions of if, switch and loops. Nothing for a system header's code or without a place. */
static void place(ce *E, sess_buf *b, const lex_token *t)
{
    if (!E->env->where || !t || !t->file || system_file(E, t->file))
        return;
    sess_buf_puts(b, "__cr_where->file = ");
    string_lit(b, t->file, (int)strlen(t->file));
    sess_buf_printf(b, ", __cr_where->line = %d, ", t->line);
}

/* The place of expression N (its own token, else the statement's) as a statement of its own. */
static void place_stmt(ce *E, sess_buf *b, const parse_node *n, const lex_token *t)
{
    size_t len = b->len;
    place(E, b, n && n->tok ? n->tok : t);
    if (b->len != len)
        sess_buf_puts(b, "(void)0; ");
}

/* "(PLACE, N)": a condition evaluated again and again (a loop's) records its place each time. */
static void placed_expr(ce *E, sess_buf *b, const parse_node *n)
{
    sess_buf_putc(b, '(');
    place(E, b, n->tok);
    expr(E, b, n);
    sess_buf_putc(b, ')');
}

static void stmt_list(ce *E, sess_buf *b, const parse_node *s, int ind)
{
    for (; s; s = s->next)
        stmt(E, b, s, ind);
}

static void label_name(sess_buf *b, const parse_node *n)
{
    if (n->label)
        sess_buf_printf(b, "%s", n->label);
    else
        sess_buf_printf(b, "__cr_label%p", (const void *)n);
}

static void case_labels(sess_buf *b, const parse_node *n)
{
    if (n->case_lo == n->case_hi)
        sess_buf_printf(b, "case %" PRId64 ":", n->case_lo);
    else
        sess_buf_printf(b, "case %" PRId64 " ... %" PRId64 ":", n->case_lo, n->case_hi);
}

/* A REPL cell's final expression, evaluated and shown with its type (value.h): an lvalue by its
 * address, another value through a variable of its type. */
static void show(ce *E, sess_buf *b, const parse_node *n)
{
    const parse_node *e = n->lhs;
    int h = e->ty && E->env->value_handle ? E->env->value_handle(E->env->ctx, e->ty) : -1;
    if (h < 0) {
        sess_buf_puts(b, "(void)(");
        expr(E, b, e);
        sess_buf_puts(b, ");");
        return;
    }
    if (n->ival) {
        sess_buf_puts(b, "__cr_rt_show(__cr_sess, ");
        if (ty_unqual(e->ty)->kind != TY_ARRAY)
            sess_buf_puts(b, "&");
        sess_buf_putc(b, '(');
        expr(E, b, e);
        sess_buf_printf(b, "), %d, %d, 0);", e->ty->size, h);
        return;
    }
    need_complete(E, e->ty);
    sess_buf_puts(b, "{ ");
    print_decl(E, b, ty_unqual(e->ty), "__cr_v");
    sess_buf_puts(b, " = ");
    expr(E, b, e);
    sess_buf_printf(b, "; __cr_rt_show(__cr_sess, &__cr_v, %d, %d, 0); }", e->ty->size, h);
}

/* Before a jump out of try blocks: the frames of those it leaves come off the exception
 * runtime's chain. DEPTH is the loop (continue) or loop-or-switch (break) depth the jump goes to
 * the end of (the try blocks entered inside it are left), or -1 for a return (all of them). */
static void leave_tries(ce *E, sess_buf *b, int depth, bool cont)
{
    int k = E->ntries, outer = 0;
    bool handler = false;
    while (k > 0 && (depth < 0 || (cont ? E->tries[k - 1].loops : E->tries[k - 1].breaks) == depth)) {
        k--;
        if (E->tries[k].id)
            outer = E->tries[k].id;
        else
            handler = true;
    }
    if (outer)
        sess_buf_printf(b, "__cr_rt_eh_pop(&__cr_f%d); ", outer);
    if (handler) /* (the exception handled is destroyed, unless an exception_ptr keeps it) */
        sess_buf_puts(b, "__cr_rt_eh_end(); ");
}

/* a try block's or a handler's entry on that list while BODY is printed (none past 64 deep) */
static bool enter_try(ce *E, const lex_token *tok, int id)
{
    if (E->ntries >= 64) {
        err(E, tok, "%s", "try blocks nested more than 64 deep");
        return false;
    }
    E->tries[E->ntries].id = id;
    E->tries[E->ntries].loops = E->loops;
    E->tries[E->ntries].breaks = E->breaks;
    E->ntries++;
    return true;
}

/* try { body } catch ...: a frame on the exception runtime's chain while the block runs; a
 * throw returns to its setjmp with the exception, which the handlers test in order (none: on
 * to the next frame out). */
static void try_stmt(ce *E, sess_buf *b, const parse_node *n, int ind)
{
    int in2 = ind < 0 ? -1 : ind + 1;
    int id = ++E->ntry_ids;
    indent(b, ind);
    sess_buf_printf(b, "{ __cr_eh_frame __cr_f%d; __cr_rt_eh_push(&__cr_f%d);", id, id);
    nl(b, ind);
    indent(b, ind);
    sess_buf_printf(b, "if (!__cr_setjmp(__cr_f%d.__jb)) {", id);
    nl(b, ind);
    if (enter_try(E, n->tok, id)) {
        stmt(E, b, n->body, in2);
        E->ntries--;
    }
    indent(b, in2);
    sess_buf_printf(b, "__cr_rt_eh_pop(&__cr_f%d);", id);
    nl(b, ind);
    indent(b, ind);
    sess_buf_puts(b, "} else ");
    for (const parse_node *h = n->then; h; h = h->els) {
        if (h->str) {
            sess_buf_puts(b, "if (__cr_rt_eh_match(");
            string_lit(b, h->str, (int)strlen(h->str));
            sess_buf_puts(b, ")) {");
        } else {
            sess_buf_puts(b, "if (1) {");
        }
        nl(b, ind);
        if (enter_try(E, n->tok, 0)) {
            if (h->init)
                stmt(E, b, h->init, in2);
            stmt(E, b, h->body, in2);
            E->ntries--;
        }
        indent(b, in2);
        sess_buf_puts(b, "__cr_rt_eh_end();");
        nl(b, ind);
        indent(b, ind);
        sess_buf_puts(b, "} else ");
    }
    sess_buf_puts(b, "__cr_rt_eh_rethrow(__cr_sess); }");
    nl(b, ind);
}

static void stmt(ce *E, sess_buf *b, const parse_node *n, int ind)
{
    if (!n)
        return;
    int in2 = ind < 0 ? -1 : ind + 1;
    switch (n->kind) {
    case ND_BLOCK:
        if (n->ival == 1) { /* no scope of its own */
            stmt_list(E, b, n->body, ind);
            return;
        }
        indent(b, ind);
        sess_buf_putc(b, '{');
        nl(b, ind);
        stmt_list(E, b, n->body, in2);
        indent(b, ind);
        sess_buf_putc(b, '}');
        nl(b, ind);
        return;
    case ND_EXPR_STMT:
        indent(b, ind);
        place(E, b, n->tok);
        expr(E, b, n->lhs);
        sess_buf_putc(b, ';');
        nl(b, ind);
        return;
    case ND_DECL:
        if (n->var && ty_is_vla(n->var->ty)) {
            /* a variable-length array: declared here, its lengths known (C99 6.7.5.2) */
            indent(b, ind);
            print_decl(E, b, n->var->ty, var_name(E, n->var));
            sess_buf_puts(b, ";");
            nl(b, ind);
        }
        return;
    case ND_NOP:
        return;
    case ND_SHOW:
        indent(b, ind);
        place_stmt(E, b, n->lhs, n->tok);
        show(E, b, n);
        nl(b, ind);
        return;
    case ND_IF:
        indent(b, ind);
        place_stmt(E, b, n->cond, n->tok);
        sess_buf_puts(b, "if (");
        expr(E, b, n->cond);
        sess_buf_puts(b, ") {");
        nl(b, ind);
        stmt(E, b, n->then, in2);
        indent(b, ind);
        sess_buf_putc(b, '}');
        if (n->els) {
            sess_buf_puts(b, " else {");
            nl(b, ind);
            stmt(E, b, n->els, in2);
            indent(b, ind);
            sess_buf_putc(b, '}');
        }
        nl(b, ind);
        return;
    case ND_FOR:
        indent(b, ind);
        sess_buf_puts(b, "{");
        nl(b, ind);
        if (n->init)
            stmt(E, b, n->init, in2);
        indent(b, in2);
        sess_buf_puts(b, "for (; ");
        if (n->cond)
            placed_expr(E, b, n->cond);
        sess_buf_puts(b, "; ");
        if (n->inc)
            placed_expr(E, b, n->inc);
        sess_buf_puts(b, ") {");
        nl(b, ind);
        E->loops++, E->breaks++;
        stmt(E, b, n->then, ind < 0 ? -1 : ind + 2);
        E->loops--, E->breaks--;
        indent(b, in2);
        sess_buf_putc(b, '}');
        nl(b, ind);
        indent(b, ind);
        sess_buf_putc(b, '}');
        nl(b, ind);
        return;
    case ND_DO:
        indent(b, ind);
        sess_buf_puts(b, "do {");
        nl(b, ind);
        E->loops++, E->breaks++;
        stmt(E, b, n->then, in2);
        E->loops--, E->breaks--;
        indent(b, ind);
        sess_buf_puts(b, "} while (");
        placed_expr(E, b, n->cond);
        sess_buf_puts(b, ");");
        nl(b, ind);
        return;
    case ND_SWITCH:
        indent(b, ind);
        place_stmt(E, b, n->cond, n->tok);
        sess_buf_puts(b, "switch (");
        expr(E, b, n->cond);
        sess_buf_puts(b, ") {");
        nl(b, ind);
        {
            const parse_node *up = E->sw;
            E->sw = n;
            E->breaks++;
            stmt(E, b, n->then, in2);
            E->breaks--;
            E->sw = up;
        }
        indent(b, ind);
        sess_buf_putc(b, '}');
        nl(b, ind);
        return;
    case ND_CASE:
        indent(b, ind);
        if (E->sw && E->sw->default_case == n)
            sess_buf_puts(b, "default:");
        else
            case_labels(b, n);
        sess_buf_puts(b, " ;");
        nl(b, ind);
        stmt(E, b, n->then, ind);
        return;
    case ND_BREAK:
        indent(b, ind);
        leave_tries(E, b, E->breaks, false);
        sess_buf_puts(b, "break;");
        nl(b, ind);
        return;
    case ND_CONTINUE:
        indent(b, ind);
        leave_tries(E, b, E->loops, true);
        sess_buf_puts(b, "continue;");
        nl(b, ind);
        return;
    case ND_TRY:
        try_stmt(E, b, n, ind);
        return;
    case ND_GOTO:
        indent(b, ind);
        sess_buf_puts(b, "goto ");
        label_name(b, n->target ? n->target : n);
        sess_buf_putc(b, ';');
        nl(b, ind);
        return;
    case ND_LABEL:
        indent(b, ind);
        label_name(b, n);
        sess_buf_puts(b, ": ;");
        nl(b, ind);
        stmt(E, b, n->then, ind);
        return;
    case ND_RETURN:
        indent(b, ind);
        if (n->lhs)
            place_stmt(E, b, n->lhs, n->tok);
        if (E->ntries > 0) {
            /* the value first (a throw there is this function's to handle), then out of the
             * try blocks */
            sess_buf_puts(b, "{ ");
            if (n->lhs && !ty_is_void(n->lhs->ty)) {
                sess_buf_puts(b, "__typeof__(");
                expr(E, b, n->lhs);
                sess_buf_puts(b, ") __cr_r = ");
                expr(E, b, n->lhs);
                sess_buf_puts(b, "; ");
                leave_tries(E, b, -1, false);
                sess_buf_puts(b, "return __cr_r; }");
            } else {
                if (n->lhs) {
                    expr(E, b, n->lhs);
                    sess_buf_puts(b, "; ");
                }
                leave_tries(E, b, -1, false);
                sess_buf_puts(b, "return; }");
            }
            nl(b, ind);
            return;
        }
        sess_buf_puts(b, "return");
        if (n->lhs) {
            sess_buf_putc(b, ' ');
            expr(E, b, n->lhs);
        }
        sess_buf_putc(b, ';');
        nl(b, ind);
        return;
    case ND_ASM:
        err(E, n->tok, "%s", "inline PTX is device code: host code cannot use it");
        return;
    default:
        indent(b, ind);
        expr(E, b, n);
        sess_buf_putc(b, ';');
        nl(b, ind);
        return;
    }
}

/* ---- Functions and variables --------------------------------------------------------------- */

/* Does the output define F (rather than the C headers)? Everything with a body. */
static bool defines(ce *E, const parse_func *f)
{
    return !(f->exec & EX_GLOBAL) && (f->body || !f->tok || !system_file(E, f->tok->file));
}

static void prototype(ce *E, sess_buf *b, const parse_func *f, bool named_params)
{
    sess_buf head = {0};
    sess_buf_puts(&head, func_name(E, f));
    params_text(E, &head, f->ty, named_params ? f->params : NULL, true, f);
    /* an instance of a template this file only declares is defined in another (an explicit
     * instantiation there): not static */
    bool elsewhere = f->from_template && !f->body;
    if (!E->env->cell && !(f->exec & EX_GLOBAL) &&
        (f->is_static || (f->cls && f->cls->in_anon_ns) || (f->is_inline && !named_params && !elsewhere)))
        sess_buf_puts(b, "static "); /* (a cell's functions are for later cells too) */
    print_decl(E, b, f->ty->base, head.p);
    sess_buf_free(&head);
}

static void declare_func(ce *E, const parse_func *f)
{
    if (!f || pget(&E->declared, f) || !strncmp(f->name, "__builtin_", 10))
        return; /* (the C compiler's own: va_start ...) */
    pput(E, &E->declared, f, (void *)1);
    if (f->exec & EX_GLOBAL) {
        /* a kernel: its host symbol is the launch closure */
        for (ty_param *p = f->ty->params; p; p = p->next)
            need_complete(E, p->ty);
        prototype(E, &E->decls, f, false);
        sess_buf_puts(&E->decls, ";\n");
        host_name hn = {sess_xstrdup(f->link), true,
                        is_ident(f->link) ? NULL : sess_xstrdup(func_name(E, f))};
        VEC_PUSH(E->out->kernels, hn);
        char *id = parse_template_id(f);
        if (id) {
            host_name in = {id, true, sess_xstrdup(f->link)};
            VEC_PUSH(E->out->kernel_instances, in);
        }
        return;
    }
    if (!(f->exec & EX_HOST) && f->exec) {
        err(E, f->tok, "'%s' is device code: host code cannot call it", f->name);
        return;
    }
    if (!defines(E, f))
        return; /* the C headers declare it */
    for (ty_param *p = f->ty->params; p; p = p->next)
        need_complete(E, p->ty);
    need_complete(E, f->ty->base);
    const char *nm = func_name(E, f);
    if (is_ident(nm) && strncmp(nm, "__cx_", 5) && strcmp(nm, "main"))
        sess_map_put(&E->macros, nm, (int)strlen(nm), (void *)1);
    prototype(E, &E->decls, f, false);
    sess_buf_puts(&E->decls, ";\n");
    /* (a virtual call's dispatcher is written again in each cell: a later cell may have
     * defined another overrider) */
    bool dispatcher = f->link && strstr(f->link, " [virtual]");
    if (f->is_defined && f->body && (f == E->dyn_init || dispatcher || !imported(E, f, nm, true)))
        VEC_PUSH(E->todo, f);
}

/* A C name for a local called NAME: one the function has not used, nor a host variable or
 * function of the program has (a local must not hide the global that `::name` names) */
static const char *unique_local(ce *E, const char *name)
{
    const char *base = name && is_ident(name) ? name : "__cr_t";
    const char *nm = base;
    for (int i = 1; sess_map_get(&E->used_names, nm, (int)strlen(nm)) ||
                    sess_map_get(&E->macros, nm, (int)strlen(nm)); i++)
        nm = sess_arena_printf(&E->arena, "%s__%d", base, i);
    sess_map_put(&E->used_names, nm, (int)strlen(nm), (void *)1);
    return nm;
}

static void define_func(ce *E, const parse_func *f)
{
    E->fn = f;
    E->ntries = E->loops = E->breaks = 0;
    sess_map_free(&E->local_names);
    sess_map_free(&E->used_names);
    memset(&E->local_names, 0, sizeof E->local_names);
    memset(&E->used_names, 0, sizeof E->used_names);
    for (const parse_var *p = f->params; p; p = p->next) {
        const char *nm = p->name && !strcmp(p->name, "this") ? "this" : unique_local(E, p->name);
        pput(E, &E->local_names, p, (void *)nm);
    }
    sess_buf body = {0};
    /* the locals, at the top */
    for (const parse_var *v = f->locals; v; v = v->next) {
        if (v->is_param || pget(&E->local_names, v))
            continue;
        const char *nm = unique_local(E, v->name);
        pput(E, &E->local_names, v, (void *)nm);
        need_complete(E, v->ty);
        if (ty_is_vla(v->ty))
            continue; /* (declared where it is: stmt's ND_DECL) */
        sess_buf_puts(&body, "    ");
        align_prefix(&body, v->ty);
        print_decl(E, &body, v->ty, nm);
        sess_buf_puts(&body, ";\n");
    }
    if (!strcmp(func_name(E, f), "main") && !E->env->cell)
        sess_buf_puts(&body, "    __cr_init_all();\n"); /* (every translation unit's) */
    const parse_node *b = f->body;
    if (!system_file(E, f->tok ? f->tok->file : NULL))
        device_var_uses(E, b, DV_READ);
    stmt_list(E, &body, b && b->kind == ND_BLOCK ? b->body : b, 1);
    prototype(E, &E->defs, f, true);
    sess_buf_printf(&E->defs, "\n{\n%s}\n\n", body.p ? body.p : "");
    sess_buf_free(&body);
    E->fn = NULL;
}

/* A variable's initial bytes and the addresses in them, set when the program starts. */
static void init_global(ce *E, sess_buf *b, const parse_var *v, const char *nm)
{
    /* an integer constant whose uses are its value (a static constexpr member) has no image:
       its value's bytes, for a reference bound to it (little-endian) */
    unsigned char val[8];
    const unsigned char *init = v->init;
    if (!init && v->is_constexpr && ty_is_integer(v->ty) && v->ty->size <= 8) {
        for (int i = 0; i < v->ty->size; i++)
            val[i] = (unsigned char)((uint64_t)v->cval >> (8 * i));
        init = val;
    }
    if (!init || v->ty->size <= 0)
        return;
    bool zero = true;
    for (int i = 0; i < v->ty->size; i++)
        zero &= init[i] == 0;
    if (!zero) {
        sess_buf_printf(b, "    { static const unsigned char __cr_v[%d] = {", v->ty->size);
        for (int i = 0; i < v->ty->size; i++)
            sess_buf_printf(b, "%s%u", i ? "," : "", init[i]);
        sess_buf_printf(b, "}; __builtin_memcpy(&%s, __cr_v, %d); }\n", nm, v->ty->size);
    }
    for (const parse_reloc *r = v->relocs; r; r = r->next) {
        sess_buf_printf(b, "    *(char **)((char *)&%s + %d) = (char *)", nm, r->offset);
        if (r->target) {
            sess_buf_printf(b, "&%s", var_name(E, r->target));
        } else if (r->func) { /* int (*f)(int) = g; */
            declare_func(E, r->func);
            sess_buf_printf(b, "(char *)&%s", func_name(E, r->func));
        } else {
            string_lit(b, r->str, r->str_len);
        }
        sess_buf_printf(b, " + %" PRId64 ";\n", r->addend);
    }
}

/* ---- The unit ------------------------------------------------------------------------------ */

/* Is FILE one of cudarepl's own headers? */
static bool own_header(ce *E, const char *file)
{
    const char *inc = E->env->include_dir;
    return inc && file && !strncmp(file, inc, strlen(inc));
}

/* One file of several (parse_unit.shares_dispatch): the table of its virtual-call dispatchers
 * and the classes they answer, __cr_virtuals_tu<N> (data, as a vtable is: ready before any
 * dynamic initialisation), which another file's dispatcher searches for a class it does not
 * know; and __cr_classes_tu<N>, the polymorphic classes it knows (number, name, and each
 * polymorphic base's number and offset, a 0 ending them), for another file's typeid,
 * dynamic_cast and delete. A {0} ends each table. */
static void shared_dispatchers(ce *E, sess_buf *b, const parse_unit *unit)
{
    sess_buf_printf(b, "const struct __cr_vslot __cr_virtuals_tu%d[] = {\n", E->env->tu);
    for (size_t i = 0; i < unit->shared_cases.len; i++) {
        const parse_func *d = unit->shared_cases.p[i].dispatcher;
        declare_func(E, d); /* (a library class's too: written though this file calls none) */
        sess_buf_puts(b, "    {");
        string_lit(b, d->dispatch->link, (int)strlen(d->dispatch->link));
        sess_buf_printf(b, ", %ldL, (void *)%s},\n", unit->shared_cases.p[i].class_id, func_name(E, d));
    }
    sess_buf_puts(b, "    {0}};\n");
    for (size_t i = 0; i < unit->shared_classes.len; i++) {
        const parse_shared_class *c = &unit->shared_classes.p[i];
        sess_buf_printf(b, "static const long __cr_bases_%zu[] = {", i);
        for (int k = 0; k < 2 * c->nbases; k++)
            sess_buf_printf(b, "%ldL, ", c->bases[k]);
        sess_buf_puts(b, "0};\n");
    }
    sess_buf_printf(b, "const struct __cr_vclass __cr_classes_tu%d[] = {\n", E->env->tu);
    for (size_t i = 0; i < unit->shared_classes.len; i++) {
        const parse_shared_class *c = &unit->shared_classes.p[i];
        sess_buf_printf(b, "    {%ldL, ", c->class_id);
        string_lit(b, c->name, (int)strlen(c->name));
        sess_buf_printf(b, ", __cr_bases_%zu},\n", i);
    }
    sess_buf_puts(b, "    {0}};\n");
    E->out->tu_virtuals = true;
}

/* The C headers that the program's own files and cudarepl's C++ headers included (a system
 * header that one of cudarepl's C headers included too: the program's own #include of it,
 * coming later, left no mark, and the C view of cudarepl's header may not include it): the C text
 * includes them again (by their paths, found in the preprocessed text's line markers). */
static void includes(ce *E, sess_buf *b)
{
    sess_map seen = {0};
    const char *cur = E->env->main_file;
    for (const char *p = E->env->pp_text; p && *p;) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        const char *q;
        size_t qn;
        if (lex_line_marker(p, &q, &qn)) {
            char *file = sess_arena_strndup(&E->arena, q, qn);
            if (file[0] == '/' && c_header(E, file) && cur &&
                (!c_header(E, cur) || (own_header(E, cur) && !own_header(E, file))) &&
                !sess_map_get(&seen, file, (int)strlen(file))) {
                sess_map_put(&seen, file, (int)strlen(file), (void *)1);
                sess_buf_printf(b, "#include \"%s\"\n", file);
            }
            if (file[0] != '<' || !system_file(E, file))
                cur = file;
        }
        p += n + (e != NULL);
    }
    sess_map_free(&seen);
}

int cemit_unit(const parse_unit *unit, const cemit_env *env, sess_diags *d, cemit_out *out)
{
    ce E = {0};
    sess_arena_init(&E.arena);
    E.env = env;
    E.d = d;
    E.out = out;
    E.dyn_init = unit->dynamic_init;
    for (size_t i = 0; i < unit->host_funcs.len; i++)
        if (unit->host_funcs.p[i]->is_defined && defines(&E, unit->host_funcs.p[i]) &&
            !system_file(&E, unit->host_funcs.p[i]->tok ? unit->host_funcs.p[i]->tok->file : NULL))
            declare_func(&E, unit->host_funcs.p[i]);
    /* the program's host variables */
    for (size_t i = 0; i < unit->host_globals.len; i++) {
        const parse_var *v = unit->host_globals.p[i];
        if (v->tok && !c_header(&E, v->tok->file))
            var_name(&E, v);
    }
    if (unit->dynamic_init) {
        /* C++'s dynamic initialisation, after the constant values */
        declare_func(&E, unit->dynamic_init);
        sess_buf_printf(&E.init, "    %s();\n", func_name(&E, unit->dynamic_init));
    }
    sess_buf vtab = {0};
    if (unit->shares_dispatch && !env->cell)
        shared_dispatchers(&E, &vtab, unit);
    for (size_t i = 0; i < E.todo.len; i++)
        define_func(&E, E.todo.p[i]);
    sess_buf *b = &out->text;
    includes(&E, b);
    /* (the C calls malloc and free for new and delete: cuda_runtime.h brings <stdlib.h>) */
    sess_buf_puts(b, env->host_only ? "#include <stdlib.h>\n#include <crt/cxx_support.h>\n"
                                    : "#include <cuda_runtime.h>\n");
    for (int i = 0; i < E.macros.cap; i++)
        if (E.macros.e && E.macros.e[i].key)
            sess_buf_printf(b, "#undef %.*s\n", E.macros.e[i].keylen, E.macros.e[i].key);
    sess_buf_puts(b, "static void __cr_zero(void *p, unsigned long n) { unsigned char *q = p; "
                     "while (n--) *q++ = 0; }\n"
                     "static void *__cr_copy(void *d, const void *s, unsigned long n) { unsigned "
                     "char *q = d; const unsigned char *r = s; while (n--) *q++ = *r++; return d; }\n"
                     "void __cr_init_all(void);\n"
                     "struct __cr_vslot { const char *key; long id; void *fn; };\n"
                     "void *__cr_virtual_find(const char *key, long id);\n"
                     "struct __cr_vclass { long id; const char *name; const long *bases; };\n"
                     "const struct __cr_vclass *__cr_class_find(long id);\n"
                     "long __cr_base_at(const struct __cr_vclass *c, long id);\n"
                     "struct __cr_int128 { _Alignas(16) unsigned long long __cr_lo; "
                     "unsigned long long __cr_hi; };\n");
    if (env->where)
        sess_buf_printf(b, "static struct { const char *file; int line; } *const __cr_where = "
                           "(void *)0x%" PRIxPTR "ull;\n", (uintptr_t)env->where);
    sess_buf_printf(b, "%s%s%s%s", E.fwd.p ? E.fwd.p : "", E.types.p ? E.types.p : "", E.vars.p ? E.vars.p : "",
                    E.decls.p ? E.decls.p : "");
    sess_buf_puts(b, vtab.p ? vtab.p : "");
    /* the unit's initialisation: a cell's runs the cell; a program's main runs every
     * translation unit's first (host_compile_units writes __cr_init_all) */
    if (env->cell) {
        sess_buf_printf(b, "static void __cr_init_globals(void)\n{\n%s}\n\n", E.init.p ? E.init.p : "");
        sess_buf_puts(b, E.defs.p ? E.defs.p : "");
        sess_buf_puts(b, "void __cr_cell(void)\n{\n    __cr_init_globals();\n}\n");
    } else {
        sess_buf_printf(b, "void __cr_init_tu%d(void)\n{\n%s}\n\n", env->tu, E.init.p ? E.init.p : "");
        sess_buf_puts(b, E.defs.p ? E.defs.p : "");
        out->tu_init = true;
    }
    sess_buf_free(&vtab);
    sess_buf_free(&E.vars);
    sess_buf_free(&E.init);
    sess_buf_free(&E.fwd);
    sess_buf_free(&E.types);
    sess_buf_free(&E.decls);
    sess_buf_free(&E.defs);
    sess_map_free(&E.type_names);
    sess_map_free(&E.emitted_types);
    sess_map_free(&E.declared);
    sess_map_free(&E.global_refs);
    sess_map_free(&E.macros);
    sess_map_free(&E.tags);
    sess_map_free(&E.func_names);
    sess_map_free(&E.local_names);
    sess_map_free(&E.used_names);
    sess_map_free(&E.warned);
    VEC_FREE(E.todo);
    sess_arena_free(&E.arena);
    return E.errors == 0;
}

void cemit_out_free(cemit_out *out)
{
    sess_buf_free(&out->text);
    for (size_t i = 0; i < out->devvars.len; i++) {
        free(out->devvars.p[i].name);
        free(out->devvars.p[i].cname);
    }
    for (size_t i = 0; i < out->kernels.len; i++) {
        free(out->kernels.p[i].name);
        free(out->kernels.p[i].cname);
    }
    for (size_t i = 0; i < out->kernel_instances.len; i++) {
        free(out->kernel_instances.p[i].name);
        free(out->kernel_instances.p[i].cname);
    }
    for (size_t i = 0; i < out->imports.len; i++)
        free(out->imports.p[i].name);
    for (size_t i = 0; i < out->exports.len; i++)
        free(out->exports.p[i].name);
    VEC_FREE(out->devvars);
    VEC_FREE(out->kernels);
    VEC_FREE(out->kernel_instances);
    VEC_FREE(out->imports);
    VEC_FREE(out->exports);
}
