/* repl.c — the interactive loop and batch mode (see repl.h). */
#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <editline/readline.h>

#include "repl/repl.h"

/* ---- Rendering events ----------------------------------------------------------------------- */

#define RED "\033[1;31m"
#define DIM "\033[2m"
#define CYAN "\033[36m"
#define RESET "\033[0m"

/* stdout's text before what goes to stderr, so that a terminal shows them in order; a program's
 * stdout that is not a terminal keeps its buffer, as the process's would */
static void before_stderr(const repl_render *r)
{
    if (!r || !r->buffered_stdout)
        fflush(stdout);
}

void repl_on_event(void *ctx, const cr_event *ev)
{
    repl_render *r = ctx;
    int color = r && r->color;
    switch (ev->kind) {
    case CR_EV_STDOUT:
        fwrite(ev->text, 1, ev->len, stdout);
        break;
    case CR_EV_VALUE:
        if (color)
            fputs(CYAN, stdout);
        fwrite(ev->text, 1, ev->len, stdout);
        if (color)
            fputs(RESET, stdout);
        fputc('\n', stdout);
        break;
    case CR_EV_RICH:
        /* a terminal shows the text form; pictures need a notebook */
        if (ev->alt && *ev->alt) {
            fputs(ev->alt, stdout);
            if (ev->alt[strlen(ev->alt) - 1] != '\n')
                fputc('\n', stdout);
        }
        break;
    case CR_EV_FAULT:
        if (r)
            r->cell_failed = 1;
        /* the program dies of a signal: what is still in stdout's buffer is lost, as a real
         * process loses it (the shell, not the program, says why, unless asked to explain) */
        if (r && r->buffered_stdout && ev->fault_host)
            __fpurge(stdout);
        if (r && r->quiet_faults && ev->fault_host)
            break;
        before_stderr(r);
        if (r && r->quiet_faults)
            break;
        if (color)
            fputs(RED, stderr);
        if (ev->fault_host)
            fprintf(stderr, "cudarepl: %s", ev->text);
        else
            fprintf(stderr, "cudarepl: %s: %s", cr_error_name(ev->code), ev->text);
        if (color)
            fputs(RESET, stderr);
        if (ev->len && ev->text[ev->len - 1] != '\n')
            fputc('\n', stderr);
        break;
    case CR_EV_DIAG:
        if (r && ev->code == CR_SEV_ERROR)
            r->cell_failed = 1;
        before_stderr(r);
        fwrite(ev->text, 1, ev->len, stderr);
        break;
    case CR_EV_PROGRESS:
        /* a line of its own on the terminal, rewritten in place and taken away at the end */
        if (!isatty(STDERR_FILENO))
            break;
        before_stderr(r);
        fprintf(stderr, "\r\033[K%s", ev->code ? "" : ev->text);
        fflush(stderr);
        break;
    default:
        before_stderr(r);
        fwrite(ev->text, 1, ev->len, stderr);
        break;
    }
}

/* ---- Reading cells ---------------------------------------------------------------------------- */

static bool is_quit(const char *cell)
{
    while (*cell == ' ' || *cell == '\t' || *cell == '\n')
        cell++;
    if (*cell != ':')
        return false;
    cell++;
    size_t n = strcspn(cell, " \t\n");
    return (n == 4 && !strncmp(cell, "quit", 4)) || (n == 1 && cell[0] == 'q') ||
           (n == 4 && !strncmp(cell, "exit", 4));
}

static cr_status eval(cr_session *s, repl_render *r, const char *cell)
{
    r->cell_failed = 0;
    cr_status st = cr_eval_cell(s, cell);
    fflush(stdout);
    if (st == CR_ERR_CRASH)
        fprintf(stderr, "cudarepl: the cell stopped where it crashed; host variables it was changing may "
                        "be damaged (:reset starts afresh)\n");
    return st;
}

int repl_batch(cr_session *s, repl_render *r, FILE *in)
{
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    size_t len = 0, bufcap = 256;
    char *cell = malloc(bufcap);
    int rc = 0;
    cell[0] = 0;
    while ((n = getline(&line, &cap, in)) >= 0) {
        if (len + (size_t)n + 2 > bufcap) {
            while (len + (size_t)n + 2 > bufcap)
                bufcap *= 2;
            cell = realloc(cell, bufcap);
        }
        memcpy(cell + len, line, (size_t)n);
        len += (size_t)n;
        cell[len] = 0;
        if (len == 0 || (len && strspn(cell, " \t\n") == len)) {
            len = 0; /* blank lines between cells */
            cell[0] = 0;
            continue;
        }
        if (cr_is_complete(s, cell) == CR_INPUT_INCOMPLETE)
            continue;
        if (is_quit(cell))
            break;
        if (eval(s, r, cell) != CR_OK)
            rc = 1;
        len = 0;
        cell[0] = 0;
    }
    if (len && strspn(cell, " \t\n") != len && !is_quit(cell)) {
        /* the input ended inside a cell: run it, so its error is reported */
        if (eval(s, r, cell) != CR_OK)
            rc = 1;
    }
    free(line);
    free(cell);
    return rc;
}

/* ---- The interactive loop --------------------------------------------------------------------- */

