/* complete.c — completion and inspection for the REPL and notebooks (cr_complete, cr_inspect),
 * and the typing that :type shares with them (see complete.h).
 *
 * Everything is read from the tables the compiler itself uses: the built-in table
 * (interp/front/builtins.c), the runtime header host code sees, the front end's names and types
 * of the session. What a completion offers is decided by what precedes the word: a command at
 * the start of the input, a file name after :load/:run/:litmus/:save, a member after "expr."
 * or "expr->", otherwise a name.
 */
#include <ctype.h>
#include <dirent.h>
#include <string.h>
#include <sys/stat.h>

#include "interp/front/builtins.h"
#include "interp/host/cell.h"
#include "interp/session/cell.h"
#include "interp/session/complete.h"
#include "interp/session/guide.h"
#include "interp/session/rtdoc.h"
#include "interp/session/value.h"

typedef VEC(char *) str_vec;

static const char *c_keywords[] = {
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
    "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
    "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
    "volatile", "while", "bool", "true", "false", "nullptr", "__global__", "__device__", "__host__",
    "__shared__", "__constant__", "__managed__", "__restrict__", "__forceinline__", "__noinline__",
    "__launch_bounds__", "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "dim3", NULL,
};

/* The built-in variables of device code and their types (CUDA C++ Programming Guide §5.4.2.2,
 * Built-in Variables). */
static const struct {
    const char *name, *type;
} builtin_vars[] = {
    {"threadIdx", "uint3"}, {"blockIdx", "uint3"}, {"blockDim", "dim3"}, {"gridDim", "dim3"},
    {"warpSize", "int"},
};

static bool is_ident_char(int c)
{
    return isalnum((unsigned char)c) || c == '_';
}

static const char *skip_space(const char *p)
{
    while (*p && isspace((unsigned char)*p))
        p++;
    return p;
}

/* ---- Types of expressions ------------------------------------------------------------------ */

static const char *builtin_var_type(const char *name, size_t n)
{
    for (size_t i = 0; i < sizeof builtin_vars / sizeof builtin_vars[0]; i++)
        if (strlen(builtin_vars[i].name) == n && !strncmp(builtin_vars[i].name, name, n))
            return builtin_vars[i].type;
    return NULL;
}

/* The type named TYPE (a handle), through an expression of that type. */
static int named_type(cr_session *s, const char *type, size_t n)
{
    sess_buf b = {0};
    sess_buf_printf(&b, "*(%.*s *)0", (int)n, type);
    int h = sess_value_type(s, b.p, "<type>");
    sess_buf_free(&b);
    return h;
}

int sess_type_of(cr_session *s, const char *expr, const char **note)
{
    *note = NULL;
    int h = sess_value_type(s, expr, "<type>");
    if (h != SV_UNTYPED)
        return h;
    const char *b = skip_space(expr);
    size_t n = strlen(b);
    while (n && isspace((unsigned char)b[n - 1]))
        n--;
    size_t id = 0;
    while (id < n && is_ident_char(b[id]))
        id++;
    if (id == 0)
        return SV_UNTYPED;
    const char *bt = id == n ? builtin_var_type(b, n) : NULL;
    if (bt) {
        *note = "a built-in variable of device code";
        return named_type(s, bt, strlen(bt));
    }
    /* a functional cast T(args): dim3(2, 3), float2(...) */
    const char *open = skip_space(b + id);
    if (*open == '(' && b[n - 1] == ')')
        return named_type(s, b, id);
    return SV_UNTYPED;
}

/* ---- Completion ---------------------------------------------------------------------------- */

static void push_matching(str_vec *out, const char *name, const char *prefix, size_t plen)
{
    if (!strncmp(name, prefix, plen))
        VEC_PUSH(*out, sess_xstrdup(name));
}

/* The header host code sees (include/host/cuda_runtime.h): the runtime API as it is really
 * available, for completion and inspection. Malloc'ed; NULL when not found. */
