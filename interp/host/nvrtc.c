/* nvrtc.c — NVRTC as host code calls it (include/host/nvrtc.h wraps each function and passes
 * the session).
 *
 * A program's source is compiled by cudarepl's own device front end, in a parser of its own
 * (none of the host program's declarations are visible, as with NVRTC) into a unit of the
 * session's device program whose names carry the unit's prefix (drv.h). The "CUBIN" and "PTX"
 * NVRTC hands out are the same short image naming that unit; cuModuleLoadData takes it. The
 * program log holds cudarepl's diagnostics (file = the program's name, line:col and a caret)
 * and NVRTC's last line ("1 error detected in the compilation of ..."). Headers given to nvrtcCreateProgram are written to a private folder
 * that the preprocessor searches first.
 */
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "host/nvrtc.h"
#include "interp/front/cg.h"
#include "interp/host/drv.h"

typedef struct {
    char *src, *name;
    int nheaders;
    char **hnames, **htexts;
    VEC(char *) exprs;      /* nvrtcAddNameExpression's */
    VEC(char *) lowered;    /* after compiling: each expression's name in the module */
    char *log;
    char *image;            /* after compiling successfully */
    bool compiled;
    bool cubin;             /* compiled for a real architecture (-arch=sm_XX): a CUBIN too */
} nv_prog;

static const char *const nv_errors[] = {
    "NVRTC_SUCCESS", "NVRTC_ERROR_OUT_OF_MEMORY", "NVRTC_ERROR_PROGRAM_CREATION_FAILURE",
    "NVRTC_ERROR_INVALID_INPUT", "NVRTC_ERROR_INVALID_PROGRAM", "NVRTC_ERROR_INVALID_OPTION",
    "NVRTC_ERROR_COMPILATION", "NVRTC_ERROR_BUILTIN_OPERATION_FAILURE",
    "NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION",
    "NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION", "NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID",
    "NVRTC_ERROR_INTERNAL_ERROR", "NVRTC_ERROR_TIME_FILE_WRITE_FAILED",
    "NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED", "NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED",
    "NVRTC_ERROR_PCH_CREATE", "NVRTC_ERROR_CANCELLED", "NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED",
};

const char *__cr_nvrtc_nvrtcGetErrorString(nvrtcResult r)
{
    if ((unsigned)r < sizeof nv_errors / sizeof nv_errors[0])
        return nv_errors[r];
    return "NVRTC_ERROR unknown";
}

/* the architectures -arch accepts (what nvrtcGetSupportedArchs lists) */
static const int nv_archs[] = {75, 80, 86, 87, 88, 89, 90, 100, 103, 110, 120, 121};
#define NV_NARCHS ((int)(sizeof nv_archs / sizeof nv_archs[0]))

nvrtcResult __cr_nvrtc_nvrtcVersion(void *sp, int *major, int *minor)
{
    (void)sp;
    if (!major || !minor)
        return NVRTC_ERROR_INVALID_INPUT;
    *major = 13;
    *minor = 0;
    return NVRTC_SUCCESS;
}

nvrtcResult __cr_nvrtc_nvrtcGetNumSupportedArchs(void *sp, int *n)
{
    (void)sp;
    if (!n)
        return NVRTC_ERROR_INVALID_INPUT;
    *n = NV_NARCHS;
    return NVRTC_SUCCESS;
}

nvrtcResult __cr_nvrtc_nvrtcGetSupportedArchs(void *sp, int *archs)
{
    (void)sp;
    if (!archs)
        return NVRTC_ERROR_INVALID_INPUT;
    memcpy(archs, nv_archs, sizeof nv_archs);
    return NVRTC_SUCCESS;
}

/* ---- Programs ----------------------------------------------------------------------------- */

static nv_prog *prog_of(cr_session *s, nvrtcProgram p)
{
    drv_state *d = drv_state_of(s);
    for (size_t i = 0; p && i < d->nvrtc_programs.len; i++)
        if (d->nvrtc_programs.p[i] == (void *)p)
            return (nv_prog *)p;
    return NULL;
}

