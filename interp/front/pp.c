/* pp.c — run libtcc in preprocess-only mode over a source text.
 *
 * libtcc's preprocessor writes its output to the FILE it was given at creation, which is the
 * process's stdout and cannot be changed through the public API. So for the duration of one
 * call, file descriptor 1 is pointed at an anonymous memory file and restored afterwards; the
 * output is read back from there. Preprocessing is quick and runs between (never during) the
 * execution of user code, so nothing else writes to fd 1 meanwhile.
 */
#include "interp/front/pp.h"
#include "interp/front/lex.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdatomic.h>
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
    char quiet[40];   /* "FILE:": messages about it are not reported ... */
    int quiet_errors; /* ... but its errors counted */
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
    const char *last = strrchr(msg, '\n');
    last = last ? last + 1 : msg;
    if (c->quiet[0] && !strncmp(last, c->quiet, strlen(c->quiet))) {
        c->quiet_errors += !strstr(last, ": warning: ");
        return;
    }
    lex_tcc_message(c->d, msg, &c->errors);
}

static void define_common(TCCState *s, const lex_pp_input *in)
{
    if (!in->host_only) {
        tcc_define_symbol(s, "__CUDACC__", "1");
        tcc_define_symbol(s, "__NVCC__", "1");
        tcc_define_symbol(s, "__CUDACC_VER_MAJOR__", "13");
        tcc_define_symbol(s, "__CUDACC_VER_MINOR__", "0");
        tcc_define_symbol(s, "__CUDACC_VER_BUILD__", "48");
        tcc_define_symbol(s, "CUDART_VERSION", "13000");
        tcc_define_symbol(s, "__CUDART_API_VERSION", "13000");
    }
    tcc_define_symbol(s, "__CUDAREPL__", "1");
    if (in->mode == LEX_PP_DEVICE) {
        tcc_define_symbol(s, "__CUDA_ARCH__", "900");
        tcc_define_symbol(s, "__CUDA_ARCH_LIST__", "900");
        tcc_define_symbol(s, "__CUDACC_DEVICE_ATOMIC_BUILTINS__", "1");
        tcc_define_symbol(s, "__cplusplus", "201703L");
    }
    if (in->mode == LEX_PP_HOST_CXX)
        tcc_define_symbol(s, "__cplusplus", "201703L");
#if defined(__x86_64__)
    /* the x86-64 baseline g++ builds for (SSE2), whose intrinsics include/host/ has; -Xcompiler
     * -mavx and the like add theirs (repl/main.c). nvcc's front end preprocesses device code with
     * the host compiler's macros too. */
    static const char *const simd[] = {"__MMX__", "__SSE__", "__SSE2__", "__MMX_WITH_SSE__",
                                       "__SSE_MATH__", "__SSE2_MATH__"};
    for (size_t i = 0; i < sizeof simd / sizeof simd[0]; i++)
        tcc_define_symbol(s, simd[i], "1");
#endif
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

/* TEXT into B, its #include "..." lines of a file in DIR naming it there (NULL or ".": the
 * current directory, which libtcc looks in for the main text's "..." files). */
static void put_text(sess_buf *b, const char *text, const char *dir)
{
    bool here = !dir || !strcmp(dir, ".");
    bool in_comment = false;
    char *cooked = lex_cook_raw_strings(text, NULL);
    for (const char *p = cooked ? cooked : text; *p;) {
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

static void put_source(sess_buf *b, const lex_pp_input *in)
{
    put_text(b, in->text, in->user_dir);
}

/* What goes before the text (nvcc's implicit cuda_runtime.h, the caller's prelude) into PRE. */
static void prelude_text(const lex_pp_input *in, sess_buf *pre)
{
    if (in->mode == LEX_PP_HOST_CXX)
        /* glibc makes __attribute__ nothing for a compiler that is not GCC (libtcc is not): the
         * front end reads it as g++ would (aligned(16), ...) */
        sess_buf_puts(pre, "#include <sys/cdefs.h>\n#undef __attribute__\n");
    if (in->include_dir)
        sess_buf_puts(pre, in->host_only ? "#include <crt/cxx_support.h>\n" : "#include <cuda_runtime.h>\n");
    if (in->prelude) {
        /* its #include "..." lines name a file of the source's directory (the prelude is an
         * -include file, /proc/self/fd/N, whose own directory is no place to look) */
        char cwd[PATH_MAX];
        const char *dir = in->user_dir && strcmp(in->user_dir, ".") ? in->user_dir
                          : getcwd(cwd, sizeof cwd)               ? cwd
                                                                  : NULL;
        put_text(pre, in->prelude, dir);
        sess_buf_putc(pre, '\n');
    }
}

/* One run of libtcc's preprocessor over IN's text with PRE (LEN bytes) as its -include file
 * (none when LEN is 0), whose number in the line markers `# 1 "/proc/self/fd/N" 1` goes into
 * *PREFD. DUMP: -dD, the #define and #undef directives run are written out where they stand.
 * QUIET_PRE: messages about PRE itself are not reported (*PRE_ERRORS counts its errors). The
 * preprocessed text (malloc'ed), or NULL after errors. */
static char *run_tcc(const lex_pp_input *in, sess_diags *d, const char *pre, size_t len, bool dump,
                     bool quiet_pre, int *prefd_out, int *pre_errors)
{
    pp_ctx ctx = {d, 0, "", 0};
    TCCState *s = tcc_new();
    if (!s) {
        sess_diag(d, CR_SEV_ERROR, in->name, 0, 0, "cannot start the preprocessor");
        return NULL;
    }
    tcc_set_error_func(s, &ctx, on_tcc_error);
    add_paths(s, in);
    tcc_set_output_type(s, TCC_OUTPUT_PREPROCESS);
    define_common(s, in);
    if (dump)
        tcc_set_options(s, "-dD");

    /* The prelude is an -include file: libtcc's line markers then number the text from its
     * first line, which a #line after an #include does not achieve. */
    int prefd = -1;
    if (len) {
        prefd = memfd_create("cudarepl-prelude", MFD_CLOEXEC);
        if (prefd < 0 || write(prefd, pre, len) != (ssize_t)len) {
            if (prefd >= 0)
                close(prefd);
            tcc_delete(s);
            sess_diag(d, CR_SEV_ERROR, in->name, 0, 0, "cannot pass the implicit includes to the preprocessor");
            return NULL;
        }
        char opt[64];
        snprintf(opt, sizeof opt, "-include /proc/self/fd/%d", prefd);
        tcc_set_options(s, opt);
        if (quiet_pre)
            snprintf(ctx.quiet, sizeof ctx.quiet, "/proc/self/fd/%d:", prefd);
    }
    if (prefd_out)
        *prefd_out = prefd;
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
    if (pre_errors)
        *pre_errors = ctx.quiet_errors;
    if (r < 0 || ctx.errors || ctx.quiet_errors) {
        if (!ctx.errors && !ctx.quiet_errors)
            sess_diag(d, CR_SEV_ERROR, in->name, 0, 0, "preprocessing failed");
        free(out);
        return NULL;
    }
    return out;
}

/* ---- The prelude's image, kept from one cell to the next ------------------------------------
 * A REPL cell is preprocessed after everything earlier cells included and defined (the
 * prelude), which is the same for cell after cell: the headers, read, expanded and written
 * out again for every cell, were most of a cell's time. The cache keeps, per mode, an image of
 * the prelude: the text it preprocesses to (HEAD, up to the line marker where the source's
 * own text starts) and the macros in force at its end (DEFS, as #define and #undef lines,
 * which libtcc's -dD writes where the prelude's directives run). A later cell's text is then
 * preprocessed with DEFS alone as its -include file, and its text put after HEAD: the same
 * text, line for line, as the whole prelude gives (CUDAREPL_PP_CACHE=check compares the two
 * for every cell).
 *
 * The image holds while its key (the mode, include folders, command-line defines, the prelude
 * text, the working directory) is the same and no file it read has changed (size, time,
 * inode). A text with a '#' outside its literals (a directive: a new #include or #define,
 * #if) or with __COUNTER__ is preprocessed in full, as is every text when the prelude's
 * macros cannot be written back as they were (a GNU named variadic parameter, `args...`,
 * which -dD writes as a plain parameter). */

typedef struct {
    char *path;
    dev_t dev;
    ino_t ino;
    off_t size;
    struct timespec mtime;
} pp_stamp;

typedef struct {
    bool built;      /* there is an image for KEY */
    bool usable;     /* its DEFS are the prelude's macros exactly */
    char *key;
    size_t keylen;
    char *head;      /* the prelude's preprocessed text, to the source's first line */
    size_t head_len;
    char *marker;    /* HEAD's last line: the marker after which the source's text starts */
    char *defs;      /* the macros at the prelude's end, as directives */
    VEC(pp_stamp) files;
} pp_image;

struct lex_pp_cache {
    bool check;
    pp_image img[2]; /* per lex_pp_mode */
    unsigned long hits, builds, loads;
    char *dir;       /* where images are kept on disk ("Images on disk"), or NULL */
};

lex_pp_cache *lex_pp_cache_new(bool check)
{
    lex_pp_cache *c = sess_xcalloc(1, sizeof *c);
    c->check = check;
    return c;
}

static void image_clear(pp_image *im)
{
    free(im->key);
    free(im->head);
    free(im->marker);
    free(im->defs);
    for (size_t i = 0; i < im->files.len; i++)
        free(im->files.p[i].path);
    VEC_FREE(im->files);
    memset(im, 0, sizeof *im);
}

void lex_pp_cache_free(lex_pp_cache *c)
{
    if (!c)
        return;
    for (int i = 0; i < 2; i++)
        image_clear(&c->img[i]);
    free(c->dir);
    free(c);
}

void lex_pp_cache_set_dir(lex_pp_cache *c, const char *dir)
{
    free(c->dir);
    c->dir = dir && *dir ? sess_xstrdup(dir) : NULL;
}

unsigned long lex_pp_cache_loads(const lex_pp_cache *c)
{
    return c ? c->loads : 0;
}

void lex_pp_cache_counts(const lex_pp_cache *c, unsigned long *hits, unsigned long *builds)
{
    *hits = c ? c->hits : 0;
    *builds = c ? c->builds : 0;
}

/* May TEXT be preprocessed after an image of the prelude: no __COUNTER__ (which counts on from
 * the prelude's uses)? Its directives may be anything: what they see of the prelude is its
 * macros, include guards among them, which DEFS has as they were (a prelude file with
 * `#pragma once`, which libtcc remembers apart from macros, makes the image unusable). */
static bool cacheable_text(const char *text)
{
    return !strstr(text, "__COUNTER__");
}

/* Has TEXT a directive, or what may be one: a '#' outside its string and character literals
 * (or the digraph %:)? Such a text is a program's file or a cell that includes a header: an
 * image made for it is worth its cost (the -dD run, the files read again) only where it is
 * kept for another process, on disk. */
static bool has_directives(const char *text)
{
    if (strstr(text, "%:"))
        return true;
    for (const char *p = text; *p; p++) {
        if (*p == '#')
            return true;
        if (*p == '"' || *p == '\'') { /* to its closing quote on the line */
            char q = *p;
            for (p++; *p && *p != q && *p != '\n'; p++)
                if (*p == '\\' && p[1] && p[1] != '\n')
                    p++;
            if (*p != q)
                p--; /* (the newline or the end, read again) */
        }
    }
    return false;
}

/* What an image for IN depends on besides files, as one string into B. */
static void image_key(const lex_pp_input *in, sess_buf *b)
{
    /* the working directory only where a relative path may be read through it: a prelude's
     * #include "..." or an include folder that is not absolute (then every image of a program
     * in another folder would be made again) */
    bool relative = in->prelude != NULL;
    for (const char *p = in->user_includes; p && *p && !relative; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : "")
        relative = *p != '/';
    char cwd[PATH_MAX];
    if (!relative || !getcwd(cwd, sizeof cwd))
        cwd[0] = 0;
    const char *parts[] = {in->include_dir, in->defines, in->user_includes, in->prelude, cwd};
    sess_buf_printf(b, "%d %d", (int)in->mode, (int)in->host_only);
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        sess_buf_putc(b, '\x01');
        if (parts[i])
            sess_buf_puts(b, parts[i]);
    }
}

/* Where line L ends (after its newline). */
static const char *line_end(const char *l)
{
    const char *e = strchr(l, '\n');
    return e ? e + 1 : l + strlen(l);
}

/* The offset in OUT where the source's own text starts: after the line marker back in
 * "<command line>" that follows the -include file FD's first marker; 0 when there is none. The
 * marker line is [*M, *M + *MLEN). */
static size_t splice_at(const char *out, int fd, const char **m, size_t *mlen)
{
    char enter[64];
    int n = snprintf(enter, sizeof enter, "# 1 \"/proc/self/fd/%d\" 1\n", fd);
    const char *p = out;
    while ((p = strstr(p, enter)) && p != out && p[-1] != '\n')
        p += n;
    if (!p)
        return 0;
    static const char back[] = "\"<command line>\" 2\n";
    for (const char *l = p; *l; l = line_end(l)) {
        const char *e = line_end(l), *file;
        size_t fl;
        if (lex_line_marker(l, &file, &fl) && (size_t)(e - l) > sizeof back - 1 &&
            !memcmp(e - (sizeof back - 1), back, sizeof back - 1)) {
            *m = l;
            *mlen = (size_t)(e - l);
            return (size_t)(e - out);
        }
    }
    return 0;
}

/* Is line L one that -dD writes: a macro's definition or removal, a push_macro/pop_macro? */
static bool dump_line(const char *l)
{
    return !strncmp(l, "#define ", 8) || !strncmp(l, "#undef ", 7) ||
           !strncmp(l, "#pragma push_macro(", 19) || !strncmp(l, "#pragma pop_macro(", 18);
}

/* Empty the lines of TEXT that -dD added (their newlines kept, so every other line keeps its
 * number); returns TEXT's new length. */
static size_t blank_dump_lines(char *text)
{
    char *w = text;
    for (char *l = text; *l;) {
        char *e = (char *)line_end(l);
        if (dump_line(l)) {
            if (e[-1] == '\n')
                *w++ = '\n';
        } else {
            memmove(w, l, (size_t)(e - l));
            w += e - l;
        }
        l = e;
    }
    *w = 0;
    return (size_t)(w - text);
}

/* One line that -dD wrote ([L, E)) into B as a directive that defines the macro again: -dD
 * writes a '##' that pastes as "<a6>" (libtcc's token) and a variadic macro's '...' as its
 * __VA_ARGS__ parameter. */
static void put_dump_line(sess_buf *b, const char *l, const char *e)
{
    const char *params = NULL;
    if (!strncmp(l, "#define ", 8)) {
        const char *n = l + 8;
        while (n < e && (ident_char(*n) || (unsigned char)*n >= 0x80))
            n++;
        if (n < e && *n == '(')
            params = n;
    }
    if (params) {
        const char *close = memchr(params, ')', (size_t)(e - params));
        static const char va[] = "__VA_ARGS__)";
        if (close && close - params >= 11 && !memcmp(close - 11, va, 12) &&
            (close - 11 == params + 1 || close[-12] == ',')) {
            sess_buf_put(b, l, (size_t)(close - 11 - l));
            sess_buf_puts(b, "...");
            l = close;
        }
    }
    while (l < e) {
        if (*l == '"' || *l == '\'') {
            const char *q = l + 1;
            while (q < e && *q != *l && *q != '\n')
                q += *q == '\\' && q + 1 < e ? 2 : 1;
            if (q < e && *q == *l)
                q++;
            sess_buf_put(b, l, (size_t)(q - l));
            l = q;
        } else if (e - l >= 4 && !memcmp(l, "<a6>", 4)) {
            sess_buf_puts(b, " ## ");
            l += 4;
        } else {
            sess_buf_putc(b, *l++);
        }
    }
}

/* Does TEXT define a macro with a GNU named variadic parameter (`#define F(args...)`)? */
static bool named_variadic(const char *text, size_t n)
{
    const char *end = text + n;
    for (const char *l = text; l < end;) {
        const char *e = memchr(l, '\n', (size_t)(end - l));
        e = e ? e + 1 : end;
        const char *p = l;
        while (p < e && (*p == ' ' || *p == '\t'))
            p++;
        if (p < e && *p == '#') {
            p++;
            while (p < e && (*p == ' ' || *p == '\t'))
                p++;
            if (e - p > 6 && !memcmp(p, "define", 6)) {
                const char *dots = p;
                while ((dots = memchr(dots, '.', (size_t)(e - dots))) && e - dots >= 3) {
                    if (!memcmp(dots, "...", 3)) {
                        const char *q = dots;
                        while (q > p && (q[-1] == ' ' || q[-1] == '\t'))
                            q--;
                        if (q > p && ident_char(q[-1]))
                            return true;
                        break;
                    }
                    dots++;
                }
            }
        }
        l = e;
    }
    return false;
}

/* PATH (taken) and its stamp into IM's files (*SB: its stat, zeroed when it has none). */
static const pp_stamp *push_stamp(pp_image *im, char *path, struct stat *sb)
{
    pp_stamp st = {.path = path};
    if (stat(path, sb) == 0) {
        st.dev = sb->st_dev;
        st.ino = sb->st_ino;
        st.size = sb->st_size;
        st.mtime = sb->st_mtim;
    } else {
        memset(sb, 0, sizeof *sb);
    }
    VEC_PUSH(im->files, st);
    return &im->files.p[im->files.len - 1];
}

/* Record the files HEAD's line markers name (their stamps, into IM); false when one defines a
 * macro that -dD cannot write back. */
static bool image_files(pp_image *im, const char *head)
{
    bool ok = true;
    for (const char *l = head; *l; l = line_end(l)) {
        const char *file;
        size_t fl;
        if (!lex_line_marker(l, &file, &fl) || file[0] == '<' || !strncmp(file, "/proc/self/fd/", 14) ||
            fl >= PATH_MAX)
            continue;
        bool seen = false;
        for (size_t i = 0; i < im->files.len && !seen; i++)
            seen = strlen(im->files.p[i].path) == fl && !memcmp(im->files.p[i].path, file, fl);
        if (seen)
            continue;
        char *path = sess_xmalloc(fl + 1);
        memcpy(path, file, fl);
        path[fl] = 0;
        struct stat sb;
        const pp_stamp *st = push_stamp(im, path, &sb);
        FILE *f = S_ISREG(sb.st_mode) && sb.st_size <= SESS_MAX_FILE ? fopen(st->path, "rb") : NULL;
        if (f) {
            char *t = sess_xmalloc((size_t)sb.st_size + 1);
            size_t got = fread(t, 1, (size_t)sb.st_size, f);
            fclose(f);
            t[got] = 0;
            ok &= !named_variadic(t, got) && !strstr(t, "pragma once");
            free(t);
        }
    }
    return ok;
}

/* Has no file the image read changed since? */
static bool image_fresh(const pp_image *im)
{
    for (size_t i = 0; i < im->files.len; i++) {
        const pp_stamp *st = &im->files.p[i];
        struct stat sb;
        if (stat(st->path, &sb) != 0 || sb.st_dev != st->dev || sb.st_ino != st->ino ||
            sb.st_size != st->size || sb.st_mtim.tv_sec != st->mtime.tv_sec ||
            sb.st_mtim.tv_nsec != st->mtime.tv_nsec)
            return false;
    }
    return true;
}

/* Make IM the image of the prelude from OUT, a -dD run of the prelude (the -include file FD)
 * and a text; KEY (taken). */
static void image_build(pp_image *im, const lex_pp_input *in, const char *out, int fd, char *key,
                        size_t keylen)
{
    image_clear(im);
    im->key = key;
    im->keylen = keylen;
    const char *m;
    size_t mlen;
    size_t at = splice_at(out, fd, &m, &mlen);
    if (!at)
        return;
    im->built = true;
    im->head = sess_xmalloc(at + 1);
    memcpy(im->head, out, at);
    im->head[at] = 0;
    im->head_len = at;
    im->marker = sess_xmalloc(mlen + 1);
    memcpy(im->marker, m, mlen);
    im->marker[mlen] = 0;
    char enter[64];
    snprintf(enter, sizeof enter, "# 1 \"/proc/self/fd/%d\" 1\n", fd);
    sess_buf defs = {0};
    sess_buf_puts(&defs, "\n"); /* (never an empty file) */
    for (const char *l = strstr(im->head, enter); l && *l; l = line_end(l))
        if (dump_line(l))
            put_dump_line(&defs, l, line_end(l));
    im->defs = sess_buf_take(&defs);
    im->head_len = blank_dump_lines(im->head);
    im->usable = image_files(im, im->head) &&
                 !(in->prelude && named_variadic(in->prelude, strlen(in->prelude)));
    /* the executable too: another build of cudarepl may define other macros (an image on disk) */
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = 0;
        struct stat sb;
        push_stamp(im, sess_xstrdup(exe), &sb);
    }
}

/* ---- Images on disk ----------------------------------------------------------------------
 *
 * A program's run preprocesses one text in each pass: an image kept in memory would be made
 * and thrown away. The session therefore also keeps images on disk (lex_pp_cache_set_dir), one
 * file per key: "pp-" and the key's hash, with the key itself inside (compared), the image and
 * the stamps of the files it read, the executable among them. A file whose key differs, whose
 * files changed or that does not read back whole is not used, and the image made instead
 * replaces it. An unusable image is kept as its key, its stamps and that flag: the next process
 * preprocesses in full without making it again. A new file is written under a temporary name
 * and renamed (processes that share the folder see a whole file or none); past DISK_IMAGES
 * files the oldest are removed. */

#define DISK_MAGIC "cudarepl pp image 2\n"
#define DISK_IMAGES 64

/* mkdir -p PATH (0700), true when it is a folder then */
static bool make_dirs(char *path)
{
    for (char *p = path + 1; *p; p++)
        if (*p == '/') {
            *p = 0;
            (void)mkdir(path, 0700);
            *p = '/';
        }
    (void)mkdir(path, 0700);
    struct stat sb;
    return stat(path, &sb) == 0 && S_ISDIR(sb.st_mode) && access(path, W_OK) == 0;
}

bool lex_pp_disk_dir(char *out, size_t size)
{
    const char *env = getenv("CUDAREPL_CACHE_DIR"), *xdg = getenv("XDG_CACHE_HOME"),
               *home = getenv("HOME");
    if (env && (!*env || !strcmp(env, "0")))
        return false;
    int n = env     ? snprintf(out, size, "%s", env)
            : xdg && *xdg ? snprintf(out, size, "%s/cudarepl", xdg)
            : home && *home ? snprintf(out, size, "%s/.cache/cudarepl", home)
                            : -1;
    return n > 0 && (size_t)n < size && out[0] == '/' && make_dirs(out);
}

static void disk_path(const lex_pp_cache *c, const char *key, size_t keylen, char *out, size_t n)
{
    snprintf(out, n, "%s/pp-%016llx", c->dir, (unsigned long long)sess_hash(key, keylen));
}

static void put_bytes(sess_buf *b, const void *p, uint64_t n)
{
    sess_buf_put(b, (const char *)&n, sizeof n);
    sess_buf_put(b, p, (size_t)n);
}

static void put_u64(sess_buf *b, uint64_t v) { sess_buf_put(b, (const char *)&v, sizeof v); }

/* Remove the oldest pp-* files of DIR past DISK_IMAGES. */
static void disk_trim(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    typedef struct { char name[64]; struct timespec t; } ent;
    VEC(ent) es = {0};
    struct dirent *de;
    while ((de = readdir(d)))
        if (!strncmp(de->d_name, "pp-", 3) && strlen(de->d_name) < sizeof(es.p->name)) {
            char p[PATH_MAX + 80];
            struct stat sb;
            snprintf(p, sizeof p, "%s/%s", dir, de->d_name);
            if (stat(p, &sb) == 0) {
                ent e = {.t = sb.st_mtim};
                memcpy(e.name, de->d_name, strlen(de->d_name) + 1); /* (shorter: tested above) */
                VEC_PUSH(es, e);
            }
        }
    closedir(d);
    while (es.len > DISK_IMAGES) {
        size_t old = 0;
        for (size_t i = 1; i < es.len; i++)
            if (es.p[i].t.tv_sec < es.p[old].t.tv_sec ||
                (es.p[i].t.tv_sec == es.p[old].t.tv_sec && es.p[i].t.tv_nsec < es.p[old].t.tv_nsec))
                old = i;
        char p[PATH_MAX + 80];
        snprintf(p, sizeof p, "%s/%s", dir, es.p[old].name);
        unlink(p);
        es.p[old] = es.p[--es.len];
    }
    VEC_FREE(es);
}

/* IM to disk; an unusable one as its key, its stamps and the flag alone (the next process then
 * preprocesses in full at once, without making the image again to find it unusable). */
static void disk_save(const lex_pp_cache *c, const pp_image *im)
{
    if (!c->dir || !im->built)
        return;
    sess_buf b = {0};
    sess_buf_puts(&b, DISK_MAGIC);
    put_bytes(&b, im->key, im->keylen);
    put_u64(&b, im->usable);
    put_bytes(&b, im->head, im->usable ? im->head_len : 0);
    put_bytes(&b, im->marker, im->usable ? strlen(im->marker) : 0);
    put_bytes(&b, im->defs, im->usable ? strlen(im->defs) : 0);
    put_u64(&b, im->files.len);
    for (size_t i = 0; i < im->files.len; i++) {
        const pp_stamp *st = &im->files.p[i];
        put_bytes(&b, st->path, strlen(st->path));
        put_u64(&b, (uint64_t)st->dev);
        put_u64(&b, (uint64_t)st->ino);
        put_u64(&b, (uint64_t)st->size);
        put_u64(&b, (uint64_t)st->mtime.tv_sec);
        put_u64(&b, (uint64_t)st->mtime.tv_nsec);
    }
    char path[PATH_MAX + 32], tmp[PATH_MAX + 64];
    disk_path(c, im->key, im->keylen, path, sizeof path);
    static _Atomic unsigned long serial; /* (two sessions of one process may write at once) */
    snprintf(tmp, sizeof tmp, "%s.%ld.%lu.tmp", path, (long)getpid(),
             atomic_fetch_add_explicit(&serial, 1, memory_order_relaxed));
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    bool ok = fd >= 0;
    for (size_t off = 0; ok && off < b.len;) {
        ssize_t w = write(fd, b.p + off, b.len - off);
        ok = w > 0;
        off += ok ? (size_t)w : 0;
    }
    if (fd >= 0)
        ok &= close(fd) == 0;
    if (ok && rename(tmp, path) == 0)
        disk_trim(c->dir);
    else if (fd >= 0)
        unlink(tmp);
    sess_buf_free(&b);
}

typedef struct {
    const char *p, *end;
} reader;

static bool get_u64(reader *r, uint64_t *v)
{
    if ((size_t)(r->end - r->p) < sizeof *v)
        return false;
    memcpy(v, r->p, sizeof *v);
    r->p += sizeof *v;
    return true;
}

/* The next field as a malloc'ed string (*N its length), or NULL when the file ends first. */
static char *get_bytes(reader *r, size_t *n)
{
    uint64_t len;
    if (!get_u64(r, &len) || len > (uint64_t)(r->end - r->p))
        return NULL;
    char *s = sess_xmalloc((size_t)len + 1);
    memcpy(s, r->p, (size_t)len);
    s[len] = 0;
    r->p += len;
    if (n)
        *n = (size_t)len;
    return s;
}

/* IM := the image on disk for KEY, when there is one, whole, of this key and fresh. */
static bool disk_load(lex_pp_cache *c, pp_image *im, const char *key, size_t keylen)
{
    if (!c->dir)
        return false;
    char path[PATH_MAX + 32];
    disk_path(c, key, keylen, path, sizeof path);
    size_t size;
    char *data = sess_read_file(path, &size);
    if (!data)
        return false;
    reader r = {data, data + size};
    bool ok = size > sizeof DISK_MAGIC - 1 && !memcmp(data, DISK_MAGIC, sizeof DISK_MAGIC - 1);
    pp_image got = {0};
    r.p += ok ? sizeof DISK_MAGIC - 1 : 0;
    uint64_t nfiles = 0, usable = 0;
    ok = ok && (got.key = get_bytes(&r, &got.keylen)) && got.keylen == keylen &&
         !memcmp(got.key, key, keylen) && get_u64(&r, &usable) && usable <= 1 &&
         (got.head = get_bytes(&r, &got.head_len)) &&
         (got.marker = get_bytes(&r, NULL)) && (got.defs = get_bytes(&r, NULL)) &&
         get_u64(&r, &nfiles) && nfiles <= size;
    for (uint64_t i = 0; ok && i < nfiles; i++) {
        pp_stamp st = {0};
        uint64_t v[5];
        ok = (st.path = get_bytes(&r, NULL)) != NULL;
        for (int k = 0; ok && k < 5; k++)
            ok = get_u64(&r, &v[k]);
        if (st.path)
            VEC_PUSH(got.files, st);
        if (ok) {
            pp_stamp *p = &got.files.p[got.files.len - 1];
            p->dev = (dev_t)v[0];
            p->ino = (ino_t)v[1];
            p->size = (off_t)v[2];
            p->mtime.tv_sec = (time_t)v[3];
            p->mtime.tv_nsec = (long)v[4];
        }
    }
    free(data);
    got.built = true;
    got.usable = usable;
    if (!ok || r.p != r.end || !image_fresh(&got)) {
        image_clear(&got);
        return false;
    }
    image_clear(im);
    *im = got;
    c->loads++;
    return true;
}

/* TEXT's lines as "file:line: text" for each line that is not blank (the positions a lexer
 * gives its tokens), the -include file's number left out: two preprocessed texts the lexer
 * reads alike are equal so. */
static char *positions(const char *text)
{
    sess_buf b = {0};
    const char *file = "", *e;
    size_t fl = 0;
    long line = 1;
    for (const char *l = text; *l; l = e) {
        e = line_end(l);
        const char *f;
        size_t n;
        if (lex_line_marker(l, &f, &n)) {
            file = f;
            fl = n;
            line = strtol(l + 2, NULL, 10);
            if (n > 14 && !strncmp(f, "/proc/self/fd/", 14))
                fl = 14;
            continue;
        }
        const char *c = l;
        while (c < e && (*c == ' ' || *c == '\t' || *c == '\n'))
            c++;
        if (c < e)
            sess_buf_printf(&b, "%.*s:%ld: %.*s", (int)fl, file, line, (int)(e - l), l);
        line++;
    }
    return sess_buf_take(&b);
}

/* CACHED against a whole preprocessing of IN: a difference is reported (the cache's check). */
static char *compare_texts(const lex_pp_input *in, sess_diags *d, char *cached, const char *full);

static char *check_image(const lex_pp_input *in, sess_diags *d, char *cached, const char *pre, size_t len)
{
    char *full = run_tcc(in, d, pre, len, false, false, NULL, NULL);
    if (!full)
        return cached;
    cached = compare_texts(in, d, cached, full);
    free(full);
    return cached;
}

/* CACHED (taken; returned, or NULL when it differs) against FULL: a difference is reported. */
static char *compare_texts(const lex_pp_input *in, sess_diags *d, char *cached, const char *full)
{
    char *a = positions(cached), *b = positions(full);
    if (strcmp(a, b)) {
        size_t i = 0;
        while (a[i] && a[i] == b[i])
            i++;
        while (i > 0 && a[i - 1] != '\n')
            i--;
        sess_diag(d, CR_SEV_ERROR, in->name, 0, 0, "the preprocessor's cache gives another text than "
                  "the whole prelude: \"%.*s\" where it is \"%.*s\"", (int)strcspn(a + i, "\n"), a + i,
                  (int)strcspn(b + i, "\n"), b + i);
        free(cached);
        cached = NULL;
    }
    free(a);
    free(b);
    return cached;
}

/* IN's text after the cache's image IM: the text preprocessed with the image's macros, after
 * its HEAD; NULL after errors (reported), or with *RETRY set when the image does not serve
 * (then nothing was reported). */
static char *preprocess_after(const lex_pp_input *in, sess_diags *d, pp_image *im, bool *retry)
{
    *retry = false;
    int fd = -1, pre_errors = 0;
    char *out = run_tcc(in, d, im->defs, strlen(im->defs), false, true, &fd, &pre_errors);
    if (!out) {
        *retry = pre_errors > 0;
        return NULL;
    }
    const char *m;
    size_t mlen;
    size_t at = splice_at(out, fd, &m, &mlen);
    if (!at || strlen(im->marker) != mlen || memcmp(m, im->marker, mlen)) {
        free(out);
        *retry = true;
        return NULL;
    }
    size_t tail = strlen(out + at);
    char *r = sess_xmalloc(im->head_len + tail + 1);
    memcpy(r, im->head, im->head_len);
    memcpy(r + im->head_len, out + at, tail + 1);
    free(out);
    return r;
}

char *lex_preprocess_c_image(const char *text, const char *include_path, sess_diags *d)
{
    pp_ctx ctx = {d, 0, "", 0};
    TCCState *s = tcc_new();
    if (!s)
        return NULL;
    tcc_set_error_func(s, &ctx, on_tcc_error);
    tcc_set_options(s, "-w");
    if (include_path)
        tcc_add_include_path(s, include_path);
    tcc_set_output_type(s, TCC_OUTPUT_PREPROCESS);
    tcc_set_options(s, "-dD");
    int memfd;
    int saved = redirect_stdout(&memfd);
    if (saved < 0) {
        tcc_delete(s);
        return NULL;
    }
    int r = tcc_compile_string(s, text);
    char *out = restore_stdout(saved, memfd);
    tcc_delete(s);
    if (r < 0 || ctx.errors) {
        free(out);
        return NULL;
    }
    return out;
}

/* The check of a new image: IN served from IM must be FULL, its whole preprocessing. */
static void check_served(const lex_pp_input *in, sess_diags *d, pp_image *im, const char *full)
{
    bool retry;
    char *served = preprocess_after(in, d, im, &retry);
    if (served)
        free(compare_texts(in, d, served, full));
}

char *lex_preprocess(const lex_pp_input *in, sess_diags *d)
{
    if (check_includes(in, d) < 0)
        return NULL;
    sess_buf pre = {0};
    prelude_text(in, &pre);
    lex_pp_cache *c = in->cache;
    if (!c || !pre.len || !cacheable_text(in->text)) {
        char *out = run_tcc(in, d, pre.p, pre.len, false, false, NULL, NULL);
        sess_buf_free(&pre);
        return out;
    }
    pp_image *im = &c->img[in->mode == LEX_PP_DEVICE ? 0 : 1];
    sess_buf key = {0};
    image_key(in, &key);
    char *out = NULL;
    if (!(im->built && im->keylen == key.len && !memcmp(im->key, key.p, key.len)))
        (void)disk_load(c, im, key.p, key.len);
    if (im->built && im->keylen == key.len && !memcmp(im->key, key.p, key.len) && im->usable &&
        image_fresh(im)) {
        bool retry;
        out = preprocess_after(in, d, im, &retry);
        if (out || !retry) {
            if (out)
                c->hits++;
            if (out && c->check)
                out = check_image(in, d, out, pre.p, pre.len);
            sess_buf_free(&key);
            sess_buf_free(&pre);
            return out;
        }
        im->usable = false; /* (its macros do not read back: preprocess in full from now on) */
        disk_save(c, im);
    }
    if ((im->built && im->keylen == key.len && !memcmp(im->key, key.p, key.len) && !im->usable &&
         image_fresh(im)) ||
        (!c->dir && has_directives(in->text))) {
        out = run_tcc(in, d, pre.p, pre.len, false, false, NULL, NULL);
    } else { /* the whole prelude, its macros written out: the new image */
        int fd = -1;
        out = run_tcc(in, d, pre.p, pre.len, true, false, &fd, NULL);
        if (out) {
            size_t keylen = key.len;
            image_build(im, in, out, fd, sess_buf_take(&key), keylen);
            (void)blank_dump_lines(out);
            c->builds++;
            disk_save(c, im);
            if (c->check && im->usable) /* (the text as the image would serve it: the same) */
                check_served(in, d, im, out);
        }
    }
    sess_buf_free(&key);
    sess_buf_free(&pre);
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
