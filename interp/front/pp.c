/* pp.c — run libtcc in preprocess-only mode over a source text.
 *
 * libtcc's preprocessor writes its output to the FILE it was given at creation, which is the
 * process's stdout and cannot be changed through the public API. So for the duration of one
 * call, file descriptor 1 is pointed at an anonymous memory file and restored afterwards; the
 * output is read back from there. Preprocessing is quick and runs between (never during) the
 * execution of user code, so nothing else writes to fd 1 meanwhile.
 */
#include "interp/front/pp.h"

#include <libtcc.h>
#include <limits.h>
#include <malloc.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct {
    sess_diags *d;
    int errors;
} pp_ctx;

/* ---- The preprocessor's budget -------------------------------------------------------------
 * libtcc has no hook to stop its preprocessor, but when an allocation fails it stops by itself:
 * it reports an error at the line it is reading and returns from tcc_compile_string. The link
 * wraps the allocator that libtcc's other files call and the two stdio calls its preprocessor
 * writes tokens with (the Makefile's TCC_WRAP), so while lex_preprocess runs, each allocation
 * and each token written also checks the budget (LEX_PP_MAX_MEMORY held: a macro's expansion is
 * built in memory; LEX_PP_MAX_OUTPUT written) and the interrupt flag, and fails as an exhausted
 * allocation would. Otherwise (libtcc compiling host code, anyone's fputs) the wrappers only
 * pass the call on. */
void *__real_tcc_malloc(unsigned long size);
void *__real_tcc_mallocz(unsigned long size);
void *__real_tcc_realloc(void *p, unsigned long size);
void __real_tcc_free(void *p);
int __real_fputs(const char *s, FILE *f);
int __real_fputc(int c, FILE *f);
void *__wrap_tcc_malloc(unsigned long size);
void *__wrap_tcc_mallocz(unsigned long size);
void *__wrap_tcc_realloc(void *p, unsigned long size);
void __wrap_tcc_free(void *p);
int __wrap_fputs(const char *s, FILE *f);
int __wrap_fputc(int c, FILE *f);
/* libtcc's own error exit (what it calls when malloc fails): reports, then longjmps out of the
 * compilation in progress */
