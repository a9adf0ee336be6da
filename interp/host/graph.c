/* graph.c — CUDA graphs and stream capture (CUDA C++ Programming Guide §3.2.8.7, "CUDA Graphs").
 *
 * A graph is nodes (kernel launches, copies, memsets, host functions, child graphs, events,
 * memory allocation and free, conditional nodes) and the edges that order them. A program
 * builds one with the cudaGraphAdd*Node calls, or by capturing what it issues into a stream
 * between cudaStreamBeginCapture and cudaStreamEndCapture (other streams join the capture by
 * waiting on an event recorded in a capturing stream, and leave it when the origin stream
 * waits on theirs). cudaGraphInstantiate copies the graph into an executable graph, which
 * cudaGraphLaunch runs: every node once, each after the nodes it depends on.
 *
 * cudarepl runs a launched graph at once, its nodes in a topological order that takes, of the
 * nodes whose dependencies are done, the one made first. The GPU may run independent nodes in
 * any order or at once; a program whose output depends on that order has a race between them.
 * A kernel node launches as <<<...>>> does (its parameters copied when the node was made);
 * copies and memsets go through the runtime's own calls, so their checks and errors are the
 * same.
 *
 * A conditional handle is the device address of a 32-bit value: cudaGraphSetConditional in a
 * kernel (include/device/cuda_runtime.h) stores it, and the conditional node reads it when its
 * turn comes (if / while / switch over its body graphs).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "devmodel/dm_errors.h"
#include "host/cuda_runtime.h"
#include "interp/host/graph.h"
#include "interp/session/sanitize.h"


/* the launch attributes a kernel node keeps (cudaLaunchAttributeID 1 ..
 * cudaLaunchAttributePreferredSharedMemoryCarveout) */
#define GRAPH_KERNEL_ATTRS 15

/* a user object (cudaUserObjectCreate): its destructor runs when the last reference goes, the
 * program's and graphs' alike */
typedef struct host_uobj {
    void *ptr;
    cudaHostFn_t destroy;
    unsigned refs;
} host_uobj;

typedef struct {
    host_uobj *o;
    unsigned count;
} uobj_ref;

/* a conditional handle: its value's device address, and what a launch of its graph sets */
typedef struct {
    uint64_t addr;
    unsigned def;
    unsigned flags;
} cond_handle;

struct host_gnode {
    host_graph *g;
    unsigned id;               /* from 0 in its graph; a clone's node has its original's id */
    int type;                  /* cudaGraphNodeType */
    bool disabled;             /* cudaGraphNodeSetEnabled(..., 0) on an executable graph */
    host_gnodes deps;          /* the nodes it waits for */
    union {
        struct {
            uint32_t kernel;
            void *func;
            uint32_t grid[3], block[3];
            unsigned shared;
            uint8_t *params;   /* the packed parameters (the kernel's layout) */
            size_t psize;
            cudaLaunchAttributeValue attr[GRAPH_KERNEL_ATTRS]; /* cudaGraphKernelNodeSetAttribute's,
                                                                  by id (zeros: not set) */
        } k;
        struct cudaMemcpy3DParms copy;
        struct cudaMemsetParams set;
        struct cudaHostNodeParams host;
        host_graph *child;     /* owned */
        cudaEvent_t event;
        struct {
            uint64_t addr, size;
        } mem;
        struct {
            uint64_t handle;
            int type;
            unsigned size;
            host_graph **bodies; /* owned */
        } cond;
    } u;
};

struct host_graph {
    VEC(host_gnode *) nodes;
    unsigned next_id;
    VEC(cond_handle) handles;
    host_graph *cloned_from;
    bool owned;                /* a child or body graph: its node frees it, not the program */
    host_gnode **order;        /* the nodes in the order they run (run_order), until the
                                  nodes or edges change; NULL: not known */
    VEC(uobj_ref) uobjs;       /* the user objects it holds references to */
};

struct host_exec {
    host_graph *g;             /* a copy of the graph instantiated */
    host_graph *source;
    unsigned long long flags;  /* cudaGraphInstantiateWithFlags's */
};

static void uobj_release(host_uobj *o, unsigned count)
{
    if (!o->refs)
        return;
    o->refs = count >= o->refs ? 0 : o->refs - count;
    if (!o->refs && o->destroy)
        o->destroy(o->ptr);
}

/* ---- Graphs: making, copying, freeing ------------------------------------------------------ */

static host_graph *graph_new(cr_session *s, bool owned)
{
    host_graph *g = sess_xcalloc(1, sizeof *g);
    g->owned = owned;
    if (!owned)
        VEC_PUSH(host_state_of(s)->graphs, g);
    return g;
}

static void graph_free(host_graph *g);

static void node_free(host_gnode *n)
{
    VEC_FREE(n->deps);
    if (n->type == cudaGraphNodeTypeKernel)
        free(n->u.k.params);
    else if (n->type == cudaGraphNodeTypeGraph)
        graph_free(n->u.child);
    else if (n->type == cudaGraphNodeTypeConditional) {
        for (unsigned i = 0; i < n->u.cond.size; i++)
            graph_free(n->u.cond.bodies[i]);
        free(n->u.cond.bodies);
    }
    free(n);
}

static void graph_free(host_graph *g)
{
    if (!g)
        return;
    for (size_t i = 0; i < g->nodes.len; i++)
        node_free(g->nodes.p[i]);
    VEC_FREE(g->nodes);
    VEC_FREE(g->handles);
    for (size_t i = 0; i < g->uobjs.len; i++)
        uobj_release(g->uobjs.p[i].o, g->uobjs.p[i].count);
    VEC_FREE(g->uobjs);
    free(g->order);
    free(g);
}

/* Is G a graph the program holds (made by cudaGraphCreate, a capture or a clone, not yet
 * destroyed)? */
static bool graph_known(cr_session *s, host_graph *g)
{
    host_state *h = host_state_of(s);
    for (size_t i = 0; i < h->graphs.len; i++)
        if (h->graphs.p[i] == g)
            return true;
    return false;
}

/* G itself, or a body or child graph inside one the program holds */
static bool graph_in(host_graph *top, host_graph *g)
{
    if (top == g)
        return true;
    for (size_t i = 0; i < top->nodes.len; i++) {
        host_gnode *n = top->nodes.p[i];
        if (n->type == cudaGraphNodeTypeGraph && graph_in(n->u.child, g))
            return true;
        if (n->type == cudaGraphNodeTypeConditional)
            for (unsigned k = 0; k < n->u.cond.size; k++)
                if (graph_in(n->u.cond.bodies[k], g))
                    return true;
    }
    return false;
}

static bool graph_live(cr_session *s, host_graph *g)
{
    host_state *h = host_state_of(s);
    if (!g)
        return false;
    for (size_t i = 0; i < h->graphs.len; i++)
        if (graph_in(h->graphs.p[i], g))
            return true;
    return false;
}

static bool node_live(cr_session *s, host_gnode *n)
{
    if (!n || !graph_live(s, n->g))
        return false;
    for (size_t i = 0; i < n->g->nodes.len; i++)
        if (n->g->nodes.p[i] == n)
            return true;
    return false;
}

static host_gnode *node_by_id(host_graph *g, unsigned id)
{
    for (size_t i = 0; i < g->nodes.len; i++)
        if (g->nodes.p[i]->id == id)
            return g->nodes.p[i];
    return NULL;
}

static host_graph *graph_copy(cr_session *s, host_graph *src, bool owned);

/* N's payload copied into C (a node of another graph) */
static void payload_copy(cr_session *s, host_gnode *c, const host_gnode *n)
{
    c->u = n->u;
    if (n->type == cudaGraphNodeTypeKernel) {
        c->u.k.params = sess_xmalloc(n->u.k.psize ? n->u.k.psize : 1);
        memcpy(c->u.k.params, n->u.k.params, n->u.k.psize);
    } else if (n->type == cudaGraphNodeTypeGraph) {
        c->u.child = graph_copy(s, n->u.child, true);
    } else if (n->type == cudaGraphNodeTypeConditional) {
        c->u.cond.bodies = sess_xcalloc(n->u.cond.size ? n->u.cond.size : 1, sizeof(host_graph *));
        for (unsigned k = 0; k < n->u.cond.size; k++)
            c->u.cond.bodies[k] = graph_copy(s, n->u.cond.bodies[k], true);
    }
}

