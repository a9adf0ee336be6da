/* <cublasLt.h>: cuBLASLt's handle, which programs make beside cuBLAS's own (llm.c's kernels do
 * so in a shared header): cublasLtCreate, cublasLtDestroy, cublasLtGetVersion,
 * cublasLtGetCudartVersion; and cublasLtMatmul, D = alpha op(A) op(B) + beta C, then the
 * epilogue's bias (a vector of D's rows) and ReLU or GELU (tanh's approximation), with the
 * descriptors, layouts, preferences and the heuristic query that come with it. Matrices of
 * float, double, half or bfloat16 (A and B of one type; C and D of theirs, or float for the
 * narrow ones, with compute 32F), in column or row order (the four of one order), in strided
 * batches (CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, _STRIDED_BATCH_OFFSET). The product is
 * cublasGemmStridedBatchedEx's, on a cuBLAS handle of the cuBLASLt handle's own
 * (docs/libraries.md, "cuBLAS"); a narrow D with an epilogue is worked in float and rounded
 * once. */
#ifndef __CR_CUBLASLT_H
#define __CR_CUBLASLT_H

#include "cublas_api.h"

struct cublasLtContext {
    cublasHandle_t blas;
};
typedef struct cublasLtContext *cublasLtHandle_t;

typedef enum {
    CUBLASLT_MATMUL_DESC_COMPUTE_TYPE = 0,
    CUBLASLT_MATMUL_DESC_SCALE_TYPE = 1,
    CUBLASLT_MATMUL_DESC_POINTER_MODE = 2,
    CUBLASLT_MATMUL_DESC_TRANSA = 3,
    CUBLASLT_MATMUL_DESC_TRANSB = 4,
    CUBLASLT_MATMUL_DESC_TRANSC = 5,
    CUBLASLT_MATMUL_DESC_FILL_MODE = 6,
    CUBLASLT_MATMUL_DESC_EPILOGUE = 7,
    CUBLASLT_MATMUL_DESC_BIAS_POINTER = 8,
    CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE = 10,
    CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER = 11,
    CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD = 12,
    CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE = 13,
    CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE = 26
} cublasLtMatmulDescAttributes_t;

typedef enum {
    CUBLASLT_EPILOGUE_DEFAULT = 1,
    CUBLASLT_EPILOGUE_RELU = 2,
    CUBLASLT_EPILOGUE_BIAS = 4,
    CUBLASLT_EPILOGUE_RELU_BIAS = 6,
    CUBLASLT_EPILOGUE_GELU = 32,
    CUBLASLT_EPILOGUE_GELU_BIAS = 36
} cublasLtEpilogue_t;

typedef enum {
    CUBLASLT_MATRIX_LAYOUT_TYPE = 0,
    CUBLASLT_MATRIX_LAYOUT_ORDER = 1,
    CUBLASLT_MATRIX_LAYOUT_ROWS = 2,
    CUBLASLT_MATRIX_LAYOUT_COLS = 3,
    CUBLASLT_MATRIX_LAYOUT_LD = 4,
    CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT = 5,
    CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET = 6
} cublasLtMatrixLayoutAttribute_t;

typedef enum {
    CUBLASLT_ORDER_COL = 0,
    CUBLASLT_ORDER_ROW = 1
} cublasLtOrder_t;

typedef enum {
    CUBLASLT_MATMUL_PREF_SEARCH_MODE = 0,
    CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES = 1
} cublasLtMatmulPreferenceAttributes_t;

struct cublasLtMatmulDescOpaque_t {
    cublasComputeType_t compute;
    cudaDataType_t scale;
    cublasOperation_t transa, transb;
    cublasLtEpilogue_t epilogue;
    const void *bias;
    cudaDataType_t bias_type; /* 0 until set: D's type */
};
typedef struct cublasLtMatmulDescOpaque_t *cublasLtMatmulDesc_t;

struct cublasLtMatrixLayoutOpaque_t {
    cudaDataType_t type;
    unsigned long long rows, cols;
    long long ld;
    int order;
    int batch;
    long long stride; /* elements from one batch's matrix to the next */
};
typedef struct cublasLtMatrixLayoutOpaque_t *cublasLtMatrixLayout_t;

