/* test_shapes.c — precise final-state sets of the classic litmus shapes.
 *
 * Each case names the rule of the PTX ISA's "Memory Consistency Model" chapter that decides
 * it (release and acquire patterns, Fence-SC order, the axioms Causality, Coherence,
 * SC-per-Location) and lists every state the model allows. Threads sit in different CTAs of
 * one GPU, as in the hardware runs of tests/litmus (shared/litmus/README.md), where the weak
 * outcomes of MP, SB, LB, IRIW and 2+2W with plain accesses were all observed.
 */
#include "lit_test_util.h"

#include <criterion/parameterized.h>

typedef struct {
    const char *name;
    const char *body;        /* thread header, rows and condition */
    const char *states;      /* every allowed final state, herd-style, sorted */
    int ok;                  /* the exists condition holds */
    const char *source;
} shape;

#define TWO " P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;\n"
#define FOUR " P0@cta 0,gpu 0 | P1@cta 1,gpu 0 | P2@cta 2,gpu 0 | P3@cta 3,gpu 0 ;\n"
#define ALL4(a, b) a "=0; " b "=0;\n" a "=0; " b "=1;\n" a "=1; " b "=0;\n" a "=1; " b "=1;\n"

static const shape shapes[] = {
    { "MP", TWO " st.weak x, 1 | ld.weak r1, y ;\n st.weak y, 1 | ld.weak r2, x ;\n"
      "exists (1:r1=1 /\\ 1:r2=0)", ALL4("1:r1", "1:r2"), 1,
      "weak accesses are not morally strong: no synchronization, every state allowed" },
    { "MP+rel+acq", TWO " st.weak x, 1 | ld.acquire.gpu r1, y ;\n"
      " st.release.gpu y, 1 | ld.weak r2, x ;\nexists (1:r1=1 /\\ 1:r2=0)",
      "1:r1=0; 1:r2=0;\n1:r1=0; 1:r2=1;\n1:r1=1; 1:r2=1;\n", 0,
      "release pattern observed by acquire pattern at gpu scope synchronizes; Causality "
      "forbids reading x=0 after it" },
    { "MP+rel+acq.cta", TWO " st.weak x, 1 | ld.acquire.cta r1, y ;\n"
      " st.release.cta y, 1 | ld.weak r2, x ;\nexists (1:r1=1 /\\ 1:r2=0)",
      ALL4("1:r1", "1:r2"), 1,
      "cta scope does not include a thread of another CTA: not morally strong, no sync" },
    { "MP+fence.sc", TWO " st.weak x, 1 | ld.weak r1, y ;\n fence.sc.gpu | fence.sc.gpu ;\n"
      " st.weak y, 1 | ld.weak r2, x ;\nexists (1:r1=1 /\\ 1:r2=0)",
      "1:r1=0; 1:r2=0;\n1:r1=0; 1:r2=1;\n1:r1=1; 1:r2=1;\n", 0,
      "morally strong fence.sc are ordered by Fence-SC order, which synchronizes; either "
      "order makes one of the two reads a Causality cycle" },
    { "MP+fence.sc.cta", TWO " st.weak x, 1 | ld.weak r1, y ;\n fence.sc.cta | fence.sc.cta ;\n"
      " st.weak y, 1 | ld.weak r2, x ;\nexists (1:r1=1 /\\ 1:r2=0)", ALL4("1:r1", "1:r2"), 1,
      "fence.sc.cta in different CTAs are not morally strong: no Fence-SC order between them" },
    { "SB", TWO " st.weak x, 1 | st.weak y, 1 ;\n ld.weak r1, y | ld.weak r2, x ;\n"
      "exists (0:r1=0 /\\ 1:r2=0)", ALL4("0:r1", "1:r2"), 1, "no synchronization" },
    { "SB+fence.sc", TWO " st.weak x, 1 | st.weak y, 1 ;\n fence.sc.gpu | fence.sc.gpu ;\n"
      " ld.weak r1, y | ld.weak r2, x ;\nexists (0:r1=0 /\\ 1:r2=0)",
      "0:r1=0; 1:r2=1;\n0:r1=1; 1:r2=0;\n0:r1=1; 1:r2=1;\n", 0,
      "Fence-SC order: the later fence's read is causally after the other store (Causality)" },
    { "LB", TWO " ld.weak r1, x | ld.weak r2, y ;\n st.weak y, 1 | st.weak x, 1 ;\n"
      "exists (0:r1=1 /\\ 1:r2=1)", ALL4("0:r1", "1:r2"), 1,
      "load buffering: reads may read from program-order-later writes of other threads" },
    { "LB+acq+rel", TWO " ld.acquire.gpu r1, x | ld.acquire.gpu r2, y ;\n"
      " st.release.gpu y, 1 | st.release.gpu x, 1 ;\nexists (0:r1=1 /\\ 1:r2=1)",
      "0:r1=0; 1:r2=0;\n0:r1=0; 1:r2=1;\n0:r1=1; 1:r2=0;\n", 0,
      "each release/acquire pair synchronizes: the read would causally precede its own write" },
    { "LB+fence.sc", TWO " ld.weak r1, x | ld.weak r2, y ;\n fence.sc.gpu | fence.sc.gpu ;\n"
      " st.weak y, 1 | st.weak x, 1 ;\nexists (0:r1=1 /\\ 1:r2=1)",
      "0:r1=0; 1:r2=0;\n0:r1=0; 1:r2=1;\n0:r1=1; 1:r2=0;\n", 0,
      "Fence-SC order: whichever fence is first, one read is causally before the write it reads" },
    { "MP+fence.sc+nothing", TWO " st.weak x, 1 | ld.weak r1, y ;\n fence.sc.gpu | ;\n"
      " st.weak y, 1 | ld.weak r2, x ;\nexists (1:r1=1 /\\ 1:r2=0)", ALL4("1:r1", "1:r2"), 1,
      "a fence on one side only synchronizes nothing (as observed on hardware)" },
    { "CoRR", TWO " st.relaxed.gpu x, 1 | ld.relaxed.gpu r1, x ;\n | ld.relaxed.gpu r2, x ;\n"
      "exists (1:r1=1 /\\ 1:r2=0)", "1:r1=0; 1:r2=0;\n1:r1=0; 1:r2=1;\n1:r1=1; 1:r2=1;\n", 0,
      "SC-per-Location: morally strong rf then fr contradicts program order" },
    { "CoRR+weak", TWO " st.weak x, 1 | ld.weak r1, x ;\n | ld.weak r2, x ;\n"
      "exists (1:r1=1 /\\ 1:r2=0)", ALL4("1:r1", "1:r2"), 1,
      "weak reads are not morally strong with the write: SC-per-Location does not apply "
      "(Dat3M CoRR-weak-weak)" },
    { "2+2W", TWO " st.weak x, 1 | st.weak y, 1 ;\n st.weak y, 2 | st.weak x, 2 ;\n"
      "exists (x=1 /\\ y=1)", "x=1; y=1;\nx=1; y=2;\nx=2; y=1;\nx=2; y=2;\n", 1,
      "coherence is a partial order: weak writes of different threads need not be ordered" },
    { "2+2W+fence.sc", TWO " st.weak x, 1 | st.weak y, 1 ;\n fence.sc.gpu | fence.sc.gpu ;\n"
      " st.weak y, 2 | st.weak x, 2 ;\nexists (x=1 /\\ y=1)",
      "x=1; y=2;\nx=2; y=1;\nx=2; y=2;\n", 0,
      "Coherence: a write causally before another (through Fence-SC order) precedes it in co" },
    { "IRIW", FOUR " st.weak x, 1 | ld.weak r1, x | st.weak y, 1 | ld.weak r3, y ;\n"
      " | ld.weak r2, y | | ld.weak r4, x ;\n"
      "exists (1:r1=1 /\\ 1:r2=0 /\\ 3:r3=1 /\\ 3:r4=0)", NULL, 1,
      "no synchronization: all 16 states" },
    { "IRIW+fence.sc", FOUR " st.relaxed.gpu x, 1 | ld.relaxed.gpu r1, x | st.relaxed.gpu y, 1 |"
      " ld.relaxed.gpu r3, y ;\n | fence.sc.gpu | | fence.sc.gpu ;\n"
      " | ld.relaxed.gpu r2, y | | ld.relaxed.gpu r4, x ;\n"
      "exists (1:r1=1 /\\ 1:r2=0 /\\ 3:r3=1 /\\ 3:r4=0)", NULL, 0,
      "observation (morally strong rf) followed by Fence-SC order is causality: 15 states" },
};

