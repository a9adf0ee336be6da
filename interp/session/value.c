/* value.c — the value of a cell's final expression, shown as "(type) value" (see value.h).
 *
 * The type comes from the device front end, which has seen every declaration of the session
 * (host variables and functions included): it knows structures' members, enumerators and
 * typedef names, so a value is shown as the user declared it. When the front end cannot type
 * the expression (it uses a host library function it has not seen), the C type that libtcc
 * computes decides among the basic types instead.
 */
#include <ctype.h>
#include <math.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

#include "devmodel/dm_errors.h"
#include "interp/front/lex.h"
#include "interp/front/parse.h"
#include "interp/host/cell.h"
#include "interp/session/value.h"

void sess_values_reset(cr_session *s)
{
    VEC_FREE(s->value_types);
    sess_arena_free(&s->value_arena);
    sess_arena_init(&s->value_arena);
}

int sess_value_type(cr_session *s, const char *expr, const char *file)
{
    sess_diags quiet;
    sess_diags_init(&quiet);
    lex_tokens toks;
    /* host code's view first (what the cells declared, the C++ library), then the device's */
    ty_type *ty = host_cell_expr_type(s, expr, file);
    char *kept = sess_arena_strdup(&s->value_arena, expr);
    int ok = !ty && lex_tokenize(kept, file, &s->value_arena, &quiet, &toks);
    if (ok)
        ty = parse_expr_type(s->pctx, toks, &s->value_arena, &quiet);
    sess_diags_free(&quiet);
    return sess_value_handle(s, ty);
}

int sess_value_handle(cr_session *s, ty_type *ty)
{
    if (!ty || ty->kind == TY_FUNC || (ty->size <= 0 && ty->kind != TY_VOID))
        return SV_UNTYPED;
    if (ty->kind == TY_VOID)
        return SV_VOID;
    VEC_PUSH(s->value_types, ty);
    return (int)s->value_types.len - 1;
}

bool sess_value_is_array(cr_session *s, int handle)
{
    return handle >= 0 && (size_t)handle < s->value_types.len &&
           ty_unqual(s->value_types.p[handle])->kind == TY_ARRAY;
}

/* ---- Reading memory that may not be readable ---------------------------------------------- */

/* Copy N bytes at P, or return false when they are not all readable (no signal). */
static bool safe_read(void *dst, const void *p, size_t n)
{
    struct iovec local = {dst, n};
    struct iovec remote = {(void *)p, n};
    return process_vm_readv(getpid(), &local, 1, &remote, 1, 0) == (ssize_t)n;
}

/* ---- Formatting ------------------------------------------------------------------------------ */

static void put_char_lit(sess_buf *b, int c, char quote)
{
    switch (c) {
    case '\n': sess_buf_puts(b, "\\n"); return;
    case '\t': sess_buf_puts(b, "\\t"); return;
    case '\r': sess_buf_puts(b, "\\r"); return;
    case '\0': sess_buf_puts(b, "\\0"); return;
    case '\\': sess_buf_puts(b, "\\\\"); return;
    default: break;
    }
    if (c == quote) {
        sess_buf_putc(b, '\\');
        sess_buf_putc(b, (char)c);
    } else if (c >= 0x20 && c < 0x7f) {
        sess_buf_putc(b, (char)c);
    } else {
        sess_buf_printf(b, "\\x%02x", c & 0xff);
    }
}

/* The shortest decimal form that reads back as the same value. */
static void put_double(sess_buf *b, double v, int max_digits)
{
    if (isnan(v)) {
        sess_buf_puts(b, signbit(v) ? "-nan" : "nan");
        return;
    }
    if (isinf(v)) {
        sess_buf_puts(b, v < 0 ? "-inf" : "inf");
        return;
    }
    char tmp[64];
    /* (an exponent only where %g would use one at full precision: 10.0, not 1e+01) */
    bool sci = v != 0 && (fabs(v) >= 1e16 || fabs(v) < 1e-4);
    for (int prec = 1; prec <= max_digits; prec++) {
        snprintf(tmp, sizeof tmp, "%.*g", prec, v);
        bool same = max_digits <= 9 ? (float)strtod(tmp, NULL) == (float)v : strtod(tmp, NULL) == v;
        if (same && (sci || !strchr(tmp, 'e')))
            break;
    }
    /* show that it is floating point: 1 -> 1.0 */
    if (!strpbrk(tmp, ".eEn"))
        strcat(tmp, ".0");
    sess_buf_puts(b, tmp);
}

