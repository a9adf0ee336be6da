/* <cublasLt.h>: cuBLASLt's handle, which programs make beside cuBLAS's own for the day they
 * call cublasLtMatmul (llm.c's kernels do so in a shared header): cublasLtCreate,
 * cublasLtDestroy, cublasLtGetVersion, cublasLtGetCudartVersion. The matrix multiplication
 * API (cublasLtMatmul and its descriptors) is not provided (docs/libraries.md, "cuBLAS"). */
#ifndef __CR_CUBLASLT_H
#define __CR_CUBLASLT_H

#include "cublas_api.h"

struct cublasLtContext {
    int live;
};
typedef struct cublasLtContext *cublasLtHandle_t;

#ifdef __cplusplus
#include <stdlib.h>

static inline cublasStatus_t cublasLtCreate(cublasLtHandle_t *handle)
{
    if (!handle)
        return CUBLAS_STATUS_INVALID_VALUE;
    cublasLtHandle_t h = (cublasLtHandle_t)calloc(1, sizeof(struct cublasLtContext));
    if (!h)
        return CUBLAS_STATUS_ALLOC_FAILED;
    h->live = 1;
    *handle = h;
    return CUBLAS_STATUS_SUCCESS;
}
static inline cublasStatus_t cublasLtDestroy(cublasLtHandle_t h)
{
    if (!h)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    free(h);
    return CUBLAS_STATUS_SUCCESS;
}
/* the library's version (CUBLAS_VERSION's number: cuBLASLt ships with cuBLAS) */
static inline size_t cublasLtGetVersion(void) { return CUBLAS_VERSION; }
static inline size_t cublasLtGetCudartVersion(void) { return CUDART_VERSION; }

#endif
#endif
