/* drv.c — the CUDA driver API as host code calls it (include/host/cuda.h wraps each function
 * and passes the session).
 *
 * The driver shares everything with the runtime (rt.c): memory, streams, events and the
 * error state are the runtime's, so most calls are the runtime's call with its result given
 * as a CUresult. A driver call does not become the runtime's "last error" (cudaGetLastError
 * does not see it), but a kernel's sticky fault is returned by both. Contexts are names for
 * the one device's state: cuCtxCreate and the primary context are handles that can be made
 * current, and all of them see the same memory. Modules are NVRTC's compiled programs
 * (drv.h); an image nvcc made (cubin, fatbin, PTX) cannot be loaded.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "devmodel/dm_errors.h"
#include "host/cuda.h"
#include "interp/host/drv.h"

drv_state *drv_state_of(cr_session *s)
{
    host_state *h = host_state_of(s);
    if (!h->drv) {
        h->drv = sess_xcalloc(1, sizeof *h->drv);
        if (h->runtime_started)
            h->drv->current = &h->drv->primary;
    }
    return h->drv;
}

void rt_start(cr_session *s)
{
    host_state *h = host_state_of(s);
    if (h->in_driver)
        return;
    h->runtime_started = true;
    if (h->drv && !h->drv->current)
        h->drv->current = &h->drv->primary;
}

void drv_free(cr_session *s)
{
    host_state *h = s->host;
    if (!h || !h->drv)
        return;
    drv_state *d = h->drv;
    nvrtc_free_all(s);
    for (size_t i = 0; i < d->units.len; i++) {
        free(d->units.p[i].prefix);
        free(d->units.p[i].name);
    }
    for (size_t i = 0; i < d->modules.len; i++)
        free(d->modules.p[i]);
    for (size_t i = 0; i < d->functions.len; i++)
        free(d->functions.p[i]);
    for (size_t i = 0; i < d->contexts.len; i++)
        free(d->contexts.p[i]);
    VEC_FREE(d->units);
    VEC_FREE(d->modules);
    VEC_FREE(d->functions);
    VEC_FREE(d->contexts);
    VEC_FREE(d->stack);
    VEC_FREE(d->nvrtc_programs);
    for (size_t i = 0; i < d->vmm_allocs.len; i++) {
        free(d->vmm_allocs.p[i]->saved);
        free(d->vmm_allocs.p[i]);
    }
    VEC_FREE(d->vmm_allocs);
    VEC_FREE(d->vmm_ranges);
    free(d);
    h->drv = NULL;
}

uint32_t drv_new_unit(cr_session *s, const char *name, const char **prefix)
{
    drv_state *d = drv_state_of(s);
    sess_buf b = {0};
    sess_buf_printf(&b, "nvrtc%zu::", d->units.len + 1);
    drv_unit u = {sess_buf_take(&b), sess_xstrdup(name ? name : "")};
    VEC_PUSH(d->units, u);
    *prefix = u.prefix;
    return (uint32_t)d->units.len - 1;
}

/* ---- Results -------------------------------------------------------------------------------- */

/* The CUresult of a runtime error: the same number, except the runtime's codes below 100 that
 * the driver reports as an invalid value. */
static CUresult cu_of(int e)
{
    switch (e) {
    case 0: case 1: case 2: case 3: case 4: case 34: case 46:
        return (CUresult)e;
    case DM_cudaErrorInvalidDeviceFunction: case DM_cudaErrorInvalidResourceHandle:
        return CUDA_ERROR_INVALID_HANDLE;
    default:
        return e < 100 ? CUDA_ERROR_INVALID_VALUE : (CUresult)e;
    }
}

/* A runtime call made for the driver: its cudaError_t, the runtime's last error as it was (a
 * sticky fault stays the last error, as every runtime call would make it), and the runtime not
 * started by it (rt_start); VIA_RT returns its result as a CUresult. */
#define RT_FOR_DRIVER(s, call)                                                                    \
    ({                                                                                            \
        int saved_ = (s)->last_error;                                                             \
        host_state_of(s)->in_driver++;                                                            \
        int e_ = (call);                                                                          \
        host_state_of(s)->in_driver--;                                                            \
        if (!(s)->sticky_error)                                                                   \
            (s)->last_error = saved_;                                                             \
        e_;                                                                                       \
    })
#define VIA_RT(s, call) return cu_of(RT_FOR_DRIVER(s, call))

/* A call that works in the current context returns CUDA_ERROR_INVALID_CONTEXT, before it looks
 * at its arguments, when there is none: cuInit makes none current; cuCtxCreate,
 * cuCtxSetCurrent, cuCtxPushCurrent or a call of the runtime (rt_start) does. */
#define NEED_CONTEXT(s)                                                                           \
    do {                                                                                          \
        if (!drv_state_of(s)->current)                                                            \
            return CUDA_ERROR_INVALID_CONTEXT;                                                    \
    } while (0)

#define PTR(p) ((void *)(uintptr_t)(p))

static const char *cu_name(int e)
{
    switch (e) {
#define CU_ERROR(code, name) case code: return #name;
#include "host/cuda_driver_errors.def"
#undef CU_ERROR
    default: return NULL;
    }
}