static void prog_free(nv_prog *p)
{
    free(p->src);
    free(p->name);
    for (int i = 0; i < p->nheaders; i++) {
        free(p->hnames[i]);
        free(p->htexts[i]);
    }
    free(p->hnames);
    free(p->htexts);
    for (size_t i = 0; i < p->exprs.len; i++)
        free(p->exprs.p[i]);
    for (size_t i = 0; i < p->lowered.len; i++)
        free(p->lowered.p[i]);
    VEC_FREE(p->exprs);
    VEC_FREE(p->lowered);
    free(p->log);
    free(p->image);
    free(p);
}

void nvrtc_free_all(cr_session *s)
{
    drv_state *d = drv_state_of(s);
    for (size_t i = 0; i < d->nvrtc_programs.len; i++)
        prog_free(d->nvrtc_programs.p[i]);
    d->nvrtc_programs.len = 0;
}

nvrtcResult __cr_nvrtc_nvrtcCreateProgram(void *sp, nvrtcProgram *prog, const char *src,
                                          const char *name, int nh, const char *const *headers,
                                          const char *const *names)
{
    RT_LOCK();
    if (!prog)
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!src || nh < 0 || (nh > 0 && (!headers || !names)))
        return NVRTC_ERROR_INVALID_INPUT;
    for (int i = 0; i < nh; i++)
        if (!names[i])
            return NVRTC_ERROR_INVALID_INPUT;
    nv_prog *p = sess_xcalloc(1, sizeof *p);
    p->src = sess_xstrdup(src);
    p->name = sess_xstrdup(name && *name ? name : "default_program");
    p->nheaders = nh;
    p->hnames = sess_xcalloc((size_t)nh + 1, sizeof(char *));
    p->htexts = sess_xcalloc((size_t)nh + 1, sizeof(char *));
    for (int i = 0; i < nh; i++) {
        p->hnames[i] = sess_xstrdup(names[i]);
        p->htexts[i] = sess_xstrdup(headers[i] ? headers[i] : "");
    }
    p->log = sess_xstrdup("");
    VEC_PUSH(drv_state_of(SESS(sp))->nvrtc_programs, p);
    *prog = (nvrtcProgram)p;
    return NVRTC_SUCCESS;
}

nvrtcResult __cr_nvrtc_nvrtcDestroyProgram(void *sp, nvrtcProgram *prog)
{
    RT_QUERY(s, sp);
    nv_prog *p = prog ? prog_of(s, *prog) : NULL;
    if (!p)
        return NVRTC_ERROR_INVALID_PROGRAM;
    drv_state *d = drv_state_of(s);
    for (size_t i = 0; i < d->nvrtc_programs.len; i++)
        if (d->nvrtc_programs.p[i] == p) {
            d->nvrtc_programs.p[i] = d->nvrtc_programs.p[--d->nvrtc_programs.len];
            break;
        }
    prog_free(p);
    *prog = NULL;
    return NVRTC_SUCCESS;
}

/* ---- Options ------------------------------------------------------------------------------- */

typedef struct {
    bool real_arch;     /* -arch=sm_XX (not compute_XX, nor the default compute_75) */
    sess_buf defines;   /* "NAME=VALUE\n" lines, "!NAME" undefines */
    sess_buf includes;  /* one directory a line */
    sess_buf pre;       /* -include files: #include lines */
    cr_fp_args fp;      /* --ftz, --prec-div, --prec-sqrt, --fmad, --use_fast_math */
} nv_opts;

/* the value of option O spelled LONG ("--include-path") or SHORT ("-I"): joined with '=' or,
 * for SHORT, directly or as the next option; NULL when O is not that option */
static const char *opt_value(const char *const *opts, int n, int *i, const char *lng, const char *shrt)
{
    const char *o = opts[*i];
    size_t ll = strlen(lng), sl = shrt ? strlen(shrt) : 0;
    if (!strncmp(o, lng, ll) && o[ll] == '=')
        return o + ll + 1;
    if (shrt && !strncmp(o, shrt, sl)) {
        if (o[sl] == '=')
            return o + sl + 1;
        if (o[sl])
            return sl == 2 ? o + sl : NULL;
        if (*i + 1 < n)
            return opts[++*i];
    }
    if (!strcmp(o, lng) && *i + 1 < n)
        return opts[++*i];
    return NULL;
}

static bool arch_ok(const char *v)
{
    int a;
    char tail;
    if (sscanf(v, "sm_%d%c", &a, &tail) < 1 && sscanf(v, "compute_%d%c", &a, &tail) < 1)
        return false;
    for (int i = 0; i < NV_NARCHS; i++)
        if (nv_archs[i] == a)
            return true;
    return false;
}

