/* <cublas_api.h>: a subset of cuBLAS (the API of handles that <cublas_v2.h> brings), written in
 * the C++ cudarepl compiles, as <curand.h> is: a handle is a host object, and each routine checks
 * its arguments as cuBLAS does and launches a kernel of this header on the handle's stream. Both
 * passes read this file (the device pass sees the kernels; host code's C view, the types).
 *
 * Matrices are column-major, with leading dimensions; CUBLAS_OP_C is CUBLAS_OP_T for the real
 * types provided (float, double; half and bfloat16 inputs of cublasGemmEx, and its int8 inputs
 * with int32 results, which are exact, or float ones). What an H200 gives (cuBLAS 13.1), measured with
 * deterministic inputs (docs/libraries.md, "cuBLAS"):
 *   - GEMM and GEMV: each element is a sum over k in one of a few orders that cuBLAS picks by
 *     shape (__cr_blas_sum, __cr_blas_gemm_order): sequential and fused for most shapes, sliced
 *     for others, then alpha * sum where beta is 0 (C is not read), fma(alpha, sum, beta * c)
 *     otherwise. The measured shapes are the H200's bits; others take the order of the nearest
 *     measured kind of shape, which cuBLAS's heuristics may not.
 *   - AXPY is fma(alpha, x, y), bit for bit; SCAL, COPY, SWAP are exact; ISAMAX/ISAMIN return
 *     the first index (from 1) of the largest/smallest magnitude, as cuBLAS.
 *   - DOT and ASUM are tree reductions whose order was measured for n up to 300
 *     (__cr_blas_reduce); NRM2's was not found, so its results may differ in the last bits.
 * Pointer modes: alpha and beta (and the results of DOT, NRM2, ASUM, IAMAX) are read or written
 * on the host (CUBLAS_POINTER_MODE_HOST, the default: a result is there when the call returns)
 * or in device memory (CUBLAS_POINTER_MODE_DEVICE: read and written by the kernels, in stream
 * order). */
#ifndef __CR_CUBLAS_API_H
#define __CR_CUBLAS_API_H
#define CUBLAS_API_H_ /* (CUDA's own guard) */

#include <cuda_runtime.h>
#include "library_types.h"
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#define CUBLAS_VER_MAJOR 13
#define CUBLAS_VER_MINOR 1
#define CUBLAS_VER_PATCH 0
#define CUBLAS_VER_BUILD 3
#define CUBLAS_VERSION (CUBLAS_VER_MAJOR * 10000 + CUBLAS_VER_MINOR * 100 + CUBLAS_VER_PATCH)

typedef enum {
    CUBLAS_STATUS_SUCCESS = 0,
    CUBLAS_STATUS_NOT_INITIALIZED = 1,
    CUBLAS_STATUS_ALLOC_FAILED = 3,
    CUBLAS_STATUS_INVALID_VALUE = 7,
    CUBLAS_STATUS_ARCH_MISMATCH = 8,
    CUBLAS_STATUS_MAPPING_ERROR = 11,
    CUBLAS_STATUS_EXECUTION_FAILED = 13,
    CUBLAS_STATUS_INTERNAL_ERROR = 14,
    CUBLAS_STATUS_NOT_SUPPORTED = 15,
    CUBLAS_STATUS_LICENSE_ERROR = 16
} cublasStatus_t;

typedef enum { CUBLAS_FILL_MODE_LOWER = 0, CUBLAS_FILL_MODE_UPPER = 1, CUBLAS_FILL_MODE_FULL = 2 } cublasFillMode_t;
typedef enum { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 } cublasDiagType_t;
typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;
typedef enum {
    CUBLAS_OP_N = 0,
    CUBLAS_OP_T = 1,
    CUBLAS_OP_C = 2,
    CUBLAS_OP_HERMITAN = 2,
    CUBLAS_OP_CONJG = 3
} cublasOperation_t;
typedef enum { CUBLAS_POINTER_MODE_HOST = 0, CUBLAS_POINTER_MODE_DEVICE = 1 } cublasPointerMode_t;
typedef enum { CUBLAS_ATOMICS_NOT_ALLOWED = 0, CUBLAS_ATOMICS_ALLOWED = 1 } cublasAtomicsMode_t;

/* the algorithm of a GemmEx call: a hint cudarepl takes and does not need */
typedef enum {
    CUBLAS_GEMM_DFALT = -1,
    CUBLAS_GEMM_DEFAULT = -1,
    CUBLAS_GEMM_ALGO0 = 0, CUBLAS_GEMM_ALGO1 = 1, CUBLAS_GEMM_ALGO2 = 2, CUBLAS_GEMM_ALGO3 = 3,
    CUBLAS_GEMM_ALGO4 = 4, CUBLAS_GEMM_ALGO5 = 5, CUBLAS_GEMM_ALGO6 = 6, CUBLAS_GEMM_ALGO7 = 7,
    CUBLAS_GEMM_ALGO8 = 8, CUBLAS_GEMM_ALGO9 = 9, CUBLAS_GEMM_ALGO10 = 10, CUBLAS_GEMM_ALGO11 = 11,
    CUBLAS_GEMM_ALGO12 = 12, CUBLAS_GEMM_ALGO13 = 13, CUBLAS_GEMM_ALGO14 = 14, CUBLAS_GEMM_ALGO15 = 15,
    CUBLAS_GEMM_ALGO16 = 16, CUBLAS_GEMM_ALGO17 = 17, CUBLAS_GEMM_ALGO18 = 18, CUBLAS_GEMM_ALGO19 = 19,
    CUBLAS_GEMM_ALGO20 = 20, CUBLAS_GEMM_ALGO21 = 21, CUBLAS_GEMM_ALGO22 = 22, CUBLAS_GEMM_ALGO23 = 23,
    CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99,
    CUBLAS_GEMM_DFALT_TENSOR_OP = 99,
    CUBLAS_GEMM_ALGO0_TENSOR_OP = 100, CUBLAS_GEMM_ALGO1_TENSOR_OP = 101, CUBLAS_GEMM_ALGO2_TENSOR_OP = 102,
    CUBLAS_GEMM_ALGO3_TENSOR_OP = 103, CUBLAS_GEMM_ALGO4_TENSOR_OP = 104, CUBLAS_GEMM_ALGO5_TENSOR_OP = 105,
    CUBLAS_GEMM_ALGO6_TENSOR_OP = 106, CUBLAS_GEMM_ALGO7_TENSOR_OP = 107, CUBLAS_GEMM_ALGO8_TENSOR_OP = 108,
    CUBLAS_GEMM_ALGO9_TENSOR_OP = 109, CUBLAS_GEMM_ALGO10_TENSOR_OP = 110, CUBLAS_GEMM_ALGO11_TENSOR_OP = 111,
    CUBLAS_GEMM_ALGO12_TENSOR_OP = 112, CUBLAS_GEMM_ALGO13_TENSOR_OP = 113, CUBLAS_GEMM_ALGO14_TENSOR_OP = 114,
    CUBLAS_GEMM_ALGO15_TENSOR_OP = 115,
    CUBLAS_GEMM_AUTOTUNE = 999
} cublasGemmAlgo_t;

/* the handle's math mode: kept and given back; every mode computes in the precision of its types
 * here (an H200 in CUBLAS_TF32_TENSOR_OP_MATH rounds SGEMM's inputs to TF32, cudarepl does not) */
typedef enum {
    CUBLAS_DEFAULT_MATH = 0,
    CUBLAS_TENSOR_OP_MATH = 1,
    CUBLAS_PEDANTIC_MATH = 2,
    CUBLAS_TF32_TENSOR_OP_MATH = 3,
    CUBLAS_FP32_EMULATED_BF16X9_MATH = 4,
    CUBLAS_FP64_EMULATED_FIXEDPOINT_MATH = 8,
    CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
} cublasMath_t;

typedef cudaDataType cublasDataType_t;

typedef enum {
    CUBLAS_COMPUTE_16F = 64,
    CUBLAS_COMPUTE_16F_PEDANTIC = 65,
    CUBLAS_COMPUTE_32F = 68,
    CUBLAS_COMPUTE_32F_PEDANTIC = 69,
    CUBLAS_COMPUTE_32F_FAST_16F = 74,
    CUBLAS_COMPUTE_32F_FAST_16BF = 75,
    CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
    CUBLAS_COMPUTE_32F_EMULATED_16BFX9 = 78,
    CUBLAS_COMPUTE_64F = 70,
    CUBLAS_COMPUTE_64F_PEDANTIC = 71,
    CUBLAS_COMPUTE_64F_EMULATED_FIXEDPOINT = 79,
    CUBLAS_COMPUTE_32I = 72,
    CUBLAS_COMPUTE_32I_PEDANTIC = 73
} cublasComputeType_t;

struct cublasContext {
    cudaStream_t stream;
    int pointer_mode; /* cublasPointerMode_t */
    int math_mode;    /* cublasMath_t */
    int atomics_mode; /* cublasAtomicsMode_t */
    void *result;     /* device memory for a result returned to the host (8 bytes) */
};
typedef struct cublasContext *cublasHandle_t;

/* The rest is C++: the C view of this header (host code's, written as C) has the types only. */
#ifdef __cplusplus

/* ---- kernels ---- */

__device__ inline float __cr_blas_fma(float a, float b, float c) { return fmaf(a, b, c); }
__device__ inline double __cr_blas_fma(double a, double b, double c) { return fma(a, b, c); }
__device__ inline float __cr_blas_abs(float a) { return fabsf(a); }
__device__ inline double __cr_blas_abs(double a) { return fabs(a); }
__device__ inline float __cr_blas_sqrt(float a) { return sqrtf(a); }
__device__ inline double __cr_blas_sqrt(double a) { return sqrt(a); }

/* element I of a vector of N elements with increment INC (a negative one walks from the end, as
 * BLAS does) */
__device__ inline long long __cr_blas_at(int i, int n, int inc)
{
    return inc >= 0 ? (long long)i * inc : (long long)(i - n + 1) * inc;
}