CUresult __cr_drv_cuGetErrorName(void *sp, CUresult e, const char **str)
{
    (void)sp;
    if (!str)
        return CUDA_ERROR_INVALID_VALUE;
    *str = cu_name(e);
    return *str ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CUresult __cr_drv_cuGetErrorString(void *sp, CUresult e, const char **str)
{
    (void)sp;
    if (!str)
        return CUDA_ERROR_INVALID_VALUE;
    /* the runtime's message for the same number; the driver's own where the runtime has none */
    *str = !cu_name(e) ? NULL : e == CUDA_ERROR_CONTEXT_ALREADY_CURRENT ? "context already current"
                                                                        : dm_error_string(e);
    return *str ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* ---- Initialisation and devices ---------------------------------------------------------- */

CUresult __cr_drv_cuInit(void *sp, unsigned flags)
{
    (void)sp;
    return flags ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

CUresult __cr_drv_cuDriverGetVersion(void *sp, int *v)
{
    RT_LOCK();
    VIA_RT(SESS(sp), __cr_rt_cudaDriverGetVersion(sp, v));
}

CUresult __cr_drv_cuDeviceGetCount(void *sp, int *n)
{
    (void)sp;
    if (!n)
        return CUDA_ERROR_INVALID_VALUE;
    *n = 1;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuDeviceGet(void *sp, CUdevice *d, int ordinal)
{
    (void)sp;
    if (!d)
        return CUDA_ERROR_INVALID_VALUE;
    if (ordinal != 0)
        return CUDA_ERROR_INVALID_DEVICE;
    *d = 0;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuDeviceGetName(void *sp, char *name, int len, CUdevice d)
{
    RT_LOCK();
    if (d != 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (!name || len <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    snprintf(name, (size_t)len, "%s", SESS(sp)->props->name);
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuDeviceGetUuid(void *sp, CUuuid *u, CUdevice d)
{
    (void)sp;
    if (d != 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (!u)
        return CUDA_ERROR_INVALID_VALUE;
    memset(u, 0, sizeof *u);
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuDeviceGetAttribute(void *sp, int *v, CUdevice_attribute a, CUdevice d)
{
    RT_LOCK();
    if (d != 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (a == CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH && v) {
        *v = 0; /* the driver still answers for it; the runtime no longer has it */
        return CUDA_SUCCESS;
    }
    VIA_RT(SESS(sp), __cr_rt_cudaDeviceGetAttribute(sp, v, (int)a, d));
}

CUresult __cr_drv_cuDeviceTotalMem(void *sp, size_t *bytes, CUdevice d)
{
    RT_LOCK();
    if (d != 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (!bytes)
        return CUDA_ERROR_INVALID_VALUE;
    *bytes = SESS(sp)->props->totalGlobalMem;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuDeviceComputeCapability(void *sp, int *major, int *minor, CUdevice d)
{
    RT_LOCK();
    if (d != 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (!major || !minor)
        return CUDA_ERROR_INVALID_VALUE;
    *major = SESS(sp)->props->major;
    *minor = SESS(sp)->props->minor;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuDeviceCanAccessPeer(void *sp, int *can, CUdevice d, CUdevice peer)
{
    (void)sp;
    if (d != 0 || peer != 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (!can)
        return CUDA_ERROR_INVALID_VALUE;
    *can = 0; /* one device: no peer */
    return CUDA_SUCCESS;
}

/* ---- Contexts ---------------------------------------------------------------------------- */

static bool ctx_known(drv_state *d, void *c)
{
    if (c == &d->primary)
        return d->primary_refs > 0 || d->current == c;
    for (size_t i = 0; i < d->contexts.len; i++)
        if (d->contexts.p[i] == c)
            return true;
    return false;
}

CUresult __cr_drv_cuDevicePrimaryCtxRetain(void *sp, CUcontext *c, CUdevice dev)
{
    RT_LOCK();
    drv_state *d = drv_state_of(SESS(sp));
    if (dev != 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (!c)
        return CUDA_ERROR_INVALID_VALUE;
    d->primary_refs++;
    *c = (CUcontext)(void *)&d->primary;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuDevicePrimaryCtxRelease(void *sp, CUdevice dev)
{
    RT_LOCK();
    drv_state *d = drv_state_of(SESS(sp));
    if (dev != 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (d->primary_refs <= 0)
        return CUDA_ERROR_INVALID_CONTEXT;
    d->primary_refs--;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuDevicePrimaryCtxReset(void *sp, CUdevice dev)
{
    RT_LOCK();
    if (dev != 0)
        return CUDA_ERROR_INVALID_DEVICE;
    VIA_RT(SESS(sp), __cr_rt_cudaDeviceReset(sp));
}

CUresult __cr_drv_cuDevicePrimaryCtxGetState(void *sp, CUdevice dev, unsigned *flags, int *active)
{
    RT_LOCK();
    drv_state *d = drv_state_of(SESS(sp));
    if (dev != 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (!flags || !active)
        return CUDA_ERROR_INVALID_VALUE;
    *flags = host_state_of(SESS(sp))->device_flags;
    *active = d->primary_refs > 0;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuDevicePrimaryCtxSetFlags(void *sp, CUdevice dev, unsigned flags)
{
    RT_LOCK();
    if (dev != 0)
        return CUDA_ERROR_INVALID_DEVICE;
    VIA_RT(SESS(sp), __cr_rt_cudaSetDeviceFlags(sp, flags));
}

CUresult __cr_drv_cuCtxCreate(void *sp, CUcontext *c, CUctxCreateParams *p, unsigned flags, CUdevice dev)
{
    RT_LOCK();
    (void)p;
    drv_state *d = drv_state_of(SESS(sp));
    if (dev != 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (!c || (flags & ~0x1fu))
        return CUDA_ERROR_INVALID_VALUE;
    void *ctx = sess_xcalloc(1, 1);
    VEC_PUSH(d->contexts, ctx);
    if (d->current)
        VEC_PUSH(d->stack, d->current);
    d->current = ctx;
    *c = (CUcontext)ctx;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuCtxDestroy(void *sp, CUcontext c)
{
    RT_LOCK();
    drv_state *d = drv_state_of(SESS(sp));
    for (size_t i = 0; i < d->contexts.len; i++) {
        if (d->contexts.p[i] != (void *)c)
            continue;
        d->contexts.p[i] = d->contexts.p[--d->contexts.len];
        size_t k = 0;
        for (size_t j = 0; j < d->stack.len; j++)
            if (d->stack.p[j] != (void *)c)
                d->stack.p[k++] = d->stack.p[j];
        d->stack.len = k;
        if (d->current == (void *)c)
            d->current = d->stack.len ? d->stack.p[--d->stack.len] : NULL;
        free(c);
        return CUDA_SUCCESS;
    }
    return CUDA_ERROR_INVALID_VALUE;
}

CUresult __cr_drv_cuCtxSynchronize(void *sp)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaDeviceSynchronize(sp));
}

CUresult __cr_drv_cuCtxGetCurrent(void *sp, CUcontext *c)
{
    RT_LOCK();
    if (!c)
        return CUDA_ERROR_INVALID_VALUE;
    *c = (CUcontext)drv_state_of(SESS(sp))->current;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuCtxSetCurrent(void *sp, CUcontext c)
{
    RT_LOCK();
    drv_state *d = drv_state_of(SESS(sp));
    if (c && !ctx_known(d, c))
        return CUDA_ERROR_INVALID_CONTEXT;
    d->current = c;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuCtxPushCurrent(void *sp, CUcontext c)
{
    RT_LOCK();
    drv_state *d = drv_state_of(SESS(sp));
    if (!c || !ctx_known(d, c))
        return CUDA_ERROR_INVALID_CONTEXT;
    if (d->current)
        VEC_PUSH(d->stack, d->current);
    d->current = c;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuCtxPopCurrent(void *sp, CUcontext *c)
{
    RT_LOCK();
    drv_state *d = drv_state_of(SESS(sp));
    if (!d->current)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (c)
        *c = (CUcontext)d->current;
    d->current = d->stack.len ? d->stack.p[--d->stack.len] : NULL;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuCtxGetDevice(void *sp, CUdevice *dev)
{
    NEED_CONTEXT(SESS(sp));
    if (!dev)
        return CUDA_ERROR_INVALID_VALUE;
    *dev = 0;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuCtxGetApiVersion(void *sp, CUcontext c, unsigned *v)
{
    (void)sp;
    (void)c;
    if (!v)
        return CUDA_ERROR_INVALID_VALUE;
    *v = 3020; /* what every context created since CUDA 3.2 reports */
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuCtxGetFlags(void *sp, unsigned *flags)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    if (!flags)
        return CUDA_ERROR_INVALID_VALUE;
    *flags = host_state_of(SESS(sp))->device_flags;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuCtxSetLimit(void *sp, CUlimit l, size_t v)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaDeviceSetLimit(sp, (int)l, v));
}

CUresult __cr_drv_cuCtxGetLimit(void *sp, size_t *v, CUlimit l)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaDeviceGetLimit(sp, v, (int)l));
}

/* ---- Memory ---------------------------------------------------------------------------------- */

CUresult __cr_drv_cuMemAlloc(void *sp, CUdeviceptr *p, size_t n)
{
    NEED_CONTEXT(SESS(sp));
    if (!p || n == 0)
        return CUDA_ERROR_INVALID_VALUE;
    void *a = NULL;
    RT_QUERY(s, sp);
    int e = RT_FOR_DRIVER(s, __cr_rt_cudaMalloc(sp, &a, n));
    if (!e)
        *p = (CUdeviceptr)(uintptr_t)a;
    return cu_of(e);
}

CUresult __cr_drv_cuMemAllocPitch(void *sp, CUdeviceptr *p, size_t *pitch, size_t w, size_t h, unsigned elem)
{
    NEED_CONTEXT(SESS(sp));
    if (!p || (elem != 4 && elem != 8 && elem != 16))
        return CUDA_ERROR_INVALID_VALUE;
    void *a = NULL;
    RT_QUERY(s, sp);
    int e = RT_FOR_DRIVER(s, __cr_rt_cudaMallocPitch(sp, &a, pitch, w, h));
    if (!e)
        *p = (CUdeviceptr)(uintptr_t)a;
    return cu_of(e);
}

CUresult __cr_drv_cuMemAllocManaged(void *sp, CUdeviceptr *p, size_t n, unsigned flags)
{
    NEED_CONTEXT(SESS(sp));
    if (!p || n == 0)
        return CUDA_ERROR_INVALID_VALUE;
    void *a = NULL;
    RT_QUERY(s, sp);
    int e = RT_FOR_DRIVER(s, __cr_rt_cudaMallocManaged(sp, &a, n, flags));
    if (!e)
        *p = (CUdeviceptr)(uintptr_t)a;
    return cu_of(e);
}

CUresult __cr_drv_cuMemFree(void *sp, CUdeviceptr p)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaFree(sp, PTR(p)));
}

CUresult __cr_drv_cuMemAllocHost(void *sp, void **p, size_t n)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaMallocHost(sp, p, n));
}

CUresult __cr_drv_cuMemHostAlloc(void *sp, void **p, size_t n, unsigned flags)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaHostAlloc(sp, p, n, flags));
}

CUresult __cr_drv_cuMemFreeHost(void *sp, void *p)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaFreeHost(sp, p));
}

CUresult __cr_drv_cuMemHostGetDevicePointer(void *sp, CUdeviceptr *d, void *p, unsigned flags)
{
    NEED_CONTEXT(SESS(sp));
    if (!d)
        return CUDA_ERROR_INVALID_VALUE;
    void *a = NULL;
    RT_QUERY(s, sp);
    int e = RT_FOR_DRIVER(s, __cr_rt_cudaHostGetDevicePointer(sp, &a, p, flags));
    if (!e)
        *d = (CUdeviceptr)(uintptr_t)a;
    return cu_of(e);
}

CUresult __cr_drv_cuMemHostRegister(void *sp, void *p, size_t n, unsigned flags)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaHostRegister(sp, p, n, flags));
}

CUresult __cr_drv_cuMemHostUnregister(void *sp, void *p)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaHostUnregister(sp, p));
}

CUresult __cr_drv_cuMemGetInfo(void *sp, size_t *f, size_t *t)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaMemGetInfo(sp, f, t));
}

CUresult __cr_drv_cuMemGetAddressRange(void *sp, CUdeviceptr *base, size_t *size, CUdeviceptr p)
{
    RT_QUERY(s, sp);
    NEED_CONTEXT(SESS(sp));
    const dm_alloc *al = s->mem_ok ? dm_find_alloc(&s->mem, p, 1) : NULL;
    if (!al && s->mem_ok) /* a string literal or __constant__ variable: its own extent, as on an
                             H100 (cuMemGetAddressRange of a device "main.cu": 8 bytes) */
        al = dm_find_const(&s->mem, p);
    if (!al || al->kind == DM_ALLOC_HOST)
        return CUDA_ERROR_NOT_FOUND;
    if (base)
        *base = al->base;
    if (size)
        *size = al->size;
    return CUDA_SUCCESS;
}

enum { H2H, H2D, D2H, D2D, DEFAULT };

CUresult __cr_drv_cuMemcpy(void *sp, CUdeviceptr d, CUdeviceptr src, size_t n)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaMemcpy(sp, PTR(d), PTR(src), n, DEFAULT, 1));
}

CUresult __cr_drv_cuMemcpyHtoD(void *sp, CUdeviceptr d, const void *src, size_t n)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaMemcpy(sp, PTR(d), src, n, H2D, 1));
}

CUresult __cr_drv_cuMemcpyDtoH(void *sp, void *d, CUdeviceptr src, size_t n)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaMemcpy(sp, d, PTR(src), n, D2H, 1));
}

CUresult __cr_drv_cuMemcpyDtoD(void *sp, CUdeviceptr d, CUdeviceptr src, size_t n)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaMemcpy(sp, PTR(d), PTR(src), n, D2D, 1));
}

CUresult __cr_drv_cuMemcpyAsync(void *sp, CUdeviceptr d, CUdeviceptr src, size_t n, CUstream st)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaMemcpyAsync(sp, PTR(d), PTR(src), n, DEFAULT, st));
}

