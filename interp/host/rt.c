/* rt.c — the CUDA runtime API as host code calls it (include/host/cuda_runtime.h wraps each
 * function and passes the session).
 *
 * Semantics follow the CUDA runtime and what an H200 showed (tests/programs/): every call
 * first returns a sticky error when a kernel faulted; a failed call also becomes the "last
 * error" that cudaGetLastError returns once; synchronising calls (cudaDeviceSynchronize,
 * blocking memcpy, ...) deliver device printf output and reveal a launch's fault.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "devmodel/dm_errors.h"
#include "host/cuda_runtime.h"
#include "interp/host/graph.h"
#include "interp/host/host_internal.h"
#include "interp/session/sanitize.h"
#include "interp/session/value.h"

enum { MEMCPY_H2H, MEMCPY_H2D, MEMCPY_D2H, MEMCPY_D2D, MEMCPY_DEFAULT };

static bool known(void **v, size_t n, void *p);
static bool stream_ok(cr_session *s, cudaStream_t st);
static void async_forget(host_state *h, uint64_t addr, bool by_pool);
static void pools_release(host_state *h);

/* cudaDeviceProp::accessPolicyMaxWindowSize of an H200 (bytes) */
#define ACCESS_POLICY_MAX_WINDOW 134217728

/* ---- Memory ------------------------------------------------------------------------------ */

cudaError_t __cr_rt_cudaMalloc(void *sp, void **p, size_t n)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!p)
        RET(s, DM_cudaErrorInvalidValue);
    uint64_t a;
    if (!s->mem_ok || dm_alloc_global(&s->mem, n, DM_ALLOC_DEVICE, NULL, &a) != 0) {
        *p = NULL;
        RET(s, DM_cudaErrorMemoryAllocation);
    }
    VEC_PUSH(host_state_of(s)->rt_allocs, a);
    *p = (void *)(uintptr_t)a;
    return 0;
}

cudaError_t __cr_rt_cudaMallocManaged(void *sp, void **p, size_t n, unsigned flags)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!p || (flags != 1 && flags != 2))
        RET(s, DM_cudaErrorInvalidValue);
    uint64_t a;
    if (!s->mem_ok || dm_alloc_global(&s->mem, n, DM_ALLOC_MANAGED, NULL, &a) != 0) {
        *p = NULL;
        RET(s, DM_cudaErrorMemoryAllocation);
    }
    VEC_PUSH(host_state_of(s)->rt_allocs, a);
    *p = (void *)(uintptr_t)a;
    return 0;
}

/* Forget ADDR among the allocations cudaDeviceReset frees (the latest first: most programs free
 * in the reverse order of allocation). */
static void rt_alloc_forget(host_state *h, uint64_t addr)
{
    for (size_t i = h->rt_allocs.len; i-- > 0;)
        if (h->rt_allocs.p[i] == addr) {
            memmove(&h->rt_allocs.p[i], &h->rt_allocs.p[i + 1], (h->rt_allocs.len - i - 1) * sizeof(uint64_t));
            h->rt_allocs.len--;
            return;
        }
}

cudaError_t __cr_rt_cudaHostAlloc(void *sp, void **p, size_t n, unsigned flags)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!p || (flags & ~(unsigned)(cudaHostAllocPortable | cudaHostAllocMapped | cudaHostAllocWriteCombined)))
        RET(s, DM_cudaErrorInvalidValue);
    void *m = NULL;
    if (posix_memalign(&m, 4096, n ? n : 1) != 0) {
        *p = NULL;
        RET(s, DM_cudaErrorMemoryAllocation);
    }
    memset(m, 0, n);
    dm_register_host(&s->mem, m, n);
    host_pinned pin = {m, n ? n : 1, flags, false};
    VEC_PUSH(host_state_of(s)->pinned, pin);
    *p = m;
    return 0;
}

cudaError_t __cr_rt_cudaMallocHost(void *sp, void **p, size_t n)
{
    return __cr_rt_cudaHostAlloc(sp, p, n, 0);
}

cudaError_t __cr_rt_cudaMallocPitch(void *sp, void **p, size_t *pitch, size_t w, size_t h)
{
    RT_SESSION(s, sp);
    if (!pitch)
        RET(s, DM_cudaErrorInvalidValue);
    *pitch = (w + 511) / 512 * 512;
    return __cr_rt_cudaMalloc(sp, p, *pitch * h);
}

/* Why cudaFree refuses P, in the sanitizer's words. */
static const char *free_why(cr_session *s, const void *p)
{
    uint64_t a = (uint64_t)(uintptr_t)p;
    const dm_alloc *in = dm_find_alloc(&s->mem, a, 1);
    if (in && in->kind == DM_ALLOC_SYMBOL)
        return "the pointer is a __device__ variable's address, which cudaFree cannot free";
    if (in && in->kind == DM_ALLOC_HOST)
        return "the pointer is pinned host memory: free it with cudaFreeHost";
    if (in)
        return "the pointer is inside an allocation, not its start: pass cudaFree what cudaMalloc returned";
    const dm_alloc *r = dm_released_alloc(&s->mem, a);
    if (r && r->freed_by)
        return "cudaDeviceReset released this pointer already (it frees every allocation)";
    if (r)
        return "an earlier cudaFree already released this pointer (a double free)";
    if (dm_window_of(&s->mem, a) == DM_W_NONE)
        return "the pointer is not device memory (host memory? cudaFree frees only what cudaMalloc "
               "returned)";
    return "the pointer is not an allocation cudaMalloc returned";
}

cudaError_t __cr_rt_cudaFree(void *sp, void *p)
{
    RT_SESSION(s, sp);
    sess_sync(s);
    STICKY(s);
    if (!p)
        return 0;
    if (graph_free_alloc(s, (uint64_t)(uintptr_t)p))
        return 0;
    const dm_alloc *fa = dm_find_alloc(&s->mem, (uint64_t)(uintptr_t)p, 1);
    uint64_t fsize = fa ? fa->size : 0;
    if (dm_free_global(&s->mem, (uint64_t)(uintptr_t)p) != 0)
        return sess_san_api_error(s, __func__, DM_cudaErrorInvalidValue, free_why(s, p));
    sess_san_freed(s, (uint64_t)(uintptr_t)p, fsize);
    async_forget(host_state_of(s), (uint64_t)(uintptr_t)p, false);
    rt_alloc_forget(host_state_of(s), (uint64_t)(uintptr_t)p);
    return 0;
}

cudaError_t __cr_rt_cudaFreeHost(void *sp, void *p)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!p)
        return 0;
    host_state *h = host_state_of(s);
    for (size_t i = 0; i < h->pinned.len; i++) {
        if (h->pinned.p[i].p == p && !h->pinned.p[i].registered) {
            dm_unregister_host(&s->mem, p);
            free(p);
            h->pinned.p[i] = h->pinned.p[--h->pinned.len];
            return 0;
        }
    }
    RET(s, DM_cudaErrorInvalidValue);
}

/* Would writing N bytes of device memory take more host memory than the session's cap? Then it
 * says so: a GPU would not fail here, the limit is cudarepl's. */
static bool over_cap(cr_session *s, const char *call, size_t n)
{
    if (!dm_mem_over_cap(&s->mem, n))
        return false;
    sess_diag(&s->diags, CR_SEV_WARNING, "cudarepl", 0, 0,
              "%s of %zu bytes: device memory would take more than cudarepl may take from the "
              "host (%s: --memory-cap=SIZE or CUDAREPL_MEMORY_CAP to change it); the call "
              "returns cudaErrorMemoryAllocation", call, n, dm_size_text(s->mem.host_cap).s);
    sess_flush_diags(s);
    return true;
}

static bool in_device_window(cr_session *s, const void *p);

/* The page-locked range (allocated or registered) that holds [p, p+n), or NULL. */
static host_pinned *pinned_at(host_state *h, const void *p, size_t n)
{
    uintptr_t a = (uintptr_t)p;
    for (size_t i = 0; i < h->pinned.len; i++) {
        uintptr_t b = (uintptr_t)h->pinned.p[i].p;
        if (a >= b && a - b < h->pinned.p[i].size && n <= h->pinned.p[i].size - (a - b))
            return &h->pinned.p[i];
    }
    return NULL;
}

/* Is [a, a+n) mapped in this process (so device code may read it)? */
static bool host_mapped(const void *p, size_t n)
{
    long pg = sysconf(_SC_PAGESIZE);
    uintptr_t a = (uintptr_t)p & ~(uintptr_t)(pg - 1), e = (uintptr_t)p + n;
    return msync((void *)a, e - a, MS_ASYNC) == 0;
}

cudaError_t __cr_rt_cudaHostRegister(void *sp, void *p, size_t n, unsigned flags)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!p || n == 0 || (flags & ~(unsigned)(cudaHostRegisterPortable | cudaHostRegisterMapped |
                                             cudaHostRegisterIoMemory | cudaHostRegisterReadOnly)))
        RET(s, DM_cudaErrorInvalidValue);
    /* the H200's cudaDevAttrHostRegisterReadOnlySupported is 0; ordinary memory is not I/O */
    if (flags & cudaHostRegisterReadOnly)
        RET(s, DM_cudaErrorNotSupported);
    if ((flags & cudaHostRegisterIoMemory) || in_device_window(s, p) || (uintptr_t)p + n < (uintptr_t)p ||
        !host_mapped(p, n))
        RET(s, DM_cudaErrorInvalidValue);
    host_state *h = host_state_of(s);
    uintptr_t a = (uintptr_t)p;
    for (size_t i = 0; i < h->pinned.len; i++) {
        uintptr_t b = (uintptr_t)h->pinned.p[i].p;
        if (a < b + h->pinned.p[i].size && b < a + n)
            RET(s, DM_cudaErrorHostMemoryAlreadyRegistered);
    }
    dm_register_host(&s->mem, p, n);
    host_pinned pin = {p, n, flags, true};
    VEC_PUSH(h->pinned, pin);
    return 0;
}

cudaError_t __cr_rt_cudaHostUnregister(void *sp, void *p)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!p)
        RET(s, DM_cudaErrorInvalidValue);
    host_state *h = host_state_of(s);
    for (size_t i = 0; i < h->pinned.len; i++) {
        if (h->pinned.p[i].p == p && h->pinned.p[i].registered) {
            dm_unregister_host(&s->mem, p);
            h->pinned.p[i] = h->pinned.p[--h->pinned.len];
            return 0;
        }
    }
    /* inside a registered range but not its start: an invalid value (as an H200 says) */
    for (size_t i = 0; i < h->pinned.len; i++)
        if (h->pinned.p[i].registered && (char *)p > (char *)h->pinned.p[i].p &&
            (char *)p < (char *)h->pinned.p[i].p + h->pinned.p[i].size)
            RET(s, DM_cudaErrorInvalidValue);
    RET(s, DM_cudaErrorHostMemoryNotRegistered);
}

/* With unified addressing and cudaDevAttrCanUseHostPointerForRegisteredMem (an H200's), the
 * device pointer of page-locked host memory is its host pointer. */
cudaError_t __cr_rt_cudaHostGetDevicePointer(void *sp, void **pd, void *ph, unsigned flags)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!pd || flags != 0 || !pinned_at(host_state_of(s), ph, 1))
        RET(s, DM_cudaErrorInvalidValue);
    *pd = ph;
    return 0;
}

/* The flags page-locked memory was allocated or registered with (any address inside it) */
cudaError_t __cr_rt_cudaHostGetFlags(void *sp, unsigned *flags, void *ph)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_pinned *pin = pinned_at(host_state_of(s), ph, 1);
    if (!flags || !pin)
        RET(s, DM_cudaErrorInvalidValue);
    *flags = pin->flags;
    return 0;
}

/* Is P device memory the runtime knows (global, managed, constant, pinned host)? */
static bool is_device(cr_session *s, const void *p, size_t n)
{
    if (!s->mem_ok)
        return false;
    uint64_t a = (uint64_t)(uintptr_t)p;
    dm_window w = dm_window_of(&s->mem, a);
    if (w == DM_W_GLOBAL || w == DM_W_CONST)
        return dm_host_ptr(&s->mem, a, n ? n : 1) != NULL;
    return false;
}

static bool in_device_window(cr_session *s, const void *p)
{
    return s->mem_ok && dm_window_of(&s->mem, (uint64_t)(uintptr_t)p) != DM_W_NONE;
}

cudaError_t __cr_rt_cudaMemcpy(void *sp, void *dst, const void *src, size_t n, int kind, int blocking)
{
    RT_SESSION(s, sp);
    if (blocking)
        sess_sync(s);
    STICKY(s);
    int e = blocking ? graph_legacy_work(s, NULL) : 0;
    if (e)
        RET(s, e);
    if (n == 0)
        return 0;
    if (kind < 0 || kind > MEMCPY_DEFAULT) /* not a cudaMemcpyKind (H200: runtime/error-codes) */
        RET(s, DM_cudaErrorInvalidMemcpyDirection);
    bool dd = is_device(s, dst, n), sd = is_device(s, src, n);
    if (kind == MEMCPY_DEFAULT)
        kind = dd ? (sd ? MEMCPY_D2D : MEMCPY_H2D) : (sd ? MEMCPY_D2H : MEMCPY_H2H);
    /* page-locked host memory (cudaMallocHost, cudaHostRegister) is mapped for the device
     * too: a copy whose device side it is goes through, as on an H100
     * (runtime/memcpy-pinned-kind) */
    bool want_dd = kind == MEMCPY_H2D || kind == MEMCPY_D2D;
    bool want_sd = kind == MEMCPY_D2H || kind == MEMCPY_D2D;
    if (want_dd && !dd && pinned_at(host_state_of(s), dst, n))
        want_dd = false;
    if (want_sd && !sd && pinned_at(host_state_of(s), src, n))
        want_sd = false;
    if ((want_dd && !dd) || (want_sd && !sd) ||
        (!want_dd && in_device_window(s, dst) && !dd) || (!want_sd && in_device_window(s, src) && !sd))
        RET(s, DM_cudaErrorInvalidValue);
    void *d = want_dd || dd ? dm_host_ptr(&s->mem, (uint64_t)(uintptr_t)dst, n) : dst;
    const void *sr = want_sd || sd ? dm_host_ptr(&s->mem, (uint64_t)(uintptr_t)src, n) : src;
    if (!d || !sr)
        RET(s, DM_cudaErrorInvalidValue);
    if (want_dd && over_cap(s, "cudaMemcpy", n))
        RET(s, DM_cudaErrorMemoryAllocation);
    memmove(d, sr, n);
    if (want_dd || dd)
        sess_san_host_wrote(s, (uint64_t)(uintptr_t)dst, n);
    return 0;
}

