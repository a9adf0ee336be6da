/* test_launch.c — traces of real launches reproduce the numbers of seed 004 §2.3.4, per source
 * line, through the public API (cr_trace_set, cr_launch, cr_trace_render as JSON).
 */
#include "trace_util.h"

/* ---- Coalescing (§2.3.4.1) ---------------------------------------------------------------- */

static const char *coalesce_src =
    "__global__ void consecutive(const float *a, float *out) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    float v = a[i]; // consecutive\n"
    "    out[i] = v;\n"
    "}\n"
    "__global__ void strided(const float *a, float *out, int stride) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    float v = a[i * stride]; // strided\n"
    "    out[i] = v;\n"
    "}\n";

Test(launch, consecutive_floats_take_4_sectors)
{
    cr_session *s = tu_session(coalesce_src, "on");
    uint64_t a = tu_alloc(s, 256 * 4), out = tu_alloc(s, 256 * 4);
    void *args[] = {&a, &out};
    cr_assert_eq(cr_launch(s, "consecutive", (cr_dim3){2, 1, 1}, (cr_dim3){128, 1, 1}, 0, args), 0);
    json_t *doc = tu_json(s);
    json_t *l = tu_line(doc, tu_line_of(coalesce_src, "// consecutive"));
    cr_expect_eq(tu_num(l, "global_requests"), 8);          /* 8 warps, one load each */
    cr_expect_eq(tu_num(l, "sectors_per_request"), 4.0);
    cr_expect_eq(tu_num(l, "global_efficiency"), 1.0);
    cr_expect_eq(tu_num(l, "global_bytes_used"), 8 * 128);
    cr_expect_eq(tu_num(l, "global_bytes_transferred"), 8 * 128);
    cr_expect_eq(tu_num(l, "simt_efficiency"), 1.0);
    cr_expect_eq(tu_count_findings(tu_launch(doc, 0), "uncoalesced"), 0);
    json_decref(doc);
    cr_session_free(s);
}

Test(launch, strides_of_32_bytes_or_more_take_32_sectors)
{
    int strides[] = {8, 16, 33};   /* floats: 32, 64 and 132 bytes apart */
    for (size_t k = 0; k < sizeof strides / sizeof strides[0]; k++) {
        cr_session *s = tu_session(coalesce_src, "on");
        uint64_t a = tu_alloc(s, 64 * 33 * 4), out = tu_alloc(s, 64 * 4);
        int stride = strides[k];
        void *args[] = {&a, &out, &stride};
        cr_assert_eq(cr_launch(s, "strided", (cr_dim3){1, 1, 1}, (cr_dim3){64, 1, 1}, 0, args), 0);
        json_t *doc = tu_json(s);
        int line = tu_line_of(coalesce_src, "// strided");
        json_t *l = tu_line(doc, line);
        cr_expect_eq(tu_num(l, "sectors_per_request"), 32.0, "stride %d", stride);
        cr_expect_eq(tu_num(l, "global_efficiency"), 0.125, "stride %d: 128 / 1024 bytes", stride);
        cr_expect(tu_finding(tu_launch(doc, 0), "uncoalesced", line, "load"));
        /* the store of the same kernel is coalesced */
        cr_expect_eq(tu_num(tu_line(doc, line + 1), "sectors_per_request"), 4.0);
        cr_expect(!tu_finding(tu_launch(doc, 0), "uncoalesced", line + 1, NULL));
        json_decref(doc);
        cr_session_free(s);
    }
}

/* ---- Shared-memory banks (§2.3.4.2, §2.3.4.2.2) ------------------------------------------- */

