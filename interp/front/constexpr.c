/* constexpr.c — calls of constexpr functions evaluated at compile time (C++17 [expr.const]).
 *
 * Where a constant is needed (an array bound, a template argument, static_assert, a case
 * label, if constexpr, a constexpr variable), a call of a constexpr function whose arguments
 * are constants is evaluated here, over the typed tree the parser made of its body: integer
 * values only, in a frame of the function's parameters and locals. A constexpr member function
 * is called on an object whose bytes are constant (a constexpr variable of class type,
 * initialised by a braced list of constants, or made by a constexpr constructor that
 * parse_constexpr_object runs here: its image is kept in var->init); a pointer
 * to such an object (this, a reference parameter) is a value here too, the object's number in
 * the run and an offset, and its integer members are read from the image; so are the elements
 * of a constant array (`constexpr int w[] = {...}`, indexed: pointer arithmetic moves the
 * offset by whole elements). A float or double value (a constant, a parameter, a member read,
 * + - * / of two, a conversion, a comparison) is carried as the bits of a double, so a
 * constructor stores floating members (`constexpr Vec(float x) : x(x) {}`); locals and
 * results are integers. Statements: blocks,
 * declarations with initialisers, expression statements, if, for, while, do, break, continue,
 * return. Anything else (memory, a call of a function that is not
 * constexpr) makes the call no constant; it is then an ordinary call made at run time, and
 * where a constant was required the caller says so. Bounded as compilers bound it: 512 nested
 * calls, 2^20 evaluation steps (clang's -fconstexpr-depth and -fconstexpr-steps).
 */
#include "interp/front/parse_internal.h"

enum { CX_MAX_DEPTH = 512, CX_MAX_STEPS = 1 << 20, CX_MAX_SLOTS = 64, CX_MAX_OBJECTS = 16 };

typedef struct {
    int depth;
    long steps;
    parse_var *objs[CX_MAX_OBJECTS]; /* the constant objects addressed: a pointer to one is */
    int nobjs;                       /* (its index + 1) << 32 | the offset in it */
    uint8_t *made;                   /* objs[0]'s bytes when a constructor makes it */
} cx_run;

typedef struct {
    cx_run *run;
    parse_var *vars[CX_MAX_SLOTS];
    int64_t vals[CX_MAX_SLOTS];
    int n;
    int64_t ret;
    bool void_ret;        /* `return;` */
} cx_frame;

/* what a statement did */
typedef enum { CX_NEXT, CX_RETURN, CX_BREAK, CX_CONTINUE, CX_FAIL } cx_flow;

static bool cx_expr(cx_frame *F, parse_node *n, int64_t *v);
static cx_flow cx_stmt(cx_frame *F, parse_node *n);

static int64_t *slot(cx_frame *F, parse_var *v)
{
    for (int i = 0; i < F->n; i++)
        if (F->vars[i] == v)
            return &F->vals[i];
    return NULL;
}

static int64_t *new_slot(cx_frame *F, parse_var *v)
{
    int64_t *s = slot(F, v);
    if (s || F->n == CX_MAX_SLOTS)
        return s;
    F->vars[F->n] = v;
    F->vals[F->n] = 0;
    return &F->vals[F->n++];
}

static bool int_type(const ty_type *t)
{
    return t && ty_is_integer(ty_unqual((ty_type *)t));
}

/* an integer, or a pointer (a reference) to a constant object */
static bool value_type(const ty_type *t)
{
    return int_type(t) || (t && t->kind == TY_PTR);
}

/* float or double: a value held as a double's bits */
static bool flo_type(const ty_type *t)
{
    return t && (ty_unqual((ty_type *)t)->kind == TY_FLOAT || ty_unqual((ty_type *)t)->kind == TY_DOUBLE);
}

static int64_t fbits(double d)
{
    int64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}