/* cudaMemset's work, in whichever stream (errors are cudaMemset's) */
static cudaError_t memset_in(cr_session *s, void *p, int v, size_t n)
{
    if (n == 0)
        return 0;
    if (s->mem_ok && over_cap(s, "cudaMemset", n))
        return sess_san_api_error(s, "__cr_rt_cudaMemset", DM_cudaErrorMemoryAllocation, NULL);
    if (!s->mem_ok || dm_set_device(&s->mem, (uint64_t)(uintptr_t)p, v, n) != 0)
        return sess_san_api_error(s, "__cr_rt_cudaMemset", DM_cudaErrorInvalidValue, NULL);
    sess_san_host_wrote(s, (uint64_t)(uintptr_t)p, n);
    return 0;
}

cudaError_t __cr_rt_cudaMemcpyAsync(void *sp, void *dst, const void *src, size_t n, int kind, cudaStream_t st)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!stream_ok(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    host_capture *c = graph_capture_of(s, st);
    if (c)
        return graph_capture_memcpy(s, c, dst, src, n, kind);
    int e = graph_legacy_work(s, st);
    if (e)
        RET(s, e);
    return __cr_rt_cudaMemcpy(sp, dst, src, n, kind, 0);
}

cudaError_t __cr_rt_cudaMemsetAsync(void *sp, void *p, int v, size_t n, cudaStream_t st)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!stream_ok(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    host_capture *c = graph_capture_of(s, st);
    if (c)
        return graph_capture_memset(s, c, p, v, n);
    int e = graph_legacy_work(s, st);
    if (e)
        RET(s, e);
    return memset_in(s, p, v, n);
}

cudaError_t __cr_rt_cudaMemcpy2D(void *sp, void *dst, size_t dpitch, const void *src, size_t spitch,
                           size_t w, size_t h, int kind)
{
    RT_SESSION(s, sp);
    if (w > dpitch || w > spitch)
        RET(s, DM_cudaErrorInvalidPitchValue);
    for (size_t r = 0; r < h; r++) {
        int e = __cr_rt_cudaMemcpy(sp, (char *)dst + r * dpitch, (const char *)src + r * spitch, w, kind, r == 0);
        if (e)
            return e;
    }
    return 0;
}

cudaError_t __cr_rt_cudaMemset(void *sp, void *p, int v, size_t n)
{
    RT_SESSION(s, sp);
    STICKY(s);
    int e = graph_legacy_work(s, NULL);
    if (e)
        RET(s, e);
    return memset_in(s, p, v, n);
}

cudaError_t __cr_rt_cudaMemcpy2DAsync(void *sp, void *dst, size_t dpitch, const void *src, size_t spitch,
                                      size_t w, size_t h, int kind, cudaStream_t st)
{
    RT_SESSION(s, sp);
    if (w > dpitch || w > spitch)
        RET(s, DM_cudaErrorInvalidPitchValue);
    for (size_t r = 0; r < h; r++) { /* row by row, in the stream's order */
        int e = __cr_rt_cudaMemcpyAsync(sp, (char *)dst + r * dpitch, (const char *)src + r * spitch, w,
                                        kind, st);
        if (e)
            return e;
    }
    return 0;
}

/* cudaMemset2D and cudaMemset2DAsync (ASYNC: on stream ST): H rows of W bytes, PITCH apart */
static cudaError_t memset2d(void *sp, void *p, size_t pitch, int v, size_t w, size_t h, bool async,
                            cudaStream_t st)
{
    RT_SESSION(s, sp);
    if (w > pitch && h > 1)
        RET(s, DM_cudaErrorInvalidValue);
    for (size_t r = 0; r < h; r++) {
        int e = async ? __cr_rt_cudaMemsetAsync(sp, (char *)p + r * pitch, v, w, st)
                      : __cr_rt_cudaMemset(sp, (char *)p + r * pitch, v, w);
        if (e)
            return e;
    }
    return 0;
}

cudaError_t __cr_rt_cudaMemset2D(void *sp, void *p, size_t pitch, int v, size_t w, size_t h)
{
    return memset2d(sp, p, pitch, v, w, h, false, 0);
}

cudaError_t __cr_rt_cudaMemset2DAsync(void *sp, void *p, size_t pitch, int v, size_t w, size_t h,
                                      cudaStream_t st)
{
    return memset2d(sp, p, pitch, v, w, h, true, st);
}


/* The device variable whose address host code passed (by name): a __device__ or __constant__
 * variable's host copy (host.c: host_view), a __managed__ variable's own address. */
static vm_symbol *symbol_at(cr_session *s, const void *sym)
{
    uint64_t a = (uint64_t)(uintptr_t)sym;
    for (size_t i = 0; i < s->prog->syms.len; i++) {
        vm_symbol *v = s->prog->syms.p[i];
        if ((v->kind == VM_SYM_MANAGED ? v->addr == a : v->host_copy && v->host_copy == sym) &&
            v->defined &&
            v->kind != VM_SYM_SHARED && v->kind != VM_SYM_STRING)
            return v;
    }
    return NULL;
}

cudaError_t __cr_rt_cudaMemcpyToSymbol(void *sp, const void *sym, const void *src, size_t n, size_t off, int kind)
{
    RT_SESSION(s, sp);
    sess_sync(s);
    STICKY(s);
    vm_symbol *v = symbol_at(s, sym);
    if (!v)
        RET(s, DM_cudaErrorInvalidSymbol);
    if (kind != MEMCPY_H2D && kind != MEMCPY_D2D && kind != MEMCPY_DEFAULT)
        RET(s, DM_cudaErrorInvalidMemcpyDirection);
    if (off + n > v->size)
        RET(s, DM_cudaErrorInvalidValue);
    void *d = dm_host_ptr(&s->mem, v->addr + off, n);
    const void *sr = src;
    if (kind == MEMCPY_D2D || (kind == MEMCPY_DEFAULT && is_device(s, src, n)))
        sr = dm_host_ptr(&s->mem, (uint64_t)(uintptr_t)src, n);
    if (!d || !sr)
        RET(s, DM_cudaErrorInvalidValue);
    memmove(d, sr, n);
    return 0;
}

cudaError_t __cr_rt_cudaMemcpyFromSymbol(void *sp, void *dst, const void *sym, size_t n, size_t off, int kind)
{
    RT_SESSION(s, sp);
    sess_sync(s);
    STICKY(s);
    vm_symbol *v = symbol_at(s, sym);
    if (!v)
        RET(s, DM_cudaErrorInvalidSymbol);
    if (kind != MEMCPY_D2H && kind != MEMCPY_D2D && kind != MEMCPY_DEFAULT)
        RET(s, DM_cudaErrorInvalidMemcpyDirection);
    if (off + n > v->size)
        RET(s, DM_cudaErrorInvalidValue);
    const void *sr = dm_host_ptr(&s->mem, v->addr + off, n);
    void *d = dst;
    if (kind == MEMCPY_D2D || (kind == MEMCPY_DEFAULT && is_device(s, dst, n)))
        d = dm_host_ptr(&s->mem, (uint64_t)(uintptr_t)dst, n);
    if (!d || !sr)
        RET(s, DM_cudaErrorInvalidValue);
    memmove(d, sr, n);
    return 0;
}

cudaError_t __cr_rt_cudaGetSymbolAddress(void *sp, void **p, const void *sym)
{
    RT_SESSION(s, sp);
    STICKY(s);
    vm_symbol *v = symbol_at(s, sym);
    if (!v || !p)
        RET(s, v ? DM_cudaErrorInvalidValue : DM_cudaErrorInvalidSymbol);
    *p = (void *)(uintptr_t)v->addr;
    return 0;
}

cudaError_t __cr_rt_cudaGetSymbolSize(void *sp, size_t *n, const void *sym)
{
    RT_SESSION(s, sp);
    STICKY(s);
    vm_symbol *v = symbol_at(s, sym);
    if (!v || !n)
        RET(s, v ? DM_cudaErrorInvalidValue : DM_cudaErrorInvalidSymbol);
    *n = v->size;
    return 0;
}

cudaError_t __cr_rt_cudaMemGetInfo(void *sp, size_t *f, size_t *t)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (t)
        *t = s->mem.capacity;
    uint64_t kept = host_state_of(s)->reset_kept, free_ = s->mem.capacity - s->mem.used;
    if (f)
        *f = free_ > kept ? free_ - kept : 0;
    return 0;
}

cudaError_t __cr_rt_cudaPointerGetAttributes(void *sp, struct cudaPointerAttributes *a, const void *p)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!a)
        RET(s, DM_cudaErrorInvalidValue);
    memset(a, 0, sizeof *a);
    const dm_alloc *al = s->mem_ok ? dm_find_alloc(&s->mem, (uint64_t)(uintptr_t)p, 1) : NULL;
    if (!al) {
        a->type = 0; /* cudaMemoryTypeUnregistered */
        a->device = -2;
        a->hostPointer = (void *)p;
        return 0;
    }
    a->device = 0;
    switch (al->kind) {
    case DM_ALLOC_HOST: a->type = 1; a->hostPointer = a->devicePointer = (void *)p; break;
    case DM_ALLOC_MANAGED: a->type = 3; a->hostPointer = a->devicePointer = (void *)p; break;
    default: a->type = 2; a->devicePointer = (void *)p; break;
    }
    return 0;
}

/* ---- Stream-ordered allocation (memory pools) ------------------------------------------------
 * Streams run in issue order in the model and a launch has run when it returns, so an
 * allocation exists when cudaMallocAsync returns and cudaFreeAsync frees at once. */

static host_pool *pool_new(bool is_default)
{
    host_pool *p = sess_xcalloc(1, sizeof *p);
    p->reuse[0] = p->reuse[1] = p->reuse[2] = 1; /* the reuse policies default to enabled */
    p->access = cudaMemAccessFlagsProtReadWrite;
    p->is_default = is_default;
    return p;
}

static host_pool *default_pool(host_state *h)
{
    if (!h->default_pool)
        h->default_pool = pool_new(true);
    return h->default_pool;
}

/* The pool a handle names, or NULL. */
static host_pool *pool_of(host_state *h, cudaMemPool_t mp)
{
    if (mp && (void *)mp == (void *)default_pool(h))
        return h->default_pool;
    return known((void **)h->pools.p, h->pools.len, (void *)mp) ? (host_pool *)mp : NULL;
}

/* A synchronisation: each pool gives back what it holds beyond its release threshold. */
static void pools_release(host_state *h)
{
    host_pool *dp = default_pool(h);
    for (size_t i = 0; i <= h->pools.len; i++) {
        host_pool *p = i < h->pools.len ? h->pools.p[i] : dp;
        if (p->reserved > p->threshold)
            p->reserved = p->used > p->threshold ? p->used : p->threshold;
    }
}

/* Forget a cudaMallocAsync allocation at ADDR (freed by cudaFreeAsync, or by cudaFree: then, as
 * an H200 shows, the pool still counts it as used). */
static void async_forget(host_state *h, uint64_t addr, bool by_pool)
{
    for (size_t i = 0; i < h->async_allocs.len; i++) {
        host_async_alloc *a = &h->async_allocs.p[i];
        if (a->addr == addr) {
            if (a->pool && by_pool)
                a->pool->used -= a->size;
            *a = h->async_allocs.p[--h->async_allocs.len];
            return;
        }
    }
}

cudaError_t __cr_rt_cudaMallocFromPoolAsync(void *sp, void **p, size_t n, cudaMemPool_t mp, cudaStream_t st)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_state *h = host_state_of(s);
    if (!stream_ok(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    host_pool *pool = mp ? pool_of(h, mp) : h->current_pool ? h->current_pool : default_pool(h);
    if (!p || !pool || n == 0)
        RET(s, DM_cudaErrorInvalidValue);
    host_capture *c = graph_capture_of(s, st);
    uint64_t a;
    if (c) {
        /* captured: a memory-allocation node, whose memory is the graph's from now on */
        int e = graph_capture_alloc(s, c, n, &a);
        *p = e ? NULL : (void *)(uintptr_t)a;
        if (e)
            RET(s, e);
        return 0;
    }
    if ((pool->max_size && pool->used + n > pool->max_size) || !s->mem_ok ||
        dm_alloc_global(&s->mem, n, DM_ALLOC_DEVICE, NULL, &a) != 0) {
        *p = NULL;
        RET(s, DM_cudaErrorMemoryAllocation);
    }
    host_async_alloc rec = {a, n, pool};
    VEC_PUSH(h->async_allocs, rec);
    pool->used += n;
    if (pool->used > pool->used_high)
        pool->used_high = pool->used;
    if (pool->used > pool->reserved)
        pool->reserved = pool->used;
    if (pool->reserved > pool->reserved_high)
        pool->reserved_high = pool->reserved;
    *p = (void *)(uintptr_t)a;
    return 0;
}

cudaError_t __cr_rt_cudaFreeAsync(void *sp, void *p, cudaStream_t st)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!stream_ok(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    if (!p)
        return 0;
    uint64_t a = (uint64_t)(uintptr_t)p;
    host_capture *c = graph_capture_of(s, st);
    if (c)
        return graph_capture_free(s, c, a);
    if (graph_free_alloc(s, a))
        return 0;
    if (!s->mem_ok || dm_free_global(&s->mem, a) != 0)
        RET(s, DM_cudaErrorInvalidValue);
    async_forget(host_state_of(s), a, true);
    rt_alloc_forget(host_state_of(s), a);
    return 0;
}

cudaError_t __cr_rt_cudaDeviceGetDefaultMemPool(void *sp, cudaMemPool_t *mp, int d)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!mp)
        RET(s, DM_cudaErrorInvalidValue);
    if (d != 0)
        RET(s, DM_cudaErrorInvalidDevice);
    *mp = (cudaMemPool_t)default_pool(host_state_of(s));
    return 0;
}

