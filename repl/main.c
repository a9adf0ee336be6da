/* main.c — the cudarepl executable: options, then a whole program, the disassembler, batch
 * input or the interactive REPL. Session events are rendered as terminal text (repl.c). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "repl/litmus_cli.h"
#include "repl/repl.h"
#include "repl/trace_cli.h"

/* Every option the command line accepts (tests/repl/run.sh checks that each one the parsers
 * here and in litmus_cli.c and trace_cli.c compare against is listed). */
static void usage(FILE *f)
{
    fputs("usage: cudarepl [OPTIONS]                 interactive REPL (batch when stdin is not a terminal)\n"
          "       cudarepl [OPTIONS] FILE.cu [ARGS]  run a whole program, like nvcc FILE.cu && ./a.out ARGS\n"
          "       cudarepl [OPTIONS] A.cu B.cpp ... [ARGS]\n"
          "                                          a program of several files (.cu .cpp .cc .cxx .c),\n"
          "                                          like nvcc A.cu B.cpp && ./a.out ARGS\n"
          "       cudarepl [OPTIONS] --batch FILE    run FILE's cells as if typed, without prompts (- : stdin)\n"
          "       cudarepl --disasm FILE.cu          show the bytecode of FILE's device code\n"
          "       cudarepl --trace... FILE.cu [ARGS] run a program and show or save traces of its launches\n"
          "       cudarepl --litmus [OPTIONS] FILE|DIR...\n"
          "                                          outcomes the PTX memory model allows (a directory:\n"
          "                                          every .litmus file under it)\n"
          "options:\n"
          "  --memory=sc|weak     memory model of kernels (default sc: sequentially consistent)\n"
          "  --seed=N             scheduling seed (0: the deterministic default)\n"
          "  --steps=N            warp instructions a launch may run before it is stopped\n"
          "  --threads=N          threads that run a launch's blocks (default $CUDAREPL_THREADS or\n"
          "                       0: one per core the process may use; 1: serial); the output is\n"
          "                       the serial run's (docs/design.md); with N > 1 and\n"
          "                       --explain-faults a note says why a launch's blocks ran serially\n"
          "  --printf-notes       say how many device printf lines a full FIFO dropped\n"
          "  --explain-faults     when a program's kernel faults or its host code crashes, say where\n"
          "                       and why on stderr, and what a GPU lets pass silently (an access\n"
          "                       just out of bounds); the default when stderr is a terminal (a\n"
          "                       GPU says nothing there)\n"
          "  --sanitize[=CHECKS]  find data races (race), reads of uninitialised device memory (init),\n"
          "                       barrier misuse (sync) and memory errors (mem); CHECKS is a comma-\n"
          "                       separated list of them, all by default; reports follow each launch\n"
          "                       and an ERROR SUMMARY ends the program (docs/sanitizer.md)\n"
          "  --leak-check         with the memory check, list the device allocations a program never\n"
          "                       frees\n"
          "  --json               the sanitizer's reports as JSON, one object a line\n"
          "  --memory-cap=SIZE    host memory the device's memory may take, e.g. 4G (default:\n"
          "                       $CUDAREPL_MEMORY_CAP, or half the host's memory)\n"
          "  --color=auto|always|never\n"
          "                       colour on a terminal (auto, the default; NO_COLOR=1 turns it off);\n"
          "                       --color alone is --color=always\n"
          "  --batch FILE         as above\n"
          "  --disasm FILE.cu     as above\n"
          "  -I DIR, -IDIR        search DIR for #include files (both passes, as nvcc -I does)\n"
          "  -D NAME[=VALUE], -DNAME[=VALUE]\n"
          "                       define a macro; -U NAME, -UNAME undefine one\n"
          "  nvcc's code generation options are accepted and change nothing: -O0 -O1 -O2 -O3 -g -G\n"
          "                       -lineinfo -arch=sm_90 (-arch X) -std=c++17 -o FILE\n"
          "                       --extended-lambda --expt-extended-lambda -rdc=true (-rdc true,\n"
          "                       --relocatable-device-code=true) -lNAME\n"
          "  -Xcompiler X, --compiler-options X\n"
          "                       options of the host compiler: of X's (comma-separated), -msse3\n"
          "                       -mssse3 -msse4.1 -msse4.2 -mavx -mavx2 -mfma define the macros\n"
          "                       g++ defines for them (__AVX__ ...); the others change nothing\n"
          "  --expt-relaxed-constexpr  a constexpr function without __host__/__device__ is both\n"
          "  --use_fast_math      device code as nvcc's: --ftz=true --prec-div=false\n"
          "                       --prec-sqrt=false, and expf sinf powf ... as __expf __sinf\n"
          "                       __powf ... (docs/math-h200.md, \"Fast math\")\n"
          "  --ftz=true|false     single-precision operations flush subnormals to zero (.ftz)\n"
          "  --prec-div=true|false  false: float division is approximate (div.full, rcp.approx)\n"
          "  --prec-sqrt=true|false false: sqrtf is sqrt.approx\n"
          "  --fmad=true|false    false: no a * b + c contracted into an FMA (true, nvcc's\n"
          "                       default: contracted where nvcc -O2 does; fmaf and fma fuse\n"
          "                       under both)\n"
          "                       (each also -x=v, -x v; an explicit one wins over\n"
          "                       --use_fast_math's)\n"
          "  --                   the arguments after it are the program's\n"
          "  -h, --help           this text\n"
          "  --version            the version and the modelled GPU\n"
          "  (the preprocessed headers are kept for the next run in $CUDAREPL_CACHE_DIR, else\n"
          "   $XDG_CACHE_HOME/cudarepl or ~/.cache/cudarepl: at most 64 files; 0: nowhere)\n"
          "trace options (first on the command line):\n",
          f);
    repl_trace_options_help(f);
    fputs("litmus options (after --litmus):\n", f);
    repl_litmus_options_help(f);
}