/* The orders in which an H200's SGEMM and SGEMV kernels sum over k (docs/libraries.md,
 * "cuBLAS"), as (KT, SLICES): k goes in tiles of KT elements, tile t to slice t % SLICES; each
 * slice is a fused sum in order (from 0), and the slices' sums are added in order. KT = k (or
 * SLICES = 1) is the sequential sum; SLICES = 0 is a sum over 32 lanes, lane l summing the l-th
 * run of ceil(k / 32) elements, the lanes then added pairwise (l += l + 16, l + 8, ...). */
#define __CR_BLAS_LANES 0
#define __CR_BLAS_MAX_SLICES 8

/* the sum over p < k of a[p * as] b[p * bs] */
template <class T> __device__ T __cr_blas_sum(int kt, int slices, int k, const T *a, long long as, const T *b, long long bs)
{
    if (slices == __CR_BLAS_LANES) {
        T lane[32];
        int run = (k + 31) / 32;
        for (int l = 0; l < 32; l++) {
            T s = 0;
            for (int p = l * run; p < k && p < (l + 1) * run; p++)
                s = __cr_blas_fma(a[p * as], b[p * bs], s);
            lane[l] = s;
        }
        for (int half = 16; half > 0; half /= 2)
            for (int l = 0; l < half; l++)
                lane[l] = lane[l] + lane[l + half];
        return lane[0];
    }
    if (slices == 1 || kt >= k) {
        T acc = 0;
        for (int p = 0; p < k; p++, a += as, b += bs)
            acc = __cr_blas_fma(*a, *b, acc);
        return acc;
    }
    if (slices > __CR_BLAS_MAX_SLICES) { /* a slice a tile: each tile's sum added in order */
        T acc = 0;
        for (int p0 = 0; p0 < k; p0 += kt) {
            T s = 0;
            for (int p = p0; p < k && p < p0 + kt; p++, a += as, b += bs)
                s = __cr_blas_fma(*a, *b, s);
            acc = p0 == 0 ? s : acc + s;
        }
        return acc;
    }
    T part[__CR_BLAS_MAX_SLICES];
    for (int q = 0; q < slices; q++)
        part[q] = 0;
    for (int p = 0; p < k; p++, a += as, b += bs) {
        int q = p / kt % slices;
        part[q] = __cr_blas_fma(*a, *b, part[q]);
    }
    T acc = part[0];
    for (int q = 1; q < slices; q++)
        acc = acc + part[q];
    return acc;
}

/* C = alpha op(A) op(B) + beta C for BATCH matrices: thread (i, j) of block z computes element
 * (i, j) of the batches z, z + gridDim.z, ...; a matrix is the pointer array's (Aarr) or
 * A + b * sa. An alpha_p or beta_p given (CUBLAS_POINTER_MODE_DEVICE) is read here. Where beta
 * is 0, C is alpha * sum and is not read; otherwise fma(alpha, sum, beta * c), or, BETA_FIRST,
 * fma(beta, c, alpha * sum). Where alpha is 0, A and B are not read. */
template <class T>
__global__ void __cr_blas_gemm(int kt, int slices, int beta_first, int ta, int tb, int m, int n, int k, const T *alpha_p, T alpha, const T *A,
                               const T *const *Aarr, int lda, long long sa, const T *B, const T *const *Barr, int ldb,
                               long long sb, const T *beta_p, T beta, T *C, T *const *Carr, int ldc, long long sc,
                               int batch)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x, j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i >= m || j >= n)
        return;
    if (alpha_p)
        alpha = *alpha_p;
    if (beta_p)
        beta = *beta_p;
    long long a0 = ta ? (long long)i * lda : i, astep = ta ? 1 : lda;
    long long b0 = tb ? j : (long long)j * ldb, bstep = tb ? ldb : 1;
    for (int z = blockIdx.z; z < batch; z += gridDim.z) {
        const T *a = Aarr ? Aarr[z] : A + z * sa;
        const T *b = Barr ? Barr[z] : B + z * sb;
        T *c = (Carr ? Carr[z] : C + z * sc) + i + (long long)j * ldc;
        T acc = alpha != 0 ? __cr_blas_sum(kt, slices, k, a + a0, astep, b + b0, bstep) : (T)0;
        *c = beta == 0 ? alpha * acc : beta_first ? __cr_blas_fma(beta, *c, alpha * acc)
                                                  : __cr_blas_fma(alpha, acc, beta * *c);
    }
}

/* y = alpha op(A) x + beta y: thread r computes y's element r, in the H200's order (op(A) = A:
 * tiles of 64 in two slices; A^T: 32 lanes) */
template <class T>
__global__ void __cr_blas_gemv(int trans, int m, int n, const T *alpha_p, T alpha, const T *A, int lda, const T *x,
                               int incx, const T *beta_p, T beta, T *y, int incy)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x, rows = trans ? n : m, len = trans ? m : n;
    if (r >= rows || (incy == 0 && r != 0))
        return;
    if (alpha_p)
        alpha = *alpha_p;
    if (beta_p)
        beta = *beta_p;
    /* with incy 0 every row's result goes to y[0]: one thread stores them in order, the last
     * one staying (not a race between the rows' threads) */
    for (int last = incy == 0 ? rows - 1 : r; r <= last; r++) {
        long long ai = trans ? (long long)r * lda : r, astep = trans ? 1 : lda;
        const T *x0 = x + (incx >= 0 ? 0 : (long long)(1 - len) * incx);
        T acc = alpha != 0 ? __cr_blas_sum(64, trans ? __CR_BLAS_LANES : 2, len, A + ai, astep, x0, (long long)incx)
                           : (T)0;
        T *yr = y + __cr_blas_at(r, rows, incy);
        *yr = beta == 0 ? alpha * acc : __cr_blas_fma(alpha, acc, beta * *yr);
    }
}

/* C = alpha op(A) + beta op(B), element by element, as fma(beta, b, alpha * a) (the H200's bits);
 * a matrix whose scalar is 0 is not read */
template <class T>
__global__ void __cr_blas_geam(int ta, int tb, int m, int n, const T *alpha_p, T alpha, const T *A, int lda,
                               const T *beta_p, T beta, const T *B, int ldb, T *C, int ldc)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x, j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i >= m || j >= n)
        return;
    if (alpha_p)
        alpha = *alpha_p;
    if (beta_p)
        beta = *beta_p;
    T a = alpha == 0 ? (T)0 : A[ta ? j + (long long)i * lda : i + (long long)j * lda];
    T b = beta == 0 ? (T)0 : B[tb ? j + (long long)i * ldb : i + (long long)j * ldb];
    C[i + (long long)j * ldc] = beta == 0 ? alpha * a : alpha == 0 ? beta * b : __cr_blas_fma(beta, b, alpha * a);
}

/* the element-wise routines of level 1 */
enum { __CR_BLAS_AXPY, __CR_BLAS_SCAL, __CR_BLAS_COPY, __CR_BLAS_SWAP };

template <class T>
__global__ void __cr_blas_vec(int op, int n, const T *alpha_p, T alpha, T *x, int incx, T *y, int incy)
{
    if (alpha_p)
        alpha = *alpha_p;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        T *xi = x + __cr_blas_at(i, n, incx);
        if (op == __CR_BLAS_SCAL) {
            *xi = alpha * *xi;
            continue;
        }
        T *yi = y + __cr_blas_at(i, n, incy);
        if (op == __CR_BLAS_AXPY) {
            *yi = __cr_blas_fma(alpha, *xi, *yi);
        } else if (op == __CR_BLAS_COPY) {
            *yi = *xi;
        } else {
            T t = *xi;
            *xi = *yi;
            *yi = t;
        }
    }
}

/* DOT, NRM2, ASUM: one block of 256 threads. DOT and ASUM go as an H200's (measured for n up
 * to 300): the vector in chunks of 256 elements; DOT's thread t (of 128) adds the rounded
 * products of the chunk's elements 2t and 2t + 1, ASUM's thread t takes element t; the chunk's
 * partial sums are added pairwise (t += t + 64 or 128, ...), and the chunks' sums in order.
 * NRM2 (order not found): thread t sums the squares of elements t, t + 256, ... fused, the
 * partial sums are added pairwise, and the result is the square root. */
enum { __CR_BLAS_DOT, __CR_BLAS_NRM2, __CR_BLAS_ASUM };
#define __CR_BLAS_THREADS 256

__device__ inline float __cr_blas_mul(float a, float b) { return __fmul_rn(a, b); }
__device__ inline double __cr_blas_mul(double a, double b) { return __dmul_rn(a, b); }

template <class T>
__global__ void __cr_blas_reduce(int op, int n, const T *x, int incx, const T *y, int incy, T *result)
{
    __shared__ T part[__CR_BLAS_THREADS];
    int t = threadIdx.x;
    if (op == __CR_BLAS_NRM2) {
        T acc = 0;
        for (int i = t; i < n; i += __CR_BLAS_THREADS) {
            T v = x[__cr_blas_at(i, n, incx)];
            acc = __cr_blas_fma(v, v, acc);
        }
        part[t] = acc;
        __syncthreads();
        for (int half = __CR_BLAS_THREADS / 2; half > 0; half /= 2) {
            if (t < half)
                part[t] = part[t] + part[t + half];
            __syncthreads();
        }
        if (t == 0)
            *result = __cr_blas_sqrt(part[0]);
        return;
    }
    int width = op == __CR_BLAS_DOT ? __CR_BLAS_THREADS / 2 : __CR_BLAS_THREADS;
    T total = 0;
    for (int base = 0; base < n; base += __CR_BLAS_THREADS) {
        T v = 0;
        if (op == __CR_BLAS_DOT) {
            int p = base + 2 * t;
            if (t < width && p < n) {
                v = __cr_blas_mul(x[__cr_blas_at(p, n, incx)], y[__cr_blas_at(p, n, incy)]);
                if (p + 1 < n)
                    v = v + __cr_blas_mul(x[__cr_blas_at(p + 1, n, incx)], y[__cr_blas_at(p + 1, n, incy)]);
            }
        } else if (base + t < n) {
            v = __cr_blas_abs(x[__cr_blas_at(base + t, n, incx)]);
        }
        part[t] = v;
        __syncthreads();
        for (int half = width / 2; half > 0; half /= 2) {
            if (t < half)
                part[t] = part[t] + part[t + half];
            __syncthreads();
        }
        if (t == 0)
            total = base == 0 ? part[0] : total + part[0];
        __syncthreads();
    }
    if (t == 0)
        *result = total;
}

