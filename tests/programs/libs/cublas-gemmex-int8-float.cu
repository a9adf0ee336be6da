// cublasGemmEx of int8 matrices into a float C (CUBLAS_COMPUTE_32F, float alpha and beta), as
// quantised inference code calls it to get a float result straight away. cuBLAS's table of
// GemmEx's type combinations lists int8 A and B with a CUDA_R_32F C for CUBLAS_COMPUTE_32F and
// CUBLAS_COMPUTE_32F_PEDANTIC, without the int32 path's conditions on alignment, and an H100's
// cuBLAS takes the _FAST_ compute types too (an int8 value is exact in half and TF32); a 32I
// compute type with float C and int8 C are not in the table (CUBLAS_STATUS_NOT_SUPPORTED).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cublas_v2.h>

#define CHECK(call)                                                                                \
    do {                                                                                           \
        cublasStatus_t s_ = (call);                                                                \
        if (s_ != CUBLAS_STATUS_SUCCESS) {                                                         \
            printf("%s:%d: %s returned %d\n", __FILE__, __LINE__, #call, (int)s_);                 \
            exit(EXIT_FAILURE);                                                                    \
        }                                                                                          \
    } while (0)

static void print(const char *what, const float *c, int m, int n, int ldc)
{
    printf("%s\n", what);
    for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++)
            printf(" %9.1f", c[i + j * ldc]);
        printf("\n");
    }
}

// the product on the host, in 64-bit integers: every sum here is exact in a float too
static int check(const signed char *a, int lda, bool ta, const signed char *b, int ldb, bool tb, int m, int n,
                 int k, double alpha, double beta, const float *c0, const float *c, int ldc)
{
    int bad = 0;
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            long long s = 0;
            for (int p = 0; p < k; p++)
                s += (long long)a[ta ? p + i * lda : i + p * lda] * b[tb ? j + p * ldb : p + j * ldb];
            double want = alpha * (double)s + beta * c0[i + j * ldc];
            if ((double)c[i + j * ldc] != want)
                bad++;
        }
    return bad;
}

int main()
{
    const int m = 8, n = 6, k = 12, lda = 14, ldb = 13, ldc = 8;
    signed char ha[lda * k], hb[ldb * n + 1];
    for (int i = 0; i < lda * k; i++)
        ha[i] = (signed char)((i * 37 + 11) % 256 - 128);
    for (int i = 0; i < ldb * n + 1; i++)
        hb[i] = (signed char)((i * 53 + 7) % 256 - 128);
    float hc[ldc * n], prev[ldc * n];
    for (int i = 0; i < ldc * n; i++)
        hc[i] = (float)(i % 7) - 3.0f;
    signed char *a, *b;
    float *c;
    cudaMalloc(&a, sizeof ha);
    cudaMalloc(&b, sizeof hb);
    cudaMalloc(&c, sizeof hc);
    cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
    cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice);
    cudaMemcpy(c, hc, sizeof hc, cudaMemcpyHostToDevice);
    cublasHandle_t h;
    CHECK(cublasCreate(&h));
    int errors = 0;

    // C = A B, lda 14 and ldb 13 (no multiple of 4 needed here)
    float alpha = 1.0f, beta = 0.0f;
    CHECK(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, a, CUDA_R_8I, lda, b, CUDA_R_8I, ldb, &beta, c,
                       CUDA_R_32F, ldc, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    memcpy(prev, hc, sizeof hc);
    cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
    print("N N, alpha 1, beta 0", hc, m, n, ldc);
    errors += check(ha, lda, false, hb, ldb, false, m, n, k, 1.0, 0.0, prev, hc, ldc);

    // C = 0.5 A^T B^T - 2 C, pedantic, B one byte on (not 4-byte aligned)
    alpha = 0.5f;
    beta = -2.0f;
    CHECK(cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_T, m, n, k, &alpha, a, CUDA_R_8I, lda, b + 1, CUDA_R_8I, 6, &beta, c,
                       CUDA_R_32F, ldc, CUBLAS_COMPUTE_32F_PEDANTIC, CUBLAS_GEMM_DEFAULT_TENSOR_OP));
    memcpy(prev, hc, sizeof hc);
    cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
    print("T T, alpha 0.5, beta -2, B + 1", hc, m, n, ldc);
    errors += check(ha, lda, true, hb + 1, 6, true, m, n, k, 0.5, -2.0, prev, hc, ldc);

    // a strided batch of two 4 x 3 x 5 products, the compute type spelled as in CUDA 10
    alpha = 1.0f;
    beta = 1.0f;
    cudaDataType legacy = CUDA_R_32F;
    CHECK(cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 4, 3, 5, &alpha, a, CUDA_R_8I, lda, 70, b,
                                     CUDA_R_8I, ldb, 39, &beta, c, CUDA_R_32F, ldc, 24, 2, legacy,
                                     CUBLAS_GEMM_DEFAULT));
    memcpy(prev, hc, sizeof hc);
    cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
    print("strided batch of 2 (4 x 3 x 5), alpha 1, beta 1", hc, m, n, ldc);
    errors += check(ha, lda, false, hb, ldb, false, 4, 3, 5, 1.0, 1.0, prev, hc, ldc);
    errors += check(ha + 70, lda, false, hb + 39, ldb, false, 4, 3, 5, 1.0, 1.0, prev + 24, hc + 24, ldc);

    // the _FAST_ compute types: C = A B + C each time
    cublasStatus_t s;
    s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, a, CUDA_R_8I, lda, b, CUDA_R_8I, ldb, &beta, c,
                     CUDA_R_32F, ldc, CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_GEMM_DEFAULT);
    printf("CUBLAS_COMPUTE_32F_FAST_TF32: status %d\n", (int)s);
    memcpy(prev, hc, sizeof hc);
    cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
    errors += check(ha, lda, false, hb, ldb, false, m, n, k, 1.0, 1.0, prev, hc, ldc);
    s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, a, CUDA_R_8I, lda, b, CUDA_R_8I, ldb, &beta, c,
                     CUDA_R_32F, ldc, CUBLAS_COMPUTE_32F_FAST_16F, CUBLAS_GEMM_DEFAULT);
    printf("CUBLAS_COMPUTE_32F_FAST_16F: status %d\n", (int)s);
    memcpy(prev, hc, sizeof hc);
    cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
    errors += check(ha, lda, false, hb, ldb, false, m, n, k, 1.0, 1.0, prev, hc, ldc);
    print("the _FAST_ types, twice C = A B + C", hc, m, n, ldc);

    // the combinations cuBLAS's table does not list: C is left as it is
    memcpy(prev, hc, sizeof hc);
    int ialpha = 1, ibeta = 0;
    s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &ialpha, a, CUDA_R_8I, 16, b, CUDA_R_8I, 16, &ibeta, c,
                     CUDA_R_32F, ldc, CUBLAS_COMPUTE_32I, CUBLAS_GEMM_DEFAULT);
    printf("CUBLAS_COMPUTE_32I into float: status %d\n", (int)s);
    s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, a, CUDA_R_8I, lda, b, CUDA_R_8I, ldb, &beta, c,
                     CUDA_R_8I, ldc, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    printf("int8 C: status %d (CUBLAS_STATUS_NOT_SUPPORTED is %d)\n", (int)s, (int)CUBLAS_STATUS_NOT_SUPPORTED);
    cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
    errors += memcmp(prev, hc, sizeof hc) != 0;
    printf("%s\n", errors == 0 ? "Test passed" : "Test failed");
    cublasDestroy(h);
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    return errors == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