void _tcc_error(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

static struct {
    bool armed;        /* lex_preprocess is running */
    int64_t held;      /* bytes allocated since, less those freed */
    int64_t written;   /* bytes of preprocessed text */
    unsigned calls;
    const volatile sig_atomic_t *interrupt;
} budget;

static void check_budget(void)
{
    const char *why = NULL;
    if ((++budget.calls & 1023) == 0 && budget.interrupt && *budget.interrupt)
        why = "interrupted";
    else if (budget.held > LEX_PP_MAX_MEMORY)
        why = "macro expansion takes more than 512 MiB (the preprocessor's limit)";
    else if (budget.written > LEX_PP_MAX_OUTPUT)
        why = "the preprocessed text is larger than 32 MiB (the preprocessor's limit)";
    if (why) {
        budget.armed = false;
        _tcc_error("%s", why);
    }
}

static void spend(int64_t bytes)
{
    if (budget.armed) {
        budget.held += bytes;
        check_budget();
    }
}

void *__wrap_tcc_malloc(unsigned long size)
{
    spend((int64_t)size);
    return __real_tcc_malloc(size);
}

void *__wrap_tcc_mallocz(unsigned long size)
{
    spend((int64_t)size);
    return __real_tcc_mallocz(size);
}

void *__wrap_tcc_realloc(void *p, unsigned long size)
{
    spend((int64_t)size - (int64_t)(p ? malloc_usable_size(p) : 0));
    return __real_tcc_realloc(p, size);
}

void __wrap_tcc_free(void *p)
{
    if (budget.armed && p)
        budget.held -= (int64_t)malloc_usable_size(p);
    __real_tcc_free(p);
}

int __wrap_fputs(const char *s, FILE *f)
{
    if (budget.armed) {
        budget.written += (int64_t)strlen(s);
        check_budget();
    }
    return __real_fputs(s, f);
}

int __wrap_fputc(int c, FILE *f)
{
    if (budget.armed) {
        budget.written++;
        check_budget();
    }
    return __real_fputc(c, f);
}

/* libtcc reports "file:line: error: message", possibly after "In file included from ..."
 * lines. Split it back into our diagnostic fields. */
/* Libraries a CUDA program may include that cudarepl cannot provide (they need a GPU's
 * binaries, a graphics stack or other processes): the library an include file that was not
 * found belongs to, from libtcc's message "include file 'NAME' not found", or NULL. */
static const char *not_provided(const char *msg)
{
    static const char *const libs[][2] = {
        {"cuda_gl_interop.h", "OpenGL interoperability"},
        {"cuda_d3d", "Direct3D interoperability"},
        {"cuda_egl_interop.h", "EGL interoperability"},
        {"cudaEGL.h", "EGL interoperability"},
        {"cudaGL.h", "OpenGL interoperability"},
        {"GL/", "OpenGL"}, {"GLFW/", "OpenGL (GLFW)"}, {"EGL/", "EGL"},
        {"vulkan", "Vulkan"},
        {"cufft", "cuFFT"}, {"cublasLt", "cuBLASLt"}, {"cublasXt", "cuBLASXt"},
        {"cublas.h", "cuBLAS's legacy API (<cublas_v2.h> is provided)"}, {"cublas", "this part of cuBLAS"},
        {"cusparse", "cuSPARSE"},
        {"cusolver", "cuSOLVER"},
        {"nvjpeg.h", "nvJPEG"}, {"npp", "NPP"}, {"cudnn", "cuDNN"}, {"nccl.h", "NCCL"},
        {"nvscibuf.h", "NvSciBuf"}, {"nvscisync.h", "NvSciSync"}, {"nvml.h", "NVML"},
        {"cupti", "CUPTI"}, {"cufile.h", "cuFile"},
        {"nvJitLink.h", "nvJitLink"}, {"nvPTXCompiler.h", "the PTX compiler library"},
        {"thrust/", "this part of Thrust"}, {"cub/", "this part of CUB"}, {"cuda/std/", "libcu++"},
        {"mpi.h", "MPI"},
    };
    const char *q = !strncmp(msg, "include file '", 14) ? msg + 14 : NULL;
    if (!q || !strstr(q, "' not found"))
        return NULL;
    for (size_t i = 0; i < sizeof libs / sizeof libs[0]; i++)
        if (!strncmp(q, libs[i][0], strlen(libs[i][0])))
            return libs[i][1];
    return NULL;
}

void lex_tcc_message(sess_diags *d, const char *msg, int *errors)
{
    const char *last = strrchr(msg, '\n');
    last = last ? last + 1 : msg;
    char file[PATH_MAX] = "";
    int line = 0;
    const char *rest = last;
    const char *colon = strstr(last, ": ");
    if (colon) {
        const char *p = colon;
        while (p > last && p[-1] >= '0' && p[-1] <= '9')
            p--;
        if (p > last && p[-1] == ':' && p < colon) {
            size_t n = (size_t)(p - 1 - last);
            if (n < sizeof file) {
                memcpy(file, last, n);
                file[n] = 0;
                line = atoi(p);
                rest = colon + 2;
            }
        }
    }
    cr_severity sev = CR_SEV_ERROR;
    if (strncmp(rest, "tcc: ", 5) == 0)
        rest += 5;
    if (strncmp(rest, "warning: ", 9) == 0) {
        sev = CR_SEV_WARNING;
        rest += 9;
    } else if (strncmp(rest, "error: ", 7) == 0) {
        rest += 7;
    }
    if (sev == CR_SEV_ERROR && errors)
        (*errors)++;
    const char *lib = sev == CR_SEV_ERROR ? not_provided(rest) : NULL;
    if (lib)
        sess_diag(d, sev, file[0] ? file : NULL, line, 0, "cannot include %.*s: cudarepl does "
                  "not provide %s (docs/libraries.md lists what it provides)",
                  (int)(strstr(rest, " not found") - rest - 13), rest + 13, lib);
    else
        sess_diag(d, sev, file[0] ? file : NULL, line, 0, "%s", rest);
}

static void on_tcc_error(void *opaque, const char *msg)
{
    pp_ctx *c = opaque;
    lex_tcc_message(c->d, msg, &c->errors);
}

static void define_common(TCCState *s, const lex_pp_input *in)
{
    tcc_define_symbol(s, "__CUDACC__", "1");
    tcc_define_symbol(s, "__NVCC__", "1");
    tcc_define_symbol(s, "__CUDACC_VER_MAJOR__", "13");
    tcc_define_symbol(s, "__CUDACC_VER_MINOR__", "0");
    tcc_define_symbol(s, "__CUDACC_VER_BUILD__", "48");
    tcc_define_symbol(s, "__CUDAREPL__", "1");
    tcc_define_symbol(s, "CUDART_VERSION", "13000");
    tcc_define_symbol(s, "__CUDART_API_VERSION", "13000");
    if (in->mode == LEX_PP_DEVICE) {
        tcc_define_symbol(s, "__CUDA_ARCH__", "900");
        tcc_define_symbol(s, "__CUDA_ARCH_LIST__", "900");
        tcc_define_symbol(s, "__CUDACC_DEVICE_ATOMIC_BUILTINS__", "1");
        tcc_define_symbol(s, "__cplusplus", "201703L");
    }
    if (in->mode == LEX_PP_HOST_CXX)
        tcc_define_symbol(s, "__cplusplus", "201703L");
    if (in->defines) {
        const char *p = in->defines;
        while (*p) {
            const char *e = strchr(p, '\n');
            size_t n = e ? (size_t)(e - p) : strlen(p);
            char buf[1024];
            if (n > 0 && n < sizeof buf) {
                memcpy(buf, p, n);
                buf[n] = 0;
                char *eq = strchr(buf, '=');
                if (eq)
                    *eq = 0;
                if (buf[0] == '!')
                    tcc_undefine_symbol(s, buf + 1);
                else
                    tcc_define_symbol(s, buf, eq ? eq + 1 : NULL);
            }
            p += n + (e != NULL);
        }
    }
}

#ifndef CR_MULTIARCH
#if defined(__x86_64__)
#define CR_MULTIARCH "x86_64-linux-gnu"
#elif defined(__aarch64__)
#define CR_MULTIARCH "aarch64-linux-gnu"
#else
#define CR_MULTIARCH ""
#endif
#endif

/* The source file's directory is no include path: only its own #include "..." lines look there
 * (put_source), as g++'s do, so a file of the program's folder never stands in for a header
 * that #include <...> names. */
static void add_paths(TCCState *s, const lex_pp_input *in)
{
    char path[PATH_MAX];
    for (const char *p = in->user_includes; p && *p;) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n > 0 && n < sizeof path) {
            memcpy(path, p, n);
            path[n] = 0;
            tcc_add_include_path(s, path);
        }
        p += n + (e != NULL);
    }
    if (!in->include_dir)
        return;
    if (in->mode == LEX_PP_DEVICE) {
        tcc_set_options(s, "-nostdinc");
        snprintf(path, sizeof path, "%s/device", in->include_dir);
        tcc_add_sysinclude_path(s, path);
        /* then the C library's, as nvcc's device pass sees them: a .cu file's host code may
         * include <pthread.h> or <sys/utsname.h>, which device code does not use */
        tcc_add_sysinclude_path(s, "/usr/include/" CR_MULTIARCH);
        tcc_add_sysinclude_path(s, "/usr/include");
    } else {
        snprintf(path, sizeof path, "%s/host", in->include_dir);
        tcc_add_include_path(s, path);
    }
}

