/* lex.h — tokens of preprocessed CUDA C.
 *
 * The lexer turns the preprocessor's output into an array of tokens, each with the file, line
 * and column it came from (GNU line markers `# N "file"` restore the user's positions).
 * Keywords are identifiers with a keyword id, so the parser compares integers.
 */
#ifndef CR_LEX_H
#define CR_LEX_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "interp/session/diag.h"

typedef enum { TK_IDENT, TK_PUNCT, TK_NUM, TK_STR, TK_CHAR, TK_EOF } lex_kind;

/* Keywords of C11, the C++ that CUDA C code uses, and CUDA's own specifiers. */
#define LEX_KEYWORDS(X)                                                                           \
    X(AUTO, "auto") X(BREAK, "break") X(CASE, "case") X(CHAR, "char") X(CONST, "const")           \
    X(CONTINUE, "continue") X(DEFAULT, "default") X(DO, "do") X(DOUBLE, "double")                 \
    X(ELSE, "else") X(ENUM, "enum") X(EXTERN, "extern") X(FLOAT, "float") X(FOR, "for")           \
    X(GOTO, "goto") X(IF, "if") X(INLINE, "inline") X(INT, "int") X(LONG, "long")                 \
    X(REGISTER, "register") X(RESTRICT, "restrict") X(RETURN, "return") X(SHORT, "short")         \
    X(SIGNED, "signed") X(SIZEOF, "sizeof") X(STATIC, "static") X(STRUCT, "struct")               \
    X(SWITCH, "switch") X(TYPEDEF, "typedef") X(UNION, "union") X(UNSIGNED, "unsigned")           \
    X(VOID, "void") X(VOLATILE, "volatile") X(WHILE, "while") X(BOOL_C, "_Bool")                  \
    X(ALIGNAS, "_Alignas") X(ALIGNOF, "_Alignof") X(STATIC_ASSERT, "_Static_assert")              \
    X(NORETURN, "_Noreturn") X(THREAD_LOCAL, "_Thread_local") X(GENERIC, "_Generic")              \
    X(BOOL, "bool") X(TRUE, "true") X(FALSE, "false") X(NULLPTR, "nullptr")                       \
    X(CONSTEXPR, "constexpr") X(STATIC_CAST, "static_cast")                                       \
    X(REINTERPRET_CAST, "reinterpret_cast") X(CONST_CAST, "const_cast") X(TEMPLATE, "template")   \
    X(TYPENAME, "typename") X(NAMESPACE, "namespace") X(USING, "using") X(CLASS, "class")         \
    X(OPERATOR, "operator") X(NEW, "new") X(DELETE, "delete") X(THIS, "this")                     \
    X(ALIGNAS_CXX, "alignas") X(ALIGNOF_CXX, "alignof") X(STATIC_ASSERT_CXX, "static_assert")     \
    X(ALIGNOF_GNU, "__alignof__") X(ALIGNOF_GNU2, "__alignof")                                    \
    X(DECLTYPE, "decltype") X(ASM, "asm") X(ASM_GNU, "__asm__") X(ASM_GNU2, "__asm")              \
    X(ATTRIBUTE, "__attribute__") X(EXTENSION, "__extension__") X(TYPEOF, "__typeof__")           \
    X(TYPEOF2, "typeof") X(INLINE_GNU, "__inline__") X(INLINE_GNU2, "__inline")                   \
    X(RESTRICT_GNU, "__restrict") X(RESTRICT_GNU2, "__restrict__") X(VOLATILE_GNU, "__volatile__")\
    X(CONST_GNU, "__const") X(SIGNED_GNU, "__signed__")                                           \
    X(GLOBAL, "__global__") X(DEVICE, "__device__") X(HOST, "__host__")                           \
    X(SHARED, "__shared__") X(CONSTANT, "__constant__") X(MANAGED, "__managed__")                 \
    X(NOINLINE, "__noinline__") X(FORCEINLINE, "__forceinline__")                                 \
    X(INLINE_HINT, "__inline_hint__") X(LAUNCH_BOUNDS, "__launch_bounds__")                       \
    X(MAXNREG, "__maxnreg__") X(CLUSTER_DIMS, "__cluster_dims__")                                 \
    X(GRID_CONSTANT, "__grid_constant__") X(ALIGN, "__align__") X(TILE, "__tile__")               \
    X(TILE_GLOBAL, "__tile_global__") X(BUILTIN_ALIGN, "__builtin_align__")                       \
    X(VA_ARG, "__builtin_va_arg") X(OFFSETOF, "__builtin_offsetof") X(INT128, "__int128")        \
    X(THREAD_LOCAL_CXX, "thread_local") X(THREAD_GNU, "__thread")

