/* lit_rel.h — binary relations over the events of one candidate execution, as bitsets.
 *
 * A litmus execution has few events (at most LIT_MAX_EVENTS = 64), so a relation is an array
 * of 64-bit rows: bit j of row i says (i, j) is in the relation. Union is a word OR per row,
 * composition ORs whole rows, and transitive closure is Warshall's algorithm on rows; all of
 * them stay in the cache and make the enumerator's inner loop cheap.
 */
#ifndef LIT_REL_H
#define LIT_REL_H

#include <stdint.h>
#include <string.h>

#define LIT_MAX_EVENTS 64

typedef struct {
    uint64_t r[LIT_MAX_EVENTS];
} lit_rel;

static inline uint64_t lit_bit(int i)
{
    return (uint64_t)1 << i;
}

static inline void lit_rel_clear(lit_rel *a)
{
    memset(a, 0, sizeof *a);
}

static inline int lit_rel_has(const lit_rel *a, int i, int j)
{
    return (int)((a->r[i] >> j) & 1);
}

static inline void lit_rel_add(lit_rel *a, int i, int j)
{
    a->r[i] |= lit_bit(j);
}

/* d := a | b (d may alias a or b) */
void lit_rel_union(lit_rel *d, const lit_rel *a, const lit_rel *b, int n);
/* d := a ; b (d must not alias a or b) */
void lit_rel_compose(lit_rel *d, const lit_rel *a, const lit_rel *b, int n);
/* a := a+ */
void lit_rel_closure(lit_rel *a, int n);
/* 1 when a (not necessarily closed) has no cycle */
int lit_rel_acyclic(const lit_rel *a, int n);
/* 1 when a is irreflexive */
int lit_rel_irreflexive(const lit_rel *a, int n);
/* d := a restricted to pairs (i, j) with i in dom and j in rng */
void lit_rel_restrict(lit_rel *d, const lit_rel *a, uint64_t dom, uint64_t rng, int n);
/* d := a^-1 */
void lit_rel_inverse(lit_rel *d, const lit_rel *a, int n);

#endif
