/* lanes_check.h — the lane helpers of interp/vm/lanes.h against a lane-by-lane reference, for
 * the copy of lanes.h the including file is compiled for (test_lanes.c: the build's own flags;
 * test_lanes_avx2.c: -mavx2, as the executor's AVX2 copy). Values at the edges of the 32-bit
 * range and random ones; masks of every shape a warp's group can take. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "interp/vm/lanes.h"

static uint32_t lc_rand(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return (uint32_t)*s;
}

static int32_t lc_value(uint64_t *s)
{
    static const int32_t edge[] = {0, 1, -1, 2, -2, 5, 7, 8, INT32_MAX, INT32_MIN, INT32_MAX - 1,
                                   INT32_MIN + 1, 32767, 32768, -3};
    uint32_t r = lc_rand(s);
    return r & 1 ? edge[(r >> 1) % (sizeof edge / sizeof *edge)] : (int32_t)lc_rand(s);
}

static bool lc_ref(int kind, int32_t x, int32_t y)
{
    uint32_t ux = (uint32_t)x, uy = (uint32_t)y;
    switch (kind) {
    case LC_EQ: return x == y;
    case LC_NE: return x != y;
    case LC_LT: return x < y;
    case LC_LE: return x <= y;
    case LC_GT: return x > y;
    case LC_GE: return x >= y;
    case LC_LTU: return ux < uy;
    case LC_LEU: return ux <= uy;
    case LC_GTU: return ux > uy;
    default: return ux >= uy;
    }
}

/* lanes_window against the lane-by-lane rule: a warp's addresses in a window of N bytes at S0
 * (each lane's offset at most N - SIZE, aligned; one run of consecutive elements or not), for
 * runs, broadcasts, scatters, lanes just past the end, below the start, misaligned, and far
 * away (an offset whose high half is not zero). */
static int window_check(uint64_t *s, int round)
{
    static const uint32_t sizes[] = {1, 2, 4, 8, 16};
    uint32_t size = sizes[round % 5], n = 64 + lc_rand(s) % 4096;
    uint64_t s0 = 0x7e0000000000ull + (uint64_t)(lc_rand(s) % 64) * 4096, a[32];
    uint32_t lim = n - size;
    uint32_t first = (lc_rand(s) % (n / size)) * size;
    int shape = round % 6;
    for (int l = 0; l < 32; l++) {
        uint64_t o = shape == 0 ? first + (uint64_t)l * size           /* a run */
                   : shape == 1 ? first + (uint64_t)(l & 15) * size    /* two half-warp runs */
                   : shape == 2 ? first                                /* a broadcast */
                   : (uint64_t)(lc_rand(s) % (n / size)) * size;       /* scattered */
        a[l] = s0 + o;
    }
    int l0 = (int)(lc_rand(s) % 32);
    switch (lc_rand(s) % 8) {
    case 0: a[l0] = s0 + lim + size; break;                          /* just past the end */
    case 1: a[l0] = s0 - size; break;                                /* below the start */
    case 2: a[l0] += 1; break;                                       /* misaligned (size 1: fine) */
    case 3: a[l0] += 1ull << 32; break;                              /* the high half */
    case 4: a[l0] = s0 + lim; break;                                 /* the last element */
    default: break;
    }
    uint64_t bad = 0, bits = 0, diff = 0;
    for (int l = 0; l < 32; l++) {
        uint64_t o = a[l] - s0;
        bad |= o > lim;
        bits |= o;
        diff |= a[l] ^ (a[0] + (uint64_t)l * size);
    }
    int want = bad || (bits & (size - 1)) ? 0 : diff ? 1 : 2;
    return lanes_window(a, s0, lim, size) != want;
}