static int64_t load_signed(const uint8_t *p, int size)
{
    switch (size) {
    case 1: { int8_t v; memcpy(&v, p, 1); return v; }
    case 2: { int16_t v; memcpy(&v, p, 2); return v; }
    case 4: { int32_t v; memcpy(&v, p, 4); return v; }
    default: { int64_t v; memcpy(&v, p, 8); return v; }
    }
}

static uint64_t load_unsigned(const uint8_t *p, int size)
{
    switch (size) {
    case 1: return p[0];
    case 2: { uint16_t v; memcpy(&v, p, 2); return v; }
    case 4: { uint32_t v; memcpy(&v, p, 4); return v; }
    default: { uint64_t v; memcpy(&v, p, 8); return v; }
    }
}

static bool is_char_type(const ty_type *t)
{
    return t->kind == TY_CHAR || t->kind == TY_SCHAR || t->kind == TY_UCHAR;
}

/* Where a pointer points, when that is worth saying (device memory). */
static void put_pointer_note(cr_session *s, sess_buf *b, uint64_t a)
{
    if (!s->mem_ok || !a)
        return;
    const dm_alloc *al = dm_find_alloc(&s->mem, a, 1);
    dm_window w = dm_window_of(&s->mem, a);
    if (al) {
        const char *what = al->kind == DM_ALLOC_MANAGED ? "managed memory"
                         : al->kind == DM_ALLOC_SYMBOL  ? "device variable"
                         : al->kind == DM_ALLOC_HEAP    ? "device heap"
                         : al->kind == DM_ALLOC_HOST    ? "pinned host memory"
                                                        : "device memory";
        if (al->kind == DM_ALLOC_SYMBOL && al->name)
            sess_buf_printf(b, " [%s '%s'", what, al->name);
        else
            sess_buf_printf(b, " [%s, allocation #%u", what, al->serial);
        if (a != al->base)
            sess_buf_printf(b, ", offset %llu", (unsigned long long)(a - al->base));
        sess_buf_printf(b, " of %llu bytes]", (unsigned long long)al->size);
    } else if (w == DM_W_GLOBAL) {
        sess_buf_puts(b, " [device address, not allocated]");
    } else if (w != DM_W_NONE) {
        sess_buf_puts(b, " [device address]");
    }
}

static void put_string_at(sess_buf *b, const char *p)
{
    char chunk[257];
    size_t n = 0;
    /* read up to 256 bytes, a byte at a time near the end of a page */
    while (n < 256 && safe_read(chunk + n, p + n, 1)) {
        if (!chunk[n])
            break;
        n++;
    }
    if (n == 0 && !safe_read(chunk, p, 1)) {
        sess_buf_printf(b, "%p [not readable]", (const void *)p);
        return;
    }
    sess_buf_putc(b, '"');
    for (size_t i = 0; i < n; i++)
        put_char_lit(b, (unsigned char)chunk[i], '"');
    sess_buf_putc(b, '"');
    if (n == 256)
        sess_buf_puts(b, "...");
}

static void put_value(cr_session *s, sess_buf *b, ty_type *t, const uint8_t *p, int depth);

/* The member NAME of class T, or NULL. */
static const ty_member *member_of(const ty_type *t, const char *name)
{
    for (const ty_member *m = t->members; m; m = m->next)
        if (m->name && !strcmp(m->name, name))
            return m;
    return NULL;
}

/* std::string and std::vector<T> of cudarepl's library (include/host/): the class it is
 * ("string", "vector<int>"), or NULL for another class. */
static const char *library_class(ty_type *t)
{
    t = ty_unqual(t);
    if (t->kind != TY_STRUCT || !t->tag || !t->file || !strstr(t->file, "/include/host/"))
        return NULL;
    if (!strcmp(t->tag, "string") && member_of(t, "__p") && member_of(t, "__n"))
        return t->tag;
    if (!strncmp(t->tag, "vector<", 7) && member_of(t, "__d") && member_of(t, "__n"))
        return t->tag;
    return NULL;
}