static const char *bank_src =
    "__global__ void col32(float *out) {\n"
    "    __shared__ float s[32][32];\n"
    "    for (int r = 0; r < 32; r++) s[r][threadIdx.x] = r;\n"
    "    __syncthreads();\n"
    "    out[threadIdx.x] = s[threadIdx.x][1]; // column of [32][32]\n"
    "}\n"
    "__global__ void col33(float *out) {\n"
    "    __shared__ float s[32][33];\n"
    "    for (int r = 0; r < 32; r++) s[r][threadIdx.x] = r;\n"
    "    __syncthreads();\n"
    "    out[threadIdx.x] = s[threadIdx.x][1]; // column of [32][33]\n"
    "}\n"
    "__global__ void stride2(float *out) {\n"
    "    __shared__ float s[96];\n"
    "    for (int r = 0; r < 3; r++) s[r * 32 + threadIdx.x] = r;\n"
    "    __syncthreads();\n"
    "    out[threadIdx.x] = s[2 * threadIdx.x]; // stride 2\n"
    "}\n"
    "__global__ void stride3(float *out) {\n"
    "    __shared__ float s[96];\n"
    "    for (int r = 0; r < 3; r++) s[r * 32 + threadIdx.x] = r;\n"
    "    __syncthreads();\n"
    "    out[threadIdx.x] = s[3 * threadIdx.x]; // stride 3\n"
    "}\n"
    "__global__ void broadcast(float *out) {\n"
    "    __shared__ float s[32];\n"
    "    s[threadIdx.x] = threadIdx.x;\n"
    "    __syncthreads();\n"
    "    out[threadIdx.x] = s[5]; // one word\n"
    "}\n";

static int shared_ways(const char *kernel, const char *mark, double *requests)
{
    cr_session *s = tu_session(bank_src, "on");
    uint64_t out = tu_alloc(s, 32 * 4);
    void *args[] = {&out};
    cr_assert_eq(cr_launch(s, kernel, (cr_dim3){1, 1, 1}, (cr_dim3){32, 1, 1}, 0, args), 0);
    json_t *doc = tu_json(s);
    json_t *l = tu_line(doc, tu_line_of(bank_src, mark));
    int ways = (int)tu_num(l, "bank_conflict_ways");
    cr_expect_eq(tu_num2(l, "shared_load", "bank_conflict_ways"), ways);
    *requests = tu_num(l, "shared_requests");
    json_decref(doc);
    cr_session_free(s);
    return ways;
}

Test(launch, bank_conflicts_of_the_seed)
{
    double req;
    cr_expect_eq(shared_ways("col32", "// column of [32][32]", &req), 32, "figure 17: a column is a 32-way conflict");
    cr_expect_eq(req, 1);
    cr_expect_eq(shared_ways("col33", "// column of [32][33]", &req), 1, "figure 18: padding removes it");
    cr_expect_eq(shared_ways("stride2", "// stride 2", &req), 2, "figure 15 middle");
    cr_expect_eq(shared_ways("stride3", "// stride 3", &req), 1, "figure 15 right");
    cr_expect_eq(shared_ways("broadcast", "// one word", &req), 1, "figure 16 right: broadcast");
    cr_expect_eq(req, 1);
}

/* ---- The transposes of §2.3.4.1.1, §2.3.4.2.1 and §2.3.4.2.2, as the seed writes them --------- */

static const char *transpose_global_src =
    "#define INDX( row, col, ld ) ( ( (row) * (ld) ) + (col) )\n"
    "__global__ void cuda_transpose(int m, float *a, float *c )\n"
    "{\n"
    "    int myCol = blockDim.x * blockIdx.x + threadIdx.x;\n"
    "    int myRow = blockDim.y * blockIdx.y + threadIdx.y;\n"
    "    if( myRow < m && myCol < m )\n"
    "    {\n"
    "        c[INDX( myCol, myRow, m )] = a[INDX( myRow, myCol, m )];\n"
    "    } /* end if */\n"
    "    return;\n"
    "}\n";