static host_graph *graph_copy(cr_session *s, host_graph *src, bool owned)
{
    host_graph *g = graph_new(s, owned);
    g->next_id = src->next_id;
    g->cloned_from = src;
    for (size_t i = 0; i < src->handles.len; i++)
        VEC_PUSH(g->handles, src->handles.p[i]);
    for (size_t i = 0; i < src->uobjs.len; i++) { /* (a clone or an instance holds its own) */
        src->uobjs.p[i].o->refs += src->uobjs.p[i].count;
        VEC_PUSH(g->uobjs, src->uobjs.p[i]);
    }
    for (size_t i = 0; i < src->nodes.len; i++) {
        const host_gnode *n = src->nodes.p[i];
        host_gnode *c = sess_xcalloc(1, sizeof *c);
        c->g = g;
        c->id = n->id;
        c->type = n->type;
        c->disabled = n->disabled;
        payload_copy(s, c, n);
        VEC_PUSH(g->nodes, c);
    }
    /* the edges, between the copies */
    for (size_t i = 0; i < src->nodes.len; i++)
        for (size_t d = 0; d < src->nodes.p[i]->deps.len; d++)
            VEC_PUSH(g->nodes.p[i]->deps, node_by_id(g, src->nodes.p[i]->deps.p[d]->id));
    return g;
}

/* ---- Nodes ------------------------------------------------------------------------------------ */

/* Does N come after D (through at most DEPTH edges: a graph may hold a cycle until it is
 * instantiated)? */
static bool depends_on(host_gnode *n, host_gnode *d, size_t depth)
{
    for (size_t i = 0; i < n->deps.len && depth; i++)
        if (n->deps.p[i] == d || depends_on(n->deps.p[i], d, depth - 1))
            return true;
    return false;
}

/* G's nodes or edges changed: its running order is to be found again */
static void order_forget(host_graph *g)
{
    free(g->order);
    g->order = NULL;
}

static host_gnode *node_new(host_graph *g, int type, host_gnode *const *deps, size_t nd)
{
    order_forget(g);
    host_gnode *n = sess_xcalloc(1, sizeof *n);
    n->g = g;
    n->id = g->next_id++;
    n->type = type;
    for (size_t i = 0; i < nd; i++) {
        bool dup = false;
        for (size_t k = 0; k < n->deps.len; k++)
            dup |= n->deps.p[k] == deps[i];
        if (!dup)
            VEC_PUSH(n->deps, deps[i]);
    }
    VEC_PUSH(g->nodes, n);
    return n;
}

/* The parameters of P made into node N's payload (N's type is P's). 0, or an error code. */
static int payload_set(cr_session *s, host_gnode *n, const struct cudaGraphNodeParams *p, bool made)
{
    switch (p->type) {
    case cudaGraphNodeTypeKernel: {
        const struct cudaKernelNodeParams *k = &p->kernel;
        int kernel = host_kernel_of(s, k->func);
        if (kernel < 0)
            return DM_cudaErrorInvalidDeviceFunction;
        if (!k->kernelParams && s->prog->funcs.p[kernel]->params.len)
            return DM_cudaErrorInvalidValue;
        free(n->u.k.params);
        n->u.k.kernel = (uint32_t)kernel;
        n->u.k.func = k->func;
        n->u.k.grid[0] = k->gridDim.x, n->u.k.grid[1] = k->gridDim.y, n->u.k.grid[2] = k->gridDim.z;
        n->u.k.block[0] = k->blockDim.x, n->u.k.block[1] = k->blockDim.y, n->u.k.block[2] = k->blockDim.z;
        n->u.k.shared = k->sharedMemBytes;
        n->u.k.params = host_pack_params(s, (uint32_t)kernel, k->kernelParams, &n->u.k.psize);
        return 0;
    }
    case cudaGraphNodeTypeMemcpy:
        if (p->memcpy.copyParams.srcArray || p->memcpy.copyParams.dstArray)
            return DM_cudaErrorNotSupported; /* CUDA arrays in graph copies: not modelled */
        if (!p->memcpy.copyParams.srcPtr.ptr || !p->memcpy.copyParams.dstPtr.ptr)
            return DM_cudaErrorInvalidValue;
        n->u.copy = p->memcpy.copyParams;
        return 0;
    case cudaGraphNodeTypeMemset: {
        const struct cudaMemsetParams *m = &p->memset;
        if (!m->dst || (m->elementSize != 1 && m->elementSize != 2 && m->elementSize != 4) ||
            (m->height > 1 && m->pitch < m->width * m->elementSize))
            return DM_cudaErrorInvalidValue;
        n->u.set = *m;
        return 0;
    }
    case cudaGraphNodeTypeHost:
        if (!p->host.fn)
            return DM_cudaErrorInvalidValue;
        n->u.host = p->host;
        return 0;
    case cudaGraphNodeTypeGraph:
        if (!graph_live(s, (host_graph *)p->graph.graph))
            return DM_cudaErrorInvalidValue;
        if (!made)
            return DM_cudaErrorInvalidValue;
        n->u.child = graph_copy(s, (host_graph *)p->graph.graph, true);
        return 0;
    case cudaGraphNodeTypeEmpty:
        return 0;
    case cudaGraphNodeTypeWaitEvent:
    case cudaGraphNodeTypeEventRecord:
        if (!rt_event_of(s, p->type == cudaGraphNodeTypeWaitEvent ? p->eventWait.event : p->eventRecord.event))
            return DM_cudaErrorInvalidValue;
        n->u.event = p->type == cudaGraphNodeTypeWaitEvent ? p->eventWait.event : p->eventRecord.event;
        return 0;
    default:
        return DM_cudaErrorInvalidValue;
    }
}

/* ---- Graph allocations ------------------------------------------------------------------------ */

static host_galloc *galloc_of(cr_session *s, uint64_t addr)
{
    host_state *h = host_state_of(s);
    for (size_t i = 0; i < h->gallocs.len; i++)
        if (h->gallocs.p[i].addr == addr)
            return &h->gallocs.p[i];
    return NULL;
}

/* A new graph allocation of SIZE bytes (not live until a launch allocates it): 0 or an error. */
static int galloc_new(cr_session *s, uint64_t size, uint64_t *addr)
{
    if (!s->mem_ok || dm_alloc_global(&s->mem, size, DM_ALLOC_DEVICE, NULL, addr) != 0)
        return DM_cudaErrorMemoryAllocation;
    host_galloc g = {*addr, size, false};
    VEC_PUSH(host_state_of(s)->gallocs, g);
    return 0;
}

/* The device's memory for graph allocations: an H200 maps it in chunks of 32 MiB, and keeps
 * what it mapped (used and reserved alike) until cudaDeviceGraphMemTrim, which gives back all
 * but what live allocations hold. */
#define GRAPH_MEM_CHUNK (32ull << 20)

static void footprint_grow(host_state *h)
{
    uint64_t live = 0;
    for (size_t i = 0; i < h->gallocs.len; i++)
        live += h->gallocs.p[i].live ? h->gallocs.p[i].size : 0;
    uint64_t need = (live + GRAPH_MEM_CHUNK - 1) / GRAPH_MEM_CHUNK * GRAPH_MEM_CHUNK;
    if (need > h->graph_mem)
        h->graph_mem = need;
    if (h->graph_mem > h->graph_mem_high)
        h->graph_mem_high = h->graph_mem;
}

void graph_mem_trim(cr_session *s)
{
    host_state *h = host_state_of(s);
    h->graph_mem = 0;
    footprint_grow(h);
}

uint64_t graph_mem_attribute(cr_session *s, int attr)
{
    host_state *h = host_state_of(s);
    return attr == cudaGraphMemAttrUsedMemHigh || attr == cudaGraphMemAttrReservedMemHigh ? h->graph_mem_high
                                                                                          : h->graph_mem;
}

void graph_mem_reset_high(cr_session *s)
{
    host_state *h = host_state_of(s);
    h->graph_mem_high = h->graph_mem;
}

bool graph_free_alloc(cr_session *s, uint64_t addr)
{
    host_galloc *g = galloc_of(s, addr);
    if (!g)
        return false;
    g->live = false;
    return true;
}

/* ---- Running a graph ------------------------------------------------------------------------ */

static int run_graph(cr_session *s, host_graph *g);

/* a memset node: rows of elements of 1, 2 or 4 bytes */
static int run_memset(cr_session *s, const struct cudaMemsetParams *m)
{
    size_t rows = m->height ? m->height : 1, row = m->width * m->elementSize;
    size_t pitch = rows > 1 ? m->pitch : row;
    if (m->elementSize == 1) {
        for (size_t r = 0; r < rows; r++) {
            int e = __cr_rt_cudaMemset(s->host->self, (char *)m->dst + r * pitch, (int)(m->value & 0xff), row);
            if (e)
                return e;
        }
        return 0;
    }
    uint8_t *pat = sess_xmalloc(row ? row : 1);
    for (size_t i = 0; i < m->width; i++)
        memcpy(pat + i * m->elementSize, &m->value, m->elementSize); /* little-endian: the low bytes */
    int e = 0;
    for (size_t r = 0; r < rows && !e; r++)
        e = __cr_rt_cudaMemcpy(s->host->self, (char *)m->dst + r * pitch, pat, row, cudaMemcpyHostToDevice, 0);
    free(pat);
    return e;
}