struct cublasLtMatmulPreferenceOpaque_t {
    size_t max_workspace;
};
typedef struct cublasLtMatmulPreferenceOpaque_t *cublasLtMatmulPreference_t;

typedef struct {
    unsigned long long data[8];
} cublasLtMatmulAlgo_t;

typedef struct {
    cublasLtMatmulAlgo_t algo;
    size_t workspaceSize;
    cublasStatus_t state;
    float wavesCount;
    int reserved[4];
} cublasLtMatmulHeuristicResult_t;

#ifdef __cplusplus
#include <stdlib.h>

#include <string.h>

static inline cublasStatus_t cublasLtCreate(cublasLtHandle_t *handle)
{
    if (!handle)
        return CUBLAS_STATUS_INVALID_VALUE;
    cublasLtHandle_t h = (cublasLtHandle_t)calloc(1, sizeof(struct cublasLtContext));
    if (!h)
        return CUBLAS_STATUS_ALLOC_FAILED;
    cublasStatus_t st = cublasCreate(&h->blas);
    if (st != CUBLAS_STATUS_SUCCESS) {
        free(h);
        return st;
    }
    *handle = h;
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasLtDestroy(cublasLtHandle_t h)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    cublasDestroy(h->blas);
    free(h);
    return CUBLAS_STATUS_SUCCESS;
}

/* ---- descriptors ---- */
static inline cublasStatus_t cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *d, cublasComputeType_t compute,
                                                      cudaDataType_t scale)
{
    if (!d)
        return CUBLAS_STATUS_INVALID_VALUE;
    *d = (cublasLtMatmulDesc_t)calloc(1, sizeof(struct cublasLtMatmulDescOpaque_t));
    if (!*d)
        return CUBLAS_STATUS_ALLOC_FAILED;
    (*d)->compute = compute;
    (*d)->scale = scale;
    (*d)->transa = (*d)->transb = CUBLAS_OP_N;
    (*d)->epilogue = CUBLASLT_EPILOGUE_DEFAULT;
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t d)
{
    free(d);
    return CUBLAS_STATUS_SUCCESS;
}
/* an attribute's value of SIZE bytes at BUF into FIELD, whose size must be SIZE */
static inline cublasStatus_t __cr_lt_set(void *field, size_t field_size, const void *buf, size_t size)
{
    if (!buf || size != field_size)
        return CUBLAS_STATUS_INVALID_VALUE;
    memcpy(field, buf, size);
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t d, cublasLtMatmulDescAttributes_t a,
                                                            const void *buf, size_t size)
{
    if (!d)
        return CUBLAS_STATUS_INVALID_VALUE;
    switch (a) {
    case CUBLASLT_MATMUL_DESC_TRANSA: return __cr_lt_set(&d->transa, sizeof d->transa, buf, size);
    case CUBLASLT_MATMUL_DESC_TRANSB: return __cr_lt_set(&d->transb, sizeof d->transb, buf, size);
    case CUBLASLT_MATMUL_DESC_EPILOGUE: return __cr_lt_set(&d->epilogue, sizeof d->epilogue, buf, size);
    case CUBLASLT_MATMUL_DESC_BIAS_POINTER: return __cr_lt_set(&d->bias, sizeof d->bias, buf, size);
    case CUBLASLT_MATMUL_DESC_COMPUTE_TYPE: return __cr_lt_set(&d->compute, sizeof d->compute, buf, size);
    case CUBLASLT_MATMUL_DESC_SCALE_TYPE: return __cr_lt_set(&d->scale, sizeof d->scale, buf, size);
    case CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE: return __cr_lt_set(&d->bias_type, sizeof d->bias_type, buf, size);
    default: return CUBLAS_STATUS_NOT_SUPPORTED; /* (the others are not modelled) */
    }
}
static inline cublasStatus_t cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *l, cudaDataType_t type,
                                                        unsigned long long rows, unsigned long long cols, long long ld)
{
    if (!l)
        return CUBLAS_STATUS_INVALID_VALUE;
    *l = (cublasLtMatrixLayout_t)calloc(1, sizeof(struct cublasLtMatrixLayoutOpaque_t));
    if (!*l)
        return CUBLAS_STATUS_ALLOC_FAILED;
    (*l)->type = type;
    (*l)->rows = rows;
    (*l)->cols = cols;
    (*l)->ld = ld;
    (*l)->batch = 1;
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t l)
{
    free(l);
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t l, cublasLtMatrixLayoutAttribute_t a,
                                                              const void *buf, size_t size)
{
    if (!l)
        return CUBLAS_STATUS_INVALID_VALUE;
    switch (a) {
    case CUBLASLT_MATRIX_LAYOUT_ORDER: return __cr_lt_set(&l->order, sizeof l->order, buf, size);
    case CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT: return __cr_lt_set(&l->batch, sizeof l->batch, buf, size);
    case CUBLASLT_MATRIX_LAYOUT_LD: return __cr_lt_set(&l->ld, sizeof l->ld, buf, size);
    case CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET: return __cr_lt_set(&l->stride, sizeof l->stride, buf, size);
    case CUBLASLT_MATRIX_LAYOUT_TYPE: return __cr_lt_set(&l->type, sizeof l->type, buf, size);
    case CUBLASLT_MATRIX_LAYOUT_ROWS: return __cr_lt_set(&l->rows, sizeof l->rows, buf, size);
    case CUBLASLT_MATRIX_LAYOUT_COLS: return __cr_lt_set(&l->cols, sizeof l->cols, buf, size);
    default: return CUBLAS_STATUS_NOT_SUPPORTED;
    }
}
static inline cublasStatus_t cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *p)
{
    if (!p)
        return CUBLAS_STATUS_INVALID_VALUE;
    *p = (cublasLtMatmulPreference_t)calloc(1, sizeof(struct cublasLtMatmulPreferenceOpaque_t));
    return *p ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_ALLOC_FAILED;
}
static inline cublasStatus_t cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t p)
{
    free(p);
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t p,
                                                                  cublasLtMatmulPreferenceAttributes_t a,
                                                                  const void *buf, size_t size)
{
    if (!p)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (a == CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES)
        return __cr_lt_set(&p->max_workspace, sizeof p->max_workspace, buf, size);
    return a == CUBLASLT_MATMUL_PREF_SEARCH_MODE ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_SUPPORTED;
}