/* Point fd 1 at a memory file; returns the saved fd 1, or -1. */
static int redirect_stdout(int *memfd)
{
    fflush(stdout);
    *memfd = memfd_create("cudarepl-pp", 0);
    if (*memfd < 0)
        return -1;
    int saved = dup(1);
    if (saved < 0 || dup2(*memfd, 1) < 0) {
        close(*memfd);
        if (saved >= 0)
            close(saved);
        return -1;
    }
    return saved;
}

static char *restore_stdout(int saved, int memfd)
{
    fflush(stdout);
    dup2(saved, 1);
    close(saved);
    off_t size = lseek(memfd, 0, SEEK_END);
    char *out = NULL;
    if (size >= 0) {
        out = sess_xmalloc((size_t)size + 1);
        ssize_t got = pread(memfd, out, (size_t)size, 0);
        out[got > 0 ? got : 0] = 0;
    }
    close(memfd);
    return out;
}

/* Is the file an #include names one libtcc may read? libtcc reads what it is given until the
 * end, so `#include "/dev/zero"` or "/dev/urandom" would never end (its output grows by a
 * gigabyte in seconds). Only regular files of at most SESS_MAX_FILE bytes are let through. */
static int check_include(sess_diags *d, const lex_pp_input *in, int line, int col,
                         const char *name, size_t len, int quoted)
{
    char path[PATH_MAX];
    const char *dirs[3] = {NULL, NULL, NULL};
    int nd = 0;
    if (name[0] != '/') {
        if (quoted)
            dirs[nd++] = in->user_dir ? in->user_dir : ".";
        if (in->include_dir)
            dirs[nd++] = in->include_dir; /* with device/ or host/: below */
    }
    for (int i = 0; i <= nd; i++) {
        if (name[0] == '/' ? i > 0 : i == nd)
            break;
        if (name[0] == '/')
            snprintf(path, sizeof path, "%.*s", (int)len, name);
        else if (dirs[i] == in->include_dir)
            snprintf(path, sizeof path, "%s/%s/%.*s", dirs[i],
                     in->mode == LEX_PP_DEVICE ? "device" : "host", (int)len, name);
        else
            snprintf(path, sizeof path, "%s/%.*s", dirs[i], (int)len, name);
        struct stat st;
        if (stat(path, &st) != 0)
            continue;
        const char *why = !S_ISREG(st.st_mode) ? "not a regular file"
                          : st.st_size > SESS_MAX_FILE ? "larger than cudarepl reads (64 MiB)"
                                                       : NULL;
        if (why) {
            sess_diag(d, CR_SEV_ERROR, in->name, line, col, "cannot include '%.*s': %s",
                      (int)len, name, why);
            return -1;
        }
        return 0;
    }
    return 0;
}

