/* dm_mem.c — address windows, the global-memory allocator and the device heap (see
 * dm_mem.h). Allocations are kept sorted by address so any address can be attributed to the
 * allocation it belongs to (or the nearest one, for a helpful message).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "devmodel/dm_mem.h"

#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE 0x100000
#endif

/* cudaMalloc hands out 512-byte granules (an H200 returned a and a+0x200 for two 100-byte
 * allocations, tests/programs/device/addresses.cu). */
#define DM_GRANULE 512u
#define DM_PAGE 4096u

static void *reserve(uint64_t size)
{
    static const uint64_t hints[] = {0x7e0000000000ull, 0x6e0000000000ull, 0x5e0000000000ull};
    for (size_t i = 0; i < sizeof hints / sizeof hints[0]; i++) {
        void *p = mmap((void *)(uintptr_t)hints[i], size, PROT_NONE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED_NOREPLACE, -1, 0);
        if (p != MAP_FAILED) {
            if ((uint64_t)(uintptr_t)p == hints[i])
                return p;
            munmap(p, size); /* an old kernel ignored the flag and put it elsewhere */
        }
    }
    void *p = mmap(NULL, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

int dm_mem_init(dm_mem *m, uint64_t capacity)
{
    memset(m, 0, sizeof *m);
    m->memfd = -1;
    m->capacity = capacity;
    m->heap_limit = 8u << 20;
    m->base = reserve(DM_RESERVE);
    if (!m->base)
        return 0;
    /* the whole window is backed: managed memory may lie anywhere in it (the file takes host
     * memory only for the pages written) */
    uint64_t map_size = DM_GLOBAL_SIZE;
    m->memfd = memfd_create("cudarepl-global-memory", MFD_CLOEXEC);
    if (m->memfd < 0 || ftruncate(m->memfd, (off_t)map_size) != 0)
        goto fail;
    if (mmap(m->base, map_size, PROT_NONE, MAP_SHARED | MAP_FIXED | MAP_NORESERVE, m->memfd, 0) ==
        MAP_FAILED)
        goto fail;
    m->view = mmap(NULL, map_size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_NORESERVE, m->memfd, 0);
    if (m->view == MAP_FAILED) {
        m->view = NULL;
        goto fail;
    }
    m->delta = (int64_t)((uintptr_t)m->view - (uintptr_t)m->base);
    m->cbank = mmap(NULL, DM_CONST_SIZE, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m->cbank == MAP_FAILED) {
        m->cbank = NULL;
        goto fail;
    }
    uint64_t b = (uint64_t)(uintptr_t)m->base;
    m->global_base = b;
    m->const_base = b + DM_CONST_OFF;
    m->shared_base = b + DM_SHARED_OFF;
    m->local_base = b + DM_LOCAL_OFF;
    m->param_base = b + DM_PARAM_OFF;
    m->func_base = b + DM_FUNC_OFF;
    /* the first allocation does not start at the window's very beginning, so a small
     * integer offset from a null pointer is never valid memory */
    m->top = 2u << 20;
    return 1;
fail: {
    int e = errno;
    dm_mem_free(m);
    errno = e;
    return 0;
}
}

void dm_mem_free(dm_mem *m)
{
    if (m->view)
        munmap(m->view, DM_GLOBAL_SIZE);
    if (m->base)
        munmap(m->base, DM_RESERVE);
    if (m->cbank)
        munmap(m->cbank, DM_CONST_SIZE);
    if (m->memfd >= 0)
        close(m->memfd);
    for (size_t i = 0; i < m->allocs.len; i++)
        free(m->allocs.p[i].name);
    VEC_FREE(m->allocs);
    VEC_FREE(m->freed);
    VEC_FREE(m->released);
    VEC_FREE(m->heap_free);
    VEC_FREE(m->const_ranges);
    VEC_FREE(m->heap_live);
    memset(m, 0, sizeof *m);
    m->memfd = -1;
}

bool dm_mem_over_cap(const dm_mem *m, uint64_t more)
{
    struct stat st;
    if (!m->host_cap || m->memfd < 0 || fstat(m->memfd, &st) != 0)
        return false;
    return (uint64_t)st.st_blocks * 512u + more > m->host_cap;
}

dm_size_str dm_size_text(uint64_t bytes)
{
    dm_size_str t;
    if (bytes >= (1ull << 30))
        snprintf(t.s, sizeof t.s, "%.*f GiB", bytes % (1ull << 30) ? 1 : 0,
                 (double)bytes / (1ull << 30));
    else
        snprintf(t.s, sizeof t.s, "%.*f MiB", bytes % (1ull << 20) ? 1 : 0,
                 (double)bytes / (1ull << 20));
    return t;
}

/* Index of the first allocation whose base is > addr. */
static size_t upper_bound(const dm_mem *m, uint64_t addr)
{
    size_t lo = 0, hi = m->allocs.len;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (m->allocs.p[mid].base <= addr)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

const dm_alloc *dm_find_alloc(const dm_mem *m, uint64_t addr, uint64_t size)
{
    size_t i = upper_bound(m, addr);
    if (i == 0)
        return NULL;
    const dm_alloc *a = &m->allocs.p[i - 1];
    if (addr >= a->base && addr - a->base + size <= a->size && addr + size >= addr)
        return a;
    return NULL;
}

const dm_alloc *dm_released_alloc(const dm_mem *m, uint64_t addr)
{
    for (size_t i = m->released.len; i-- > 0;)
        if (addr >= m->released.p[i].base && addr - m->released.p[i].base < m->released.p[i].size)
            return &m->released.p[i];
    return NULL;
}

const dm_alloc *dm_nearest_alloc(const dm_mem *m, uint64_t addr)
{
    size_t i = upper_bound(m, addr);
    const dm_alloc *before = i > 0 ? &m->allocs.p[i - 1] : NULL;
    const dm_alloc *after = i < m->allocs.len ? &m->allocs.p[i] : NULL;
    if (!before)
        return after;
    if (!after)
        return before;
    uint64_t db = addr - (before->base + before->size), da = after->base - addr;
    return db <= da ? before : after;
}

#define DM_MAP_PAGE (2ull << 20)

static bool mapped_byte(const dm_mem *m, uint64_t a)
{
    /* the allocation at or before A (one before it ends no later) and the one after it */
    size_t i = upper_bound(m, a);
    if (i > 0) {
        const dm_alloc *b = &m->allocs.p[i - 1];
        if (b->kind != DM_ALLOC_HOST && a < (b->base + b->size + DM_MAP_PAGE - 1) / DM_MAP_PAGE * DM_MAP_PAGE)
            return true;
    }
    if (i < m->allocs.len) {
        const dm_alloc *c = &m->allocs.p[i];
        if (c->kind != DM_ALLOC_HOST && a >= c->base / DM_MAP_PAGE * DM_MAP_PAGE)
            return true;
    }
    return false;
}

bool dm_mapped(const dm_mem *m, uint64_t addr, uint64_t size)
{
    if (dm_window_of(m, addr) != DM_W_GLOBAL || !size || addr + size < addr)
        return false;
    return mapped_byte(m, addr) && mapped_byte(m, addr + size - 1);
}

static void insert_alloc(dm_mem *m, dm_alloc a)
{
    size_t i = upper_bound(m, a.base);
    VEC_PUSH(m->allocs, a);
    memmove(&m->allocs.p[i + 1], &m->allocs.p[i], (m->allocs.len - 1 - i) * sizeof(dm_alloc));
    m->allocs.p[i] = a;
}

static int take_range(dm_mem *m, uint64_t size, uint64_t align, uint64_t *off)
{
    for (size_t i = 0; i < m->freed.len; i++) {
        dm_alloc *f = &m->freed.p[i];
        uint64_t start = (f->base + align - 1) / align * align;
        if (start + size <= f->base + f->size && start == f->base) {
            *off = start;
            f->base += size;
            f->size -= size;
            if (f->size == 0) {
                m->freed.p[i] = m->freed.p[m->freed.len - 1];
                m->freed.len--;
            }
            return 1;
        }
    }
    uint64_t start = (m->top + align - 1) / align * align;
    if (start + size > DM_GLOBAL_SIZE)
        return 0;
    *off = start;
    m->top = start + size;
    return 1;
}

int dm_alloc_global(dm_mem *m, uint64_t size, dm_alloc_kind kind, const char *name, uint64_t *out)
{
    *out = 0;
    /* managed memory is virtual (an H100 gives 1024 times its memory, and cudaMemGetInfo's free
     * memory stays the same): it takes addresses, not capacity */
    bool counted = kind != DM_ALLOC_MANAGED;
    if (counted ? size > m->capacity || m->used + size > m->capacity
                : size > dm_managed_limit(m) || m->managed + size > dm_managed_limit(m))
        return -1;
    uint64_t align = kind == DM_ALLOC_MANAGED ? DM_PAGE : DM_GRANULE;
    if (size >= (2u << 20))
        align = 2u << 20;
    uint64_t rounded = (size + align - 1) / align * align;
    if (rounded == 0)
        rounded = align;
    uint64_t off;
    if (!take_range(m, rounded, align, &off))
        return -1;
    uint8_t *host = m->view + off;
    /* fresh device memory is zero on an H200 only by accident; here it is reliably zero. Pages
     * are given back to the host rather than written (a cudaMalloc of 100 GiB must not touch
     * 100 GiB of host memory); memset is the fallback for small ranges and old kernels. */
    if (rounded < (64u << 10) ||
        fallocate(m->memfd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, (off_t)off,
                  (off_t)rounded) != 0)
        memset(host, 0, rounded);
    if (kind == DM_ALLOC_MANAGED && mprotect(m->base + off, rounded, PROT_READ | PROT_WRITE) != 0)
        return -1;
    dm_alloc a = {(uint64_t)(uintptr_t)(m->base + off), size ? size : 1, kind, ++m->serial,
                  name ? sess_xstrdup(name) : NULL, NULL, NULL};
    insert_alloc(m, a);
    *(counted ? &m->used : &m->managed) += rounded;
    *out = a.base;
    return 0;
}

/* Range [OFF, OFF+SIZE) of the window is free again: joined to the free ranges beside it, and
 * given back to the top when it ends there, so that freed space serves a later allocation of
 * any size that fits (an H200 lets a program cudaMalloc and cudaFree 1, 2, ... 30 GB in turn;
 * kept apart, the pieces would run the window out at 136 GB). */
static void release_range(dm_mem *m, uint64_t off, uint64_t size, dm_alloc_kind kind)
{
    for (size_t i = 0; i < m->freed.len;) {
        dm_alloc *f = &m->freed.p[i];
        if (f->base + f->size == off || off + size == f->base) {
            off = f->base < off ? f->base : off;
            size += f->size;
            m->freed.p[i] = m->freed.p[--m->freed.len];
            continue; /* (free ranges never touch: at most two join this one) */
        }
        i++;
    }
    if (off + size == m->top) {
        m->top = off;
        return;
    }
    dm_alloc f = {off, size, kind, 0, NULL, NULL, NULL};
    VEC_PUSH(m->freed, f);
}

int dm_free_global(dm_mem *m, uint64_t addr)
{
    size_t i = upper_bound(m, addr);
    if (i == 0 || m->allocs.p[i - 1].base != addr)
        return -1;
    dm_alloc a = m->allocs.p[i - 1];
    if (a.kind == DM_ALLOC_SYMBOL || a.kind == DM_ALLOC_HEAP || a.kind == DM_ALLOC_HOST)
        return -1;
    uint64_t align = a.kind == DM_ALLOC_MANAGED ? DM_PAGE : DM_GRANULE;
    if (a.size >= (2u << 20))
        align = 2u << 20;
    uint64_t rounded = (a.size + align - 1) / align * align;
    uint64_t off = a.base - (uint64_t)(uintptr_t)m->base;
    if (a.kind == DM_ALLOC_MANAGED)
        mprotect(m->base + off, rounded, PROT_NONE);
    /* give the pages back to the system (the range is reused later): exactly the range, as
     * a hole in the memory file; madvise would take whole pages, and the first and last may
     * hold the neighbouring allocations' bytes */
    if (rounded >= (64u << 10))
        (void)fallocate(m->memfd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, (off_t)off, (off_t)rounded);
    release_range(m, off, rounded, a.kind);
    if (m->released.len == 1024) {
        free(m->released.p[0].name);
        memmove(&m->released.p[0], &m->released.p[1], 1023 * sizeof(dm_alloc));
        m->released.len--;
    }
    dm_alloc r = {a.base, a.size, a.kind, a.serial, NULL, NULL, NULL};
    VEC_PUSH(m->released, r);
    free(a.name);
    memmove(&m->allocs.p[i - 1], &m->allocs.p[i], (m->allocs.len - i) * sizeof(dm_alloc));
    m->allocs.len--;
    *(a.kind != DM_ALLOC_MANAGED ? &m->used : &m->managed) -= rounded;
    return 0;
}

int dm_free_global_by(dm_mem *m, uint64_t addr, const char *by)
{
    if (dm_free_global(m, addr) != 0)
        return -1;
    m->released.p[m->released.len - 1].freed_by = by;
    return 0;
}

int dm_register_host(dm_mem *m, void *p, uint64_t size)
{
    dm_alloc a = {(uint64_t)(uintptr_t)p, size ? size : 1, DM_ALLOC_HOST, ++m->serial, NULL, p, NULL};
    insert_alloc(m, a);
    return 0;
}

int dm_unregister_host(dm_mem *m, void *p)
{
    uint64_t addr = (uint64_t)(uintptr_t)p;
    size_t i = upper_bound(m, addr);
    if (i == 0 || m->allocs.p[i - 1].base != addr || m->allocs.p[i - 1].kind != DM_ALLOC_HOST)
        return -1;
    memmove(&m->allocs.p[i - 1], &m->allocs.p[i], (m->allocs.len - i) * sizeof(dm_alloc));
    m->allocs.len--;
    return 0;
}

int dm_alloc_const(dm_mem *m, uint64_t size, uint64_t align, uint64_t *out)
{
    if (align == 0)
        align = 1;
    uint64_t off = (m->ctop + align - 1) / align * align;
    if (off + size > DM_CONST_SIZE)
        return -1;
    m->ctop = off + (size ? size : 1);
    *out = m->const_base + off;
    dm_alloc r = {*out, size ? size : 1, DM_ALLOC_SYMBOL, 0, NULL, NULL, NULL};
    VEC_PUSH(m->const_ranges, r);
    return 0;
}

const dm_alloc *dm_find_const(const dm_mem *m, uint64_t addr)
{
    for (size_t i = 0; i < m->const_ranges.len; i++)
        if (addr >= m->const_ranges.p[i].base && addr - m->const_ranges.p[i].base < m->const_ranges.p[i].size)
            return &m->const_ranges.p[i];
    return NULL;
}

/* ---- Device heap ----------------------------------------------------------------------- */

/* Each heap block carries a 16-byte header in front of it holding its size. */
#define HEAP_HDR 16u

static int heap_init(dm_mem *m)
{
    if (m->heap_base)
        return 1;
    uint64_t base;
    if (dm_alloc_global(m, m->heap_limit, DM_ALLOC_HEAP, "device heap", &base) != 0)
        return 0;
    m->heap_base = base;
    m->heap_size = m->heap_limit;
    dm_alloc all = {base, m->heap_limit, DM_ALLOC_HEAP, 0, NULL, NULL, NULL};
    VEC_PUSH(m->heap_free, all);
    return 1;
}

/* The index of the first live heap block at or above ADDR. */
static size_t heap_live_index(const dm_mem *m, uint64_t addr)
{
    size_t lo = 0, hi = m->heap_live.len;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (m->heap_live.p[mid].base < addr)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

const dm_alloc *dm_heap_block(const dm_mem *m, uint64_t addr, uint64_t size, const dm_alloc **nearest)
{
    size_t i = heap_live_index(m, addr + 1); /* the blocks at or below ADDR come before i */
    const dm_alloc *before = i > 0 ? &m->heap_live.p[i - 1] : NULL;
    const dm_alloc *after = i < m->heap_live.len ? &m->heap_live.p[i] : NULL;
    if (before && addr >= before->base && addr + size <= before->base + (before->size ? before->size : 1))
        return before;
    if (nearest) {
        uint64_t db = before ? addr - (before->base + before->size) : UINT64_MAX;
        uint64_t da = after ? after->base - addr : UINT64_MAX;
        *nearest = db <= da ? before : after;
    }
    return NULL;
}

uint64_t dm_heap_malloc(dm_mem *m, uint64_t size)
{
    return dm_heap_malloc_aligned(m, size, 16);
}

uint64_t dm_heap_malloc_aligned(dm_mem *m, uint64_t size, uint64_t align)
{
    /* the size is rounded up to 16 bytes modulo 2^64, as an H200 does: malloc(0) and
     * malloc(SIZE_MAX) give a block (tests/programs/device/builtins-heap) */
    uint64_t rounded = (size + 15) & ~(uint64_t)15;
    if (align == 0 || (align & (align - 1)) || rounded > m->heap_limit || align > m->heap_limit ||
        !heap_init(m))
        return 0;
    if (align < 16)
        align = 16;
    uint64_t need = rounded + HEAP_HDR;
    for (size_t i = 0; i < m->heap_free.len; i++) {
        dm_alloc *f = &m->heap_free.p[i];
        /* the first aligned user address in this free range, with room for the header */
        uint64_t user = (f->base + HEAP_HDR + align - 1) / align * align;
        uint64_t block = user - HEAP_HDR, lead = block - f->base;
        if (f->size < lead || f->size - lead < need)
            continue;
        uint64_t rest = f->size - lead - need, end = block + need;
        if (lead) {
            /* the part before the block stays free */
            f->size = lead;
            if (rest) {
                dm_alloc tail = {end, rest, DM_ALLOC_HEAP, 0, NULL, NULL, NULL};
                VEC_PUSH(m->heap_free, tail);
                memmove(&m->heap_free.p[i + 2], &m->heap_free.p[i + 1],
                        (m->heap_free.len - i - 2) * sizeof tail);
                m->heap_free.p[i + 1] = tail;
            }
        } else if (rest) {
            f->base = end;
            f->size = rest;
        } else {
            memmove(f, f + 1, (m->heap_free.len - i - 1) * sizeof *f);
            m->heap_free.len--;
        }
        uint64_t *hdr = dm_global_ptr(m, block);
        hdr[0] = need;
        hdr[1] = 0x6364756861706879ull; /* tag: a live block */
        dm_alloc live = {user, size, DM_ALLOC_HEAP, 0, NULL, NULL, NULL};
        size_t at = heap_live_index(m, user);
        VEC_PUSH(m->heap_live, live);
        memmove(&m->heap_live.p[at + 1], &m->heap_live.p[at], (m->heap_live.len - 1 - at) * sizeof live);
        m->heap_live.p[at] = live;
        return user;
    }
    return 0;
}

int dm_heap_free(dm_mem *m, uint64_t addr)
{
    if (!m->heap_base || addr < m->heap_base + HEAP_HDR || addr >= m->heap_base + m->heap_size)
        return -1;
    uint64_t block = addr - HEAP_HDR;
    uint64_t *hdr = dm_global_ptr(m, block);
    if (hdr[1] != 0x6364756861706879ull)
        return -1;
    hdr[1] = 0;
    size_t at = heap_live_index(m, addr);
    if (at < m->heap_live.len && m->heap_live.p[at].base == addr) {
        memmove(&m->heap_live.p[at], &m->heap_live.p[at + 1], (m->heap_live.len - at - 1) * sizeof(dm_alloc));
        m->heap_live.len--;
    }
    uint64_t size = hdr[0];
    /* insert sorted and merge with neighbours */
    size_t i = 0;
    while (i < m->heap_free.len && m->heap_free.p[i].base < block)
        i++;
    dm_alloc f = {block, size, DM_ALLOC_HEAP, 0, NULL, NULL, NULL};
    VEC_PUSH(m->heap_free, f);
    memmove(&m->heap_free.p[i + 1], &m->heap_free.p[i], (m->heap_free.len - 1 - i) * sizeof f);
    m->heap_free.p[i] = f;
    if (i + 1 < m->heap_free.len && block + size == m->heap_free.p[i + 1].base) {
        m->heap_free.p[i].size += m->heap_free.p[i + 1].size;
        memmove(&m->heap_free.p[i + 1], &m->heap_free.p[i + 2],
                (m->heap_free.len - i - 2) * sizeof f);
        m->heap_free.len--;
    }
    if (i > 0 && m->heap_free.p[i - 1].base + m->heap_free.p[i - 1].size == block) {
        m->heap_free.p[i - 1].size += m->heap_free.p[i].size;
        memmove(&m->heap_free.p[i], &m->heap_free.p[i + 1], (m->heap_free.len - i - 1) * sizeof f);
        m->heap_free.len--;
    }
    return 0;
}

/* ---- Runtime copies ---------------------------------------------------------------------- */

void *dm_host_ptr(dm_mem *m, uint64_t a, uint64_t n)
{
    dm_window w = dm_window_of(m, a);
    if (w == DM_W_GLOBAL) {
        const dm_alloc *al = dm_find_alloc(m, a, n ? n : 1);
        return al ? dm_global_ptr(m, a) : NULL;
    }
    if (w == DM_W_CONST) {
        uint64_t off = a - m->const_base;
        return off + n <= m->ctop ? m->cbank + off : NULL;
    }
    const dm_alloc *al = dm_find_alloc(m, a, n ? n : 1);
    if (al && al->kind == DM_ALLOC_HOST)
        return (void *)(uintptr_t)a;
    return NULL;
}

int dm_copy_to_device(dm_mem *m, uint64_t dst, const void *src, uint64_t n)
{
    void *p = dm_host_ptr(m, dst, n);
    if (!p)
        return -1;
    memmove(p, src, n);
    return 0;
}

int dm_copy_from_device(dm_mem *m, void *dst, uint64_t src, uint64_t n)
{
    void *p = dm_host_ptr(m, src, n);
    if (!p)
        return -1;
    memmove(dst, p, n);
    return 0;
}

int dm_set_device(dm_mem *m, uint64_t dst, int value, uint64_t n)
{
    void *p = dm_host_ptr(m, dst, n);
    if (!p)
        return -1;
    memset(p, value, n);
    return 0;
}