cudaError_t __cr_rt_cudaDeviceGetMemPool(void *sp, cudaMemPool_t *mp, int d)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!mp)
        RET(s, DM_cudaErrorInvalidValue);
    if (d != 0)
        RET(s, DM_cudaErrorInvalidDevice);
    host_state *h = host_state_of(s);
    *mp = (cudaMemPool_t)(h->current_pool ? h->current_pool : default_pool(h));
    return 0;
}

/* MP becomes the pool that cudaMallocAsync takes from (FN: the call, for the sanitizer's
 * record of an error) */
static cudaError_t set_current_pool(cr_session *s, cudaMemPool_t mp, const char *fn)
{
    host_state *h = host_state_of(s);
    host_pool *pool = pool_of(h, mp);
    if (!pool)
        return sess_san_api_error(s, fn, DM_cudaErrorInvalidValue, NULL);
    h->current_pool = pool;
    return 0;
}

cudaError_t __cr_rt_cudaDeviceSetMemPool(void *sp, int d, cudaMemPool_t mp)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (d != 0)
        RET(s, DM_cudaErrorInvalidDevice);
    return set_current_pool(s, mp, __func__);
}

/* CUDA 13's pools by location and allocation type: the device's pinned memory has the pools of
 * cudaDeviceGetDefaultMemPool and ...GetMemPool (a device that does not exist is
 * cudaErrorInvalidValue, as an H200 says); the host's pools (an H200 has them) are not
 * modelled. */
static int pool_location(const struct cudaMemLocation *loc, int type)
{
    if (!loc || type != cudaMemAllocationTypePinned)
        return DM_cudaErrorInvalidValue;
    if (loc->type != cudaMemLocationTypeDevice)
        return DM_cudaErrorNotSupported;
    return loc->id == 0 ? 0 : DM_cudaErrorInvalidValue;
}

cudaError_t __cr_rt_cudaMemGetMemPool(void *sp, cudaMemPool_t *mp, const struct cudaMemLocation *loc, int type,
                                      int dflt)
{
    RT_SESSION(s, sp);
    STICKY(s);
    int e = mp ? pool_location(loc, type) : DM_cudaErrorInvalidValue;
    if (e)
        RET(s, e);
    host_state *h = host_state_of(s);
    *mp = (cudaMemPool_t)(!dflt && h->current_pool ? h->current_pool : default_pool(h));
    return 0;
}

cudaError_t __cr_rt_cudaMemSetMemPool(void *sp, const struct cudaMemLocation *loc, int type, cudaMemPool_t mp)
{
    RT_SESSION(s, sp);
    STICKY(s);
    int e = pool_location(loc, type);
    if (e)
        RET(s, e);
    return set_current_pool(s, mp, __func__);
}

cudaError_t __cr_rt_cudaMemPoolCreate(void *sp, cudaMemPool_t *mp, const struct cudaMemPoolProps *props)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!mp || !props || props->allocType != cudaMemAllocationTypePinned ||
        (props->handleTypes & ~(unsigned)(cudaMemHandleTypePosixFileDescriptor | cudaMemHandleTypeWin32 |
                                          cudaMemHandleTypeWin32Kmt | cudaMemHandleTypeFabric)))
        RET(s, DM_cudaErrorInvalidValue);
    /* device memory only: pools of host memory and Windows handles are not modelled */
    enum cudaMemLocationType lt = props->location.type;
    if (lt == cudaMemLocationTypeHost || lt == cudaMemLocationTypeHostNuma || lt == cudaMemLocationTypeHostNumaCurrent ||
        (props->handleTypes & (cudaMemHandleTypeWin32 | cudaMemHandleTypeWin32Kmt)))
        RET(s, DM_cudaErrorNotSupported);
    if (props->location.type != cudaMemLocationTypeDevice || props->location.id != 0)
        RET(s, DM_cudaErrorInvalidValue);
    host_pool *pool = pool_new(false);
    pool->max_size = props->maxSize;
    pool->handle_types = (unsigned)props->handleTypes;
    VEC_PUSH(host_state_of(s)->pools, pool);
    *mp = (cudaMemPool_t)pool;
    return 0;
}

/* The exports of a pool's memory and of the pool to another process: the runtime's
 * cudaErrorInvalidValue for a pool made without handle types (an H100 returns it), else
 * refused with the call's place, as interprocess communication (cudarepl is one process). */
cudaError_t __cr_rt_cudaMemPoolExportPointer(void *sp, cudaMemPoolPtrExportData *data, void *ptr,
                                             const char *what, const char *file, int line)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_state *h = host_state_of(s);
    host_pool *pool = NULL;
    for (size_t i = 0; i < h->async_allocs.len && !pool; i++)
        if (h->async_allocs.p[i].addr == (uint64_t)(uintptr_t)ptr)
            pool = h->async_allocs.p[i].pool;
    if (!data || !pool || !pool->handle_types)
        RET(s, DM_cudaErrorInvalidValue);
    return (cudaError_t)__cr_unsupported(sp, "cudaMemPoolExportPointer", what, file, line);
}

cudaError_t __cr_rt_cudaMemPoolExportToShareableHandle(void *sp, void *handle, cudaMemPool_t mp, int type,
                                                       unsigned flags, const char *what, const char *file,
                                                       int line)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_pool *pool = pool_of(host_state_of(s), mp);
    if (!handle || !pool || flags || !type || !(pool->handle_types & (unsigned)type))
        RET(s, DM_cudaErrorInvalidValue);
    return (cudaError_t)__cr_unsupported(sp, "cudaMemPoolExportToShareableHandle", what, file, line);
}

cudaError_t __cr_rt_cudaMemPoolDestroy(void *sp, cudaMemPool_t mp)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_state *h = host_state_of(s);
    host_pool *pool = pool_of(h, mp);
    if (!pool || pool->is_default) /* a device's default pool cannot be destroyed */
        RET(s, DM_cudaErrorInvalidValue);
    if (h->current_pool == pool)
        h->current_pool = NULL;
    /* its outstanding allocations stay until they are freed */
    for (size_t i = 0; i < h->async_allocs.len; i++)
        if (h->async_allocs.p[i].pool == pool)
            h->async_allocs.p[i].pool = NULL;
    for (size_t i = 0; i < h->pools.len; i++)
        if (h->pools.p[i] == pool)
            h->pools.p[i] = h->pools.p[--h->pools.len];
    free(pool);
    return 0;
}

cudaError_t __cr_rt_cudaMemPoolSetAttribute(void *sp, cudaMemPool_t mp, int attr, void *v)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_pool *pool = pool_of(host_state_of(s), mp);
    if (!pool || !v)
        RET(s, DM_cudaErrorInvalidValue);
    switch (attr) {
    case cudaMemPoolReuseFollowEventDependencies:
    case cudaMemPoolReuseAllowOpportunistic:
    case cudaMemPoolReuseAllowInternalDependencies:
        pool->reuse[attr - 1] = *(const int *)v != 0;
        return 0;
    case cudaMemPoolAttrReleaseThreshold:
        memcpy(&pool->threshold, v, sizeof pool->threshold);
        return 0;
    case cudaMemPoolAttrReservedMemHigh:
    case cudaMemPoolAttrUsedMemHigh: {
        uint64_t x;
        memcpy(&x, v, sizeof x);
        if (x != 0) /* a high watermark can only be reset */
            RET(s, DM_cudaErrorInvalidValue);
        if (attr == cudaMemPoolAttrReservedMemHigh)
            pool->reserved_high = pool->reserved;
        else
            pool->used_high = pool->used;
        return 0;
    }
    default: /* the current amounts are read-only */
        RET(s, DM_cudaErrorInvalidValue);
    }
}

cudaError_t __cr_rt_cudaMemPoolGetAttribute(void *sp, cudaMemPool_t mp, int attr, void *v)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_pool *pool = pool_of(host_state_of(s), mp);
    if (!pool || !v)
        RET(s, DM_cudaErrorInvalidValue);
    uint64_t x;
    switch (attr) {
    case cudaMemPoolReuseFollowEventDependencies:
    case cudaMemPoolReuseAllowOpportunistic:
    case cudaMemPoolReuseAllowInternalDependencies:
        *(int *)v = pool->reuse[attr - 1];
        return 0;
    case cudaMemPoolAttrReleaseThreshold: x = pool->threshold; break;
    case cudaMemPoolAttrReservedMemCurrent: x = pool->reserved; break;
    case cudaMemPoolAttrReservedMemHigh: x = pool->reserved_high; break;
    case cudaMemPoolAttrUsedMemCurrent: x = pool->used; break;
    case cudaMemPoolAttrUsedMemHigh: x = pool->used_high; break;
    default: RET(s, DM_cudaErrorInvalidValue);
    }
    memcpy(v, &x, sizeof x);
    return 0;
}

cudaError_t __cr_rt_cudaMemPoolTrimTo(void *sp, cudaMemPool_t mp, size_t keep)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_pool *pool = pool_of(host_state_of(s), mp);
    if (!pool)
        RET(s, DM_cudaErrorInvalidValue);
    if (pool->reserved > keep)
        pool->reserved = pool->used > keep ? pool->used : keep;
    return 0;
}

cudaError_t __cr_rt_cudaMemPoolSetAccess(void *sp, cudaMemPool_t mp, const struct cudaMemAccessDesc *d, size_t n)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_pool *pool = pool_of(host_state_of(s), mp);
    if (!pool || (n && !d))
        RET(s, DM_cudaErrorInvalidValue);
    for (size_t i = 0; i < n; i++) {
        if (d[i].location.type != cudaMemLocationTypeDevice)
            RET(s, DM_cudaErrorInvalidValue);
        if (d[i].location.id != 0)
            RET(s, DM_cudaErrorInvalidDevice);
        /* the pool's own device always reads and writes its memory */
        if (d[i].flags != cudaMemAccessFlagsProtReadWrite)
            RET(s, DM_cudaErrorInvalidValue);
    }
    return 0;
}

cudaError_t __cr_rt_cudaMemPoolGetAccess(void *sp, enum cudaMemAccessFlags *f, cudaMemPool_t mp, struct cudaMemLocation *loc)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_pool *pool = pool_of(host_state_of(s), mp);
    if (!pool || !f || !loc || loc->type != cudaMemLocationTypeDevice)
        RET(s, DM_cudaErrorInvalidValue);
    if (loc->id != 0)
        RET(s, DM_cudaErrorInvalidDevice);
    *f = (enum cudaMemAccessFlags)pool->access;
    return 0;
}

/* CUDA graphs' allocations: cudarepl has no graphs, so there are none. */
cudaError_t __cr_rt_cudaDeviceGetGraphMemAttribute(void *sp, int d, int attr, void *v)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (d != 0)
        RET(s, DM_cudaErrorInvalidDevice);
    if (!v || attr < cudaGraphMemAttrUsedMemCurrent || attr > cudaGraphMemAttrReservedMemHigh)
        RET(s, DM_cudaErrorInvalidValue);
    uint64_t amount = graph_mem_attribute(s, attr);
    memcpy(v, &amount, sizeof amount);
    return 0;
}

cudaError_t __cr_rt_cudaDeviceSetGraphMemAttribute(void *sp, int d, int attr, void *v)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (d != 0)
        RET(s, DM_cudaErrorInvalidDevice);
    uint64_t x = 1;
    if (v)
        memcpy(&x, v, sizeof x);
    /* only the high watermarks can be set, and only reset to 0 */
    if ((attr != cudaGraphMemAttrUsedMemHigh && attr != cudaGraphMemAttrReservedMemHigh) || x != 0)
        RET(s, DM_cudaErrorInvalidValue);
    graph_mem_reset_high(s);
    return 0;
}

cudaError_t __cr_rt_cudaDeviceGraphMemTrim(void *sp, int d)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (d != 0)
        RET(s, DM_cudaErrorInvalidDevice);
    graph_mem_trim(s);
    return 0;
}

/* ---- Errors and synchronisation ------------------------------------------------------------- */

cudaError_t __cr_rt_cudaDeviceSynchronize(void *sp)
{
    RT_SESSION(s, sp);
    if (graph_device_sync(s))
        RET(s, DM_cudaErrorStreamCaptureUnsupported); /* a capturing stream cannot be waited for */
    pools_release(host_state_of(s));
    return sess_set_error(s, sess_sync(s));
}

cudaError_t __cr_rt_cudaGetLastError(void *sp)
{
    RT_LOCK();
    return cr_get_error(SESS(sp));
}

cudaError_t __cr_rt_cudaPeekAtLastError(void *sp)
{
    RT_LOCK();
    return cr_peek_error(SESS(sp));
}