CUresult __cr_drv_cuMemcpyHtoDAsync(void *sp, CUdeviceptr d, const void *src, size_t n, CUstream st)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaMemcpyAsync(sp, PTR(d), src, n, H2D, st));
}

CUresult __cr_drv_cuMemcpyDtoHAsync(void *sp, void *d, CUdeviceptr src, size_t n, CUstream st)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaMemcpyAsync(sp, d, PTR(src), n, D2H, st));
}

CUresult __cr_drv_cuMemcpyDtoDAsync(void *sp, CUdeviceptr d, CUdeviceptr src, size_t n, CUstream st)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaMemcpyAsync(sp, PTR(d), PTR(src), n, D2D, st));
}

/* cuMemsetD16/D32: N elements of WIDTH bytes, each V, written from a host buffer */
static int memset_wide(void *sp, CUdeviceptr d, unsigned v, size_t n, unsigned width, CUstream st,
                       bool async)
{
    if (d % width)
        return DM_cudaErrorInvalidValue;
    if (n == 0)
        return 0;
    uint8_t *buf = malloc(n * width);
    if (!buf)
        return DM_cudaErrorMemoryAllocation;
    for (size_t i = 0; i < n; i++)
        memcpy(buf + i * width, width == 2 ? (void *)&(uint16_t){(uint16_t)v} : (void *)&v, width);
    int e = async ? __cr_rt_cudaMemcpyAsync(sp, PTR(d), buf, n * width, H2D, st)
                  : __cr_rt_cudaMemcpy(sp, PTR(d), buf, n * width, H2D, 1);
    free(buf);
    return e;
}

CUresult __cr_drv_cuMemsetD8(void *sp, CUdeviceptr d, unsigned char v, size_t n)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaMemset(sp, PTR(d), v, n));
}

CUresult __cr_drv_cuMemsetD16(void *sp, CUdeviceptr d, unsigned short v, size_t n)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), memset_wide(sp, d, v, n, 2, NULL, false));
}

CUresult __cr_drv_cuMemsetD32(void *sp, CUdeviceptr d, unsigned v, size_t n)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), memset_wide(sp, d, v, n, 4, NULL, false));
}

CUresult __cr_drv_cuMemsetD8Async(void *sp, CUdeviceptr d, unsigned char v, size_t n, CUstream st)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaMemsetAsync(sp, PTR(d), v, n, st));
}

CUresult __cr_drv_cuMemsetD16Async(void *sp, CUdeviceptr d, unsigned short v, size_t n, CUstream st)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), memset_wide(sp, d, v, n, 2, st, true));
}

CUresult __cr_drv_cuMemsetD32Async(void *sp, CUdeviceptr d, unsigned v, size_t n, CUstream st)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), memset_wide(sp, d, v, n, 4, st, true));
}

/* cuMemsetD2D8/16/32: H rows of W elements of WIDTH bytes, PITCH bytes apart; the start and
 * the pitch aligned to the element, and the pitch at least a row */