static cr_session *the_session;    /* for libedit's callbacks, which carry no context */
static char *pending_text;         /* the lines of the cell so far (for completion) */
static volatile sig_atomic_t got_sigint;

static void on_sigint(int sig)
{
    (void)sig;
    got_sigint = 1;
    if (the_session)
        cr_interrupt(the_session);
}

/* libedit replaces its own word (from START, split at its break characters) by the candidates;
 * the session's word may begin elsewhere (after the ':' of ":sy", the '.' of "threadIdx."), so
 * the candidates are given the text between the two beginnings, or lose it. */
static char **complete(const char *word, int start, int end)
{
    (void)word;
    rl_attempted_completion_over = 1;
    const char *before = pending_text ? pending_text : "";
    size_t blen = strlen(before);
    size_t llen = (size_t)end;
    char *text = malloc(blen + llen + 1);
    memcpy(text, before, blen);
    memcpy(text + blen, rl_line_buffer, llen);
    text[blen + llen] = 0;
    size_t wstart = 0;
    char **c = cr_complete(the_session, text, blen + llen, &wstart);
    free(text);
    if (!c)
        return NULL;
    long ws = (long)wstart - (long)blen; /* where the session's word begins on this line */
    size_t n = 0;
    while (c[n])
        n++;
    char **m = calloc(n + 2, sizeof *m);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (ws >= start) {
            size_t lead = (size_t)(ws - start);
            char *t = malloc(lead + strlen(c[i]) + 1);
            memcpy(t, rl_line_buffer + start, lead);
            strcpy(t + lead, c[i]);
            m[1 + k++] = t;
        } else if (strlen(c[i]) >= (size_t)(start - ws)) {
            m[1 + k++] = strdup(c[i] + (start - ws));
        }
    }
    cr_free_strings(c);
    if (!k) {
        free(m);
        return NULL;
    }
    /* libedit's form: [0] replaces the word (the common prefix), then the candidates */
    size_t common = strlen(m[1]);
    for (size_t i = 2; i <= k; i++) {
        size_t j = 0;
        while (j < common && m[i][j] == m[1][j])
            j++;
        common = j;
    }
    m[0] = strndup(m[1], common);
    /* a directory goes on being completed: no space after it */
    rl_completion_append_character = k == 1 && common && m[0][common - 1] == '/' ? '\0' : ' ';
    if (k == 1) {
        free(m[1]);
        m[1] = NULL;
    }
    return m;
}

/* A whole cell is one history entry, its lines joined by newlines, so Up recalls a kernel at
 * once; libedit shows the recalled lines as typed and returns them as one line on Enter, and its
 * history file keeps the newlines (escaped). */
static void add_cell_history(const char *cell, size_t len)
{
    while (len && cell[len - 1] == '\n')
        len--;
    char *entry = strndup(cell, len);
    if (entry && *entry)
        add_history(entry);
    free(entry);
}

static char *history_path(void)
{
    const char *home = getenv("HOME");
    if (!home || !*home)
        return NULL;
    size_t n = strlen(home) + 32;
    char *p = malloc(n);
    snprintf(p, n, "%s/.cudarepl_history", home);
    return p;
}

int repl_interactive(cr_session *s, repl_render *r)
{
    the_session = s;
    rl_readline_name = "cudarepl";
    rl_attempted_completion_function = complete;
    rl_completer_word_break_characters = " \t\n\"\\'`@$><=;|&{(,)}[]+-*/%!~^?.:";
    char *hist = history_path();
    using_history();
    stifle_history(2000);
    if (hist)
        read_history(hist);
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old);

    printf("cudarepl — CUDA C on a modelled %s. :help for commands, Ctrl-D to leave.\n", "NVIDIA H200");
    size_t len = 0;
    char *cell = calloc(1, 1);
    for (;;) {
        const char *prompt = len ? (r->color ? "\001" DIM "\002...> \001" RESET "\002" : "...> ")
                                 : (r->color ? "\001\033[1;32m\002cuda> \001" RESET "\002" : "cuda> ");
        pending_text = cell;
        got_sigint = 0;
        char *line = readline(prompt);
        if (!line) {
            if (got_sigint || errno == EINTR) {
                /* Ctrl-C at the prompt drops the cell being typed */
                printf("^C\n");
                len = 0;
                cell[0] = 0;
                errno = 0;
                continue;
            }
            printf("\n");
            break;
        }
        if (got_sigint) {
            got_sigint = 0;
            free(line);
            len = 0;
            cell[0] = 0;
            continue;
        }
        size_t n = strlen(line);
        cell = realloc(cell, len + n + 2);
        memcpy(cell + len, line, n);
        len += n;
        cell[len++] = '\n';
        cell[len] = 0;
        free(line);
        if (strspn(cell, " \t\n") == len) {
            len = 0;
            cell[0] = 0;
            continue;
        }
        if (cr_is_complete(s, cell) == CR_INPUT_INCOMPLETE)
            continue;
        add_cell_history(cell, len);
        if (is_quit(cell))
            break;
        if (hist)
            write_history(hist);
        got_sigint = 0;
        (void)eval(s, r, cell);
        len = 0;
        cell[0] = 0;
    }
    if (hist)
        write_history(hist);
    free(hist);
    free(cell);
    sigaction(SIGINT, &old, NULL);
    the_session = NULL;
    return 0;
}