/* A library class's value as its contents: "abc" for a string, { 1, 2 } for a vector. */
static void put_library_value(cr_session *s, sess_buf *b, ty_type *t, const uint8_t *p, int depth)
{
    t = ty_unqual(t);
    bool str = !strcmp(t->tag, "string");
    const ty_member *data = member_of(t, str ? "__p" : "__d"), *len = member_of(t, "__n");
    const uint8_t *d;
    uint64_t n;
    memcpy(&d, p + data->offset, sizeof d);
    memcpy(&n, p + len->offset, sizeof n);
    ty_type *e = str ? s->basics.char_ : ty_unqual(data->ty)->base;
    size_t shown = n > (str ? 256 : 32) ? (str ? 256 : 32) : (size_t)n;
    uint8_t *buf = shown ? sess_xmalloc(shown * (size_t)e->size) : NULL;
    if (shown && !safe_read(buf, d, shown * (size_t)e->size)) {
        sess_buf_printf(b, "<%llu elements at %p, not readable>", (unsigned long long)n, (const void *)d);
        free(buf);
        return;
    }
    if (str) {
        sess_buf_putc(b, '"');
        for (size_t i = 0; i < shown; i++)
            put_char_lit(b, buf[i], '"');
        sess_buf_printf(b, "\"%s", n > shown ? "..." : "");
    } else {
        sess_buf_puts(b, "{ ");
        for (size_t i = 0; i < shown; i++) {
            if (i)
                sess_buf_puts(b, ", ");
            put_value(s, b, e, buf + i * (size_t)e->size, depth + 1);
        }
        if (n > shown)
            sess_buf_printf(b, ", ... (%llu more)", (unsigned long long)(n - shown));
        sess_buf_puts(b, n ? " }" : "}");
    }
    free(buf);
}

static void put_members(cr_session *s, sess_buf *b, ty_type *t, const uint8_t *p, int depth)
{
    sess_buf_puts(b, "{ ");
    bool first = true;
    for (ty_member *m = t->members; m; m = m->next) {
        if (!first)
            sess_buf_puts(b, ", ");
        first = false;
        if (m->name)
            sess_buf_printf(b, ".%s = ", m->name);
        if (m->bit_width > 0) {
            uint64_t word = 0;
            memcpy(&word, p + m->offset, (size_t)(m->ty->size > 8 ? 8 : m->ty->size));
            uint64_t v = (word >> m->bit_offset) & ((m->bit_width >= 64) ? ~0ull : ((1ull << m->bit_width) - 1));
            if (!m->ty->is_unsigned && m->bit_width < 64 && (v >> (m->bit_width - 1)) & 1)
                sess_buf_printf(b, "%lld", (long long)(v | ~((1ull << m->bit_width) - 1)));
            else
                sess_buf_printf(b, "%llu", (unsigned long long)v);
            continue;
        }
        put_value(s, b, m->ty, p + m->offset, depth + 1);
        if (t->kind == TY_UNION)
            break; /* a union shows its first member */
    }
    sess_buf_puts(b, first ? "}" : " }");
}

