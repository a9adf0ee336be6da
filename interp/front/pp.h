/* pp.h — preprocessing with libtcc's preprocessor (ARCHITECTURE: "one C front end for device
 * code; preprocessing uses libtcc's preprocessor"). The output keeps GNU line markers
 * (`# N "file"`), which the lexer turns back into file/line positions.
 */
#ifndef CR_PP_H
#define CR_PP_H

#include <signal.h>
#include <stdbool.h>

#include "interp/session/diag.h"

/* device: __CUDA_ARCH__ and cudarepl's device headers; host C++: the host pass as the front end
 * reads it (C++, the host headers) */
typedef enum { LEX_PP_DEVICE, LEX_PP_HOST_CXX } lex_pp_mode;

/* What a session keeps of its prelude from one cell to the next (pp.c, "The prelude's image"). */
typedef struct lex_pp_cache lex_pp_cache;

typedef struct {
    const char *name;            /* file name for line markers and diagnostics */
    const char *text;            /* the source */
    lex_pp_mode mode;            /* device: __CUDA_ARCH__=900 and cudarepl's device headers */
    const char *include_dir;     /* cudarepl's include/ folder */
    const char *user_dir;        /* the directory of the source file, for "..." includes */
    const char *defines;         /* extra "NAME=VALUE\n" lines ("!NAME": undefined), or NULL */
    const char *user_includes;   /* directories searched for #include, one per line, or NULL */
    const char *prelude;         /* text placed before the source (e.g. an #include), or NULL */
    const volatile sig_atomic_t *interrupt; /* set (by Ctrl-C, a Jupyter interrupt): stop, or
                                               NULL */
    lex_pp_cache *cache;         /* the prelude's image, kept for the next text, or NULL */
    bool host_only;              /* a .cpp/.cc/.cxx/.c file, which nvcc hands to the host compiler
                                    as it is: no __CUDACC__, no implicit cuda_runtime.h */
} lex_pp_input;

/* What preprocessing may cost: the preprocessor's own memory (macro expansions are built in
 * memory: ten nested macros that each use the one before twice make 2^10 tokens) and the
 * preprocessed text. Past either, or when *interrupt is set, it stops with an error. */
#define LEX_PP_MAX_MEMORY (512l << 20)
#define LEX_PP_MAX_OUTPUT (32l << 20)

/* The preprocessed text (malloc'ed), or NULL after errors (reported into D). */
char *lex_preprocess(const lex_pp_input *in, sess_diags *d);

/* C TEXT as libtcc's preprocessor writes it with -dD (the #define and #undef directives run
 * written out where they stand), INCLUDE_PATH (may be NULL) searched first and nothing else
 * set, as libtcc compiling host code has it: compiling the result and then more text is
 * compiling TEXT and then that text, less the reading and expanding of the files TEXT
 * includes. Malloc'ed; NULL after errors (reported into D). */
char *lex_preprocess_c_image(const char *text, const char *include_path, sess_diags *d);

/* A cache for lex_pp_input.cache; CHECK: every text it serves is also preprocessed in full and
 * compared (a difference is an error). */
lex_pp_cache *lex_pp_cache_new(bool check);
void lex_pp_cache_free(lex_pp_cache *c);
/* Keep images on disk in DIR too (NULL or "": not), for the next process (pp.c, "Images on
 * disk"); the session's is lex_pp_disk_dir's. */
void lex_pp_cache_set_dir(lex_pp_cache *c, const char *dir);
/* The folder for images on disk: $CUDAREPL_CACHE_DIR ("" or "0": none), else
 * $XDG_CACHE_HOME/cudarepl, else $HOME/.cache/cudarepl, made (0700) when missing; false
 * when there is none. */
bool lex_pp_disk_dir(char *out, size_t size);
/* How many images the cache read from disk. */
unsigned long lex_pp_cache_loads(const lex_pp_cache *c);
/* How many texts the cache served, and how many images it made (C may be NULL). */
void lex_pp_cache_counts(const lex_pp_cache *c, unsigned long *hits, unsigned long *builds);

/* TEXT with its C++11 raw string literals (R"d(...)d") written as ordinary ones (malloc'ed), or
 * NULL when it has none; *UNENDED (when not NULL) says whether one starts and does not end. */
char *lex_cook_raw_strings(const char *text, bool *unended);

/* Route one libtcc message ("file:line: error: text") into D as a diagnostic; errors are
 * counted in *ERRORS when not NULL. */
void lex_tcc_message(sess_diags *d, const char *msg, int *errors);

/* Find the include/ folder of this installation (next to the executable, or
 * $CUDAREPL_INCLUDE) into OUT; 0 when there is none. */
int lex_find_include_dir(char *out, size_t size);

#endif