static void free_params(struct criterion_test_params *p)
{
    cr_free(p->params);
}

/* Criterion runs each test in a re-executed copy of this binary, so parameters carry no
 * pointers: each is an index into shapes[]. */
ParameterizedTestParameters(shapes, states)
{
    size_t n = sizeof shapes / sizeof *shapes;
    int *idx = cr_malloc(n * sizeof *idx);
    for (size_t i = 0; idx && i < n; i++)
        idx[i] = (int)i;
    return cr_make_param_array(int, idx, idx ? n : 0, free_params);
}

static int count_lines(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += *s == '\n';
    return n;
}

ParameterizedTest(int *index, shapes, states)
{
    const shape *s = &shapes[*index];
    char text[2048];
    snprintf(text, sizeof text, "PTX %s\n{ x=0; y=0; }\n%s\n", s->name, s->body);
    lit_result *r = tu_run(text, LIT_MODEL_PTX75);
    char *states = tu_states(r);
    cr_expect_eq(r->ok, s->ok, "%s: condition %s, expected %s (%s)", s->name,
                 r->ok ? "holds" : "fails", s->ok ? "holds" : "fails", s->source);
    if (s->states)
        cr_expect_str_eq(states, s->states, "%s (%s)", s->name, s->source);
    else
        cr_expect_eq(count_lines(states), s->ok ? 16 : 15, "%s: %d states", s->name,
                     count_lines(states));
    free(states);
    lit_result_free(r);

    /* The PTX 6.0 formulation agrees on these shapes. */
    r = tu_run(text, LIT_MODEL_PTX60);
    cr_expect_eq(r->ok, s->ok, "%s under ptx-v6.0", s->name);
    lit_result_free(r);
}