/* Append LINE and a newline to the growing list *LIST. */
static void add_line(char **list, const char *line)
{
    size_t old = *list ? strlen(*list) : 0, n = strlen(line);
    *list = realloc(*list, old + n + 2);
    if (!*list)
        abort();
    memcpy(*list + old, line, n);
    (*list)[old + n] = '\n';
    (*list)[old + n + 1] = 0;
}

/* Is ARG a source file of the program (by its extension)? */
static int source_file(const char *arg)
{
    const char *dot = strrchr(arg, '.');
    return dot && (!strcmp(dot, ".cu") || !strcmp(dot, ".cpp") || !strcmp(dot, ".cc") ||
                   !strcmp(dot, ".cxx") || !strcmp(dot, ".c"));
}

/* -Xcompiler OPTS (nvcc's options for the host compiler, comma-separated): those that choose an
 * x86 instruction set define the macros g++ defines for it (the intrinsics of include/host/
 * immintrin.h are there in any case); the others change nothing here. */
static void host_compiler_options(const char *opts, char **defines)
{
    static const struct {
        const char *flag, *macros;
    } isa[] = {
        {"-msse3", "__SSE3__"},
        {"-mssse3", "__SSE3__ __SSSE3__"},
        {"-msse4.1", "__SSE3__ __SSSE3__ __SSE4_1__"},
        {"-msse4.2", "__SSE3__ __SSSE3__ __SSE4_1__ __SSE4_2__ __POPCNT__"},
        {"-mavx", "__SSE3__ __SSSE3__ __SSE4_1__ __SSE4_2__ __POPCNT__ __AVX__"},
        {"-mavx2", "__SSE3__ __SSSE3__ __SSE4_1__ __SSE4_2__ __POPCNT__ __AVX__ __AVX2__"},
        {"-mfma", "__SSE3__ __SSSE3__ __SSE4_1__ __SSE4_2__ __POPCNT__ __AVX__ __FMA__"},
    };
    char buf[512];
    snprintf(buf, sizeof buf, "%s", opts);
    for (char *save = NULL, *o = strtok_r(buf, ",", &save); o; o = strtok_r(NULL, ",", &save))
        for (size_t k = 0; k < sizeof isa / sizeof isa[0]; k++)
            if (!strcmp(o, isa[k].flag)) {
                char m[512];
                snprintf(m, sizeof m, "%s", isa[k].macros);
                for (char *s2 = NULL, *d = strtok_r(m, " ", &s2); d; d = strtok_r(NULL, " ", &s2))
                    add_line(defines, d);
            }
}