/* a copy node: a 3D copy between pitched pointers, a slice at a time */
static int run_copy(cr_session *s, const struct cudaMemcpy3DParms *c)
{
    size_t h = c->extent.height ? c->extent.height : 1, d = c->extent.depth ? c->extent.depth : 1;
    for (size_t z = 0; z < d; z++) {
        const char *src = (const char *)c->srcPtr.ptr +
                          ((c->srcPos.z + z) * c->srcPtr.ysize + c->srcPos.y) * c->srcPtr.pitch + c->srcPos.x;
        char *dst = (char *)c->dstPtr.ptr +
                    ((c->dstPos.z + z) * c->dstPtr.ysize + c->dstPos.y) * c->dstPtr.pitch + c->dstPos.x;
        int e = h == 1 ? __cr_rt_cudaMemcpy(s->host->self, dst, src, c->extent.width, c->kind, 0)
                       : __cr_rt_cudaMemcpy2D(s->host->self, dst, c->dstPtr.pitch, src, c->srcPtr.pitch,
                                              c->extent.width, h, c->kind);
        if (e)
            return e;
    }
    return 0;
}

static unsigned cond_value(cr_session *s, uint64_t addr)
{
    unsigned v = 0;
    const void *p = dm_host_ptr(&s->mem, addr, sizeof v);
    if (p)
        memcpy(&v, p, sizeof v);
    return v;
}

static int run_node(cr_session *s, host_gnode *n)
{
    switch (n->type) {
    case cudaGraphNodeTypeKernel:
        return sess_launch(s, n->u.k.kernel, n->u.k.grid, n->u.k.block, n->u.k.shared, n->u.k.params,
                           n->u.k.psize);
    case cudaGraphNodeTypeMemcpy:
        return run_copy(s, &n->u.copy);
    case cudaGraphNodeTypeMemset:
        return run_memset(s, &n->u.set);
    case cudaGraphNodeTypeHost: {
        int e = sess_sync(s); /* what came before is done, its output is out */
        if (e)
            return e;
        n->u.host.fn(n->u.host.userData);
        return 0;
    }
    case cudaGraphNodeTypeGraph:
        return run_graph(s, n->u.child);
    case cudaGraphNodeTypeEventRecord: {
        host_event *e = rt_event_of(s, n->u.event);
        if (e) {
            e->clock = sess_device_time(s);
            e->recorded = true;
        }
        return 0;
    }
    case cudaGraphNodeTypeConditional: {
        int e = sess_sync(s); /* the kernels that set the value have run */
        if (e)
            return e;
        unsigned v = cond_value(s, n->u.cond.handle);
        switch (n->u.cond.type) {
        case cudaGraphCondTypeIf:
            if (v)
                return run_graph(s, n->u.cond.bodies[0]);
            return n->u.cond.size > 1 ? run_graph(s, n->u.cond.bodies[1]) : 0;
        case cudaGraphCondTypeWhile:
            while (v && !e && !s->interrupt) {
                e = run_graph(s, n->u.cond.bodies[0]);
                if (!e)
                    e = sess_sync(s);
                v = cond_value(s, n->u.cond.handle);
            }
            return e;
        default:
            return v < n->u.cond.size ? run_graph(s, n->u.cond.bodies[v]) : 0;
        }
    }
    case cudaGraphNodeTypeMemAlloc: {
        host_galloc *a = galloc_of(s, n->u.mem.addr);
        if (!a)
            return DM_cudaErrorInvalidValue;
        if (a->live) /* the last launch's allocation was not freed */
            return DM_cudaErrorInvalidValue;
        a->live = true;
        footprint_grow(host_state_of(s));
        return 0;
    }
    case cudaGraphNodeTypeMemFree:
        return graph_free_alloc(s, n->u.mem.addr) ? 0 : DM_cudaErrorInvalidValue;
    default: /* empty, event wait: nothing to do when it runs */
        return 0;
    }
}

/* G's nodes in the order they run: of the nodes whose dependencies have run, the one made
 * first (NULL: a cycle). Kept in G until its nodes or edges change. */
static host_gnode **run_order(host_graph *g)
{
    if (g->order)
        return g->order;
    size_t n = g->nodes.len;
    host_gnode **order = sess_xcalloc(n ? n : 1, sizeof *order);
    bool *done = sess_xcalloc(n ? n : 1, sizeof *done);
    for (size_t k = 0; k < n; k++) {
        size_t best = n;
        for (size_t i = 0; i < n; i++) {
            host_gnode *c = g->nodes.p[i];
            if (done[i] || (best < n && c->id > g->nodes.p[best]->id))
                continue;
            bool ready = true;
            for (size_t d = 0; d < c->deps.len && ready; d++)
                for (size_t j = 0; j < n; j++)
                    if (g->nodes.p[j] == c->deps.p[d])
                        ready = done[j];
            if (ready)
                best = i;
        }
        if (best == n) {
            free(order);
            free(done);
            return NULL;
        }
        done[best] = true;
        order[k] = g->nodes.p[best];
    }
    free(done);
    g->order = order;
    return order;
}

static int run_graph(cr_session *s, host_graph *g)
{
    for (size_t i = 0; i < g->handles.len; i++)
        if (g->handles.p[i].flags & cudaGraphCondAssignDefault) {
            void *p = dm_host_ptr(&s->mem, g->handles.p[i].addr, sizeof(unsigned));
            if (p)
                memcpy(p, &g->handles.p[i].def, sizeof(unsigned));
        }
    host_gnode **order = run_order(g);
    if (!order)
        return DM_cudaErrorInvalidValue;
    int e = 0;
    for (size_t i = 0; i < g->nodes.len && !e && !s->interrupt; i++)
        if (!order[i]->disabled)
            e = run_node(s, order[i]);
    return e;
}

/* ---- The runtime's graph functions ----------------------------------------------------------- */

cudaError_t __cr_rt_cudaGraphCreate(void *sp, cudaGraph_t *g, unsigned flags)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!g || flags)
        RET(s, DM_cudaErrorInvalidValue);
    *g = (cudaGraph_t)graph_new(s, false);
    return 0;
}

static void graph_forget(cr_session *s, host_graph *g)
{
    host_state *h = host_state_of(s);
    for (size_t i = 0; i < h->execs.len; i++)
        if (h->execs.p[i]->source == g)
            h->execs.p[i]->source = NULL; /* its nodes are gone: the executable graph stays */
    for (size_t i = 0; i < h->graphs.len; i++)
        if (h->graphs.p[i] == g) {
            h->graphs.p[i] = h->graphs.p[--h->graphs.len];
            break;
        }
    graph_free(g);
}

cudaError_t __cr_rt_cudaGraphDestroy(void *sp, cudaGraph_t gp)
{
    RT_SESSION(s, sp);
    host_graph *g = (host_graph *)gp;
    if (!graph_known(s, g))
        RET(s, DM_cudaErrorInvalidValue);
    graph_forget(s, g);
    return 0;
}

cudaError_t __cr_rt_cudaGraphClone(void *sp, cudaGraph_t *out, cudaGraph_t gp)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!out || !graph_live(s, (host_graph *)gp))
        RET(s, DM_cudaErrorInvalidValue);
    *out = (cudaGraph_t)graph_copy(s, (host_graph *)gp, false);
    return 0;
}

static bool deps_ok(cr_session *s, host_graph *g, const cudaGraphNode_t *deps, size_t nd)
{
    if (nd && !deps)
        return false;
    for (size_t i = 0; i < nd; i++) {
        host_gnode *d = (host_gnode *)deps[i];
        if (!node_live(s, d) || d->g != g)
            return false;
    }
    return true;
}