/* IAMAX (AMIN set: IAMIN): the first index, from 1, of the largest (smallest) magnitude; 0 for
 * no elements */
template <class T>
__global__ void __cr_blas_iamax(int amin, int n, const T *x, int incx, int *result)
{
    __shared__ T best[__CR_BLAS_THREADS];
    __shared__ int at[__CR_BLAS_THREADS];
    int t = threadIdx.x, bi = 0;
    T bv = 0;
    for (int i = t; i < n; i += __CR_BLAS_THREADS) {
        T v = __cr_blas_abs(x[(long long)i * incx]);
        if (bi == 0 || (amin ? v < bv : v > bv)) {
            bv = v;
            bi = i + 1;
        }
    }
    best[t] = bv;
    at[t] = bi;
    __syncthreads();
    for (int half = __CR_BLAS_THREADS / 2; half > 0; half /= 2) {
        if (t < half && at[t + half] != 0) {
            T v = best[t + half];
            int i = at[t + half];
            if (at[t] == 0 || (amin ? v < best[t] : v > best[t]) || (v == best[t] && i < at[t])) {
                best[t] = v;
                at[t] = i;
            }
        }
        __syncthreads();
    }
    if (t == 0)
        *result = at[0];
}

/* GemmEx's half, bfloat16 and int8 matrices: N elements to floats (TO_FLOAT) or back (rounded to
 * nearest; never int8, which is only ever an input); the conversion to float is exact, so the
 * product is the same as one on the narrow values */
__global__ void __cr_blas_convert(int to_float, int type, long long n, void *narrow, float *f)
{
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n; i += gridDim.x * (long long)blockDim.x) {
        if (type == CUDA_R_8I) {
            f[i] = (float)((const signed char *)narrow)[i];
        } else if (type == CUDA_R_16F) {
            __half *h = (__half *)narrow;
            if (to_float)
                f[i] = __half2float(h[i]);
            else
                h[i] = __float2half_rn(f[i]);
        } else {
            __nv_bfloat16 *h = (__nv_bfloat16 *)narrow;
            if (to_float)
                f[i] = __bfloat162float(h[i]);
            else
                h[i] = __float2bfloat16_rn(f[i]);
        }
    }
}

/* C = alpha op(A) op(B) + beta C of int8 A and B and int32 C, alpha and beta
 * (CUBLAS_COMPUTE_32I), laid out as __cr_blas_gemm's: the exact products summed in 32 bits, so
 * the result is exact wherever it fits in an int (the sums wrap modulo 2^32 otherwise, done in
 * unsigned arithmetic, which C++ defines). Where beta is 0, C is not read. */
__global__ void __cr_blas_gemm_i8(int ta, int tb, int m, int n, int k, const int *alpha_p, int alpha,
                                  const signed char *A, const signed char *const *Aarr, int lda, long long sa,
                                  const signed char *B, const signed char *const *Barr, int ldb, long long sb,
                                  const int *beta_p, int beta, int *C, int *const *Carr, int ldc, long long sc,
                                  int batch)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x, j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i >= m || j >= n)
        return;
    if (alpha_p)
        alpha = *alpha_p;
    if (beta_p)
        beta = *beta_p;
    long long a0 = ta ? (long long)i * lda : i, astep = ta ? 1 : lda;
    long long b0 = tb ? j : (long long)j * ldb, bstep = tb ? ldb : 1;
    for (int z = blockIdx.z; z < batch; z += gridDim.z) {
        const signed char *a = (Aarr ? Aarr[z] : A + z * sa) + a0;
        const signed char *b = (Barr ? Barr[z] : B + z * sb) + b0;
        int *c = (Carr ? Carr[z] : C + z * sc) + i + (long long)j * ldc;
        unsigned int acc = 0;
        if (alpha != 0)
            for (int p = 0; p < k; p++)
                acc += (unsigned int)((int)a[p * astep] * (int)b[p * bstep]);
        unsigned int r = (unsigned int)alpha * acc;
        if (beta != 0)
            r += (unsigned int)beta * (unsigned int)*c;
        *c = (int)r;
    }
}

/* LU factorisation with partial pivoting of one matrix per thread (LAPACK's getf2, right-looking:
 * the first largest magnitude of the column below the diagonal is the pivot, its row swapped
 * with the diagonal's across the whole matrix, the column below divided by the pivot, the
 * trailing matrix updated by a rank-one product); P null: no pivoting. info: 0, or the first
 * column (from 1) whose pivot is exactly zero (the factorisation goes on, as LAPACK's does). */
template <class T>
__global__ void __cr_blas_getrf(int n, T *const *Aarr, int lda, int *P, int *info, int batch)
{
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b >= batch)
        return;
    T *A = Aarr[b];
    int *piv = P ? P + (long long)b * n : 0;
    int bad = 0;
    for (int j = 0; j < n; j++) {
        int p = j;
        if (piv) {
            T best = A[j + (long long)j * lda] < 0 ? -A[j + (long long)j * lda] : A[j + (long long)j * lda];
            for (int i = j + 1; i < n; i++) {
                T v = A[i + (long long)j * lda];
                v = v < 0 ? -v : v;
                if (v > best) {
                    best = v;
                    p = i;
                }
            }
            piv[j] = p + 1;
        }
        T d = A[p + (long long)j * lda];
        if (d == 0) {
            if (!bad)
                bad = j + 1;
            continue;
        }
        if (p != j)
            for (int k = 0; k < n; k++) {
                T t = A[j + (long long)k * lda];
                A[j + (long long)k * lda] = A[p + (long long)k * lda];
                A[p + (long long)k * lda] = t;
            }
        for (int i = j + 1; i < n; i++)
            A[i + (long long)j * lda] = A[i + (long long)j * lda] / d;
        for (int k = j + 1; k < n; k++) {
            T u = A[j + (long long)k * lda];
            for (int i = j + 1; i < n; i++)
                A[i + (long long)k * lda] -= A[i + (long long)j * lda] * u;
        }
    }
    if (info)
        info[b] = bad;
}

/* X = op(A)^-1 B for each of NRHS columns of B, A's LU factors and pivots as getrf left them */
template <class T>
__device__ void __cr_blas_lu_solve(int trans, int n, const T *A, int lda, const int *piv, T *x)
{
    if (trans == CUBLAS_OP_N) {
        for (int i = 0; i < n && piv; i++) { /* the row interchanges, in order */
            int p = piv[i] - 1;
            if (p != i) {
                T t = x[i];
                x[i] = x[p];
                x[p] = t;
            }
        }
        for (int i = 1; i < n; i++) /* L y = x, L unit lower */
            for (int k = 0; k < i; k++)
                x[i] -= A[i + (long long)k * lda] * x[k];
        for (int i = n - 1; i >= 0; i--) { /* U x = y */
            for (int k = i + 1; k < n; k++)
                x[i] -= A[i + (long long)k * lda] * x[k];
            x[i] = x[i] / A[i + (long long)i * lda];
        }
    } else {
        for (int i = 0; i < n; i++) { /* U^T y = x */
            for (int k = 0; k < i; k++)
                x[i] -= A[k + (long long)i * lda] * x[k];
            x[i] = x[i] / A[i + (long long)i * lda];
        }
        for (int i = n - 2; i >= 0; i--) /* L^T z = y */
            for (int k = i + 1; k < n; k++)
                x[i] -= A[k + (long long)i * lda] * x[k];
        for (int i = n - 1; i >= 0 && piv; i--) { /* the interchanges, in reverse */
            int p = piv[i] - 1;
            if (p != i) {
                T t = x[i];
                x[i] = x[p];
                x[p] = t;
            }
        }
    }
}

template <class T>
__global__ void __cr_blas_getrs(int trans, int n, int nrhs, const T *const *Aarr, int lda, const int *P,
                                T *const *Barr, int ldb, int batch)
{
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b >= batch)
        return;
    for (int c = 0; c < nrhs; c++)
        __cr_blas_lu_solve(trans, n, Aarr[b], lda, P ? P + (long long)b * n : 0, Barr[b] + (long long)c * ldb);
}

/* C = A^-1 from getrf's factors: each column of the identity solved for */
template <class T>
__global__ void __cr_blas_getri(int n, const T *const *Aarr, int lda, const int *P, T *const *Carr, int ldc,
                                int *info, int batch)
{
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b >= batch)
        return;
    const T *A = Aarr[b];
    int bad = 0;
    for (int i = 0; i < n && !bad; i++)
        if (A[i + (long long)i * lda] == 0)
            bad = i + 1;
    if (info)
        info[b] = bad;
    if (bad)
        return;
    for (int c = 0; c < n; c++) {
        T *x = Carr[b] + (long long)c * ldc;
        for (int i = 0; i < n; i++)
            x[i] = i == c ? T(1) : T(0);
        __cr_blas_lu_solve((int)CUBLAS_OP_N, n, A, lda, P ? P + (long long)b * n : 0, x);
    }
}

#ifndef __CUDA_ARCH__
#include <stdio.h>
#include <stdlib.h>

/* ---- the handle ---- */

static inline const char *cublasGetStatusName(cublasStatus_t s)
{
    switch (s) {
    case CUBLAS_STATUS_SUCCESS: return "CUBLAS_STATUS_SUCCESS";
    case CUBLAS_STATUS_NOT_INITIALIZED: return "CUBLAS_STATUS_NOT_INITIALIZED";
    case CUBLAS_STATUS_ALLOC_FAILED: return "CUBLAS_STATUS_ALLOC_FAILED";
    case CUBLAS_STATUS_INVALID_VALUE: return "CUBLAS_STATUS_INVALID_VALUE";
    case CUBLAS_STATUS_ARCH_MISMATCH: return "CUBLAS_STATUS_ARCH_MISMATCH";
    case CUBLAS_STATUS_MAPPING_ERROR: return "CUBLAS_STATUS_MAPPING_ERROR";
    case CUBLAS_STATUS_EXECUTION_FAILED: return "CUBLAS_STATUS_EXECUTION_FAILED";
    case CUBLAS_STATUS_INTERNAL_ERROR: return "CUBLAS_STATUS_INTERNAL_ERROR";
    case CUBLAS_STATUS_NOT_SUPPORTED: return "CUBLAS_STATUS_NOT_SUPPORTED";
    case CUBLAS_STATUS_LICENSE_ERROR: return "CUBLAS_STATUS_LICENSE_ERROR";
    }
    return "unrecognized status";
}