static char *runtime_header(cr_session *s)
{
    if (!s->include_dir[0])
        return NULL;
    char path[PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/host/cuda_runtime.h", s->include_dir);
    return sess_read_file(path, NULL);
}

/* Names of the host runtime (cuda*, make_*) that start with PREFIX. */
static void runtime_names(cr_session *s, str_vec *out, const char *prefix, size_t plen)
{
    char *text = runtime_header(s);
    if (!text)
        return;
    sess_map seen = {0};
    for (char *q = text; *q; q++) {
        if (!(isalpha((unsigned char)*q) || *q == '_') || (q > text && is_ident_char(q[-1])))
            continue;
        char *e = q;
        while (is_ident_char(*e))
            e++;
        size_t n = (size_t)(e - q);
        bool api = (n > 4 && !strncmp(q, "cuda", 4) && isupper((unsigned char)q[4])) ||
                   (n > 5 && !strncmp(q, "make_", 5));
        if (api && n >= plen && !strncmp(q, prefix, plen) && !sess_map_get(&seen, q, (int)n)) {
            char *name = sess_xmalloc(n + 1);
            memcpy(name, q, n);
            name[n] = 0;
            sess_map_put(&seen, name, (int)n, name);
            VEC_PUSH(*out, name);
        }
        q = e - 1;
    }
    sess_map_free(&seen);
    free(text);
}

/* Every name a cell may use: keywords, built-ins, the runtime, the session's own. */
static void complete_name(cr_session *s, str_vec *out, const char *prefix, size_t plen)
{
    for (int i = 0; c_keywords[i]; i++)
        push_matching(out, c_keywords[i], prefix, plen);
    int nb = 0;
    const parse_builtin *bt = parse_builtin_table(&nb);
    for (int i = 0; i < nb; i++)
        if (!parse_builtin_internal(&bt[i]))
            push_matching(out, bt[i].name, prefix, plen);
    runtime_names(s, out, prefix, plen);
    const char **g = NULL;
    int ng = parse_global_names(s->pctx, &g);
    for (int i = 0; i < ng; i++)
        if (strncmp(g[i], "__cr", 4))
            push_matching(out, g[i], prefix, plen);
    free(g);
    int nh = 0;
    const char **h = host_decl_names(s, &nh);
    for (int i = 0; i < nh; i++)
        push_matching(out, h[i], prefix, plen);
    free(h);
}

/* The command word at the start of TEXT (after ':', '%' or '%%'), or NULL; *len gets its length. */
static const char *command_word(const char *text, size_t *len)
{
    const char *p = skip_space(text);
    if (*p != ':' && *p != '%')
        return NULL;
    p += p[0] == '%' && p[1] == '%' ? 2 : 1;
    *len = 0;
    while (isalpha((unsigned char)p[*len]))
        (*len)++;
    return p;
}

/* The command that the abbreviation W (N bytes) names, when it names one. */
static const char *resolve_command(const char *w, size_t n)
{
    const char *hit = NULL;
    int matches = 0;
    for (size_t i = 0; sess_meta_name(i); i++) {
        const char *c = sess_meta_name(i);
        if (strlen(c) == n && !strncmp(c, w, n))
            return c;
        if (n && !strncmp(c, w, n)) {
            hit = c;
            matches++;
        }
    }
    return matches == 1 ? hit : NULL;
}

/* Is the cursor in a file argument of :load, :run, :litmus or :save? *start gets where the
 * argument begins. */
static bool in_path_argument(const char *text, size_t cursor, size_t *start)
{
    size_t n;
    const char *w = command_word(text, &n);
    if (!w || (size_t)(w + n - text) >= cursor || !isspace((unsigned char)w[n]))
        return false;
    const char *c = resolve_command(w, n);
    if (!c || (strcmp(c, "load") && strcmp(c, "run") && strcmp(c, "litmus") && strcmp(c, "save")))
        return false;
    if (memchr(w, '\n', cursor - (size_t)(w - text)))
        return false; /* the cursor is in the body of a :litmus cell */
    size_t b = cursor;
    while (b > 0 && !isspace((unsigned char)text[b - 1]))
        b--;
    *start = b;
    return true;
}

/* Files and directories whose path starts with PATH (N bytes); directories end in '/'. */
static void complete_path(str_vec *out, const char *path, size_t n)
{
    const char *slash = NULL;
    for (size_t i = 0; i < n; i++)
        if (path[i] == '/')
            slash = path + i;
    size_t dlen = slash ? (size_t)(slash - path) + 1 : 0;
    char *dir = sess_xmalloc(dlen + 2);
    memcpy(dir, path, dlen);
    strcpy(dir + dlen, dlen ? "" : ".");
    const char *base = path + dlen;
    size_t blen = n - dlen;
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") ||
            (e->d_name[0] == '.' && (blen == 0 || base[0] != '.')) || strncmp(e->d_name, base, blen))
            continue;
        sess_buf b = {0};
        sess_buf_printf(&b, "%.*s%s", (int)dlen, path, e->d_name);
        struct stat st;
        if (stat(b.p, &st) == 0 && S_ISDIR(st.st_mode))
            sess_buf_putc(&b, '/');
        VEC_PUSH(*out, sess_buf_take(&b));
    }
    if (d)
        closedir(d);
    free(dir);
}