static double fval(int64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

/* The value V of type FROM converted to type TO (integers and floating types), in *OUT; false
 * when the conversion is undefined (a floating value out of the integer's range) or not one of
 * these. */
static bool convert(int64_t v, const ty_type *from, const ty_type *to, int64_t *out)
{
    from = ty_unqual((ty_type *)from);
    to = ty_unqual((ty_type *)to);
    if (flo_type(to)) {
        double d = flo_type(from) ? fval(v) : int_type(from) && from->is_unsigned ? (double)(uint64_t)v
                 : (double)v;
        if (!flo_type(from) && !int_type(from))
            return false;
        *out = fbits(to->kind == TY_FLOAT ? (double)(float)d : d);
        return true;
    }
    if (!int_type(to))
        return false;
    if (int_type(from)) {
        *out = parse_wrap_int(v, to);
        return true;
    }
    double d = fval(v);
    if (flo_type(from) && to->kind == TY_BOOL) {
        *out = d != 0;
        return true;
    }
    if (!flo_type(from) || d != d || d <= -9223372036854775808.0 || d >= 18446744073709551616.0 ||
        (!to->is_unsigned && d >= 9223372036854775808.0))
        return false;
    *out = parse_wrap_int(d < 0 ? (int64_t)d : (int64_t)(uint64_t)d, to);
    return true;
}

/* The local variable N names (an lvalue of the frame), or NULL. */
static int64_t *lvalue(cx_frame *F, parse_node *n)
{
    return n->kind == ND_VAR && value_type(n->ty) ? slot(F, n->var) : NULL;
}

/* Is V an object whose bytes (its image) the evaluation may read: a class object or an array,
 * const when it is a file-scope variable (constexpr int table[] = {...}). */
static bool constant_object(const parse_var *v)
{
    const ty_type *u = ty_unqual(v->ty);
    if (u->kind == TY_ARRAY)
        return !v->is_global || v->ty->is_const || (u->base && u->base->is_const);
    return u->kind == TY_STRUCT && (!v->is_global || v->ty->is_const);
}

/* The address of the object N designates, a constant object or a part of one, in *P. */
static bool cx_object(cx_frame *F, parse_node *n, int64_t *p)
{
    cx_run *R = F->run;
    switch (n->kind) {
    case ND_VAR: {
        parse_var *v = n->var;
        int i = 0;
        while (i < R->nobjs && R->objs[i] != v)
            i++;
        if (i == R->nobjs && (!v->init || v->relocs || !v->ty || !constant_object(v) ||
                              slot(F, v) || i == CX_MAX_OBJECTS))
            return false;
        if (i == R->nobjs)
            R->objs[R->nobjs++] = v;
        *p = (int64_t)(i + 1) << 32;
        return true;
    }
    case ND_DEREF:
        return cx_expr(F, n->lhs, p) && (*p >> 32) > 0;
    case ND_MEMBER:
        if (!cx_object(F, n->lhs, p) || (n->member && n->member->bit_width > 0))
            return false;
        *p += n->ival;
        return true;
    default:
        return false;
    }
}

/* The bytes of the integer N designates in a constant object, the object being made when
 * WRITE (NULL otherwise). */
static uint8_t *cx_bytes(cx_frame *F, parse_node *n, bool write)
{
    int64_t p;
    if (!(int_type(n->ty) || flo_type(n->ty)) || !cx_object(F, n, &p))
        return NULL;
    int i = (int)(p >> 32) - 1, off = (int)(p & 0xffffffff), size = ty_unqual(n->ty)->size;
    parse_var *o = F->run->objs[i];
    uint8_t *img = i == 0 && F->run->made ? F->run->made : write ? NULL : o->init;
    if (!img || size <= 0 || size > 8 || off + size > o->ty->size)
        return NULL;
    return img + off;
}

/* The integer that N, a member of a constant object or the object a pointer points to, holds. */
static bool cx_read(cx_frame *F, parse_node *n, int64_t *v)
{
    uint8_t *b = cx_bytes(F, n, false);
    if (!b)
        return false;
    uint64_t raw = 0;
    memcpy(&raw, b, (size_t)ty_unqual(n->ty)->size); /* (little-endian, as the targets are) */
    if (ty_unqual(n->ty)->kind == TY_FLOAT) {
        float f;
        memcpy(&f, b, sizeof f);
        *v = fbits(f);
    } else {
        *v = flo_type(n->ty) ? (int64_t)raw : parse_wrap_int((int64_t)raw, ty_unqual(n->ty));
    }
    return true;
}

/* Store V in the member N of the object a constructor makes. */
static bool cx_write(cx_frame *F, parse_node *n, int64_t v)
{
    uint8_t *b = cx_bytes(F, n, true);
    if (!b)
        return false;
    if (ty_unqual(n->ty)->kind == TY_FLOAT) {
        float f = (float)fval(v);
        memcpy(b, &f, sizeof f);
        return true;
    }
    uint64_t raw = flo_type(n->ty) ? (uint64_t)v : (uint64_t)parse_wrap_int(v, ty_unqual(n->ty));
    memcpy(b, &raw, (size_t)ty_unqual(n->ty)->size);
    return true;
}

/* Is T a class without data members or bases (a tag type), passed by value? */
static bool empty_class(ty_type *t)
{
    ty_type *u = t ? ty_unqual(t) : NULL;
    return u && u->kind == TY_STRUCT && !t->is_ref && !u->members && !u->base_class;
}

static bool cx_call(cx_run *R, parse_node *call, cx_frame *caller, int64_t *v)
{
    parse_func *f = call->func;
    bool is_void = call->ty && ty_is_void(call->ty); /* (a constructor) */
    if (!f || !f->is_constexpr || !f->body || f->is_virtual ||
        !(int_type(call->ty) || flo_type(call->ty) || is_void))
        return false;
    if (R->depth >= CX_MAX_DEPTH)
        return false;
    cx_frame F = {.run = R};
    parse_var *p = f->params;
    for (parse_node *a = call->args; a; a = a->next, p = p->next) {
        int64_t x;
        if (p && empty_class(p->ty) && a->kind != ND_CALL)
            continue; /* a tag (std::index_sequence<I...>{}): no value to pass */
        if (!p || !(value_type(p->ty) || flo_type(p->ty)) || !cx_expr(caller, a, &x))
            return false;
        int64_t *s = new_slot(&F, p);
        if (!s)
            return false;
        if (int_type(p->ty) || flo_type(p->ty)) {
            if (!convert(x, a->ty, p->ty, &x))
                return false;
        }
        *s = x;
    }
    if (p)
        return false;
    R->depth++;
    cx_flow r = cx_stmt(&F, f->body);
    R->depth--;
    if (is_void && (r == CX_NEXT || r == CX_RETURN)) {
        *v = 0;
        return true;
    }
    if (r != CX_RETURN || F.void_ret)
        return false;
    *v = flo_type(call->ty) ? F.ret : parse_wrap_int(F.ret, ty_unqual(call->ty));
    return true;
}

/* Whether the scalar N (an integer, a pointer or a floating value) is non-zero, in *V. */
static bool cx_truth(cx_frame *F, parse_node *n, int64_t *v)
{
    int64_t a;
    if (!cx_expr(F, n, &a))
        return false;
    *v = flo_type(n->ty) ? fval(a) != 0 : a != 0;
    return true;
}

/* N, a binary operation on two floating values (+ - * / or a comparison). */
static bool cx_flo_binop(cx_frame *F, parse_node *n, int64_t *v)
{
    int64_t a, b;
    if (!flo_type(n->lhs->ty) || !flo_type(n->rhs->ty) || !cx_expr(F, n->lhs, &a) ||
        !cx_expr(F, n->rhs, &b))
        return false;
    double x = fval(a), y = fval(b), r;
    switch (n->kind) {
    case ND_ADD: r = x + y; break;
    case ND_SUB: r = x - y; break;
    case ND_MUL: r = x * y; break;
    case ND_DIV: r = x / y; break;
    case ND_EQ: *v = x == y; return true;
    case ND_NE: *v = x != y; return true;
    case ND_LT: *v = x < y; return true;
    case ND_LE: *v = x <= y; return true;
    default: return false;
    }
    /* (a float's sum, difference, product or quotient rounded once from the double one) */
    *v = fbits(ty_unqual(n->ty)->kind == TY_FLOAT ? (double)(float)r : r);
    return flo_type(n->ty);
}

static bool cx_expr(cx_frame *F, parse_node *n, int64_t *v)
{
    if (++F->run->steps > CX_MAX_STEPS)
        return false;
    int64_t a, b, *s;
    switch (n->kind) {
    case ND_NUM:
        *v = n->ival;
        return true;
    case ND_FNUM:
        if (!flo_type(n->ty))
            return false;
        *v = fbits(ty_unqual(n->ty)->kind == TY_FLOAT ? (double)(float)n->fval : n->fval);
        return true;
    case ND_VAR:
        if (flo_type(n->ty)) { /* a parameter */
            s = slot(F, n->var);
            if (!s)
                return false;
            *v = *s;
            return true;
        }
        if (n->var->is_constexpr && int_type(n->var->ty)) {
            *v = n->var->cval;
            return true;
        }
        s = lvalue(F, n);
        if (!s)
            return false;
        *v = *s;
        return true;
    case ND_CAST:
        if (n->ty && n->ty->kind == TY_PTR && n->lhs->ty && n->lhs->ty->kind == TY_PTR)
            return cx_expr(F, n->lhs, v) && (*v >> 32) > 0; /* (const T * from T *) */
        if ((flo_type(n->ty) || flo_type(n->lhs->ty)) && n->lhs->ty)
            return cx_expr(F, n->lhs, &a) && convert(a, n->lhs->ty, n->ty, v);
        if (!int_type(n->ty) || !int_type(n->lhs->ty) || !cx_expr(F, n->lhs, &a))
            return false;
        *v = parse_wrap_int(a, ty_unqual(n->ty));
        return true;
    case ND_ADD:
    case ND_SUB:
        if (n->ty && n->ty->kind == TY_PTR && n->lhs->ty && n->lhs->ty->kind == TY_PTR &&
            int_type(n->rhs->ty)) {
            /* a pointer into a constant object, moved by whole elements (table + i) */
            int64_t size = n->ty->base ? ty_unqual(n->ty->base)->size : 0;
            if (size <= 0 || !cx_expr(F, n->lhs, &a) || (a >> 32) <= 0 || !cx_expr(F, n->rhs, &b))
                return false;
            int64_t off = (a & 0xffffffff) + (n->kind == ND_ADD ? b : -b) * size;
            if (off < 0 || off > 0x7fffffff)
                return false;
            *v = (a & ~(int64_t)0xffffffff) | off;
            return true;
        }
        /* fall through */
    case ND_MUL: case ND_DIV: case ND_MOD: case ND_BITAND:
    case ND_BITOR: case ND_BITXOR: case ND_SHL: case ND_SHR: case ND_EQ: case ND_NE:
    case ND_LT: case ND_LE:
        if (flo_type(n->lhs->ty))
            return cx_flo_binop(F, n, v);
        return int_type(n->ty) && int_type(n->lhs->ty) && cx_expr(F, n->lhs, &a) &&
               cx_expr(F, n->rhs, &b) &&
               parse_int_binop(n->kind, a, b, ty_unqual(n->lhs->ty), ty_unqual(n->ty), v);
    case ND_LOGAND:
    case ND_LOGOR:
        if (!cx_truth(F, n->lhs, &a))
            return false;
        if ((n->kind == ND_LOGAND) != (a != 0)) {
            *v = a != 0;
            return true;
        }
        if (!cx_truth(F, n->rhs, &b))
            return false;
        *v = b != 0;
        return true;
    case ND_NOT:
        if (!cx_truth(F, n->lhs, &a))
            return false;
        *v = !a;
        return true;
    case ND_NEG:
        if (flo_type(n->ty)) {
            if (!flo_type(n->lhs->ty) || !cx_expr(F, n->lhs, &a))
                return false;
            *v = fbits(-fval(a));
            return true;
        }
        /* fall through */
    case ND_BITNOT:
        if (!int_type(n->ty) || !cx_expr(F, n->lhs, &a))
            return false;
        *v = parse_wrap_int(n->kind == ND_NEG ? (int64_t)(0 - (uint64_t)a) : ~a, ty_unqual(n->ty));
        return true;
    case ND_COND:
        if (!cx_truth(F, n->cond, &a))
            return false;
        return cx_expr(F, a ? n->then : n->els, v);
    case ND_COMMA:
        return cx_expr(F, n->lhs, &a) && cx_expr(F, n->rhs, v);
    case ND_ASSIGN:
        if (n->lhs->kind == ND_MEMBER || n->lhs->kind == ND_DEREF) /* a member being made */
            return cx_expr(F, n->rhs, v) && cx_write(F, n->lhs, *v);
        s = lvalue(F, n->lhs);
        if (!s || !cx_expr(F, n->rhs, &a))
            return false;
        *v = *s = parse_wrap_int(a, ty_unqual(n->lhs->ty));
        return true;
    case ND_OPASSIGN: {
        s = lvalue(F, n->lhs);
        ty_type *ct = n->cty ? ty_unqual(n->cty) : ty_unqual(n->lhs->ty);
        if (!s || !int_type(ct) || !cx_expr(F, n->rhs, &b) ||
            !parse_int_binop((nd_kind)n->op, parse_wrap_int(*s, ct), b, ct, ct, &a))
            return false;
        *v = *s = parse_wrap_int(a, ty_unqual(n->lhs->ty));
        return true;
    }
    case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC: {
        s = lvalue(F, n->lhs);
        if (!s)
            return false;
        int64_t old = *s, step = n->ival ? n->ival : 1;
        bool inc = n->kind == ND_PREINC || n->kind == ND_POSTINC;
        *s = parse_wrap_int((int64_t)((uint64_t)old + (uint64_t)(inc ? step : -step)),
                            ty_unqual(n->lhs->ty));
        *v = n->kind == ND_PREINC || n->kind == ND_PREDEC ? *s : old;
        return true;
    }
    case ND_CALL:
        return cx_call(F->run, n, F, v);
    case ND_ADDR:
        return cx_object(F, n->lhs, v);
    case ND_MEMBER:
    case ND_DEREF:
        return cx_read(F, n, v);
    default:
        return false;
    }
}

static cx_flow cx_stmt(cx_frame *F, parse_node *n)
{
    if (!n)
        return CX_NEXT;
    if (++F->run->steps > CX_MAX_STEPS)
        return CX_FAIL;
    int64_t v;
    switch (n->kind) {
    case ND_BLOCK:
        for (parse_node *s = n->body; s; s = s->next) {
            cx_flow r = cx_stmt(F, s);
            if (r != CX_NEXT)
                return r;
        }
        return CX_NEXT;
    case ND_DECL:
        return int_type(n->var->ty) && new_slot(F, n->var) ? CX_NEXT : CX_FAIL;
    case ND_EXPR_STMT:
        if (n->lhs && n->lhs->kind == ND_ASSIGN && n->lhs->lhs->kind == ND_VAR)
            new_slot(F, n->lhs->lhs->var); /* a local's initialisation */
        return !n->lhs || cx_expr(F, n->lhs, &v) ? CX_NEXT : CX_FAIL;
    case ND_NOP:
        return CX_NEXT;
    case ND_RETURN:
        F->void_ret = !n->lhs;
        if (!n->lhs)
            return CX_RETURN;
        if (!cx_expr(F, n->lhs, &v))
            return CX_FAIL;
        F->ret = v;
        return CX_RETURN;
    case ND_IF:
        if (!cx_truth(F, n->cond, &v))
            return CX_FAIL;
        return cx_stmt(F, v ? n->then : n->els);
    case ND_FOR:
    case ND_DO: {
        cx_flow r = n->kind == ND_FOR ? cx_stmt(F, n->init) : CX_NEXT;
        if (r != CX_NEXT)
            return r == CX_FAIL ? CX_FAIL : r;
        for (bool first = true;; first = false) {
            if ((n->kind == ND_FOR || !first) && n->cond) {
                if (!cx_truth(F, n->cond, &v))
                    return CX_FAIL;
                if (!v)
                    return CX_NEXT;
            }
            r = cx_stmt(F, n->then ? n->then : n->body);
            if (r == CX_BREAK)
                return CX_NEXT;
            if (r == CX_RETURN || r == CX_FAIL)
                return r;
            if (n->inc && !cx_expr(F, n->inc, &v))
                return CX_FAIL;
            if (++F->run->steps > CX_MAX_STEPS)
                return CX_FAIL;
        }
    }
    case ND_BREAK:
        return CX_BREAK;
    case ND_CONTINUE:
        return CX_CONTINUE;
    default:
        return CX_FAIL;
    }
}

bool parse_constexpr_object(parse_var *v, parse_node *init, sess_arena *arena)
{
    cx_run R = {0};
    cx_frame F = {.run = &R};
    if (!v->ty || v->ty->size <= 0 || ty_unqual(v->ty)->kind != TY_STRUCT)
        return false;
    uint8_t *img = sess_arena_alloc(arena, (size_t)v->ty->size);
    R.objs[R.nobjs++] = v;
    R.made = img;
    int64_t x;
    if (!cx_expr(&F, init, &x))
        return false;
    v->init = img;
    return true;
}

bool parse_constexpr_eval(parse_node *e, int64_t *val)
{
    cx_run R = {0};
    cx_frame F = {.run = &R};
    return int_type(e->ty) && cx_expr(&F, e, val);
}