static inline const char *cublasGetStatusString(cublasStatus_t s)
{
    switch (s) {
    case CUBLAS_STATUS_SUCCESS: return "success";
    case CUBLAS_STATUS_NOT_INITIALIZED: return "the library was not initialized";
    case CUBLAS_STATUS_ALLOC_FAILED: return "the resource allocation failed";
    case CUBLAS_STATUS_INVALID_VALUE: return "an unsupported value or parameter was passed to the function";
    case CUBLAS_STATUS_ARCH_MISMATCH: return "the function requires an architectural feature absent from the device";
    case CUBLAS_STATUS_MAPPING_ERROR: return "an access to GPU memory space failed";
    case CUBLAS_STATUS_EXECUTION_FAILED: return "the function failed to launch on the GPU";
    case CUBLAS_STATUS_INTERNAL_ERROR: return "an internal operation failed";
    case CUBLAS_STATUS_NOT_SUPPORTED: return "the requested functionality is not supported";
    case CUBLAS_STATUS_LICENSE_ERROR: return "the license check failed";
    }
    return "unrecognized status";
}

static inline cublasStatus_t cublasCreate(cublasHandle_t *handle)
{
    if (!handle)
        return CUBLAS_STATUS_INVALID_VALUE;
    cublasHandle_t h = (cublasHandle_t)calloc(1, sizeof(struct cublasContext));
    if (!h)
        return CUBLAS_STATUS_ALLOC_FAILED;
    if (cudaMalloc(&h->result, 8) != cudaSuccess) {
        free(h);
        return CUBLAS_STATUS_NOT_INITIALIZED;
    }
    *handle = h;
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasDestroy(cublasHandle_t h)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    cudaFree(h->result);
    free(h);
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasGetVersion(cublasHandle_t h, int *version)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (!version)
        return CUBLAS_STATUS_INVALID_VALUE;
    *version = CUBLAS_VERSION;
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value)
{
    if (!value)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (type == MAJOR_VERSION)
        *value = CUBLAS_VER_MAJOR;
    else if (type == MINOR_VERSION)
        *value = CUBLAS_VER_MINOR;
    else if (type == PATCH_LEVEL)
        *value = CUBLAS_VER_PATCH;
    else
        return CUBLAS_STATUS_INVALID_VALUE;
    return CUBLAS_STATUS_SUCCESS;
}
static inline size_t cublasGetCudartVersion(void) { return CUDART_VERSION; }
static inline cublasStatus_t cublasSetStream(cublasHandle_t h, cudaStream_t stream)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    h->stream = stream;
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasGetStream(cublasHandle_t h, cudaStream_t *stream)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (!stream)
        return CUBLAS_STATUS_INVALID_VALUE;
    *stream = h->stream;
    return CUBLAS_STATUS_SUCCESS;
}
/* cuBLAS's workspace for its kernels: these kernels need none */
static inline cublasStatus_t cublasSetWorkspace(cublasHandle_t h, void *workspace, size_t bytes)
{
    return h ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_INITIALIZED;
}
static inline cublasStatus_t cublasSetPointerMode(cublasHandle_t h, cublasPointerMode_t mode)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (mode != CUBLAS_POINTER_MODE_HOST && mode != CUBLAS_POINTER_MODE_DEVICE)
        return CUBLAS_STATUS_INVALID_VALUE;
    h->pointer_mode = mode;
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasGetPointerMode(cublasHandle_t h, cublasPointerMode_t *mode)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (!mode)
        return CUBLAS_STATUS_INVALID_VALUE;
    *mode = (cublasPointerMode_t)h->pointer_mode;
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasSetMathMode(cublasHandle_t h, cublasMath_t mode)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    h->math_mode = mode;
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasGetMathMode(cublasHandle_t h, cublasMath_t *mode)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (!mode)
        return CUBLAS_STATUS_INVALID_VALUE;
    *mode = (cublasMath_t)h->math_mode;
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasSetAtomicsMode(cublasHandle_t h, cublasAtomicsMode_t mode)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    h->atomics_mode = mode;
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasGetAtomicsMode(cublasHandle_t h, cublasAtomicsMode_t *mode)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (!mode)
        return CUBLAS_STATUS_INVALID_VALUE;
    *mode = (cublasAtomicsMode_t)h->atomics_mode;
    return CUBLAS_STATUS_SUCCESS;
}

/* ---- moving vectors and matrices (no handle: the default stream, or the stream given) ---- */

/* COLS columns of ROWS elements of ELEM bytes, with leading dimensions in elements */
static inline cublasStatus_t __cr_blas_copy2d(int rows, int cols, int elem, const void *src, int lds, void *dst,
                                              int ldd, cudaMemcpyKind kind, int async, cudaStream_t stream)
{
    if (rows == 0 || cols == 0)
        return CUBLAS_STATUS_SUCCESS;
    size_t w = (size_t)rows * elem, sp = (size_t)lds * elem, dp = (size_t)ldd * elem;
    cudaError_t e = cudaSuccess;
    if (!async)
        e = cudaMemcpy2D(dst, dp, src, sp, w, cols, kind);
    else if (sp == w && dp == w)
        e = cudaMemcpyAsync(dst, src, w * cols, kind, stream);
    else /* a column at a time, in stream order */
        for (int j = 0; j < cols && e == cudaSuccess; j++)
            e = cudaMemcpyAsync((char *)dst + j * dp, (const char *)src + j * sp, w, kind, stream);
    return e == cudaSuccess ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_MAPPING_ERROR;
}
static inline cublasStatus_t __cr_blas_vector(int n, int elem, const void *x, int incx, void *y, int incy,
                                              cudaMemcpyKind kind, int async, cudaStream_t stream)
{
    if (elem <= 0 || incx <= 0 || incy <= 0)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (n < 0) /* cuBLAS's copy fails */
        return CUBLAS_STATUS_MAPPING_ERROR;
    if (incx == 1 && incy == 1)
        return __cr_blas_copy2d(n, 1, elem, x, n, y, n, kind, async, stream);
    return __cr_blas_copy2d(1, n, elem, x, incx, y, incy, kind, async, stream);
}
static inline cublasStatus_t __cr_blas_matrix(int rows, int cols, int elem, const void *a, int lda, void *b, int ldb,
                                              cudaMemcpyKind kind, int async, cudaStream_t stream)
{
    if (rows < 0 || cols < 0 || elem <= 0 || lda <= 0 || ldb <= 0)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (rows > 0 && cols > 0 && (lda < rows || ldb < rows)) /* cuBLAS's copy fails */
        return CUBLAS_STATUS_MAPPING_ERROR;
    return __cr_blas_copy2d(rows, cols, elem, a, lda, b, ldb, kind, async, stream);
}
static inline cublasStatus_t cublasSetVector(int n, int elemSize, const void *x, int incx, void *devicePtr, int incy)
{
    return __cr_blas_vector(n, elemSize, x, incx, devicePtr, incy, cudaMemcpyHostToDevice, 0, 0);
}
static inline cublasStatus_t cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy)
{
    return __cr_blas_vector(n, elemSize, x, incx, y, incy, cudaMemcpyDeviceToHost, 0, 0);
}
static inline cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb)
{
    return __cr_blas_matrix(rows, cols, elemSize, A, lda, B, ldb, cudaMemcpyHostToDevice, 0, 0);
}
static inline cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb)
{
    return __cr_blas_matrix(rows, cols, elemSize, A, lda, B, ldb, cudaMemcpyDeviceToHost, 0, 0);
}
static inline cublasStatus_t cublasSetVectorAsync(int n, int elemSize, const void *x, int incx, void *devicePtr,
                                                  int incy, cudaStream_t stream)
{
    return __cr_blas_vector(n, elemSize, x, incx, devicePtr, incy, cudaMemcpyHostToDevice, 1, stream);
}
static inline cublasStatus_t cublasGetVectorAsync(int n, int elemSize, const void *x, int incx, void *y, int incy,
                                                  cudaStream_t stream)
{
    return __cr_blas_vector(n, elemSize, x, incx, y, incy, cudaMemcpyDeviceToHost, 1, stream);
}
static inline cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B,
                                                  int ldb, cudaStream_t stream)
{
    return __cr_blas_matrix(rows, cols, elemSize, A, lda, B, ldb, cudaMemcpyHostToDevice, 1, stream);
}
static inline cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B,
                                                  int ldb, cudaStream_t stream)
{
    return __cr_blas_matrix(rows, cols, elemSize, A, lda, B, ldb, cudaMemcpyDeviceToHost, 1, stream);
}

/* ---- helpers of the routines ---- */

static inline int __cr_blas_max1(int n) { return n > 1 ? n : 1; }
static inline int __cr_blas_bad_op(int op) { return op < CUBLAS_OP_N || op > CUBLAS_OP_C; }

/* cuBLAS's report of a wrong argument, on stdout as it prints it (NAME with the spacing it
 * gives; arguments numbered from the first after the handle) */
static inline cublasStatus_t __cr_blas_illegal(const char *name, int arg)
{
    printf(" ** On entry to %s parameter number %d had an illegal value\n", name, arg);
    return CUBLAS_STATUS_INVALID_VALUE;
}

/* the first wrong argument of a GEMM as cuBLAS numbers them, 0 if none (-1: a negative batch
 * count of GemmEx's batches, which cuBLAS answers with CUBLAS_STATUS_EXECUTION_FAILED and no
 * message): SGEMM's numbers (EX 0: its batches count as if without the strides), GemmEx's and
 * GemmBatchedEx's (EX 1: the types are arguments too), GemmStridedBatchedEx's (EX 2) */
