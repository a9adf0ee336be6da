/* host_internal.h — the host state shared by host.c (compilation, closures, protection) and
 * rt.c (the CUDA runtime API). Not for use outside interp/host/.
 */
#ifndef CR_HOST_INTERNAL_H
#define CR_HOST_INTERNAL_H

#include <ffi.h>
#include <libtcc.h>
#include <setjmp.h>
#include <signal.h>

#include "interp/host/cemit.h"
#include "interp/host/host.h"

typedef struct {
    cr_session *s;
    uint32_t kernel;
    char *sig;          /* the parameter kinds it was built for */
    ffi_closure *closure;
    void *code;
    ffi_cif cif;
    ffi_type **atypes;
    ffi_type *stypes;   /* struct types of by-value aggregate parameters */
    ffi_type ***selems;
    int nparams;
} host_closure;

typedef struct {
    uint64_t clock;     /* modelled cycles when recorded */
    bool recorded;
    unsigned flags;
} host_event;

typedef struct {
    unsigned flags;
    int priority;
} host_stream;

/* A protected run of host code. */
typedef struct host_guard {
    sigjmp_buf jmp;
    volatile sig_atomic_t signo;
    void *volatile addr;
    void *volatile pc;             /* where host code was when it crashed (0: unknown) */
    volatile int exit_status;
    cr_session *s;
    struct host_guard *prev;
} host_guard;

typedef VEC(const char *) host_names;

struct host_state {
    void *self;                    /* the value host code sees as __cr_sess */
    VEC(TCCState *) units;
    VEC(host_closure *) closures;
    bool cfg_set;
    uint32_t grid[3], block[3];
    size_t shared;
    VEC(host_stream *) streams;
    VEC(host_event *) events;
    VEC(void *) pinned;
    host_guard *guard;
    struct cell_store *cells;      /* REPL cells' host pass (cell.c) */
    uint8_t *params;               /* a launch's parameter buffer */
    size_t params_cap;
};

host_state *host_state_of(cr_session *s);

/* N units' C text compiled and linked as one unit, binding the runtime, kernels, device
 * variables and what a cell imports from earlier cells. */
cr_status host_compile_units(cr_session *s, cemit_out *rws, int n, int *unit);

/* Call FN(void) under protection. */
host_outcome host_call_protected(cr_session *s, void *fn, int *status);

/* The kernel template instances RW launches that the device program lacks (a host template
 * launches testKernel<T><<<...>>>): made now by the device pass. False after errors. */
bool host_make_kernel_instances(cr_session *s, const char *name, const char *dir,
                                const cemit_out *rw);

/* Register the runtime's functions (cudaMalloc's implementation, ...) with a TCC state. */
void rt_add_symbols(TCCState *st);

#endif