/* flags NVRTC takes that change nothing cudarepl models, with or without a value */
static bool ignored_option(const char *o)
{
    static const char *const flags[] = {
        "-G", "--device-debug", "-lineinfo", "--generate-line-info", "-rdc",
        "--relocatable-device-code", "-ewp", "--extensible-whole-program", "-dlto",
        "--dlink-time-opt", "-default-device",
        "--device-as-default-execution-space", "-w", "--disable-warnings", "-restrict",
        "--restrict", "-dopt", "--dopt", "-std", "--std", "-builtin-move-forward",
        "--builtin-move-forward", "-builtin-initializer-list", "--builtin-initializer-list",
        "-extra-device-vectorization", "--extra-device-vectorization", "-minimal", "--minimal",
        "-split-compile", "--split-compile", "-Xptxas", "--ptxas-options", "-maxrregcount",
        "--maxrregcount", "-err-no", "--diag-error", "--diag-suppress", "--diag-warn",
        "-time", "--time", "-no-source-include", "--no-source-include", "-dw", "--display-error-number",
        "-jump-table-density", "--jump-table-density", "-pch", "--pch", "-Wno-deprecated-declarations",
        "--Wno-deprecated-declarations", "-Wreorder", "--Wreorder", "-Werror", "--Werror",
        "-O0", "-O1", "-O2", "-O3", "-Ofast-compile", "--Ofast-compile",
    };
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
        size_t n = strlen(flags[i]);
        if (!strncmp(o, flags[i], n) && (o[n] == 0 || o[n] == '='))
            return true;
    }
    return false;
}

/* One option (and its value) into O; false for one NVRTC does not know. */
static bool take_option(const char *const *opts, int n, int *i, nv_opts *o, sess_buf *log)
{
    const char *v;
    const char *opt = opts[*i];
    if (!opt)
        return false;
    if ((v = opt_value(opts, n, i, "--gpu-architecture", "-arch"))) {
        if (arch_ok(v)) {
            o->real_arch = !strncmp(v, "sm_", 3);
            return true;
        }
        sess_buf_printf(log, "nvrtc: error: invalid value for --gpu-architecture (-arch)\n");
        return false;
    }
    if ((v = opt_value(opts, n, i, "--include-path", "-I"))) {
        sess_buf_printf(&o->includes, "%s\n", v);
        return true;
    }
    if ((v = opt_value(opts, n, i, "--define-macro", "-D"))) {
        sess_buf_printf(&o->defines, "%s\n", v);
        return true;
    }
    if ((v = opt_value(opts, n, i, "--undefine-macro", "-U"))) {
        sess_buf_printf(&o->defines, "!%s\n", v);
        return true;
    }
    if ((v = opt_value(opts, n, i, "--pre-include", "-include"))) {
        sess_buf_printf(&o->pre, "#include \"%s\"\n", v);
        return true;
    }
    if (cr_fp_option(opt, NULL, &o->fp) > 0) /* --use_fast_math, --ftz=, ... --fmad= */
        return true;
    if (ignored_option(opt))
        return true;
    sess_buf_printf(log, "nvrtc: error: unrecognized option %s found\n", opt);
    return false;
}

/* ---- Compiling ------------------------------------------------------------------------------- */

static int rm_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(path);
}

/* The headers of nvrtcCreateProgram written under a new folder (its path in DIR); false if
 * they could not be. */
static bool write_headers(const nv_prog *p, char *dir, size_t cap)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, cap, "%s/cudarepl-nvrtc-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir))
        return false;
    for (int i = 0; i < p->nheaders; i++) {
        if (p->hnames[i][0] == '/' || strstr(p->hnames[i], ".."))
            continue; /* only names below the folder */
        sess_buf path = {0};
        sess_buf_printf(&path, "%s/%s", dir, p->hnames[i]);
        for (char *c = path.p + strlen(dir) + 1; (c = strchr(c, '/')); c++) {
            *c = 0;
            mkdir(path.p, 0700);
            *c = '/';
        }
        FILE *f = fopen(path.p, "w");
        sess_buf_free(&path);
        if (!f)
            return false;
        fputs(p->htexts[i], f);
        fclose(f);
    }
    return true;
}

