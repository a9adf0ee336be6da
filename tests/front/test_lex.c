/* test_lex.c — the tokenizer's keywords and punctuators, which it finds through a hash table and
 * a switch on the first character: every keyword of the table (lex.h) is lexed as itself, an
 * identifier that only starts like one is not, and each punctuator is one token of its full
 * length, the longest that fits (C11 6.4.6 and C++ [lex.pptoken] 3: "the next preprocessing
 * token is the longest sequence of characters that could constitute a preprocessing token").
 */
#include <criterion/criterion.h>
#include <string.h>

#include "interp/front/lex.h"

/* The tokens of TEXT, as "spelling|" each (a keyword as "kw:spelling|"), without the EOF. */
static char *spell(const char *text)
{
    sess_arena arena;
    sess_arena_init(&arena);
    sess_diags diags;
    sess_diags_init(&diags);
    lex_tokens toks;
    sess_buf out = {0};
    if (lex_tokenize(text, "t.cu", &arena, &diags, &toks))
        for (int i = 0; i < toks.n && toks.tok[i].kind != TK_EOF; i++)
            sess_buf_printf(&out, "%s%.*s|", toks.tok[i].kw ? "kw:" : "", toks.tok[i].len,
                            toks.tok[i].text);
    else
        sess_buf_puts(&out, "error");
    sess_diags_free(&diags);
    sess_arena_free(&arena);
    char *s = sess_buf_take(&out);
    return s ? s : sess_xstrdup("");
}

Test(lex, every_keyword_is_itself)
{
    for (int k = 1; k < KW_COUNT; k++) {
        const char *name = lex_keyword_name((lex_keyword)k);
        sess_arena arena;
        sess_arena_init(&arena);
        sess_diags diags;
        sess_diags_init(&diags);
        lex_tokens toks;
        cr_assert(lex_tokenize(name, "t.cu", &arena, &diags, &toks));
        cr_expect_eq(toks.n, 2, "%s", name);
        cr_expect_str_eq(lex_keyword_name(toks.tok[0].kw), name);
        sess_diags_free(&diags);
        sess_arena_free(&arena);
    }
}

Test(lex, identifiers_near_keywords)
{
    char *s = spell("int intx in _int __global__x __global__ constexpr constexp");
    cr_expect_str_eq(s, "kw:int|intx|in|_int|__global__x|kw:__global__|kw:constexpr|constexp|");
    free(s);
}

Test(lex, punctuators_longest_first)
{
    static const char *const all[] = {
        "<<=", ">>=", "...", "->*", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&",
        "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##", "::", "+", "-", "*", "/",
        "%", "&", "|", "^", "~", "!", "<", ">", "=", "?", ":", ";", ",", ".", "(", ")", "[",
        "]", "{", "}", "#", "@",
    };
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        char text[16], want[16];
        snprintf(text, sizeof text, "a%sb", all[i]);
        snprintf(want, sizeof want, "a|%s|b|", all[i]);
        char *s = spell(text);
        cr_expect_str_eq(s, want);
        free(s);
    }
    char *s = spell("a<<<b>>>c x..y p->*q r-->s t&&&u v:::w");
    cr_expect_str_eq(s, "a|<<|<|b|>>|>|c|x|.|.|y|p|->*|q|r|--|>|s|t|&&|&|u|v|::|:|w|");
    free(s);
}
