/* dm_memorder.h — memory scope and order as the PTX memory consistency model names them: one
 * vocabulary for the front end (atomics, fences, cuda::atomic_ref), the bytecode's memory flags,
 * the weak model and the litmus engine. */
#ifndef DM_MEMORDER_H
#define DM_MEMORDER_H

/* The scope of an atomic, a fence or a strong access; none for a weak (plain) access. */
typedef enum {
    DM_SCOPE_NONE,
    DM_SCOPE_CTA,
    DM_SCOPE_CLUSTER,
    DM_SCOPE_GPU,
    DM_SCOPE_SYS,
} dm_scope;

/* The order of an access or a fence: weak (a plain access), relaxed, acquire, release,
 * acq_rel, sc (fences), and volatile (a plain access every thread sees, as volatile makes
 * one: relaxed at system scope in the model). */
typedef enum {
    DM_ORDER_WEAK,
    DM_ORDER_RELAXED,
    DM_ORDER_ACQUIRE,
    DM_ORDER_RELEASE,
    DM_ORDER_ACQ_REL,
    DM_ORDER_SC,
    DM_ORDER_VOLATILE,
} dm_order;

/* The scope as the bytecode's memory flags (VM_MF_SCOPE) and the weak model (DM_WEAK_*) carry it,
 * in two bits: none 0, a block 1, the device 2 (a cluster's is the device's there), the system
 * 3. */
static inline int dm_scope_level(dm_scope s)
{
    return s == DM_SCOPE_CTA ? 1 : s == DM_SCOPE_CLUSTER || s == DM_SCOPE_GPU ? 2 : s == DM_SCOPE_SYS ? 3 : 0;
}

#endif