cudaError_t __cr_rt_cudaGraphAddNode(void *sp, cudaGraphNode_t *out, cudaGraph_t gp, const cudaGraphNode_t *deps,
                                     size_t nd, struct cudaGraphNodeParams *p)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_graph *g = (host_graph *)gp;
    if (!out || !p || !graph_live(s, g) || !deps_ok(s, g, deps, nd))
        RET(s, DM_cudaErrorInvalidValue);
    if (p->type == cudaGraphNodeTypeMemAlloc) {
        uint64_t a;
        if (!p->alloc.bytesize)
            RET(s, DM_cudaErrorInvalidValue);
        int e = galloc_new(s, p->alloc.bytesize, &a);
        if (e)
            RET(s, e);
        host_gnode *n = node_new(g, p->type, (host_gnode *const *)deps, nd);
        n->u.mem.addr = a;
        n->u.mem.size = p->alloc.bytesize;
        p->alloc.dptr = (void *)(uintptr_t)a;
        *out = (cudaGraphNode_t)n;
        return 0;
    }
    if (p->type == cudaGraphNodeTypeMemFree) {
        host_gnode *n = node_new(g, p->type, (host_gnode *const *)deps, nd);
        n->u.mem.addr = (uint64_t)(uintptr_t)p->free.dptr;
        *out = (cudaGraphNode_t)n;
        return 0;
    }
    if (p->type == cudaGraphNodeTypeConditional) {
        struct cudaConditionalNodeParams *c = &p->conditional;
        bool known_handle = false;
        for (size_t i = 0; i < g->handles.len; i++)
            known_handle |= g->handles.p[i].addr == c->handle;
        unsigned most = c->type == cudaGraphCondTypeIf ? 2 : c->type == cudaGraphCondTypeWhile ? 1 : 1u << 16;
        if (!known_handle || c->size == 0 || c->size > most || (unsigned)c->type > cudaGraphCondTypeSwitch)
            RET(s, DM_cudaErrorInvalidValue);
        host_gnode *n = node_new(g, p->type, (host_gnode *const *)deps, nd);
        n->u.cond.handle = c->handle;
        n->u.cond.type = c->type;
        n->u.cond.size = c->size;
        n->u.cond.bodies = sess_xcalloc(c->size, sizeof(host_graph *));
        for (unsigned k = 0; k < c->size; k++) {
            n->u.cond.bodies[k] = graph_new(s, true);
            /* a body sees its parent's handles (a while body sets the loop's own) */
            for (size_t i = 0; i < g->handles.len; i++) {
                cond_handle ch = g->handles.p[i];
                ch.flags = 0;
                VEC_PUSH(n->u.cond.bodies[k]->handles, ch);
            }
        }
        /* the body graphs, in an array the node owns (the runtime's, not the program's) */
        c->phGraph_out = (cudaGraph_t *)n->u.cond.bodies;
        *out = (cudaGraphNode_t)n;
        return 0;
    }
    host_gnode tmp = {0};
    tmp.type = p->type;
    int e = payload_set(s, &tmp, p, true);
    if (e) {
        if (p->type == cudaGraphNodeTypeKernel)
            free(tmp.u.k.params);
        RET(s, e);
    }
    host_gnode *n = node_new(g, p->type, (host_gnode *const *)deps, nd);
    n->u = tmp.u;
    *out = (cudaGraphNode_t)n;
    return 0;
}

cudaError_t __cr_rt_cudaGraphAddDependencies(void *sp, cudaGraph_t gp, const cudaGraphNode_t *from,
                                             const cudaGraphNode_t *to, size_t n, int add)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_graph *g = (host_graph *)gp;
    if (!graph_live(s, g) || (n && (!from || !to)) || !deps_ok(s, g, from, n) || !deps_ok(s, g, to, n))
        RET(s, DM_cudaErrorInvalidValue);
    for (size_t i = 0; i < n; i++) {
        host_gnode *a = (host_gnode *)from[i], *b = (host_gnode *)to[i];
        size_t k = 0;
        while (k < b->deps.len && b->deps.p[k] != a)
            k++;
        if (add) {
            /* an edge that is there already (one that closes a cycle is taken: instantiating
             * the graph refuses it, as CUDA does) */
            if (k < b->deps.len || a == b)
                RET(s, DM_cudaErrorInvalidValue);
            VEC_PUSH(b->deps, a);
            order_forget(g);
        } else {
            if (k == b->deps.len)
                RET(s, DM_cudaErrorInvalidValue);
            b->deps.p[k] = b->deps.p[--b->deps.len];
            order_forget(g);
        }
    }
    return 0;
}

/* Fill OUT (when not NULL) with up to *N of the COUNT items from LIST, NULLs after them;
 * *N becomes COUNT when OUT is NULL, the number filled otherwise. */
static void fill_nodes(cudaGraphNode_t *out, size_t *n, host_gnode *const *list, size_t count)
{
    if (!out) {
        *n = count;
        return;
    }
    size_t k = 0;
    for (; k < *n && k < count; k++)
        out[k] = (cudaGraphNode_t)list[k];
    for (size_t i = k; i < *n; i++)
        out[i] = NULL;
    *n = k;
}

cudaError_t __cr_rt_cudaGraphGetNodes(void *sp, cudaGraph_t gp, cudaGraphNode_t *out, size_t *n, int roots)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_graph *g = (host_graph *)gp;
    if (!graph_live(s, g) || !n)
        RET(s, DM_cudaErrorInvalidValue);
    host_gnodes list = {0};
    for (size_t i = 0; i < g->nodes.len; i++)
        if (!roots || g->nodes.p[i]->deps.len == 0)
            VEC_PUSH(list, g->nodes.p[i]);
    fill_nodes(out, n, list.p, list.len);
    VEC_FREE(list);
    return 0;
}

cudaError_t __cr_rt_cudaGraphGetEdges(void *sp, cudaGraph_t gp, cudaGraphNode_t *from, cudaGraphNode_t *to,
                                      size_t *n)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_graph *g = (host_graph *)gp;
    if (!graph_live(s, g) || !n || (!from) != (!to))
        RET(s, DM_cudaErrorInvalidValue);
    host_gnodes a = {0}, b = {0};
    for (size_t i = 0; i < g->nodes.len; i++)
        for (size_t d = 0; d < g->nodes.p[i]->deps.len; d++) {
            VEC_PUSH(a, g->nodes.p[i]->deps.p[d]);
            VEC_PUSH(b, g->nodes.p[i]);
        }
    size_t m = *n;
    fill_nodes(from, n, a.p, a.len);
    fill_nodes(to, &m, b.p, b.len);
    VEC_FREE(a);
    VEC_FREE(b);
    return 0;
}

cudaError_t __cr_rt_cudaGraphNodeGetType(void *sp, cudaGraphNode_t np, enum cudaGraphNodeType *t)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_gnode *n = (host_gnode *)np;
    if (!t || !node_live(s, n))
        RET(s, DM_cudaErrorInvalidValue);
    *t = (enum cudaGraphNodeType)n->type;
    return 0;
}

cudaError_t __cr_rt_cudaGraphNodeGetEdges(void *sp, cudaGraphNode_t np, cudaGraphNode_t *out, size_t *count,
                                          int dependents)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_gnode *n = (host_gnode *)np;
    if (!count || !node_live(s, n))
        RET(s, DM_cudaErrorInvalidValue);
    if (!dependents) {
        fill_nodes(out, count, n->deps.p, n->deps.len);
        return 0;
    }
    host_gnodes list = {0};
    for (size_t i = 0; i < n->g->nodes.len; i++)
        for (size_t d = 0; d < n->g->nodes.p[i]->deps.len; d++)
            if (n->g->nodes.p[i]->deps.p[d] == n)
                VEC_PUSH(list, n->g->nodes.p[i]);
    fill_nodes(out, count, list.p, list.len);
    VEC_FREE(list);
    return 0;
}

cudaError_t __cr_rt_cudaGraphNodeGetParams(void *sp, cudaGraphNode_t np, struct cudaGraphNodeParams *p)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_gnode *n = (host_gnode *)np;
    if (!p || !node_live(s, n))
        RET(s, DM_cudaErrorInvalidValue);
    memset(p, 0, sizeof *p);
    p->type = (enum cudaGraphNodeType)n->type;
    switch (n->type) {
    case cudaGraphNodeTypeKernel:
        p->kernel.func = n->u.k.func;
        p->kernel.gridDim.x = n->u.k.grid[0], p->kernel.gridDim.y = n->u.k.grid[1], p->kernel.gridDim.z = n->u.k.grid[2];
        p->kernel.blockDim.x = n->u.k.block[0], p->kernel.blockDim.y = n->u.k.block[1];
        p->kernel.blockDim.z = n->u.k.block[2];
        p->kernel.sharedMemBytes = n->u.k.shared;
        break;
    case cudaGraphNodeTypeMemcpy: p->memcpy.copyParams = n->u.copy; break;
    case cudaGraphNodeTypeMemset: p->memset = n->u.set; break;
    case cudaGraphNodeTypeHost: p->host = n->u.host; break;
    case cudaGraphNodeTypeGraph: p->graph.graph = (cudaGraph_t)n->u.child; break;
    case cudaGraphNodeTypeWaitEvent: p->eventWait.event = n->u.event; break;
    case cudaGraphNodeTypeEventRecord: p->eventRecord.event = n->u.event; break;
    case cudaGraphNodeTypeMemAlloc:
        p->alloc.bytesize = n->u.mem.size;
        p->alloc.dptr = (void *)(uintptr_t)n->u.mem.addr;
        break;
    case cudaGraphNodeTypeMemFree: p->free.dptr = (void *)(uintptr_t)n->u.mem.addr; break;
    case cudaGraphNodeTypeConditional:
        p->conditional.handle = n->u.cond.handle;
        p->conditional.type = (enum cudaGraphConditionalNodeType)n->u.cond.type;
        p->conditional.size = n->u.cond.size;
        break;
    default: break;
    }
    return 0;
}

