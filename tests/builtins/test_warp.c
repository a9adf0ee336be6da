/* Warp functions (seed 000 §5.4.6): shuffles of every listed type with width sub-sections,
 * out-of-range source lanes, the up/down/xor edge rules (xor may read an earlier group, not a
 * later one); votes, match, reduce; and the __sync
 * mask rules of §5.4.6.6, each reported with the line and the lanes involved. */
#include "bt.h"

/* §5.4.6.5 for each type T: srcLane is taken mod width within the caller's sub-section; up and
 * down leave the lanes without a source unchanged; xor into a later group returns the caller's
 * own value. Values are lane * 3 + 1 in T. */
static const char *const shfl_types[] = {
    "int", "unsigned", "long", "unsigned long", "long long", "unsigned long long", "float", "double",
};

ParameterizedTestParameters(warp, shuffles_every_type)
{
    return BT_ROWS(shfl_types);
}

ParameterizedTest(int *i, warp, shuffles_every_type)
{
    bt_ctx c;
    bt_init(&c);
    char src[2048];
    snprintf(src, sizeof src,
             "typedef %s T;\n"
             "__global__ void k(long long *o) {\n"
             "  int l = threadIdx.x; T v = (T)(l * 3 + 1);\n"
             "  o[l] = (long long)__shfl_sync(0xffffffff, v, 3);\n"
             "  o[32 + l] = (long long)__shfl_sync(0xffffffff, v, 9, 8);\n"     /* 9 mod 8 = 1 */
             "  o[64 + l] = (long long)__shfl_up_sync(0xffffffff, v, 2, 8);\n"
             "  o[96 + l] = (long long)__shfl_down_sync(0xffffffff, v, 3, 16);\n"
             "  o[128 + l] = (long long)__shfl_xor_sync(0xffffffff, v, 4, 4);\n"   /* into another group */
             "  o[160 + l] = (long long)__shfl_xor_sync(0xffffffff, v, 1, 4);\n"
             "  o[192 + l] = (long long)__shfl_sync(0xffffffff, v, -1);\n"         /* 31 */
             "}\n", shfl_types[*i]);
    long long o[224];
    bt_run(&c, src, "k", 1, 32, o, sizeof o);
    for (int l = 0; l < 32; l++) {
        int g8 = l & ~7, g16 = l & ~15, g4 = l & ~3;
        cr_expect_eq(o[l], 3 * 3 + 1, "%s idx lane %d", shfl_types[*i], l);
        cr_expect_eq(o[32 + l], (g8 + 1) * 3 + 1, "%s idx width 8 lane %d", shfl_types[*i], l);
        long long up = (l - g8 >= 2) ? (l - 2) * 3 + 1 : l * 3 + 1;
        cr_expect_eq(o[64 + l], up, "%s up lane %d", shfl_types[*i], l);
        long long down = (l + 3 < g16 + 16) ? (l + 3) * 3 + 1 : l * 3 + 1;
        cr_expect_eq(o[96 + l], down, "%s down lane %d", shfl_types[*i], l);
        /* lanes 0-3 of each 8 would read the next group: their own value; lanes 4-7 read the
         * earlier group */
        long long x = (l & 4) ? (l ^ 4) * 3 + 1 : l * 3 + 1;
        cr_expect_eq(o[128 + l], x, "%s xor into another group, lane %d", shfl_types[*i], l);
        cr_expect_eq(o[160 + l], (g4 + ((l - g4) ^ 1)) * 3 + 1, "%s xor lane %d", shfl_types[*i], l);
        cr_expect_eq(o[192 + l], 31 * 3 + 1, "%s idx -1 lane %d", shfl_types[*i], l);
    }
    bt_fini(&c);
}