static void put_value(cr_session *s, sess_buf *b, ty_type *t, const uint8_t *p, int depth)
{
    t = ty_unqual(t);
    if (depth > 4) {
        sess_buf_puts(b, "{...}");
        return;
    }
    switch (t->kind) {
    case TY_BOOL:
        sess_buf_puts(b, p[0] ? "true" : "false");
        return;
    case TY_CHAR: case TY_SCHAR: case TY_UCHAR: {
        int c = t->kind == TY_UCHAR ? p[0] : (int)(int8_t)p[0];
        sess_buf_putc(b, '\'');
        put_char_lit(b, c & 0xff, '\'');
        sess_buf_putc(b, '\'');
        if (c < 0x20 || c >= 0x7f)
            sess_buf_printf(b, " (%d)", c);
        return;
    }
    case TY_SHORT: case TY_INT: case TY_LONG: case TY_LLONG:
        sess_buf_printf(b, "%lld", (long long)load_signed(p, t->size));
        return;
    case TY_USHORT: case TY_UINT: case TY_ULONG: case TY_ULLONG:
        sess_buf_printf(b, "%llu", (unsigned long long)load_unsigned(p, t->size));
        return;
    case TY_ENUM: {
        int64_t v = load_signed(p, t->size > 0 ? t->size : 4);
        parse_ctx *hc = host_cell_context(s); /* (the type is the host pass's, or the device's) */
        const char *name = hc ? parse_enum_name(hc, t, v) : NULL;
        if (!name)
            name = parse_enum_name(s->pctx, t, v);
        if (!name && t->name && (!strcmp(t->name, "cudaError_t") || !strcmp(t->name, "cudaError")))
            name = cr_error_name((int)v);
        if (name)
            sess_buf_printf(b, "%s (%lld)", name, (long long)v);
        else
            sess_buf_printf(b, "%lld", (long long)v);
        return;
    }
    case TY_FLOAT: {
        float f;
        memcpy(&f, p, 4);
        put_double(b, f, 9);
        return;
    }
    case TY_DOUBLE: {
        double d;
        memcpy(&d, p, 8);
        put_double(b, d, 17);
        return;
    }
    case TY_LDOUBLE: {
        long double d;
        memcpy(&d, p, sizeof d < (size_t)t->size ? sizeof d : (size_t)t->size);
        sess_buf_printf(b, "%Lg", d);
        return;
    }
    case TY_PTR: case TY_NULLPTR: {
        uint64_t a = load_unsigned(p, 8);
        if (!a) {
            sess_buf_puts(b, "nullptr");
            return;
        }
        if (t->base && is_char_type(ty_unqual(t->base)) && depth == 0 &&
            (!s->mem_ok || dm_window_of(&s->mem, a) == DM_W_NONE)) {
            put_string_at(b, (const char *)(uintptr_t)a);
            return;
        }
        sess_buf_printf(b, "0x%llx", (unsigned long long)a);
        if (depth == 0)
            put_pointer_note(s, b, a);
        return;
    }
    case TY_ARRAY: {
        ty_type *e = t->base;
        int n = t->array_len;
        if (is_char_type(ty_unqual(e))) {
            int len = 0;
            while (len < n && p[len])
                len++;
            sess_buf_putc(b, '"');
            for (int i = 0; i < len && i < 256; i++)
                put_char_lit(b, p[i], '"');
            sess_buf_puts(b, len > 256 ? "\"..." : "\"");
            return;
        }
        sess_buf_puts(b, "{ ");
        for (int i = 0; i < n; i++) {
            if (i == 32) {
                sess_buf_printf(b, "... (%d more)", n - 32);
                break;
            }
            if (i)
                sess_buf_puts(b, ", ");
            put_value(s, b, e, p + (size_t)i * (size_t)e->size, depth + 1);
        }
        sess_buf_puts(b, n ? " }" : "}");
        return;
    }
    case TY_STRUCT: case TY_UNION:
        if (library_class(t))
            put_library_value(s, b, t, p, depth);
        else
            put_members(s, b, t, p, depth);
        return;
    default:
        sess_buf_printf(b, "<%d bytes>", t->size);
        return;
    }
}

/* The basic types the fallback can name (in the order of SV_BASIC_*). */
static ty_type *basic_of(cr_session *s, int code)
{
    ty_basics *B = &s->basics;
    switch (code) {
    case SV_BASIC_BOOL: return B->bool_;
    case SV_BASIC_CHAR: return B->char_;
    case SV_BASIC_SCHAR: return B->schar;
    case SV_BASIC_UCHAR: return B->uchar;
    case SV_BASIC_SHORT: return B->short_;
    case SV_BASIC_USHORT: return B->ushort;
    case SV_BASIC_INT: return B->int_;
    case SV_BASIC_UINT: return B->uint;
    case SV_BASIC_LONG: return B->long_;
    case SV_BASIC_ULONG: return B->ulong;
    case SV_BASIC_LLONG: return B->llong;
    case SV_BASIC_ULLONG: return B->ullong;
    case SV_BASIC_FLOAT: return B->float_;
    case SV_BASIC_DOUBLE: return B->double_;
    case SV_BASIC_LDOUBLE: return B->ldouble;
    case SV_BASIC_CHARP: return ty_ptr(&s->value_arena, B->char_);
    case SV_BASIC_CCHARP: return ty_ptr(&s->value_arena, ty_qualified(&s->value_arena, B->char_, true, false, false));
    case SV_BASIC_VOIDP: return ty_ptr(&s->value_arena, B->void_);
    case SV_BASIC_DIM3: return B->dim3;
    default: return NULL;
    }
}

