/* lit_rel.c — bitset relations (see lit_rel.h).
 *
 * Closure is Warshall's algorithm over rows: for each k, every row that contains k absorbs
 * row k. Acyclicity is checked on a closed copy.
 */
#include "devmodel/litmus/lit_rel.h"

void lit_rel_union(lit_rel *d, const lit_rel *a, const lit_rel *b, int n)
{
    for (int i = 0; i < n; i++)
        d->r[i] = a->r[i] | b->r[i];
}

void lit_rel_compose(lit_rel *d, const lit_rel *a, const lit_rel *b, int n)
{
    for (int i = 0; i < n; i++) {
        uint64_t row = 0, m = a->r[i];
        while (m) {
            int j = __builtin_ctzll(m);
            m &= m - 1;
            row |= b->r[j];
        }
        d->r[i] = row;
    }
}

void lit_rel_closure(lit_rel *a, int n)
{
    for (int k = 0; k < n; k++) {
        uint64_t bk = lit_bit(k), rowk = a->r[k];
        if (!rowk)
            continue;
        for (int i = 0; i < n; i++)
            if (a->r[i] & bk)
                a->r[i] |= rowk;
    }
}

int lit_rel_irreflexive(const lit_rel *a, int n)
{
    for (int i = 0; i < n; i++)
        if (a->r[i] & lit_bit(i))
            return 0;
    return 1;
}

int lit_rel_acyclic(const lit_rel *a, int n)
{
    lit_rel c = *a;
    lit_rel_closure(&c, n);
    return lit_rel_irreflexive(&c, n);
}

void lit_rel_restrict(lit_rel *d, const lit_rel *a, uint64_t dom, uint64_t rng, int n)
{
    for (int i = 0; i < n; i++)
        d->r[i] = (dom & lit_bit(i)) ? a->r[i] & rng : 0;
}

void lit_rel_inverse(lit_rel *d, const lit_rel *a, int n)
{
    lit_rel t;
    lit_rel_clear(&t);
    for (int i = 0; i < n; i++) {
        uint64_t m = a->r[i];
        while (m) {
            int j = __builtin_ctzll(m);
            m &= m - 1;
            t.r[j] |= lit_bit(i);
        }
    }
    *d = t;
}