static inline int __cr_blas_gemm_bad(int ta, int tb, int m, int n, int k, int lda, int ldb, int ldc, int batch, int ex)
{
    if (__cr_blas_bad_op(ta))
        return 1;
    if (__cr_blas_bad_op(tb))
        return 2;
    if (m < 0)
        return 3;
    if (n < 0)
        return 4;
    if (k < 0)
        return 5;
    if (lda < __cr_blas_max1(ta != CUBLAS_OP_N ? k : m))
        return ex ? 9 : 8;
    if (ldb < __cr_blas_max1(tb != CUBLAS_OP_N ? n : k))
        return ex == 2 ? 13 : ex ? 12 : 10;
    if (ldc < __cr_blas_max1(m))
        return ex == 2 ? 18 : ex ? 16 : 13;
    if (batch < 0)
        return ex ? -1 : 14;
    return 0;
}

/* a scalar argument: its value now (CUBLAS_POINTER_MODE_HOST), or its address for the kernel */
template <class T> static inline void __cr_blas_scalar(cublasHandle_t h, const T *p, const T **dev, T *val)
{
    if (h->pointer_mode == CUBLAS_POINTER_MODE_DEVICE) {
        *dev = p;
        *val = 0;
    } else {
        *dev = (const T *)0;
        *val = *p;
    }
}

/* what a launch of this header came to */
static inline cublasStatus_t __cr_blas_launched(void)
{
    return cudaGetLastError() == cudaSuccess ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_EXECUTION_FAILED;
}

static inline unsigned int __cr_blas_blocks(int n)
{
    long long b = ((long long)n + 255) / 256;
    return (unsigned int)(b < 1 ? 1 : b > 1024 ? 1024 : b);
}

/* ---- level 3: GEMM and its batches, GEAM ---- */

/* How an H200's cuBLAS 13.1 sums a GEMM of this shape over k (see __cr_blas_sum), as far as
 * measured: cuBLAS picks a kernel per shape by heuristics of its own, so beyond the shapes below
 * (docs/libraries.md, "cuBLAS", lists the measured ones) this is the rule of the nearest
 * measurement, and the default is the sequential sum (64^3, 128x96x200, 1024^3 ...). */
static inline void __cr_blas_gemm_order(int ta, int tb, int m, int n, int k, int *kt, int *slices, int *beta_first)
{
    *kt = k;
    *slices = 1;
    *beta_first = 0;
    if (ta != CUBLAS_OP_N) { /* A^T (T/N, T/T 64x48x80, 40x24x50, 48x40x37): tiles of 4, each added in order */
        *kt = 4;
        *slices = __CR_BLAS_MAX_SLICES + 1;
        *beta_first = 1;
    } else if (n == 1) { /* as GEMV of A (100x1x300, and SGEMV 300x200) */
        *kt = 64;
        *slices = 2;
    } else if (m == 1 && tb == CUBLAS_OP_N) { /* as GEMV of B^T (1x100x300, and SGEMV^T 300x200) */
        *slices = __CR_BLAS_LANES;
    } else if (m == n && n == k && (k == 256 || k == 512)) { /* sliced k: tiles of 8 in 4 slices */
        *kt = 8;
        *slices = 4;
    } else if ((m == 4 && n == 4 && k == 4) || (m == 16 && n == 16 && k == 16)) { /* two halves */
        *kt = k / 2;
        *slices = 2;
    } else if (m == 33 && n == 17 && k == 9) { /* tiles of 4, and beta * c first */
        *kt = 4;
        *slices = __CR_BLAS_MAX_SLICES + 1;
        *beta_first = 1;
    } else if (m == 96 && n == 80 && k == 72) { /* tiles of 8, each added in order */
        *kt = 8;
        *slices = __CR_BLAS_MAX_SLICES + 1;
    }
}

template <class T>
static inline cublasStatus_t __cr_blas_gemm_run(const char *name, int ex, cublasHandle_t h,
                                                cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                                                const T *alpha, const T *A, const T *const *Aarr, int lda,
                                                long long sa, const T *B, const T *const *Barr, int ldb, long long sb,
                                                const T *beta, T *C, T *const *Carr, int ldc, long long sc, int batch)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    int bad = __cr_blas_gemm_bad(ta, tb, m, n, k, lda, ldb, ldc, batch, ex);
    if (bad < 0)
        return CUBLAS_STATUS_EXECUTION_FAILED;
    if (bad)
        return __cr_blas_illegal(name, bad);
    if (!alpha || !beta)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (m == 0 || n == 0 || batch == 0)
        return CUBLAS_STATUS_SUCCESS;
    const T *ap, *bp;
    T av, bv;
    __cr_blas_scalar(h, alpha, &ap, &av);
    __cr_blas_scalar(h, beta, &bp, &bv);
    int kt, slices, beta_first;
    __cr_blas_gemm_order(ta, tb, m, n, k, &kt, &slices, &beta_first);
    dim3 block(16, 16), grid((m + 15) / 16, (n + 15) / 16, batch < 65535 ? batch : 65535);
    __cr_blas_gemm<<<grid, block, 0, h->stream>>>(kt, slices, beta_first, (int)ta, (int)tb, m, n, k, ap, av, A, Aarr, lda, sa, B, Barr, ldb,
                                                  sb, bp, bv, C, Carr, ldc, sc, batch);
    return __cr_blas_launched();
}

static inline cublasStatus_t cublasSgemm(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m,
                                         int n, int k, const float *alpha, const float *A, int lda, const float *B,
                                         int ldb, const float *beta, float *C, int ldc)
{
    return __cr_blas_gemm_run("SGEMM ", 0, h, transa, transb, m, n, k, alpha, A,
                              (const float *const *)0, lda, 0, B, (const float *const *)0, ldb, 0, beta, C,
                              (float *const *)0, ldc, 0, 1);
}
static inline cublasStatus_t cublasDgemm(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m,
                                         int n, int k, const double *alpha, const double *A, int lda, const double *B,
                                         int ldb, const double *beta, double *C, int ldc)
{
    return __cr_blas_gemm_run("DGEMM ", 0, h, transa, transb, m, n, k, alpha, A,
                              (const double *const *)0, lda, 0, B, (const double *const *)0, ldb, 0, beta, C,
                              (double *const *)0, ldc, 0, 1);
}
static inline cublasStatus_t cublasSgemmStridedBatched(cublasHandle_t h, cublasOperation_t transa,
                                                       cublasOperation_t transb, int m, int n, int k,
                                                       const float *alpha, const float *A, int lda, long long strideA,
                                                       const float *B, int ldb, long long strideB, const float *beta,
                                                       float *C, int ldc, long long strideC, int batchCount)
{
    return __cr_blas_gemm_run("SgemmStridedBatched", 0, h, transa, transb, m, n, k, alpha, A,
                              (const float *const *)0, lda, strideA, B,
                              (const float *const *)0, ldb, strideB, beta, C, (float *const *)0, ldc, strideC,
                              batchCount);
}
static inline cublasStatus_t cublasDgemmStridedBatched(cublasHandle_t h, cublasOperation_t transa,
                                                       cublasOperation_t transb, int m, int n, int k,
                                                       const double *alpha, const double *A, int lda,
                                                       long long strideA, const double *B, int ldb, long long strideB,
                                                       const double *beta, double *C, int ldc, long long strideC,
                                                       int batchCount)
{
    return __cr_blas_gemm_run("DgemmStridedBatched", 0, h, transa, transb, m, n, k, alpha, A,
                              (const double *const *)0, lda, strideA, B,
                              (const double *const *)0, ldb, strideB, beta, C, (double *const *)0, ldc, strideC,
                              batchCount);
}
static inline cublasStatus_t cublasSgemmBatched(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,
                                                int m, int n, int k, const float *alpha, const float *const Aarray[],
                                                int lda, const float *const Barray[], int ldb, const float *beta,
                                                float *const Carray[], int ldc, int batchCount)
{
    return __cr_blas_gemm_run("SgemmBatched", 0, h, transa, transb, m, n, k, alpha,
                              (const float *)0, Aarray, lda, 0, (const float *)0,
                              Barray, ldb, 0, beta, (float *)0, Carray, ldc, 0, batchCount);
}
static inline cublasStatus_t cublasDgemmBatched(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,
                                                int m, int n, int k, const double *alpha, const double *const Aarray[],
                                                int lda, const double *const Barray[], int ldb, const double *beta,
                                                double *const Carray[], int ldc, int batchCount)
{
    return __cr_blas_gemm_run("DgemmBatched", 0, h, transa, transb, m, n, k, alpha,
                              (const double *)0, Aarray, lda, 0, (const double *)0,
                              Barray, ldb, 0, beta, (double *)0, Carray, ldc, 0, batchCount);
}

/* the elements a matrix of a batch spans (and those of a strided batch) */
static inline long long __cr_blas_span(int rows, int cols, int ld, long long stride, int batch)
{
    return (long long)(cols - 1) * ld + rows + (batch > 1 ? (batch - 1) * stride : 0);
}

/* a half or bfloat16 operand of GemmEx as floats, in a buffer of its own (null: out of memory) */
static inline float *__cr_blas_widen(cublasHandle_t h, cudaDataType type, const void *p, long long n)
{
    float *f = (float *)0;
    if (cudaMalloc(&f, (size_t)n * sizeof(float)) != cudaSuccess)
        return (float *)0;
    __cr_blas_convert<<<__cr_blas_blocks((int)(n < 262144 ? n : 262144)), 256, 0, h->stream>>>(1, (int)type, n,
                                                                                               (void *)p, f);
    return f;
}

static inline int __cr_blas_narrow_type(cudaDataType t) { return t == CUDA_R_16F || t == CUDA_R_16BF; }

/* GemmEx of int8 A and B into int32 C with compute 32I (and int32 alpha and beta, on the host or
 * in device memory as the pointer mode says). cuBLAS supports this only with A and B 4-byte
 * aligned and lda and ldb multiples of 4 (cuBLAS documentation, cublasGemmEx), and answers
 * CUBLAS_STATUS_NOT_SUPPORTED otherwise; a batch of pointers' alignment is in device memory and
 * not checked. */
