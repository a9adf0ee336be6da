/* cell.c — the host part of REPL cells (see cell.h).
 *
 * A cell's host code goes through the front end's host pass, as a program's does, in a parse
 * context of its own that lives as long as the session: what earlier cells declared (classes,
 * templates, functions, variables, the headers they included) is known to later ones. The cell
 * is preprocessed with the directives of earlier cells in front; the text of a header the
 * context has already parsed is left out (its macros were expanded already), so `<iostream>` is
 * parsed once per session. parse_cell_host makes the cell's statements and the initialisations
 * of its variables, in order, the body of one function, and its final expression an ND_SHOW.
 *
 * The C back end writes the cell as a unit of its own, whose `__cr_cell` runs it. A function or
 * variable is defined in the unit of the first cell that needs it; later cells declare it and
 * bind the name to that address (the store's `addrs`), so a variable keeps its value and a
 * function is compiled once.
 */
#include <limits.h>
#include <string.h>

#include "interp/front/lex.h"
#include "interp/front/parse.h"
#include "interp/front/pp.h"
#include "interp/host/cell.h"
#include "interp/host/cemit.h"
#include "interp/host/host_internal.h"
#include "interp/session/value.h"

typedef enum { HD_TYPE, HD_FUNC, HD_VAR } hd_kind;

typedef struct {
    char *name;
    hd_kind kind;
    char *text;  /* the declaration, as :symbols shows it */
} host_decl;

typedef struct cell_store {
    sess_arena arena;       /* the context's trees, and the cells' text and tokens they point into */
    ty_basics basics;
    parse_ctx *ctx;
    sess_map headers;       /* header files the context has parsed */
    sess_map addrs;         /* function or variable (its address as the key) -> where a unit has it */
    VEC(host_decl) decls;   /* what the cells declared, newest definition of a name last */
    char *c_head;           /* the #include lines the C text of the last cell began with ... */
    char *c_image;          /* ... and what they preprocess to, with their macros (-dD) */
} cell_store;

static cell_store *store_of(cr_session *s)
{
    host_state *h = host_state_of(s);
    if (!h->cells) {
        cell_store *c = sess_xcalloc(1, sizeof(cell_store));
        sess_arena_init(&c->arena);
        ty_basics_init(&c->basics);
        c->ctx = parse_ctx_new(&c->arena, &c->basics);
        parse_ctx_set_interrupt(c->ctx, &s->interrupt);
        parse_ctx_set_library_dir(c->ctx, s->include_dir);
        parse_ctx_set_relaxed_constexpr(c->ctx, s->opts.relaxed_constexpr);
        h->cells = c;
    }
    return h->cells;
}

parse_ctx *host_cell_context(cr_session *s)
{
    host_state *h = s->host ? host_state_of(s) : NULL;
    return h && h->cells ? h->cells->ctx : NULL;
}

ty_type *host_cell_expr_type(cr_session *s, const char *expr, const char *file)
{
    parse_ctx *ctx = host_cell_context(s);
    if (!ctx)
        return NULL;
    /* in the context's own arena: typing may instantiate templates, which the context keeps */
    cell_store *c = store_of(s);
    sess_diags quiet;
    sess_diags_init(&quiet);
    lex_tokens toks;
    char *kept = sess_arena_strdup(&c->arena, expr);
    ty_type *ty = NULL;
    if (lex_tokenize(kept, sess_arena_strdup(&c->arena, file), &c->arena, &quiet, &toks))
        ty = parse_expr_type(ctx, toks, &c->arena, &quiet);
    sess_diags_free(&quiet);
    return ty;
}

void host_reset(cr_session *s)
{
    host_state *h = host_state_of(s);
    cell_store *c = h->cells;
    if (!c)
        return;
    for (size_t i = 0; i < c->decls.len; i++) {
        free(c->decls.p[i].name);
        free(c->decls.p[i].text);
    }
    VEC_FREE(c->decls);
    free(c->c_head);
    free(c->c_image);
    parse_ctx_free(c->ctx);
    ty_basics_free(&c->basics);
    sess_map_free(&c->headers);
    sess_map_free(&c->addrs);
    sess_arena_free(&c->arena);
    free(c);
    h->cells = NULL;
}

void host_cell_free(host_cell *c)
{
    free(c->decls);
    free(c->stmts);
    memset(c, 0, sizeof *c);
}

const char **host_decl_names(cr_session *s, int *n)
{
    cell_store *c = store_of(s);
    const char **v = sess_xcalloc(c->decls.len + 1, sizeof(char *));
    for (size_t i = 0; i < c->decls.len; i++)
        v[i] = c->decls.p[i].name;
    *n = (int)c->decls.len;
    return v;
}

