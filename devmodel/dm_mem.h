/* dm_mem.h — the modelled device's memory: address windows, the global-memory allocator, and
 * the translation of device addresses to the host memory that backs them.
 *
 * Addresses look like a GPU's (ARCHITECTURE): one reserved range of the process's address space
 * holds distinct windows for global, constant, shared, local and param memory, so a generic
 * pointer says which space it is in. Global memory is a memory file mapped twice: at the device
 * addresses themselves with no access rights (so host code that dereferences a cudaMalloc
 * pointer faults, and the fault address names the allocation), and a second time readable and
 * writable for the interpreter. Managed allocations are made accessible at their device
 * addresses too, so host code can use them directly. Shared, local and constant memory are
 * plain host buffers behind their windows.
 */
#ifndef CR_DM_MEM_H
#define CR_DM_MEM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "interp/session/util.h"

/* Window offsets from the base of the reservation. The global window is address space for
 * cudaMalloc's memory (at most the modelled capacity, counted in `used`) and for managed memory,
 * which is virtual as on a GPU and not counted in `used`: managed allocations may take what the
 * window holds beyond the capacity (dm_managed_limit), so that they never leave cudaMalloc too
 * few addresses for the free memory cudaMemGetInfo reports. 768 GiB: reserved at
 * 0x7e0000000000 (reserve), the whole reservation ends below 0x7ec200000000, clear of where
 * Linux puts shared libraries and the stack (above 0x7efb00000000 even with the most
 * randomisation x86-64 gives by default, 28 bits) and of ASan's allocator
 * (0x600000000000-0x640000000000) for the fallback addresses. */
#define DM_GLOBAL_SIZE (768ull << 30)
#define DM_CONST_OFF DM_GLOBAL_SIZE
#define DM_CONST_SIZE (64ull << 20)
#define DM_SHARED_OFF (DM_CONST_OFF + (1ull << 30))
#define DM_SHARED_SIZE (16ull << 20)
#define DM_LOCAL_OFF (DM_SHARED_OFF + (1ull << 30))
#define DM_LOCAL_SIZE (16ull << 20)
#define DM_PARAM_OFF (DM_LOCAL_OFF + (1ull << 30))
#define DM_PARAM_SIZE (64ull << 10)
#define DM_FUNC_OFF (DM_PARAM_OFF + (1ull << 30))
#define DM_FUNC_SIZE (64ull << 20)
#define DM_RESERVE (DM_FUNC_OFF + (1ull << 30))

/* Shared memory reserved by the system at the start of each block's window (sm_90: 1 KiB;
 * the H200 puts the first static __shared__ variable at shared address 0x400). */
#define DM_SHARED_RESERVED 1024u
/* The local window: a thread's stack grows down from the top (the H200 shows local
 * addresses just below 16 MiB). */
#define DM_LOCAL_TOP DM_LOCAL_SIZE

typedef enum { DM_ALLOC_DEVICE, DM_ALLOC_MANAGED, DM_ALLOC_SYMBOL, DM_ALLOC_HEAP, DM_ALLOC_HOST } dm_alloc_kind;

typedef struct {
    uint64_t base, size;   /* device address range */
    dm_alloc_kind kind;
    uint32_t serial;       /* the n-th allocation of the session */
    char *name;            /* symbol name, or NULL */
    void *host;            /* DM_ALLOC_HOST: the host pointer (pinned host memory) */
    const char *freed_by;  /* in `released`: the call that freed it (static text), NULL for cudaFree */
} dm_alloc;

typedef struct dm_mem {
    uint8_t *base;         /* the reservation: device addresses */
    int64_t delta;         /* interpreter view = device address + delta (global window) */
    uint8_t *view;         /* the interpreter's view of global memory */
    int memfd;
    uint64_t capacity;     /* modelled global memory size (what cudaMalloc may take) */
    uint64_t host_cap;     /* host memory that global memory may take (pages written); 0 = no
                              limit (dm_mem_over_cap) */
    uint64_t top;          /* bump pointer (offset) */
    VEC(dm_alloc) allocs;  /* live allocations sorted by base */
    VEC(dm_alloc) freed;   /* free ranges available for reuse (base, size) */
    VEC(dm_alloc) released; /* the last allocations freed (device addresses), oldest
                              first, to name a use after free */
    uint32_t serial;
    uint64_t used;         /* device memory allocated (managed memory is not counted) */
    uint64_t managed;      /* the window's addresses that managed allocations take */
    /* constant bank */
    uint8_t *cbank;
    uint64_t ctop;
    VEC(dm_alloc) const_ranges; /* each constant-bank symbol (a __constant__ variable, a string
                                   literal): what cuMemGetAddressRange gives inside one */
    /* device heap (device malloc) */
    uint64_t heap_base, heap_size, heap_limit;
    VEC(dm_alloc) heap_free;
    VEC(dm_alloc) heap_live;  /* the live blocks of device malloc (user address and size), sorted */
    /* addresses of windows */
    uint64_t global_base, const_base, shared_base, local_base, param_base, func_base;
} dm_mem;

/* Reserve the address space and create global memory with the given capacity. 0 on failure
 * (errno set). */
int dm_mem_init(dm_mem *m, uint64_t capacity);
void dm_mem_free(dm_mem *m);
/* Would writing MORE further bytes of global memory take more host memory than host_cap? The
 * pages written so far count (an allocation costs nothing until it is written). */