static inline cublasStatus_t __cr_blas_gemm_i8_run(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb,
                                                   int m, int n, int k, const int *alpha, const signed char *A,
                                                   const signed char *const *Aarr, int lda, long long sa,
                                                   const signed char *B, const signed char *const *Barr, int ldb,
                                                   long long sb, const int *beta, int *C, int *const *Carr, int ldc,
                                                   long long sc, int batch, int ex)
{
    int bad = __cr_blas_gemm_bad(ta, tb, m, n, k, lda, ldb, ldc, batch, ex);
    if (bad < 0)
        return CUBLAS_STATUS_EXECUTION_FAILED;
    if (bad)
        return __cr_blas_illegal("GEMM_EX ", bad);
    if (!alpha || !beta)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (lda % 4 != 0 || ldb % 4 != 0 || ((unsigned long long)A | (unsigned long long)B) % 4 != 0 ||
        sa % 4 != 0 || sb % 4 != 0)
        return CUBLAS_STATUS_NOT_SUPPORTED;
    if (m == 0 || n == 0 || batch == 0)
        return CUBLAS_STATUS_SUCCESS;
    const int *ap, *bp;
    int av, bv;
    __cr_blas_scalar(h, alpha, &ap, &av);
    __cr_blas_scalar(h, beta, &bp, &bv);
    dim3 block(16, 16), grid((m + 15) / 16, (n + 15) / 16, batch < 65535 ? batch : 65535);
    __cr_blas_gemm_i8<<<grid, block, 0, h->stream>>>((int)ta, (int)tb, m, n, k, ap, av, A, Aarr, lda, sa, B, Barr,
                                                     ldb, sb, bp, bv, C, Carr, ldc, sc, batch);
    return __cr_blas_launched();
}

/* C = alpha op(A) op(B) + beta C of half, bfloat16 or int8 A and B (C of float, or of A's
 * type): the operands widened to floats in buffers of their own, with the same leading
 * dimensions and strides, the product computed as SGEMM's, and C narrowed back (rounded to
 * nearest) where it is not float; the arguments are checked by the caller */
static inline cublasStatus_t __cr_blas_gemm_widened(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb,
                                                    int m, int n, int k, const float *alpha, const void *A,
                                                    cudaDataType at, int lda, long long sa, const void *B,
                                                    cudaDataType bt, int ldb, long long sb, const float *beta, void *C,
                                                    cudaDataType ct, int ldc, long long sc, int batch, int ex)
{
    long long na = k == 0 ? 0 : __cr_blas_span(ta != CUBLAS_OP_N ? k : m, ta != CUBLAS_OP_N ? m : k, lda, sa, batch);
    long long nb = k == 0 ? 0 : __cr_blas_span(tb != CUBLAS_OP_N ? n : k, tb != CUBLAS_OP_N ? k : n, ldb, sb, batch);
    long long nc = __cr_blas_span(m, n, ldc, sc, batch);
    float *fa = na ? __cr_blas_widen(h, at, A, na) : (float *)0;
    float *fb = nb ? __cr_blas_widen(h, bt, B, nb) : (float *)0;
    float *fc = ct == CUDA_R_32F ? (float *)C : __cr_blas_widen(h, ct, C, nc);
    cublasStatus_t s = CUBLAS_STATUS_ALLOC_FAILED;
    if ((fa || !na) && (fb || !nb) && fc)
        s = __cr_blas_gemm_run("GEMM_EX ", ex, h, ta, tb, m, n, k, alpha, (const float *)fa, (const float *const *)0,
                               lda, sa, (const float *)fb, (const float *const *)0, ldb, sb, beta, fc,
                               (float *const *)0, ldc, sc, batch);
    if (s == CUBLAS_STATUS_SUCCESS && ct != CUDA_R_32F) {
        __cr_blas_convert<<<__cr_blas_blocks((int)(nc < 262144 ? nc : 262144)), 256, 0, h->stream>>>(0, (int)ct, nc, C,
                                                                                                     fc);
        s = __cr_blas_launched();
    }
    if (fc && fc != (float *)C)
        cudaFree(fc);
    cudaFree(fb);
    cudaFree(fa);
    return s;
}

/* GemmEx and its batches: 32F and 64F matrices with the same compute type, half or bfloat16
 * A and B (C of their type or float) and int8 A and B with float C, with compute 32F, which
 * this computes in float on their exact float values, and int8 A and B with int32 C and compute
 * 32I (__cr_blas_gemm_i8_run) */
static inline cublasStatus_t __cr_blas_gemm_ex(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,
                                               int n, int k, const void *alpha, const void *A, const void *const *Aarr,
                                               cudaDataType at, int lda, long long sa, const void *B,
                                               const void *const *Barr, cudaDataType bt, int ldb, long long sb,
                                               const void *beta, void *C, void *const *Carr, cudaDataType ct, int ldc,
                                               long long sc, int batch, cublasComputeType_t compute, int ex)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    int c32 = compute == CUBLAS_COMPUTE_32F || compute == CUBLAS_COMPUTE_32F_PEDANTIC ||
              compute == CUBLAS_COMPUTE_32F_FAST_16F || compute == CUBLAS_COMPUTE_32F_FAST_16BF ||
              compute == CUBLAS_COMPUTE_32F_FAST_TF32;
    int c64 = compute == CUBLAS_COMPUTE_64F || compute == CUBLAS_COMPUTE_64F_PEDANTIC;
    if (c64 && at == CUDA_R_64F && bt == CUDA_R_64F && ct == CUDA_R_64F)
        return __cr_blas_gemm_run("GEMM_EX ", ex, h, ta, tb, m, n, k, (const double *)alpha, (const double *)A,
                                  (const double *const *)Aarr, lda, sa, (const double *)B, (const double *const *)Barr,
                                  ldb, sb, (const double *)beta, (double *)C, (double *const *)Carr, ldc, sc, batch);
    if (c32 && at == CUDA_R_32F && bt == CUDA_R_32F && ct == CUDA_R_32F)
        return __cr_blas_gemm_run("GEMM_EX ", ex, h, ta, tb, m, n, k, (const float *)alpha, (const float *)A,
                                  (const float *const *)Aarr, lda, sa, (const float *)B, (const float *const *)Barr,
                                  ldb, sb, (const float *)beta, (float *)C, (float *const *)Carr, ldc, sc, batch);
    if ((compute == CUBLAS_COMPUTE_32I || compute == CUBLAS_COMPUTE_32I_PEDANTIC) && at == CUDA_R_8I &&
        bt == CUDA_R_8I && ct == CUDA_R_32I)
        return __cr_blas_gemm_i8_run(h, ta, tb, m, n, k, (const int *)alpha, (const signed char *)A,
                                     (const signed char *const *)Aarr, lda, sa, (const signed char *)B,
                                     (const signed char *const *)Barr, ldb, sb, (const int *)beta, (int *)C,
                                     (int *const *)Carr, ldc, sc, batch, ex);
    /* int8 A and B into float C: every 32F compute type (an H100's cuBLAS takes the _FAST_ ones
     * too, and an int8 value is exact in half, bfloat16 and TF32, so they compute what 32F
     * does), with float alpha and beta and none of the 32I path's conditions on alignment */
    int i8 = at == CUDA_R_8I && bt == CUDA_R_8I && ct == CUDA_R_32F && c32;
    if (!i8 && (!c32 || !__cr_blas_narrow_type(at) || bt != at || (ct != at && ct != CUDA_R_32F)))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    /* half, bfloat16 or int8: widened copies of the operands (__cr_blas_gemm_widened) */
    int bad = __cr_blas_gemm_bad(ta, tb, m, n, k, lda, ldb, ldc, batch, ex);
    if (bad < 0)
        return CUBLAS_STATUS_EXECUTION_FAILED;
    if (bad)
        return __cr_blas_illegal("GEMM_EX ", bad);
    if (!alpha || !beta)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (m == 0 || n == 0 || batch == 0)
        return CUBLAS_STATUS_SUCCESS;
    if (!Aarr)
        return __cr_blas_gemm_widened(h, ta, tb, m, n, k, (const float *)alpha, A, at, lda, sa, B, bt, ldb, sb,
                                      (const float *)beta, C, ct, ldc, sc, batch, ex);
    /* a batch of pointers (in device memory): each product on its own, as one of a batch is */
    size_t bytes = (size_t)batch * sizeof(void *);
    void **ptrs = (void **)malloc(3 * bytes);
    cublasStatus_t st = CUBLAS_STATUS_ALLOC_FAILED;
    if (ptrs && cudaMemcpy(ptrs, Aarr, bytes, cudaMemcpyDeviceToHost) == cudaSuccess &&
        cudaMemcpy(ptrs + batch, Barr, bytes, cudaMemcpyDeviceToHost) == cudaSuccess &&
        cudaMemcpy(ptrs + 2 * batch, Carr, bytes, cudaMemcpyDeviceToHost) == cudaSuccess) {
        st = CUBLAS_STATUS_SUCCESS;
        for (int z = 0; z < batch && st == CUBLAS_STATUS_SUCCESS; z++)
            st = __cr_blas_gemm_widened(h, ta, tb, m, n, k, (const float *)alpha, ptrs[z], at, lda, 0, ptrs[batch + z],
                                        bt, ldb, 0, (const float *)beta, ptrs[2 * batch + z], ct, ldc, 0, 1, ex);
    } else if (ptrs) {
        st = CUBLAS_STATUS_EXECUTION_FAILED;
    }
    free(ptrs);
    return st;
}

static inline cublasStatus_t cublasGemmEx(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m,
                                          int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda,
                                          const void *B, cudaDataType Btype, int ldb, const void *beta, void *C,
                                          cudaDataType Ctype, int ldc, cublasComputeType_t computeType,
                                          cublasGemmAlgo_t algo)
{
    return __cr_blas_gemm_ex(h, transa, transb, m, n, k, alpha, A, (const void *const *)0, Atype, lda, 0, B,
                             (const void *const *)0, Btype, ldb, 0, beta, C, (void *const *)0, Ctype, ldc, 0, 1,
                             computeType, 1);
}
static inline cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t h, cublasOperation_t transa,
                                                        cublasOperation_t transb, int m, int n, int k,
                                                        const void *alpha, const void *A, cudaDataType Atype, int lda,
                                                        long long strideA, const void *B, cudaDataType Btype, int ldb,
                                                        long long strideB, const void *beta, void *C,
                                                        cudaDataType Ctype, int ldc, long long strideC,
                                                        int batchCount, cublasComputeType_t computeType,
                                                        cublasGemmAlgo_t algo)
{
    return __cr_blas_gemm_ex(h, transa, transb, m, n, k, alpha, A, (const void *const *)0, Atype, lda, strideA, B,
                             (const void *const *)0, Btype, ldb, strideB, beta, C, (void *const *)0, Ctype, ldc,
                             strideC, batchCount, computeType, 2);
}
/* batches of pointers: the types of GemmEx */
static inline cublasStatus_t cublasGemmBatchedEx(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,
                                                 int m, int n, int k, const void *alpha, const void *const Aarray[],
                                                 cudaDataType Atype, int lda, const void *const Barray[],
                                                 cudaDataType Btype, int ldb, const void *beta, void *const Carray[],
                                                 cudaDataType Ctype, int ldc, int batchCount,
                                                 cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    return __cr_blas_gemm_ex(h, transa, transb, m, n, k, alpha, (const void *)0, Aarray, Atype, lda, 0,
                             (const void *)0, Barray, Btype, ldb, 0, beta, (void *)0, Carray, Ctype, ldc, 0,
                             batchCount, computeType, 1);
}

