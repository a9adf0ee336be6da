/* devlaunch.c — dynamic parallelism: the device runtime's launches (CUDA C++ Programming Guide
 * §4.18, CUDA Dynamic Parallelism).
 *
 * A launch from device code is checked when the thread makes it (the kernel, the configuration,
 * the pending-launch limit: the thread's cudaGetLastError sees the result) and recorded; the
 * grid runs once its parent grid has finished. The recorded grids form a tree that runs depth
 * first: the children of one grid in the order they were launched (a stream's order, and an
 * order among streams that a GPU may also pick), each with all its descendants before the next
 * (a grid is complete only with its children), and the tail launches last, after the parent's
 * other work. The walk keeps its own stack, not the C stack, as the nesting has no fixed limit.
 */
#include <stdlib.h>
#include <string.h>

#include "devmodel/dm_errors.h"
#include "interp/session/devlaunch.h"

/* cudaStreamTailLaunch's handle (the device header's) */
#define STREAM_TAIL 0x3

int sess_dev_record(void *ctx, const vm_dev_launch *l)
{
    cr_session *s = ctx;
    if (l->kernel >= s->prog->funcs.len || !s->prog->funcs.p[l->kernel]->defined ||
        !s->prog->funcs.p[l->kernel]->is_kernel)
        return DM_cudaErrorInvalidDeviceFunction;
    char *why = NULL;
    if (!sess_config_ok(s, l->kernel, l->grid, l->block, l->shared, &why)) {
        free(why);
        return DM_cudaErrorInvalidConfiguration;
    }
    if (s->dev_pending >= s->dev_pending_limit)
        return DM_cudaErrorLaunchPendingCountExceeded;
    s->dev_pending++;
    sess_child c = {l->kernel, {0}, {0}, l->shared, l->stream, NULL, l->param_size};
    memcpy(c.grid, l->grid, sizeof c.grid);
    memcpy(c.block, l->block, sizeof c.block);
    c.params = sess_xmalloc(l->param_size ? l->param_size : 1);
    memcpy(c.params, l->params, l->param_size);
    VEC_PUSH(s->dev_children, c);
    return 0;
}

/* Drop the recorded grids from index FIRST on. */
static void truncate_children(cr_session *s, size_t first)
{
    for (size_t i = first; i < s->dev_children.len; i++)
        free(s->dev_children.p[i].params);
    if (first < s->dev_children.len)
        s->dev_children.len = first;
}

void sess_dev_clear(cr_session *s)
{
    truncate_children(s, 0);
    s->dev_pending = 0;
}

void sess_dev_run(cr_session *s, size_t first)
{
    /* the session keeps the stack: an interrupted grid leaves it with a longjmp */
    s->dev_walk.len = 0;
    sess_walk_frame top = {first, s->dev_children.len, first, 0, false};
    VEC_PUSH(s->dev_walk, top);
    while (s->dev_walk.len) {
        sess_walk_frame *f = &s->dev_walk.p[s->dev_walk.len - 1];
        if (f->next == f->end) {
            if (f->pass == 0) {
                f->pass = 1;
                f->next = f->first;
                continue;
            }
            truncate_children(s, f->first);
            if (f->counted && s->dev_pending)
                s->dev_pending--;
            s->dev_walk.len--;
            continue;
        }
        sess_child c = s->dev_children.p[f->next++];
        if ((c.stream == STREAM_TAIL) != (f->pass == 1))
            continue;
        if (s->pending_error || s->sticky_error) {
            /* a grid of the tree failed: the device stops, and nothing more runs */
            if (s->dev_pending)
                s->dev_pending--;
            continue;
        }
        size_t mark = s->dev_children.len;
        sess_run_grid(s, c.kernel, c.grid, c.block, c.shared, c.params, c.param_size);
        sess_walk_frame child = {mark, s->dev_children.len, mark, 0, true};
        VEC_PUSH(s->dev_walk, child);
    }
}