typedef enum {
    KW_NONE = 0,
#define LEX_KW_ENUM(id, s) KW_##id,
    LEX_KEYWORDS(LEX_KW_ENUM)
#undef LEX_KW_ENUM
    KW_COUNT
} lex_keyword;

/* Numeric literal types. */
typedef enum {
    LEX_NUM_INT, LEX_NUM_UINT, LEX_NUM_LONG, LEX_NUM_ULONG, LEX_NUM_LLONG, LEX_NUM_ULLONG,
    LEX_NUM_FLOAT, LEX_NUM_DOUBLE, LEX_NUM_LDOUBLE
} lex_numtype;

typedef struct lex_token {
    lex_kind kind;
    lex_keyword kw;         /* TK_IDENT: keyword id or KW_NONE */
    const char *text;       /* spelling (points into the preprocessed text) */
    int len;
    const char *file;       /* interned */
    int line, col;
    bool bol, space;        /* first on its line; preceded by whitespace */
    uint8_t pack;           /* the #pragma pack in force here: members' largest alignment, or 0 */
    /* literals */
    lex_numtype numtype;
    uint64_t ival;
    double fval;
    uint64_t ldbits[2];     /* a long double literal (1.0L): its value's bytes (fval: as a double,
                               which may not hold it) */
    char *str;              /* TK_STR: decoded bytes (NUL-terminated); str_len excludes it */
    int str_len;            /* (TK_CHAR: the characters between its quotes) */
    int char_width;         /* 1, or 2/4 for u/U/L literals */
} lex_token;

typedef struct {
    lex_token *tok;
    int n;
} lex_tokens;

/* Tokenise TEXT (preprocessor output). Errors go to D; returns 0 if any were found, brackets
 * nested deeper than LEX_MAX_BRACKETS among them. Tokens and strings live in ARENA. */
#define LEX_MAX_BRACKETS 256
/* At most this many tokens in a translation unit (after preprocessing): the front end spends
 * about 500 bytes a token, so a 10 MB expression is refused instead of taking gigabytes. */
#define LEX_MAX_TOKENS (1 << 20)
int lex_tokenize(const char *text, const char *default_file, sess_arena *arena, sess_diags *d,
                 lex_tokens *out);

/* Is the token the punctuator S? (Inline: the parser asks it of most tokens, and S's length
 * is then a constant.) */
static inline bool lex_is(const lex_token *t, const char *s)
{
    size_t n = strlen(s);
    return t->kind == TK_PUNCT && (size_t)t->len == n && memcmp(t->text, s, n) == 0;
}
/* Is LINE (of preprocessed text) a line marker `# N "file" ...`? Then *FILE and *LEN are the
 * file's name, in the line. */
bool lex_line_marker(const char *line, const char **file, size_t *len);
/* Leave out (line markers kept, so the other lines keep their positions) the lines of
 * preprocessed TEXT that come from a file for which BLANK(CTX, file, len) says so; it is asked
 * at each line marker, with FILE in TEXT, which moves afterwards (a name to keep is copied). */
void lex_blank_files(char *text, bool (*blank)(void *ctx, const char *file, size_t len), void *ctx);
/* Leave out of preprocessed TEXT the line markers (and empty lines) that a line marker
 * follows: they name no line of text, the next one sets the file and the line again. (What
 * lex_blank_files leaves: a marker for each header left out, as it enters and leaves.) */
void lex_drop_idle_markers(char *text);

const char *lex_keyword_name(lex_keyword k);

#endif