/* Code written for CUDA 10 gives these three a cudaDataType as the compute type: cuBLAS's C++
 * header takes it through overloads that map it as cublasMigrateComputeType does (the pedantic
 * compute type under CUBLAS_PEDANTIC_MATH), and a data type with no compute type is not
 * supported. */
static inline cublasStatus_t cublasMigrateComputeType(cublasHandle_t h, cudaDataType dataType,
                                                      cublasComputeType_t *computeType)
{
    cublasMath_t mode = CUBLAS_DEFAULT_MATH;
    cublasStatus_t s = cublasGetMathMode(h, &mode);
    if (s != CUBLAS_STATUS_SUCCESS)
        return s;
    int pedantic = ((int)mode & 0xf) == CUBLAS_PEDANTIC_MATH;
    switch (dataType) {
    case CUDA_R_32F: case CUDA_C_32F:
        *computeType = pedantic ? CUBLAS_COMPUTE_32F_PEDANTIC : CUBLAS_COMPUTE_32F;
        return CUBLAS_STATUS_SUCCESS;
    case CUDA_R_64F: case CUDA_C_64F:
        *computeType = pedantic ? CUBLAS_COMPUTE_64F_PEDANTIC : CUBLAS_COMPUTE_64F;
        return CUBLAS_STATUS_SUCCESS;
    case CUDA_R_16F:
        *computeType = pedantic ? CUBLAS_COMPUTE_16F_PEDANTIC : CUBLAS_COMPUTE_16F;
        return CUBLAS_STATUS_SUCCESS;
    case CUDA_R_32I:
        *computeType = pedantic ? CUBLAS_COMPUTE_32I_PEDANTIC : CUBLAS_COMPUTE_32I;
        return CUBLAS_STATUS_SUCCESS;
    default:
        return CUBLAS_STATUS_NOT_SUPPORTED;
    }
}
static inline cublasStatus_t cublasGemmEx(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m,
                                          int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda,
                                          const void *B, cudaDataType Btype, int ldb, const void *beta, void *C,
                                          cudaDataType Ctype, int ldc, cudaDataType computeType, cublasGemmAlgo_t algo)
{
    cublasComputeType_t c = CUBLAS_COMPUTE_32F;
    cublasStatus_t s = cublasMigrateComputeType(h, computeType, &c);
    if (s != CUBLAS_STATUS_SUCCESS)
        return s;
    return cublasGemmEx(h, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, c, algo);
}
static inline cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t h, cublasOperation_t transa,
                                                        cublasOperation_t transb, int m, int n, int k,
                                                        const void *alpha, const void *A, cudaDataType Atype, int lda,
                                                        long long strideA, const void *B, cudaDataType Btype, int ldb,
                                                        long long strideB, const void *beta, void *C,
                                                        cudaDataType Ctype, int ldc, long long strideC,
                                                        int batchCount, cudaDataType computeType,
                                                        cublasGemmAlgo_t algo)
{
    cublasComputeType_t c = CUBLAS_COMPUTE_32F;
    cublasStatus_t s = cublasMigrateComputeType(h, computeType, &c);
    if (s != CUBLAS_STATUS_SUCCESS)
        return s;
    return cublasGemmStridedBatchedEx(h, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb,
                                      strideB, beta, C, Ctype, ldc, strideC, batchCount, c, algo);
}
static inline cublasStatus_t cublasGemmBatchedEx(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,
                                                 int m, int n, int k, const void *alpha, const void *const Aarray[],
                                                 cudaDataType Atype, int lda, const void *const Barray[],
                                                 cudaDataType Btype, int ldb, const void *beta, void *const Carray[],
                                                 cudaDataType Ctype, int ldc, int batchCount,
                                                 cudaDataType computeType, cublasGemmAlgo_t algo)
{
    cublasComputeType_t c = CUBLAS_COMPUTE_32F;
    cublasStatus_t s = cublasMigrateComputeType(h, computeType, &c);
    if (s != CUBLAS_STATUS_SUCCESS)
        return s;
    return cublasGemmBatchedEx(h, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta,
                               Carray, Ctype, ldc, batchCount, c, algo);
}

