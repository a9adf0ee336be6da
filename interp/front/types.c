/* types.c — type construction, conversions and printing (see types.h). */
#include "interp/front/types.h"

#include <string.h>

ty_type *ty_new(sess_arena *a, ty_kind kind, int size, int align)
{
    ty_type *t = sess_arena_alloc(a, sizeof *t);
    t->kind = kind;
    t->size = size;
    t->align = align;
    t->complete = size >= 0;
    return t;
}

static ty_type *scalar(sess_arena *a, ty_kind k, int size, bool uns)
{
    ty_type *t = ty_new(a, k, size, size);
    t->is_unsigned = uns;
    return t;
}

/* Table 42/43 of §5.4.2.3: element type, name stem; vectors of 1..4 components
 * (and the _16a/_32a spellings of the 4-component 64-bit ones). */
typedef struct {
    const char *stem;
    int elem;
} vec_row;

static ty_type *make_vector(sess_arena *a, ty_type *elem, int n, int align, const char *name)
{
    static const char *const comp[] = {"x", "y", "z", "w"};
    ty_type *t = ty_new(a, TY_STRUCT, elem->size * n, align);
    t->vec_n = n;
    t->name = name;
    t->tag = name;
    t->complete = true;
    ty_member **link = &t->members;
    for (int i = 0; i < n; i++) {
        ty_member *m = sess_arena_alloc(a, sizeof *m);
        m->name = comp[i];
        m->ty = elem;
        m->offset = i * elem->size;
        *link = m;
        link = &m->next;
    }
    return t;
}

void ty_basics_init(ty_basics *b)
{
    memset(b, 0, sizeof *b);
    sess_arena *a = &b->arena;
    sess_arena_init(a);
    b->void_ = ty_new(a, TY_VOID, 1, 1);
    b->void_->complete = false;
    b->bool_ = scalar(a, TY_BOOL, 1, true);
    b->char_ = scalar(a, TY_CHAR, 1, false);
    b->schar = scalar(a, TY_SCHAR, 1, false);
    b->uchar = scalar(a, TY_UCHAR, 1, true);
    b->short_ = scalar(a, TY_SHORT, 2, false);
    b->ushort = scalar(a, TY_USHORT, 2, true);
    b->int_ = scalar(a, TY_INT, 4, false);
    b->uint = scalar(a, TY_UINT, 4, true);
    b->long_ = scalar(a, TY_LONG, 8, false);
    b->ulong = scalar(a, TY_ULONG, 8, true);
    b->llong = scalar(a, TY_LLONG, 8, false);
    b->ullong = scalar(a, TY_ULLONG, 8, true);
    b->int128 = scalar(a, TY_INT128, 16, false);
    b->uint128 = scalar(a, TY_UINT128, 16, true);
    b->half = scalar(a, TY_HALF, 2, false);
    b->float_ = scalar(a, TY_FLOAT, 4, false);
    b->double_ = scalar(a, TY_DOUBLE, 8, false);
    b->ldouble = scalar(a, TY_LDOUBLE, 16, false);
    b->nullptr_ = scalar(a, TY_NULLPTR, 8, true);

    const vec_row rows[] = {
        {"char", 0}, {"uchar", 1}, {"short", 2}, {"ushort", 3}, {"int", 4}, {"uint", 5},
        {"long", 6}, {"ulong", 7}, {"longlong", 8}, {"ulonglong", 9}, {"float", 10},
        {"double", 11},
    };
    ty_type *elems[] = {b->schar, b->uchar, b->short_, b->ushort, b->int_, b->uint,
                        b->long_, b->ulong, b->llong, b->ullong, b->float_, b->double_};
    int k = 0;
    for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
        ty_type *e = elems[rows[r].elem];
        for (int n = 1; n <= 4; n++) {
            int align = n == 3 ? e->size : (e->size * n > 16 ? 16 : e->size * n);
            b->vec[k++] = make_vector(a, e, n, align,
                                      sess_arena_printf(a, "%s%d", rows[r].stem, n));
        }
        if (e->size == 8) {
            b->vec[k++] = make_vector(a, e, 4, 16, sess_arena_printf(a, "%s4_16a", rows[r].stem));
            b->vec[k++] = make_vector(a, e, 4, 32, sess_arena_printf(a, "%s4_32a", rows[r].stem));
        }
    }
    CR_ASSERT(k <= 64);
    b->dim3 = make_vector(a, b->uint, 3, 4, "dim3");
    b->uint3 = NULL;
    for (int i = 0; i < k; i++)
        if (!strcmp(b->vec[i]->name, "uint3"))
            b->uint3 = b->vec[i];
}

