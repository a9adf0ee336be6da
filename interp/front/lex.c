/* lex.c — tokenizer for preprocessed CUDA C (see lex.h).
 *
 * Input is the output of libtcc's preprocessor: no comments and no directives other than line
 * markers and #pragma lines (which carry no meaning for us, `#pragma unroll` is a hint, except
 * `#pragma pack`: each token records the packing in force where it stands). Every
 * unit and REPL cell brings the headers' tens of thousands of tokens, so the per-token work is
 * kept small: keywords are found through a hash table, punctuators by their first character.
 * A user-defined literal (1.5_km) leaves here as the tokens of its literal operator's call, so
 * the parser meets it as the call C++ says it is.
 */
#include "interp/front/lex.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *const kw_names[KW_COUNT] = {
    [KW_NONE] = "",
#define LEX_KW_NAME(id, s) [KW_##id] = s,
    LEX_KEYWORDS(LEX_KW_NAME)
#undef LEX_KW_NAME
};

const char *lex_keyword_name(lex_keyword k)
{
    return k < KW_COUNT ? kw_names[k] : "";
}

static const unsigned char kw_lens[KW_COUNT] = {
#define LEX_KW_LEN(id, s) [KW_##id] = sizeof(s) - 1,
    LEX_KEYWORDS(LEX_KW_LEN)
#undef LEX_KW_LEN
};

/* The keywords by the hash of their spelling (open addressing; 0: empty), built for each
 * tokenisation (a hundred insertions) rather than kept in a global. */
enum { KW_SLOTS = 512 };
_Static_assert(KW_COUNT < KW_SLOTS / 2, "the keyword table is at most half full");
typedef struct {
    unsigned short slot[KW_SLOTS];
} kw_table;