const char *host_decl_text(cr_session *s, const char *name)
{
    cell_store *c = store_of(s);
    for (size_t i = c->decls.len; i-- > 0;)
        if (!strcmp(c->decls.p[i].name, name))
            return c->decls.p[i].text;
    return NULL;
}

static void decl_put(cell_store *c, const char *name, hd_kind kind, char *text)
{
    for (size_t i = 0; i < c->decls.len; i++) {
        if (!strcmp(c->decls.p[i].name, name)) {
            free(c->decls.p[i].name);
            free(c->decls.p[i].text);
            memmove(&c->decls.p[i], &c->decls.p[i + 1], (c->decls.len - i - 1) * sizeof(host_decl));
            c->decls.len--;
            break;
        }
    }
    host_decl d = {sess_xstrdup(name), kind, text};
    VEC_PUSH(c->decls, d);
}

/* ---- Headers parsed once per session ------------------------------------------------------- */

/* What a cell's preprocessed text blanks: a header the context has parsed (the others, not
 * the cell itself, go into FRESH). */
typedef struct {
    cell_store *c;
    const char *cell;
    sess_map *fresh;
    bool prelude, own; /* the prelude's text was met; the cell's own text is being read */
} header_filter;

static bool parsed_header(void *ctx, const char *file, size_t n)
{
    header_filter *f = ctx;
    bool cell = n == strlen(f->cell) && !memcmp(file, f->cell, n);
    bool prelude = n > 14 && !memcmp(file, "/proc/self/fd/", 14);
    f->prelude |= prelude;
    f->own |= f->prelude && cell;
    /* (the prelude, an -include file /proc/self/fd/N, is no header: its #pragma pack lines
     * apply to the cell) */
    if (file[0] == '<' || cell || prelude)
        return false;
    /* (the cell's own #include "h.cuh" names h.cuh from ".", a later cell's prelude by the
     * folder's path) */
    char buf[PATH_MAX];
    file = sess_file_key(file, n, buf, &n);
    /* the cell's own text follows the prelude's: a header met there is expanded as the cell
     * asks, even one an earlier cell parsed (an X-macro file included again with another X:
     * a guarded header expands to nothing there anyway) */
    if (!f->own && sess_map_get(&f->c->headers, file, (int)n))
        return true;
    if (!sess_map_get(f->fresh, file, (int)n)) /* (FILE moves: the key is a copy) */
        sess_map_put(f->fresh, sess_arena_strndup(&f->c->arena, file, n), (int)n, (void *)1);
    return false;
}

/* ---- Linking cells ------------------------------------------------------------------------- */

typedef struct {
    cr_session *s;
    cell_store *c;
} link_ctx;

static void *link_address_of(void *ctx, const void *key)
{
    return sess_map_get(&((link_ctx *)ctx)->c->addrs, (const char *)&key, (int)sizeof key);
}

static int link_value_handle(void *ctx, ty_type *ty)
{
    return sess_value_handle(((link_ctx *)ctx)->s, ty);
}

/* ---- What the cell declared (:symbols, completion, :doc) ------------------------------------ */

static int by_line(const void *a, const void *b)
{
    const ty_type *x = *(ty_type *const *)a, *y = *(ty_type *const *)b;
    return x->def_line - y->def_line;
}

static void remember_decls(cell_store *c, const parse_unit *u, const char *cell)
{
    ty_type **types = NULL;
    int nt = parse_global_types(c->ctx, &types);
    int kept = 0;
    for (int i = 0; i < nt; i++)
        if (types[i]->def_file && !strcmp(types[i]->def_file, cell) && types[i]->tag &&
            strncmp(types[i]->tag, "__", 2))
            types[kept++] = types[i];
    qsort(types, (size_t)kept, sizeof *types, by_line);
    for (int i = 0; i < kept; i++) {
        ty_type *t = types[i];
        sess_buf b = {0};
        sess_buf_printf(&b, "%s %s", t->kind == TY_UNION ? "union" : t->kind == TY_ENUM ? "enum" : "struct",
                        t->tag);
        if (t->kind != TY_ENUM) {
            sess_buf_puts(&b, " {");
            for (ty_member *m = t->members; m; m = m->next) {
                sess_buf_putc(&b, ' ');
                ty_print(&b, m->ty, m->name ? m->name : "");
                sess_buf_putc(&b, ';');
            }
            sess_buf_puts(&b, " }");
        }
        sess_buf_putc(&b, ';');
        decl_put(c, t->tag, HD_TYPE, sess_buf_take(&b));
    }
    free(types);
    for (size_t i = 0; i < u->host_funcs.len; i++) {
        const parse_func *f = u->host_funcs.p[i];
        if (!f->tok || strcmp(f->tok->file, cell) || f->cls || f->is_lambda || f == u->dynamic_init ||
            f->from_template || !f->pretty)
            continue;
        sess_buf b = {0};
        sess_buf_printf(&b, "%s;", f->pretty);
        decl_put(c, f->name, HD_FUNC, sess_buf_take(&b));
    }
    for (size_t i = 0; i < u->host_globals.len; i++) {
        const parse_var *v = u->host_globals.p[i];
        if (!v->tok || strcmp(v->tok->file, cell) || strchr(v->name, ':') || strchr(v->name, '.'))
            continue;
        sess_buf b = {0};
        ty_print(&b, v->ty, v->name);
        sess_buf_putc(&b, ';');
        decl_put(c, v->name, HD_VAR, sess_buf_take(&b));
    }
}