/* The file named by the #include (or #include_next) directive that line P starts with: NAME
 * and LEN, QUOTED for "..."; false when P is no such directive. */
static bool include_line(const char *p, const char **name, size_t *len, bool *quoted)
{
    const char *q = p;
    while (*q == ' ' || *q == '\t')
        q++;
    if (*q != '#')
        return false;
    q++;
    while (*q == ' ' || *q == '\t')
        q++;
    if (strncmp(q, "include", 7) != 0)
        return false;
    q += strncmp(q, "include_next", 12) ? 7 : 12;
    while (*q == ' ' || *q == '\t')
        q++;
    char close = *q == '"' ? '"' : *q == '<' ? '>' : 0;
    const char *e = close ? strchr(q + 1, close) : NULL;
    const char *nl = strchr(q, '\n');
    if (!e || (nl && e > nl) || e == q + 1)
        return false;
    *name = q + 1;
    *len = (size_t)(e - q - 1);
    *quoted = close == '"';
    return true;
}

/* Diagnoses the #include lines of the text that name a file libtcc must not read. */
static int check_includes(const lex_pp_input *in, sess_diags *d)
{
    int bad = 0, line = 1;
    for (const char *p = in->text; *p; line++) {
        const char *name;
        size_t len;
        bool quoted;
        if (include_line(p, &name, &len, &quoted) &&
            check_include(d, in, line, (int)(name - p), name, len, quoted) < 0)
            bad = 1;
        const char *nl = strchr(p, '\n');
        if (!nl)
            break;
        p = nl + 1;
    }
    return bad ? -1 : 0;
}