/* A shuffle moves all 64 bits of a 64-bit value (and keeps NaN payloads). */
Test(warp, shuffle_64_bit_patterns)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "__global__ void k(unsigned long long *o) {\n"
        "  unsigned long long v = 0x0123456789abcdefull ^ threadIdx.x;\n"
        "  o[threadIdx.x] = __shfl_down_sync(0xffffffff, v, 1);\n"
        "  double d = __longlong_as_double(0x7ff0000000000001ll + threadIdx.x);\n"
        "  o[32 + threadIdx.x] = __double_as_longlong(__shfl_sync(0xffffffff, d, 5));\n"
        "}\n";
    unsigned long long o[64];
    bt_run(&c, src, "k", 1, 32, o, sizeof o);
    for (int l = 0; l < 32; l++) {
        cr_expect_eq(o[l], 0x0123456789abcdefull ^ (unsigned)(l < 31 ? l + 1 : l));
        cr_expect_eq(o[32 + l], 0x7ff0000000000006ull);
    }
    bt_fini(&c);
}

/* §5.4.6.2-4: votes, match and reduce over a partial mask, signed and unsigned. */
Test(warp, vote_match_reduce)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "__global__ void k(int *o) {\n"
        "  int l = threadIdx.x; unsigned m = 0x0000ffff;\n"
        "  if (l < 16) {\n"
        "    o[0 + l] = __all_sync(m, l < 16); o[16 + l] = __any_sync(m, l == 3);\n"
        "    o[32 + l] = (int)__ballot_sync(m, l & 1);\n"
        "    o[48 + l] = (int)__match_any_sync(m, l / 4);\n"
        "    int p = 7; o[64 + l] = (int)__match_all_sync(m, l < 16 ? 42 : l, &p); o[80 + l] = p;\n"
        "    int q = 7; o[96 + l] = (int)__match_all_sync(m, l / 8, &q); o[112 + l] = q;\n"
        "    o[128 + l] = __reduce_add_sync(m, l - 8);\n"
        "    o[144 + l] = __reduce_min_sync(m, l - 8);\n"
        "    o[160 + l] = (int)__reduce_min_sync(m, (unsigned)(l - 8));\n"
        "    o[176 + l] = __reduce_max_sync(m, l - 8);\n"
        "    o[192 + l] = (int)__reduce_and_sync(m, 0xff0u | l);\n"
        "    o[208 + l] = (int)__reduce_or_sync(m, 1u << l);\n"
        "    o[224 + l] = (int)__reduce_xor_sync(m, (unsigned)l);\n"
        "    o[240 + l] = __uni_sync(m, 1);\n"
        "  }\n"
        "}\n";
    int o[256];
    bt_run(&c, src, "k", 1, 32, o, sizeof o);
    for (int l = 0; l < 16; l++) {
        cr_expect_eq(o[l], 1);
        cr_expect_eq(o[16 + l], 1);
        cr_expect_eq((unsigned)o[32 + l], 0xaaaau);
        cr_expect_eq((unsigned)o[48 + l], 0xfu << (l / 4 * 4));
        cr_expect_eq((unsigned)o[64 + l], 0xffffu);
        cr_expect_eq(o[80 + l], 1);
        cr_expect_eq(o[96 + l], 0);
        cr_expect_eq(o[112 + l], 0);
        cr_expect_eq(o[128 + l], 120 - 128);
        cr_expect_eq(o[144 + l], -8);
        cr_expect_eq(o[160 + l], 0);
        cr_expect_eq(o[176 + l], 7);
        cr_expect_eq(o[192 + l], 0xff0);
        cr_expect_eq((unsigned)o[208 + l], 0xffffu);
        cr_expect_eq(o[224 + l], 0);
        cr_expect_eq(o[240 + l], 1);
    }
    bt_fini(&c);
}

/* §5.4.6.6: "each calling thread must have its own bit set in the mask". */
Test(warp, rule_caller_not_in_mask)
{
    bt_ctx c;
    bt_init(&c);
    bt_compile(&c, "__global__ void k(int *o) { if (threadIdx.x < 4) o[threadIdx.x] = __all_sync(0b0000011, 1); }\n");
    int err = bt_launch(&c, "k", 1, 32, NULL, 64, NULL);
    cr_expect_neq(err, 0);
    cr_expect(strstr(bt_str(c.faults), "lane 2 calls a warp vote with mask 0x00000003") &&
              strstr(bt_str(c.faults), "t.cu:1"), "%s", bt_str(c.faults));
    bt_fini(&c);
}