/* ---- :save ----------------------------------------------------------------------------------- */

static void put_tokens(sess_buf *b, const lex_token *from, const lex_token *to)
{
    for (const lex_token *t = from; t < to; t++) {
        if (t > from && (t->space || t->bol))
            sess_buf_putc(b, ' ');
        sess_buf_put(b, t->text, (size_t)t->len);
    }
}

/* A matching bracket's token after the opening one at T (or the end). */
static const lex_token *after_balanced(const lex_token *t, const lex_token *end)
{
    int depth = 0;
    for (; t < end; t++) {
        if (lex_is(t, "(") || lex_is(t, "[") || lex_is(t, "{"))
            depth++;
        else if ((lex_is(t, ")") || lex_is(t, "]") || lex_is(t, "}")) && --depth == 0)
            return t + 1;
    }
    return end;
}

/* Host variables initialised at run time, as a program has them: declared at file scope (so
 * that functions see them) and given their values in main, in the cell's order. The variables
 * are VARS (their name tokens in [start, end)). */
static void split_variables(const lex_token *start, const lex_token *end, const parse_var *const *vars,
                            int nvars, sess_buf *decl, sess_buf *init)
{
    /* the specifiers: up to the first declarator's '*', '&' or name */
    const lex_token *spec_end = vars[0]->tok;
    while (spec_end > start && (lex_is(spec_end - 1, "*") || lex_is(spec_end - 1, "&") ||
                                lex_is(spec_end - 1, "&&")))
        spec_end--;
    const lex_token *d = spec_end;
    for (int i = 0; i < nvars; i++) {
        const lex_token *name = vars[i]->tok;
        /* the declarator: its prefix, the name, array bounds */
        const lex_token *after = name + 1;
        while (after < end && lex_is(after, "["))
            after = after_balanced(after, end);
        /* its initialiser [i0, i1) */
        const lex_token *i0 = after, *i1 = after;
        char form = 0;
        if (after < end && (lex_is(after, "=") || lex_is(after, "(") || lex_is(after, "{"))) {
            form = after->text[0];
            i0 = form == '=' ? after + 1 : after;
            i1 = i0;
            while (i1 < end && !lex_is(i1, ",") && !lex_is(i1, ";"))
                i1 = lex_is(i1, "(") || lex_is(i1, "[") || lex_is(i1, "{") ? after_balanced(i1, end) : i1 + 1;
        }
        bool is_auto = false;
        for (const lex_token *t = start; t < spec_end; t++) {
            if (t->kw == KW_STATIC || t->kw == KW_EXTERN)
                continue;
            if (decl->len && decl->p[decl->len - 1] != '\n' && t->space)
                sess_buf_putc(decl, ' ');
            if (t->kw == KW_AUTO && form == '=') {
                is_auto = true;
                sess_buf_puts(decl, "decltype(");
                put_tokens(decl, i0, i1);
                sess_buf_puts(decl, ")");
                continue;
            }
            sess_buf_put(decl, t->text, (size_t)t->len);
        }
        sess_buf_putc(decl, ' ');
        put_tokens(decl, d, after);
        sess_buf_puts(decl, ";\n");
        if (form) {
            sess_buf_printf(init, "    %.*s = ", name->len, name->text);
            if (form != '=' && !is_auto) {
                for (const lex_token *t = start; t < spec_end; t++)
                    if (t->kw != KW_STATIC && t->kw != KW_EXTERN && t->kw != KW_CONST)
                        put_tokens(init, t, t + 1);
            }
            put_tokens(init, i0, i1);
            sess_buf_puts(init, ";\n");
        }
        d = i1 < end && lex_is(i1, ",") ? i1 + 1 : i1;
    }
}