/* The device's state is destroyed: "cudaDeviceReset also frees all allocated memory" (CUDA C++
 * Programming Guide, 2.3.3.1 Global Memory: cudaMalloc's, cudaMallocManaged's and
 * cudaMallocAsync's), and the errors, sticky ones too. What cudaMallocAsync allocated and
 * nobody freed stays counted as used by cudaMemGetInfo: an H200 (2026-12-05) reported 32 MiB
 * less free memory after a reset that found a 32 MiB cudaMallocAsync block, and all of it back
 * when the block had been freed (tests/programs/runtime/reset-frees-memory.cu). */
cudaError_t __cr_rt_cudaDeviceReset(void *sp)
{
    RT_SESSION(s, sp);
    sess_sync(s);
    host_state *h = host_state_of(s);
    for (size_t i = 0; i < h->rt_allocs.len; i++) {
        uint64_t a = h->rt_allocs.p[i];
        const dm_alloc *fa = dm_find_alloc(&s->mem, a, 1);
        uint64_t size = fa ? fa->size : 0;
        if (dm_free_global_by(&s->mem, a, "cudaDeviceReset") == 0)
            sess_san_freed(s, a, size);
    }
    h->rt_allocs.len = 0;
    while (h->async_allocs.len) { /* cudaMallocAsync's, given back to their pools */
        uint64_t a = h->async_allocs.p[h->async_allocs.len - 1].addr;
        const dm_alloc *fa = dm_find_alloc(&s->mem, a, 1);
        uint64_t size = fa ? fa->size : 0;
        if (dm_free_global_by(&s->mem, a, "cudaDeviceReset") == 0)
            sess_san_freed(s, a, size);
        h->reset_kept += size;
        async_forget(h, a, true);
    }
    sess_reload_symbols(s);
    s->sticky_error = 0;
    s->last_error = 0;
    return 0;
}

cudaError_t __cr_rt_cudaProfilerStart(void *sp)
{
    (void)sp;
    return 0;
}

const char *__cr_rt_cudaGetErrorString(int e)
{
    return dm_error_string(e);
}

const char *__cr_rt_cudaGetErrorName(int e)
{
    return dm_error_name(e);
}

/* ---- Device ------------------------------------------------------------------------------- */

cudaError_t __cr_rt_cudaGetDeviceCount(void *sp, int *n)
{
    RT_QUERY(s, sp);
    if (!n)
        RET(s, DM_cudaErrorInvalidValue);
    *n = 1;
    return 0;
}

/* The device's PCI address as "domain:bus:device.function", from its properties */
static void pci_bus_id(const dm_props *d, char *buf, size_t len)
{
    snprintf(buf, len, "%08X:%02X:%02X.0", (unsigned)d->pciDomainID, (unsigned)d->pciBusID,
             (unsigned)d->pciDeviceID);
}

cudaError_t __cr_rt_cudaDeviceGetPCIBusId(void *sp, char *buf, int len, int dev)
{
    RT_QUERY(s, sp);
    if (dev != 0)
        RET(s, DM_cudaErrorInvalidDevice);
    if (!buf || len <= 0)
        RET(s, DM_cudaErrorInvalidValue);
    pci_bus_id(s->props, buf, (size_t)len);
    return 0;
}

cudaError_t __cr_rt_cudaDeviceGetByPCIBusId(void *sp, int *dev, const char *id)
{
    RT_QUERY(s, sp);
    if (!dev || !id)
        RET(s, DM_cudaErrorInvalidValue);
    /* "domain:bus:device.function" or "bus:device.function", in hexadecimal */
    unsigned dom = 0, bus = 0, devno = 0, fn = 0;
    bool ok = sscanf(id, "%x:%x:%x.%x", &dom, &bus, &devno, &fn) == 4;
    if (!ok) {
        dom = 0;
        ok = sscanf(id, "%x:%x.%x", &bus, &devno, &fn) == 3;
    }
    if (!ok || dom != (unsigned)s->props->pciDomainID || bus != (unsigned)s->props->pciBusID ||
        devno != (unsigned)s->props->pciDeviceID)
        RET(s, DM_cudaErrorInvalidDevice);
    *dev = 0;
    return 0;
}

/* cudaDeviceSetCacheConfig's preference is kept and read back (an H100 does so; it changes
 * nothing cudarepl models) */
cudaError_t __cr_rt_cudaDeviceSetCacheConfig(void *sp, int c)
{
    RT_SESSION(s, sp);
    if (c < cudaFuncCachePreferNone || c > cudaFuncCachePreferEqual)
        RET(s, DM_cudaErrorInvalidValue);
    host_state_of(s)->cache_config = c;
    return 0;
}

cudaError_t __cr_rt_cudaDeviceGetCacheConfig(void *sp, int *c)
{
    RT_SESSION(s, sp);
    if (!c)
        RET(s, DM_cudaErrorInvalidValue);
    *c = host_state_of(s)->cache_config;
    return 0;
}

cudaError_t __cr_rt_cudaGetDevice(void *sp, int *d)
{
    RT_QUERY(s, sp);
    if (!d)
        RET(s, DM_cudaErrorInvalidValue);
    *d = 0;
    return 0;
}

cudaError_t __cr_rt_cudaSetDevice(void *sp, int d)
{
    RT_SESSION(s, sp);
    if (d != 0)
        RET(s, DM_cudaErrorInvalidDevice);
    return 0;
}

cudaError_t __cr_rt_cudaSetDeviceFlags(void *sp, unsigned flags)
{
    RT_QUERY(s, sp);
    STICKY(s);
    unsigned sched = flags & cudaDeviceScheduleMask;
    if ((flags & ~(unsigned)cudaDeviceMask) || (sched != 0 && sched != cudaDeviceScheduleSpin &&
                                                sched != cudaDeviceScheduleYield &&
                                                sched != cudaDeviceScheduleBlockingSync))
        RET(s, DM_cudaErrorInvalidValue);
    host_state_of(s)->device_flags = flags;
    return 0;
}

/* The flags cudaSetDeviceFlags recorded, with cudaDeviceMapHost, which the runtime implies. */
cudaError_t __cr_rt_cudaGetDeviceFlags(void *sp, unsigned *flags)
{
    RT_QUERY(s, sp);
    STICKY(s);
    if (!flags)
        RET(s, DM_cudaErrorInvalidValue);
    *flags = host_state_of(s)->device_flags | cudaDeviceMapHost;
    return 0;
}

/* ---- Peer access: the modelled machine has one device, so no device has a peer ----------- */

cudaError_t __cr_rt_cudaDeviceCanAccessPeer(void *sp, int *can, int d, int peer)
{
    RT_QUERY(s, sp);
    STICKY(s);
    if (!can)
        RET(s, DM_cudaErrorInvalidValue);
    if (d != 0 || peer != 0)
        RET(s, DM_cudaErrorInvalidDevice);
    *can = 0; /* a device is not its own peer */
    return 0;
}

/* a property of the link between two devices: an H200 answers cudaErrorInvalidDevice for any
 * pair of the one device (itself included), cudaErrorInvalidValue for a null pointer first */
cudaError_t __cr_rt_cudaDeviceGetP2PAttribute(void *sp, int *value, int attr, int src, int dst)
{
    RT_QUERY(s, sp);
    (void)attr;
    (void)src;
    (void)dst;
    STICKY(s);
    if (!value)
        RET(s, DM_cudaErrorInvalidValue);
    RET(s, DM_cudaErrorInvalidDevice);
}

cudaError_t __cr_rt_cudaDeviceEnablePeerAccess(void *sp, int peer, unsigned flags)
{
    RT_SESSION(s, sp);
    (void)flags;
    STICKY(s);
    /* no device is one device 0 can access as a peer: itself is "peer access unsupported" (as an
     * H200 says), another device number an invalid device */
    RET(s, peer == 0 ? DM_cudaErrorPeerAccessUnsupported : DM_cudaErrorInvalidDevice);
}

cudaError_t __cr_rt_cudaDeviceDisablePeerAccess(void *sp, int peer)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (peer != 0)
        RET(s, DM_cudaErrorInvalidDevice);
    RET(s, DM_cudaErrorPeerAccessNotEnabled);
}

cudaError_t __cr_rt_cudaMemcpyPeer(void *sp, void *dst, int dd, const void *src, int sd, size_t n, int blocking)
{
    RT_SESSION(s, sp);
    if (dd != 0 || sd != 0) {
        STICKY(s);
        RET(s, DM_cudaErrorInvalidDevice);
    }
    return __cr_rt_cudaMemcpy(sp, dst, src, n, MEMCPY_D2D, blocking);
}

/* cudaDeviceGetAttribute: what an H200 (CUDA 13.0 driver) answers for every attribute it
 * knows (1 to 147; tests/programs/runtime/device-properties holds its output). The ones the
 * device model has (dm_props) come from there, so that the launch checks and the properties
 * agree; the table has the rest: texture and surface limits, support flags, identifiers. */
static const int h200_attr[148] = {
    [1] = 1024, [2] = 1024, [3] = 1024, [4] = 64, [5] = 2147483647, [6] = 65535, [7] = 65535,
    [8] = 49152, [9] = 65536, [10] = 32, [11] = 2147483647, [12] = 65536, [13] = 1980000,
    [14] = 512, [15] = 1, [16] = 132, [17] = 0, [18] = 0, [19] = 1, [20] = 0, [21] = 131072,
    [22] = 131072, [23] = 65536, [24] = 16384, [25] = 16384, [26] = 16384, [27] = 32768,
    [28] = 32768, [29] = 2048, [30] = 512, [31] = 1, [32] = 1, [33] = 0, [34] = 6, [35] = 0,
    [36] = 3201000, [37] = 6016, [38] = 62914560, [39] = 2048, [40] = 3, [41] = 1, [42] = 32768,
    [43] = 2048, [44] = 1, [45] = 32768, [46] = 32768, [47] = 8192, [48] = 8192, [49] = 32768,
    [50] = 0, [51] = 32, [52] = 32768, [53] = 32768, [54] = 2046, [55] = 32768, [56] = 131072,
    [57] = 65536, [58] = 16384, [59] = 16384, [60] = 16384, [61] = 32768, [62] = 2048,
    [63] = 32768, [64] = 32768, [65] = 2048, [66] = 32768, [67] = 32768, [68] = 2046,
    [69] = 268435456, [70] = 131072, [71] = 65000, [72] = 2097120, [73] = 32768, [74] = 32768,
    [75] = 9, [76] = 0, [77] = 32768, [78] = 1, [79] = 1, [80] = 1, [81] = 233472, [82] = 65536,
    [83] = 1, [84] = 0, [85] = 0, [86] = 0, [87] = 2, [88] = 0, [89] = 1, [90] = 1, [91] = 1,
    [92] = 0, [93] = 0, [94] = 0, [95] = 1, [96] = 1, [97] = 232448, [98] = 0, [99] = 1,
    [100] = 0, [101] = 0, [102] = 1, [103] = 1, [104] = 0, [105] = 0, [106] = 32, [107] = 1,
    [108] = 39321600, [109] = 134217728, [110] = 1, [111] = 1024, [112] = 1, [113] = 1, [114] = 1,
    [115] = 1, [116] = 1, [117] = 1, [118] = 100, [119] = 9, [120] = 1, [121] = 1, [122] = 1,
    [123] = 1, [124] = 1, [125] = 1, [126] = 4, [127] = 1, [128] = 1, [129] = 1, [130] = 0,
    [131] = -1, [132] = 0, [133] = 0, [134] = 0, [135] = 0, [136] = 0, [137] = 0, [138] = 0,
    [139] = 590680286, [140] = 415174878, [141] = 1, [142] = 1, [143] = 0, [144] = 1, [145] = 1,
    [146] = 0, [147] = 0,
};