void ty_basics_free(ty_basics *b)
{
    sess_arena_free(&b->arena);
}

ty_type *ty_vector_by_name(ty_basics *b, const char *name, int len)
{
    for (int i = 0; i < 64 && b->vec[i]; i++)
        if ((int)strlen(b->vec[i]->name) == len && !memcmp(b->vec[i]->name, name, (size_t)len))
            return b->vec[i];
    if (len == 4 && !memcmp(name, "dim3", 4))
        return b->dim3;
    return NULL;
}

ty_type *ty_ptr(sess_arena *a, ty_type *base)
{
    ty_type *t = ty_new(a, TY_PTR, 8, 8);
    t->base = base;
    t->is_unsigned = true;
    return t;
}

ty_type *ty_ref(sess_arena *a, ty_type *base)
{
    if (base->kind == TY_PTR && base->is_ref)
        base = base->base; /* T & & is T & */
    ty_type *t = ty_ptr(a, base);
    t->is_ref = true;
    return t;
}

ty_type *ty_rref(sess_arena *a, ty_type *base)
{
    if (base->kind == TY_PTR && base->is_ref)
        return base; /* T & && is T &, T && && is T && */
    ty_type *t = ty_ref(a, base);
    t->is_rref = true;
    return t;
}

ty_type *ty_array(sess_arena *a, ty_type *base, int len)
{
    ty_type *t = ty_new(a, TY_ARRAY, len < 0 ? -1 : base->size * len, base->align);
    t->base = base;
    t->array_len = len;
    return t;
}

ty_type *ty_func(sess_arena *a, ty_type *ret)
{
    ty_type *t = ty_new(a, TY_FUNC, 1, 1);
    t->base = ret;
    return t;
}

ty_type *ty_unqual(ty_type *t)
{
    return t->origin ? t->origin : t;
}

ty_type *ty_qualified(sess_arena *a, ty_type *t, bool c, bool v, bool r)
{
    if (!c && !v && !r)
        return t;
    if ((!c || t->is_const) && (!v || t->is_volatile) && (!r || t->is_restrict))
        return t;
    ty_type *q = sess_arena_alloc(a, sizeof *q);
    *q = *t;
    q->origin = ty_unqual(t);
    q->is_const |= c;
    q->is_volatile |= v;
    q->is_restrict |= r;
    ty_track_copy(q);
    return q;
}

void ty_track_copy(ty_type *copy)
{
    ty_type *o = copy->origin;
    copy->next_copy = NULL;
    if (!o || o == copy || (o->kind != TY_STRUCT && o->kind != TY_UNION) || o->complete)
        return;
    copy->next_copy = o->next_copy;
    o->next_copy = copy;
}

void ty_complete_copies(ty_type *t)
{
    for (ty_type *q = t->next_copy; q; q = q->next_copy) {
        q->size = t->size;
        q->align = q->align > t->align ? q->align : t->align;
        q->members = t->members;
        q->is_flexible = t->is_flexible;
        q->complete = t->complete;
        q->methods = t->methods;
        q->scope = t->scope;
        q->base_class = t->base_class;
        q->has_ctor = t->has_ctor;
        q->class_id = t->class_id;
        q->file = t->file;
    }
}

bool ty_is_integer(const ty_type *t)
{
    return (t->kind >= TY_BOOL && t->kind <= TY_UINT128) || t->kind == TY_ENUM;
}

bool ty_is_flonum(const ty_type *t)
{
    return t->kind >= TY_HALF && t->kind <= TY_LDOUBLE;
}

bool ty_is_arith(const ty_type *t)
{
    return ty_is_integer(t) || ty_is_flonum(t);
}

bool ty_is_ptr(const ty_type *t)
{
    return t->kind == TY_PTR || t->kind == TY_NULLPTR;
}

bool ty_is_scalar(const ty_type *t)
{
    return ty_is_arith(t) || ty_is_ptr(t);
}