static int memset_2d(void *sp, CUdeviceptr d, size_t pitch, unsigned v, size_t w, size_t h, unsigned width,
                     CUstream st, bool async)
{
    if (d % width || (h > 1 && (pitch % width || pitch < w * width)))
        return DM_cudaErrorInvalidValue;
    for (size_t r = 0; r < h; r++) {
        CUdeviceptr row = d + r * pitch;
        int e;
        if (width > 1)
            e = memset_wide(sp, row, v, w, width, st, async);
        else if (async)
            e = __cr_rt_cudaMemsetAsync(sp, PTR(row), (int)v, w, st);
        else
            e = __cr_rt_cudaMemset(sp, PTR(row), (int)v, w);
        if (e)
            return e;
    }
    return 0;
}

CUresult __cr_drv_cuMemsetD2D8(void *sp, CUdeviceptr d, size_t pitch, unsigned char v, size_t w, size_t h)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), memset_2d(sp, d, pitch, v, w, h, 1, NULL, false));
}

CUresult __cr_drv_cuMemsetD2D16(void *sp, CUdeviceptr d, size_t pitch, unsigned short v, size_t w, size_t h)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), memset_2d(sp, d, pitch, v, w, h, 2, NULL, false));
}

CUresult __cr_drv_cuMemsetD2D32(void *sp, CUdeviceptr d, size_t pitch, unsigned v, size_t w, size_t h)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), memset_2d(sp, d, pitch, v, w, h, 4, NULL, false));
}

CUresult __cr_drv_cuMemsetD2D8Async(void *sp, CUdeviceptr d, size_t pitch, unsigned char v, size_t w, size_t h,
                                    CUstream st)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), memset_2d(sp, d, pitch, v, w, h, 1, st, true));
}

CUresult __cr_drv_cuMemsetD2D16Async(void *sp, CUdeviceptr d, size_t pitch, unsigned short v, size_t w, size_t h,
                                     CUstream st)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), memset_2d(sp, d, pitch, v, w, h, 2, st, true));
}

CUresult __cr_drv_cuMemsetD2D32Async(void *sp, CUdeviceptr d, size_t pitch, unsigned v, size_t w, size_t h,
                                     CUstream st)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), memset_2d(sp, d, pitch, v, w, h, 4, st, true));
}

CUresult __cr_drv_cuPointerGetAttribute(void *sp, void *data, CUpointer_attribute a, CUdeviceptr p)
{
    RT_QUERY(s, sp);
    if (!data)
        return CUDA_ERROR_INVALID_VALUE;
    const dm_alloc *al = s->mem_ok ? dm_find_alloc(&s->mem, p, 1) : NULL;
    if (!al)
        return CUDA_ERROR_INVALID_VALUE;
    bool host = al->kind == DM_ALLOC_HOST, managed = al->kind == DM_ALLOC_MANAGED;
    switch (a) {
    case CU_POINTER_ATTRIBUTE_CONTEXT:
        *(CUcontext *)data = (CUcontext)drv_state_of(s)->current;
        return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_MEMORY_TYPE:
        *(unsigned *)data = host ? CU_MEMORYTYPE_HOST : CU_MEMORYTYPE_DEVICE;
        return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_DEVICE_POINTER:
        *(CUdeviceptr *)data = p;
        return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_HOST_POINTER:
        if (!host && !managed)
            return CUDA_ERROR_INVALID_VALUE;
        *(void **)data = PTR(p);
        return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_IS_MANAGED:
        *(int *)data = managed; /* a bool in cuda.h's words: written as an int */
        return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL:
        *(int *)data = 0;
        return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR:
        *(CUdeviceptr *)data = al->base;
        return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_RANGE_SIZE:
        *(size_t *)data = al->size;
        return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_MAPPED:
        *(int *)data = 1;
        return CUDA_SUCCESS;
    default:
        return CUDA_ERROR_INVALID_VALUE;
    }
}

/* ---- Virtual memory management ------------------------------------------------------------- */

/* An H200's granularity for device memory (the minimum and the recommended one) */
#define VMM_GRANULE (2ull << 20)

static drv_vmm_alloc *vmm_alloc_of(drv_state *d, CUmemGenericAllocationHandle h)
{
    for (size_t i = 0; i < d->vmm_allocs.len; i++)
        if ((CUmemGenericAllocationHandle)(uintptr_t)d->vmm_allocs.p[i] == h)
            return d->vmm_allocs.p[i];
    return NULL;
}

/* the reserved range holding [P, P + N), or NULL */
static drv_vmm_range *vmm_range_of(drv_state *d, uint64_t p, uint64_t n)
{
    for (size_t i = 0; i < d->vmm_ranges.len; i++) {
        drv_vmm_range *r = &d->vmm_ranges.p[i];
        if (p >= r->ptr && n <= r->size && p - r->ptr <= r->size - n)
            return r;
    }
    return NULL;
}

/* an allocation with no references left and no mapping is gone */
static void vmm_drop_if_unused(drv_state *d, drv_vmm_alloc *a)
{
    if (a->refs > 0 || a->mapped_at)
        return;
    for (size_t i = 0; i < d->vmm_allocs.len; i++) {
        if (d->vmm_allocs.p[i] == a) {
            d->vmm_allocs.p[i] = d->vmm_allocs.p[--d->vmm_allocs.len];
            break;
        }
    }
    free(a->saved);
    free(a);
}

static bool vmm_prop_ok(const CUmemAllocationProp *prop)
{
    return prop && prop->type == CU_MEM_ALLOCATION_TYPE_PINNED &&
           prop->location.type == CU_MEM_LOCATION_TYPE_DEVICE && prop->location.id == 0;
}

CUresult __cr_drv_cuMemGetAllocationGranularity(void *sp, size_t *g, const CUmemAllocationProp *prop,
                                                CUmemAllocationGranularity_flags o)
{
    (void)sp;
    if (!g || !vmm_prop_ok(prop) || (o != CU_MEM_ALLOC_GRANULARITY_MINIMUM && o != CU_MEM_ALLOC_GRANULARITY_RECOMMENDED))
        return CUDA_ERROR_INVALID_VALUE;
    *g = VMM_GRANULE;
    return CUDA_SUCCESS;
}

/* A reserved range is device memory from the start (an access before a mapping reads zeros
 * where a GPU faults); an address asked for (ADDR) is a hint, as on a GPU. */