static void fill_props(const dm_props *d, struct cudaDeviceProp *p)
{
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "%s", d->name);
    p->totalGlobalMem = d->totalGlobalMem;
    p->sharedMemPerBlock = d->sharedMemPerBlock;
    p->regsPerBlock = d->regsPerBlock;
    p->warpSize = d->warpSize;
    p->memPitch = d->memPitch;
    p->maxThreadsPerBlock = d->maxThreadsPerBlock;
    memcpy(p->maxThreadsDim, d->maxThreadsDim, sizeof p->maxThreadsDim);
    memcpy(p->maxGridSize, d->maxGridSize, sizeof p->maxGridSize);
    p->totalConstMem = d->totalConstMem;
    p->major = d->major;
    p->minor = d->minor;
    p->textureAlignment = d->textureAlignment;
    p->texturePitchAlignment = 32;
    p->multiProcessorCount = d->multiProcessorCount;
    p->canMapHostMemory = 1;
    p->concurrentKernels = d->concurrentKernels;
    p->ECCEnabled = d->ECCEnabled;
    p->pciBusID = d->pciBusID;
    p->pciDeviceID = d->pciDeviceID;
    p->pciDomainID = d->pciDomainID;
    p->asyncEngineCount = d->asyncEngineCount;
    p->unifiedAddressing = d->unifiedAddressing;
    p->memoryBusWidth = d->memoryBusWidth;
    p->l2CacheSize = d->l2CacheSize;
    p->persistingL2CacheMaxSize = d->persistingL2CacheMaxSize;
    p->maxThreadsPerMultiProcessor = d->maxThreadsPerMultiProcessor;
    p->streamPrioritiesSupported = 1;
    p->globalL1CacheSupported = 1;
    p->localL1CacheSupported = 1;
    p->sharedMemPerMultiprocessor = d->sharedMemPerMultiprocessor;
    p->regsPerMultiprocessor = d->regsPerMultiprocessor;
    p->managedMemory = d->managedMemory;
    p->concurrentManagedAccess = d->concurrentManagedAccess;
    p->computePreemptionSupported = 1;
    p->cooperativeLaunch = d->cooperativeLaunch;
    p->sharedMemPerBlockOptin = d->sharedMemPerBlockOptin;
    p->maxBlocksPerMultiProcessor = d->maxBlocksPerMultiProcessor;
    p->accessPolicyMaxWindowSize = ACCESS_POLICY_MAX_WINDOW;
    p->reservedSharedMemPerBlock = d->reservedSharedMemPerBlock;
    p->hostRegisterSupported = 1;
    p->canUseHostPointerForRegisteredMem = 1;
    p->memoryPoolsSupported = 1;
    p->clusterLaunch = d->clusterLaunch;
    p->unifiedFunctionPointers = 1;
    /* the texture and surface limits and the flags, from the attribute table */
    static const struct { size_t off; short attr; } from_attr[] = {
#define A(field, a) {offsetof(struct cudaDeviceProp, field), a}
        A(maxTexture1D, 21), A(maxTexture1DMipmap, 77), A(maxTexture2D[0], 22),
        A(maxTexture2D[1], 23), A(maxTexture2DMipmap[0], 73), A(maxTexture2DMipmap[1], 74),
        A(maxTexture2DLinear[0], 70), A(maxTexture2DLinear[1], 71), A(maxTexture2DLinear[2], 72),
        A(maxTexture2DGather[0], 45), A(maxTexture2DGather[1], 46), A(maxTexture3D[0], 24),
        A(maxTexture3D[1], 25), A(maxTexture3D[2], 26), A(maxTexture3DAlt[0], 47),
        A(maxTexture3DAlt[1], 48), A(maxTexture3DAlt[2], 49), A(maxTextureCubemap, 52),
        A(maxTexture1DLayered[0], 42), A(maxTexture1DLayered[1], 43),
        A(maxTexture2DLayered[0], 27), A(maxTexture2DLayered[1], 28),
        A(maxTexture2DLayered[2], 29), A(maxTextureCubemapLayered[0], 53),
        A(maxTextureCubemapLayered[1], 54), A(maxSurface1D, 55), A(maxSurface2D[0], 56),
        A(maxSurface2D[1], 57), A(maxSurface3D[0], 58), A(maxSurface3D[1], 59),
        A(maxSurface3D[2], 60), A(maxSurface1DLayered[0], 61), A(maxSurface1DLayered[1], 62),
        A(maxSurface2DLayered[0], 63), A(maxSurface2DLayered[1], 64),
        A(maxSurface2DLayered[2], 65), A(maxSurfaceCubemap, 66),
        A(maxSurfaceCubemapLayered[0], 67), A(maxSurfaceCubemapLayered[1], 68),
        A(sparseCudaArraySupported, 112), A(hostRegisterReadOnlySupported, 113),
        A(timelineSemaphoreInteropSupported, 114), A(gpuDirectRDMASupported, 116),
        A(gpuDirectRDMAWritesOrdering, 118), A(deferredMappingCudaArraySupported, 121),
        A(ipcEventSupported, 125), A(deviceNumaId, 131),
#undef A
    };
    for (size_t i = 0; i < sizeof from_attr / sizeof from_attr[0]; i++)
        memcpy((char *)p + from_attr[i].off, &h200_attr[from_attr[i].attr], sizeof(int));
    p->surfaceAlignment = (size_t)h200_attr[30];
    p->gpuDirectRDMAFlushWritesOptions = (unsigned)h200_attr[117];
    p->memoryPoolSupportedHandleTypes = (unsigned)h200_attr[119];
    p->gpuPciDeviceID = (unsigned)h200_attr[139];
    p->gpuPciSubsystemID = (unsigned)h200_attr[140];
}

static bool attribute(const dm_props *d, int attr, int *v)
{
    switch (attr) {
    case cudaDevAttrMaxThreadsPerBlock: *v = d->maxThreadsPerBlock; return true;
    case cudaDevAttrMaxBlockDimX: *v = d->maxThreadsDim[0]; return true;
    case cudaDevAttrMaxBlockDimY: *v = d->maxThreadsDim[1]; return true;
    case cudaDevAttrMaxBlockDimZ: *v = d->maxThreadsDim[2]; return true;
    case cudaDevAttrMaxGridDimX: *v = d->maxGridSize[0]; return true;
    case cudaDevAttrMaxGridDimY: *v = d->maxGridSize[1]; return true;
    case cudaDevAttrMaxGridDimZ: *v = d->maxGridSize[2]; return true;
    case cudaDevAttrMaxSharedMemoryPerBlock: *v = (int)d->sharedMemPerBlock; return true;
    case cudaDevAttrTotalConstantMemory: *v = (int)d->totalConstMem; return true;
    case cudaDevAttrWarpSize: *v = d->warpSize; return true;
    case cudaDevAttrMaxRegistersPerBlock: *v = d->regsPerBlock; return true;
    case cudaDevAttrClockRate: *v = d->clockRate; return true;
    case cudaDevAttrMultiProcessorCount: *v = d->multiProcessorCount; return true;
    case cudaDevAttrMemoryClockRate: *v = d->memoryClockRate; return true;
    case cudaDevAttrGlobalMemoryBusWidth: *v = d->memoryBusWidth; return true;
    case cudaDevAttrL2CacheSize: *v = d->l2CacheSize; return true;
    case cudaDevAttrMaxThreadsPerMultiProcessor: *v = d->maxThreadsPerMultiProcessor; return true;
    case cudaDevAttrComputeCapabilityMajor: *v = d->major; return true;
    case cudaDevAttrComputeCapabilityMinor: *v = d->minor; return true;
    case cudaDevAttrMaxSharedMemoryPerMultiprocessor: *v = (int)d->sharedMemPerMultiprocessor; return true;
    case cudaDevAttrMaxRegistersPerMultiprocessor: *v = d->regsPerMultiprocessor; return true;
    case cudaDevAttrMaxSharedMemoryPerBlockOptin: *v = (int)d->sharedMemPerBlockOptin; return true;
    case cudaDevAttrMaxBlocksPerMultiprocessor: *v = d->maxBlocksPerMultiProcessor; return true;
    case cudaDevAttrReservedSharedMemoryPerBlock: *v = (int)d->reservedSharedMemPerBlock; return true;
    case cudaDevAttrManagedMemory: *v = d->managedMemory; return true;
    case cudaDevAttrConcurrentManagedAccess: *v = d->concurrentManagedAccess; return true;
    case cudaDevAttrUnifiedAddressing: *v = d->unifiedAddressing; return true;
    case cudaDevAttrConcurrentKernels: *v = d->concurrentKernels; return true;
    case cudaDevAttrEccEnabled: *v = d->ECCEnabled; return true;
    case cudaDevAttrCooperativeLaunch: *v = d->cooperativeLaunch; return true;
    case cudaDevAttrClusterLaunch: *v = d->clusterLaunch; return true;
    case cudaDevAttrAsyncEngineCount: *v = d->asyncEngineCount; return true;
    case cudaDevAttrPciBusId: *v = d->pciBusID; return true;
    case cudaDevAttrPciDeviceId: *v = d->pciDeviceID; return true;
    case cudaDevAttrPciDomainId: *v = d->pciDomainID; return true;
    case cudaDevAttrTextureAlignment: *v = (int)d->textureAlignment; return true;
    case cudaDevAttrMaxPersistingL2CacheSize: *v = d->persistingL2CacheMaxSize; return true;
    default:
        if (attr <= 0 || attr >= (int)(sizeof h200_attr / sizeof h200_attr[0]))
            return false;
        *v = h200_attr[attr];
        return true;
    }
}

cudaError_t __cr_rt_cudaGetDeviceProperties(void *sp, struct cudaDeviceProp *p, int d)
{
    RT_QUERY(s, sp);
    if (!p)
        RET(s, DM_cudaErrorInvalidValue);
    if (d != 0)
        RET(s, DM_cudaErrorInvalidDevice);
    fill_props(s->props, p);
    return 0;
}

cudaError_t __cr_rt_cudaDeviceGetAttribute(void *sp, int *v, int attr, int d)
{
    RT_QUERY(s, sp);
    if (!v)
        RET(s, DM_cudaErrorInvalidValue);
    if (d != 0)
        RET(s, DM_cudaErrorInvalidDevice);
    if (!attribute(s->props, attr, v))
        RET(s, DM_cudaErrorInvalidValue);
    return 0;
}

enum { LIMIT_STACK, LIMIT_PRINTF, LIMIT_HEAP };

cudaError_t __cr_rt_cudaDeviceSetLimit(void *sp, int lim, size_t v)
{
    RT_SESSION(s, sp);
    STICKY(s);
    switch (lim) {
    case LIMIT_STACK:
        /* an H200 keeps a multiple of 16 bytes, at most 512 KiB less 576 (runtime/limits-rounding) */
        if (v > 523712)
            RET(s, DM_cudaErrorInvalidValue);
        s->stack_limit = (uint32_t)((v + 15) / 16 * 16);
        return 0;
    case LIMIT_PRINTF: /* at least 512 KiB, a multiple of 256 bytes, as an H200 keeps it */
        s->fifo.limit = v < (512u << 10) ? 512u << 10 : (v + 255) / 256 * 256;
        return 0;
    case LIMIT_HEAP:
        if (s->mem.heap_base)
            RET(s, DM_cudaErrorInvalidValue); /* the heap is in use: too late to resize */
        /* at least 4 MiB, a multiple of 64 KiB, as an H200 keeps it */
        s->mem.heap_limit = v < (4u << 20) ? 4u << 20 : (v + 0xffff) / 0x10000 * 0x10000;
        return 0;
    case 6: { /* cudaLimitPersistingL2CacheSize: at most the device's maximum */
        size_t max = (size_t)s->props->persistingL2CacheMaxSize;
        host_state_of(s)->persisting_l2 = v < max ? v : max;
        return 0;
    }
    case 4: /* cudaLimitDevRuntimePendingLaunchCount: an H200 keeps at least 32 */
        s->dev_pending_limit = v < 32 ? 32 : v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
        return 0;
    case 5:
        return 0;
    default: /* cudaLimitDevRuntimeSyncDepth (3) too: CUDA 12 has no device-side synchronisation */
        RET(s, DM_cudaErrorUnsupportedLimit);
    }
}

/* Whether device code launches kernels (the program needs the device runtime). */
static bool launches_from_device(cr_session *s)
{
    for (size_t i = 0; i < s->prog->code.len; i++)
        if (s->prog->code.p[i].op == OP_LAUNCH)
            return true;
    return false;
}

cudaError_t __cr_rt_cudaDeviceGetLimit(void *sp, size_t *v, int lim)
{
    RT_SESSION(s, sp);
    if (!v)
        RET(s, DM_cudaErrorInvalidValue);
    switch (lim) {
    case LIMIT_STACK: *v = s->stack_limit; return 0;
    case LIMIT_PRINTF: *v = s->fifo.limit; return 0;
    case LIMIT_HEAP: *v = s->mem.heap_limit; return 0;
    case 3: /* cudaLimitDevRuntimeSyncDepth: 0 in a program built for dynamic parallelism
             * (a kernel launches kernels), unsupported in one that is not (as on an H200) */
        if (!launches_from_device(s))
            RET(s, DM_cudaErrorUnsupportedLimit);
        *v = 0;
        return 0;
    case 4: *v = s->dev_pending_limit; return 0;
    case 5: *v = 64; return 0;
    case 6: *v = host_state_of(s)->persisting_l2; return 0;
    case 7: *v = s->props->sharedMemPerBlockOptin; return 0; /* as an H200 (CUDA 13) answers */
    case 8: *v = 0; return 0;
    default: RET(s, DM_cudaErrorUnsupportedLimit);
    }
}

cudaError_t __cr_rt_cudaDriverGetVersion(void *sp, int *v)
{
    RT_QUERY(s, sp);
    if (!v)
        RET(s, DM_cudaErrorInvalidValue);
    *v = 13000;
    return 0;
}

/* A call the header checks itself failed with E: a sticky error comes first, and E becomes the
 * last error, as for the runtime's own calls. */
cudaError_t __cr_rt_fail(void *sp, int e)
{
    RT_SESSION(s, sp);
    STICKY(s);
    RET(s, e);
}

/* ---- Kernels ----------------------------------------------------------------------------- */

static int kernel_of(cr_session *s, const void *f)
{
    int k = host_kernel_of(s, f);
    return k;
}

static uint32_t dyn_limit(cr_session *s, uint32_t k)
{
    for (size_t i = 0; i < s->func_attrs.len; i++)
        if (s->func_attrs.p[i].func == k)
            return s->func_attrs.p[i].max_dyn_shared;
    return 0;
}

/* The dynamic shared memory KERNEL may launch with (its attribute, else 48 KiB less its static
 * shared memory). */
static size_t max_dyn_shared(cr_session *s, uint32_t k)
{
    uint32_t lim = dyn_limit(s, k);
    return lim ? lim : 49152 - s->prog->funcs.p[k]->static_shared;
}

void rt_func_attributes(cr_session *s, uint32_t k, struct cudaFuncAttributes *a)
{
    vm_func *fn = s->prog->funcs.p[k];
    memset(a, 0, sizeof *a);
    a->sharedSizeBytes = fn->static_shared;
    a->localSizeBytes = fn->frame;
    a->maxThreadsPerBlock = fn->launch_bounds[0] ? fn->launch_bounds[0] : 1024;
    a->numRegs = (int)(fn->nregs < 255 ? fn->nregs : 255);
    a->ptxVersion = 90;
    a->binaryVersion = 90;
    a->maxDynamicSharedSizeBytes = (int)max_dyn_shared(s, k);
    a->preferredShmemCarveout = -1;
}