static unsigned kw_hash(const char *s, int n)
{
    unsigned h = 2166136261u; /* FNV-1a */
    for (int i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static void kw_table_init(kw_table *t)
{
    memset(t, 0, sizeof *t);
    for (int k = 1; k < KW_COUNT; k++) {
        unsigned i = kw_hash(kw_names[k], kw_lens[k]) & (KW_SLOTS - 1);
        while (t->slot[i])
            i = (i + 1) & (KW_SLOTS - 1);
        t->slot[i] = (unsigned short)k; /* (a spelling met twice: the first id is found first) */
    }
}

static lex_keyword keyword_of(const kw_table *t, const char *s, int n)
{
    for (unsigned i = kw_hash(s, n) & (KW_SLOTS - 1); t->slot[i]; i = (i + 1) & (KW_SLOTS - 1)) {
        int k = t->slot[i];
        if (kw_lens[k] == n && !memcmp(kw_names[k], s, (size_t)n))
            return (lex_keyword)k;
    }
    return KW_NONE;
}


typedef struct {
    const char *p, *line_start;
    const char *file;
    int line;
    sess_arena *arena;
    sess_diags *d;
    VEC(lex_token) toks;        /* (a block of its own where the text is large: tok_push) */
    bool toks_mapped;
    VEC(const char *) files;
    int errors;
    kw_table kw;
    uint8_t pack;               /* #pragma pack's value (0: none) */
    uint8_t pack_stack[32];     /* its pushes */
    int pack_depth;
    const char *ud;             /* the literal just read ends in this ud-suffix (C++11 [lex.ext]) */
    int ud_len;
    const char *ud_value;       /* its number's spelling as the literal operator's argument */
} lexer;

static void lex_error(lexer *L, const char *at, const char *fmt, const char *arg)
{
    sess_diag(L->d, CR_SEV_ERROR, L->file, L->line, (int)(at - L->line_start) + 1, fmt, arg);
    L->errors++;
}

static const char *intern_file(lexer *L, const char *s, size_t n)
{
    for (size_t i = 0; i < L->files.len; i++)
        if (strlen(L->files.p[i]) == n && memcmp(L->files.p[i], s, n) == 0)
            return L->files.p[i];
    const char *f = sess_arena_strndup(L->arena, s, n);
    VEC_PUSH(L->files, f);
    return f;
}

static bool is_ident_char(int c);

static const char *skip_blanks(const char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    return p;
}

/* #pragma pack ( [push | pop] [, name] [, N] ) or ( [N] ), as g++ and nvcc take it: the largest
 * alignment of the members of the classes defined after it (0: their own) */
static void pragma_pack(lexer *L, const char *p)
{
    p = skip_blanks(p);
    if (*p++ != '(')
        return;
    bool push = false, pop = false, set = false;
    long n = 0;
    while (*(p = skip_blanks(p)) && *p != ')' && *p != '\n') {
        if (isdigit((unsigned char)*p)) {
            n = strtol(p, (char **)&p, 10);
            set = true;
        } else if (is_ident_char((unsigned char)*p)) {
            const char *s = p;
            while (is_ident_char((unsigned char)*p))
                p++;
            push = push || (p - s == 4 && !strncmp(s, "push", 4));
            pop = pop || (p - s == 3 && !strncmp(s, "pop", 3));
        } else {
            p++;
        }
    }
    if (set && (n < 0 || n > 16 || (n & (n - 1))))
        return; /* (g++ warns and ignores it) */
    if (push && L->pack_depth < (int)sizeof L->pack_stack)
        L->pack_stack[L->pack_depth++] = L->pack;
    if (pop)
        L->pack = L->pack_depth > 0 ? L->pack_stack[--L->pack_depth] : 0;
    if (set || (!push && !pop))
        L->pack = (uint8_t)n;
}

/* `# N "file" flags` or `#line N "file"` or `#pragma ...`: consume the line (#pragma pack
 * is kept, the others carry no meaning here). */
static void directive(lexer *L)
{
    const char *p = skip_blanks(L->p + 1);
    if (!strncmp(p, "pragma", 6) && !strncmp(skip_blanks(p + 6), "pack", 4))
        pragma_pack(L, skip_blanks(p + 6) + 4);
    if (!strncmp(p, "line", 4) && !isalnum((unsigned char)p[4]))
        p += 4;
    while (*p == ' ' || *p == '\t')
        p++;
    if (isdigit((unsigned char)*p)) {
        int n = (int)strtol(p, (char **)&p, 10);
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p == '"') {
            const char *e = ++p;
            while (*e && *e != '"' && *e != '\n')
                e++;
            /* libtcc's own pseudo-files are not the user's: keep naming the user's file */
            if (strncmp(p, "<string>", 8) != 0 && strncmp(p, "<command line>", 14) != 0)
                L->file = intern_file(L, p, (size_t)(e - p));
            p = e;
        }
        L->line = n - 1; /* the newline ending this directive advances it */
    }
    while (*p && *p != '\n')
        p++;
    L->p = p;
}

/* _Pragma ( string-literal ) at L->p: the pragma operator (C++11 [cpp.pragma.op]), which
 * libtcc's preprocessor leaves in its output (a macro's `_Pragma("unroll")`). Consumed as its
 * #pragma line would be: only pack means something here. False when it is not one. */
static bool pragma_operator(lexer *L)
{
    const char *p = L->p;
    if (strncmp(p, "_Pragma", 7) != 0 || is_ident_char((unsigned char)p[7]))
        return false;
    p = skip_blanks(p + 7);
    if (*p != '(')
        return false;
    p = skip_blanks(p + 1);
    if (*p != '"')
        return false;
    char text[256]; /* (destringised: \" and \\ stand for " and \) */
    size_t n = 0;
    for (p++; *p && *p != '"' && *p != '\n'; p++) {
        if (*p == '\\' && (p[1] == '"' || p[1] == '\\'))
            p++;
        if (n + 1 < sizeof text)
            text[n++] = *p;
    }
    text[n] = 0;
    if (*p != '"')
        return false;
    p = skip_blanks(p + 1);
    if (*p != ')')
        return false;
    const char *q = skip_blanks(text);
    if (!strncmp(q, "pack", 4))
        pragma_pack(L, q + 4);
    L->p = p + 1;
    return true;
}

bool lex_line_marker(const char *line, const char **file, size_t *len)
{
    if (line[0] != '#' || line[1] != ' ' || line[2] < '0' || line[2] > '9')
        return false;
    const char *q = line + 2;
    while (*q >= '0' && *q <= '9')
        q++;
    if (q[0] != ' ' || q[1] != '"')
        return false;
    const char *e = q + 2;
    while (*e && *e != '"' && *e != '\n')
        e++;
    if (*e != '"')
        return false;
    *file = q + 2;
    *len = (size_t)(e - (q + 2));
    return true;
}

/* A blanked file's lines are left out, not only emptied: the preprocessor leaves a file (back
 * to the one that included it, or into one it includes) with a line marker, which is kept, so
 * every line after them keeps its position; and what the lexer and later cells' copies read
 * shrinks to the cell's own text. */
void lex_blank_files(char *text, bool (*blank)(void *ctx, const char *file, size_t len), void *ctx)
{
    bool skip = false;
    char *w = text;
    for (char *line = text; *line;) {
        char *eol = strchr(line, '\n');
        char *next = eol ? eol + 1 : line + strlen(line);
        const char *file;
        size_t n;
        bool keep = true;
        if (lex_line_marker(line, &file, &n))
            skip = blank(ctx, file, n);
        else
            keep = !skip;
        if (keep) {
            memmove(w, line, (size_t)(next - line));
            w += next - line;
        }
        line = next;
    }
    *w = 0;
}

void lex_drop_idle_markers(char *text)
{
    char *w = text, *idle = text; /* idle: where the lines since the last line of text begin */
    for (char *line = text; *line;) {
        char *eol = strchr(line, '\n');
        char *next = eol ? eol + 1 : line + strlen(line);
        const char *file;
        size_t n;
        bool marker = lex_line_marker(line, &file, &n);
        size_t blank = strspn(line, " \t\r");
        if (marker)
            w = idle;
        memmove(w, line, (size_t)(next - line));
        w += next - line;
        if (!marker && line[blank] && line[blank] != '\n')
            idle = w;
        line = next;
    }
    *w = 0;
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* One escape sequence after the backslash at *pp; returns the code. */
static uint32_t read_escape(lexer *L, const char **pp)
{
    const char *p = *pp;
    uint32_t c;
    switch (*p) {
    case 'n': c = '\n'; p++; break;
    case 't': c = '\t'; p++; break;
    case 'r': c = '\r'; p++; break;
    case 'a': c = 7; p++; break;
    case 'b': c = 8; p++; break;
    case 'f': c = 12; p++; break;
    case 'v': c = 11; p++; break;
    case 'e': c = 27; p++; break;
    case 'x':
        p++;
        c = 0;
        if (hexval(*p) < 0)
            lex_error(L, p, "\\x used with no following hex digits%s", "");
        while (hexval(*p) >= 0)
            c = c * 16 + (uint32_t)hexval(*p++);
        break;
    case 'u': case 'U': {
        int n = *p == 'u' ? 4 : 8;
        p++;
        c = 0;
        for (int i = 0; i < n && hexval(*p) >= 0; i++)
            c = c * 16 + (uint32_t)hexval(*p++);
        break;
    }
    default:
        if (*p >= '0' && *p <= '7') {
            c = 0;
            for (int i = 0; i < 3 && *p >= '0' && *p <= '7'; i++)
                c = c * 8 + (uint32_t)(*p++ - '0');
        } else {
            c = (unsigned char)*p;
            if (*p) /* a backslash at the end of the input: stay on the NUL */
                p++;
        }
    }
    *pp = p;
    return c;
}

static void put_utf8(sess_buf *b, uint32_t c)
{
    if (c < 0x80) {
        sess_buf_putc(b, (char)c);
    } else if (c < 0x800) {
        sess_buf_putc(b, (char)(0xc0 | (c >> 6)));
        sess_buf_putc(b, (char)(0x80 | (c & 0x3f)));
    } else if (c < 0x10000) {
        sess_buf_putc(b, (char)(0xe0 | (c >> 12)));
        sess_buf_putc(b, (char)(0x80 | ((c >> 6) & 0x3f)));
        sess_buf_putc(b, (char)(0x80 | (c & 0x3f)));
    } else {
        sess_buf_putc(b, (char)(0xf0 | (c >> 18)));
        sess_buf_putc(b, (char)(0x80 | ((c >> 12) & 0x3f)));
        sess_buf_putc(b, (char)(0x80 | ((c >> 6) & 0x3f)));
        sess_buf_putc(b, (char)(0x80 | (c & 0x3f)));
    }
}

static void read_string(lexer *L, lex_token *t, int width)
{
    const char *p = L->p;
    while (*p != '"')
        p++;
    p++;
    sess_buf b = {0};
    while (*p != '"') {
        if (*p == '\n' || *p == 0) {
            lex_error(L, L->p, "missing terminating '\"' character%s", "");
            break;
        }
        if (*p == '\\') {
            p++;
            uint32_t c = read_escape(L, &p);
            if ((width == 1 && c > 0xff) || (width > 1 && c > 0x7f))
                put_utf8(&b, c); /* (a wide literal's code units are decoded by the parser) */
            else
                sess_buf_putc(&b, (char)c);
        } else {
            sess_buf_putc(&b, *p++);
        }
    }
    if (*p == '"')
        p++;
    t->kind = TK_STR;
    t->char_width = width;
    t->str_len = (int)b.len;
    t->str = sess_arena_strndup(L->arena, b.p ? b.p : "", b.len);
    sess_buf_free(&b);
    L->p = p;
}

static void read_char(lexer *L, lex_token *t, int width)
{
    const char *p = L->p;
    while (*p != '\'')
        p++;
    p++;
    uint64_t v = 0;
    int n = 0;
    while (*p != '\'') {
        if (*p == '\n' || *p == 0) {
            lex_error(L, L->p, "missing terminating ' character%s", "");
            break;
        }
        uint32_t c = *p == '\\' ? (p++, read_escape(L, &p)) : (unsigned char)*p++;
        v = width == 1 ? (v << 8) | (c & 0xff) : c;
        n++;
    }
    if (*p == '\'')
        p++;
    if (n == 0)
        lex_error(L, L->p, "empty character constant%s", "");
    t->kind = TK_CHAR;
    t->char_width = width;
    t->str_len = n; /* (its characters: 'ab' is a multicharacter literal) */
    /* 'a' has type int; a one-char literal is the (signed) char value. */
    t->ival = (n == 1 && width == 1) ? (uint64_t)(int64_t)(signed char)v : v;
    t->numtype = width == 1 ? LEX_NUM_INT : (width == 2 ? LEX_NUM_UINT : LEX_NUM_INT);
    L->p = p;
}

static bool is_ident_char(int c)
{
    return isalnum(c) || c == '_' || c == '$' || c >= 0x80;
}

/* Integer literal type per C11 6.4.4.1: the first of the list that can hold the value. */
static lex_numtype int_type(uint64_t v, bool decimal, int u, int l)
{
    if (u) {
        if (l == 0 && v <= 0xffffffffu)
            return LEX_NUM_UINT;
        if (l <= 1)
            return LEX_NUM_ULONG;
        return LEX_NUM_ULLONG;
    }
    if (l == 0) {
        if (v <= 0x7fffffff)
            return LEX_NUM_INT;
        if (!decimal && v <= 0xffffffffu)
            return LEX_NUM_UINT;
    }
    if (l <= 1) {
        if (v <= 0x7fffffffffffffffull)
            return LEX_NUM_LONG;
        return decimal ? LEX_NUM_ULONG : LEX_NUM_ULONG;
    }
    if (v <= 0x7fffffffffffffffull)
        return LEX_NUM_LLONG;
    return LEX_NUM_ULLONG;
}

/* Does the pp-number BUF end in a ud-suffix (1.5_km, 42_n, 10ms)? Then it is cut off there and
 * recorded in L: a suffix starting with '_' (a program's), or one of the standard library's
 * (<chrono>'s, <complex>'s); any other letters after a number are not a literal (3x). */
static void ud_suffix(lexer *L, const char *s, char *buf, const char *end, bool is_float)
{
    static const char *const std_suffixes[] = {"h", "min", "s", "ms", "us", "ns", "i", "il", "if"};
    const char *u = strchr(buf, '_');
    if (!u) {
        u = end;
        bool std_suffix = false;
        for (size_t i = 0; i < sizeof std_suffixes / sizeof std_suffixes[0]; i++)
            std_suffix |= !strcmp(u, std_suffixes[i]);
        if (!std_suffix)
            return;
    }
    const char *in = s; /* the suffix in the source (digit separators precede it) */
    for (size_t k = (size_t)(u - buf); k; in++)
        if (*in != '\'')
            k--;
    L->ud = in;
    L->ud_len = (int)strlen(u);
    buf[u - buf] = 0;
}

static void read_number(lexer *L, lex_token *t)
{
    const char *s = L->p, *p = s;
    /* pp-number: digits, letters, '.', and e+/p+ */
    while (is_ident_char((unsigned char)*p) || *p == '.' || *p == '\'' ||
           ((*p == '+' || *p == '-') && strchr("eEpP", p[-1])))
        p++;
    size_t n = (size_t)(p - s);
    char buf[128];
    size_t k = 0;
    for (size_t i = 0; i < n && k < sizeof buf - 1; i++)
        if (s[i] != '\'')
            buf[k++] = s[i];
    buf[k] = 0;
    t->kind = TK_NUM;
    L->p = p;

    bool hex = buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X');
    bool bin = buf[0] == '0' && (buf[1] == 'b' || buf[1] == 'B');
    char *us = strchr(buf, '_');
    if (us)
        *us = 0; /* (a ud-suffix's letters are not the number's exponent) */
    bool is_float = !bin && (strchr(buf, '.') || (!hex && strpbrk(buf, "eE")) ||
                             (hex && strpbrk(buf, "pP")));
    if (us)
        *us = '_';
    if (is_float) {
        char *end;
        errno = 0;
        double v = strtod(buf, &end);
        ud_suffix(L, s, buf, end, true);
        t->fval = v;
        t->numtype = LEX_NUM_DOUBLE;
        if (L->ud) {
            t->numtype = LEX_NUM_LDOUBLE;
            long double lv = strtold(buf, NULL); /* (operator""(long double)'s argument) */
            memcpy(t->ldbits, &lv, sizeof t->ldbits < sizeof lv ? sizeof t->ldbits : sizeof lv);
            L->ud_value = sess_arena_printf(L->arena, "%sL", buf);
            if (*end)
                lex_error(L, s, "invalid suffix on floating constant '%s'", buf);
            return;
        }
        if (*end == 'f' || *end == 'F') {
            t->numtype = LEX_NUM_FLOAT;
            t->fval = (float)v;
            end++;
        } else if (*end == 'l' || *end == 'L') {
            t->numtype = LEX_NUM_LDOUBLE;
            long double lv = strtold(buf, NULL); /* (its own precision and range) */
            memcpy(t->ldbits, &lv, sizeof t->ldbits < sizeof lv ? sizeof t->ldbits : sizeof lv);
            end++;
        }
        if (*end)
            lex_error(L, s, "invalid suffix on floating constant '%s'", buf);
        return;
    }
    char *end;
    errno = 0;
    uint64_t v;
    if (bin)
        v = strtoull(buf + 2, &end, 2);
    else
        v = strtoull(buf, &end, hex ? 16 : (buf[0] == '0' ? 8 : 10));
    if (errno == ERANGE)
        lex_error(L, s, "integer literal '%s' is too large", buf);
    ud_suffix(L, s, buf, end, false);
    if (L->ud) {
        t->ival = v;
        t->numtype = LEX_NUM_ULLONG;
        L->ud_value = sess_arena_printf(L->arena, "%sULL", buf);
        if (*end)
            lex_error(L, s, "invalid digits in integer constant '%s'", buf);
        return;
    }
    int u = 0, l = 0;
    for (; *end; end++) {
        if (*end == 'u' || *end == 'U')
            u++;
        else if (*end == 'l' || *end == 'L')
            l++;
        else
            break;
    }
    if (*end || u > 1 || l > 2) {
        lex_error(L, s, "invalid suffix on integer constant '%s'", buf);
        return;
    }
    t->ival = v;
    t->numtype = int_type(v, !hex && !bin && buf[0] != '0', u, l);
}

/* The length of the punctuator at P, 0 when there is none: the longest of
 * <<= >>= ... ->* -> ++ -- << >> <= >= == != && || += -= *= /= %= &= |= ^= ## ::
 * and the single characters + - * / % & | ^ ~ ! < > = ? : ; , . ( ) [ ] { } # @ */
static int punct_len(const char *p)
{
    char b = p[1];
    switch (p[0]) {
    case '<':
    case '>':
        return b == p[0] ? (p[2] == '=' ? 3 : 2) : b == '=' ? 2 : 1;
    case '.':
        return b == '.' && p[2] == '.' ? 3 : 1;
    case '-':
        return b == '>' ? (p[2] == '*' ? 3 : 2) : b == '-' || b == '=' ? 2 : 1;
    case '+':
    case '&':
    case '|':
        return b == p[0] || b == '=' ? 2 : 1;
    case '*': case '/': case '%': case '^': case '=': case '!':
        return b == '=' ? 2 : 1;
    case '#':
    case ':':
        return b == p[0] ? 2 : 1;
    case '~': case '?': case ';': case ',': case '(': case ')': case '[': case ']': case '{':
    case '}': case '@':
        return 1;
    default:
        return 0;
    }
}

static int prefix_width(const char *p, int *skip)
{
    if (p[0] == 'L' && (p[1] == '"' || p[1] == '\'')) { *skip = 1; return 4; }
    if (p[0] == 'U' && (p[1] == '"' || p[1] == '\'')) { *skip = 1; return 4; }
    if (p[0] == 'u' && p[1] == '8' && (p[2] == '"' || p[2] == '\'')) { *skip = 2; return 1; }
    if (p[0] == 'u' && (p[1] == '"' || p[1] == '\'')) { *skip = 1; return 2; }
    return 0;
}

/* The ud-suffix after a string or character literal ("abc"_s, "x"s): an identifier right after
 * its closing quote; '_' first, or the library's `s` and `sv`. */
static void ud_after_quote(lexer *L)
{
    const char *e = L->p;
    while (is_ident_char((unsigned char)*e))
        e++;
    int n = (int)(e - L->p);
    if (!n || isdigit((unsigned char)*L->p) || (L->p[0] == '_' && L->p[1] == '_') ||
        (*L->p != '_' && !(n == 1 && *L->p == 's') && !(n == 2 && !memcmp(L->p, "sv", 2))))
        return; /* (a name with two underscores is reserved, no literal's suffix: extern
                   "C"__global__ is two tokens, as g++ reads a macro name after a literal) */
    L->ud = L->p;
    L->ud_len = n;
    L->p = e;
}

/* Large texts' tokens (a translation unit with its headers: 50,000 tokens of 80 bytes for a
 * program that includes <cstdio>) go to a block of their own (sess_pages) that grows in place and
 * that the arena takes over at the end: no copies as it grows, nor into the arena, and the
 * pages touched once (in huge pages); a short run of a small program spent a third of its
 * time in the page faults of those copies. */
#define LEX_MAPPED_TEXT (64u << 10)

static void tok_push(lexer *L, const lex_token *t)
{
    if (L->toks.len == L->toks.cap) {
        size_t cap = L->toks.cap ? L->toks.cap * 2 : 8;
        L->toks.p = L->toks_mapped ? sess_pages_grow(L->toks.p, L->toks.cap * sizeof *t, cap * sizeof *t)
                                   : sess_xrealloc(L->toks.p, cap * sizeof *t);
        CR_ASSERT(L->toks.p != NULL);
        L->toks.cap = cap;
    }
    L->toks.p[L->toks.len++] = *t;
}

static lex_token *push_token(lexer *L, const lex_token *at, lex_kind kind, const char *text, int len)
{
    lex_token t = *at;
    t.kind = kind;
    t.kw = KW_NONE;
    t.text = text;
    t.len = len;
    t.bol = t.space = false;
    tok_push(L, &t);
    return &L->toks.p[L->toks.len - 1];
}

/* A user-defined literal (C++11 [lex.ext]) is the call of its literal operator:
 * 1.5_km is operator "" _km(1.5L), 42_n operator "" _n(42ULL), "abc"_s operator "" _s("abc",
 * 3UL), 'c'_c operator "" _c('c'). After `operator` the literal is the operator's name. */
static void push_udl(lexer *L, lex_token *lit)
{
    const char *ud = L->ud, *value = L->ud_value;
    int ud_len = L->ud_len;
    L->ud = L->ud_value = NULL;
    bool named = L->toks.len && L->toks.p[L->toks.len - 1].kw == KW_OPERATOR;
    if (!named) {
        lex_token *op = push_token(L, lit, TK_IDENT, "operator", 8);
        op->kw = KW_OPERATOR;
        op->bol = lit->bol;
        op->space = lit->space;
    }
    lex_token *q = push_token(L, lit, TK_STR, "\"\"", 2);
    q->str = "";
    q->str_len = 0;
    q->char_width = 1;
    push_token(L, lit, TK_IDENT, ud, ud_len);
    if (named)
        return;
    push_token(L, lit, TK_PUNCT, "(", 1);
    push_token(L, lit, lit->kind, value ? value : lit->text,
               value ? (int)strlen(value) : (int)(ud - lit->text));
    if (lit->kind == TK_STR) {
        push_token(L, lit, TK_PUNCT, ",", 1);
        const char *len = sess_arena_printf(L->arena, "%dUL", lit->str_len);
        lex_token *n = push_token(L, lit, TK_NUM, len, (int)strlen(len));
        n->numtype = LEX_NUM_ULONG;
        n->ival = (uint64_t)lit->str_len;
    }
    push_token(L, lit, TK_PUNCT, ")", 1);
}

/* C++'s alternative tokens ([lex.digraph]): `not`, `and`, `or`, ... are the operators they
 * name, not identifiers. The punctuator of identifier S (N bytes), or NULL. */
static const char *alternative_token(const char *s, int n)
{
    static const char *const alt[][2] = {
        {"and", "&&"}, {"and_eq", "&="}, {"bitand", "&"}, {"bitor", "|"}, {"compl", "~"},
        {"not", "!"}, {"not_eq", "!="}, {"or", "||"}, {"or_eq", "|="}, {"xor", "^"},
        {"xor_eq", "^="},
    };
    if (n < 2 || n > 6 || !strchr("abcnox", *s))
        return NULL;
    for (size_t i = 0; i < sizeof alt / sizeof alt[0]; i++)
        if ((int)strlen(alt[i][0]) == n && !memcmp(alt[i][0], s, (size_t)n))
            return alt[i][1];
    return NULL;
}

static void next_token(lexer *L, bool bol, bool space)
{
    lex_token t = {0};
    t.file = L->file;
    t.line = L->line;
    t.col = (int)(L->p - L->line_start) + 1;
    t.bol = bol;
    t.space = space;
    t.pack = L->pack;
    t.text = L->p;
    const char *start = L->p;
    int skip = 0, w = prefix_width(L->p, &skip);
    if (w || *L->p == '"' || *L->p == '\'') {
        if (L->p[skip] == '"')
            read_string(L, &t, w ? w : 1);
        else
            read_char(L, &t, w ? w : 1);
        ud_after_quote(L);
    } else if (isdigit((unsigned char)*L->p) || (*L->p == '.' && isdigit((unsigned char)L->p[1]))) {
        read_number(L, &t);
    } else if (is_ident_char((unsigned char)*L->p)) {
        while (is_ident_char((unsigned char)*L->p))
            L->p++;
        t.kind = TK_IDENT;
        t.kw = keyword_of(&L->kw, start, (int)(L->p - start));
        const char *alt = t.kw == KW_NONE ? alternative_token(start, (int)(L->p - start)) : NULL;
        if (alt) {
            t.kind = TK_PUNCT;
            t.text = alt; /* (the spelling is the operator's, for lex_is) */
            t.len = (int)strlen(alt);
            tok_push(L, &t);
            return;
        }
    } else {
        int n = punct_len(L->p);
        if (!n) {
            char c[2] = {*L->p, 0};
            lex_error(L, L->p, "stray '%s' in program", c);
            L->p++;
            return;
        }
        t.kind = TK_PUNCT;
        L->p += n;
    }
    t.len = (int)(L->p - start);
    if (L->ud)
        push_udl(L, &t);
    else
        tok_push(L, &t);
}

/* Brackets nested deeper than LEX_MAX_BRACKETS are an error here, before any parser sees
 * them: ours and libtcc's (host code) recurse once per bracket, and libtcc would overflow the
 * C stack. clang's default -fbracket-depth is the same 256. */
static int check_brackets(const lex_tokens *t, sess_diags *d)
{
    int depth = 0;
    for (int i = 0; i < t->n; i++) {
        const lex_token *k = &t->tok[i];
        if (k->kind != TK_PUNCT || k->len != 1)
            continue;
        char c = k->text[0];
        if (c == '(' || c == '[' || c == '{') {
            if (++depth > LEX_MAX_BRACKETS) {
                sess_diag(d, CR_SEV_ERROR, k->file, k->line, k->col, "bracket nesting level "
                          "exceeded maximum of %d", LEX_MAX_BRACKETS);
                return -1;
            }
        } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
            depth--;
        }
    }
    return 0;
}

int lex_tokenize(const char *text, const char *default_file, sess_arena *arena, sess_diags *d,
                 lex_tokens *out)
{
    lexer L = {0};
    kw_table_init(&L.kw);
    L.p = L.line_start = text;
    L.arena = arena;
    L.d = d;
    L.file = intern_file(&L, default_file, strlen(default_file));
    L.line = 1;
    size_t text_len = strlen(text);
    if (text_len >= LEX_MAPPED_TEXT) {
        /* (a token every other byte, more than a text has but for user-defined literals, up to
         * the most a unit may have) */
        L.toks.cap = (text_len / 2 < LEX_MAX_TOKENS ? text_len / 2 : LEX_MAX_TOKENS) + 256;
        L.toks.p = sess_pages(L.toks.cap * sizeof *L.toks.p);
        CR_ASSERT(L.toks.p != NULL);
        L.toks_mapped = true;
    }
    bool bol = true, space = false;
    while (*L.p) {
        char c = *L.p;
        if (c == '\n') {
            L.p++;
            L.line++;
            L.line_start = L.p;
            bol = true;
            space = false;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            L.p++;
            space = true;
            continue;
        }
        if (c == '\\' && L.p[1] == '\n') {
            L.p += 2;
            L.line++;
            L.line_start = L.p;
            continue;
        }
        if (c == '#' && bol) {
            directive(&L);
            continue;
        }
        if (c == '_' && pragma_operator(&L)) {
            space = true;
            continue;
        }
        if (L.toks.len >= LEX_MAX_TOKENS) {
            lex_error(&L, L.p, "translation unit too large: more than %s tokens", "1048576");
            break;
        }
        next_token(&L, bol, space);
        bol = space = false;
    }
    lex_token eof = {0};
    eof.kind = TK_EOF;
    eof.file = L.file;
    eof.line = L.line;
    eof.col = (int)(L.p - L.line_start) + 1;
    eof.text = L.p;
    tok_push(&L, &eof);
    /* Move the tokens into the arena so they live as long as the AST. */
    out->n = (int)L.toks.len;
    if (L.toks_mapped) {
        sess_arena_adopt(arena, L.toks.p, L.toks.cap * sizeof *L.toks.p);
        out->tok = L.toks.p;
    } else {
        out->tok = sess_arena_alloc_raw(arena, L.toks.len * sizeof(lex_token)); /* (copied over) */
        memcpy(out->tok, L.toks.p, L.toks.len * sizeof(lex_token));
        VEC_FREE(L.toks);
    }
    VEC_FREE(L.files);
    if (check_brackets(out, d) < 0)
        return 0;
    return L.errors == 0;
}