#define SMEM_TRANSPOSE(COLS)                                                                      \
    "#define THREADS_PER_BLOCK_X 32\n"                                                           \
    "#define THREADS_PER_BLOCK_Y 32\n"                                                           \
    "#define INDX( row, col, ld ) ( ( (col) * (ld) ) + (row) )\n"                                \
    "__global__ void smem_transpose(int m, float *a, float *c )\n"                               \
    "{\n"                                                                                         \
    "    __shared__ float smemArray[THREADS_PER_BLOCK_X][" COLS "];\n"                            \
    "    const int myRow = blockDim.x * blockIdx.x + threadIdx.x;\n"                              \
    "    const int myCol = blockDim.y * blockIdx.y + threadIdx.y;\n"                              \
    "    const int tileX = blockDim.x * blockIdx.x;\n"                                            \
    "    const int tileY = blockDim.y * blockIdx.y;\n"                                            \
    "    if( myRow < m && myCol < m )\n"                                                          \
    "    {\n"                                                                                     \
    "        smemArray[threadIdx.x][threadIdx.y] = a[INDX( tileX + threadIdx.x, tileY + threadIdx.y, m )];\n" \
    "    } /* end if */\n"                                                                        \
    "    __syncthreads();\n"                                                                      \
    "    if( myRow < m && myCol < m )\n"                                                          \
    "    {\n"                                                                                     \
    "        c[INDX( tileY + threadIdx.x, tileX + threadIdx.y, m )] = smemArray[threadIdx.y][threadIdx.x];\n" \
    "    } /* end if */\n"                                                                        \
    "    return;\n"                                                                               \
    "}\n"

static const char *transpose_smem_src = SMEM_TRANSPOSE("THREADS_PER_BLOCK_Y");
static const char *transpose_padded_src = SMEM_TRANSPOSE("THREADS_PER_BLOCK_Y+1");

/* m = 64: a 2 x 2 grid of 32 x 32 tiles, so the leading dimension is more than 32 */
static json_t *run_transpose(const char *src, const char *kernel)
{
    cr_session *s = tu_session(src, "on");
    int m = 64;
    uint64_t a = tu_alloc(s, (size_t)m * m * 4), c = tu_alloc(s, (size_t)m * m * 4);
    float h[64 * 64], r[64 * 64];
    for (int i = 0; i < m * m; i++)
        h[i] = (float)i;
    cr_assert_eq(cr_memcpy_htod(s, a, h, sizeof h), CR_OK);
    void *args[] = {&m, &a, &c};
    cr_assert_eq(cr_launch(s, kernel, (cr_dim3){2, 2, 1}, (cr_dim3){32, 32, 1}, 0, args), 0);
    cr_assert_eq(cr_memcpy_dtoh(s, r, c, sizeof r), CR_OK);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < m; j++)
            cr_assert_eq(r[j * m + i], h[i * m + j], "the kernel transposes");
    json_t *doc = tu_json(s);
    cr_session_free(s);
    return doc;
}

Test(launch, transpose_global_points_at_the_uncoalesced_write)
{
    json_t *doc = run_transpose(transpose_global_src, "cuda_transpose");
    int line = tu_line_of(transpose_global_src, "c[INDX( myCol");
    json_t *l = tu_line(doc, line);
    cr_expect_eq(tu_num2(l, "global_load", "sectors_per_request"), 4.0, "the read of a is coalesced");
    cr_expect_eq(tu_num2(l, "global_store", "sectors_per_request"), 32.0, "the write of c is not");
    cr_expect_eq(tu_num2(l, "global_store", "efficiency"), 0.125);
    cr_expect_eq(tu_num2(l, "global_store", "requests"), 128);   /* 4 blocks x 32 warps */
    json_t *launch = tu_launch(doc, 0);
    cr_expect(tu_finding(launch, "uncoalesced", line, "store"));
    cr_expect(!tu_finding(launch, "uncoalesced", line, "load"));
    cr_expect_eq(tu_count_findings(launch, "uncoalesced"), 1);
    json_decref(doc);
}