/* The members of a struct or union type, anonymous members' own members included. */
static void push_members(str_vec *out, const ty_type *t, const char *prefix, size_t plen)
{
    for (const ty_member *m = t->members; m; m = m->next) {
        if (m->name)
            push_matching(out, m->name, prefix, plen);
        else if (m->ty)
            push_members(out, ty_unqual(m->ty), prefix, plen);
    }
}

/* Where the "." or "->" before the word at B is (its first byte), or (size_t)-1 when none is. */
static size_t member_operator(const char *text, size_t b, bool *arrow)
{
    *arrow = b >= 2 && text[b - 2] == '-' && text[b - 1] == '>';
    if (*arrow)
        return b - 2;
    if (b >= 1 && text[b - 1] == '.')
        return b - 1;
    return (size_t)-1;
}

/* Where the object before the member operator at OP begins: names, members, subscripts, calls
 * ("a.b[i]->c", "f(x).y"); OP itself when there is none. */
static size_t object_start(const char *text, size_t op)
{
    size_t e = op;
    int depth = 0;
    while (e > 0) {
        char c = text[e - 1];
        if (c == ']' || c == ')')
            depth++;
        else if ((c == '[' || c == '(') && depth > 0)
            depth--;
        else if (!depth && !is_ident_char(c) && c != '.' && !(c == '>' && e >= 2 && text[e - 2] == '-') &&
                 !(c == '-' && text[e] == '>'))
            break;
        e--;
    }
    return e;
}

/* Is the word at B preceded by "." or "->"? Then complete a member of the object before it:
 * the built-in vectors' x, y, z, or the members of the type the session gives the object. */
static bool complete_member(cr_session *s, str_vec *out, const char *text, size_t b,
                            const char *prefix, size_t plen)
{
    bool arrow;
    size_t op = member_operator(text, b, &arrow);
    if (op == (size_t)-1)
        return false;
    size_t e = object_start(text, op);
    if (e == op || isdigit((unsigned char)text[e]))
        return false; /* "1." is a number */
    const char *vec = builtin_var_type(text + e, op - e);
    if (vec && strcmp(vec, "int")) {
        push_matching(out, "x", prefix, plen);
        push_matching(out, "y", prefix, plen);
        push_matching(out, "z", prefix, plen);
        return true;
    }
    char *obj = sess_xmalloc(op - e + 1);
    memcpy(obj, text + e, op - e);
    obj[op - e] = 0;
    sess_values_reset(s);
    const char *note;
    int h = sess_type_of(s, obj, &note);
    free(obj);
    if (h < 0)
        return true;
    ty_type *t = ty_unqual(s->value_types.p[h]);
    if (arrow && (t->kind == TY_PTR || t->kind == TY_ARRAY) && t->base)
        t = ty_unqual(t->base);
    if (t->kind == TY_STRUCT || t->kind == TY_UNION)
        push_members(out, t, prefix, plen);
    return true;
}