/* Where token T is in the cell's TEXT (LINES: where each line starts), as an offset. */
static size_t text_offset(const char *text, const size_t *lines, size_t nlines, const lex_token *t)
{
    if (t->line < 1 || (size_t)t->line > nlines)
        return strlen(text);
    size_t at = lines[t->line - 1] + (size_t)(t->col > 0 ? t->col - 1 : 0);
    size_t n = strlen(text);
    return at < n ? at : n;
}

/* What :save writes for the cell: each declaration as the user typed it, at file scope;
 * statements and the final expression in main, in order; variables that are initialised at
 * run time declared at file scope and initialised in main. */
static void save_cell(const char *text, const parse_unit *u, const char *cell, sess_buf *decls,
                      sess_buf *stmts)
{
    VEC(size_t) lines = {0};
    VEC_PUSH(lines, (size_t)0);
    for (const char *p = text; *p; p++)
        if (*p == '\n')
            VEC_PUSH(lines, (size_t)(p + 1 - text));
    for (size_t i = 0; i < u->cell_items.len; i++) {
        const parse_cell_item *it = &u->cell_items.p[i];
        const lex_token *last = it->end - 1;
        if (last > it->start && (last + 1)->kind == TK_EOF && lex_is(last, ";"))
            last--; /* the cell's own ';' (parse_cell_host): not the user's */
        if (strcmp(it->start->file, cell) || strcmp(last->file, cell))
            continue;
        bool in_main = it->kind == CELL_STMT || it->kind == CELL_VALUE;
        /* a final declaration written without its ';' */
        bool semi = !in_main && last != it->end - 1;
        if (it->kind == CELL_VAR && it->dynamic) {
            const parse_var *vars[64];
            int nv = 0;
            for (size_t k = 0; k < u->host_globals.len && nv < 64; k++) {
                const parse_var *v = u->host_globals.p[k];
                if (v->tok >= it->start && v->tok < it->end && !strchr(v->name, ':'))
                    vars[nv++] = v;
            }
            /* a reference or a lambda's closure cannot be declared first and set later: the
             * declaration goes to main as it is */
            bool local = false;
            for (int k = 0; k < nv; k++) {
                ty_type *vt = vars[k]->ty;
                local |= (vt->kind == TY_PTR && vt->is_ref) ||
                         (ty_unqual(vt)->tag && !strncmp(ty_unqual(vt)->tag, "__cr_lambda", 11));
            }
            if (nv && !local) {
                split_variables(it->start, it->end, vars, nv, decls, stmts);
                continue;
            }
            in_main |= nv > 0;
        }
        size_t from = text_offset(text, lines.p, lines.len, it->start);
        size_t to = text_offset(text, lines.p, lines.len, last) + (size_t)last->len;
        if (to <= from || to > strlen(text))
            continue;
        if (it->kind == CELL_VALUE)
            sess_buf_printf(stmts, "    (void)(%.*s);\n", (int)(to - from), text + from);
        else if (in_main)
            sess_buf_printf(stmts, "    %.*s%s\n", (int)(to - from), text + from, semi ? ";" : "");
        else
            sess_buf_printf(decls, "%.*s%s\n", (int)(to - from), text + from, semi ? ";" : "");
    }
    VEC_FREE(lines);
}

/* ---- The C headers' image ---------------------------------------------------------------- */

/* A cell's C text begins with #include lines (the C headers the session's cells included, then
 * cuda_runtime.h), the same from cell to cell, which libtcc would read, expand and parse again
 * for each cell: most of its time. The store keeps their preprocessed image, with the macros
 * they define written out (lex_preprocess_c_image), made again when the lines change (a cell
 * included another C header), and TEXT has the image in their place. Not with the
 * preprocessor's images turned off (CUDAREPL_PP_CACHE=0), nor when the image cannot be made:
 * then libtcc reads the headers. */