/* §5.4.6.6: a non-exited lane named in the mask that never reaches the call. */
Test(warp, rule_lane_never_arrives)
{
    bt_ctx c;
    bt_init(&c);
    bt_compile(&c, "__global__ void k(int *o) {\n"
               "  if (threadIdx.x < 4) o[threadIdx.x] = __all_sync(0b1111111, 1);\n"
               "  else while (o[31] == 0) { }\n"
               "}\n");
    cr_session_options(c.s)->step_budget = 200000;
    int err = bt_launch(&c, "k", 1, 32, NULL, 128, NULL);
    cr_expect_neq(err, 0);
    cr_expect(strstr(bt_str(c.faults), "lanes 0-3") && strstr(bt_str(c.faults), "t.cu:2"), "%s", bt_str(c.faults));
    bt_fini(&c);
    /* lanes that exit are ignored: the valid example of §5.4.6.6 */
    bt_init(&c);
    bt_compile(&c, "__global__ void k(int *o) { if (threadIdx.x == 0) return; o[threadIdx.x] = __all_sync(0xffffffff, 1); }\n");
    int v[32];
    cr_expect_eq(bt_launch(&c, "k", 1, 32, v, sizeof v, NULL), 0, "%s", bt_str(c.faults));
    cr_expect_eq(v[5], 1);
    bt_fini(&c);
}

/* §5.4.6.6: "__all_sync(threadIdx.x == 0 ? 1 : 0xFFFFFFFF, pred)" — different, overlapping. */
Test(warp, rule_overlapping_masks)
{
    bt_ctx c;
    bt_init(&c);
    bt_compile(&c, "__global__ void k(int *o) { o[threadIdx.x] = __all_sync(threadIdx.x == 0 ? 1 : 0xFFFFFFFF, 1); }\n");
    int err = bt_launch(&c, "k", 1, 32, NULL, 128, NULL);
    cr_expect_neq(err, 0);
    cr_expect(strstr(bt_str(c.faults), "overlapping masks 0x00000001 and 0xffffffff"), "%s", bt_str(c.faults));
    bt_fini(&c);
    /* disjoint masks are fine, also in divergent branches (the seed's __syncwarp examples) */
    bt_init(&c);
    bt_compile(&c, "__global__ void k(int *o) {\n"
               "  if (threadIdx.x < 16) { __syncwarp(0xFFFF); o[threadIdx.x] = __ballot_sync(0xFFFF, 1); }\n"
               "  else { __syncwarp(0xFFFF0000); o[threadIdx.x] = __ballot_sync(0xFFFF0000, 1); }\n"
               "}\n");
    unsigned v[32];
    cr_expect_eq(bt_launch(&c, "k", 1, 32, v, sizeof v, NULL), 0, "%s", bt_str(c.faults));
    cr_expect_eq(v[0], 0xffffu);
    cr_expect_eq(v[31], 0xffff0000u);
    bt_fini(&c);
}

/* §5.4.6.5: "width must be a power of two in [1, warpSize]": a constant is refused at compile
 * time, a variable is reported when it runs. */
Test(warp, rule_width)
{
    bt_ctx c;
    bt_init(&c);
    const char *d = bt_compile_fails(&c, "__global__ void k(int *o) { o[0] = __shfl_sync(0xFFFFFFFF, 1, 0, /*width=*/31); }\n");
    cr_expect(strstr(d, "width 31") && strstr(d, "§5.4.6.5"), "%s", d);
    bt_fini(&c);
    bt_init(&c);
    bt_compile(&c, "__global__ void k(int *o) { int w = 12 + o[40]; o[threadIdx.x] = __shfl_sync(0xFFFFFFFF, 1, 0, w); }\n");
    cr_expect_eq(bt_launch(&c, "k", 1, 32, NULL, 256, NULL), 0);
    cr_expect(strstr(bt_str(c.diags), "width 12 is not a power of two"), "%s", bt_str(c.diags));
    bt_fini(&c);
}