CUresult __cr_drv_cuMemAddressReserve(void *sp, CUdeviceptr *p, size_t size, size_t align, CUdeviceptr addr,
                                      unsigned long long flags)
{
    (void)addr;
    RT_QUERY(s, sp);
    if (!p || size == 0 || size % VMM_GRANULE || (align & (align - 1)) || flags)
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t extra = align > VMM_GRANULE ? align : 0, base;
    if (!s->mem_ok || dm_alloc_global(&s->mem, size + extra, DM_ALLOC_DEVICE, NULL, &base) != 0)
        return CUDA_ERROR_OUT_OF_MEMORY;
    uint64_t a = extra ? (base + align - 1) & ~(uint64_t)(align - 1) : base;
    drv_vmm_range r = {base, a, size};
    VEC_PUSH(drv_state_of(s)->vmm_ranges, r);
    *p = a;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuMemAddressFree(void *sp, CUdeviceptr p, size_t size)
{
    RT_QUERY(s, sp);
    drv_state *d = drv_state_of(s);
    for (size_t i = 0; i < d->vmm_ranges.len; i++) {
        drv_vmm_range r = d->vmm_ranges.p[i];
        if (r.ptr != p || r.size != size)
            continue;
        for (size_t k = 0; k < d->vmm_allocs.len; k++) /* a range with mappings stays */
            if (d->vmm_allocs.p[k]->mapped_at >= r.ptr && d->vmm_allocs.p[k]->mapped_at < r.ptr + r.size)
                return CUDA_ERROR_INVALID_VALUE;
        d->vmm_ranges.p[i] = d->vmm_ranges.p[--d->vmm_ranges.len];
        dm_free_global(&s->mem, r.base);
        return CUDA_SUCCESS;
    }
    return CUDA_ERROR_INVALID_VALUE;
}

CUresult __cr_drv_cuMemCreate(void *sp, CUmemGenericAllocationHandle *h, size_t size, const CUmemAllocationProp *prop,
                              unsigned long long flags)
{
    RT_QUERY(s, sp);
    if (!h || size == 0 || size % VMM_GRANULE || !vmm_prop_ok(prop) || flags)
        return CUDA_ERROR_INVALID_VALUE;
    if (!s->mem_ok || size > s->mem.capacity) /* (the reserved range is the memory used) */
        return CUDA_ERROR_OUT_OF_MEMORY;
    drv_vmm_alloc *a = sess_xcalloc(1, sizeof *a);
    a->prop = *prop; /* an H200 compresses (CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED) */
    a->size = size;
    a->refs = 1;
    VEC_PUSH(drv_state_of(s)->vmm_allocs, a);
    *h = (CUmemGenericAllocationHandle)(uintptr_t)a;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuMemRelease(void *sp, CUmemGenericAllocationHandle h)
{
    RT_QUERY(s, sp);
    drv_state *d = drv_state_of(s);
    drv_vmm_alloc *a = vmm_alloc_of(d, h);
    if (!a || a->refs <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    a->refs--;
    vmm_drop_if_unused(d, a);
    return CUDA_SUCCESS;
}

/* The whole allocation at P, in a reserved range; one allocation mapped at two addresses at
 * once (an alias) is not modelled: a message, and CUDA_ERROR_NOT_SUPPORTED. */
CUresult __cr_drv_cuMemMap(void *sp, CUdeviceptr p, size_t size, size_t offset, CUmemGenericAllocationHandle h,
                           unsigned long long flags)
{
    RT_QUERY(s, sp);
    drv_state *d = drv_state_of(s);
    drv_vmm_alloc *a = vmm_alloc_of(d, h);
    if (!a || a->refs <= 0 || offset || flags || size != a->size || p % VMM_GRANULE || !vmm_range_of(d, p, size))
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < d->vmm_allocs.len; i++) {
        const drv_vmm_alloc *o = d->vmm_allocs.p[i];
        if (o->mapped_at && o->mapped_at < p + size && p < o->mapped_at + o->size)
            return CUDA_ERROR_INVALID_VALUE; /* that part of the range is mapped already */
    }
    if (a->mapped_at)
        return (CUresult)__cr_unsupported(sp, "cuMemMap", "mapping one allocation at two addresses at once is "
                                          "not modelled (cudarepl gives an allocation one address)", NULL, 0);
    if (a->saved ? dm_copy_to_device(&s->mem, p, a->saved, size) : dm_set_device(&s->mem, p, 0, size))
        return CUDA_ERROR_INVALID_VALUE;
    free(a->saved);
    a->saved = NULL;
    a->mapped_at = p;
    a->access = CU_MEM_ACCESS_FLAGS_PROT_NONE;
    return CUDA_SUCCESS;
}

/* Every mapping in [P, P + SIZE), which must be whole mappings: an allocation that still has a
 * handle keeps its bytes for its next mapping */
CUresult __cr_drv_cuMemUnmap(void *sp, CUdeviceptr p, size_t size)
{
    RT_QUERY(s, sp);
    drv_state *d = drv_state_of(s);
    if (size == 0 || !vmm_range_of(d, p, size))
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < d->vmm_allocs.len; i++) {
        const drv_vmm_alloc *o = d->vmm_allocs.p[i];
        if (o->mapped_at && o->mapped_at < p + size && p < o->mapped_at + o->size &&
            (o->mapped_at < p || o->mapped_at + o->size > p + size))
            return CUDA_ERROR_INVALID_VALUE;
    }
    for (size_t i = d->vmm_allocs.len; i-- > 0;) {
        drv_vmm_alloc *a = d->vmm_allocs.p[i];
        if (!a->mapped_at || a->mapped_at < p || a->mapped_at >= p + size)
            continue;
        if (a->refs > 0) {
            a->saved = sess_xcalloc(1, a->size);
            if (dm_copy_from_device(&s->mem, a->saved, a->mapped_at, a->size))
                return CUDA_ERROR_INVALID_VALUE;
        }
        if (dm_set_device(&s->mem, a->mapped_at, 0, a->size))
            return CUDA_ERROR_INVALID_VALUE;
        a->mapped_at = 0;
        vmm_drop_if_unused(d, a);
    }
    return CUDA_SUCCESS;
}

/* Access is recorded (cuMemGetAccess reads it back), not enforced: a kernel may use a mapping
 * whose access was never set, where a GPU faults. */
CUresult __cr_drv_cuMemSetAccess(void *sp, CUdeviceptr p, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    RT_QUERY(s, sp);
    drv_state *d = drv_state_of(s);
    if (!desc || count == 0 || size == 0 || !vmm_range_of(d, p, size))
        return CUDA_ERROR_INVALID_VALUE;
    unsigned flags = CU_MEM_ACCESS_FLAGS_PROT_NONE;
    for (size_t i = 0; i < count; i++) {
        if (desc[i].location.type != CU_MEM_LOCATION_TYPE_DEVICE || desc[i].location.id != 0 ||
            (desc[i].flags != CU_MEM_ACCESS_FLAGS_PROT_NONE && desc[i].flags != CU_MEM_ACCESS_FLAGS_PROT_READ &&
             desc[i].flags != CU_MEM_ACCESS_FLAGS_PROT_READWRITE))
            return CUDA_ERROR_INVALID_DEVICE;
        flags = desc[i].flags;
    }
    /* the range must be mapped throughout */
    uint64_t covered = 0;
    for (size_t i = 0; i < d->vmm_allocs.len; i++) {
        const drv_vmm_alloc *o = d->vmm_allocs.p[i];
        if (o->mapped_at >= p && o->mapped_at + o->size <= p + size)
            covered += o->size;
    }
    if (covered != size)
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < d->vmm_allocs.len; i++) {
        drv_vmm_alloc *o = d->vmm_allocs.p[i];
        if (o->mapped_at >= p && o->mapped_at + o->size <= p + size)
            o->access = flags;
    }
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuMemGetAccess(void *sp, unsigned long long *flags, const CUmemLocation *loc, CUdeviceptr p)
{
    RT_QUERY(s, sp);
    drv_state *d = drv_state_of(s);
    if (!flags || !loc || loc->type != CU_MEM_LOCATION_TYPE_DEVICE || loc->id != 0)
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < d->vmm_allocs.len; i++) {
        const drv_vmm_alloc *o = d->vmm_allocs.p[i];
        if (o->mapped_at && p >= o->mapped_at && p < o->mapped_at + o->size) {
            *flags = o->access;
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_INVALID_VALUE;
}

CUresult __cr_drv_cuMemGetAllocationPropertiesFromHandle(void *sp, CUmemAllocationProp *prop,
                                                         CUmemGenericAllocationHandle h)
{
    RT_QUERY(s, sp);
    const drv_vmm_alloc *a = vmm_alloc_of(drv_state_of(s), h);
    if (!prop || !a || a->refs <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    *prop = a->prop;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuMemRetainAllocationHandle(void *sp, CUmemGenericAllocationHandle *h, void *addr)
{
    RT_QUERY(s, sp);
    drv_state *d = drv_state_of(s);
    uint64_t p = (uint64_t)(uintptr_t)addr;
    for (size_t i = 0; h && i < d->vmm_allocs.len; i++) {
        drv_vmm_alloc *o = d->vmm_allocs.p[i];
        if (o->mapped_at && p >= o->mapped_at && p < o->mapped_at + o->size) {
            o->refs++;
            *h = (CUmemGenericAllocationHandle)(uintptr_t)o;
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_INVALID_VALUE;
}

/* ---- Streams and events -------------------------------------------------------------------- */

CUresult __cr_drv_cuStreamCreate(void *sp, CUstream *st, unsigned flags)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaStreamCreate(sp, st, flags, 0));
}

CUresult __cr_drv_cuStreamCreateWithPriority(void *sp, CUstream *st, unsigned flags, int prio)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaStreamCreate(sp, st, flags, prio));
}

CUresult __cr_drv_cuStreamDestroy(void *sp, CUstream st)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaStreamDestroy(sp, st));
}

