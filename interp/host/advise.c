/* advise.c — hints about managed memory: cudaMemPrefetchAsync, cudaMemAdvise and
 * cudaMemRangeGetAttribute (CUDA C++ Programming Guide §4.1, "Unified Memory").
 *
 * The model has one memory that host and device code both reach, so neither a prefetch nor an
 * advice moves anything or changes a result: they are checked as the runtime checks them and
 * remembered, page by page, for cudaMemRangeGetAttribute to read back. A record is an advice
 * or a prefetch over a range of pages of one allocation (by its serial number, so that a later
 * allocation at the same address starts with none); the value of an attribute at an address is
 * that of the last record of its kind that covers it. A range's value is the value its pages
 * share, or "none" where they differ.
 */
#include <stdlib.h>
#include <string.h>

#include "devmodel/dm_errors.h"
#include "host/cuda_runtime.h"
#include "interp/host/host_internal.h"

/* The page of the advice and the attributes (the host's page size, as on an x86 host) */
#define PAGE 4096ull
/* the devices (cudaGetDeviceCount's one) */
#define NDEVICES 1

enum { REC_READ_MOSTLY, REC_PREFERRED, REC_ACCESSED_BY, REC_PREFETCH };

struct host_advice {
    uint64_t lo, hi;   /* pages [lo, hi) */
    uint32_t serial;   /* of the allocation */
    uint8_t kind;      /* REC_* */
    bool set;          /* READ_MOSTLY, ACCESSED_BY: set or unset; PREFERRED: set or unset */
    int type, id;      /* the location (PREFERRED, PREFETCH, ACCESSED_BY) */
};

/* The managed allocation holding [p, p + n) (n > 0), or NULL. */
static const dm_alloc *managed_range(cr_session *s, const void *p, size_t n)
{
    if (!s->mem_ok || !p || !n)
        return NULL;
    const dm_alloc *a = dm_find_alloc(&s->mem, (uint64_t)(uintptr_t)p, n);
    return a && a->kind == DM_ALLOC_MANAGED ? a : NULL;
}

static void add_record(cr_session *s, const dm_alloc *a, const void *p, size_t n, int kind,
                       bool set, int type, int id)
{
    host_state *h = host_state_of(s);
    uint64_t lo = (uint64_t)(uintptr_t)p & ~(PAGE - 1);
    uint64_t hi = ((uint64_t)(uintptr_t)p + n + PAGE - 1) & ~(PAGE - 1);
    /* a record it covers no longer shows: dropped (a loop that prefetches each time) */
    size_t k = 0;
    for (size_t i = 0; i < h->advice.len; i++) {
        host_advice *r = &h->advice.p[i];
        bool hidden = r->serial == a->serial && r->kind == kind && r->lo >= lo && r->hi <= hi &&
                      (kind != REC_ACCESSED_BY || (r->type == type && r->id == id));
        if (!hidden)
            h->advice.p[k++] = *r;
    }
    h->advice.len = k;
    host_advice r = {lo, hi, a->serial, (uint8_t)kind, set, type, id};
    VEC_PUSH(h->advice, r);
}

/* A location the runtime accepts: a device that exists (else BAD_DEVICE: the H200's runtime
 * says cudaErrorInvalidDevice to a prefetch, cudaErrorInvalidValue to an advice), the host,
 * or a host NUMA node (0: this machine has one). 0 or the error. */
static int check_location(int type, int id, int bad_device)
{
    switch (type) {
    case cudaMemLocationTypeDevice:
        return id >= 0 && id < NDEVICES ? 0 : bad_device;
    case cudaMemLocationTypeHost:
    case cudaMemLocationTypeHostNumaCurrent:
        return 0;
    case cudaMemLocationTypeHostNuma:
        return id == 0 ? 0 : DM_cudaErrorInvalidValue;
    default:
        return DM_cudaErrorInvalidValue;
    }
}

/* The id a location is recorded with: the host's is cudaCpuDeviceId, the NUMA node closest to
 * the caller's is node 0 (as the H200's runtime reports them) */
static int location_id(int type, int id)
{
    return type == cudaMemLocationTypeHost ? cudaCpuDeviceId
         : type == cudaMemLocationTypeHostNumaCurrent ? 0 : id;
}

