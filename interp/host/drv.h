/* drv.h — the driver API's state (drv.c), which NVRTC (nvrtc.c) adds compiled programs to.
 * Not for use outside interp/host/.
 *
 * An NVRTC program compiles into the session's one device program, its functions and
 * variables named "nvrtc<N>::name" (its unit N): so names never clash with the program's own
 * kernels or another module's, and a launch runs like any other. The image nvrtcGetCUBIN
 * returns is a short text naming the unit (DRV_IMAGE_MAGIC, then "unit N", then the program's
 * name); cuModuleLoadData makes a module of that unit.
 */
#ifndef CR_DRV_H
#define CR_DRV_H

#include "host/cuda.h"
#include "interp/host/host_internal.h"

#define DRV_IMAGE_MAGIC "cudarepl module image"

typedef struct {
    char *prefix;     /* "nvrtc<N>::" */
    char *name;       /* the NVRTC program's name */
} drv_unit;

/* A module (CUmodule): a unit loaded. */
typedef struct drv_module {
    uint32_t unit;
    bool unloaded;
} drv_module;

/* A function of a module (CUfunction). */
typedef struct drv_function {
    drv_module *mod;
    uint32_t kernel;  /* in the session's program */
} drv_function;

/* Virtual memory management: an allocation (cuMemCreate's handle) holds no device memory of
 * its own; a reserved range (cuMemAddressReserve) is device memory from the start, and mapping
 * an allocation at an address makes that part of the range the allocation's memory. What an
 * allocation held when it was unmapped is kept for its next mapping. */
typedef struct drv_vmm_alloc {
    CUmemAllocationProp prop;
    size_t size;
    int refs;             /* the handle's references (cuMemCreate, cuMemRetainAllocationHandle) */
    uint64_t mapped_at;   /* 0: not mapped */
    unsigned access;      /* cuMemSetAccess's flags for its mapping */
    void *saved;          /* its bytes while unmapped (NULL: zeros) */
} drv_vmm_alloc;

typedef struct {
    uint64_t base, ptr, size; /* the device allocation, and the range given out in it */
} drv_vmm_range;

typedef struct drv_state {
    VEC(drv_unit) units;
    VEC(drv_module *) modules;
    VEC(drv_function *) functions;
    VEC(void *) contexts;         /* cuCtxCreate's */
    char primary;                 /* the primary context's handle is its address */
    int primary_refs;
    void *current;                /* the current context (NULL: none) */
    VEC(void *) stack;            /* cuCtxPushCurrent's */
    VEC(void *) nvrtc_programs;   /* live nvrtcProgram handles (nvrtc.c) */
    VEC(drv_vmm_alloc *) vmm_allocs;
    VEC(drv_vmm_range) vmm_ranges;
    drv_module program;           /* the program's own kernels' "module" (cudaGetFuncBySymbol) */
} drv_state;

drv_state *drv_state_of(cr_session *s);

/* A new unit for the NVRTC program NAME; its prefix in *PREFIX. */
uint32_t drv_new_unit(cr_session *s, const char *name, const char **prefix);

/* Free what nvrtc.c keeps (called by drv_free). */
void nvrtc_free_all(cr_session *s);

#endif