CUresult __cr_drv_cuStreamSynchronize(void *sp, CUstream st)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaStreamSynchronize(sp, st));
}

CUresult __cr_drv_cuStreamQuery(void *sp, CUstream st)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaStreamQuery(sp, st));
}

CUresult __cr_drv_cuStreamWaitEvent(void *sp, CUstream st, CUevent e, unsigned flags)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaStreamWaitEvent(sp, st, e, flags));
}

CUresult __cr_drv_cuStreamGetFlags(void *sp, CUstream st, unsigned *flags)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaStreamGetFlags(sp, st, flags));
}

CUresult __cr_drv_cuStreamGetPriority(void *sp, CUstream st, int *prio)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaStreamGetPriority(sp, st, prio));
}

CUresult __cr_drv_cuLaunchHostFunc(void *sp, CUstream st, CUhostFn fn, void *data)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaLaunchHostFunc(sp, st, (cudaHostFn_t)fn, data));
}

/* cuStreamAddCallback runs the callback when the stream's work is done, as the runtime's does,
 * within the call: the driver's callback (told a CUresult) through one of the runtime's kind */
typedef struct {
    CUstreamCallback cb;
    void *data;
} drv_callback;

static void drv_callback_run(cudaStream_t st, cudaError_t status, void *p)
{
    drv_callback *c = p;
    c->cb(st, cu_of((int)status), c->data);
}

CUresult __cr_drv_cuStreamAddCallback(void *sp, CUstream st, CUstreamCallback cb, void *data, unsigned flags)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    if (!cb)
        return CUDA_ERROR_INVALID_VALUE;
    drv_callback c = {cb, data};
    VIA_RT(SESS(sp), __cr_rt_cudaStreamAddCallback(sp, st, drv_callback_run, &c, flags));
}

CUresult __cr_drv_cuEventCreate(void *sp, CUevent *e, unsigned flags)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaEventCreate(sp, e, flags));
}

CUresult __cr_drv_cuEventDestroy(void *sp, CUevent e)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaEventDestroy(sp, e));
}

CUresult __cr_drv_cuEventRecord(void *sp, CUevent e, CUstream st)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaEventRecord(sp, e, st));
}

CUresult __cr_drv_cuEventSynchronize(void *sp, CUevent e)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaEventSynchronize(sp, e));
}

CUresult __cr_drv_cuEventQuery(void *sp, CUevent e)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaEventQuery(sp, e));
}

CUresult __cr_drv_cuEventElapsedTime(void *sp, float *ms, CUevent a, CUevent b)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    VIA_RT(SESS(sp), __cr_rt_cudaEventElapsedTime(sp, ms, a, b));
}

/* ---- Modules --------------------------------------------------------------------------------- */

static drv_module *module_of(drv_state *d, CUmodule m)
{
    for (size_t i = 0; i < d->modules.len; i++)
        if (d->modules.p[i] == (drv_module *)m && !d->modules.p[i]->unloaded)
            return d->modules.p[i];
    return NULL;
}

/* What an image nvcc made is (for the message), or NULL for one that is not recognised. */
static const char *foreign_image(const unsigned char *p, size_t n, CUresult *e)
{
    *e = CUDA_ERROR_INVALID_IMAGE;
    if (n >= 4 && !memcmp(p, "\x7f" "ELF", 4))
        return "a cubin (an ELF file of GPU machine code)";
    if (n >= 4 && p[0] == 0x50 && p[1] == 0xed && p[2] == 0x55 && p[3] == 0xba)
        return "a fatbin (GPU machine code and PTX)";
    if (n >= 4 && p[0] == 0x1f && p[1] == 0x8b)
        return "a compressed fatbin";
    for (size_t i = 0; i + 8 <= n && i < 4096; i++)
        if (!memcmp(p + i, ".version", 8) || !memcmp(p + i, ".target", 7)) {
            *e = CUDA_ERROR_INVALID_PTX;
            return "PTX assembly";
        }
    return NULL;
}

/* A module of IMAGE (an NVRTC image of ours); WHERE names the call and the file for messages. */
static CUresult load_image(cr_session *s, CUmodule *m, const void *image, size_t n, const char *where)
{
    if (!m || !image)
        return CUDA_ERROR_INVALID_VALUE;
    drv_state *d = drv_state_of(s);
    size_t magic = strlen(DRV_IMAGE_MAGIC);
    unsigned long unit = 0;
    if (n >= magic && !memcmp(image, DRV_IMAGE_MAGIC, magic) &&
        sscanf((const char *)image + magic, "\nunit %lu", &unit) == 1 && unit >= 1 &&
        unit <= d->units.len) {
        drv_module *mod = sess_xcalloc(1, sizeof *mod);
        mod->unit = (uint32_t)unit - 1;
        VEC_PUSH(d->modules, mod);
        *m = (CUmodule)mod;
        return CUDA_SUCCESS;
    }
    CUresult e;
    const char *what = foreign_image(image, n, &e);
    if (what) { /* nvcc's output: say why it cannot run (other bytes are just not an image) */
        char msg[512];
        snprintf(msg, sizeof msg, "cudarepl: %s: the image is %s; cudarepl runs only device code "
                 "it compiles itself: compile the source with NVRTC (<nvrtc.h>) or into the "
                 "program\n", where, what);
        sess_emit_text(s, CR_EV_STDERR, msg);
    }
    return e;
}

/* the length of a NUL-terminated image, at most LIMIT */
static size_t image_len(const void *image, size_t limit)
{
    const unsigned char *p = image;
    if (!p)
        return 0;
    size_t n = 0;
    while (n < limit && (p[n] || n < 4))
        n++;
    return n;
}

CUresult __cr_drv_cuModuleLoadData(void *sp, CUmodule *m, const void *image)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    return load_image(SESS(sp), m, image, image_len(image, 4096), "cuModuleLoadData");
}

CUresult __cr_drv_cuModuleLoadDataEx(void *sp, CUmodule *m, const void *image, unsigned n,
                                     CUjit_option *o, void **v)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    if (n && (!o || !v))
        return CUDA_ERROR_INVALID_VALUE;
    return load_image(SESS(sp), m, image, image_len(image, 4096), "cuModuleLoadDataEx");
}

