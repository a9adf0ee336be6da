/* lit_model.h — the PTX memory consistency model: relations and axioms.
 *
 * This is the model of the PTX ISA's chapter "Memory Consistency Model" (and of the formal
 * statements that follow it: Lustig et al., ASPLOS 2019, and Dat3M's ptx-v6.0.cat and
 * ptx-v7.5.cat):
 *
 *   morally strong  ms(a,b): a != b; if both are memory operations they access the same
 *                   location; and either they are in program order, or both are strong (not
 *                   weak) and each one's scope includes the other's thread
 *   observation     obs = (ms & rf) | (obs ; rmw ; obs)               (release sequences)
 *   release pattern rp  = [W.rel] ; (po-loc)? ; [strong W]  |  [fence] ; po ; [strong W]
 *   acquire pattern ap  = [strong R] ; (po-loc)? ; [R.acq]  |  [strong R] ; po ; [fence]
 *   synchronizes    sync = ms & (rp ; obs ; ap),  plus Fence-SC order sf and barriers sb
 *   base causality  cb = po? ; ((sync | sf | sb) ; po?)+   (7.5 and later: | po)
 *   causality       cause = cb | obs ; cb                 (6.0: cb | obs ; (cb | po-loc))
 *
 *   Coherence       W1 cause W2 (same location)  =>  W1 co W2; morally strong writes to one
 *                   location are ordered by co (co is a partial order, not a total one)
 *   Fence-SC        F1 cause F2 (morally strong fence.sc)  =>  F1 sf F2
 *   Atomicity       no (ms & fr) ; (ms & co) between the two halves of an RMW
 *   No-Thin-Air     acyclic (rf | dep)
 *   SC-per-Location acyclic ((ms & (rf | co | fr)) | po-loc)
 *   Causality       irreflexive ((rf | fr) ; cause)
 *
 * fence.sc counts as a fence in the release and acquire patterns (it is also a fence.acq_rel).
 * The relations are computed in stages so that the enumerator can reject a candidate as soon
 * as the part it has chosen already breaks an axiom.
 */
#ifndef LIT_MODEL_H
#define LIT_MODEL_H

#include "devmodel/litmus/lit_exec.h"

typedef enum {
    LIT_MODEL_PTX75,     /* PTX ISA 7.5 and later (the default) */
    LIT_MODEL_PTX60,     /* PTX ISA 6.0 */
} lit_model;

typedef enum {
    LIT_AX_OK = 0,
    LIT_AX_COHERENCE,
    LIT_AX_COHERENCE_MS,
    LIT_AX_FENCE_SC,
    LIT_AX_ATOMICITY,
    LIT_AX_NO_THIN_AIR,
    LIT_AX_SC_PER_LOC,
    LIT_AX_CAUSALITY,
    LIT_AX_COUNT
} lit_axiom;

typedef struct {
    int n;
    uint64_t R, W, M, F, SCF, B, init;
    uint64_t strong;     /* strong memory operations, fences and barriers */
    uint64_t locm[LIT_MAX_EVENTS];  /* memory events with the same location as event i */
    lit_rel po, poloc, ms, rmw, dep, rp, ap;   /* stage 1: the events alone */
    lit_rel rf, obs, sync;                      /* stage 2: rf */
    lit_rel cb, cause;                          /* stage 3: sf and sb */
    lit_rel co, fr;                             /* stage 4: co */
} lit_rels;

void lit_rels_static(lit_rels *r, const lit_exec *x);
void lit_rels_rf(lit_rels *r, const lit_exec *x);
void lit_rels_cause(lit_rels *r, const lit_exec *x, lit_model m);
void lit_rels_co(lit_rels *r, const lit_exec *x);

/* Checks every axiom on a fully built execution; returns the first one violated. */
lit_axiom lit_check(const lit_rels *r, const lit_exec *x);
/* The axioms that depend on coherence (the enumerator has checked No-Thin-Air and Fence-SC
 * before choosing coherence). */
lit_axiom lit_check_co(const lit_rels *r);
/* Every axiom the execution violates, as a bitmask (1 << axiom). */
unsigned lit_violations(const lit_rels *r, const lit_exec *x);
/* The cheap checks the enumerator runs at stage 3: Causality on rf edges, Fence-SC. */
int lit_check_stage3(const lit_rels *r, const lit_exec *x);

/* 1 when the scope of event E (in thread E->thread) includes thread TH. */
int lit_scope_includes(const lit_test *t, const lit_event *e, int th);
const char *lit_axiom_name(lit_axiom a);
const char *lit_model_name(lit_model m);

#endif