cudaError_t __cr_rt_cudaFuncGetAttributes(void *sp, struct cudaFuncAttributes *a, const void *f)
{
    RT_SESSION(s, sp);
    STICKY(s);
    int k = kernel_of(s, f);
    if (k < 0)
        RET(s, DM_cudaErrorInvalidDeviceFunction);
    if (!a)
        RET(s, DM_cudaErrorInvalidValue);
    rt_func_attributes(s, (uint32_t)k, a);
    return 0;
}

/* A kernel's Itanium-mangled name, as nvcc's runtime gives it (an extern "C" kernel's plain
 * name); the string lives as long as the program. */
cudaError_t __cr_rt_cudaFuncGetName(void *sp, const char **name, const void *f)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!name)
        RET(s, DM_cudaErrorInvalidValue);
    int k = kernel_of(s, f);
    if (k < 0) /* (not cudaErrorInvalidDeviceFunction: what an H200 returned) */
        RET(s, DM_cudaErrorInvalidResourceHandle);
    vm_func *fn = s->prog->funcs.p[k];
    *name = fn->mangled ? fn->mangled : fn->name;
    return 0;
}

/* Where parameter I of a kernel is in its parameter buffer, and its size. */
cudaError_t __cr_rt_cudaFuncGetParamInfo(void *sp, const void *f, size_t i, size_t *off, size_t *size)
{
    RT_SESSION(s, sp);
    STICKY(s);
    int k = kernel_of(s, f);
    if (k < 0)
        RET(s, DM_cudaErrorInvalidDeviceFunction);
    vm_func *fn = s->prog->funcs.p[k];
    if (i >= fn->params.len || !off || !size)
        RET(s, DM_cudaErrorInvalidValue);
    *off = fn->params.p[i].offset;
    *size = fn->params.p[i].size;
    return 0;
}

/* cudaGetKernel: a kernel's cudaKernel_t is the kernel's own address here, which cudaLaunchKernel
 * and the cudaFunc* calls take as they take the kernel. */
cudaError_t __cr_rt_cudaGetKernel(void *sp, void **kernel, const void *f)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!kernel)
        RET(s, DM_cudaErrorInvalidValue);
    if (kernel_of(s, f) < 0)
        RET(s, DM_cudaErrorInvalidDeviceFunction);
    *kernel = (void *)f;
    return 0;
}

int rt_func_set_attribute(cr_session *s, uint32_t k, int attr, int v)
{
    if (attr == 8) { /* cudaFuncAttributeMaxDynamicSharedMemorySize */
        vm_func *fn = s->prog->funcs.p[k];
        if (v < 0 || (uint64_t)v + fn->static_shared > s->props->sharedMemPerBlockOptin)
            return DM_cudaErrorInvalidValue;
        for (size_t i = 0; i < s->func_attrs.len; i++) {
            if (s->func_attrs.p[i].func == k) {
                s->func_attrs.p[i].max_dyn_shared = (uint32_t)v;
                return 0;
            }
        }
        typeof(*s->func_attrs.p) fa = {k, (uint32_t)v};
        VEC_PUSH(s->func_attrs, fa);
        return 0;
    }
    if (attr == 9 || (attr >= 10 && attr <= 15))
        return 0;
    return DM_cudaErrorInvalidValue;
}

cudaError_t __cr_rt_cudaFuncSetAttribute(void *sp, const void *f, int attr, int v)
{
    RT_SESSION(s, sp);
    STICKY(s);
    int k = kernel_of(s, f);
    if (k < 0)
        RET(s, DM_cudaErrorInvalidDeviceFunction);
    int e = rt_func_set_attribute(s, (uint32_t)k, attr, v);
    if (e)
        RET(s, e);
    return 0;
}

/* Resident blocks per SM of KERNEL with BS threads and SMEM bytes of dynamic shared memory: none
 * when SMEM is more than the kernel may launch with (as an H200's occupancy API answers). */
static int blocks_per_sm(cr_session *s, uint32_t k, int bs, size_t smem)
{
    if (smem > max_dyn_shared(s, k))
        return 0;
    return dm_blocks_per_sm(s->props, bs, s->prog->funcs.p[k]->static_shared + smem, 0);
}

cudaError_t __cr_rt_cudaOccupancyMaxActiveBlocksPerMultiprocessor(void *sp, int *n, const void *f, int bs, size_t smem)
{
    RT_SESSION(s, sp);
    STICKY(s);
    int k = kernel_of(s, f);
    if (k < 0)
        RET(s, DM_cudaErrorInvalidDeviceFunction);
    if (!n || bs <= 0)
        RET(s, DM_cudaErrorInvalidValue);
    *n = blocks_per_sm(s, (uint32_t)k, bs, smem);
    return 0;
}

/* The most dynamic shared memory a block of KERNEL may have for NBLOCKS blocks of BS threads
 * to share an SM: an H200 answers the SM's shared memory divided among the blocks, capped by
 * the kernel's cudaFuncAttributeMaxDynamicSharedMemorySize (tests/programs/runtime/occupancy). */
cudaError_t __cr_rt_cudaOccupancyAvailableDynamicSMemPerBlock(void *sp, size_t *dyn, const void *f, int nblocks, int bs)
{
    RT_SESSION(s, sp);
    STICKY(s);
    int k = kernel_of(s, f);
    if (k < 0)
        RET(s, DM_cudaErrorInvalidDeviceFunction);
    if (!dyn || nblocks <= 0 || bs <= 0)
        RET(s, DM_cudaErrorInvalidValue);
    vm_func *fn = s->prog->funcs.p[k];
    if (dm_blocks_per_sm(s->props, bs, 0, 0) < nblocks) {
        *dyn = 0;
        return 0;
    }
    size_t per = s->props->sharedMemPerMultiprocessor / (size_t)nblocks;
    per = per > fn->static_shared ? per - fn->static_shared : 0;
    size_t cap = max_dyn_shared(s, (uint32_t)k);
    *dyn = per < cap ? per : cap;
    return 0;
}

cudaError_t __cr_rt_cudaOccupancyMaxPotentialBlockSize(void *sp, int *grid, int *block, const void *f, size_t smem, int lim)
{
    RT_SESSION(s, sp);
    STICKY(s);
    int k = kernel_of(s, f);
    if (k < 0)
        RET(s, DM_cudaErrorInvalidDeviceFunction);
    if (!grid || !block)
        RET(s, DM_cudaErrorInvalidValue);
    int best = 0, best_bs = 32, maxbs = lim > 0 && lim < 1024 ? lim : 1024;
    for (int bs = 32; bs <= maxbs; bs += 32) {
        int per = blocks_per_sm(s, (uint32_t)k, bs, smem);
        if (per * bs >= best) {
            best = per * bs;
            best_bs = bs;
        }
    }
    *block = best_bs;
    *grid = blocks_per_sm(s, (uint32_t)k, best_bs, smem) * s->props->multiProcessorCount;
    return 0;
}

/* The largest cluster KERNEL may launch with in configuration C: an H100's portable limit, 8
 * blocks, when the blocks fit on an SM at all (0 when not). */
cudaError_t __cr_rt_cudaOccupancyMaxPotentialClusterSize(void *sp, int *n, const void *f, const cudaLaunchConfig_t *c)
{
    RT_SESSION(s, sp);
    STICKY(s);
    int k = kernel_of(s, f);
    if (k < 0)
        RET(s, DM_cudaErrorInvalidDeviceFunction);
    if (!n || !c)
        RET(s, DM_cudaErrorInvalidValue);
    int bs = (int)(c->blockDim.x * c->blockDim.y * c->blockDim.z);
    *n = blocks_per_sm(s, (uint32_t)k, bs, c->dynamicSmemBytes) > 0 ? 8 : 0;
    return 0;
}

cudaError_t __cr_rt_cudaLaunchKernel(void *sp, const void *f, const dim3 *g, const dim3 *b, void **args,
                                      size_t smem, cudaStream_t st)
{
    RT_SESSION(s, sp);
    int k = kernel_of(s, f);
    if (k < 0) {
        sess_flush_printf(s);
        STICKY(s);
        RET(s, DM_cudaErrorInvalidDeviceFunction);
    }
    uint32_t grid[3] = {g->x, g->y, g->z}, block[3] = {b->x, b->y, b->z};
    return sess_set_error(s, host_launch(s, (uint32_t)k, grid, block, smem, args, (void *)st));
}

cudaError_t __cr_rt_cudaLaunchCooperativeKernel(void *sp, const void *f, const dim3 *g, const dim3 *b,
                                                void **args, size_t smem, cudaStream_t st)
{
    RT_SESSION(s, sp);
    s->cooperative = true;
    cudaError_t e = __cr_rt_cudaLaunchKernel(sp, f, g, b, args, smem, st);
    s->cooperative = false;
    return e;
}

cudaError_t __cr_rt_cudaLaunchKernelExC(void *sp, const cudaLaunchConfig_t *c, const void *f, void **args)
{
    RT_LOCK();
    if (!c)
        RET(SESS(sp), DM_cudaErrorInvalidValue);
    for (unsigned i = 0; c->attrs && i < c->numAttrs; i++)
        if (c->attrs[i].id == cudaLaunchAttributeCooperative && c->attrs[i].val.cooperative)
            return __cr_rt_cudaLaunchCooperativeKernel(sp, f, &c->gridDim, &c->blockDim, args,
                                                       c->dynamicSmemBytes, c->stream);
    return __cr_rt_cudaLaunchKernel(sp, f, &c->gridDim, &c->blockDim, args, c->dynamicSmemBytes, c->stream);
}

int __cr_rt_push_config(void *sp, const dim3 *g, const dim3 *b, size_t smem, cudaStream_t st)
{
    RT_SESSION(s, sp);
    uint32_t grid[3] = {g->x, g->y, g->z}, block[3] = {b->x, b->y, b->z};
    return host_push_config(s, grid, block, smem, (void *)st);
}

/* ---- Streams and events ------------------------------------------------------------------- */

static bool known(void **v, size_t n, void *p)
{
    for (size_t i = 0; i < n; i++)
        if (v[i] == p)
            return true;
    return false;
}

/* cudaDeviceGetStreamPriorityRange: 0 is the least priority, -5 the greatest */
enum { PRIO_LEAST = 0, PRIO_GREATEST = -5 };

static int clamp_priority(int p)
{
    return p > PRIO_LEAST ? PRIO_LEAST : p < PRIO_GREATEST ? PRIO_GREATEST : p;
}

/* Stream ids (cudaStreamGetId) count up across the process, as the driver's do: an H100 gave
 * the legacy stream 7 and a program's first stream 13 (the driver's own streams take the
 * others). */
enum { STREAM_ID_LEGACY = 7, STREAM_ID_FIRST = 13 };

static unsigned long long stream_id_next(host_state *h)
{
    if (h->stream_ids < STREAM_ID_FIRST - 1)
        h->stream_ids = STREAM_ID_FIRST - 1;
    return ++h->stream_ids;
}

cudaError_t __cr_rt_cudaStreamCreate(void *sp, cudaStream_t *st, unsigned flags, int prio)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!st || (flags & ~(unsigned)cudaStreamNonBlocking))
        RET(s, DM_cudaErrorInvalidValue);
    host_stream *h = sess_xcalloc(1, sizeof *h);
    h->flags = flags;
    h->priority = clamp_priority(prio); /* the runtime clamps it to the range */
    h->id = stream_id_next(host_state_of(s));
    VEC_PUSH(host_state_of(s)->streams, h);
    *st = (cudaStream_t)h;
    return 0;
}

static bool stream_ok(cr_session *s, cudaStream_t st)
{
    host_state *h = host_state_of(s);
    return st == NULL || st == (cudaStream_t)1 || st == (cudaStream_t)2 ||
           known((void **)h->streams.p, h->streams.len, (void *)st);
}

/* A stream's state (the default streams share one), or NULL for an unknown handle. */
host_stream *rt_stream_of(cr_session *s, void *st)
{
    host_state *h = host_state_of(s);
    if (st == NULL || st == (cudaStream_t)1 || st == (cudaStream_t)2)
        return &h->default_stream;
    return known((void **)h->streams.p, h->streams.len, (void *)st) ? (host_stream *)st : NULL;
}

cudaError_t __cr_rt_cudaStreamGetFlags(void *sp, cudaStream_t st, unsigned *flags)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_stream *hs = rt_stream_of(s, st);
    if (!hs)
        RET(s, DM_cudaErrorInvalidResourceHandle);
    if (!flags)
        RET(s, DM_cudaErrorInvalidValue);
    *flags = hs->flags;
    return 0;
}

cudaError_t __cr_rt_cudaStreamGetDevice(void *sp, cudaStream_t st, int *dev)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!rt_stream_of(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    if (!dev)
        RET(s, DM_cudaErrorInvalidValue);
    *dev = 0;
    return 0;
}

cudaError_t __cr_rt_cudaStreamGetId(void *sp, cudaStream_t st, unsigned long long *id)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_stream *hs = rt_stream_of(s, st);
    if (!hs)
        RET(s, DM_cudaErrorInvalidResourceHandle);
    if (!id)
        RET(s, DM_cudaErrorInvalidValue);
    host_state *h = host_state_of(s);
    if (st == cudaStreamPerThread) {
        if (!h->per_thread_id) /* (made at its first use) */
            h->per_thread_id = stream_id_next(h);
        *id = h->per_thread_id;
    } else {
        *id = hs == &h->default_stream ? STREAM_ID_LEGACY : hs->id;
    }
    return 0;
}

cudaError_t __cr_rt_cudaStreamGetPriority(void *sp, cudaStream_t st, int *prio)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_stream *hs = rt_stream_of(s, st);
    if (!hs)
        RET(s, DM_cudaErrorInvalidResourceHandle);
    if (!prio)
        RET(s, DM_cudaErrorInvalidValue);
    *prio = hs->priority;
    return 0;
}