/* Is the word at B preceded by "NS::"? Then complete the names declared in namespace NS (or the
 * namespace NS aliases: cg:: after namespace cg = cooperative_groups). False when NS names no
 * namespace the session has seen. */
static bool complete_qualified(cr_session *s, str_vec *out, const char *text, size_t b,
                               const char *prefix, size_t plen)
{
    if (b < 3 || text[b - 1] != ':' || text[b - 2] != ':')
        return false;
    size_t e = b - 2, q = e;
    while (q > 0 && is_ident_char(text[q - 1]))
        q--;
    if (q == e)
        return false;
    const char **names = NULL;
    int n = parse_namespace_names(s->pctx, text + q, e - q, &names);
    for (int i = 0; i < n; i++)
        if (strncmp(names[i], "__", 2))
            push_matching(out, names[i], prefix, plen);
    free(names);
    return n > 0;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted, without duplicates, NULL-terminated; NULL when empty. */
static char **finish(str_vec *out)
{
    if (!out->len) {
        VEC_FREE(*out);
        return NULL;
    }
    qsort(out->p, out->len, sizeof(char *), cmp_str);
    size_t k = 0;
    for (size_t i = 0; i < out->len; i++) {
        if (k && !strcmp(out->p[k - 1], out->p[i]))
            free(out->p[i]);
        else
            out->p[k++] = out->p[i];
    }
    out->len = k;
    VEC_PUSH(*out, NULL);
    return out->p;
}

char **cr_complete(cr_session *s, const char *text, size_t cursor, size_t *start)
{
    size_t len = strlen(text);
    if (cursor > len)
        cursor = len;
    str_vec out = {0};
    if (in_path_argument(text, cursor, start)) {
        complete_path(&out, text + *start, cursor - *start);
        return finish(&out);
    }
    size_t b = cursor;
    while (b > 0 && is_ident_char(text[b - 1]))
        b--;
    *start = b;
    const char *prefix = text + b;
    size_t plen = cursor - b;
    size_t cn;
    const char *cmd = command_word(text, &cn);
    if (cmd && (size_t)(cmd - text) == b && cn == plen) {
        for (size_t i = 0; sess_meta_name(i); i++)
            push_matching(&out, sess_meta_name(i), prefix, plen);
    } else if (!complete_member(s, &out, text, b, prefix, plen) &&
               !complete_qualified(s, &out, text, b, prefix, plen) && plen > 0) {
        complete_name(s, &out, prefix, plen);
    }
    return finish(&out);
}

void cr_free_strings(char **v)
{
    if (!v)
        return;
    for (char **p = v; *p; p++)
        free(*p);
    free(v);
}

/* ---- Inspection ---------------------------------------------------------------------------- */

/* The runtime function NAME's wrapper line in the host header, or NULL. */
static char *runtime_doc(cr_session *s, const char *name)
{
    char *text = runtime_header(s);
    if (!text)
        return NULL;
    char *res = NULL;
    size_t n = strlen(name);
    for (char *line = text; line && *line;) {
        char *eol = strchr(line, '\n');
        size_t ll = eol ? (size_t)(eol - line) : strlen(line);
        char *hit = memmem(line, ll, name, n);
        /* a declaration at file scope: not a member initialiser "x(v.x)" of an indented
         * constructor, nor a call in a body */
        if (hit && hit[n] == '(' && !isspace((unsigned char)line[0]) &&
            (hit == line || hit[-1] == ' ' || hit[-1] == '*' || hit[-1] == '&')) {
            char *brace0 = memchr(line, '{', ll);
            size_t decl = brace0 ? (size_t)(brace0 - line) : ll;
            if (!strncmp(line, "#define", 7) || memmem(line, decl, "__cr", 4)) {
                /* a macro over internal names: say only what it is */
                sess_buf b = {0};
                sess_buf_printf(&b, "%s(...)\nCUDA runtime API (host code).\n", name);
                res = sess_buf_take(&b);
                break;
            }
            /* show the declaration without the wrapper's body */
            char *brace = memchr(line, '{', ll);
            size_t keep = brace ? (size_t)(brace - line) : ll;
            while (keep && isspace((unsigned char)line[keep - 1]))
                keep--;
            const char *d = line;
            if (!strncmp(d, "static inline ", 14)) {
                d += 14;
                keep -= 14;
            }
            sess_buf b = {0};
            sess_buf_printf(&b, "%.*s\nCUDA runtime API (host code).\n",
                            (int)keep, d);
            res = sess_buf_take(&b);
            break;
        }
        line = eol ? eol + 1 : NULL;
    }
    free(text);
    return res;
}

/* What is known about NAME, or NULL. */
static char *describe(cr_session *s, const char *name)
{
    sess_buf out = {0};
    int nb = 0;
    const parse_builtin *bt = parse_builtin_table(&nb);
    for (int i = 0; i < nb; i++) {
        if (strcmp(bt[i].name, name) != 0)
            continue;
        sess_buf_printf(&out, "%s\n", bt[i].signature ? bt[i].signature : bt[i].name);
        if (bt[i].doc && bt[i].doc[0])
            sess_buf_printf(&out, "%s\n", bt[i].doc);
        if (bt[i].section && bt[i].section[0])
            sess_buf_printf(&out, "%s\n", sess_guide(bt[i].section));
        return sess_buf_take(&out);
    }
    const char *bv = builtin_var_type(name, strlen(name));
    if (bv) {
        sess_buf_printf(&out, "%s %s\na built-in variable of device code\n" CR_GUIDE_5_4_2_2 "\n", bv, name);
        return sess_buf_take(&out);
    }
    const sess_rtdoc *rd = sess_rtdoc_find(name);
    if (rd) {
        sess_buf_printf(&out, "%s\n%s\nCUDA runtime API (host code).\n", rd->signature, rd->doc);
        return sess_buf_take(&out);
    }
    if (!strncmp(name, "cuda", 4)) {
        char *rt = runtime_doc(s, name);
        if (rt)
            return rt;
    }
    parse_func *f = parse_find_func(s->pctx, name);
    if (f && f->ty) {
        sess_buf_puts(&out, f->exec & EX_GLOBAL ? "__global__ " : f->exec & EX_DEVICE ? "__device__ " : "");
        ty_print(&out, f->ty, name);
        sess_buf_puts(&out, f->exec & EX_GLOBAL ? "\nkernel defined in this session\n"
                             : f->exec & EX_DEVICE ? "\ndevice function defined in this session\n"
                                                  : "\nhost function defined in this session\n");
        return sess_buf_take(&out);
    }
    parse_var *v = parse_find_var(s->pctx, name);
    if (v && v->ty) {
        ty_print(&out, v->ty, name);
        sess_buf_printf(&out, "\n%s variable defined in this session (%d bytes)\n",
                        v->space == SP_HOST ? "host" : "device", v->ty->size);
        return sess_buf_take(&out);
    }
    char *rt = runtime_doc(s, name);
    if (rt)
        return rt;
    const char *hd = host_decl_text(s, name);
    if (hd) {
        sess_buf_printf(&out, "%s\ndefined in this session\n", hd);
        return sess_buf_take(&out);
    }
    for (int i = 0; c_keywords[i]; i++)
        if (!strcmp(c_keywords[i], name)) {
            sess_buf_printf(&out, "%s: a keyword of CUDA C\n", name);
            return sess_buf_take(&out);
        }
    return NULL;
}

/* The identifier [b, e) of TEXT into NAME (at most 256 bytes). */
static void take_name(char *name, const char *text, size_t b, size_t e)
{
    snprintf(name, 256, "%.*s", (int)(e - b < 255 ? e - b : 255), text + b);
}

/* The function whose argument list holds the cursor: the name before the innermost '(' that
 * is still open at CURSOR (on the cursor's statement), as "atomicAdd(&x, |" has it. */
static bool enclosing_call(const char *text, size_t cursor, char *name)
{
    int depth = 0;
    for (size_t i = cursor; i > 0; i--) {
        char c = text[i - 1];
        if (c == ')' || c == ']')
            depth++;
        else if (c == '[' && depth > 0)
            depth--;
        else if (c == '(' && depth > 0)
            depth--;
        else if (c == '(') {
            size_t e = i - 1;
            while (e > 0 && isspace((unsigned char)text[e - 1]))
                e--;
            size_t b = e;
            while (b > 0 && is_ident_char(text[b - 1]))
                b--;
            if (b == e || isdigit((unsigned char)text[b]))
                return false;
            take_name(name, text, b, e);
            static const char *const control[] = {"if", "while", "for", "switch", "return", "sizeof"};
            for (size_t k = 0; k < sizeof control / sizeof control[0]; k++)
                if (!strcmp(name, control[k]))
                    return false;
            return true;
        } else if (c == ';' || c == '{' || c == '}') {
            return false;
        }
    }
    return false;
}

/* A member the cursor is on ("p.alpha", "q->beta"): the member access's type, and whose member
 * it is. NULL when the session cannot type it. */
static char *describe_member(cr_session *s, const char *text, size_t b, size_t e)
{
    bool arrow;
    size_t op = member_operator(text, b, &arrow);
    if (op == (size_t)-1)
        return NULL;
    size_t start = object_start(text, op);
    if (start == op || isdigit((unsigned char)text[start]))
        return NULL;
    const char *vec = builtin_var_type(text + start, op - start);
    if (vec && strcmp(vec, "int")) {
        if (e != b + 1 || !strchr("xyz", text[b]))
            return NULL;
        sess_buf out = {0};
        sess_buf_printf(&out, "unsigned int %.*s\na member of %s %.*s, a built-in variable of device "
                        "code\n" CR_GUIDE_5_4_2_2 "\n", (int)(e - start), text + start, vec,
                        (int)(op - start), text + start);
        return sess_buf_take(&out);
    }
    char *obj = sess_xmalloc(op - start + 1), *acc = sess_xmalloc(e - start + 1);
    memcpy(obj, text + start, op - start);
    obj[op - start] = 0;
    memcpy(acc, text + start, e - start);
    acc[e - start] = 0;
    sess_values_reset(s);
    const char *note;
    int ho = sess_type_of(s, obj, &note);
    int h = ho < 0 ? ho : sess_type_of(s, acc, &note);
    char *res = NULL;
    if (h >= 0) {
        ty_type *of = ty_unqual(s->value_types.p[ho]);
        if (arrow && (of->kind == TY_PTR || of->kind == TY_ARRAY) && of->base)
            of = ty_unqual(of->base);
        sess_buf out = {0};
        ty_print(&out, s->value_types.p[h], acc);
        sess_buf_puts(&out, "\na member of ");
        ty_print(&out, of, NULL);
        sess_buf_putc(&out, '\n');
        res = sess_buf_take(&out);
    }
    free(obj);
    free(acc);
    return res;
}

char *cr_inspect(cr_session *s, const char *text, size_t cursor)
{
    size_t len = strlen(text);
    if (cursor > len)
        cursor = len;
    size_t b = cursor, e = cursor;
    while (b > 0 && is_ident_char(text[b - 1]))
        b--;
    while (is_ident_char(text[e]))
        e++;
    char word[256] = "", call[256] = "";
    if (b < e)
        take_name(word, text, b, e);
    /* as IPython does, the call whose arguments hold the cursor comes first, unless the cursor
     * is on a name that is itself called */
    bool callee = text[e] == '(' || text[skip_space(text + e) - text] == '(';
    if (!callee && enclosing_call(text, b, call)) {
        char *doc = describe(s, call);
        if (doc)
            return doc;
    }
    if (!word[0])
        return NULL;
    char *member = describe_member(s, text, b, e);
    return member ? member : describe(s, word);
}
