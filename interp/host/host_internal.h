/* host_internal.h — the host state shared by host.c (compilation, closures, protection) and
 * rt.c (the CUDA runtime API). Not for use outside interp/host/.
 */
#ifndef CR_HOST_INTERNAL_H
#define CR_HOST_INTERNAL_H

#include <ffi.h>
#include <libtcc.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>

#include "interp/host/cemit.h"
#include "interp/host/host.h"
#include "interp/session/sanitize.h"

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
    bool said_unconfigured; /* a call without <<<...>>> was explained once */
} host_closure;

typedef struct host_graph host_graph;
typedef struct host_advice host_advice;
typedef struct host_gnode host_gnode;
typedef struct host_exec host_exec;
typedef VEC(host_gnode *) host_gnodes;

/* A stream's capture into a graph (graph.c): the graph, and the nodes the stream's next
 * captured work depends on. */
typedef struct {
    host_graph *graph;  /* NULL: the stream is not capturing */
    host_gnodes deps;
    unsigned long long id;
    int mode;           /* cudaStreamCaptureMode */
    bool origin;        /* cudaStreamBeginCapture began here (cudaStreamEndCapture ends here) */
    bool to_graph;      /* into the program's graph (cudaStreamBeginCaptureToGraph) */
    bool invalid;       /* an operation that cannot be captured happened: the capture fails */
} host_capture;

/* Memory of a graph's allocation node: reserved when the node is made, live from a launch's
 * allocation to its free (a free node, cudaFree or cudaFreeAsync), at the same address each
 * time. */
typedef struct {
    uint64_t addr, size;
    bool live;
} host_galloc;

typedef struct {
    uint64_t clock;     /* modelled cycles when recorded */
    bool recorded;
    unsigned flags;
    /* recorded in a capturing stream: the capture's graph and the nodes before the record */
    host_graph *cap_graph;
    host_gnodes cap_deps;
} host_event;

typedef struct {
    unsigned flags;
    int priority;
    unsigned long long id;         /* cudaStreamGetId's (0: not given yet, a default stream) */
    /* cudaStreamSetAttribute's values (cudaLaunchAttributeValue's layout is the header's) */
    struct {
        void *base_ptr;
        size_t num_bytes;
        float hit_ratio;
        int hit_prop, miss_prop;
    } window;
    int sync_policy;
    unsigned char domain_map[2];
    int domain;
    host_capture cap;
} host_stream;

/* Page-locked host memory: cudaMallocHost/cudaHostAlloc's (owned) or cudaHostRegister's. */
typedef struct {
    void *p;
    size_t size;
    unsigned flags;
    bool registered;
} host_pinned;

/* A memory pool (cudaMallocAsync). Freed memory goes back to the device at once; the pool
 * keeps the accounting a program can query: used and reserved bytes and their high marks,
 * the reserved bytes shrinking to the release threshold when the program synchronises. */
typedef struct {
    uint64_t threshold;
    int reuse[3];                  /* cudaMemPoolReuse* (attributes 1..3) */
    uint64_t used, used_high, reserved, reserved_high;
    uint64_t max_size;             /* cudaMemPoolProps::maxSize (0: no limit) */
    int access;                    /* the device's access flags (cudaMemAccessFlags) */
    unsigned handle_types;         /* cudaMemPoolProps::handleTypes: what it may be exported as */
    bool is_default;
} host_pool;

/* An allocation of cudaMallocAsync, and its pool. */
typedef struct {
    uint64_t addr, size;
    host_pool *pool;
} host_async_alloc;

/* A protected run of host code. */
typedef struct host_guard {
    sigjmp_buf jmp;
    volatile sig_atomic_t signo;
    void *volatile addr;
    void *volatile pc;             /* where host code was when it crashed (0: unknown) */
    volatile int exit_status;
    volatile int reported;         /* the stop was explained already (free() of device memory) */
    cr_session *s;
    struct host_guard *prev;
} host_guard;


/* The statement host code is in: its expression statements record their place here first
 * (cemit_env.where), and a crash report names it. */
typedef struct {
    const char *volatile file;     /* a string of the unit's text, or NULL */
    volatile int line;
} host_where;

/* An object of static storage duration with a destructor (OBJ, DTOR), or a function given to
 * atexit (FN): the program's end runs them, the last made first (C++17 [basic.start.term]). */
typedef struct {
    void *obj;
    void (*dtor)(void *);
    void (*fn)(void);
} host_at_exit;