/* The source with the name expressions instantiated after it: a host variable per expression
 * whose initialiser names it makes the front end instantiate a template it names. */
static char *source_with_names(const nv_prog *p)
{
    sess_buf b = {0};
    sess_buf_puts(&b, p->src);
    sess_buf_putc(&b, '\n');
    for (size_t i = 0; i < p->exprs.len; i++) {
        const char *e = p->exprs.p[i];
        sess_buf_printf(&b, "static void *__cr_nvrtc_name%zu = (void *)&(%s);\n", i,
                        e[0] == '&' ? e + 1 : e);
    }
    return sess_buf_take(&b);
}

/* A template kernel instance's name in the program, as the front end spells it: "k<float, 3>"
 * is the host symbol "k__float__3" (a C identifier; "N::k<3>" a namespace's "N__k__3_"). */
static char *kernel_spelling(const char *key)
{
    const char *lt = strchr(key, '<');
    size_t n = strlen(key);
    if (!lt || key[n - 1] != '>')
        return NULL;
    sess_buf b = {0};
    sess_buf_printf(&b, "%.*s__", (int)(lt - key), key);
    for (const char *c = lt + 1; c < key + n - 1; c++)
        sess_buf_putc(&b, (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
                          (*c >= '0' && *c <= '9') ? *c : '_');
    return sess_buf_take(&b);
}

/* The module's name for the expression E ("&N::k<float, 3>") under PREFIX, or NULL: the front
 * end's spelling ("k<float, 3>"), a kernel instance's host symbol. */
static char *lookup_name(cr_session *s, const char *prefix, const char *e)
{
    while (*e == '&' || *e == ' ' || *e == ':')
        e++;
    const char *lt = strchr(e, '<'), *ns = e;
    for (const char *c = e; *c && (!lt || c < lt); c++) /* past the namespaces */
        if (c[0] == ':' && c[1] == ':')
            e = c + 2;
    sess_buf key = {0};
    sess_buf_puts(&key, prefix);
    for (const char *c = e; *c; c++)
        if (*c != ' ' || (c > e && c[-1] == ','))
            sess_buf_putc(&key, *c);
    while (key.len && key.p[key.len - 1] == ' ')
        key.p[--key.len] = 0;
    char *k = NULL;
    if (e > ns) { /* (a kernel template's instances are named with its namespace) */
        sess_buf nk = {0};
        sess_buf_puts(&nk, prefix);
        for (const char *c = ns; c < e - 2; c++)
            sess_buf_putc(&nk, *c == ':' ? '_' : *c);
        sess_buf_printf(&nk, "__%s", key.p + strlen(prefix));
        k = kernel_spelling(nk.p);
        sess_buf_free(&nk);
    } else {
        k = kernel_spelling(key.p);
    }
    if (vm_find_func(s->prog, key.p) || vm_find_sym(s->prog, key.p)) {
        free(k);
        return sess_buf_take(&key);
    }
    sess_buf_free(&key);
    if (k && vm_find_func(s->prog, k))
        return k;
    free(k);
    return NULL;
}

/* Each name expression's name in the module (what cuModuleGetFunction and cuModuleGetGlobal
 * take), "" when it names nothing compiled. */
static void lower_names(cr_session *s, nv_prog *p, const char *prefix)
{
    for (size_t i = 0; i < p->exprs.len; i++) {
        char *found = lookup_name(s, prefix, p->exprs.p[i]);
        VEC_PUSH(p->lowered, sess_xstrdup(found ? found + strlen(prefix) : ""));
        free(found);
    }
}

static void make_log(nv_prog *p, sess_diags *d, sess_buf *opt_log)
{
    sess_buf b = {0};
    if (opt_log->len)
        sess_buf_puts(&b, opt_log->p);
    for (size_t i = 0; i < d->list.len; i++)
        sess_diag_format(&b, &d->list.p[i], 0);
    if (d->nerrors)
        sess_buf_printf(&b, "%d error%s detected in the compilation of \"%s\".\n", d->nerrors,
                        d->nerrors == 1 ? "" : "s", p->name);
    free(p->log);
    p->log = b.p ? sess_buf_take(&b) : sess_xstrdup("");
}

static void make_image(cr_session *s, nv_prog *p, uint32_t unit)
{
    (void)s;
    sess_buf b = {0};
    sess_buf_printf(&b, "%s\nunit %u\nprogram %s\n", DRV_IMAGE_MAGIC, unit + 1, p->name);
    free(p->image);
    p->image = sess_buf_take(&b);
}

/* the folder of the program's name, for its quoted includes ("." when it has none) */
static char *name_dir(const char *name)
{
    const char *slash = strrchr(name, '/');
    if (!slash)
        return sess_xstrdup(".");
    sess_buf b = {0};
    sess_buf_printf(&b, "%.*s", slash == name ? 1 : (int)(slash - name), name); /* "/x.cu": "/" */
    return sess_buf_take(&b);
}

static nvrtcResult compile(cr_session *s, nv_prog *p, nv_opts *o, sess_buf *opt_log)
{
    char hdir[4096] = "";
    if (p->nheaders && !write_headers(p, hdir, sizeof hdir)) {
        sess_buf_puts(opt_log, "nvrtc: error: cannot write the program's headers\n");
        make_log(p, &(sess_diags){0}, opt_log);
        return NVRTC_ERROR_PROGRAM_CREATION_FAILURE;
    }
    sess_buf inc = {0}, defs = {0};
    if (hdir[0])
        sess_buf_printf(&inc, "%s\n", hdir);
    if (o->includes.p)
        sess_buf_puts(&inc, o->includes.p);
    if (s->opts.defines)
        sess_buf_puts(&defs, s->opts.defines);
    sess_buf_puts(&defs, "__CUDACC_RTC__=1\n");
    if (o->defines.p)
        sess_buf_puts(&defs, o->defines.p);
    char *text = source_with_names(p);
    char *dir = name_dir(p->name);
    /* what NVRTC knows without an #include: assert() and clock_t, as well as the built-ins */
    sess_buf pre = {0};
    sess_buf_puts(&pre, "#include <assert.h>\n#include <time.h>\n");
    if (o->pre.p)
        sess_buf_puts(&pre, o->pre.p);
    lex_pp_input in = {p->name, text, LEX_PP_DEVICE, s->include_dir[0] ? s->include_dir : NULL,
                       dir, defs.p, inc.p, pre.p, &s->interrupt, NULL, false};
    const char *prefix;
    uint32_t unit = drv_new_unit(s, p->name, &prefix);
    sess_diags d;
    sess_diags_init(&d);
    cr_status st = sess_compile_module(s, &in, prefix, cr_fp_mode(&o->fp), &d);
    make_log(p, &d, opt_log);
    if (st == CR_OK) {
        lower_names(s, p, prefix);
        make_image(s, p, unit);
    }
    sess_diags_free(&d);
    free(text);
    free(dir);
    sess_buf_free(&inc);
    sess_buf_free(&defs);
    sess_buf_free(&pre);
    if (hdir[0])
        nftw(hdir, rm_entry, 8, FTW_DEPTH | FTW_PHYS);
    return st == CR_OK ? NVRTC_SUCCESS : NVRTC_ERROR_COMPILATION;
}

nvrtcResult __cr_nvrtc_nvrtcCompileProgram(void *sp, nvrtcProgram prog, int n, const char *const *opts)
{
    RT_QUERY(s, sp);
    nv_prog *p = prog_of(s, prog);
    if (!p)
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (n < 0 || (n > 0 && !opts))
        return NVRTC_ERROR_INVALID_INPUT;
    nv_opts o;
    memset(&o, 0, sizeof o);
    o.fp = (cr_fp_args)CR_FP_ARGS_NONE;
    sess_buf opt_log = {0};
    nvrtcResult r = NVRTC_SUCCESS;
    for (int i = 0; i < n && r == NVRTC_SUCCESS; i++)
        if (!take_option(opts, n, &i, &o, &opt_log))
            r = NVRTC_ERROR_INVALID_OPTION;
    if (r == NVRTC_SUCCESS) {
        p->compiled = true;
        p->cubin = o.real_arch;
        r = compile(s, p, &o, &opt_log);
    } else {
        make_log(p, &(sess_diags){0}, &opt_log);
    }
    sess_buf_free(&opt_log);
    sess_buf_free(&o.defines);
    sess_buf_free(&o.includes);
    sess_buf_free(&o.pre);
    return r;
}

/* ---- Results ---------------------------------------------------------------------------------- */

nvrtcResult __cr_nvrtc_nvrtcGetProgramLogSize(void *sp, nvrtcProgram prog, size_t *size)
{
    RT_LOCK();
    nv_prog *p = prog_of(SESS(sp), prog);
    if (!p)
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!size)
        return NVRTC_ERROR_INVALID_INPUT;
    *size = strlen(p->log) + 1;
    return NVRTC_SUCCESS;
}