/* Coherence: writes of one thread to one location are ordered by co, so the last one in
 * program order is the final value (PTX ISA, Axioms: Coherence; Dat3M CoWW). */
Test(shapes, coww_final_value)
{
    lit_result *r = tu_run("PTX CoWW\n{ x=0; }\n P0@cta 0,gpu 0 ;\n st.weak x, 1 ;\n"
                           " st.weak x, 2 ;\nexists (x=1)\n", LIT_MODEL_PTX75);
    char *states = tu_states(r);
    cr_expect_str_eq(states, "x=2;\n");
    free(states);
    lit_result_free(r);
}

/* Atomicity: two morally strong increments both take effect (PTX ISA, Axioms: Atomicity,
 * litmus test 1); with cta scope in different CTAs they are not morally strong and one
 * update can be lost (litmus test 2). */
Test(shapes, atomicity)
{
    lit_result *r = tu_run("PTX A\n{ x=0; }\n P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;\n"
                           " atom.relaxed.sys.inc r0, x, 100 | atom.relaxed.sys.inc r0, x, 100 ;\n"
                           "forall (x=2)\n", LIT_MODEL_PTX75);
    cr_expect(r->ok);
    lit_result_free(r);
    r = tu_run("PTX A\n{ x=0; }\n P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;\n"
               " atom.relaxed.cta.add r0, x, 1 | atom.relaxed.gpu.add r0, x, 1 ;\n"
               "exists (x=1)\n", LIT_MODEL_PTX75);
    char *states = tu_states(r);
    cr_expect_str_eq(states, "x=1;\nx=2;\n");
    free(states);
    lit_result_free(r);
}

/* Barriers: bar.cta.sync orders the accesses around it between threads of one CTA (PTX ISA,
 * "bar.sync ... synchronizes with bar.sync"); in different CTAs it does not (Dat3M
 * barrier-inscope / barrier-not-inscope). */
Test(shapes, barrier_scope)
{
    const char *body = "{ x=0; }\n P0@cta 0,gpu 0 | P1@cta %d,gpu 0 ;\n"
                       " st.weak x, 1 | bar.cta.sync 0 ;\n bar.cta.sync 0 | ld.weak r0, x ;\n"
                       "exists (1:r0=0)\n";
    char text[512];
    snprintf(text, sizeof text, "PTX B\n%s", body);
    char buf[512];
    snprintf(buf, sizeof buf, text, 0);
    lit_result *r = tu_run(buf, LIT_MODEL_PTX75);
    cr_expect_not(r->ok, "same CTA: the barrier makes x=1 visible");
    lit_result_free(r);
    snprintf(buf, sizeof buf, text, 1);
    r = tu_run(buf, LIT_MODEL_PTX75);
    cr_expect(r->ok, "different CTAs: no synchronization");
    lit_result_free(r);
}