/* the shapes of a product D (m x n) = op(A) (m x k) op(B) (k x n) that cublasLtMatmul computes
 * here: the types above, the four layouts of one order and one count of batches */
static inline bool __cr_lt_shapes(cublasLtMatmulDesc_t d, cublasLtMatrixLayout_t A, cublasLtMatrixLayout_t B,
                                  cublasLtMatrixLayout_t C, cublasLtMatrixLayout_t D)
{
    if (!d || !A || !B || !C || !D)
        return false;
    unsigned long long am = d->transa == CUBLAS_OP_N ? A->rows : A->cols, ak = d->transa == CUBLAS_OP_N ? A->cols : A->rows;
    unsigned long long bk = d->transb == CUBLAS_OP_N ? B->rows : B->cols, bn = d->transb == CUBLAS_OP_N ? B->cols : B->rows;
    cudaDataType_t t = A->type;
    bool types = B->type == t && C->type == D->type &&
                 (t == CUDA_R_32F || t == CUDA_R_64F || __cr_blas_narrow_type(t)) &&
                 (D->type == t || (__cr_blas_narrow_type(t) && D->type == CUDA_R_32F));
    bool order = (A->order == CUBLASLT_ORDER_COL || A->order == CUBLASLT_ORDER_ROW) && B->order == A->order &&
                 C->order == A->order && D->order == A->order;
    bool batch = A->batch >= 1 && B->batch == A->batch && C->batch == A->batch && D->batch == A->batch;
    return types && order && batch && ak == bk && am == D->rows && bn == D->cols && C->rows == D->rows &&
           C->cols == D->cols;
}
static inline cublasStatus_t cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t h, cublasLtMatmulDesc_t d,
                                                            cublasLtMatrixLayout_t A, cublasLtMatrixLayout_t B,
                                                            cublasLtMatrixLayout_t C, cublasLtMatrixLayout_t D,
                                                            cublasLtMatmulPreference_t pref, int requested,
                                                            cublasLtMatmulHeuristicResult_t *results, int *returned)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (requested <= 0 || !results || !returned || !pref)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (!__cr_lt_shapes(d, A, B, C, D)) {
        *returned = 0;
        return CUBLAS_STATUS_NOT_SUPPORTED;
    }
    memset(&results[0], 0, sizeof results[0]);
    results[0].state = CUBLAS_STATUS_SUCCESS;
    results[0].wavesCount = 1.0f;
    *returned = 1;
    return CUBLAS_STATUS_SUCCESS;
}