bool ty_is_aggregate(const ty_type *t)
{
    return t->kind == TY_STRUCT || t->kind == TY_UNION || t->kind == TY_ARRAY;
}

bool ty_is_void(const ty_type *t)
{
    return t->kind == TY_VOID;
}

bool ty_is_complete(const ty_type *t)
{
    if (t->kind == TY_VOID || t->kind == TY_FUNC)
        return false;
    if (t->kind == TY_ARRAY)
        return t->array_len >= 0 && ty_is_complete(t->base);
    if (t->kind == TY_STRUCT || t->kind == TY_UNION)
        return ty_unqual((ty_type *)t)->complete;
    return true;
}

bool ty_is_vla(const ty_type *t)
{
    for (; t && t->kind == TY_ARRAY; t = t->base)
        if (t->vla_len)
            return true;
    return false;
}

bool ty_is_vm(const ty_type *t)
{
    for (; t && (t->kind == TY_ARRAY || t->kind == TY_PTR); t = t->base)
        if (t->vla_len)
            return true;
    return false;
}

ty_regclass ty_rc(const ty_type *t)
{
    switch (t->kind) {
    case TY_VOID: case TY_FUNC: return RC_NONE;
    case TY_FLOAT: return RC_F32;
    case TY_DOUBLE: case TY_LDOUBLE: return RC_F64;
    case TY_HALF: return RC_I32; /* stored as its 16 bits; arithmetic converts through float */
    case TY_LONG: case TY_ULONG: case TY_LLONG: case TY_ULLONG: case TY_PTR: case TY_NULLPTR:
        return RC_I64;
    case TY_ENUM: return t->size == 8 ? RC_I64 : RC_I32;
    case TY_STRUCT: case TY_UNION: case TY_ARRAY: case TY_INT128: case TY_UINT128:
        return RC_MEM;
    default: return RC_I32;
    }
}

int ty_int_rank(const ty_type *t)
{
    switch (t->kind) {
    case TY_BOOL: return 1;
    case TY_CHAR: case TY_SCHAR: case TY_UCHAR: return 2;
    case TY_SHORT: case TY_USHORT: return 3;
    case TY_INT: case TY_UINT: return 4;
    case TY_ENUM: return t->size == 8 ? 5 : 4;
    case TY_LONG: case TY_ULONG: return 5;
    case TY_LLONG: case TY_ULLONG: return 6;
    case TY_INT128: case TY_UINT128: return 7;
    default: return 0;
    }
}

ty_type *ty_promote(ty_basics *b, ty_type *t)
{
    t = ty_unqual(t);
    if (t->kind == TY_ENUM)
        return t->promoted ? t->promoted : b->int_;
    if (ty_is_integer(t) && ty_int_rank(t) < 4)
        return b->int_;
    if (t->kind == TY_HALF)
        return b->float_;
    return t;
}

static ty_type *unsigned_of(ty_basics *b, ty_type *t)
{
    switch (t->kind) {
    case TY_INT: return b->uint;
    case TY_LONG: return b->ulong;
    case TY_LLONG: return b->ullong;
    case TY_INT128: return b->uint128;
    default: return t;
    }
}

ty_type *ty_common(ty_basics *b, ty_type *x, ty_type *y)
{
    x = ty_promote(b, x);
    y = ty_promote(b, y);
    if (x->kind == TY_LDOUBLE || y->kind == TY_LDOUBLE)
        return b->ldouble;
    if (x->kind == TY_DOUBLE || y->kind == TY_DOUBLE)
        return b->double_;
    if (x->kind == TY_FLOAT || y->kind == TY_FLOAT)
        return b->float_;
    if (x == y)
        return x;
    int rx = ty_int_rank(x), ry = ty_int_rank(y);
    if (x->is_unsigned == y->is_unsigned)
        return rx >= ry ? x : y;
    ty_type *u = x->is_unsigned ? x : y, *s = x->is_unsigned ? y : x;
    int ru = ty_int_rank(u), rs = ty_int_rank(s);
    if (ru >= rs)
        return u;
    if (s->size > u->size)
        return s;
    return unsigned_of(b, s);
}