Test(launch, transpose_smem_points_at_the_conflicting_shared_line)
{
    json_t *doc = run_transpose(transpose_smem_src, "smem_transpose");
    int in = tu_line_of(transpose_smem_src, "smemArray[threadIdx.x][threadIdx.y] =");
    int out = tu_line_of(transpose_smem_src, "c[INDX( tileY");
    json_t *li = tu_line(doc, in), *lo = tu_line(doc, out);
    /* both global accesses are coalesced now (§2.3.4.2.1) */
    cr_expect_eq(tu_num2(li, "global_load", "sectors_per_request"), 4.0);
    cr_expect_eq(tu_num2(lo, "global_store", "sectors_per_request"), 4.0);
    /* one shared access has a 32-way conflict, the other none (§2.3.4.2.2) */
    cr_expect_eq(tu_num2(li, "shared_store", "bank_conflict_ways"), 32);
    cr_expect_eq(tu_num2(li, "shared_store", "wavefronts_per_request"), 32.0);
    cr_expect_eq(tu_num2(lo, "shared_load", "bank_conflict_ways"), 1);
    json_t *launch = tu_launch(doc, 0);
    cr_expect(tu_finding(launch, "bank_conflict", in, "store"));
    cr_expect_eq(tu_count_findings(launch, "bank_conflict"), 1);
    cr_expect_eq(tu_count_findings(launch, "uncoalesced"), 0);
    json_decref(doc);
}

Test(launch, padded_transpose_fixes_both)
{
    json_t *doc = run_transpose(transpose_padded_src, "smem_transpose");
    int in = tu_line_of(transpose_padded_src, "smemArray[threadIdx.x][threadIdx.y] =");
    int out = tu_line_of(transpose_padded_src, "c[INDX( tileY");
    cr_expect_eq(tu_num(tu_line(doc, in), "bank_conflict_ways"), 1);
    cr_expect_eq(tu_num(tu_line(doc, out), "bank_conflict_ways"), 1);
    cr_expect_eq(tu_num(tu_line(doc, in), "sectors_per_request"), 4.0);
    cr_expect_eq(tu_num(tu_line(doc, out), "sectors_per_request"), 4.0);
    json_t *launch = tu_launch(doc, 0);
    cr_expect_eq(tu_count_findings(launch, "bank_conflict"), 0);
    cr_expect_eq(tu_count_findings(launch, "uncoalesced"), 0);
    json_decref(doc);
}

/* ---- Divergence (§2.3.1: divergent paths in a warp cost performance) ------------------------ */

static const char *branch_src =
    "__global__ void branchy(int *a) {\n"
    "    int i = threadIdx.x;\n"
    "    if (i % 2) // branch\n"
    "        a[i] = i * 2; // odd\n"
    "    else\n"
    "        a[i] = -i; // even\n"
    "    a[i] += 1; // after\n"
    "}\n";