/* §5.4.6.5: "if the target thread is inactive, the retrieved value is undefined" — reported;
 * the seed's example: lanes 3 and 4 read lanes 5 and 6, which are not in the call. */
Test(warp, rule_read_from_inactive_lane)
{
    bt_ctx c;
    bt_init(&c);
    bt_compile(&c, "__global__ void k(int *o) {\n"
               "  int laneId = threadIdx.x % 32;\n"
               "  if (laneId <= 4) o[laneId] = __shfl_down_sync(0b11111, laneId * 10, 2);\n"
               "}\n");
    int v[32];
    cr_expect_eq(bt_launch(&c, "k", 1, 32, v, sizeof v, NULL), 0);
    cr_expect(strstr(bt_str(c.diags), "lane 3 of block (0,0,0) warp 0 reads lane 5"), "%s", bt_str(c.diags));
    cr_expect_eq(v[0], 20);
    cr_expect_eq(v[2], 40);
    bt_fini(&c);
}

/* The seed's examples: inclusive scan over 8-lane sub-partitions (§5.4.6.5 example 2) and the
 * butterfly reduction (example 3). */
Test(warp, seed_scan_and_reduce)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "__global__ void scan(int *o) {\n"
        "  int laneId = threadIdx.x % 32; int value = 31 - laneId;\n"
        "  for (int delta = 1; delta <= 4; delta *= 2) {\n"
        "    int tmp = __shfl_up_sync(0xFFFFFFFF, value, delta, /*width=*/8);\n"
        "    int source_lane = laneId % 8 - delta;\n"
        "    if (source_lane >= 0) value += tmp;\n"
        "  }\n"
        "  o[threadIdx.x] = value;\n"
        "  int v = 31 - laneId;\n"
        "  for (int i = 1; i <= 16; i *= 2) v += __shfl_xor_sync(0xFFFFFFFF, v, i);\n"
        "  o[32 + threadIdx.x] = v;\n"
        "}\n";
    int o[64];
    bt_run(&c, src, "scan", 1, 32, o, sizeof o);
    for (int l = 0; l < 32; l++) {
        int want = 0;
        for (int j = l & ~7; j <= l; j++)
            want += 31 - j;
        cr_expect_eq(o[l], want, "lane %d", l);
        cr_expect_eq(o[32 + l], 496);
    }
    bt_fini(&c);
}

/* Seed 000 §5.4.6.5 example 1's "CUDA C++" form: cuda::device::warp_shuffle_idx from <cuda/warp>,
 * and its up/down/xor relatives, are the __shfl_*_sync functions over the whole warp. */
Test(warp, cuda_warp_shuffle)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "#include <cuda/warp>\n"
        "__global__ void k(int *o) {\n"
        "  int l = threadIdx.x;\n"
        "  o[l] = cuda::device::warp_shuffle_idx(l * 2, 5);\n"
        "  o[32 + l] = cuda::device::warp_shuffle_up(l, 1);\n"
        "  o[64 + l] = cuda::device::warp_shuffle_down(l, 1, 0xffffffffu);\n"
        "  o[96 + l] = cuda::device::warp_shuffle_xor(l, 31);\n"
        "}\n";
    int o[128];
    bt_run(&c, src, "k", 1, 32, o, sizeof o);
    for (int l = 0; l < 32; l++) {
        cr_expect_eq(o[l], 10);
        cr_expect_eq(o[32 + l], l ? l - 1 : 0);
        cr_expect_eq(o[64 + l], l < 31 ? l + 1 : 31);
        cr_expect_eq(o[96 + l], 31 - l);
    }
    bt_fini(&c);
}