CUresult __cr_drv_cuModuleLoadFatBinary(void *sp, CUmodule *m, const void *image)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    return load_image(SESS(sp), m, image, image_len(image, 4096), "cuModuleLoadFatBinary");
}

CUresult __cr_drv_cuModuleLoad(void *sp, CUmodule *m, const char *path)
{
    RT_QUERY(s, sp);
    NEED_CONTEXT(SESS(sp));
    if (!m || !path)
        return CUDA_ERROR_INVALID_VALUE;
    FILE *f = fopen(path, "rb");
    if (!f)
        return CUDA_ERROR_FILE_NOT_FOUND;
    unsigned char head[4096];
    size_t n = fread(head, 1, sizeof head - 1, f);
    fclose(f);
    head[n] = 0;
    size_t cap = strlen(path) + 32;
    char *where = sess_xmalloc(cap);
    snprintf(where, cap, "cuModuleLoad(\"%s\")", path);
    CUresult e = load_image(s, m, head, n, where);
    free(where);
    return e;
}

CUresult __cr_drv_cuModuleUnload(void *sp, CUmodule m)
{
    RT_LOCK();
    drv_module *mod = module_of(drv_state_of(SESS(sp)), m);
    if (!mod)
        return CUDA_ERROR_INVALID_HANDLE;
    mod->unloaded = true;
    return CUDA_SUCCESS;
}

/* NAME of MOD's unit as the program's table names it */
static char *unit_name(drv_state *d, drv_module *mod, const char *name)
{
    sess_buf b = {0};
    sess_buf_printf(&b, "%s%s", d->units.p[mod->unit].prefix, name);
    return sess_buf_take(&b);
}