Test(launch, divergent_if_halves_simt_efficiency_and_reconverges)
{
    cr_session *s = tu_session(branch_src, "on");
    uint64_t a = tu_alloc(s, 64 * 4);
    void *args[] = {&a};
    cr_assert_eq(cr_launch(s, "branchy", (cr_dim3){1, 1, 1}, (cr_dim3){64, 1, 1}, 0, args), 0);
    int out[64];
    cr_assert_eq(cr_memcpy_dtoh(s, out, a, sizeof out), CR_OK);
    for (int i = 0; i < 64; i++)
        cr_assert_eq(out[i], (i % 2 ? i * 2 : -i) + 1);
    json_t *doc = tu_json(s);
    int branch = tu_line_of(branch_src, "// branch"), after = tu_line_of(branch_src, "// after");
    cr_expect_eq(tu_num(tu_line(doc, tu_line_of(branch_src, "// odd")), "simt_efficiency"), 0.5);
    cr_expect_eq(tu_num(tu_line(doc, tu_line_of(branch_src, "// even")), "simt_efficiency"), 0.5);
    cr_expect_eq(tu_num(tu_line(doc, after), "simt_efficiency"), 1.0);
    cr_expect_eq(tu_num(tu_line(doc, branch), "divergent_branches"), 2);   /* one per warp */
    cr_expect_eq(tu_num(tu_line(doc, after), "reconvergences"), 2);
    json_t *launch = tu_launch(doc, 0);
    cr_expect(tu_finding(launch, "divergence", branch, "branch"));
    /* the step records: the split and where the lanes come together again */
    json_t *st;
    size_t i;
    int splits = 0, joins = 0;
    json_array_foreach(json_object_get(launch, "steps"), i, st) {
        json_t *d = json_object_get(st, "diverged");
        if (d) {
            splits++;
            cr_expect_eq(json_integer_value(json_object_get(d, "taken")) |
                         json_integer_value(json_object_get(d, "not_taken")), 0xffffffff);
            cr_expect_eq(json_integer_value(json_object_get(st, "line")), branch);
        }
        json_t *r = json_object_get(st, "reconverged");
        if (r) {
            joins++;
            cr_expect_eq(json_integer_value(json_object_get(st, "mask")), 0xffffffff);
            cr_expect_eq(json_integer_value(json_object_get(r, "line")), after);
        }
    }
    cr_expect_eq(splits, 2);
    cr_expect_eq(joins, 2);
    json_t *w;
    json_array_foreach(json_object_get(launch, "warps"), i, w) {
        cr_expect_lt(tu_num(w, "simt_efficiency"), 1.0);
        cr_expect_eq(tu_num(w, "divergent_branches"), 1);
    }
    json_decref(doc);
    cr_session_free(s);
}

/* ---- Barriers (§2.3.2.1) -------------------------------------------------------------------- */

static const char *barrier_src =
    "__global__ void late(float *out) {\n"
    "    __shared__ float s[64];\n"
    "    float v = threadIdx.x;\n"
    "    if (threadIdx.x < 32)\n"
    "        for (int k = 0; k < 50; k++) v = v * 0.5f + 1.0f; // warp 0 works\n"
    "    s[threadIdx.x] = v;\n"
    "    __syncthreads(); // barrier\n"
    "    out[threadIdx.x] = s[63 - threadIdx.x];\n"
    "}\n";

Test(launch, barrier_wait_is_measured)
{
    cr_session *s = tu_session(barrier_src, "on");
    uint64_t out = tu_alloc(s, 64 * 4);
    void *args[] = {&out};
    cr_assert_eq(cr_launch(s, "late", (cr_dim3){1, 1, 1}, (cr_dim3){64, 1, 1}, 0, args), 0);
    json_t *doc = tu_json(s);
    json_t *launch = tu_launch(doc, 0);
    json_t *w0 = json_array_get(json_object_get(launch, "warps"), 0);
    json_t *w1 = json_array_get(json_object_get(launch, "warps"), 1);
    cr_assert(w0 && w1);
    cr_expect_eq(tu_num(w0, "barrier_waits"), 1);
    cr_expect_eq(tu_num(w1, "barrier_waits"), 1);
    /* warp 0 arrives last (its loop is 50 iterations of several instructions): it does not wait;
     * warp 1 waits for it, whatever order the interpreter ran them in */
    cr_expect_eq(tu_num(w0, "barrier_wait_steps"), 0);
    cr_expect_gt(tu_num(w1, "barrier_wait_steps"), 50 * 3);
    json_t *l = tu_line(doc, tu_line_of(barrier_src, "// barrier"));
    cr_expect_eq(tu_num(l, "barrier_arrivals"), 2);
    cr_expect_eq(tu_num(l, "barrier_wait_steps"), tu_num(w1, "barrier_wait_steps"));
    json_decref(doc);
    cr_session_free(s);
}