cudaError_t __cr_rt_cudaMemPrefetchAsync(void *sp, const void *p, size_t n, int type, int id,
                                         unsigned flags, cudaStream_t st)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (st && !rt_stream_of(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    const dm_alloc *a = managed_range(s, p, n);
    if (!a || flags)
        RET(s, DM_cudaErrorInvalidValue);
    int e = check_location(type, id, DM_cudaErrorInvalidDevice);
    if (e)
        RET(s, e);
    add_record(s, a, p, n, REC_PREFETCH, true, type, location_id(type, id));
    return 0;
}

cudaError_t __cr_rt_cudaMemAdvise(void *sp, const void *p, size_t n, int advice, int type, int id)
{
    RT_SESSION(s, sp);
    STICKY(s);
    const dm_alloc *a = managed_range(s, p, n);
    if (!a || advice < cudaMemAdviseSetReadMostly || advice > cudaMemAdviseUnsetAccessedBy)
        RET(s, DM_cudaErrorInvalidValue);
    bool set = advice % 2 == 1;
    int e = check_location(type, id, DM_cudaErrorInvalidValue); /* (for every advice) */
    if (e)
        RET(s, e);
    if (advice == cudaMemAdviseSetReadMostly || advice == cudaMemAdviseUnsetReadMostly) {
        add_record(s, a, p, n, REC_READ_MOSTLY, set, 0, 0);
        return 0;
    }
    /* a host NUMA node as the preferred location (or accessor) is accepted and changes nothing
     * the attributes show, as on the H200 */
    if (set && (type == cudaMemLocationTypeHostNuma || type == cudaMemLocationTypeHostNumaCurrent))
        return 0;
    int kind = advice <= cudaMemAdviseUnsetPreferredLocation ? REC_PREFERRED : REC_ACCESSED_BY;
    add_record(s, a, p, n, kind, set, type, location_id(type, id));
    return 0;
}

/* Which streams may use a managed allocation is a hint too: the model runs one stream at a
 * time, so it is checked and changes nothing. */
cudaError_t __cr_rt_cudaStreamAttachMemAsync(void *sp, cudaStream_t st, void *p, size_t n, unsigned flags)
{
    RT_SESSION(s, sp);
    STICKY(s);
    if (st && !rt_stream_of(s, st))
        RET(s, DM_cudaErrorInvalidResourceHandle);
    const dm_alloc *a = managed_range(s, p, 1);
    /* the whole allocation (a length of 0 says so), one of Global, Host or Single; and a
     * Single attachment is to a stream, not to the legacy default stream */
    if (!a || (uint64_t)(uintptr_t)p != a->base || (n && n != a->size) ||
        (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost && flags != cudaMemAttachSingle) ||
        (flags == cudaMemAttachSingle && !st))
        RET(s, DM_cudaErrorInvalidValue);
    return 0;
}

/* The last record of KIND (and, for ACCESSED_BY, of location TYPE/ID) of allocation SERIAL
 * that covers page X, or NULL. */
static const host_advice *at(host_state *h, uint32_t serial, int kind, uint64_t x, int type, int id)
{
    for (size_t i = h->advice.len; i-- > 0;) {
        const host_advice *r = &h->advice.p[i];
        if (r->serial == serial && r->kind == kind && r->lo <= x && x < r->hi &&
            (kind != REC_ACCESSED_BY || (r->type == type && r->id == id)))
            return r;
    }
    return NULL;
}

/* The location (TYPE, ID) of KIND that every page of [lo, hi) has; false when they differ or
 * one has none. */
static bool uniform(host_state *h, uint32_t serial, int kind, uint64_t lo, uint64_t hi, int *type, int *id)
{
    bool first = true;
    for (uint64_t x = lo; x < hi;) {
        const host_advice *r = at(h, serial, kind, x, 0, 0);
        if (!r || !r->set)
            return false;
        if (first) {
            *type = r->type;
            *id = r->id;
            first = false;
        } else if (r->type != *type || r->id != *id) {
            return false;
        }
        /* the next page where another record may start or end */
        uint64_t next = hi;
        for (size_t i = 0; i < h->advice.len; i++) {
            const host_advice *q = &h->advice.p[i];
            if (q->serial == serial && q->kind == kind) {
                if (q->lo > x && q->lo < next)
                    next = q->lo;
                if (q->hi > x && q->hi < next)
                    next = q->hi;
            }
        }
        x = next;
    }
    return !first;
}

/* Is ACCESSED_BY set for (TYPE, ID) on every page of [lo, hi)? */
static bool accessed_by_all(host_state *h, uint32_t serial, uint64_t lo, uint64_t hi, int type, int id)
{
    for (uint64_t x = lo; x < hi; x += PAGE) {
        const host_advice *r = at(h, serial, REC_ACCESSED_BY, x, type, id);
        if (!r || !r->set)
            return false;
    }
    return true;
}

/* A location as CUDA 12's attributes give it: a device's number, cudaCpuDeviceId for the
 * host's memory, cudaInvalidDeviceId for none */
static int legacy_id(bool have, int type, int id)
{
    if (!have)
        return cudaInvalidDeviceId;
    return type == cudaMemLocationTypeDevice ? id : cudaCpuDeviceId;
}

cudaError_t __cr_rt_cudaMemRangeGetAttribute(void *sp, void *data, size_t size, int attr,
                                             const void *p, size_t n)
{
    RT_SESSION(s, sp);
    STICKY(s);
    const dm_alloc *a = managed_range(s, p, n);
    bool list = attr == cudaMemRangeAttributeAccessedBy;
    if (!a || !data || attr < cudaMemRangeAttributeReadMostly ||
        attr > cudaMemRangeAttributeLastPrefetchLocationId || (list ? size % 4 || !size : size != 4))
        RET(s, DM_cudaErrorInvalidValue);
    host_state *h = host_state_of(s);
    uint64_t lo = (uint64_t)(uintptr_t)p & ~(PAGE - 1);
    uint64_t hi = ((uint64_t)(uintptr_t)p + n + PAGE - 1) & ~(PAGE - 1);
    int *out = data, type = 0, id = 0;
    switch (attr) {
    case cudaMemRangeAttributeReadMostly: {
        int all = 1;
        for (uint64_t x = lo; x < hi && all; x += PAGE) {
            const host_advice *r = at(h, a->serial, REC_READ_MOSTLY, x, 0, 0);
            all = r && r->set;
        }
        *out = all;
        break;
    }
    case cudaMemRangeAttributeAccessedBy: {
        size_t k = 0, cap = size / 4;
        for (int d = 0; d < NDEVICES && k < cap; d++)
            if (accessed_by_all(h, a->serial, lo, hi, cudaMemLocationTypeDevice, d))
                out[k++] = d;
        if (k < cap && accessed_by_all(h, a->serial, lo, hi, cudaMemLocationTypeHost, cudaCpuDeviceId))
            out[k++] = cudaCpuDeviceId;
        while (k < cap)
            out[k++] = cudaInvalidDeviceId;
        break;
    }
    case cudaMemRangeAttributePreferredLocation:
    case cudaMemRangeAttributePreferredLocationType:
    case cudaMemRangeAttributePreferredLocationId:
    case cudaMemRangeAttributeLastPrefetchLocation:
    case cudaMemRangeAttributeLastPrefetchLocationType:
    case cudaMemRangeAttributeLastPrefetchLocationId: {
        bool prefetch = attr == cudaMemRangeAttributeLastPrefetchLocation ||
                        attr >= cudaMemRangeAttributeLastPrefetchLocationType;
        bool have = uniform(h, a->serial, prefetch ? REC_PREFETCH : REC_PREFERRED, lo, hi, &type, &id);
        if (attr == cudaMemRangeAttributePreferredLocation || attr == cudaMemRangeAttributeLastPrefetchLocation)
            *out = legacy_id(have, type, id);
        else if (attr == cudaMemRangeAttributePreferredLocationType || attr == cudaMemRangeAttributeLastPrefetchLocationType)
            *out = have ? type : cudaMemLocationTypeInvalid;
        else
            *out = have ? id : cudaInvalidDeviceId;
        break;
    }
    }
    return 0;
}

void advise_free_all(host_state *h)
{
    VEC_FREE(h->advice);
}