nvrtcResult __cr_nvrtc_nvrtcGetProgramLog(void *sp, nvrtcProgram prog, char *log)
{
    RT_LOCK();
    nv_prog *p = prog_of(SESS(sp), prog);
    if (!p)
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!log)
        return NVRTC_ERROR_INVALID_INPUT;
    memcpy(log, p->log, strlen(p->log) + 1);
    return NVRTC_SUCCESS;
}

/* The PTX or the CUBIN of a program: the image, when it compiled (and for a real
 * architecture); NVRTC says 0 bytes, and copies nothing, when there is none. */
static nvrtcResult image_size(void *sp, nvrtcProgram prog, size_t *size, bool cubin)
{
    nv_prog *p = prog_of(SESS(sp), prog);
    if (!p)
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!size)
        return NVRTC_ERROR_INVALID_INPUT;
    *size = p->image && (!cubin || p->cubin) ? strlen(p->image) + 1 : 0;
    return NVRTC_SUCCESS;
}

static nvrtcResult image_copy(void *sp, nvrtcProgram prog, char *out, bool cubin)
{
    nv_prog *p = prog_of(SESS(sp), prog);
    if (!p)
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!out)
        return NVRTC_ERROR_INVALID_INPUT;
    if (p->image && (!cubin || p->cubin))
        memcpy(out, p->image, strlen(p->image) + 1);
    return NVRTC_SUCCESS;
}