void sess_show_value(cr_session *s, const void *p, size_t size, int handle, int basic)
{
    ty_type *t = NULL;
    if (handle >= 0 && (size_t)handle < s->value_types.len)
        t = s->value_types.p[handle];
    else
        t = basic_of(s, basic);
    sess_buf b = {0};
    bool array = t && ty_unqual(t)->kind == TY_ARRAY;
    if (!t || (!array && (size_t)t->size != size) || (array && (size_t)t->size != size)) {
        sess_buf_printf(&b, "(%zu-byte value)", size);
        if (size <= 64) {
            sess_buf_puts(&b, " {");
            for (size_t i = 0; i < size; i++)
                sess_buf_printf(&b, " %02x", ((const uint8_t *)p)[i]);
            sess_buf_puts(&b, " }");
        }
    } else {
        sess_buf_putc(&b, '(');
        if (library_class(t)) {
            sess_buf_puts(&b, "std::"); /* vector<struct string>: vector<string> */
            for (const char *c = library_class(t); *c; c++)
                if (strncmp(c, "struct ", 7) || (c > library_class(t) && c[-1] != '<' && c[-1] != ' '))
                    sess_buf_putc(&b, *c);
                else
                    c += 6;
        } else
            ty_print(&b, t, NULL);
        sess_buf_puts(&b, ") ");
        put_value(s, &b, t, p, 0);
    }
    sess_emit(s, CR_EV_VALUE, b.p, b.len, 0);
    sess_buf_free(&b);
}

void sess_show_memory(cr_session *s, const void *ptr, size_t count, int handle)
{
    uint64_t a = (uint64_t)(uintptr_t)ptr;
    ty_type *t = handle >= 0 && (size_t)handle < s->value_types.len ? s->value_types.p[handle] : NULL;
    if (t && (ty_unqual(t)->kind == TY_PTR || ty_unqual(t)->kind == TY_ARRAY))
        t = ty_unqual(t)->base;
    if (!t || t->size <= 0 || ty_unqual(t)->kind == TY_VOID || ty_unqual(t)->kind == TY_FUNC)
        t = s->basics.uchar;
    size_t esz = (size_t)t->size;
    if (count == 0) {
        /* what is left of the allocation, up to 64 elements */
        const dm_alloc *al = s->mem_ok ? dm_find_alloc(&s->mem, a, 1) : NULL;
        count = al ? (size_t)(al->base + al->size - a) / esz : 16;
        if (count > 64)
            count = 64;
        if (count == 0)
            count = 1;
    }
    size_t bytes = count * esz;
    uint8_t *buf = sess_xmalloc(bytes);
    bool device = s->mem_ok && dm_window_of(&s->mem, a) != DM_W_NONE;
    bool ok = device ? dm_copy_from_device(&s->mem, buf, a, bytes) == 0 : safe_read(buf, ptr, bytes);
    sess_buf b = {0};
    if (!ok) {
        sess_buf_printf(&b, ":mem: %zu bytes at 0x%llx are not %s memory one can read\n", bytes,
                        (unsigned long long)a, device ? "allocated device" : "host");
        sess_emit(s, CR_EV_STDERR, b.p, b.len, 0);
    } else {
        sess_buf_printf(&b, "%zu x ", count);
        ty_print(&b, t, NULL);
        sess_buf_printf(&b, " at 0x%llx", (unsigned long long)a);
        put_pointer_note(s, &b, a);
        sess_buf_putc(&b, '\n');
        size_t per_line = esz <= 4 ? 8 : esz <= 8 ? 4 : 1;
        for (size_t i = 0; i < count; i++) {
            if (i % per_line == 0)
                sess_buf_printf(&b, "  0x%llx:", (unsigned long long)(a + i * esz));
            sess_buf_putc(&b, ' ');
            if (is_char_type(ty_unqual(t)))
                sess_buf_printf(&b, "%02x", buf[i]); /* bytes, as a memory dump shows them */
            else
                put_value(s, &b, t, buf + i * esz, 1);
            if (i % per_line == per_line - 1 || i + 1 == count)
                sess_buf_putc(&b, '\n');
        }
        sess_emit(s, CR_EV_STDOUT, b.p, b.len, 0);
    }
    sess_buf_free(&b);
    free(buf);
}