/* Stream attributes are recorded and read back; the model has no L2 policy or domains. */
cudaError_t __cr_rt_cudaStreamSetAttribute(void *sp, cudaStream_t st, int attr, const cudaLaunchAttributeValue *v)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_stream *hs = rt_stream_of(s, st);
    if (!hs)
        RET(s, DM_cudaErrorInvalidResourceHandle);
    if (!v)
        RET(s, DM_cudaErrorInvalidValue);
    switch (attr) {
    case cudaLaunchAttributeAccessPolicyWindow: {
        const struct cudaAccessPolicyWindow *w = &v->accessPolicyWindow;
        /* the hit property may be any; a miss cannot persist */
        if (w->num_bytes > ACCESS_POLICY_MAX_WINDOW || !(w->hitRatio >= 0.0f && w->hitRatio <= 1.0f) ||
            (unsigned)w->hitProp > cudaAccessPropertyPersisting ||
            (unsigned)w->missProp > cudaAccessPropertyStreaming)
            RET(s, DM_cudaErrorInvalidValue);
        hs->window.base_ptr = w->base_ptr;
        hs->window.num_bytes = w->num_bytes;
        hs->window.hit_ratio = w->hitRatio;
        hs->window.hit_prop = w->hitProp;
        hs->window.miss_prop = w->missProp;
        return 0;
    }
    case cudaLaunchAttributeSynchronizationPolicy:
        if (v->syncPolicy < cudaSyncPolicyAuto || v->syncPolicy > cudaSyncPolicyBlockingSync)
            RET(s, DM_cudaErrorInvalidValue);
        hs->sync_policy = v->syncPolicy;
        return 0;
    case cudaLaunchAttributePriority:
        hs->priority = clamp_priority(v->priority);
        return 0;
    case cudaLaunchAttributeMemSyncDomainMap:
        hs->domain_map[0] = v->memSyncDomainMap.default_;
        hs->domain_map[1] = v->memSyncDomainMap.remote;
        return 0;
    case cudaLaunchAttributeMemSyncDomain:
        if ((unsigned)v->memSyncDomain > cudaLaunchMemSyncDomainRemote)
            RET(s, DM_cudaErrorInvalidValue);
        hs->domain = v->memSyncDomain;
        return 0;
    default: /* attributes of launches and graph nodes only */
        RET(s, DM_cudaErrorInvalidValue);
    }
}

cudaError_t __cr_rt_cudaStreamGetAttribute(void *sp, cudaStream_t st, int attr, cudaLaunchAttributeValue *v)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_stream *hs = rt_stream_of(s, st);
    if (!hs)
        RET(s, DM_cudaErrorInvalidResourceHandle);
    if (!v)
        RET(s, DM_cudaErrorInvalidValue);
    switch (attr) {
    case cudaLaunchAttributeAccessPolicyWindow:
        memset(&v->accessPolicyWindow, 0, sizeof v->accessPolicyWindow);
        v->accessPolicyWindow.base_ptr = hs->window.base_ptr;
        v->accessPolicyWindow.num_bytes = hs->window.num_bytes;
        v->accessPolicyWindow.hitRatio = hs->window.hit_ratio;
        v->accessPolicyWindow.hitProp = (enum cudaAccessProperty)hs->window.hit_prop;
        v->accessPolicyWindow.missProp = (enum cudaAccessProperty)hs->window.miss_prop;
        return 0;
    case cudaLaunchAttributeSynchronizationPolicy:
        v->syncPolicy = hs->sync_policy ? (enum cudaSynchronizationPolicy)hs->sync_policy : cudaSyncPolicyAuto;
        return 0;
    case cudaLaunchAttributePriority:
        v->priority = hs->priority;
        return 0;
    case cudaLaunchAttributeMemSyncDomainMap:
        v->memSyncDomainMap.default_ = hs->domain_map[0];
        v->memSyncDomainMap.remote = hs->domain_map[1];
        return 0;
    case cudaLaunchAttributeMemSyncDomain:
        v->memSyncDomain = (enum cudaLaunchMemSyncDomain)hs->domain;
        return 0;
    default:
        RET(s, DM_cudaErrorInvalidValue);
    }
}

cudaError_t __cr_rt_cudaStreamCopyAttributes(void *sp, cudaStream_t dst, cudaStream_t src)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_stream *d = rt_stream_of(s, dst), *sr = rt_stream_of(s, src);
    if (!d || !sr)
        RET(s, DM_cudaErrorInvalidResourceHandle);
    d->window = sr->window;
    d->sync_policy = sr->sync_policy;
    memcpy(d->domain_map, sr->domain_map, sizeof d->domain_map);
    d->domain = sr->domain;
    return 0;
}

cudaError_t __cr_rt_cudaCtxResetPersistingL2Cache(void *sp)
{
    RT_LOCK();
    STICKY(SESS(sp));
    return 0;
}

cudaError_t __cr_rt_cudaStreamDestroy(void *sp, cudaStream_t st)
{
    RT_SESSION(s, sp);
    host_state *h = host_state_of(s);
    for (size_t i = 0; i < h->streams.len; i++) {
        if ((void *)h->streams.p[i] == (void *)st) {
            graph_stream_forget(h->streams.p[i]);
            free(h->streams.p[i]);
            h->streams.p[i] = h->streams.p[--h->streams.len];
            return 0;
        }
    }
    RET(s, DM_cudaErrorInvalidResourceHandle);
}

