/* A long launch says how far it is (cr_options.progress_ms; issue "The executor": the REPL's
 * line and the notebook's output show blocks done of total): CR_EV_PROGRESS events name the
 * kernel, its grid and the blocks finished, which never go back and never pass the total, on the
 * serial path and on the pool of threads, and a last event (code 1, no text) takes the line away.
 * A launch shorter than progress_ms, or a session with progress_ms 0, shows none. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudarepl.h"

typedef struct {
    int lines, ends, after_end, bad;
    unsigned long long last_done;
    char first[256];
} progress_seen;

static void on_event(void *ctx, const cr_event *ev)
{
    progress_seen *p = ctx;
    if (ev->kind != CR_EV_PROGRESS)
        return;
    if (p->ends)
        p->after_end++;
    if (ev->code) {
        p->ends++;
        p->bad += ev->len != 0;
        return;
    }
    unsigned long long done, total;
    const char *at = strstr(ev->text, ">>>: ");
    if (!at || sscanf(at, ">>>: %llu of %llu blocks", &done, &total) != 2 || total != 512 || done > total ||
        done < p->last_done)
        p->bad++;
    else
        p->last_done = done;
    if (!p->lines++)
        snprintf(p->first, sizeof p->first, "%s", ev->text);
}

static const char *src = "__global__ void spin(float *out, int n) {\n"
                         "    float x = threadIdx.x;\n"
                         "    for (int i = 0; i < n; i++) x = x * 0.999f + 1.0f;\n"
                         "    out[blockIdx.x * blockDim.x + threadIdx.x] = x;\n"
                         "}\n";

static progress_seen launch(unsigned progress_ms, unsigned threads, int n)
{
    progress_seen p = {0};
    cr_options o;
    cr_options_default(&o);
    o.progress_ms = progress_ms;
    o.threads = threads;
    cr_session *s = cr_session_new(&o, on_event, &p);
    cr_assert_not_null(s);
    cr_assert_eq(cr_compile_device(s, "spin.cu", src), CR_OK);
    uint64_t d;
    cr_assert_eq(cr_device_alloc(s, &d, 512 * 64 * sizeof(float)), CR_OK);
    void *args[] = {&d, &n};
    cr_dim3 g = {512, 1, 1}, b = {64, 1, 1};
    cr_assert_eq(cr_launch(s, "spin", g, b, 0, args), 0);
    cr_session_free(s);
    return p;
}

Test(progress, serial_launch_shows_blocks_done_then_clears)
{
    progress_seen p = launch(1, 1, 400);
    cr_assert_gt(p.lines, 0, "no progress line for a launch longer than progress_ms");
    cr_assert_eq(p.bad, 0, "a progress line out of order or malformed (first: %s)", p.first);
    cr_assert_eq(p.ends, 1);
    cr_assert_eq(p.after_end, 0);
    cr_assert(strncmp(p.first, "spin<<<(512,1,1),(64,1,1)>>>: ", 30) == 0, "first line: %s", p.first);
}

Test(progress, pool_launch_shows_blocks_done_then_clears)
{
    progress_seen p = launch(1, 2, 400);
    cr_assert_gt(p.lines, 0);
    cr_assert_eq(p.bad, 0, "first: %s", p.first);
    cr_assert_eq(p.ends, 1);
    cr_assert_eq(p.after_end, 0);
}

Test(progress, off_or_short_launch_shows_nothing)
{
    progress_seen off = launch(0, 1, 400);
    cr_assert_eq(off.lines + off.ends, 0);
    progress_seen quick = launch(60000, 1, 1);
    cr_assert_eq(quick.lines + quick.ends, 0);
}