/* the epilogue over BATCH matrices D (ROWS x COLS, element (r, c) at r * RS + c * CS, STRIDE
 * from one to the next): the bias of its row (BIAS of type BT: T's, or half or bfloat16 over a
 * float D), then ReLU or GELU (cuBLASLt's tanh approximation) */
template <class T>
__device__ inline T __cr_lt_bias(const void *bias, int bt, unsigned long long r)
{
    if (bt == CUDA_R_16F)
        return (T)__half2float(((const __half *)bias)[r]);
    if (bt == CUDA_R_16BF)
        return (T)__bfloat162float(((const __nv_bfloat16 *)bias)[r]);
    return ((const T *)bias)[r];
}
template <class T>
__global__ void __cr_lt_epilogue(T *D, long long rs, long long cs, long long stride, int batch,
                                 unsigned long long rows, unsigned long long cols, const void *bias, int bt, int act)
{
    unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (i >= rows * cols * (unsigned long long)batch)
        return;
    unsigned long long e = i % (rows * cols), b = i / (rows * cols), r = e % rows, c = e / rows;
    T *p = D + b * stride + r * rs + c * cs;
    T v = *p;
    if (bias)
        v += __cr_lt_bias<T>(bias, bt, r);
    if (act == 1)
        v = v > 0 ? v : 0;
    else if (act == 2)
        v = (T)0.5 * v * ((T)1 + tanh((T)0.7978845608028654 * (v + (T)0.044715 * v * v * v)));
    *p = v;
}