/* The text into B, its #include "..." lines of a file in the source file's directory naming
 * it there (dir/name, as g++ names it): libtcc looks for the main text's "..." files in the
 * current directory only. */
/* LINE (N bytes) into B without its numbers' digit separators (C++14 [lex.icon]: 1'000'000,
 * 0b1010'1010), which libtcc's preprocessor reads as character literals; string and character
 * literals and comments are copied as they are. *IN_COMMENT: a block comment runs on. */
static void put_line(sess_buf *b, const char *p, size_t n, bool *in_comment)
{
    const char *e = p + n;
    while (p < e) {
        if (*in_comment) {
            const char *end = p;
            while (end + 1 < e && !(end[0] == '*' && end[1] == '/'))
                end++;
            if (end + 1 < e) {
                *in_comment = false;
                end += 2;
            } else {
                end = e;
            }
            sess_buf_put(b, p, (size_t)(end - p));
            p = end;
            continue;
        }
        char c = *p;
        if (c == '/' && p + 1 < e && p[1] == '/') {
            sess_buf_put(b, p, (size_t)(e - p));
            return;
        }
        if (c == '/' && p + 1 < e && p[1] == '*') {
            *in_comment = true;
            sess_buf_put(b, p, 2);
            p += 2;
            continue;
        }
        if (c == '"' || c == '\'') { /* a literal, to its closing quote */
            const char *q = p + 1;
            while (q < e && *q != c && *q != '\n')
                q += *q == '\\' && q + 1 < e ? 2 : 1;
            if (q < e && *q == c)
                q++;
            sess_buf_put(b, p, (size_t)(q - p));
            p = q;
            continue;
        }
        bool ident = c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if (ident) { /* (a name with digits and u8'x' prefixes: as it is) */
            const char *q = p;
            while (q < e && (*q == '_' || (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') ||
                             (*q >= '0' && *q <= '9')))
                q++;
            sess_buf_put(b, p, (size_t)(q - p));
            p = q;
            continue;
        }
        if (c >= '0' && c <= '9') { /* a pp-number: its separators dropped */
            const char *q = p;
            while (q < e) {
                char d = *q;
                bool alnum = d == '_' || d == '.' || (d >= 'a' && d <= 'z') || (d >= 'A' && d <= 'Z') ||
                             (d >= '0' && d <= '9');
                if (alnum) {
                    sess_buf_putc(b, d);
                    q++;
                } else if ((d == '+' || d == '-') && strchr("eEpP", q[-1])) {
                    sess_buf_putc(b, d);
                    q++;
                } else if (d == '\'' && q + 1 < e &&
                           ((q[1] >= '0' && q[1] <= '9') || (q[1] >= 'a' && q[1] <= 'f') ||
                            (q[1] >= 'A' && q[1] <= 'F'))) {
                    q++; /* 1'000 */
                } else {
                    break;
                }
            }
            p = q;
            continue;
        }
        sess_buf_putc(b, c);
        p++;
    }
}

static bool ident_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* C++11 raw string literals (R"delim(...)delim", also u8R, uR, UR, LR) rewritten as ordinary
 * literals, which libtcc's preprocessor and the lexer read: their characters escaped, the
 * newlines they held put after the literal so that every later line keeps its number (and a
 * line of the literal that starts with '#' is no directive). */
char *lex_cook_raw_strings(const char *text, bool *unended)
{
    if (unended)
        *unended = false;
    if (!strstr(text, "R\""))
        return NULL;
    sess_buf b = {0};
    bool any = false;
    for (const char *p = text; *p;) {
        const char *q = p;
        if (p[0] == '/' && p[1] == '/') {
            while (*q && *q != '\n')
                q++;
        } else if (p[0] == '/' && p[1] == '*') {
            const char *e = strstr(p + 2, "*/");
            q = e ? e + 2 : p + strlen(p);
        } else if (*p == '"' || *p == '\'') {
            for (q = p + 1; *q && *q != *p && *q != '\n';)
                q += *q == '\\' && q[1] ? 2 : 1;
            if (*q == *p)
                q++;
        } else if (ident_char(*p) && !(p > text && ident_char(p[-1]))) {
            while (ident_char(*q))
                q++;
            size_t n = (size_t)(q - p);
            bool raw = *q == '"' && p[n - 1] == 'R' &&
                       (n == 1 || (n == 2 && strchr("uUL", p[0])) || (n == 3 && !memcmp(p, "u8", 2)));
            const char *open = raw ? q + 1 : NULL, *body = NULL, *end = NULL;
            if (raw) {
                while (*open && *open != '(' && *open != ')' && *open != '\\' && *open != ' ' &&
                       *open != '"' && *open != '\n' && open - q <= 17)
                    open++;
                if (*open == '(') {
                    size_t dl = (size_t)(open - q - 1);
                    body = open + 1;
                    for (end = body; *end; end++)
                        if (*end == ')' && !strncmp(end + 1, q + 1, dl) && end[1 + dl] == '"')
                            break;
                    if (!*end) {
                        body = NULL;
                        if (unended)
                            *unended = true;
                    } else {
                        q = end + dl + 2;
                    }
                }
            }
            if (body) {
                any = true;
                sess_buf_put(&b, p, n - 1); /* the prefix without its R */
                sess_buf_putc(&b, '"');
                int lines = 0;
                for (const char *c = body; c < end; c++) {
                    unsigned char u = (unsigned char)*c;
                    if (u == '\\' || u == '"')
                        sess_buf_printf(&b, "\\%c", u);
                    else if (u == '\n')
                        sess_buf_puts(&b, "\\n"), lines++;
                    else if (u < 0x20 || u == 0x7f)
                        sess_buf_printf(&b, "\\%03o", u);
                    else
                        sess_buf_putc(&b, (char)u);
                }
                sess_buf_putc(&b, '"');
                while (lines--)
                    sess_buf_putc(&b, '\n');
                p = q;
                continue;
            }
        } else {
            q = p + 1;
        }
        sess_buf_put(&b, p, (size_t)(q - p));
        p = q;
    }
    if (!any) {
        sess_buf_free(&b);
        return NULL;
    }
    sess_buf_putc(&b, 0);
    return b.p;
}

static void put_source(sess_buf *b, const lex_pp_input *in)
{
    const char *dir = in->user_dir;
    bool here = !dir || !strcmp(dir, ".");
    bool in_comment = false;
    char *cooked = lex_cook_raw_strings(in->text, NULL);
    for (const char *p = cooked ? cooked : in->text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p + 1) : strlen(p);
        const char *name;
        size_t len;
        bool quoted;
        char path[PATH_MAX];
        struct stat st;
        if (!here && include_line(p, &name, &len, &quoted) && quoted && name[0] != '/' &&
            snprintf(path, sizeof path, "%s/%.*s", dir, (int)len, name) < (int)sizeof path &&
            stat(path, &st) == 0) {
            sess_buf_printf(b, "%.*s%s%s%.*s", (int)(name - p), p, dir,
                            dir[strlen(dir) - 1] == '/' ? "" : "/", (int)(p + n - name), name);
        } else {
            put_line(b, p, n, &in_comment);
        }
        p += n;
    }
    free(cooked);
}