bool ty_compatible(const ty_type *a, const ty_type *b)
{
    a = ty_unqual((ty_type *)a);
    b = ty_unqual((ty_type *)b);
    if (a == b)
        return true;
    if (a->kind != b->kind)
        return false;
    switch (a->kind) {
    case TY_PTR: return ty_compatible(a->base, b->base);
    case TY_ARRAY:
        return ty_compatible(a->base, b->base) &&
               (a->array_len < 0 || b->array_len < 0 || a->array_len == b->array_len);
    case TY_FUNC: {
        if (!ty_compatible(a->base, b->base) || a->variadic != b->variadic)
            return false;
        ty_param *p = a->params, *q = b->params;
        for (; p && q; p = p->next, q = q->next)
            if (!ty_compatible(p->ty, q->ty))
                return false;
        return !p && !q;
    }
    case TY_STRUCT: case TY_UNION: case TY_ENUM: return false;
    default: return a->is_unsigned == b->is_unsigned && a->size == b->size;
    }
}

ty_member *ty_find_member(ty_type *t, const char *name, int len, int *offset)
{
    for (ty_member *m = ty_unqual(t)->members; m; m = m->next) {
        if (!m->name && (m->ty->kind == TY_STRUCT || m->ty->kind == TY_UNION)) {
            int off;
            ty_member *inner = ty_find_member(m->ty, name, len, &off);
            if (inner) {
                *offset = m->offset + off;
                return inner;
            }
            continue;
        }
        if (m->name && (int)strlen(m->name) == len && !memcmp(m->name, name, (size_t)len)) {
            *offset = m->offset;
            return m;
        }
    }
    return NULL;
}

/* ---- Printing ---- */

const char *ty_basic_name(const ty_type *t)
{
    switch (t->kind) {
    case TY_VOID: return "void";
    case TY_BOOL: return "bool";
    case TY_CHAR: return "char";
    case TY_SCHAR: return "signed char";
    case TY_UCHAR: return "unsigned char";
    case TY_SHORT: return "short";
    case TY_USHORT: return "unsigned short";
    case TY_INT: return "int";
    case TY_UINT: return "unsigned int";
    case TY_LONG: return "long";
    case TY_ULONG: return "unsigned long";
    case TY_LLONG: return "long long";
    case TY_ULLONG: return "unsigned long long";
    case TY_INT128: return "__int128";
    case TY_UINT128: return "unsigned __int128";
    case TY_HALF: return "__half";
    case TY_FLOAT: return "float";
    case TY_DOUBLE: return "double";
    case TY_LDOUBLE: return "long double";
    case TY_NULLPTR: return "std::nullptr_t";
    default: return NULL;
    }
}

static void print_quals(sess_buf *out, const ty_type *t, bool before)
{
    if (before) {
        if (t->is_const)
            sess_buf_puts(out, "const ");
        if (t->is_volatile)
            sess_buf_puts(out, "volatile ");
    } else {
        if (t->is_const)
            sess_buf_puts(out, " const");
        if (t->is_volatile)
            sess_buf_puts(out, " volatile");
        if (t->is_restrict)
            sess_buf_puts(out, " __restrict__");
    }
}

/* Declarator printing: build the declarator text inside-out around NAME. */
static void print_decl(sess_buf *out, const ty_type *t, const char *inner, bool canon);

/* "A::B::" for a class nested in B, nested in A */
static void print_outer(sess_buf *out, const ty_type *c)
{
    c = ty_unqual((ty_type *)c);
    if (c->outer)
        print_outer(out, c->outer);
    sess_buf_printf(out, "%s::", c->tag ? c->tag : "<anonymous>");
}

/* CANON: the type itself, not the typedef name it was written with (size_t is unsigned long,
 * a typedef of a class is the class) */
