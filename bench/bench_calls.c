/* bench_calls.c — kernels whose time goes into small __device__ functions, against native C of
 * the same algorithm, both measured in this one process (as bench_six.c does: the median of
 * REPS launches and of REPS native runs, their ratio, the geometric mean of the ratios).
 *
 *   complex    2^18 points, 64 steps of z = z * w + c on a complex struct whose +, * and
 *              constructor are __device__ operator functions (by value in, by value out)
 *   cgreduce   2^22 floats, blocks of 256: cooperative groups (this_thread_block,
 *              tiled_partition<32>, tile.shfl_down, thread_rank, block.sync) as the guide
 *              writes a block reduction
 *   getelem    256^3 SGEMM through 16x16 shared tiles, every access through small functions of
 *              a matrix struct passed by value (element get/set, a sub-matrix view), the shape
 *              of the guide's shared-memory matrix multiplication
 *
 * The native forms are gcc -O2 C with the same operations in the same order (static inline
 * functions, which gcc inlines). The complex kernel's results are compared within a relative
 * 1e-4 (nvcc contracts its products into FMAs, gcc -O2 for x86-64 does not); the other two
 * sum small integers, exact in any order, and are compared bit for bit.
 *
 * Usage: bench_calls [REPS [KERNEL...]]   (REPS 3 by default); SIX_CLOCK=cpu as bench_six.
 *
 * Measured (December 2026, the 2-core development machine, busy, load 4-6; `SIX_CLOCK=cpu
 * bench_calls 3`, two runs each, alternating): every call compiled as a call, against small
 * functions inlined (interp/front/cg.c), aggregate arguments read in place, the register slab
 * sized for calls and local-frame accesses straight to the lanes' local memory (exec.c).
 *
 *   kernel       before          after
 *   complex      31.6-32.4x      10.0-10.7x   (interpreter 1367-1388 ms -> 424-431 ms)
 *   cgreduce     155-165x        60.6-60.8x   (563-569 ms -> 216-220 ms)
 *   getelem      50.7-60.0x      33.4-33.6x   (170-171 ms -> 93-102 ms)
 *   geomean      64.7-66.5x      27.3-28.0x
 *
 * Later (the same machine, load 8-9; `SIX_CLOCK=cpu bench_calls 3`, the executor before and
 * after struct locals, by-value struct parameters, `this` of inlined constructors and member
 * functions and inlined struct results stayed in registers, cg.c "Structs in registers"):
 *
 *   kernel       before          after
 *   complex      14.8x           1.4x         (interpreter 668 ms -> 61 ms: no local memory left)
 *   cgreduce     60.2-62.8x      55.8-59.6x   (a thread_block copied from a call stays in memory)
 *   getelem      32.6x           21.3x        (kernel struct parameters in registers)
 *   geomean      30.6x           12.3x
 *
 * and again at load 4 (one run each): complex 10.3x -> 1.0x, cgreduce 65.4x -> 58.9x, getelem
 * 31.1x -> 17.3x, geomean 27.6x -> 10.2x.
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cudarepl.h"
#include "bench/bench_native.h"

static const char *src =
    "#include <cooperative_groups.h>\n"
    "namespace cg = cooperative_groups;\n"
    "struct cplx {\n"
    "    float re, im;\n"
    "    __device__ cplx(float r, float i) : re(r), im(i) {}\n"
    "};\n"
    "__device__ cplx operator+(cplx a, cplx b) { return cplx(a.re + b.re, a.im + b.im); }\n"
    "__device__ cplx operator*(cplx a, cplx b) {\n"
    "    return cplx(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);\n"
    "}\n"
    "__device__ float norm2(cplx a) { return a.re * a.re + a.im * a.im; }\n"
    "__global__ void complex_steps(const float *in, float *out, int n, int steps) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i >= n) return;\n"
    "    cplx c(in[2 * i], in[2 * i + 1]);\n"
    "    cplx w(0.6f, 0.8f);\n"
    "    cplx z(0.0f, 0.0f);\n"
    "    for (int k = 0; k < steps; k++) z = z * w + c;\n"
    "    out[i] = norm2(z);\n"
    "}\n"
    "__global__ void cgreduce(const float *in, float *out, int n) {\n"
    "    __shared__ float ws[8];\n"
    "    cg::thread_block block = cg::this_thread_block();\n"
    "    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);\n"
    "    int i = blockIdx.x * blockDim.x + block.thread_rank();\n"
    "    float v = i < n ? in[i] : 0.0f;\n"
    "    for (int off = tile.size() / 2; off > 0; off /= 2) v += tile.shfl_down(v, off);\n"
    "    if (tile.thread_rank() == 0) ws[block.thread_rank() / 32] = v;\n"
    "    block.sync();\n"
    "    if (block.thread_rank() < 32) {\n"
    "        v = tile.thread_rank() < 8 ? ws[tile.thread_rank()] : 0.0f;\n"
    "        for (int off = tile.size() / 2; off > 0; off /= 2) v += tile.shfl_down(v, off);\n"
    "        if (block.thread_rank() == 0) out[blockIdx.x] = v;\n"
    "    }\n"
    "}\n"
    "struct Mat { int width, height, stride; float *elems; };\n"
    "__device__ float get(const Mat m, int r, int c) { return m.elems[r * m.stride + c]; }\n"
    "__device__ void set(Mat m, int r, int c, float v) { m.elems[r * m.stride + c] = v; }\n"
    "__device__ Mat tile_of(Mat m, int r, int c) {\n"
    "    Mat t;\n"
    "    t.width = 16; t.height = 16; t.stride = m.stride;\n"
    "    t.elems = &m.elems[m.stride * 16 * r + 16 * c];\n"
    "    return t;\n"
    "}\n"
    "__global__ void getelem(Mat A, Mat B, Mat C) {\n"
    "    int br = blockIdx.y, bc = blockIdx.x;\n"
    "    Mat Cs = tile_of(C, br, bc);\n"
    "    float acc = 0.0f;\n"
    "    int r = threadIdx.y, c = threadIdx.x;\n"
    "    for (int m = 0; m < A.width / 16; m++) {\n"
    "        Mat As = tile_of(A, br, m), Bs = tile_of(B, m, bc);\n"
    "        __shared__ float sa[16][16], sb[16][16];\n"
    "        sa[r][c] = get(As, r, c);\n"
    "        sb[r][c] = get(Bs, r, c);\n"
    "        __syncthreads();\n"
    "        for (int e = 0; e < 16; e++) acc += sa[r][e] * sb[e][c];\n"
    "        __syncthreads();\n"
    "    }\n"
    "    set(Cs, r, c, acc);\n"
    "}\n";

/* ---- native forms ------------------------------------------------------------------------ */