static void use_c_image(cr_session *s, cell_store *c, sess_buf *text)
{
    static const char last[] = "#include <cuda_runtime.h>\n";
    const char *end = text->p && s->pp_cache ? strstr(text->p, last) : NULL;
    if (!end)
        return;
    size_t head = (size_t)(end - text->p) + strlen(last);
    for (const char *p = text->p; p < end; p = strchr(p, '\n') + 1)
        if (strncmp(p, "#include \"", 10))
            return;
    if (!c->c_head || strlen(c->c_head) != head || memcmp(c->c_head, text->p, head)) {
        free(c->c_head);
        free(c->c_image);
        c->c_head = c->c_image = NULL;
        char path[PATH_MAX + 8];
        snprintf(path, sizeof path, "%s/host", s->include_dir);
        char *lines = sess_xmalloc(head + 1);
        memcpy(lines, text->p, head);
        lines[head] = 0;
        sess_diags quiet; /* (the headers' errors, if any, libtcc reports when it reads them) */
        sess_diags_init(&quiet);
        char *image = lex_preprocess_c_image(lines, s->include_dir[0] ? path : NULL, &quiet);
        sess_diags_free(&quiet);
        if (!image) {
            free(lines);
            return;
        }
        c->c_head = lines;
        c->c_image = image;
    }
    sess_buf b = {0};
    sess_buf_puts(&b, c->c_image);
    sess_buf_puts(&b, text->p + head);
    sess_buf_free(text);
    *text = b;
}

/* ---- Compiling a cell ------------------------------------------------------------------------ */

void host_compile_cell(cr_session *s, const char *name, const char *text, const char *directives,
                       host_cell *out)
{
    memset(out, 0, sizeof *out);
    out->unit = -1;
    out->status = CR_ERR_COMPILE;
    cell_store *c = store_of(s);
    lex_pp_input in = sess_pp_input(s, name, text, LEX_PP_HOST_CXX, ".", directives);
    char *pp = lex_preprocess(&in, &s->diags);
    if (!pp) {
        sess_flush_diags(s);
        return;
    }
    sess_map fresh = {0};
    header_filter hf = {c, name, &fresh, false, false};
    lex_blank_files(pp, parsed_header, &hf);
    /* the trees point into its tokens: kept without the markers of the headers left out (the C
     * back end reads them in PP: which C headers the session included) */
    char *lines = sess_xstrdup(pp);
    lex_drop_idle_markers(lines);
    char *kept = sess_arena_strdup(&c->arena, lines);
    free(lines);
    const char *cell = sess_arena_strdup(&c->arena, name);
    lex_tokens toks;
    parse_unit u = {0};
    parse_status ps = PARSE_ERRORS;
    if (lex_tokenize(kept, cell, &c->arena, &s->diags, &toks))
        ps = parse_cell_host(c->ctx, toks, cell, &s->diags, &u);
    /* what the headers declared is in the context now, whatever the cell's own code did */
    for (int i = 0; i < fresh.cap; i++)
        if (fresh.e && fresh.e[i].key) /* (the keys are the context's copies) */
            sess_map_put(&c->headers, fresh.e[i].key, fresh.e[i].keylen, (void *)1);
    sess_map_free(&fresh);
    cemit_out rw = {0};
    bool ok = ps == PARSE_OK && !s->diags.nerrors;
    if (ps == PARSE_INCOMPLETE)
        out->status = CR_ERR_INCOMPLETE;
    if (ok) {
        link_ctx lc = {s, c};
        cemit_env env = {.include_dir = s->include_dir[0] ? s->include_dir : NULL, .pp_text = pp,
                         .main_file = cell, .cell = true, .ctx = &lc, .address_of = link_address_of,
                         .value_handle = link_value_handle, .where = &host_state_of(s)->where};
        ok = cemit_unit(&u, &env, &s->diags, &rw);
        if (ok && getenv("CUDAREPL_SHOW_HOST_C"))
            fprintf(stderr, "%s", rw.text.p ? rw.text.p : "");
        ok = ok && host_make_kernel_instances(s, name, ".", &rw);
    }
    if (ok) {
        use_c_image(s, c, &rw.text);
        out->status = host_compile_units(s, &rw, 1, &out->unit);
    }
    if (out->status == CR_OK) {
        /* what this cell defined is where later cells find it */
        host_state *h = host_state_of(s);
        for (size_t i = 0; i < rw.exports.len; i++) {
            void *a = tcc_get_symbol(h->units.p[out->unit], rw.exports.p[i].name);
            if (!a)
                continue;
            char *k = sess_arena_alloc(&c->arena, sizeof(void *));
            memcpy(k, &rw.exports.p[i].key, sizeof(void *));
            sess_map_put(&c->addrs, k, (int)sizeof(void *), a);
        }
        remember_decls(c, &u, cell);
        sess_buf decls = {0}, stmts = {0};
        save_cell(text, &u, cell, &decls, &stmts);
        out->decls = sess_buf_take(&decls);
        out->stmts = sess_buf_take(&stmts);
    }
    cemit_out_free(&rw);
    parse_unit_free(&u);
    free(pp);
    sess_flush_diags(s);
}

host_outcome host_run_cell(cr_session *s, int unit, int *status)
{
    return host_call_protected(s, host_symbol(s, unit, "__cr_cell"), status);
}