static void print_base(sess_buf *out, const ty_type *t, bool canon)
{
    print_quals(out, t, true);
    const char *n = ty_basic_name(t);
    if (canon && t->name && (t->kind == TY_STRUCT || t->kind == TY_UNION || t->kind == TY_ENUM) &&
        t->origin && t->origin != t) {
        const ty_type *o = t->origin;
        while (o->origin && o->origin != o && o->name && !o->tag)
            o = o->origin;
        if (o->name) {
            sess_buf_puts(out, o->name);
            return;
        }
        if (!o->tag) { /* typedef struct {...} X;: X is the class's name (C++17 [dcl.typedef] p9) */
            sess_buf_puts(out, t->name);
            return;
        }
        t = o;
    }
    if (canon && n) {
        sess_buf_puts(out, n);
    } else if (t->name) {
        sess_buf_puts(out, t->name);
    } else if (n) {
        sess_buf_puts(out, n);
    } else if (t->kind == TY_STRUCT || t->kind == TY_UNION || t->kind == TY_ENUM) {
        const char *kw = t->kind == TY_STRUCT ? "struct" : t->kind == TY_UNION ? "union" : "enum";
        if (t->tag && t->outer) {
            sess_buf_printf(out, "%s ", kw);
            print_outer(out, t->outer);
            sess_buf_puts(out, t->tag);
        } else if (t->tag)
            sess_buf_printf(out, "%s %s", kw, t->tag);
        else
            sess_buf_printf(out, "%s <anonymous>", kw);
    }
}

static void print_decl(sess_buf *out, const ty_type *t, const char *inner, bool canon)
{
    sess_buf tmp = {0};
    switch (t->kind) {
    case TY_PTR: {
        const ty_type *b = t->base;
        bool paren = b->kind == TY_ARRAY || b->kind == TY_FUNC;
        sess_buf_printf(&tmp, "%s%s", paren ? "(" : "", t->is_rref ? "&&" : t->is_ref ? "&" : "*");
        print_quals(&tmp, t, false);
        if (inner[0])
            sess_buf_printf(&tmp, "%s%s", (t->is_const || t->is_volatile || t->is_restrict) ? " " : "", inner);
        if (paren)
            sess_buf_putc(&tmp, ')');
        print_decl(out, b, tmp.p, canon);
        break;
    }
    case TY_ARRAY: {
        /* a qualified array is an array of qualified elements (C++17 [basic.type.qualifier]) */
        const ty_type *e = t->base;
        while (e->kind == TY_ARRAY)
            e = e->base;
        if (e->kind != TY_PTR) {
            if (t->is_const && !e->is_const)
                sess_buf_puts(out, "const ");
            if (t->is_volatile && !e->is_volatile)
                sess_buf_puts(out, "volatile ");
        }
        sess_buf_puts(&tmp, inner);
        if (t->vla_len && t->vla_text)
            sess_buf_printf(&tmp, "[%s]", t->vla_text);
        else if (t->array_len >= 0)
            sess_buf_printf(&tmp, "[%d]", t->array_len);
        else
            sess_buf_puts(&tmp, "[]");
        print_decl(out, t->base, tmp.p, canon);
        break;
    }
    case TY_FUNC: {
        sess_buf_printf(&tmp, "%s(", inner);
        int i = 0;
        for (ty_param *p = t->params; p; p = p->next, i++) {
            if (i)
                sess_buf_puts(&tmp, ", ");
            print_decl(&tmp, p->ty, "", canon);
        }
        if (t->variadic)
            sess_buf_puts(&tmp, i ? ", ..." : "...");
        sess_buf_putc(&tmp, ')');
        print_decl(out, t->base, tmp.p, canon);
        break;
    }
    default:
        print_base(out, t, canon);
        if (inner[0]) {
            if (inner[0] != '[' && inner[0] != '(')
                sess_buf_putc(out, ' ');
            sess_buf_puts(out, inner);
        }
    }
    sess_buf_free(&tmp);
}

void ty_print(sess_buf *out, const ty_type *t, const char *name)
{
    print_decl(out, t, name ? name : "", false);
}

void ty_print_canonical(sess_buf *out, const ty_type *t)
{
    print_decl(out, t, "", true);
}

char *ty_str(sess_arena *a, const ty_type *t)
{
    sess_buf b = {0};
    ty_print(&b, t, NULL);
    char *s = sess_arena_strdup(a, b.p ? b.p : "");
    sess_buf_free(&b);
    return s;
}

bool ty_has_methods(const ty_type *c)
{
    for (; c; c = c->base_class ? ty_unqual(c->base_class) : NULL)
        if (c->methods)
            return true;
    return false;
}

bool ty_is_empty_class(const ty_type *t)
{
    if (t->kind != TY_STRUCT || !t->complete)
        return false;
    for (const ty_member *m = t->members; m; m = m->next)
        if (!m->is_base || !ty_is_empty_class(m->ty->origin ? m->ty->origin : m->ty))
            return false;
    return true;
}
