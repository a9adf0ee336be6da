/* exec.h — running a kernel: grids of blocks of warps on the modelled H200.
 *
 * The block scheduler keeps as many blocks resident as the H200's occupancy rules allow
 * (devmodel/dm_device.h) and runs them round-robin in quanta, so spin-waits between resident
 * blocks behave as on a GPU while independent blocks effectively run one after another (which
 * keeps the default order deterministic and matches the hardware's per-block printf order).
 * Within a block, warps run in lockstep where that changes nothing but speed (exec_gang.h),
 * and otherwise round-robin until they finish, block at a barrier, or use up their quantum.
 * Within a warp, lanes have their own program counters (independent thread scheduling); the
 * lanes that share the lowest program counter of the deepest call run together, and diverged
 * lanes merge at JOIN points.
 */
#ifndef CR_EXEC_H
#define CR_EXEC_H

#include <signal.h>

#include "devmodel/dm_device.h"
#include "devmodel/dm_mem.h"
#include "devmodel/dm_printf.h"
#include "devmodel/dm_san.h"
#include "devmodel/dm_trace.h"
#include "interp/vm/vm.h"

/* A diagnostic raised while running (a divergent barrier, a shuffle from an inactive lane):
 * FILE:LINE and the message. */
typedef void (*vm_warn_fn)(void *ctx, const char *file, int line, const char *msg);

/* A kernel launch that a thread made from device code (dynamic parallelism); the launch
 * callback copies what it keeps. */
typedef struct {
    uint32_t kernel;            /* function index */
    uint32_t grid[3], block[3];
    uint32_t shared;            /* bytes of dynamic shared memory */
    uint64_t stream;
    const uint8_t *params;      /* param_size bytes in the kernel's layout */
    uint32_t param_size;
    uint64_t block_linear;      /* the launching block */
    const char *file;           /* where the launch is */
    int line;
} vm_dev_launch;

/* Records a device-side launch; returns its cudaError_t (0: it will run). */
typedef int (*vm_dev_launch_fn)(void *ctx, const vm_dev_launch *l);

/* Told now and then, on the thread that called vm_launch, how far a launch is: DONE of its
 * TOTAL blocks have finished (a launch run again serially after the pool starts from 0). */
typedef void (*vm_progress_fn)(void *ctx, uint64_t done, uint64_t total);

/* What the pool of threads keeps from one launch to the next (exec.c, "The pool"): the record
 * of which block touched which granule of global memory and each thread's copies of the granules
 * to undo, so that a launch finds them in memory rather than faulting in fresh pages. One for a
 * session's launches, which never overlap. */
typedef struct vm_pool vm_pool;

vm_pool *vm_pool_new(void);
void vm_pool_free(vm_pool *p);

typedef struct {
    vm_program *prog;
    uint32_t kernel;            /* function index */
    uint32_t grid[3], block[3];
    uint32_t dyn_shared;        /* bytes of dynamic shared memory */
    const uint8_t *params;      /* the kernel's parameter buffer */
    uint32_t param_size;
    dm_mem *mem;
    const dm_props *props;
    dm_printf_fifo *fifo;
    uint32_t stack_size;        /* bytes of local memory per thread (cudaLimitStackSize) */
    uint64_t step_budget;       /* warp instructions for the whole launch; 0 = unlimited */
    uint64_t seed;              /* 0: the deterministic schedule */
    int memory_weak;            /* run global memory on the weak model (devmodel/dm_weak.h) */
    bool lanes_apart;           /* independent thread scheduling taken at its word: a warp's
                                   lanes run one at a time, the lowest first, each until it must
                                   wait (a reconvergence point, a warp-synchronous call, a
                                   barrier); code that assumes lockstep warps shows it (the
                                   session's :compare) */
    volatile sig_atomic_t *interrupt;
    vm_warn_fn warn;
    vm_warn_fn note;            /* what a GPU lets pass and a person should know (an access out
                                   of an allocation's bounds in memory a GPU maps), to WARN_CTX */
    void *warn_ctx;
    bool strict_bounds;         /* every global access outside an allocation faults (the
                                   sanitizer's memcheck), not only one outside what a GPU maps */
    uint64_t clock_base;        /* modelled cycles at launch start */
    dm_trace *trace;            /* the recorder of a traced launch, or NULL */
    dm_san *san;                /* the sanitizer of a sanitized launch, or NULL */
    vm_dev_launch_fn dev_launch; /* device-side launches go there (NULL: not supported) */
    void *dev_ctx;
    uint32_t threads;           /* threads that may run the blocks at once (0, 1: this one) */
    bool threads_chosen;        /* ... the session's choice, not the user's: a kernel whose
                                   launches ran their steps faster serially runs so (pool_pick) */
    vm_pool *pool_keep;         /* what the pool keeps between launches (NULL: this launch makes
                                   its own) */
    vm_progress_fn progress;    /* how far the launch is (NULL: nobody asks) */
    void *progress_ctx;
} vm_launch_cfg;

/* How a launch's blocks ran: one after another on the calling thread; on the pool of threads
 * (every block's global accesses kept apart from the others', so the result is the serial one);
 * or on the pool until blocks met in global memory (or the launch did something the pool does
 * not run), then again from the start, serially. */
typedef enum { VM_RAN_SERIAL, VM_RAN_PARALLEL, VM_RAN_SERIAL_AGAIN } vm_ran;

/* A bad memory access that stopped a launch, for the sanitizer's memory report. */
typedef enum { VM_FAULT_NONE, VM_FAULT_BOUNDS, VM_FAULT_MISALIGNED, VM_FAULT_FREED, VM_FAULT_NULL } vm_fault_kind;

typedef struct {
    vm_fault_kind kind;
    bool write;
    int size;
    int space;                  /* dm_window of the address */
    uint64_t addr;
    uint32_t pc;
    uint32_t block[3], thread[3];
} vm_fault;

typedef struct {
    int error;                  /* cudaError_t of the launch (0: success) */
    vm_fault fault;             /* .kind != VM_FAULT_NONE: the access that stopped it */
    char *message;              /* what went wrong, where (NULL on success); malloc'ed */
    char *device_stderr;        /* what the device wrote to stderr (assert messages) */
    uint64_t steps;             /* warp instructions executed */
    uint64_t cycles;            /* modelled cycles */
    uint64_t gangs_formed;      /* lockstep gangs formed by looking over a block's warps */
    uint64_t gangs_rejoined;    /* lockstep gangs formed again at a JOIN by taking back the warps
                                   a branch held there (exec_gang.h) */
    uint64_t uniform_branches;  /* branches a gang decided from one lane (uniform.h) */
    bool interrupted, out_of_budget, over_memory_cap;
    vm_ran ran;
    const char *serial_why;     /* threads > 1 and the blocks ran serially (ran != PARALLEL): why
                                   (a constant text; NULL: one block) */
    uint64_t serial_addr;       /* ... the global memory where blocks met (0: not that) */
    bool serial_before;         /* ... what an earlier launch of the kernel met (its later
                                   launches run serially from the start: vm_func.pool_refused) */
} vm_result;

/* Run the kernel to completion (or failure). */
void vm_launch(const vm_launch_cfg *cfg, vm_result *res);
void vm_result_free(vm_result *res);

#endif