typedef struct { float re, im; } cplx;
static inline cplx cadd(cplx a, cplx b) { return (cplx){a.re + b.re, a.im + b.im}; }
static inline cplx cmul(cplx a, cplx b)
{
    return (cplx){a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

__attribute__((noinline)) static void native_complex(const float *in, float *out, int n, int steps)
{
    for (int i = 0; i < n; i++) {
        cplx c = {in[2 * i], in[2 * i + 1]}, w = {0.6f, 0.8f}, z = {0, 0};
        for (int k = 0; k < steps; k++)
            z = cadd(cmul(z, w), c);
        out[i] = z.re * z.re + z.im * z.im;
    }
}

__attribute__((noinline)) static void native_getelem(const float *A, const float *B, float *C, int n)
{
    float As[16][16], Bs[16][16], acc[16][16];
    for (int by = 0; by < n / 16; by++)
        for (int bx = 0; bx < n / 16; bx++) {
            memset(acc, 0, sizeof acc);
            for (int m = 0; m < n / 16; m++) {
                for (int r = 0; r < 16; r++)
                    for (int c = 0; c < 16; c++) {
                        As[r][c] = A[(size_t)(by * 16 + r) * n + m * 16 + c];
                        Bs[r][c] = B[(size_t)(m * 16 + r) * n + bx * 16 + c];
                    }
                for (int r = 0; r < 16; r++)
                    for (int e = 0; e < 16; e++)
                        for (int c = 0; c < 16; c++)
                            acc[r][c] += As[r][e] * Bs[e][c];
            }
            for (int r = 0; r < 16; r++)
                for (int c = 0; c < 16; c++)
                    C[(size_t)(by * 16 + r) * n + bx * 16 + c] = acc[r][c];
        }
}

/* ---- the harness ------------------------------------------------------------------------- */

typedef struct { int32_t width, height, stride, pad; uint64_t elems; } dev_mat;

static bool wanted(int argc, char **argv, const char *name)
{
    if (argc <= 2)
        return true;
    for (int i = 2; i < argc; i++)
        if (!strcmp(argv[i], name))
            return true;
    return false;
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 3;
    bench_clock_from_env();
    if (reps < 1)
        reps = 1;
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    if (!s || cr_compile_device(s, "calls.cu", src) != CR_OK) {
        fprintf(stderr, "compile failed\n");
        return 1;
    }
    const int NC = 1 << 18, NR = 1 << 22, M = 256, STEPS = 64;
    size_t maxb = (size_t)NR * 4;
    float *a = malloc(maxb), *b = malloc(maxb), *c = malloc(maxb), *d = malloc(maxb);
    uint64_t da, db, dc;
    if (cr_device_alloc(s, &da, maxb) || cr_device_alloc(s, &db, maxb) || cr_device_alloc(s, &dc, maxb))
        return 1;
    double *ti = malloc((size_t)reps * sizeof *ti), *tn = malloc((size_t)reps * sizeof *tn);
    printf("%-10s %-30s %12s %12s %8s\n", "kernel", "size", "interp ms", "native ms", "ratio");
    double logsum = 0;
    int nrun = 0, bad = 0;
    for (int k = 0; k < 3; k++) {
        static const char *names[] = {"complex", "cgreduce", "getelem"};
        static const char *what[] = {"2^18 points, 64 steps", "2^22 floats, tiles of 32",
                                     "256^3, 16x16 tiles"};
        if (!wanted(argc, argv, names[k]))
            continue;
        size_t out_bytes;
        for (int r = 0; r < reps; r++) {
            int e = 0;
            double t0;
            if (k == 0) {
                for (int i = 0; i < 2 * NC; i++)
                    a[i] = (float)((i * 37) % 101) / 101.0f - 0.5f;
                if (cr_memcpy_htod(s, da, a, (size_t)NC * 8))
                    return 1;
                int n = NC, steps = STEPS;
                void *args[] = {&da, &dc, &n, &steps};
                t0 = now();
                e = cr_launch(s, "complex_steps", (cr_dim3){NC / 256, 1, 1}, (cr_dim3){256, 1, 1}, 0, args);
                ti[r] = now() - t0;
                t0 = now();
                native_complex(a, c, NC, STEPS);
                tn[r] = now() - t0;
                out_bytes = (size_t)NC * 4;
            } else if (k == 1) {
                for (int i = 0; i < NR; i++)
                    a[i] = (float)(i % 1000) * 0.25f;
                if (cr_memcpy_htod(s, da, a, maxb))
                    return 1;
                int n = NR;
                void *args[] = {&da, &dc, &n};
                t0 = now();
                e = cr_launch(s, "cgreduce", (cr_dim3){NR / 256, 1, 1}, (cr_dim3){256, 1, 1}, 0, args);
                ti[r] = now() - t0;
                t0 = now();
                native_shfl(a, c, NR);
                tn[r] = now() - t0;
                out_bytes = (size_t)NR / 256 * 4;
            } else {
                for (int i = 0; i < M * M; i++) {
                    a[i] = (float)(i % 5);
                    b[i] = (float)(i % 7) - 3.0f;
                }
                if (cr_memcpy_htod(s, da, a, (size_t)M * M * 4) || cr_memcpy_htod(s, db, b, (size_t)M * M * 4))
                    return 1;
                dev_mat A = {M, M, M, 0, da}, B = {M, M, M, 0, db}, C = {M, M, M, 0, dc};
                void *args[] = {&A, &B, &C};
                t0 = now();
                e = cr_launch(s, "getelem", (cr_dim3){M / 16, M / 16, 1}, (cr_dim3){16, 16, 1}, 0, args);
                ti[r] = now() - t0;
                t0 = now();
                native_getelem(a, b, c, M);
                tn[r] = now() - t0;
                out_bytes = (size_t)M * M * 4;
            }
            if (e) {
                fprintf(stderr, "%s: launch failed: %s\n", names[k], cr_error_name(e));
                return 1;
            }
        }
        if (cr_memcpy_dtoh(s, d, dc, out_bytes))
            return 1;
        bool same = true;
        for (size_t i = 0; i < out_bytes / 4; i++)
            if (k == 0 ? fabsf(d[i] - c[i]) > 1e-4f * fabsf(c[i]) + 1e-6f : d[i] != c[i])
                same = false;
        if (!same) {
            printf("%s: the device's result differs from the native one\n", names[k]);
            bad = 1;
        }
        double mi = median(ti, reps), mn = median(tn, reps);
        printf("%-10s %-30s %12.1f %12.2f %7.1fx\n", names[k], what[k], mi * 1e3, mn * 1e3, mi / mn);
        fflush(stdout);
        logsum += log(mi / mn);
        nrun++;
    }
    if (nrun)
        printf("geometric mean of the ratios (%d kernels, median of %d): %.1fx\n", nrun, reps,
               exp(logsum / nrun));
    free(ti);
    free(tn);
    free(a);
    free(b);
    free(c);
    free(d);
    cr_session_free(s);
    return bad;
}