static inline cublasStatus_t cublasLtMatmul(cublasLtHandle_t h, cublasLtMatmulDesc_t d, const void *alpha,
                                            const void *A, cublasLtMatrixLayout_t Adesc, const void *B,
                                            cublasLtMatrixLayout_t Bdesc, const void *beta, const void *C,
                                            cublasLtMatrixLayout_t Cdesc, void *D, cublasLtMatrixLayout_t Ddesc,
                                            const cublasLtMatmulAlgo_t *algo, void *workspace,
                                            size_t workspace_size, cudaStream_t stream)
{
    (void)algo;
    (void)workspace;
    (void)workspace_size;
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (!alpha || !beta || !__cr_lt_shapes(d, Adesc, Bdesc, Cdesc, Ddesc))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    int e = d->epilogue;
    bool bias = e == CUBLASLT_EPILOGUE_BIAS || e == CUBLASLT_EPILOGUE_RELU_BIAS || e == CUBLASLT_EPILOGUE_GELU_BIAS;
    int act = e == CUBLASLT_EPILOGUE_RELU || e == CUBLASLT_EPILOGUE_RELU_BIAS ? 1
              : e == CUBLASLT_EPILOGUE_GELU || e == CUBLASLT_EPILOGUE_GELU_BIAS ? 2 : 0;
    if (e != CUBLASLT_EPILOGUE_DEFAULT && !bias && !act)
        return CUBLAS_STATUS_NOT_SUPPORTED;
    if (bias && !d->bias)
        return CUBLAS_STATUS_INVALID_VALUE;
    /* a bias pointer left on the descriptor with an epilogue that takes none (the default,
     * ReLU or GELU alone): a GPU refuses the call (libs/cublaslt-bias-pointer.cu) */
    if (!bias && d->bias)
        return CUBLAS_STATUS_INVALID_VALUE;
    cudaDataType_t dt = Ddesc->type, bt = d->bias_type ? d->bias_type : dt;
    bool dbl = dt == CUDA_R_64F, narrow = __cr_blas_narrow_type(dt), row = Ddesc->order == CUBLASLT_ORDER_ROW;
    int m = (int)Ddesc->rows, n = (int)Ddesc->cols, batch = Ddesc->batch;
    int k = (int)(d->transa == CUBLAS_OP_N ? Adesc->cols : Adesc->rows);
    size_t es = dbl ? sizeof(double) : narrow ? 2 : sizeof(float);
    /* D's storage as a column-order matrix: D itself, or D transposed (row order) */
    size_t drows = row ? (size_t)n : (size_t)m, dcols = row ? (size_t)m : (size_t)n;
    bool zero_beta = dbl ? *(const double *)beta == 0 : *(const float *)beta == 0;
    if (C != D && !zero_beta) {
        for (int b = 0; b < batch; b++)
            if (cudaMemcpy2DAsync((char *)D + (size_t)(b * Ddesc->stride) * es, (size_t)Ddesc->ld * es,
                                  (const char *)C + (size_t)(b * Cdesc->stride) * es, (size_t)Cdesc->ld * es,
                                  drows * es, dcols, cudaMemcpyDeviceToDevice, stream) != cudaSuccess)
                return CUBLAS_STATUS_EXECUTION_FAILED;
    }
    cublasSetStream(h->blas, stream);
    /* a narrow D with an epilogue: the product in float, the epilogue on it, then one rounding */
    long long dstride = Ddesc->stride, ld = Ddesc->ld;
    long long span = __cr_blas_span((int)drows, (int)dcols, (int)ld, dstride, batch);
    float *f = (float *)0;
    if (narrow && (bias || act)) {
        f = __cr_blas_widen(h->blas, dt, D, span);
        if (!f)
            return CUBLAS_STATUS_ALLOC_FAILED;
    }
    void *out = f ? (void *)f : D;
    cudaDataType_t ot = f ? CUDA_R_32F : dt;
    cublasComputeType_t ct = dbl ? CUBLAS_COMPUTE_64F : CUBLAS_COMPUTE_32F;
    /* row order: D^T = op(B)^T op(A)^T in column order */
    cublasStatus_t st =
        row ? cublasGemmStridedBatchedEx(h->blas, d->transb, d->transa, n, m, k, alpha, B, Bdesc->type, (int)Bdesc->ld,
                                         Bdesc->stride, A, Adesc->type, (int)Adesc->ld, Adesc->stride, beta, out, ot,
                                         (int)ld, dstride, batch, ct, CUBLAS_GEMM_DEFAULT)
            : cublasGemmStridedBatchedEx(h->blas, d->transa, d->transb, m, n, k, alpha, A, Adesc->type, (int)Adesc->ld,
                                         Adesc->stride, B, Bdesc->type, (int)Bdesc->ld, Bdesc->stride, beta, out, ot,
                                         (int)ld, dstride, batch, ct, CUBLAS_GEMM_DEFAULT);
    if (st == CUBLAS_STATUS_SUCCESS && (bias || act)) {
        unsigned long long total = (unsigned long long)m * n * batch;
        unsigned int blocks = (unsigned int)((total + 255) / 256);
        long long rs = row ? ld : 1, cs = row ? 1 : ld;
        const void *bp = bias ? d->bias : (const void *)0;
        if (total && dbl)
            __cr_lt_epilogue<double><<<blocks, 256, 0, stream>>>((double *)D, rs, cs, dstride, batch, m, n, bp, (int)bt, act);
        else if (total)
            __cr_lt_epilogue<float><<<blocks, 256, 0, stream>>>((float *)out, rs, cs, dstride, batch, m, n, bp, (int)bt, act);
        if (f)
            __cr_blas_convert<<<__cr_blas_blocks((int)(span < 262144 ? span : 262144)), 256, 0, stream>>>(0, (int)dt, span,
                                                                                                         D, f);
        st = cudaGetLastError() == cudaSuccess ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_EXECUTION_FAILED;
    }
    cudaFree(f);
    return st;
}
/* the library's version (CUBLAS_VERSION's number: cuBLASLt ships with cuBLAS) */
static inline size_t cublasLtGetVersion(void) { return CUBLAS_VERSION; }
static inline size_t cublasLtGetCudartVersion(void) { return CUDART_VERSION; }

#endif
#endif
