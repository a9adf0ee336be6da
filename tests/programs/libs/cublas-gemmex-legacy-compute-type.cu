// cublasGemmEx and its batched forms with the compute type written as a cudaDataType, as code
// for CUDA 10 does (CUDA_R_32F, CUDA_R_64F): cuBLAS's C++ header maps it to the
// cublasComputeType_t (cublasMigrateComputeType), so the product is computed as with
// CUBLAS_COMPUTE_32F / 64F. A data type with no compute type (CUDA_R_8U) is not supported.
#include <cstdio>
#include <cublas_v2.h>

int main()
{
    const int n = 2;
    float ha[4] = {1, 2, 3, 4}, hb[4] = {5, 6, 7, 8}, hc[4] = {0};
    double da[4] = {1, 2, 3, 4}, db[4] = {0.5, 0.25, 2, 4}, dc[4] = {0};
    float *a, *b, *c;
    double *a2, *b2, *c2;
    cudaMalloc(&a, sizeof ha); cudaMalloc(&b, sizeof hb); cudaMalloc(&c, sizeof hc);
    cudaMalloc(&a2, sizeof da); cudaMalloc(&b2, sizeof db); cudaMalloc(&c2, sizeof dc);
    cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
    cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice);
    cudaMemcpy(a2, da, sizeof da, cudaMemcpyHostToDevice);
    cudaMemcpy(b2, db, sizeof db, cudaMemcpyHostToDevice);
    cublasHandle_t h;
    cublasCreate(&h);
    float alpha = 1, beta = 0;
    double alpha2 = 1, beta2 = 0;
    cudaDataType compute = CUDA_R_32F;
    cublasStatus_t s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a, CUDA_R_32F, n, b,
                                    CUDA_R_32F, n, &beta, c, CUDA_R_32F, n, compute, CUBLAS_GEMM_DEFAULT);
    cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
    printf("GemmEx CUDA_R_32F: status %d, C = %g %g %g %g\n", (int)s, hc[0], hc[1], hc[2], hc[3]);
    s = cublasGemmStridedBatchedEx(h, CUBLAS_OP_T, CUBLAS_OP_N, n, n, n, &alpha2, a2, CUDA_R_64F, n, 0, b2,
                                   CUDA_R_64F, n, 0, &beta2, c2, CUDA_R_64F, n, 0, 1, CUDA_R_64F,
                                   CUBLAS_GEMM_DEFAULT_TENSOR_OP);
    cudaMemcpy(dc, c2, sizeof dc, cudaMemcpyDeviceToHost);
    printf("GemmStridedBatchedEx CUDA_R_64F: status %d, C = %g %g %g %g\n", (int)s, dc[0], dc[1], dc[2], dc[3]);
    const void *as[1] = {a}, *bs[1] = {b};
    void *cs[1] = {c};
    const void **das, **dbs;
    void **dcs;
    cudaMalloc(&das, sizeof as); cudaMalloc(&dbs, sizeof bs); cudaMalloc(&dcs, sizeof cs);
    cudaMemcpy(das, as, sizeof as, cudaMemcpyHostToDevice);
    cudaMemcpy(dbs, bs, sizeof bs, cudaMemcpyHostToDevice);
    cudaMemcpy(dcs, cs, sizeof cs, cudaMemcpyHostToDevice);
    alpha = 2;
    s = cublasGemmBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &alpha, das, CUDA_R_32F, n, dbs, CUDA_R_32F, n,
                            &beta, dcs, CUDA_R_32F, n, 1, CUDA_R_32F, CUBLAS_GEMM_DEFAULT);
    cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
    printf("GemmBatchedEx CUDA_R_32F: status %d, C = %g %g %g %g\n", (int)s, hc[0], hc[1], hc[2], hc[3]);
    s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a, CUDA_R_32F, n, b, CUDA_R_32F, n, &beta, c,
                     CUDA_R_32F, n, CUDA_R_8U, CUBLAS_GEMM_DEFAULT);
    printf("GemmEx CUDA_R_8U: status %d (CUBLAS_STATUS_NOT_SUPPORTED %d)\n", (int)s, (int)CUBLAS_STATUS_NOT_SUPPORTED);
    cublasDestroy(h);
    return 0;
}
