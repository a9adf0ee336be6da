// cublasGemmEx of int8 matrices into int32 (CUBLAS_COMPUTE_32I, alpha and beta int32), as
// integer correlation code uses it (the CUDA Handbook's corrBankTC): the product is exact.
// cuBLAS supports this only with A and B 4-byte aligned and lda, ldb multiples of 4
// (CUBLAS_STATUS_NOT_SUPPORTED otherwise), and the older spelling of the compute type,
// CUDA_R_32I, means CUBLAS_COMPUTE_32I.
#include <cstdio>
#include <cublas_v2.h>

static void print(const char *what, cublasStatus_t s, const int *c, int m, int n, int ldc)
{
    printf("%s: status %d\n", what, (int)s);
    for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++)
            printf(" %7d", c[i + j * ldc]);
        printf("\n");
    }
}

int main()
{
    const int m = 8, n = 6, k = 12, lda = 12, ldb = 16, ldc = 8;
    // A is stored k x m (used as op(A) = A^T) or m x k with lda 12 (A: lda >= m); B is k x n
    signed char ha[lda * k], hb[ldb * n];
    for (int i = 0; i < lda * k; i++)
        ha[i] = (signed char)((i * 37 + 11) % 256 - 128);
    for (int i = 0; i < ldb * n; i++)
        hb[i] = (signed char)((i * 53 + 7) % 256 - 128);
    int hc[ldc * n];
    signed char *a, *b;
    int *c, *dalpha;
    cudaMalloc(&a, sizeof ha);
    cudaMalloc(&b, sizeof hb);
    cudaMalloc(&c, sizeof hc);
    cudaMalloc(&dalpha, 2 * sizeof(int));
    cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
    cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice);
    cublasHandle_t h;
    cublasCreate(&h);

    int alpha = 1, beta = 0;
    cublasStatus_t s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, a, CUDA_R_8I, lda, b, CUDA_R_8I,
                                    ldb, &beta, c, CUDA_R_32I, ldc, CUBLAS_COMPUTE_32I, CUBLAS_GEMM_DEFAULT);
    cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
    print("N N, alpha 1, beta 0", s, hc, m, n, ldc);

    // C = 2 A^T B - 3 C, A read as k x m with lda 12
    alpha = 2;
    beta = -3;
    s = cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &alpha, a, CUDA_R_8I, lda, b, CUDA_R_8I, ldb, &beta, c,
                     CUDA_R_32I, ldc, CUBLAS_COMPUTE_32I_PEDANTIC, CUBLAS_GEMM_DEFAULT_TENSOR_OP);
    cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
    print("T N, alpha 2, beta -3", s, hc, m, n, ldc);

    // the CUDA 10 spelling of the compute type, alpha and beta in device memory; B^T is n x k
    int hab[2] = {-1, 1};
    cudaMemcpy(dalpha, hab, sizeof hab, cudaMemcpyHostToDevice);
    cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE);
    cudaDataType legacy = CUDA_R_32I;
    s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_T, m, n, 4, dalpha, a, CUDA_R_8I, lda, b, CUDA_R_8I, ldb, dalpha + 1,
                     c, CUDA_R_32I, ldc, legacy, CUBLAS_GEMM_DEFAULT);
    cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
    print("N T (k 4), alpha -1, beta 1, CUDA_R_32I", s, hc, m, n, ldc);
    cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST);

    // a strided batch of two 4 x 3 x 8 products: A's second matrix 48 bytes on, B's 32, C's
    // 24 elements (columns 3 to 5 of C; rows 4 to 7 of C keep the last product's values)
    alpha = 1;
    beta = 0;
    s = cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 4, 3, 8, &alpha, a, CUDA_R_8I, lda, 48, b, CUDA_R_8I,
                                   ldb, 32, &beta, c, CUDA_R_32I, ldc, 24, 2, CUBLAS_COMPUTE_32I, CUBLAS_GEMM_DEFAULT);
    cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
    print("strided batch of 2 (4 x 3 x 8)", s, hc, m, n, ldc);

    // what cuBLAS does not support: lda not a multiple of 4, B not 4-byte aligned, int32 C
    // with a floating-point compute type
    s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, a, CUDA_R_8I, 10, b, CUDA_R_8I, ldb, &beta, c,
                     CUDA_R_32I, ldc, CUBLAS_COMPUTE_32I, CUBLAS_GEMM_DEFAULT);
    printf("lda 10: status %d\n", (int)s);
    s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, a, CUDA_R_8I, lda, b + 1, CUDA_R_8I, ldb, &beta,
                     c, CUDA_R_32I, ldc, CUBLAS_COMPUTE_32I, CUBLAS_GEMM_DEFAULT);
    printf("B + 1: status %d\n", (int)s);
    s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, a, CUDA_R_8I, lda, b, CUDA_R_8I, ldb, &beta, c,
                     CUDA_R_32I, ldc, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    printf("CUBLAS_COMPUTE_32F into int32: status %d (CUBLAS_STATUS_NOT_SUPPORTED is %d)\n", (int)s,
           (int)CUBLAS_STATUS_NOT_SUPPORTED);
    cublasDestroy(h);
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    cudaFree(dalpha);
    return 0;
}