/* nvcc's options that change code generation, not meaning: accepted and ignored. A second
 * return value of 2 means the option takes the next argument too. */
static int nvcc_noop(const char *a)
{
    static const char *const flags[] = {"-O0", "-O1", "-O2", "-O3", "-g", "-G", "-lineinfo",
                                        "--extended-lambda", "--expt-extended-lambda",
                                        "-rdc=true",
                                        "--relocatable-device-code=true", NULL};
    for (int k = 0; flags[k]; k++)
        if (!strcmp(a, flags[k]))
            return 1;
    if (!strncmp(a, "-arch=", 6) || !strncmp(a, "-std=", 5) || !strncmp(a, "-l", 2))
        return 1;
    if (!strcmp(a, "-arch") || !strcmp(a, "-o") || !strcmp(a, "-rdc"))
        return 2;
    return 0;
}

int main(int argc, char **argv)
{
    cr_tune_memory();
    if (argc >= 2 && !strcmp(argv[1], "--litmus"))
        return repl_litmus_main(argc - 1, argv + 1);
    if (argc >= 2 && !strncmp(argv[1], "--trace", 7))
        return repl_trace_main(argc, argv);
    cr_options o;
    cr_options_default(&o);
    char *includes = NULL, *defines = NULL;
    int color = isatty(STDERR_FILENO) && isatty(STDOUT_FILENO) && !getenv("NO_COLOR");
    const char *batch = NULL, *disasm = NULL;
    unsigned checks = 0;
    int explain = isatty(STDERR_FILENO);
    int i = 1, fpo;
    cr_fp_args fp = CR_FP_ARGS_NONE;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        const char *a = argv[i];
        if ((fpo = cr_fp_option(a, i + 1 < argc ? argv[i + 1] : NULL, &fp)) != 0) {
            if (fpo > 0) {
                i += fpo - 1;
                continue;
            }
            fprintf(stderr, "cudarepl: '%s' takes true or false\n", a);
            return 2;
        }
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--version")) {
            printf("cudarepl 0.1 (modelled GPU: NVIDIA H200, compute capability 9.0)\n");
            return 0;
        } else if (!strncmp(a, "--memory=", 9) && (!strcmp(a + 9, "sc") || !strcmp(a + 9, "weak"))) {
            o.memory_weak = !strcmp(a + 9, "weak");
        } else if (!strncmp(a, "--seed=", 7)) {
            o.sched_seed = strtoull(a + 7, NULL, 0);
        } else if (!strncmp(a, "--threads=", 10) && isdigit((unsigned char)a[10])) {
            o.threads = (unsigned)strtoul(a + 10, NULL, 0);
        } else if (!strcmp(a, "--threads") && i + 1 < argc && isdigit((unsigned char)argv[i + 1][0])) {
            o.threads = (unsigned)strtoul(argv[++i], NULL, 0);
        } else if (!strncmp(a, "--steps=", 8)) {
            o.step_budget = strtoull(a + 8, NULL, 0);
        } else if (!strncmp(a, "--memory-cap=", 13) && cr_parse_size(a + 13)) {
            o.memory_cap = cr_parse_size(a + 13);
        } else if (!strcmp(a, "--sanitize")) {
            o.sanitize |= 15;
        } else if (!strcmp(a, "--json")) {
            o.sanitize_json = 1;
        } else if (!strcmp(a, "--leak-check")) {
            o.sanitize |= 8 | 16;
        } else if (!strncmp(a, "--sanitize=", 11) && cr_sanitize_checks(a + 11, &checks)) {
            o.sanitize = (o.sanitize & 16) | checks;
        } else if (!strcmp(a, "--expt-relaxed-constexpr")) {
            o.relaxed_constexpr = 1;
        } else if (!strcmp(a, "--printf-notes")) {
            o.notes = 1;
        } else if (!strcmp(a, "--explain-faults")) {
            explain = 1;
        } else if (!strcmp(a, "--color=always") || !strcmp(a, "--color")) {
            color = 1;
        } else if (!strcmp(a, "--color=never")) {
            color = 0;
        } else if (!strcmp(a, "--color=auto")) {
            /* the default */
        } else if (!strcmp(a, "--batch") && i + 1 < argc) {
            batch = argv[++i];
        } else if (!strcmp(a, "--disasm") && i + 1 < argc) {
            disasm = argv[++i];
        } else if (!strncmp(a, "-I", 2) && (a[2] || i + 1 < argc)) {
            add_line(&includes, a[2] ? a + 2 : argv[++i]);
        } else if (!strncmp(a, "-D", 2) && (a[2] || i + 1 < argc)) {
            add_line(&defines, a[2] ? a + 2 : argv[++i]);
        } else if (!strncmp(a, "-U", 2) && (a[2] || i + 1 < argc)) {
            char u[512];
            snprintf(u, sizeof u, "!%s", a[2] ? a + 2 : argv[++i]);
            add_line(&defines, u);
        } else if ((!strcmp(a, "-Xcompiler") || !strcmp(a, "--compiler-options")) && i + 1 < argc) {
            host_compiler_options(argv[++i], &defines);
        } else if (!strncmp(a, "-Xcompiler=", 11) || !strncmp(a, "--compiler-options=", 19)) {
            host_compiler_options(strchr(a, '=') + 1, &defines);
        } else if (nvcc_noop(a)) {
            if (nvcc_noop(a) == 2 && i + 1 < argc)
                i++;
        } else if (!strcmp(a, "--")) {
            i++;
            break;
        } else {
            fprintf(stderr, "cudarepl: unknown option '%s'\n", a);
            usage(stderr);
            return 2;
        }
    }
    o.fp_mode = cr_fp_mode(&fp);
    o.color = color;
    o.include_dirs = includes;
    o.defines = defines;
    if ((!disasm && i >= argc) || explain)
        o.notes = 1; /* cells, typed or batched, or a program explained: a person reads stderr */
    if (isatty(STDERR_FILENO))
        o.progress_ms = 500; /* a long launch says how far it is, on a line it takes away */
    repl_render r = {.color = color};
    /* a program's run (not cells): a kernel's fault or a host crash is explained to a person, or
     * when asked; a script comparing stderr sees what a GPU prints (the sanitizer's reports
     * aside) */
    int program = !disasm && !batch && i < argc;
    if (program && !explain && !o.sanitize)
        r.quiet_faults = 1;
    /* (explained or sanitized, the program's stdout is still its own: a crash loses its buffer) */
    r.buffered_stdout = program && !isatty(STDOUT_FILENO);
    cr_session *s = cr_session_new(&o, repl_on_event, &r);
    int rc = 0;
    if (disasm) {
        rc = cr_disasm_file(s, disasm) == CR_OK ? 0 : 1;
    } else if (batch) {
        FILE *f = strcmp(batch, "-") ? fopen(batch, "r") : stdin;
        if (!f) {
            perror(batch);
            rc = 1;
        } else {
            rc = cr_session_end(s, repl_batch(s, &r, f));
            if (f != stdin)
                fclose(f);
        }
    } else if (i < argc) {
        /* the leading source files are the program's translation units; argv[0] is the first */
        int nfiles = 1;
        while (i + nfiles < argc && source_file(argv[i + nfiles]))
            nfiles++;
        const char **files = malloc(sizeof *files * (size_t)nfiles);
        if (!files)
            abort();
        for (int k = 0; k < nfiles; k++)
            files[k] = argv[i + k];
        /* a.cu b.cpp -- ARGS: a "--" after the sources ends them and is not the program's */
        int first = i + nfiles + (i + nfiles < argc && !strcmp(argv[i + nfiles], "--"));
        argv[first - 1] = argv[i]; /* the program's argv[0] */
        int status = 0;
        cr_status st = cr_run_files(s, files, nfiles, argc - first + 1, argv + first - 1, &status);
        free(files);
        rc = st == CR_OK || st == CR_ERR_CRASH || st == CR_ERR_CUDA || st == CR_ERR_INTERRUPTED ? status : 1;
    } else if (isatty(STDIN_FILENO)) {
        rc = cr_session_end(s, repl_interactive(s, &r));
    } else {
        rc = cr_session_end(s, repl_batch(s, &r, stdin));
    }
    fflush(stdout);
    cr_session_free(s);
    free(includes);
    free(defines);
    return rc;
}
