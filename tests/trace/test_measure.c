/* test_measure.c — one warp request, measured as seed 004 §2.3.4 counts it.
 *
 * Global memory (§2.3.4.1): 32-byte transactions; consecutive 4-byte words take 4, words 32 or
 * more bytes apart take 32 (128 of 1024 bytes used, 12.5%). Shared memory (§2.3.4.2, figures 15
 * and 16): 32 banks of 4-byte words; stride 1 and 3 words are conflict-free, stride 2 is a
 * 2-way conflict, a column of a 32 x 32 float array a 32-way one, lanes reading one word are
 * served by a broadcast.
 */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>

#include "devmodel/dm_trace.h"

typedef struct {
    char what[64];   /* inline: Criterion copies the parameters to the test process */
    uint64_t base;
    int64_t stride;   /* bytes from one lane to the next */
    int size;
    uint32_t mask;
    unsigned sectors, used;
} gcase;

static gcase gcases[] = {
    {"consecutive floats (figure 12)", 0x7000001000, 4, 4, 0xffffffffu, 4, 128},
    {"floats 32 bytes apart (figure 13)", 0x7000001000, 32, 4, 0xffffffffu, 32, 128},
    {"floats 128 bytes apart", 0x7000001000, 128, 4, 0xffffffffu, 32, 128},
    {"one word for every lane", 0x7000001000, 0, 4, 0xffffffffu, 1, 4},
    {"consecutive doubles", 0x7000001000, 8, 8, 0xffffffffu, 8, 256},
    {"consecutive floats, odd lanes only", 0x7000001000, 4, 4, 0xaaaaaaaau, 4, 64},
    {"consecutive floats, not sector-aligned", 0x7000001010, 4, 4, 0xffffffffu, 5, 128},
    {"reversed consecutive floats (a permutation)", 0x7000001000 + 124, -4, 4, 0xffffffffu, 4, 128},
};

ParameterizedTestParameters(measure, global)
{
    return cr_make_param_array(gcase, gcases, sizeof gcases / sizeof gcases[0]);
}

ParameterizedTest(gcase *c, measure, global)
{
    uint64_t addr[32];
    for (int l = 0; l < 32; l++)
        addr[l] = c->base + (uint64_t)((int64_t)l * c->stride);
    unsigned sectors = 0, used = 0;
    dm_trace_measure_global(addr, c->mask, c->size, &sectors, &used);
    cr_expect_eq(sectors, c->sectors, "%s: %u sectors, expected %u", c->what, sectors, c->sectors);
    cr_expect_eq(used, c->used, "%s: %u bytes used, expected %u", c->what, used, c->used);
}

typedef struct {
    char what[64];   /* inline: Criterion copies the parameters to the test process */
    int64_t stride;   /* bytes */
    int size;
    unsigned ways;
} scase;

static scase scases[] = {
    {"stride of one 32-bit word (figure 15 left)", 4, 4, 1},
    {"stride of two words (figure 15 middle)", 8, 4, 2},
    {"stride of three words (figure 15 right)", 12, 4, 1},
    {"column of float[32][32] (figure 17 left)", 128, 4, 32},
    {"column of float[32][33] (figure 18)", 132, 4, 1},
    {"one word for every lane: broadcast (figure 16 right)", 0, 4, 1},
    {"consecutive bytes", 1, 1, 1},
    {"consecutive doubles (by half-warp)", 8, 8, 1},
    {"doubles two apart (by half-warp)", 16, 8, 2},
};

ParameterizedTestParameters(measure, shared)
{
    return cr_make_param_array(scase, scases, sizeof scases / sizeof scases[0]);
}

ParameterizedTest(scase *c, measure, shared)
{
    uint64_t off[32];
    for (int l = 0; l < 32; l++)
        off[l] = (uint64_t)((int64_t)l * c->stride);
    unsigned passes = 0;
    unsigned ways = dm_trace_measure_shared(off, 0xffffffffu, c->size, &passes);
    cr_expect_eq(ways, c->ways, "%s: %u-way, expected %u-way", c->what, ways, c->ways);
    cr_expect_geq(passes, ways);
}

/* Figure 16: a random permutation of words across the banks is conflict-free, and so is the
 * middle case, where threads 3, 4, 6, 7 and 9 read the same word of bank 5. */
Test(measure, figure16)
{
    uint64_t off[32];
    for (int l = 0; l < 32; l++)
        off[l] = (uint64_t)((l * 7 + 3) % 32) * 4; /* 7 is odd: a permutation of the banks */
    cr_expect_eq(dm_trace_measure_shared(off, 0xffffffffu, 4, NULL), 1);
    for (int l = 0; l < 32; l++)
        off[l] = (uint64_t)l * 4;
    int same[] = {3, 4, 6, 7, 9};
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++)
        off[same[i]] = 5 * 4;
    cr_expect_eq(dm_trace_measure_shared(off, 0xffffffffu, 4, NULL), 1);
    /* but two different words of bank 5 conflict */
    off[9] = (32 + 5) * 4;
    cr_expect_eq(dm_trace_measure_shared(off, 0xffffffffu, 4, NULL), 2);
}