static host_exec *exec_of(cr_session *s, cudaGraphExec_t x)
{
    host_state *h = host_state_of(s);
    for (size_t i = 0; i < h->execs.len; i++)
        if ((cudaGraphExec_t)h->execs.p[i] == x)
            return h->execs.p[i];
    return NULL;
}

/* The node of executable graph X that node N of its graph became, or NULL. */
static host_gnode *exec_node(host_exec *x, host_gnode *n)
{
    return n && n->g == x->source ? node_by_id(x->g, n->id) : NULL;
}

static enum cudaGraphExecUpdateResult update_check(host_graph *x, host_graph *g, host_gnode **bad);

cudaError_t __cr_rt_cudaGraphNodeSetParams(void *sp, cudaGraphExec_t xp, cudaGraphNode_t np,
                                           struct cudaGraphNodeParams *p)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_gnode *n = (host_gnode *)np;
    if (!p || !node_live(s, n))
        RET(s, DM_cudaErrorInvalidValue);
    if (xp) {
        host_exec *x = exec_of(s, xp);
        if (!x)
            RET(s, DM_cudaErrorInvalidValue);
        n = exec_node(x, n);
        if (!n)
            RET(s, DM_cudaErrorInvalidValue);
    }
    if (xp && n->type == cudaGraphNodeTypeGraph && p->type == cudaGraphNodeTypeGraph) {
        /* cudaGraphExecChildGraphNodeSetParams: a graph of the same shape gives its parameters */
        host_graph *g = (host_graph *)p->graph.graph;
        host_gnode *bad = NULL;
        if (!graph_live(s, g))
            RET(s, DM_cudaErrorInvalidValue);
        if (update_check(n->u.child, g, &bad) != cudaGraphExecUpdateSuccess)
            RET(s, DM_cudaErrorGraphExecUpdateFailure);
        graph_free(n->u.child);
        n->u.child = graph_copy(s, g, true);
        return 0;
    }
    if ((int)p->type != n->type || n->type == cudaGraphNodeTypeGraph || n->type == cudaGraphNodeTypeMemAlloc ||
        n->type == cudaGraphNodeTypeMemFree || n->type == cudaGraphNodeTypeConditional)
        RET(s, DM_cudaErrorInvalidValue);
    int e = payload_set(s, n, p, false);
    if (e)
        RET(s, e);
    return 0;
}

cudaError_t __cr_rt_cudaGraphDestroyNode(void *sp, cudaGraphNode_t np)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_gnode *n = (host_gnode *)np;
    if (!node_live(s, n))
        RET(s, DM_cudaErrorInvalidValue);
    host_graph *g = n->g;
    order_forget(g);
    for (size_t i = 0; i < g->nodes.len; i++) {
        host_gnode *o = g->nodes.p[i];
        for (size_t d = 0; d < o->deps.len;)
            if (o->deps.p[d] == n)
                o->deps.p[d] = o->deps.p[--o->deps.len];
            else
                d++;
    }
    for (size_t i = 0; i < g->nodes.len; i++)
        if (g->nodes.p[i] == n) {
            memmove(&g->nodes.p[i], &g->nodes.p[i + 1], (g->nodes.len - i - 1) * sizeof n);
            g->nodes.len--;
            break;
        }
    node_free(n);
    return 0;
}

cudaError_t __cr_rt_cudaGraphNodeFindInClone(void *sp, cudaGraphNode_t *out, cudaGraphNode_t np, cudaGraph_t cp)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_gnode *n = (host_gnode *)np;
    host_graph *c = (host_graph *)cp;
    if (!out || !node_live(s, n) || !graph_live(s, c) || c->cloned_from != n->g)
        RET(s, DM_cudaErrorInvalidValue);
    *out = (cudaGraphNode_t)node_by_id(c, n->id);
    if (!*out)
        RET(s, DM_cudaErrorInvalidValue);
    return 0;
}

cudaError_t __cr_rt_cudaGraphNodeEnable(void *sp, cudaGraphExec_t xp, cudaGraphNode_t np, unsigned *on, int set)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_exec *x = exec_of(s, xp);
    host_gnode *n = x ? exec_node(x, (host_gnode *)np) : NULL;
    if (!n || !on || !node_live(s, (host_gnode *)np))
        RET(s, DM_cudaErrorInvalidValue);
    if (n->type != cudaGraphNodeTypeKernel && n->type != cudaGraphNodeTypeMemcpy &&
        n->type != cudaGraphNodeTypeMemset)
        RET(s, DM_cudaErrorInvalidValue);
    if (set)
        n->disabled = !*on;
    else
        *on = !n->disabled;
    return 0;
}

cudaError_t __cr_rt_cudaGraphInstantiate(void *sp, cudaGraphExec_t *out, cudaGraph_t gp, unsigned long long flags)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_graph *g = (host_graph *)gp;
    if (!out || !graph_known(s, g))
        RET(s, DM_cudaErrorInvalidValue);
    /* (auto-free, upload, priorities: nothing to do in the model; the flags are kept) */
    if (!run_order(g))
        RET(s, DM_cudaErrorInvalidValue);
    /* a graph with memory nodes has one executable graph at a time (its allocations' addresses
     * are fixed) */
    bool memory = false;
    for (size_t i = 0; i < g->nodes.len; i++)
        memory |= g->nodes.p[i]->type == cudaGraphNodeTypeMemAlloc || g->nodes.p[i]->type == cudaGraphNodeTypeMemFree;
    host_state *hs = host_state_of(s);
    for (size_t i = 0; memory && i < hs->execs.len; i++)
        if (hs->execs.p[i]->source == g)
            RET(s, DM_cudaErrorNotSupported);
    host_exec *x = sess_xcalloc(1, sizeof *x);
    x->g = graph_copy(s, g, true);
    x->source = g;
    x->flags = flags & ~(unsigned long long)cudaGraphInstantiateFlagUpload; /* (an upload is done,
                                                       not kept: an H200's cudaGraphExecGetFlags) */
    VEC_PUSH(host_state_of(s)->execs, x);
    *out = (cudaGraphExec_t)x;
    return 0;
}

static bool stream_known(cr_session *s, cudaStream_t st)
{
    return st == NULL || st == cudaStreamLegacy || st == cudaStreamPerThread || rt_stream_of(s, st) != NULL;
}