/* The number of disagreements with the reference over ROUNDS random rounds. */
static int lanes_check(int rounds)
{
    uint64_t s = 0x9E3779B97F4A7C15ull;
    int bad = 0;
    for (int r = 0; r < rounds; r++) {
        int32_t a[32], b[32];
        uint32_t v[32], want[32];
        for (int l = 0; l < 32; l++) {
            a[l] = lc_value(&s);
            b[l] = lc_rand(&s) % 4 == 0 ? a[l] : lc_value(&s);
            v[l] = want[l] = lc_rand(&s);
        }
        int32_t k = lc_value(&s);
        uint32_t x = a[lc_rand(&s) % 32];
        for (int kind = LC_EQ; kind <= LC_GEU; kind++) {
            uint32_t m = 0, mk = 0;
            for (int l = 0; l < 32; l++) {
                m |= (uint32_t)lc_ref(kind, a[l], b[l]) << l;
                mk |= (uint32_t)lc_ref(kind, a[l], k) << l;
            }
            bad += lanes_compare(kind, a, b, 0) != m;
            bad += lanes_compare(kind, a, NULL, k) != mk;
        }
        uint32_t eq = 0, nz = 0;
        for (int l = 0; l < 32; l++) {
            eq |= (uint32_t)((uint32_t)a[l] == x) << l;
            nz |= (uint32_t)(a[l] != 0) << l;
        }
        bad += lanes_equal(a, x) != eq;
        bad += lanes_nonzero(a) != nz;
        static const uint32_t shapes[] = {0xffffffffu, 0, 1, 0x80000000u, 0x0000ffffu, 0xffff0000u,
                                          0x55555555u};
        uint32_t mask = r < 7 ? shapes[r] : lc_rand(&s);
        for (int l = 0; l < 32; l++)
            if (mask >> l & 1)
                want[l] = x;
        lanes_set(v, mask, x);
        /* a gather from 32 places of a buffer, aligned or not, some shared by several lanes */
        uint8_t buf[512];
        uint32_t off[32], got[32];
        uint64_t addr[32];
        uintptr_t d = (uintptr_t)buf - 0x7f0000001000u;
        for (int i = 0; i < (int)sizeof buf; i++)
            buf[i] = (uint8_t)lc_rand(&s);
        for (int l = 0; l < 32; l++)
            off[l] = l && lc_rand(&s) % 4 == 0 ? off[l - 1] : lc_rand(&s) % (sizeof buf - 3);
        /* and in runs and broadcasts of 8 or 16 lanes (a tile's rows), one element off or not */
        if (r % 3 == 1) {
            uint32_t o = lc_rand(&s) % (sizeof buf - 3 - 31 * 4);
            int bcast = (int)(lc_rand(&s) % 2), span = lc_rand(&s) % 2 ? 8 : 16;
            for (int l = 0; l < 32; l++)
                off[l] = o + (bcast ? 0u : (uint32_t)(l % span) * 4) + (uint32_t)(l / span) * 4;
            if (lc_rand(&s) % 2)
                off[lc_rand(&s) % 32] ^= 4;
        }
        for (int l = 0; l < 32; l++)
            addr[l] = 0x7f0000001000u + off[l];
        lanes_gather32(got, addr, d);
        uint32_t got_at[32];
        lanes_gather32_at(got_at, buf, off);
        for (int l = 0; l < 32; l++) {
            uint32_t ref = (uint32_t)buf[off[l]] | (uint32_t)buf[off[l] + 1] << 8 |
                           (uint32_t)buf[off[l] + 2] << 16 | (uint32_t)buf[off[l] + 3] << 24;
            bad += got[l] != ref;
            bad += got_at[l] != ref;
        }
        for (int l = 0; l < 32; l++)
            bad += v[l] != want[l];
        bad += window_check(&s, r);
        /* a permutation of the lanes, in place and not (every source lane, repeated ones) */
        int32_t idx[32];
        uint32_t src[32], perm[32];
        for (int l = 0; l < 32; l++) {
            idx[l] = (int32_t)(r % 3 == 0 ? (uint32_t)l ^ (lc_rand(&s) % 32) : lc_rand(&s) % 32);
            src[l] = lc_rand(&s);
        }
        lanes_permute32(perm, src, idx);
        for (int l = 0; l < 32; l++)
            bad += perm[l] != src[idx[l]];
        uint32_t in_place[32];
        memcpy(in_place, src, sizeof src);
        lanes_permute32(in_place, in_place, idx);
        bad += memcmp(in_place, perm, sizeof perm) != 0;
    }
    return bad;
}