template <class T>
static inline cublasStatus_t __cr_blas_geam_run(const char *name, cublasHandle_t h, cublasOperation_t ta,
                                                cublasOperation_t tb, int m, int n, const T *alpha, const T *A, int lda,
                                                const T *beta, const T *B, int ldb, T *C, int ldc)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    int bad = __cr_blas_bad_op(ta) ? 1 : __cr_blas_bad_op(tb) ? 2 : m < 0 ? 3 : n < 0 ? 4
            : lda < __cr_blas_max1(ta != CUBLAS_OP_N ? n : m) ? 7
            : ldb < __cr_blas_max1(tb != CUBLAS_OP_N ? n : m) ? 10 : ldc < __cr_blas_max1(m) ? 12 : 0;
    if (bad)
        return __cr_blas_illegal(name, bad);
    if (!alpha || !beta)
        return CUBLAS_STATUS_INVALID_VALUE;
    /* in place: C may be A or B only as the same matrix, not transposed */
    if (((const T *)C == A && (ta != CUBLAS_OP_N || lda != ldc)) || ((const T *)C == B && (tb != CUBLAS_OP_N || ldb != ldc)))
        return CUBLAS_STATUS_INVALID_VALUE;
    if (m == 0 || n == 0)
        return CUBLAS_STATUS_SUCCESS;
    const T *ap, *bp;
    T av, bv;
    __cr_blas_scalar(h, alpha, &ap, &av);
    __cr_blas_scalar(h, beta, &bp, &bv);
    dim3 block(16, 16), grid((m + 15) / 16, (n + 15) / 16);
    __cr_blas_geam<<<grid, block, 0, h->stream>>>((int)ta, (int)tb, m, n, ap, av, A, lda, bp, bv, B, ldb, C, ldc);
    return __cr_blas_launched();
}
static inline cublasStatus_t cublasSgeam(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m,
                                         int n, const float *alpha, const float *A, int lda, const float *beta,
                                         const float *B, int ldb, float *C, int ldc)
{
    return __cr_blas_geam_run("SGEAM ", h, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}
static inline cublasStatus_t cublasDgeam(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m,
                                         int n, const double *alpha, const double *A, int lda, const double *beta,
                                         const double *B, int ldb, double *C, int ldc)
{
    return __cr_blas_geam_run("DGEAM ", h, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

/* ---- level 2: GEMV ---- */

template <class T>
static inline cublasStatus_t __cr_blas_gemv_run(cublasHandle_t h, cublasOperation_t trans, int m, int n,
                                                const T *alpha, const T *A, int lda, const T *x, int incx,
                                                const T *beta, T *y, int incy)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    /* as cuBLAS 13.1 answers: a leading dimension too small is an error (with no message); a
     * wrong operation or a negative size does nothing and succeeds; a zero increment reads (or
     * writes) one element again and again */
    if (lda < __cr_blas_max1(m) || !alpha || !beta)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (__cr_blas_bad_op(trans) || m <= 0 || n <= 0)
        return CUBLAS_STATUS_SUCCESS;
    const T *ap, *bp;
    T av, bv;
    __cr_blas_scalar(h, alpha, &ap, &av);
    __cr_blas_scalar(h, beta, &bp, &bv);
    int rows = trans != CUBLAS_OP_N ? n : m;
    __cr_blas_gemv<<<(rows + 127) / 128, 128, 0, h->stream>>>(trans != CUBLAS_OP_N, m, n, ap, av, A, lda, x, incx, bp,
                                                              bv, y, incy);
    return __cr_blas_launched();
}
static inline cublasStatus_t cublasSgemv(cublasHandle_t h, cublasOperation_t trans, int m, int n, const float *alpha,
                                         const float *A, int lda, const float *x, int incx, const float *beta, float *y,
                                         int incy)
{
    return __cr_blas_gemv_run(h, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}
static inline cublasStatus_t cublasDgemv(cublasHandle_t h, cublasOperation_t trans, int m, int n, const double *alpha,
                                         const double *A, int lda, const double *x, int incx, const double *beta,
                                         double *y, int incy)
{
    return __cr_blas_gemv_run(h, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* ---- level 1 ---- */

template <class T>
static inline cublasStatus_t __cr_blas_vec_run(cublasHandle_t h, int op, int n, const T *alpha, T *x, int incx, T *y,
                                               int incy)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if ((op == __CR_BLAS_AXPY || op == __CR_BLAS_SCAL) && !alpha)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (n <= 0 || (op == __CR_BLAS_SCAL && incx <= 0))
        return CUBLAS_STATUS_SUCCESS;
    const T *ap = (const T *)0;
    T av = 0;
    if (alpha)
        __cr_blas_scalar(h, alpha, &ap, &av);
    __cr_blas_vec<<<__cr_blas_blocks(n), 256, 0, h->stream>>>(op, n, ap, av, x, incx, y, incy);
    return __cr_blas_launched();
}
static inline cublasStatus_t cublasSaxpy(cublasHandle_t h, int n, const float *alpha, const float *x, int incx,
                                         float *y, int incy)
{
    return __cr_blas_vec_run(h, __CR_BLAS_AXPY, n, alpha, (float *)x, incx, y, incy);
}
static inline cublasStatus_t cublasDaxpy(cublasHandle_t h, int n, const double *alpha, const double *x, int incx,
                                         double *y, int incy)
{
    return __cr_blas_vec_run(h, __CR_BLAS_AXPY, n, alpha, (double *)x, incx, y, incy);
}
static inline cublasStatus_t cublasSscal(cublasHandle_t h, int n, const float *alpha, float *x, int incx)
{
    return __cr_blas_vec_run(h, __CR_BLAS_SCAL, n, alpha, x, incx, (float *)0, 1);
}
static inline cublasStatus_t cublasDscal(cublasHandle_t h, int n, const double *alpha, double *x, int incx)
{
    return __cr_blas_vec_run(h, __CR_BLAS_SCAL, n, alpha, x, incx, (double *)0, 1);
}
static inline cublasStatus_t cublasScopy(cublasHandle_t h, int n, const float *x, int incx, float *y, int incy)
{
    return __cr_blas_vec_run(h, __CR_BLAS_COPY, n, (const float *)0, (float *)x, incx, y, incy);
}
static inline cublasStatus_t cublasDcopy(cublasHandle_t h, int n, const double *x, int incx, double *y, int incy)
{
    return __cr_blas_vec_run(h, __CR_BLAS_COPY, n, (const double *)0, (double *)x, incx, y, incy);
}
static inline cublasStatus_t cublasSswap(cublasHandle_t h, int n, float *x, int incx, float *y, int incy)
{
    return __cr_blas_vec_run(h, __CR_BLAS_SWAP, n, (const float *)0, x, incx, y, incy);
}
static inline cublasStatus_t cublasDswap(cublasHandle_t h, int n, double *x, int incx, double *y, int incy)
{
    return __cr_blas_vec_run(h, __CR_BLAS_SWAP, n, (const double *)0, x, incx, y, incy);
}

/* a result of SIZE bytes that a kernel wrote to DEV: to the host, once the stream is done */
static inline cublasStatus_t __cr_blas_result(cublasHandle_t h, void *result, size_t size)
{
    cublasStatus_t s = __cr_blas_launched();
    if (s != CUBLAS_STATUS_SUCCESS || h->pointer_mode == CUBLAS_POINTER_MODE_DEVICE)
        return s;
    if (cudaStreamSynchronize(h->stream) != cudaSuccess)
        return CUBLAS_STATUS_EXECUTION_FAILED;
    return cudaMemcpy(result, h->result, size, cudaMemcpyDeviceToHost) == cudaSuccess ? CUBLAS_STATUS_SUCCESS
                                                                                      : CUBLAS_STATUS_MAPPING_ERROR;
}

template <class T>
static inline cublasStatus_t __cr_blas_reduce_run(cublasHandle_t h, int op, int n, const T *x, int incx, const T *y,
                                                  int incy, T *result)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (!result)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (op != __CR_BLAS_DOT && incx <= 0)
        n = 0;
    T *dst = h->pointer_mode == CUBLAS_POINTER_MODE_DEVICE ? result : (T *)h->result;
    __cr_blas_reduce<<<1, __CR_BLAS_THREADS, 0, h->stream>>>(op, n < 0 ? 0 : n, x, incx, y, incy, dst);
    return __cr_blas_result(h, result, sizeof(T));
}
static inline cublasStatus_t cublasSdot(cublasHandle_t h, int n, const float *x, int incx, const float *y, int incy,
                                        float *result)
{
    return __cr_blas_reduce_run(h, __CR_BLAS_DOT, n, x, incx, y, incy, result);
}
static inline cublasStatus_t cublasDdot(cublasHandle_t h, int n, const double *x, int incx, const double *y, int incy,
                                        double *result)
{
    return __cr_blas_reduce_run(h, __CR_BLAS_DOT, n, x, incx, y, incy, result);
}
static inline cublasStatus_t cublasSnrm2(cublasHandle_t h, int n, const float *x, int incx, float *result)
{
    return __cr_blas_reduce_run(h, __CR_BLAS_NRM2, n, x, incx, x, incx, result);
}
static inline cublasStatus_t cublasDnrm2(cublasHandle_t h, int n, const double *x, int incx, double *result)
{
    return __cr_blas_reduce_run(h, __CR_BLAS_NRM2, n, x, incx, x, incx, result);
}
static inline cublasStatus_t cublasSasum(cublasHandle_t h, int n, const float *x, int incx, float *result)
{
    return __cr_blas_reduce_run(h, __CR_BLAS_ASUM, n, x, incx, x, incx, result);
}
static inline cublasStatus_t cublasDasum(cublasHandle_t h, int n, const double *x, int incx, double *result)
{
    return __cr_blas_reduce_run(h, __CR_BLAS_ASUM, n, x, incx, x, incx, result);
}

template <class T>
static inline cublasStatus_t __cr_blas_iamax_run(cublasHandle_t h, int amin, int n, const T *x, int incx, int *result)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (!result)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (incx <= 0)
        n = 0;
    int *dst = h->pointer_mode == CUBLAS_POINTER_MODE_DEVICE ? result : (int *)h->result;
    __cr_blas_iamax<<<1, __CR_BLAS_THREADS, 0, h->stream>>>(amin, n < 0 ? 0 : n, x, incx, dst);
    return __cr_blas_result(h, result, sizeof(int));
}
static inline cublasStatus_t cublasIsamax(cublasHandle_t h, int n, const float *x, int incx, int *result)
{
    return __cr_blas_iamax_run(h, 0, n, x, incx, result);
}
static inline cublasStatus_t cublasIdamax(cublasHandle_t h, int n, const double *x, int incx, int *result)
{
    return __cr_blas_iamax_run(h, 0, n, x, incx, result);
}
static inline cublasStatus_t cublasIsamin(cublasHandle_t h, int n, const float *x, int incx, int *result)
{
    return __cr_blas_iamax_run(h, 1, n, x, incx, result);
}
static inline cublasStatus_t cublasIdamin(cublasHandle_t h, int n, const double *x, int incx, int *result)
{
    return __cr_blas_iamax_run(h, 1, n, x, incx, result);
}

/* ---- LU factorisation, solves and inverses of batches of small matrices ---- */

template <class T>
static inline cublasStatus_t __cr_blas_getrf_run(cublasHandle_t h, int n, T *const A[], int lda, int *P, int *info,
                                                 int batch)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (n < 0 || lda < __cr_blas_max1(n) || batch < 0)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (n == 0 || batch == 0)
        return CUBLAS_STATUS_SUCCESS;
    __cr_blas_getrf<<<(unsigned)((batch + 127) / 128), 128, 0, h->stream>>>(n, A, lda, P, info, batch);
    return __cr_blas_launched();
}
static inline cublasStatus_t cublasSgetrfBatched(cublasHandle_t h, int n, float *const A[], int lda, int *P,
                                                 int *info, int batchSize)
{
    return __cr_blas_getrf_run(h, n, A, lda, P, info, batchSize);
}
static inline cublasStatus_t cublasDgetrfBatched(cublasHandle_t h, int n, double *const A[], int lda, int *P,
                                                 int *info, int batchSize)
{
    return __cr_blas_getrf_run(h, n, A, lda, P, info, batchSize);
}

/* INFO (host memory): 0, or -i for the i-th argument (after the handle) that is wrong */
template <class T>
static inline cublasStatus_t __cr_blas_getrs_run(cublasHandle_t h, cublasOperation_t trans, int n, int nrhs,
                                                 const T *const A[], int lda, const int *P, T *const B[], int ldb,
                                                 int *info, int batch)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    int bad = __cr_blas_bad_op(trans) ? 1 : n < 0 ? 2 : nrhs < 0 ? 3 : lda < __cr_blas_max1(n) ? 5
              : ldb < __cr_blas_max1(n) ? 8 : batch < 0 ? 10 : 0;
    if (info)
        *info = -bad;
    if (bad)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (n == 0 || nrhs == 0 || batch == 0)
        return CUBLAS_STATUS_SUCCESS;
    __cr_blas_getrs<<<(unsigned)((batch + 127) / 128), 128, 0, h->stream>>>((int)trans, n, nrhs, A, lda, P, B, ldb,
                                                                           batch);
    return __cr_blas_launched();
}
static inline cublasStatus_t cublasSgetrsBatched(cublasHandle_t h, cublasOperation_t trans, int n, int nrhs,
                                                 const float *const A[], int lda, const int *P, float *const B[],
                                                 int ldb, int *info, int batchSize)
{
    return __cr_blas_getrs_run(h, trans, n, nrhs, A, lda, P, B, ldb, info, batchSize);
}
static inline cublasStatus_t cublasDgetrsBatched(cublasHandle_t h, cublasOperation_t trans, int n, int nrhs,
                                                 const double *const A[], int lda, const int *P, double *const B[],
                                                 int ldb, int *info, int batchSize)
{
    return __cr_blas_getrs_run(h, trans, n, nrhs, A, lda, P, B, ldb, info, batchSize);
}

template <class T>
static inline cublasStatus_t __cr_blas_getri_run(cublasHandle_t h, int n, const T *const A[], int lda, const int *P,
                                                 T *const C[], int ldc, int *info, int batch)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (n < 0 || lda < __cr_blas_max1(n) || ldc < __cr_blas_max1(n) || batch < 0)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (n == 0 || batch == 0)
        return CUBLAS_STATUS_SUCCESS;
    __cr_blas_getri<<<(unsigned)((batch + 127) / 128), 128, 0, h->stream>>>(n, A, lda, P, C, ldc, info, batch);
    return __cr_blas_launched();
}
static inline cublasStatus_t cublasSgetriBatched(cublasHandle_t h, int n, const float *const A[], int lda,
                                                 const int *P, float *const C[], int ldc, int *info, int batchSize)
{
    return __cr_blas_getri_run(h, n, A, lda, P, C, ldc, info, batchSize);
}
static inline cublasStatus_t cublasDgetriBatched(cublasHandle_t h, int n, const double *const A[], int lda,
                                                 const int *P, double *const C[], int ldc, int *info, int batchSize)
{
    return __cr_blas_getri_run(h, n, A, lda, P, C, ldc, info, batchSize);
}

#endif /* !__CUDA_ARCH__ */
#endif /* __cplusplus */

#endif