cudaError_t __cr_rt_cudaGraphLaunch(void *sp, cudaGraphExec_t xp, cudaStream_t st)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_exec *x = exec_of(s, xp);
    if (!x)
        RET(s, DM_cudaErrorInvalidValue);
    if (!stream_known(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    host_capture *c = graph_capture_of(s, st);
    if (c) {
        /* an H200 refuses to capture a graph's launch, and the capture fails */
        c->invalid = true;
        RET(s, DM_cudaErrorStreamCaptureUnsupported);
    }
    return sess_set_error(s, run_graph(s, x->g));
}

cudaError_t __cr_rt_cudaGraphUpload(void *sp, cudaGraphExec_t xp, cudaStream_t st)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!exec_of(s, xp))
        RET(s, DM_cudaErrorInvalidValue);
    if (!stream_known(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    return 0;
}

cudaError_t __cr_rt_cudaGraphExecDestroy(void *sp, cudaGraphExec_t xp)
{
    RT_SESSION(s, sp);
    host_state *h = host_state_of(s);
    for (size_t i = 0; i < h->execs.len; i++)
        if ((cudaGraphExec_t)h->execs.p[i] == xp) {
            graph_free(h->execs.p[i]->g);
            free(h->execs.p[i]);
            h->execs.p[i] = h->execs.p[--h->execs.len];
            return 0;
        }
    RET(s, DM_cudaErrorInvalidValue);
}

/* Can executable graph X take G's parameters: the same nodes (by type and, for kernels,
 * function) with the same edges? */
static enum cudaGraphExecUpdateResult update_check(host_graph *x, host_graph *g, host_gnode **bad)
{
    if (x->nodes.len != g->nodes.len)
        return cudaGraphExecUpdateErrorTopologyChanged;
    for (size_t i = 0; i < g->nodes.len; i++) {
        host_gnode *a = x->nodes.p[i], *b = g->nodes.p[i];
        *bad = b;
        if (a->deps.len != b->deps.len)
            return cudaGraphExecUpdateErrorTopologyChanged;
        for (size_t d = 0; d < b->deps.len; d++) {
            size_t k = 0;
            while (k < g->nodes.len && g->nodes.p[k] != b->deps.p[d])
                k++;
            bool found = false;
            for (size_t e = 0; e < a->deps.len; e++)
                found |= k < x->nodes.len && a->deps.p[e] == x->nodes.p[k];
            if (!found)
                return cudaGraphExecUpdateErrorTopologyChanged;
        }
        if (a->type != b->type)
            return cudaGraphExecUpdateErrorNodeTypeChanged;
        if (a->type == cudaGraphNodeTypeKernel && a->u.k.kernel != b->u.k.kernel)
            return cudaGraphExecUpdateErrorUnsupportedFunctionChange;
        if (a->type == cudaGraphNodeTypeGraph || a->type == cudaGraphNodeTypeConditional ||
            a->type == cudaGraphNodeTypeMemAlloc || a->type == cudaGraphNodeTypeMemFree)
            return cudaGraphExecUpdateErrorNotSupported;
    }
    *bad = NULL;
    return cudaGraphExecUpdateSuccess;
}

cudaError_t __cr_rt_cudaGraphExecUpdate(void *sp, cudaGraphExec_t xp, cudaGraph_t gp,
                                        cudaGraphExecUpdateResultInfo *info)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_exec *x = exec_of(s, xp);
    host_graph *g = (host_graph *)gp;
    if (!x || !graph_live(s, g))
        RET(s, DM_cudaErrorInvalidValue);
    host_gnode *bad = NULL;
    enum cudaGraphExecUpdateResult r = update_check(x->g, g, &bad);
    if (info) {
        info->result = r;
        info->errorNode = (cudaGraphNode_t)bad;
        info->errorFromNode = NULL;
    }
    if (r != cudaGraphExecUpdateSuccess)
        RET(s, DM_cudaErrorGraphExecUpdateFailure);
    for (size_t i = 0; i < g->nodes.len; i++) {
        host_gnode *a = x->g->nodes.p[i], *b = g->nodes.p[i];
        if (a->type == cudaGraphNodeTypeKernel)
            free(a->u.k.params);
        payload_copy(s, a, b);
        a->id = b->id;
    }
    x->source = g;
    return 0;
}

static const char *type_name(int t)
{
    static const char *const names[] = {"KERNEL", "MEMCPY", "MEMSET", "HOST", "GRAPH", "EMPTY", "WAIT_EVENT",
                                        "EVENT_RECORD", "EXT_SEMAS_SIGNAL", "EXT_SEMAS_WAIT", "MEM_ALLOC",
                                        "MEM_FREE", "BATCH_MEM_OP", "CONDITIONAL"};
    return t >= 0 && t < (int)(sizeof names / sizeof names[0]) ? names[t] : "?";
}

static void dot_graph(cr_session *s, FILE *f, host_graph *g, const char *prefix)
{
    for (size_t i = 0; i < g->nodes.len; i++) {
        host_gnode *n = g->nodes.p[i];
        fprintf(f, "  \"%s%u\" [shape=%s, label=\"%s %u", prefix, n->id,
                n->type == cudaGraphNodeTypeKernel ? "box" : "ellipse", type_name(n->type), n->id);
        if (n->type == cudaGraphNodeTypeKernel)
            fprintf(f, "\\n%s\\n<<<(%u,%u,%u),(%u,%u,%u),%u>>>", s->prog->funcs.p[n->u.k.kernel]->name,
                    n->u.k.grid[0], n->u.k.grid[1], n->u.k.grid[2], n->u.k.block[0], n->u.k.block[1],
                    n->u.k.block[2], n->u.k.shared);
        else if (n->type == cudaGraphNodeTypeMemcpy)
            fprintf(f, "\\n%zu bytes", n->u.copy.extent.width * (n->u.copy.extent.height ? n->u.copy.extent.height : 1) *
                                        (n->u.copy.extent.depth ? n->u.copy.extent.depth : 1));
        else if (n->type == cudaGraphNodeTypeMemset)
            fprintf(f, "\\nvalue %u, %zu x %zu of %u bytes", n->u.set.value, n->u.set.width,
                    n->u.set.height ? n->u.set.height : 1, n->u.set.elementSize);
        fprintf(f, "\"];\n");
        for (size_t d = 0; d < n->deps.len; d++)
            fprintf(f, "  \"%s%u\" -> \"%s%u\";\n", prefix, n->deps.p[d]->id, prefix, n->id);
    }
}

cudaError_t __cr_rt_cudaGraphDebugDotPrint(void *sp, cudaGraph_t gp, const char *path, unsigned flags)
{
    RT_SESSION(s, sp);
    STICKY(s);
    (void)flags;
    host_graph *g = (host_graph *)gp;
    if (!graph_live(s, g) || !path)
        RET(s, DM_cudaErrorInvalidValue);
    FILE *f = fopen(path, "w");
    if (!f)
        RET(s, DM_cudaErrorOperatingSystem);
    fprintf(f, "digraph cudaGraph {\n");
    dot_graph(s, f, g, "n");
    fprintf(f, "}\n");
    fclose(f);
    return 0;
}

cudaError_t __cr_rt_cudaGraphConditionalHandleCreate(void *sp, cudaGraphConditionalHandle *out, cudaGraph_t gp,
                                                     unsigned def, unsigned flags)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_graph *g = (host_graph *)gp;
    if (!out || !graph_live(s, g) || (flags & ~(unsigned)cudaGraphCondAssignDefault))
        RET(s, DM_cudaErrorInvalidValue);
    uint64_t a;
    if (!s->mem_ok || dm_alloc_global(&s->mem, sizeof(unsigned), DM_ALLOC_DEVICE, NULL, &a) != 0)
        RET(s, DM_cudaErrorMemoryAllocation);
    void *p = dm_host_ptr(&s->mem, a, sizeof(unsigned));
    if (p)
        memcpy(p, &def, sizeof def);
    cond_handle h = {a, def, flags};
    VEC_PUSH(g->handles, h);
    *out = a;
    return 0;
}

/* ---- Stream capture ---------------------------------------------------------------------------- */

host_capture *graph_capture_of(cr_session *s, void *st)
{
    if (st == NULL || st == (void *)cudaStreamLegacy || st == (void *)cudaStreamPerThread)
        return NULL;
    host_stream *h = rt_stream_of(s, (cudaStream_t)st);
    return h && h->cap.graph ? &h->cap : NULL;
}

bool graph_device_sync(cr_session *s)
{
    host_state *h = host_state_of(s);
    bool any = false;
    for (size_t i = 0; i < h->streams.len; i++)
        if (h->streams.p[i]->cap.graph && h->streams.p[i]->cap.mode != cudaStreamCaptureModeRelaxed) {
            h->streams.p[i]->cap.invalid = true;
            any = true;
        }
    return any;
}

int graph_legacy_work(cr_session *s, void *stream)
{
    if (stream != NULL && stream != (void *)cudaStreamLegacy)
        return 0;
    host_state *h = host_state_of(s);
    int e = 0;
    for (size_t i = 0; i < h->streams.len; i++) {
        host_stream *st = h->streams.p[i];
        if (st->cap.graph && !(st->flags & cudaStreamNonBlocking) && st->cap.mode != cudaStreamCaptureModeRelaxed) {
            st->cap.invalid = true;
            e = DM_cudaErrorStreamCaptureImplicit;
        }
    }
    return e;
}

/* a node of the capture C after its dependencies; it becomes the stream's one dependency */
static host_gnode *capture_node(host_capture *c, int type)
{
    host_gnode *n = node_new(c->graph, type, c->deps.p, c->deps.len);
    c->deps.len = 0;
    VEC_PUSH(c->deps, n);
    return n;
}

int graph_capture_kernel(cr_session *s, host_capture *c, uint32_t kernel, const uint32_t grid[3],
                         const uint32_t block[3], size_t shared, void **args)
{
    host_gnode *n = capture_node(c, cudaGraphNodeTypeKernel);
    n->u.k.kernel = kernel;
    n->u.k.func = NULL;
    memcpy(n->u.k.grid, grid, sizeof n->u.k.grid);
    memcpy(n->u.k.block, block, sizeof n->u.k.block);
    n->u.k.shared = (unsigned)shared;
    n->u.k.params = host_pack_params(s, kernel, args, &n->u.k.psize);
    return 0;
}