char *lex_preprocess(const lex_pp_input *in, sess_diags *d)
{
    if (check_includes(in, d) < 0)
        return NULL;
    pp_ctx ctx = {d, 0};
    TCCState *s = tcc_new();
    if (!s) {
        sess_diag(d, CR_SEV_ERROR, in->name, 0, 0, "cannot start the preprocessor");
        return NULL;
    }
    tcc_set_error_func(s, &ctx, on_tcc_error);
    add_paths(s, in);
    tcc_set_output_type(s, TCC_OUTPUT_PREPROCESS);
    define_common(s, in);

    /* What comes before the text (nvcc's implicit cuda_runtime.h, the caller's prelude) is an
     * -include file: libtcc's line markers then number the text from its first line, which a
     * #line after an #include does not achieve. */
    sess_buf pre = {0};
    if (in->mode == LEX_PP_HOST_CXX)
        /* glibc makes __attribute__ nothing for a compiler that is not GCC (libtcc is not): the
         * front end reads it as g++ would (aligned(16), ...) */
        sess_buf_puts(&pre, "#include <sys/cdefs.h>\n#undef __attribute__\n");
    if (in->include_dir)
        sess_buf_puts(&pre, "#include <cuda_runtime.h>\n");
    if (in->prelude)
        sess_buf_puts(&pre, in->prelude);
    int prefd = -1;
    if (pre.len) {
        prefd = memfd_create("cudarepl-prelude", MFD_CLOEXEC);
        if (prefd < 0 || write(prefd, pre.p, pre.len) != (ssize_t)pre.len) {
            if (prefd >= 0)
                close(prefd);
            sess_buf_free(&pre);
            tcc_delete(s);
            sess_diag(d, CR_SEV_ERROR, in->name, 0, 0, "cannot pass the implicit includes to the preprocessor");
            return NULL;
        }
        char opt[64];
        snprintf(opt, sizeof opt, "-include /proc/self/fd/%d", prefd);
        tcc_set_options(s, opt);
    }
    sess_buf_free(&pre);
    sess_buf src = {0};
    sess_buf_printf(&src, "#line 1 \"%s\"\n", in->name);
    put_source(&src, in);
    sess_buf_putc(&src, '\n');

    int memfd;
    int saved = redirect_stdout(&memfd);
    if (saved < 0) {
        sess_buf_free(&src);
        if (prefd >= 0)
            close(prefd);
        tcc_delete(s);
        sess_diag(d, CR_SEV_ERROR, in->name, 0, 0, "cannot capture the preprocessor's output");
        return NULL;
    }
    budget.held = budget.written = 0;
    budget.interrupt = in->interrupt;
    budget.armed = true;
    int r = tcc_compile_string(s, src.p);
    budget.armed = false;
    char *out = restore_stdout(saved, memfd);
    if (prefd >= 0)
        close(prefd);
    tcc_delete(s);
    sess_buf_free(&src);
    if (r < 0 || ctx.errors) {
        if (!ctx.errors)
            sess_diag(d, CR_SEV_ERROR, in->name, 0, 0, "preprocessing failed");
        free(out);
        return NULL;
    }
    return out;
}

static int is_include_dir(const char *dir)
{
    char p[PATH_MAX + 64];
    snprintf(p, sizeof p, "%s/cudarepl.h", dir);
    return access(p, R_OK) == 0;
}

int lex_find_include_dir(char *out, size_t size)
{
    const char *env = getenv("CUDAREPL_INCLUDE");
    if (env && is_include_dir(env)) {
        snprintf(out, size, "%s", env);
        return 1;
    }
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return 0;
    exe[n] = 0;
    /* bin/cudarepl, build/tests/x, build-asan/bin/x, PREFIX/bin/x: look a few levels up */
    static const char *const rel[] = {"include", "share/cudarepl/include"};
    for (int up = 0; up < 4; up++) {
        char *slash = strrchr(exe, '/');
        if (!slash)
            break;
        *slash = 0;
        for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
            char cand[PATH_MAX + 32];
            snprintf(cand, sizeof cand, "%s/%s", exe, rel[i]);
            if (is_include_dir(cand)) {
                snprintf(out, size, "%s", cand);
                return 1;
            }
        }
    }
    return 0;
}