struct host_state {
    void *self;                    /* the value host code sees as __cr_sess */
    host_where where;
    VEC(TCCState *) units;
    VEC(host_closure *) closures;
    VEC(host_stream *) streams;
    VEC(host_event *) events;
    VEC(host_pinned) pinned;
    host_stream default_stream;    /* attributes of streams 0, cudaStreamLegacy, cudaStreamPerThread */
    unsigned long long stream_ids; /* the last stream id given (cudaStreamGetId) */
    unsigned long long per_thread_id; /* cudaStreamPerThread's, given at its first use */
    host_pool *default_pool, *current_pool;
    VEC(host_pool *) pools;        /* cudaMemPoolCreate's */
    VEC(host_async_alloc) async_allocs;
    int cache_config;              /* cudaDeviceSetCacheConfig's preference, read back */
    uint64_t reset_kept;   /* bytes of cudaMallocAsync allocations a cudaDeviceReset found unfreed:
                              still counted as used by cudaMemGetInfo, as an H200 counts them */
    VEC(uint64_t) rt_allocs;       /* cudaMalloc's and cudaMallocManaged's not yet freed: what
                                      cudaDeviceReset frees */
    unsigned device_flags;         /* cudaSetDeviceFlags */
    size_t persisting_l2;          /* cudaLimitPersistingL2CacheSize */
    host_guard *guard;
    struct cell_store *cells;      /* REPL cells' host pass (cell.c) */
    uint8_t *params;               /* a launch's parameter buffer */
    size_t params_cap;
    VEC(host_graph *) graphs;      /* cudaGraphCreate's and captures' (graph.c) */
    VEC(host_exec *) execs;        /* cudaGraphInstantiate's */
    VEC(void *) uobjs;             /* cudaUserObjectCreate's (graph.c) */
    VEC(host_galloc) gallocs;      /* graph allocations */
    uint64_t graph_mem, graph_mem_high; /* the device's memory for them (graph.c) */
    unsigned long long capture_ids;
    struct drv_state *drv;         /* the driver API's contexts, modules, NVRTC programs (drv.c) */
    bool runtime_started;          /* a runtime call made the primary context current (rt_start) */
    int in_driver;                 /* a driver call is running the runtime's (drv.c) */
    VEC(char **) type_infos;       /* typeid's std::type_info objects: a name and a key each (host.c) */
    VEC(host_at_exit) at_exit;     /* what the program's end does, in reverse (host.c) */
    pthread_key_t tls_key;         /* each thread's copies of the thread_local variables (host.c) */
    VEC(host_advice) advice;       /* managed memory's advice and prefetches (advise.c) */
};

host_state *host_state_of(cr_session *s);
void advise_free_all(host_state *h);

/* The runtime's entry points (rt.c, graph.c) take the session as a void * (what host code
 * passes). */
#define SESS(p) ((cr_session *)(p))

/* Host threads of a program call the runtime one at a time: an entry point holds the runtime
 * lock (recursive, per thread) from RT_SESSION to its return. A protected call that a crash or
 * an interrupt leaves by longjmp gives back what it took (host_call_protected). */
void rt_enter(void);
void rt_leave(int *unused);
#define RT_LOCK()                                                                                \
    __attribute__((cleanup(rt_leave))) int rt_held_ = (rt_enter(), 1);                           \
    (void)rt_held_
/* The runtime starts at its first call that is not a device query (cudaMalloc, cudaFree(0), a
 * launch, cudaSetDevice, ...): it makes the device's primary context current when no context is,
 * as a driver API program then sees (cuCtxGetCurrent; drv.c). A driver call that runs the
 * runtime's does not start it. */
void rt_start(cr_session *s);
#define RT_SESSION(s, sp)                                                                        \
    cr_session *s = SESS(sp);                                                                    \
    RT_LOCK();                                                                                   \
    rt_start(s)
/* An entry point that does not start the runtime: a device query (cudaGetDeviceCount,
 * cudaGetDeviceProperties, cudaDeviceGetAttribute, ...), a driver API or NVRTC call. */
#define RT_QUERY(s, sp)                                                                          \
    cr_session *s = SESS(sp);                                                                    \
    RT_LOCK()
/* A call's outcome: recorded as the last error when it is one (and reported by the sanitizer's
 * memory check, as compute-sanitizer reports the errors of API calls). */
#define RET(s, e) return sess_san_api_error((s), __func__, (e), NULL)
#define STICKY(s)                                                                                \
    do {                                                                                         \
        int e_ = sess_api_error(s);                                                              \
        if (e_)                                                                                  \
            return sess_san_api_error(s, __func__, e_, NULL);                                    \
    } while (0)

/* The runtime's stream and event behind a handle (rt.c), or NULL for one it does not know; the
 * default streams share one state. */
host_stream *rt_stream_of(cr_session *s, void *stream);
host_event *rt_event_of(cr_session *s, void *event);

/* A kernel's arguments (pointers to each, as cudaLaunchKernel takes them) packed into a new
 * buffer in the kernel's parameter layout; *size receives its size. */
uint8_t *host_pack_params(cr_session *s, uint32_t kernel, void **args, size_t *size);

/* N units' C text compiled and linked as one unit, binding the runtime, kernels, device
 * variables and what a cell imports from earlier cells. */
cr_status host_compile_units(cr_session *s, cemit_out *rws, int n, int *unit);

/* Call FN(void) under protection. */
host_outcome host_call_protected(cr_session *s, void *fn, int *status);

/* The kernel template instances RW launches that the device program lacks (a host template
 * launches testKernel<T><<<...>>>): made now by the device pass. False after errors. */
bool host_make_kernel_instances(cr_session *s, const char *name, const char *dir,
                                const cemit_out *rw);

/* A kernel's attributes (cudaFuncGetAttributes's), and cudaFuncSetAttribute's change of one
 * (0 or the runtime's error); K is the kernel's index in the program. */
struct cudaFuncAttributes;
void rt_func_attributes(cr_session *s, uint32_t k, struct cudaFuncAttributes *a);
int rt_func_set_attribute(cr_session *s, uint32_t k, int attr, int v);

/* The driver API and NVRTC (drv.c, nvrtc.c): their functions registered with a TCC state, and
 * their state freed with the session's host state. */
void drv_add_symbols(TCCState *st);
void sstream_add_symbols(TCCState *st); /* std::stringstream's memory (sstream.c) */
void curand_add_symbols(TCCState *st);  /* cuRAND's direction vectors (curand_data.c) */
void drv_free(cr_session *s);
void nvrtc_add_symbols(TCCState *st);

/* Register the runtime's functions (cudaMalloc's implementation, ...) with a TCC state. */
void rt_add_symbols(TCCState *st);

#endif