int graph_capture_memcpy(cr_session *s, host_capture *c, void *dst, const void *src, size_t n, int kind)
{
    (void)s;
    host_gnode *g = capture_node(c, cudaGraphNodeTypeMemcpy);
    struct cudaMemcpy3DParms *p = &g->u.copy;
    p->srcPtr.ptr = (void *)src;
    p->srcPtr.pitch = p->srcPtr.xsize = n;
    p->srcPtr.ysize = 1;
    p->dstPtr.ptr = dst;
    p->dstPtr.pitch = p->dstPtr.xsize = n;
    p->dstPtr.ysize = 1;
    p->extent.width = n;
    p->extent.height = p->extent.depth = 1;
    p->kind = kind;
    return 0;
}

int graph_capture_memset(cr_session *s, host_capture *c, void *dst, int v, size_t n)
{
    (void)s;
    host_gnode *g = capture_node(c, cudaGraphNodeTypeMemset);
    g->u.set.dst = dst;
    g->u.set.value = (unsigned)(v & 0xff);
    g->u.set.elementSize = 1;
    g->u.set.width = n;
    g->u.set.height = 1;
    return 0;
}

int graph_capture_host(cr_session *s, host_capture *c, cudaHostFn_t fn, void *data)
{
    (void)s;
    host_gnode *g = capture_node(c, cudaGraphNodeTypeHost);
    g->u.host.fn = fn;
    g->u.host.userData = data;
    return 0;
}

int graph_capture_alloc(cr_session *s, host_capture *c, uint64_t size, uint64_t *addr)
{
    int e = galloc_new(s, size, addr);
    if (e)
        return e;
    host_gnode *g = capture_node(c, cudaGraphNodeTypeMemAlloc);
    g->u.mem.addr = *addr;
    g->u.mem.size = size;
    return 0;
}

int graph_capture_free(cr_session *s, host_capture *c, uint64_t addr)
{
    (void)s;
    host_gnode *g = capture_node(c, cudaGraphNodeTypeMemFree);
    g->u.mem.addr = addr;
    return 0;
}

void graph_capture_record(host_capture *c, host_event *e)
{
    e->cap_graph = c->graph;
    e->cap_deps.len = 0;
    for (size_t i = 0; i < c->deps.len; i++)
        VEC_PUSH(e->cap_deps, c->deps.p[i]);
}

void graph_event_recorded(host_event *e)
{
    e->cap_graph = NULL;
    e->cap_deps.len = 0;
}

int graph_capture_wait(cr_session *s, host_stream *st, host_event *e)
{
    (void)s;
    if (!e->cap_graph)
        return 0; /* an event of work outside the capture: nothing to wait for in the graph */
    host_capture *c = &st->cap;
    if (c->graph && c->graph != e->cap_graph)
        return DM_cudaErrorStreamCaptureMerge;
    if (!c->graph) {
        /* the stream joins the capture (a fork) */
        host_stream *origin = NULL;
        host_state *h = host_state_of(s);
        for (size_t i = 0; i < h->streams.len; i++)
            if (h->streams.p[i]->cap.graph == e->cap_graph && h->streams.p[i]->cap.origin)
                origin = h->streams.p[i];
        c->graph = e->cap_graph;
        c->id = origin ? origin->cap.id : 0;
        c->mode = origin ? origin->cap.mode : cudaStreamCaptureModeGlobal;
        c->origin = false;
        c->invalid = false;
        c->deps.len = 0;
    }
    for (size_t i = 0; i < e->cap_deps.len; i++) {
        bool have = false;
        for (size_t k = 0; k < c->deps.len; k++)
            have |= c->deps.p[k] == e->cap_deps.p[i];
        if (!have)
            VEC_PUSH(c->deps, e->cap_deps.p[i]);
    }
    return 0;
}

void graph_capture_invalidate(host_capture *c)
{
    c->invalid = true;
}

cudaError_t __cr_rt_cudaStreamBeginCapture(void *sp, cudaStream_t st, cudaGraph_t gp, const cudaGraphNode_t *deps,
                                           size_t nd, int mode)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (st == NULL || st == cudaStreamLegacy || st == cudaStreamPerThread)
        RET(s, DM_cudaErrorStreamCaptureUnsupported); /* the legacy stream cannot be captured */
    host_stream *h = rt_stream_of(s, st);
    if (!h)
        RET(s, DM_cudaErrorInvalidResourceHandle);
    if ((unsigned)mode > cudaStreamCaptureModeRelaxed)
        RET(s, DM_cudaErrorInvalidValue);
    if (h->cap.graph)
        RET(s, DM_cudaErrorIllegalState);
    host_graph *g = (host_graph *)gp;
    if (g && (!graph_live(s, g) || !deps_ok(s, g, deps, nd)))
        RET(s, DM_cudaErrorInvalidValue);
    h->cap.graph = g ? g : graph_new(s, false);
    h->cap.deps.len = 0;
    for (size_t i = 0; g && i < nd; i++)
        VEC_PUSH(h->cap.deps, (host_gnode *)deps[i]);
    h->cap.id = ++host_state_of(s)->capture_ids;
    h->cap.mode = mode;
    h->cap.origin = true;
    h->cap.to_graph = g != NULL; /* the graph stays the program's */
    h->cap.invalid = false;
    return 0;
}

/* Is every node of DEPS, or a node after it, among the ancestors of (or in) ENDS? */
static bool joined(const host_gnodes *deps, const host_gnodes *ends)
{
    for (size_t i = 0; i < deps->len; i++) {
        bool ok = false;
        for (size_t k = 0; k < ends->len && !ok; k++)
            ok = ends->p[k] == deps->p[i] || depends_on(ends->p[k], deps->p[i], ends->p[k]->g->nodes.len);
        if (!ok)
            return false;
    }
    return true;
}

cudaError_t __cr_rt_cudaStreamEndCapture(void *sp, cudaStream_t st, cudaGraph_t *out)
{
    RT_SESSION(s, sp);
    host_stream *h = rt_stream_of(s, st);
    if (!h || st == NULL)
        RET(s, DM_cudaErrorInvalidResourceHandle);
    if (!h->cap.graph)
        RET(s, DM_cudaErrorIllegalState);
    if (!h->cap.origin)
        RET(s, DM_cudaErrorStreamCaptureUnmatched);
    if (!out && !h->cap.to_graph) /* a capture into the program's graph may pass NULL */
        RET(s, DM_cudaErrorInvalidValue);
    host_graph *g = h->cap.graph;
    host_state *hs = host_state_of(s);
    bool unjoined = false, invalid = h->cap.invalid;
    for (size_t i = 0; i < hs->streams.len; i++) {
        host_stream *o = hs->streams.p[i];
        if (o == h || o->cap.graph != g)
            continue;
        unjoined |= !joined(&o->cap.deps, &h->cap.deps);
        invalid |= o->cap.invalid;
        o->cap.graph = NULL;
        o->cap.deps.len = 0;
    }
    h->cap.graph = NULL;
    h->cap.deps.len = 0;
    for (size_t i = 0; i < hs->events.len; i++)
        if (hs->events.p[i]->cap_graph == g)
            graph_event_recorded(hs->events.p[i]);
    bool to_graph = h->cap.to_graph;
    h->cap.to_graph = false;
    if (unjoined || invalid) {
        if (!to_graph && graph_known(s, g))
            graph_forget(s, g);
        if (out)
            *out = NULL;
        RET(s, unjoined ? DM_cudaErrorStreamCaptureUnjoined : DM_cudaErrorStreamCaptureInvalidated);
    }
    if (out)
        *out = (cudaGraph_t)g;
    return 0;
}

cudaError_t __cr_rt_cudaStreamGetCaptureInfo(void *sp, cudaStream_t st, enum cudaStreamCaptureStatus *status,
                                             unsigned long long *id, cudaGraph_t *g, const cudaGraphNode_t **deps,
                                             size_t *nd)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!status)
        RET(s, DM_cudaErrorInvalidValue);
    if (!stream_known(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    host_capture *c = graph_capture_of(s, st);
    *status = !c ? cudaStreamCaptureStatusNone : c->invalid ? cudaStreamCaptureStatusInvalidated
                                                            : cudaStreamCaptureStatusActive;
    if (id)
        *id = c ? c->id : 0;
    if (g)
        *g = c ? (cudaGraph_t)c->graph : NULL;
    if (deps)
        *deps = c ? (const cudaGraphNode_t *)c->deps.p : NULL;
    if (nd)
        *nd = c ? c->deps.len : 0;
    return 0;
}

cudaError_t __cr_rt_cudaStreamUpdateCaptureDependencies(void *sp, cudaStream_t st, cudaGraphNode_t *deps, size_t nd,
                                                        unsigned flags)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_capture *c = graph_capture_of(s, st);
    if (!c)
        RET(s, DM_cudaErrorIllegalState);
    if (flags > cudaStreamSetCaptureDependencies || !deps_ok(s, c->graph, deps, nd))
        RET(s, DM_cudaErrorInvalidValue);
    if (flags == cudaStreamSetCaptureDependencies)
        c->deps.len = 0;
    for (size_t i = 0; i < nd; i++)
        VEC_PUSH(c->deps, (host_gnode *)deps[i]);
    return 0;
}