nvrtcResult __cr_nvrtc_nvrtcGetPTXSize(void *sp, nvrtcProgram prog, size_t *size)
{
    RT_LOCK();
    return image_size(sp, prog, size, false);
}

nvrtcResult __cr_nvrtc_nvrtcGetPTX(void *sp, nvrtcProgram prog, char *ptx)
{
    RT_LOCK();
    return image_copy(sp, prog, ptx, false);
}

nvrtcResult __cr_nvrtc_nvrtcGetCUBINSize(void *sp, nvrtcProgram prog, size_t *size)
{
    RT_LOCK();
    return image_size(sp, prog, size, true);
}

nvrtcResult __cr_nvrtc_nvrtcGetCUBIN(void *sp, nvrtcProgram prog, char *cubin)
{
    RT_LOCK();
    return image_copy(sp, prog, cubin, true);
}

nvrtcResult __cr_nvrtc_nvrtcAddNameExpression(void *sp, nvrtcProgram prog, const char *name)
{
    RT_LOCK();
    nv_prog *p = prog_of(SESS(sp), prog);
    if (!p)
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!name || !*name)
        return NVRTC_ERROR_INVALID_INPUT;
    if (p->compiled)
        return NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION;
    VEC_PUSH(p->exprs, sess_xstrdup(name));
    return NVRTC_SUCCESS;
}

nvrtcResult __cr_nvrtc_nvrtcGetLoweredName(void *sp, nvrtcProgram prog, const char *name,
                                           const char **lowered)
{
    RT_LOCK();
    nv_prog *p = prog_of(SESS(sp), prog);
    if (!p)
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!name || !lowered)
        return NVRTC_ERROR_INVALID_INPUT;
    if (!p->compiled)
        return NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION;
    for (size_t i = 0; i < p->exprs.len && i < p->lowered.len; i++)
        if (!strcmp(p->exprs.p[i], name) && p->lowered.p[i][0]) {
            *lowered = p->lowered.p[i];
            return NVRTC_SUCCESS;
        }
    return NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID;
}

void nvrtc_add_symbols(TCCState *st)
{
#define NV_FN(name, params, args) tcc_add_symbol(st, "__cr_nvrtc_" #name, (void *)__cr_nvrtc_##name);
#include "host/__cr_nvrtc_fns.h"
#undef NV_FN
    tcc_add_symbol(st, "__cr_nvrtc_nvrtcGetErrorString", (void *)__cr_nvrtc_nvrtcGetErrorString);
}