CUresult __cr_drv_cuModuleGetFunction(void *sp, CUfunction *f, CUmodule m, const char *name)
{
    RT_QUERY(s, sp);
    drv_state *d = drv_state_of(s);
    drv_module *mod = module_of(d, m);
    if (!mod)
        return CUDA_ERROR_INVALID_HANDLE;
    if (!f || !name)
        return CUDA_ERROR_INVALID_VALUE;
    char *key = unit_name(d, mod, name);
    vm_func *fn = vm_find_func(s->prog, key);
    uint32_t k = fn ? vm_func_index(s->prog, key) : 0;
    free(key);
    if (!fn || !fn->is_kernel || !fn->defined)
        return CUDA_ERROR_NOT_FOUND;
    for (size_t i = 0; i < d->functions.len; i++)
        if (d->functions.p[i]->mod == mod && d->functions.p[i]->kernel == k) {
            *f = (CUfunction)d->functions.p[i];
            return CUDA_SUCCESS;
        }
    drv_function *df = sess_xcalloc(1, sizeof *df);
    df->mod = mod;
    df->kernel = k;
    VEC_PUSH(d->functions, df);
    *f = (CUfunction)df;
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuModuleGetGlobal(void *sp, CUdeviceptr *p, size_t *bytes, CUmodule m, const char *name)
{
    RT_QUERY(s, sp);
    drv_state *d = drv_state_of(s);
    drv_module *mod = module_of(d, m);
    if (!mod)
        return CUDA_ERROR_INVALID_HANDLE;
    if (!name || (!p && !bytes))
        return CUDA_ERROR_INVALID_VALUE;
    char *key = unit_name(d, mod, name);
    vm_symbol *sym = vm_find_sym(s->prog, key);
    free(key);
    if (!sym || !sym->defined || !sym->addr || sym->kind == VM_SYM_SHARED || sym->kind == VM_SYM_STRING)
        return CUDA_ERROR_NOT_FOUND;
    if (p)
        *p = sym->addr;
    if (bytes)
        *bytes = sym->size;
    return CUDA_SUCCESS;
}

/* ---- Functions and launches ---------------------------------------------------------------- */

static drv_function *function_of(drv_state *d, CUfunction f)
{
    for (size_t i = 0; i < d->functions.len; i++)
        if (d->functions.p[i] == (drv_function *)f && !d->functions.p[i]->mod->unloaded)
            return d->functions.p[i];
    return NULL;
}

CUresult __cr_drv_cuFuncGetAttribute(void *sp, int *v, CUfunction_attribute a, CUfunction f)
{
    RT_QUERY(s, sp);
    drv_function *df = function_of(drv_state_of(s), f);
    if (!df)
        return CUDA_ERROR_INVALID_HANDLE;
    if (!v)
        return CUDA_ERROR_INVALID_VALUE;
    struct cudaFuncAttributes fa;
    rt_func_attributes(s, df->kernel, &fa);
    switch (a) {
    case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *v = fa.maxThreadsPerBlock; break;
    case CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *v = (int)fa.sharedSizeBytes; break;
    case CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *v = (int)fa.constSizeBytes; break;
    case CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *v = (int)fa.localSizeBytes; break;
    case CU_FUNC_ATTRIBUTE_NUM_REGS: *v = fa.numRegs; break;
    case CU_FUNC_ATTRIBUTE_PTX_VERSION: *v = fa.ptxVersion; break;
    case CU_FUNC_ATTRIBUTE_BINARY_VERSION: *v = fa.binaryVersion; break;
    case CU_FUNC_ATTRIBUTE_CACHE_MODE_CA: *v = fa.cacheModeCA; break;
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *v = fa.maxDynamicSharedSizeBytes; break;
    case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: *v = fa.preferredShmemCarveout; break;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
    return CUDA_SUCCESS;
}

CUresult __cr_drv_cuFuncSetAttribute(void *sp, CUfunction f, CUfunction_attribute a, int v)
{
    RT_QUERY(s, sp);
    drv_function *df = function_of(drv_state_of(s), f);
    if (!df)
        return CUDA_ERROR_INVALID_HANDLE;
    return cu_of(rt_func_set_attribute(s, df->kernel, (int)a, v));
}

CUresult __cr_drv_cuFuncSetCacheConfig(void *sp, CUfunction f, CUfunc_cache c)
{
    RT_LOCK();
    if (!function_of(drv_state_of(SESS(sp)), f))
        return CUDA_ERROR_INVALID_HANDLE;
    return (unsigned)c <= CU_FUNC_CACHE_PREFER_EQUAL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CUresult __cr_drv_cuOccupancyMaxActiveBlocksPerMultiprocessor(void *sp, int *n, CUfunction f,
                                                              int block, size_t smem)
{
    RT_QUERY(s, sp);
    drv_function *df = function_of(drv_state_of(s), f);
    if (!df)
        return CUDA_ERROR_INVALID_HANDLE;
    if (!n || block <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    *n = dm_blocks_per_sm(s->props, block, s->prog->funcs.p[df->kernel]->static_shared + smem, 0);
    return CUDA_SUCCESS;
}

/* the block size of the most threads per multiprocessor (the largest such), as the runtime's
 * cudaOccupancyMaxPotentialBlockSize chooses; FN gives the dynamic shared memory of a size */
CUresult __cr_drv_cuOccupancyMaxPotentialBlockSize(void *sp, int *grid, int *block, CUfunction f,
                                                   CUoccupancyB2DSize fn, size_t smem, int limit)
{
    RT_QUERY(s, sp);
    drv_function *df = function_of(drv_state_of(s), f);
    if (!df)
        return CUDA_ERROR_INVALID_HANDLE;
    if (!grid || !block)
        return CUDA_ERROR_INVALID_VALUE;
    uint32_t st = s->prog->funcs.p[df->kernel]->static_shared;
    int best = 0, best_bs = 32, maxbs = limit > 0 && limit < 1024 ? limit : 1024;
    for (int bs = 32; bs <= maxbs; bs += 32) {
        size_t dyn = fn ? fn(bs) : smem;
        int per = dm_blocks_per_sm(s->props, bs, st + dyn, 0);
        if (per * bs >= best) {
            best = per * bs;
            best_bs = bs;
        }
    }
    size_t dyn = fn ? fn(best_bs) : smem;
    *block = best_bs;
    *grid = dm_blocks_per_sm(s->props, best_bs, st + dyn, 0) * s->props->multiProcessorCount;
    return CUDA_SUCCESS;
}

/* The argument pointers of a launch given by `extra` (a parameter buffer in the kernel's
 * layout) into ARGS (the kernel's parameter count of them); 0 or a CUresult. A buffer shorter
 * than the parameters is taken, as an H100 took it (runtime/driver-extra.cu, 2026-12-05): the
 * bytes it lacks read as zeros, from a copy made in *PADDED (the caller frees it). */
static CUresult extra_args(const vm_func *fn, void **extra, void **args, uint8_t **padded)
{
    uint8_t *buf = NULL;
    size_t size = 0;
    bool have_size = false;
    for (size_t i = 0; extra[i] != CU_LAUNCH_PARAM_END; i += 2) {
        if (extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER)
            buf = extra[i + 1];
        else if (extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE && extra[i + 1]) {
            size = *(size_t *)extra[i + 1];
            have_size = true;
        } else
            return CUDA_ERROR_INVALID_VALUE;
    }
    if (!buf || !have_size)
        return CUDA_ERROR_INVALID_VALUE;
    if (size > fn->param_size) /* more than the kernel's parameters: what an H200 says */
        return CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES;
    if (size < fn->param_size) {
        *padded = sess_xcalloc(1, fn->param_size);
        memcpy(*padded, buf, size);
        buf = *padded;
    }
    for (size_t i = 0; i < fn->params.len; i++)
        args[i] = buf + fn->params.p[i].offset;
    return CUDA_SUCCESS;
}

/* Is the launch configuration one the device takes? (checked before the parameters) */
static bool config_ok(const dm_props *p, const uint32_t grid[3], const uint32_t block[3])
{
    uint64_t threads = (uint64_t)block[0] * block[1] * block[2];
    for (int i = 0; i < 3; i++)
        if (!grid[i] || !block[i] || grid[i] > (uint32_t)p->maxGridSize[i] ||
            block[i] > (uint32_t)p->maxThreadsDim[i])
            return false;
    return threads <= (uint64_t)p->maxThreadsPerBlock;
}

static CUresult launch(void *sp, CUfunction f, const uint32_t grid[3], const uint32_t block[3],
                       unsigned smem, CUstream st, void **params, void **extra)
{
    cr_session *s = SESS(sp);
    drv_function *df = function_of(drv_state_of(s), f);
    if (!df)
        return CUDA_ERROR_INVALID_HANDLE;
    const vm_func *fn = s->prog->funcs.p[df->kernel];
    if ((params && extra) || (!params && !extra && fn->params.len))
        return CUDA_ERROR_INVALID_VALUE;
    void **args = params;
    void *local[64];
    void **heap = NULL;
    uint8_t *padded = NULL;
    if (extra) {
        args = fn->params.len <= 64 ? local : (heap = sess_xcalloc(fn->params.len, sizeof *heap));
        CUresult e = extra_args(fn, extra, args, &padded);
        if (e == CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES && !config_ok(s->props, grid, block))
            e = CUDA_ERROR_INVALID_VALUE;
        if (e) {
            free(heap);
            free(padded);
            return e;
        }
    }
    int saved = s->last_error;
    sess_flush_printf(s);
    int e = host_launch(s, df->kernel, grid, block, smem, args, (void *)st);
    if (!s->sticky_error)
        s->last_error = saved;
    free(heap);
    free(padded);
    return cu_of(e);
}

CUresult __cr_drv_cuLaunchKernel(void *sp, CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                                 unsigned bx, unsigned by, unsigned bz, unsigned smem, CUstream st,
                                 void **params, void **extra)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    uint32_t grid[3] = {gx, gy, gz}, block[3] = {bx, by, bz};
    return launch(sp, f, grid, block, smem, st, params, extra);
}

CUresult __cr_drv_cuLaunchCooperativeKernel(void *sp, CUfunction f, unsigned gx, unsigned gy,
                                            unsigned gz, unsigned bx, unsigned by, unsigned bz,
                                            unsigned smem, CUstream st, void **params)
{
    RT_LOCK();
    NEED_CONTEXT(SESS(sp));
    uint32_t grid[3] = {gx, gy, gz}, block[3] = {bx, by, bz};
    SESS(sp)->cooperative = true;
    CUresult r = launch(sp, f, grid, block, smem, st, params, NULL);
    SESS(sp)->cooperative = false;
    return r;
}

/* ---- What cannot be modelled ---------------------------------------------------------------- */

int __cr_unsupported(void *sp, const char *call, const char *what, const char *file, int line)
{
    cr_session *s = SESS(sp);
    char msg[512];
    bool rt = !strncmp(call, "cuda", 4);
    char where[300] = "";
    if (file)
        snprintf(where, sizeof where, "%s:%d: ", file, line);
    snprintf(msg, sizeof msg, "cudarepl: %s%s: %s; it returns %s\n", where, call, what,
             rt ? "cudaErrorNotSupported" : "CUDA_ERROR_NOT_SUPPORTED");
    sess_emit_text(s, CR_EV_STDERR, msg);
    if (rt)
        sess_set_error(s, DM_cudaErrorNotSupported);
    return DM_cudaErrorNotSupported;
}

/* cudaGetFuncBySymbol: the driver's CUfunction of one of the program's kernels (a module of its
 * own, which is never unloaded), for the cuFunc* and cuLaunchKernel calls. */
cudaError_t __cr_rt_cudaGetFuncBySymbol(void *sp, CUfunction *out, const void *sym)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (!out)
        RET(s, DM_cudaErrorInvalidValue);
    int k = host_kernel_of(s, sym);
    if (k < 0)
        RET(s, DM_cudaErrorInvalidDeviceFunction);
    drv_state *d = drv_state_of(s);
    for (size_t i = 0; i < d->functions.len; i++)
        if (d->functions.p[i]->mod == &d->program && d->functions.p[i]->kernel == (uint32_t)k) {
            *out = (CUfunction)d->functions.p[i];
            return 0;
        }
    drv_function *df = sess_xcalloc(1, sizeof *df);
    df->mod = &d->program;
    df->kernel = (uint32_t)k;
    VEC_PUSH(d->functions, df);
    *out = (CUfunction)df;
    return 0;
}

void drv_add_symbols(TCCState *st)
{
#define CU_FN(name, params, args) tcc_add_symbol(st, "__cr_drv_" #name, (void *)__cr_drv_##name);
#define CU_FN0(name) tcc_add_symbol(st, "__cr_drv_" #name, (void *)__cr_drv_##name);
#include "host/__cr_cudadrv_fns.h"
#undef CU_FN
#undef CU_FN0
    tcc_add_symbol(st, "__cr_unsupported", (void *)__cr_unsupported);
    tcc_add_symbol(st, "__cr_rt_cudaGetFuncBySymbol", (void *)__cr_rt_cudaGetFuncBySymbol);
}