cudaError_t __cr_rt_cudaThreadExchangeStreamCaptureMode(void *sp, enum cudaStreamCaptureMode *mode)
{
    RT_SESSION(s, sp);
    static __thread int current = cudaStreamCaptureModeGlobal;
    if (!mode || (unsigned)*mode > cudaStreamCaptureModeRelaxed)
        RET(s, DM_cudaErrorInvalidValue);
    int old = current;
    current = *mode;
    *mode = (enum cudaStreamCaptureMode)old;
    return 0;
}

/* ---- The session's end, streams and events going away ----------------------------------------- */

void graph_stream_forget(host_stream *h)
{
    VEC_FREE(h->cap.deps);
}

void graph_event_forget(host_event *e)
{
    VEC_FREE(e->cap_deps);
}

void graph_free_all(cr_session *s)
{
    host_state *h = host_state_of(s);
    /* (the program has ended: its destructors are not called from here) */
    for (size_t i = 0; i < h->uobjs.len; i++)
        ((host_uobj *)h->uobjs.p[i])->destroy = NULL;
    for (size_t i = 0; i < h->graphs.len; i++)
        graph_free(h->graphs.p[i]);
    for (size_t i = 0; i < h->execs.len; i++) {
        graph_free(h->execs.p[i]->g);
        free(h->execs.p[i]);
    }
    VEC_FREE(h->graphs);
    VEC_FREE(h->execs);
    VEC_FREE(h->gallocs);
    for (size_t i = 0; i < h->streams.len; i++)
        graph_stream_forget(h->streams.p[i]);
    graph_stream_forget(&h->default_stream);
    for (size_t i = 0; i < h->events.len; i++)
        graph_event_forget(h->events.p[i]);
    for (size_t i = 0; i < h->uobjs.len; i++)
        free(h->uobjs.p[i]);
    VEC_FREE(h->uobjs);
}

/* ---- Executable graphs' flags, kernel nodes' attributes, user objects ---------------------- */

cudaError_t __cr_rt_cudaGraphExecGetFlags(void *sp, cudaGraphExec_t xp, unsigned long long *flags)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_exec *x = exec_of(s, xp);
    if (!x)
        RET(s, DM_cudaErrorInvalidValue);
    if (!flags)
        RET(s, DM_cudaErrorInvalidValue);
    *flags = x->flags;
    return 0;
}

/* A kernel node's launch attribute ATTR: read into V, or (SET) set from it. The attributes of
 * a stream only (its synchronisation policy) are cudaErrorInvalidValue. */
cudaError_t __cr_rt_cudaGraphKernelNodeAttribute(void *sp, cudaGraphNode_t np, int attr, cudaLaunchAttributeValue *v,
                                                 int set)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_gnode *n = (host_gnode *)np;
    if (!node_live(s, n) || n->type != cudaGraphNodeTypeKernel || !v || attr <= 0 ||
        attr >= GRAPH_KERNEL_ATTRS || attr == cudaLaunchAttributeSynchronizationPolicy)
        RET(s, DM_cudaErrorInvalidValue);
    if (set) {
        if (attr == cudaLaunchAttributeCooperative && v->cooperative != 0 && v->cooperative != 1)
            RET(s, DM_cudaErrorInvalidValue);
        n->u.k.attr[attr] = *v;
    } else {
        *v = n->u.k.attr[attr];
    }
    return 0;
}

cudaError_t __cr_rt_cudaGraphKernelNodeCopyAttributes(void *sp, cudaGraphNode_t dp, cudaGraphNode_t srcp)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_gnode *d = (host_gnode *)dp, *n = (host_gnode *)srcp;
    if (!node_live(s, d) || !node_live(s, n) || d->type != cudaGraphNodeTypeKernel ||
        n->type != cudaGraphNodeTypeKernel)
        RET(s, DM_cudaErrorInvalidValue);
    memcpy(d->u.k.attr, n->u.k.attr, sizeof d->u.k.attr);
    return 0;
}

static host_uobj *uobj_of(cr_session *s, cudaUserObject_t up)
{
    void *p = up;
    host_state *h = host_state_of(s);
    for (size_t i = 0; i < h->uobjs.len; i++)
        if (h->uobjs.p[i] == p)
            return ((host_uobj *)p)->refs ? (host_uobj *)p : NULL;
    return NULL;
}

/* cudaUserObjectCreate: FLAGS must be cudaUserObjectNoDestructorSync (1), the count at least 1 */
cudaError_t __cr_rt_cudaUserObjectCreate(void *sp, cudaUserObject_t *out, void *ptr, cudaHostFn_t destroy, unsigned refs,
                                         unsigned flags)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!out || !destroy || !refs || flags != 1)
        RET(s, DM_cudaErrorInvalidValue);
    host_uobj *o = sess_xcalloc(1, sizeof *o);
    o->ptr = ptr;
    o->destroy = destroy;
    o->refs = refs;
    VEC_PUSH(host_state_of(s)->uobjs, o);
    *out = (cudaUserObject_t)o;
    return 0;
}

/* The program's references to a user object: RETAIN (or release) COUNT of them. */
cudaError_t __cr_rt_cudaUserObjectRefs(void *sp, cudaUserObject_t op, unsigned count, int retain)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_uobj *o = uobj_of(s, op);
    if (!o || !count)
        RET(s, DM_cudaErrorInvalidValue);
    if (retain)
        o->refs += count;
    else
        uobj_release(o, count);
    return 0;
}

/* A graph's references to a user object: RETAIN COUNT more (FLAGS cudaGraphUserObjectMove (1):
 * the program's references move to the graph), or release COUNT of those it holds. */
cudaError_t __cr_rt_cudaGraphUserObjectRefs(void *sp, cudaGraph_t gp, cudaUserObject_t op, unsigned count, unsigned flags,
                                            int retain)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_graph *g = (host_graph *)gp;
    host_uobj *o = uobj_of(s, op);
    if (!graph_known(s, g) || !o || !count || (flags & ~1u))
        RET(s, DM_cudaErrorInvalidValue);
    size_t i = 0;
    while (i < g->uobjs.len && g->uobjs.p[i].o != o)
        i++;
    if (retain) {
        if (i == g->uobjs.len) {
            uobj_ref r = {o, 0};
            VEC_PUSH(g->uobjs, r);
        }
        g->uobjs.p[i].count += count;
        if (!(flags & 1))
            o->refs += count;
        return 0;
    }
    if (i == g->uobjs.len || g->uobjs.p[i].count < count)
        RET(s, DM_cudaErrorInvalidValue);
    g->uobjs.p[i].count -= count;
    if (!g->uobjs.p[i].count)
        g->uobjs.p[i] = g->uobjs.p[--g->uobjs.len];
    uobj_release(o, count);
    return 0;
}

void graph_add_symbols(TCCState *st)
{
    static const struct {
        const char *name;
        void *fn;
    } fns[] = {
#define F(name) {"__cr_rt_" #name, (void *)__cr_rt_##name},
        F(cudaGraphCreate) F(cudaGraphDestroy) F(cudaGraphClone) F(cudaGraphAddNode) F(cudaGraphAddDependencies)
        F(cudaGraphGetNodes) F(cudaGraphGetEdges) F(cudaGraphNodeGetType) F(cudaGraphNodeGetEdges)
        F(cudaGraphNodeGetParams) F(cudaGraphNodeSetParams) F(cudaGraphDestroyNode) F(cudaGraphNodeFindInClone)
        F(cudaGraphNodeEnable) F(cudaGraphInstantiate) F(cudaGraphLaunch) F(cudaGraphUpload)
        F(cudaGraphExecDestroy) F(cudaGraphExecUpdate) F(cudaGraphDebugDotPrint)
        F(cudaGraphConditionalHandleCreate) F(cudaStreamBeginCapture) F(cudaStreamEndCapture)
        F(cudaStreamGetCaptureInfo) F(cudaStreamUpdateCaptureDependencies)
        F(cudaThreadExchangeStreamCaptureMode) F(cudaGraphExecGetFlags) F(cudaGraphKernelNodeAttribute)
        F(cudaGraphKernelNodeCopyAttributes) F(cudaUserObjectCreate) F(cudaUserObjectRefs)
        F(cudaGraphUserObjectRefs)
#undef F
    };
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++)
        tcc_add_symbol(st, fns[i].name, fns[i].fn);
}
