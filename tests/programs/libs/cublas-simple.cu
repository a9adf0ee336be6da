// The flow of NVIDIA's simpleCUBLAS and matrixMulCUBLAS samples, written anew: matrices filled
// on the host, copied with cublasSetVector/cublasSetMatrix, multiplied with cublasSgemm (the
// second in row-major order, by computing C^T = B^T A^T), copied back and checked against a
// loop on the host.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cuda_runtime.h>
#include <cublas_v2.h>

#define N 275

static void sgemm_host(int n, float alpha, const float *A, const float *B, float beta, float *C)
{
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            float prod = 0;
            for (int k = 0; k < n; ++k)
                prod += A[k * n + i] * B[j * n + k];
            C[j * n + i] = alpha * prod + beta * C[j * n + i];
        }
}

static int simple(cublasHandle_t handle)
{
    int n2 = N * N;
    float *h_A = (float *)malloc(n2 * sizeof(float));
    float *h_B = (float *)malloc(n2 * sizeof(float));
    float *h_C = (float *)malloc(n2 * sizeof(float));
    float *h_C_ref = (float *)malloc(n2 * sizeof(float));
    srand(1234);
    for (int i = 0; i < n2; i++) {
        h_A[i] = rand() / (float)RAND_MAX;
        h_B[i] = rand() / (float)RAND_MAX;
        h_C[i] = rand() / (float)RAND_MAX;
        h_C_ref[i] = h_C[i];
    }
    float *d_A, *d_B, *d_C;
    if (cudaMalloc((void **)&d_A, n2 * sizeof(d_A[0])) != cudaSuccess ||
        cudaMalloc((void **)&d_B, n2 * sizeof(d_B[0])) != cudaSuccess ||
        cudaMalloc((void **)&d_C, n2 * sizeof(d_C[0])) != cudaSuccess) {
        fprintf(stderr, "device memory allocation error\n");
        return 1;
    }
    cublasStatus_t status = cublasSetVector(n2, sizeof(h_A[0]), h_A, 1, d_A, 1);
    status = status ? status : cublasSetVector(n2, sizeof(h_B[0]), h_B, 1, d_B, 1);
    status = status ? status : cublasSetVector(n2, sizeof(h_C[0]), h_C, 1, d_C, 1);
    if (status != CUBLAS_STATUS_SUCCESS) {
        fprintf(stderr, "device access error (write)\n");
        return 1;
    }
    float alpha = 1.0f, beta = 0.5f;
    sgemm_host(N, alpha, h_A, h_B, beta, h_C_ref);
    status = cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, N, N, N, &alpha, d_A, N, d_B, N, &beta, d_C, N);
    printf("cublasSgemm: %s\n", cublasGetStatusName(status));
    for (int i = 0; i < n2; i++)
        h_C[i] = -1;
    status = cublasGetVector(n2, sizeof(h_C[0]), d_C, 1, h_C, 1);
    printf("cublasGetVector: %s\n", cublasGetStatusName(status));
    float error_norm = 0, ref_norm = 0;
    for (int i = 0; i < n2; ++i) {
        float diff = h_C_ref[i] - h_C[i];
        error_norm += diff * diff;
        ref_norm += h_C_ref[i] * h_C_ref[i];
    }
    error_norm = sqrtf(error_norm);
    ref_norm = sqrtf(ref_norm);
    printf("simpleCUBLAS-like %dx%d: relative error below 1e-6: %s\n", N, N,
           error_norm / ref_norm < 1e-6f ? "yes, test passed" : "no, test failed");
    free(h_A);
    free(h_B);
    free(h_C);
    free(h_C_ref);
    cudaFree(d_A);
    cudaFree(d_B);
    cudaFree(d_C);
    return 0;
}

// row-major C (hA x wB) = A (hA x wA) B (wA x wB), as matrixMulCUBLAS computes it
static int rowmajor(cublasHandle_t handle)
{
    const int hA = 160, wA = 96, wB = 128;
    float *A = (float *)malloc(hA * wA * 4), *B = (float *)malloc(wA * wB * 4), *C = (float *)malloc(hA * wB * 4);
    for (int i = 0; i < hA * wA; i++)
        A[i] = (float)((i * 7) % 11) * 0.125f;
    for (int i = 0; i < wA * wB; i++)
        B[i] = (float)((i * 5) % 13) * 0.25f - 1.0f;
    float *dA, *dB, *dC;
    cudaMalloc(&dA, hA * wA * 4);
    cudaMalloc(&dB, wA * wB * 4);
    cudaMalloc(&dC, hA * wB * 4);
    cublasSetMatrix(wA, hA, 4, A, wA, dA, wA);
    cublasSetMatrix(wB, wA, 4, B, wB, dB, wB);
    const float alpha = 1.0f, beta = 0.0f;
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventRecord(start);
    cublasStatus_t s = cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, wB, hA, wA, &alpha, dB, wB, dA, wA, &beta, dC, wB);
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = -1;
    cudaEventElapsedTime(&ms, start, stop);
    cublasGetMatrix(wB, hA, 4, dC, wB, C, wB);
    // the inputs are multiples of 1/8 and 1/4 small enough that every sum is exact
    int wrong = 0;
    for (int i = 0; i < hA; i++)
        for (int j = 0; j < wB; j++) {
            float s0 = 0;
            for (int k = 0; k < wA; k++)
                s0 += A[i * wA + k] * B[k * wB + j];
            wrong += C[i * wB + j] != s0;
        }
    printf("matrixMulCUBLAS-like C(%d x %d) = A(%d x %d) B(%d x %d): %s, %d elements differ from the host's, "
           "C[0][0] = %g, C[%d][%d] = %g, time measured: %s\n",
           hA, wB, hA, wA, wA, wB, cublasGetStatusName(s), wrong, C[0], hA - 1, wB - 1, C[hA * wB - 1],
           ms >= 0 ? "yes" : "no");
    free(A);
    free(B);
    free(C);
    cudaFree(dA);
    cudaFree(dB);
    cudaFree(dC);
    return 0;
}

int main()
{
    cublasHandle_t handle;
    if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) {
        fprintf(stderr, "CUBLAS initialization error\n");
        return 1;
    }
    int r = simple(handle) | rowmajor(handle);
    if (cublasDestroy(handle) != CUBLAS_STATUS_SUCCESS) {
        fprintf(stderr, "shutdown error\n");
        return 1;
    }
    return r;
}