cudaError_t __cr_rt_cudaStreamSynchronize(void *sp, cudaStream_t st)
{
    RT_SESSION(s, sp);
    if (!stream_ok(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    host_capture *c = graph_capture_of(s, st);
    if (c) {
        graph_capture_invalidate(c); /* the capture fails: its work has not run */
        RET(s, DM_cudaErrorStreamCaptureUnsupported);
    }
    pools_release(host_state_of(s));
    return sess_set_error(s, sess_sync(s));
}

cudaError_t __cr_rt_cudaStreamQuery(void *sp, cudaStream_t st)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!stream_ok(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    return 0;
}

cudaError_t __cr_rt_cudaLaunchHostFunc(void *sp, cudaStream_t st, cudaHostFn_t fn, void *data)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!stream_ok(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    if (!fn)
        RET(s, DM_cudaErrorInvalidValue);
    host_capture *c = graph_capture_of(s, st);
    if (c)
        return graph_capture_host(s, c, fn, data);
    sess_sync(s); /* the stream's earlier work is done: its output is out */
    fn(data);
    return 0;
}

cudaError_t __cr_rt_cudaStreamAddCallback(void *sp, cudaStream_t st, cudaStreamCallback_t cb, void *data,
                                          unsigned int flags)
{
    RT_SESSION(s, sp);
    if (!stream_ok(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    if (!cb || flags != 0)
        RET(s, DM_cudaErrorInvalidValue);
    int status = sess_sync(s); /* the callback is told the stream's error, if any */
    cb(st, (cudaError_t)status, data);
    return 0;
}

cudaError_t __cr_rt_cudaStreamWaitEvent(void *sp, cudaStream_t st, cudaEvent_t ev, unsigned flags)
{
    RT_SESSION(s, sp);
    (void)flags;
    STICKY(s);
    host_event *e = rt_event_of(s, ev);
    if (!stream_ok(s, st) || !e)
        RET(s, DM_cudaErrorInvalidResourceHandle);
    host_stream *hs = st == NULL || st == cudaStreamLegacy || st == cudaStreamPerThread ? NULL : rt_stream_of(s, st);
    if (e->cap_graph && !hs)
        RET(s, DM_cudaErrorStreamCaptureIsolation); /* the legacy stream cannot join a capture */
    if (hs) {
        int err = graph_capture_wait(s, hs, e);
        if (err)
            RET(s, err);
    }
    return 0;
}

cudaError_t __cr_rt_cudaDeviceGetStreamPriorityRange(void *sp, int *lo, int *hi)
{
    (void)sp;
    if (lo)
        *lo = PRIO_LEAST;
    if (hi)
        *hi = PRIO_GREATEST;
    return 0;
}

cudaError_t __cr_rt_cudaEventCreate(void *sp, cudaEvent_t *ev, unsigned flags)
{
    RT_SESSION(s, sp);
    STICKY(s);
    /* an interprocess event must not time (the runtime API's cudaEventCreateWithFlags); one
     * process can make it, and cudaIpcGetEventHandle says why it goes no further */
    if (!ev || ((flags & 0x4) && !(flags & 0x2)))
        RET(s, DM_cudaErrorInvalidValue);
    host_event *e = sess_xcalloc(1, sizeof *e);
    e->flags = flags;
    VEC_PUSH(host_state_of(s)->events, e);
    *ev = (cudaEvent_t)e;
    return 0;
}

host_event *rt_event_of(cr_session *s, void *ev)
{
    host_state *h = host_state_of(s);
    return known((void **)h->events.p, h->events.len, (void *)ev) ? (host_event *)ev : NULL;
}

/* An interprocess event's handle: its bytes, which only another process could open (the
 * runtime gives it in one process too, as an H100 does). */
cudaError_t __cr_rt_cudaIpcGetEventHandle(void *sp, cudaIpcEventHandle_t *handle, cudaEvent_t ev)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_event *e = rt_event_of(s, ev);
    if (!handle)
        RET(s, DM_cudaErrorInvalidValue);
    if (!e || !(e->flags & 0x4)) /* (cudaEventInterprocess) */
        RET(s, DM_cudaErrorInvalidResourceHandle);
    memset(handle, 0, sizeof *handle);
    memcpy(handle->reserved, &e, sizeof e);
    return 0;
}

cudaError_t __cr_rt_cudaEventDestroy(void *sp, cudaEvent_t ev)
{
    RT_SESSION(s, sp);
    host_state *h = host_state_of(s);
    for (size_t i = 0; i < h->events.len; i++) {
        if ((void *)h->events.p[i] == (void *)ev) {
            graph_event_forget(h->events.p[i]);
            free(h->events.p[i]);
            h->events.p[i] = h->events.p[--h->events.len];
            return 0;
        }
    }
    RET(s, DM_cudaErrorInvalidResourceHandle);
}

cudaError_t __cr_rt_cudaEventRecord(void *sp, cudaEvent_t ev, cudaStream_t st)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_event *e = rt_event_of(s, ev);
    if (!e || !stream_ok(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    host_capture *c = graph_capture_of(s, st);
    if (c) {
        graph_capture_record(c, e); /* a point of the capture that other streams can wait for */
        return 0;
    }
    graph_event_recorded(e);
    e->clock = sess_device_time(s);
    e->recorded = true;
    return 0;
}

cudaError_t __cr_rt_cudaEventSynchronize(void *sp, cudaEvent_t ev)
{
    RT_SESSION(s, sp);
    if (!rt_event_of(s, ev))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    pools_release(host_state_of(s));
    return sess_set_error(s, sess_sync(s));
}

cudaError_t __cr_rt_cudaEventQuery(void *sp, cudaEvent_t ev)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!rt_event_of(s, ev))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    return 0;
}

cudaError_t __cr_rt_cudaEventElapsedTime(void *sp, float *ms, cudaEvent_t a, cudaEvent_t b)
{
    RT_SESSION(s, sp);
    STICKY(s);
    host_event *x = rt_event_of(s, a), *y = rt_event_of(s, b);
    if (!ms)
        RET(s, DM_cudaErrorInvalidValue);
    if (!x || !y)
        RET(s, DM_cudaErrorInvalidResourceHandle);
    if (!x->recorded || !y->recorded)
        RET(s, DM_cudaErrorInvalidResourceHandle);
    if ((x->flags | y->flags) & 2)
        RET(s, DM_cudaErrorInvalidResourceHandle);
    /* the device's cycles at the H200's clock (kHz) */
    *ms = (float)((double)((int64_t)(y->clock - x->clock)) / (double)s->props->clockRate);
    return 0;
}

/* ---- Registration -------------------------------------------------------------------------- */

/* The value of a REPL cell's final expression (generated by interp/host/cell.c). */
void __cr_rt_show(void *sp, const void *p, size_t size, int handle, int basic)
{
    sess_show_value(sp, p, size, handle, basic);
}

/* ":mem EXPR [N] [TYPE]" (generated by interp/session/cell.c). */
void __cr_rt_mem(void *sp, const void *p, size_t count, int handle)
{
    sess_show_memory(sp, p, count, handle);
}

/* ":who EXPR" (generated by interp/session/cell.c). */
void __cr_rt_who(void *sp, const void *p, size_t size)
{
    sess_san_who(sp, (uint64_t)(uintptr_t)p, size);
}

/* ---- GCC's __sync and __atomic builtins (libtcc has none) -------------------------------------
 * include/host/cuda_runtime.h declares them as templates over the operand type, which call these
 * on the operand's SIZE bytes (1, 2, 4 or 8): the operation on those bytes, atomically, with the
 * wrap-around of the operand's width; the old value or (AFTER) the new one. */

#define CR_SYNC_SIZES(X) X(1, uint8_t) X(2, uint16_t) X(4, uint32_t) X(8, uint64_t)

static uint64_t sync_apply(int op, uint64_t o, uint64_t v)
{
    switch (op) {
    case 0: return o + v;
    case 1: return o - v;
    case 2: return o | v;
    case 3: return o & v;
    case 4: return o ^ v;
    case 5: return ~(o & v);
    default: return v; /* exchange */
    }
}

uint64_t __cr_rt_sync_op(volatile void *p, int size, int op, int after, uint64_t v)
{
    switch (size) {
#define X(n, T)                                                                                     \
    case n: {                                                                                       \
        T o = __atomic_load_n((volatile T *)p, __ATOMIC_SEQ_CST), r;                                \
        do                                                                                          \
            r = (T)sync_apply(op, o, v);                                                            \
        while (!__atomic_compare_exchange_n((volatile T *)p, &o, r, false, __ATOMIC_SEQ_CST,        \
                                            __ATOMIC_SEQ_CST));                                     \
        return after ? r : o;                                                                       \
    }
    CR_SYNC_SIZES(X)
#undef X
    default: return 0;
    }
}

/* Compare and swap: the old value, or (WANT_BOOL) whether it was O. */
uint64_t __cr_rt_sync_cas(volatile void *p, int size, int want_bool, uint64_t o, uint64_t n)
{
    switch (size) {
#define X(sz, T)                                                                                    \
    case sz: {                                                                                      \
        T e = (T)o;                                                                                 \
        bool done = __atomic_compare_exchange_n((volatile T *)p, &e, (T)n, false, __ATOMIC_SEQ_CST, \
                                                __ATOMIC_SEQ_CST);                                  \
        return want_bool ? done : e;                                                                \
    }
    CR_SYNC_SIZES(X)
#undef X
    default: return 0;
    }
}

uint64_t __cr_rt_sync_load(volatile void *p, int size)
{
    switch (size) {
#define X(n, T) case n: return __atomic_load_n((volatile T *)p, __ATOMIC_SEQ_CST);
    CR_SYNC_SIZES(X)
#undef X
    default: return 0;
    }
}

void __cr_rt_sync_store(volatile void *p, int size, uint64_t v)
{
    switch (size) {
#define X(n, T) case n: __atomic_store_n((volatile T *)p, (T)v, __ATOMIC_SEQ_CST); return;
    CR_SYNC_SIZES(X)
#undef X
    default: return;
    }
}

void __cr_rt_sync_fence(void)
{
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

/* ---- <xmmintrin.h>'s approximations (include/host/xmmintrin.h) -------------------------------
 * rcpps and rsqrtps are the processor's own tables, which differ between makers: the host
 * headers compute every other intrinsic in C++, and these by the instructions themselves, so a
 * program gets the values a g++ build of it gets on this machine. */
#if defined(__x86_64__) && defined(__GNUC__)
#include <xmmintrin.h>
void __cr_rt_rcp_ps(float *d, const float *s)
{
    _mm_storeu_ps(d, _mm_rcp_ps(_mm_loadu_ps(s)));
}
void __cr_rt_rsqrt_ps(float *d, const float *s)
{
    _mm_storeu_ps(d, _mm_rsqrt_ps(_mm_loadu_ps(s)));
}
#else
#include <math.h>
void __cr_rt_rcp_ps(float *d, const float *s)
{
    for (int i = 0; i < 4; i++)
        d[i] = 1.0f / s[i];
}
void __cr_rt_rsqrt_ps(float *d, const float *s)
{
    for (int i = 0; i < 4; i++)
        d[i] = 1.0f / sqrtf(s[i]);
}
#endif

void rt_add_symbols(TCCState *st)
{
    static const struct {
        const char *name;
        void *fn;
    } fns[] = {
#define F(name, fn) {"__cr_rt_" #name, (void *)fn},
        F(cudaMalloc, __cr_rt_cudaMalloc) F(cudaMallocManaged, __cr_rt_cudaMallocManaged)
        F(cudaMallocHost, __cr_rt_cudaMallocHost) F(cudaMallocPitch, __cr_rt_cudaMallocPitch)
        F(cudaFree, __cr_rt_cudaFree) F(cudaFreeHost, __cr_rt_cudaFreeHost) F(cudaMemcpy, __cr_rt_cudaMemcpy)
        F(cudaMemcpy2D, __cr_rt_cudaMemcpy2D) F(cudaMemset, __cr_rt_cudaMemset)
        F(cudaMemcpyAsync, __cr_rt_cudaMemcpyAsync) F(cudaMemsetAsync, __cr_rt_cudaMemsetAsync)
        F(cudaMemcpyToSymbol, __cr_rt_cudaMemcpyToSymbol) F(cudaMemcpyFromSymbol, __cr_rt_cudaMemcpyFromSymbol)
        F(cudaGetSymbolAddress, __cr_rt_cudaGetSymbolAddress) F(cudaGetSymbolSize, __cr_rt_cudaGetSymbolSize)
        F(cudaMemGetInfo, __cr_rt_cudaMemGetInfo) F(cudaPointerGetAttributes, __cr_rt_cudaPointerGetAttributes)
        F(cudaMemPrefetchAsync, __cr_rt_cudaMemPrefetchAsync) F(cudaMemAdvise, __cr_rt_cudaMemAdvise)
        F(cudaMemRangeGetAttribute, __cr_rt_cudaMemRangeGetAttribute)
        F(cudaStreamAttachMemAsync, __cr_rt_cudaStreamAttachMemAsync)
        F(cudaDeviceSynchronize, __cr_rt_cudaDeviceSynchronize)
        F(cudaDeviceReset, __cr_rt_cudaDeviceReset)
        F(cudaGetLastError, __cr_rt_cudaGetLastError)
        F(cudaPeekAtLastError, __cr_rt_cudaPeekAtLastError) F(cudaProfilerStart, __cr_rt_cudaProfilerStart)
        F(cudaProfilerStop, __cr_rt_cudaProfilerStart) F(cudaGetErrorString, __cr_rt_cudaGetErrorString)
        F(cudaGetErrorName, __cr_rt_cudaGetErrorName) F(cudaGetDeviceCount, __cr_rt_cudaGetDeviceCount)
        F(cudaDeviceGetPCIBusId, __cr_rt_cudaDeviceGetPCIBusId)
        F(cudaDeviceGetByPCIBusId, __cr_rt_cudaDeviceGetByPCIBusId)
        F(cudaDeviceSetCacheConfig, __cr_rt_cudaDeviceSetCacheConfig)
        F(cudaDeviceGetCacheConfig, __cr_rt_cudaDeviceGetCacheConfig) F(cudaHostGetFlags, __cr_rt_cudaHostGetFlags)
        F(cudaStreamGetDevice, __cr_rt_cudaStreamGetDevice) F(cudaMemcpy2DAsync, __cr_rt_cudaMemcpy2DAsync)
        F(cudaMemset2D, __cr_rt_cudaMemset2D) F(cudaMemset2DAsync, __cr_rt_cudaMemset2DAsync)
        F(cudaGetDevice, __cr_rt_cudaGetDevice) F(cudaSetDevice, __cr_rt_cudaSetDevice)
        F(cudaGetDeviceProperties, __cr_rt_cudaGetDeviceProperties)
        F(cudaDeviceGetAttribute, __cr_rt_cudaDeviceGetAttribute) F(cudaDeviceSetLimit, __cr_rt_cudaDeviceSetLimit)
        F(cudaDeviceGetLimit, __cr_rt_cudaDeviceGetLimit) F(cudaDriverGetVersion, __cr_rt_cudaDriverGetVersion)
        F(cudaRuntimeGetVersion, __cr_rt_cudaDriverGetVersion) F(cudaFuncGetAttributes, __cr_rt_cudaFuncGetAttributes)
        F(cudaFuncSetAttribute, __cr_rt_cudaFuncSetAttribute)
        F(cudaOccupancyMaxActiveBlocksPerMultiprocessor, __cr_rt_cudaOccupancyMaxActiveBlocksPerMultiprocessor)
        F(cudaOccupancyMaxPotentialBlockSize, __cr_rt_cudaOccupancyMaxPotentialBlockSize)
        F(cudaOccupancyAvailableDynamicSMemPerBlock, __cr_rt_cudaOccupancyAvailableDynamicSMemPerBlock)
        F(cudaLaunchKernel, __cr_rt_cudaLaunchKernel) F(cudaLaunchCooperativeKernel, __cr_rt_cudaLaunchCooperativeKernel)
        F(cudaLaunchKernelExC, __cr_rt_cudaLaunchKernelExC)
        F(cudaStreamCreate, __cr_rt_cudaStreamCreate) F(cudaStreamDestroy, __cr_rt_cudaStreamDestroy)
        F(cudaStreamSynchronize, __cr_rt_cudaStreamSynchronize) F(cudaStreamQuery, __cr_rt_cudaStreamQuery)
        F(cudaStreamWaitEvent, __cr_rt_cudaStreamWaitEvent)
        F(cudaDeviceGetStreamPriorityRange, __cr_rt_cudaDeviceGetStreamPriorityRange) F(cudaEventCreate, __cr_rt_cudaEventCreate)
        F(cudaEventDestroy, __cr_rt_cudaEventDestroy) F(cudaEventRecord, __cr_rt_cudaEventRecord)
        F(cudaEventSynchronize, __cr_rt_cudaEventSynchronize) F(cudaEventQuery, __cr_rt_cudaEventQuery)
        F(cudaEventElapsedTime, __cr_rt_cudaEventElapsedTime) F(push_config, __cr_rt_push_config)
        F(show, __cr_rt_show) F(mem, __cr_rt_mem) F(who, __cr_rt_who)
        F(cudaLaunchHostFunc, __cr_rt_cudaLaunchHostFunc) F(cudaStreamAddCallback, __cr_rt_cudaStreamAddCallback)
        F(sync_op, __cr_rt_sync_op) F(sync_cas, __cr_rt_sync_cas) F(sync_load, __cr_rt_sync_load)
        F(sync_store, __cr_rt_sync_store) F(sync_fence, __cr_rt_sync_fence)
        F(cudaHostAlloc, __cr_rt_cudaHostAlloc) F(cudaHostRegister, __cr_rt_cudaHostRegister)
        F(cudaHostUnregister, __cr_rt_cudaHostUnregister) F(cudaHostGetDevicePointer, __cr_rt_cudaHostGetDevicePointer)
        F(cudaSetDeviceFlags, __cr_rt_cudaSetDeviceFlags) F(cudaGetDeviceFlags, __cr_rt_cudaGetDeviceFlags)
        F(cudaDeviceCanAccessPeer, __cr_rt_cudaDeviceCanAccessPeer)
        F(cudaDeviceGetP2PAttribute, __cr_rt_cudaDeviceGetP2PAttribute)
        F(cudaDeviceEnablePeerAccess, __cr_rt_cudaDeviceEnablePeerAccess)
        F(cudaDeviceDisablePeerAccess, __cr_rt_cudaDeviceDisablePeerAccess) F(cudaMemcpyPeer, __cr_rt_cudaMemcpyPeer)
        F(cudaStreamGetFlags, __cr_rt_cudaStreamGetFlags) F(cudaStreamGetPriority, __cr_rt_cudaStreamGetPriority)
        F(cudaStreamSetAttribute, __cr_rt_cudaStreamSetAttribute) F(cudaStreamGetAttribute, __cr_rt_cudaStreamGetAttribute)
        F(cudaStreamCopyAttributes, __cr_rt_cudaStreamCopyAttributes)
        F(cudaCtxResetPersistingL2Cache, __cr_rt_cudaCtxResetPersistingL2Cache)
        F(cudaMallocFromPoolAsync, __cr_rt_cudaMallocFromPoolAsync) F(cudaFreeAsync, __cr_rt_cudaFreeAsync)
        F(cudaDeviceGetDefaultMemPool, __cr_rt_cudaDeviceGetDefaultMemPool)
        F(cudaDeviceGetMemPool, __cr_rt_cudaDeviceGetMemPool) F(cudaDeviceSetMemPool, __cr_rt_cudaDeviceSetMemPool)
        F(cudaMemPoolCreate, __cr_rt_cudaMemPoolCreate) F(cudaMemPoolDestroy, __cr_rt_cudaMemPoolDestroy)
        F(cudaMemPoolSetAttribute, __cr_rt_cudaMemPoolSetAttribute) F(cudaMemPoolGetAttribute, __cr_rt_cudaMemPoolGetAttribute)
        F(cudaMemPoolTrimTo, __cr_rt_cudaMemPoolTrimTo) F(cudaMemPoolSetAccess, __cr_rt_cudaMemPoolSetAccess)
        F(cudaMemPoolGetAccess, __cr_rt_cudaMemPoolGetAccess)
        F(cudaIpcGetEventHandle, __cr_rt_cudaIpcGetEventHandle)
        F(cudaMemPoolExportPointer, __cr_rt_cudaMemPoolExportPointer)
        F(cudaMemPoolExportToShareableHandle, __cr_rt_cudaMemPoolExportToShareableHandle)
        F(cudaDeviceGetGraphMemAttribute, __cr_rt_cudaDeviceGetGraphMemAttribute)
        F(cudaDeviceSetGraphMemAttribute, __cr_rt_cudaDeviceSetGraphMemAttribute)
        F(cudaDeviceGraphMemTrim, __cr_rt_cudaDeviceGraphMemTrim)
        F(cudaStreamGetId, __cr_rt_cudaStreamGetId) F(cudaFuncGetName, __cr_rt_cudaFuncGetName)
        F(cudaFuncGetParamInfo, __cr_rt_cudaFuncGetParamInfo) F(cudaGetKernel, __cr_rt_cudaGetKernel)
        F(cudaMemGetMemPool, __cr_rt_cudaMemGetMemPool) F(cudaMemSetMemPool, __cr_rt_cudaMemSetMemPool)
        F(cudaOccupancyMaxPotentialClusterSize, __cr_rt_cudaOccupancyMaxPotentialClusterSize)
        F(fail, __cr_rt_fail) F(rcp_ps, __cr_rt_rcp_ps) F(rsqrt_ps, __cr_rt_rsqrt_ps)
#undef F
    };
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++)
        tcc_add_symbol(st, fns[i].name, fns[i].fn);
    graph_add_symbols(st);
    drv_add_symbols(st);
    nvrtc_add_symbols(st);
}