bool dm_mem_over_cap(const dm_mem *m, uint64_t more);
/* BYTES for people: "64 MiB", "11.5 GiB". */
typedef struct { char s[32]; } dm_size_str;
dm_size_str dm_size_text(uint64_t bytes);

/* The most managed memory there may be at once: the global window less the first 2 MiB (never
 * allocated) and the capacity (an H200's: 628.2 GiB, 4.49 times its memory). */
static inline uint64_t dm_managed_limit(const dm_mem *m)
{
    uint64_t cap = (m->capacity + (2u << 20) - 1) & ~(uint64_t)((2u << 20) - 1);
    return cap + (2u << 20) < DM_GLOBAL_SIZE ? DM_GLOBAL_SIZE - (2u << 20) - cap : 0;
}

/* cudaMalloc/cudaMallocManaged/cudaFree. Return 0 on success. Device memory (all kinds but
 * DM_ALLOC_MANAGED) is limited to the capacity, managed memory to dm_managed_limit; both take
 * addresses of the one global window. */
int dm_alloc_global(dm_mem *m, uint64_t size, dm_alloc_kind kind, const char *name, uint64_t *out);
int dm_free_global(dm_mem *m, uint64_t addr);
/* dm_free_global by another call than cudaFree (BY, static text, names it in a use after free). */
int dm_free_global_by(dm_mem *m, uint64_t addr, const char *by);
/* Host memory that device code may access (cudaMallocHost): registered under its own address. */
int dm_register_host(dm_mem *m, void *p, uint64_t size);
int dm_unregister_host(dm_mem *m, void *p);
/* Constant bank allocation (for __constant__ variables and string literals). */
int dm_alloc_const(dm_mem *m, uint64_t size, uint64_t align, uint64_t *out);
/* The constant-bank symbol that holds ADDR, or NULL. */
const dm_alloc *dm_find_const(const dm_mem *m, uint64_t addr);

/* The allocation containing [addr, addr+size), or NULL. */
const dm_alloc *dm_find_alloc(const dm_mem *m, uint64_t addr, uint64_t size);
/* The allocation nearest to ADDR (for messages), or NULL. */
const dm_alloc *dm_nearest_alloc(const dm_mem *m, uint64_t addr);
/* Would a GPU have memory mapped at [ADDR, ADDR+SIZE)? It maps global memory in pages of 2 MiB:
 * an allocation's pages hold what lies beside it, and an access there reads or writes it
 * without a fault (an H100 reads 4 bytes past 400 and 1 MiB past a 3 MiB allocation, and faults
 * 1 byte past a 2 MiB one; small allocations share pages). */
bool dm_mapped(const dm_mem *m, uint64_t addr, uint64_t size);
/* The most recent released allocation that held ADDR (a use after free), or NULL. */
const dm_alloc *dm_released_alloc(const dm_mem *m, uint64_t addr);

/* Device malloc/free from the heap region (limit from cudaDeviceSetLimit). */
uint64_t dm_heap_malloc(dm_mem *m, uint64_t size);
/* A heap block whose address is a multiple of ALIGN (a power of two; 0 when it is not). */
uint64_t dm_heap_malloc_aligned(dm_mem *m, uint64_t size, uint64_t align);
int dm_heap_free(dm_mem *m, uint64_t addr);
/* The live device-heap block that holds [ADDR, ADDR+SIZE), or NULL; *NEAREST (may be NULL) gets
 * the block nearest to ADDR, or NULL when there is none. */
const dm_alloc *dm_heap_block(const dm_mem *m, uint64_t addr, uint64_t size, const dm_alloc **nearest);

/* Which window an address is in. */
typedef enum { DM_W_NONE, DM_W_GLOBAL, DM_W_CONST, DM_W_SHARED, DM_W_LOCAL, DM_W_PARAM,
               DM_W_FUNC, DM_W_HOST } dm_window;

static inline dm_window dm_window_of(const dm_mem *m, uint64_t a)
{
    uint64_t off = a - (uint64_t)(uintptr_t)m->base;
    if (off < DM_GLOBAL_SIZE)
        return DM_W_GLOBAL;
    if (off - DM_CONST_OFF < DM_CONST_SIZE)
        return DM_W_CONST;
    if (off - DM_SHARED_OFF < DM_SHARED_SIZE)
        return DM_W_SHARED;
    if (off - DM_LOCAL_OFF < DM_LOCAL_SIZE)
        return DM_W_LOCAL;
    if (off - DM_PARAM_OFF < DM_PARAM_SIZE)
        return DM_W_PARAM;
    if (off - DM_FUNC_OFF < DM_FUNC_SIZE)
        return DM_W_FUNC;
    return DM_W_NONE;
}

/* Host pointer for global/managed device memory (no checks). */
static inline void *dm_global_ptr(const dm_mem *m, uint64_t a)
{
    return (void *)(uintptr_t)(a + (uint64_t)m->delta);
}

/* Copy between host memory and device global/constant memory, checking the range lies in one
 * allocation. Return 0, or -1 when the range is not valid device memory. */
int dm_copy_to_device(dm_mem *m, uint64_t dst, const void *src, uint64_t n);
int dm_copy_from_device(dm_mem *m, void *dst, uint64_t src, uint64_t n);
int dm_set_device(dm_mem *m, uint64_t dst, int value, uint64_t n);
/* A host pointer for reading device memory the runtime owns (global, managed, constant), or
 * NULL when [a, a+n) is not valid. */
void *dm_host_ptr(dm_mem *m, uint64_t a, uint64_t n);

#endif
