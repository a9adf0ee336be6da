/* devlaunch.h — dynamic parallelism: kernels launched from device code (CUDA C++ Programming
 * Guide §4.18, CUDA Dynamic Parallelism).
 *
 * A thread's launch is recorded while its grid runs (the VM calls sess_dev_record) and runs after
 * the grid has finished: a legal schedule, since a parent never waits for its children (CUDA 12
 * has no cudaDeviceSynchronize in device code) and a grid is complete only when its children
 * are. The children of one grid run one after another in the order they were launched, each
 * with its own children before the next begins; tail launches (cudaStreamTailLaunch) run last.
 */
#ifndef CR_SESSION_DEVLAUNCH_H
#define CR_SESSION_DEVLAUNCH_H

#include "interp/session/session.h"
#include "interp/vm/exec.h"

/* The VM's callback for a launch from device code (vm_dev_launch_fn): checks it as the device
 * runtime does and records it; returns its cudaError_t. CTX is the session. */
int sess_dev_record(void *ctx, const vm_dev_launch *l);
/* Run the grids recorded from index FIRST of s->dev_children on, and theirs, to completion. */
void sess_dev_run(cr_session *s, size_t first);
/* Forget the grids recorded and not run (what an interrupted or failed launch left). */
void sess_dev_clear(cr_session *s);

#endif
