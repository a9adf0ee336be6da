// The names and argument numbers cuBLAS prints for wrong arguments of each GEMM and GEAM
// (the strided batches of GemmEx count their strides, SGEMM's do not), what GEMV answers for a
// wrong operation, a leading dimension too small and a zero increment (it reads x[0] again and
// again), and SetMatrix's leading dimension of 0.
#include <cstdio>
#include <cublas_v2.h>
#define SHOW(call) do { int s_ = (int)(call); printf("%s -> %d\n", #call, s_); fflush(stdout); } while (0)
int main()
{
    cublasHandle_t h; cublasCreate(&h);
    float *A; double *D; cudaMalloc(&A, 4096 * 4); cudaMalloc(&D, 4096 * 8);
    float **PA; double **PD; cudaMalloc(&PA, 64); cudaMalloc(&PD, 64);
    float one = 1, zero = 0; double d1 = 1, d0 = 0;
    const cublasOperation_t N = CUBLAS_OP_N;
    SHOW(cublasDgemm(h, N, N, -1, 8, 8, &d1, D, 8, D, 8, &d0, D, 8));
    SHOW(cublasDgemm(h, N, N, 8, 8, 8, &d1, D, 8, D, 8, &d0, D, 4));
    SHOW(cublasSgemmBatched(h, N, N, -1, 8, 8, &one, PA, 8, PA, 8, &zero, PA, 8, 1));
    SHOW(cublasSgemmBatched(h, N, N, 8, 8, 8, &one, PA, 8, PA, 8, &zero, PA, 8, -1));
    SHOW(cublasDgemmBatched(h, N, N, -1, 8, 8, &d1, PD, 8, PD, 8, &d0, PD, 8, 1));
    SHOW(cublasDgemmStridedBatched(h, N, N, 8, 8, 8, &d1, D, 8, 64, D, 8, 64, &d0, D, 8, 64, -1));
    SHOW(cublasSgemmStridedBatched(h, N, N, 8, 8, 8, &one, A, 4, 64, A, 8, 64, &zero, A, 8, 64, 1));
    SHOW(cublasSgemmStridedBatched(h, N, N, 8, 8, 8, &one, A, 8, 64, A, 8, 64, &zero, A, 4, 64, 1));
    SHOW(cublasGemmStridedBatchedEx(h, N, N, -1, 8, 8, &one, A, CUDA_R_32F, 8, 64, A, CUDA_R_32F, 8, 64, &zero, A, CUDA_R_32F, 8, 64, 1, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    SHOW(cublasGemmStridedBatchedEx(h, N, N, 8, 8, 8, &one, A, CUDA_R_32F, 8, 64, A, CUDA_R_32F, 8, 64, &zero, A, CUDA_R_32F, 4, 64, 1, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    SHOW(cublasGemmStridedBatchedEx(h, N, N, 8, 8, 8, &one, A, CUDA_R_32F, 8, 64, A, CUDA_R_32F, 8, 64, &zero, A, CUDA_R_32F, 8, 64, -1, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    SHOW(cublasGemmBatchedEx(h, N, N, -1, 8, 8, &one, (const void *const *)PA, CUDA_R_32F, 8, (const void *const *)PA, CUDA_R_32F, 8, &zero, (void *const *)PA, CUDA_R_32F, 8, 1, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    SHOW(cublasGemmEx(h, N, N, 8, 8, 8, &one, A, CUDA_R_32F, 4, A, CUDA_R_32F, 8, &zero, A, CUDA_R_32F, 8, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    SHOW(cublasGemmEx(h, N, N, 8, 8, 8, &one, A, CUDA_R_16F, 8, A, CUDA_R_16F, 8, &zero, A, CUDA_R_32F, 8, CUBLAS_COMPUTE_64F, CUBLAS_GEMM_DEFAULT));
    SHOW(cublasDgeam(h, N, N, 8, -1, &d1, D, 8, &d1, D, 8, D, 8));
    SHOW(cublasSgeam(h, N, N, 8, 8, &one, A, 8, &one, A, 4, A + 512, 8));
    SHOW(cublasSgeam(h, N, N, 8, 8, &one, A, 8, &one, A, 8, A + 512, 4));
    SHOW(cublasSgemm(h, CUBLAS_OP_CONJG, N, 8, 8, 8, &one, A, 8, A, 8, &zero, A, 8));
    SHOW(cublasSgemv(h, (cublasOperation_t)5, 8, 8, &one, A, 8, A, 1, &zero, A + 64, 1));
    SHOW(cublasSgemv(h, N, 8, 8, &one, A, 4, A, 0, &zero, A + 64, 1));
    SHOW(cublasDgemv(h, N, 8, 8, &d1, D, 4, D, 1, &d0, D + 64, 1));
    SHOW(cublasSetVector(8, 4, A, 1, A, 1));
    SHOW(cublasSetMatrix(8, 8, 4, A, 0, A, 8));
    SHOW(cublasSetMatrix(0, 8, 4, A, 0, A, 8));
    // what GEMV with a zero increment leaves in y
    float y[8], x[8], M[64];
    for (int i = 0; i < 64; i++) M[i] = 1 + i % 5;
    for (int i = 0; i < 8; i++) { x[i] = i + 1; y[i] = -1; }
    cudaMemcpy(A, M, 256, cudaMemcpyHostToDevice); cudaMemcpy(A + 64, x, 32, cudaMemcpyHostToDevice); cudaMemcpy(A + 128, y, 32, cudaMemcpyHostToDevice);
    SHOW(cublasSgemv(h, N, 8, 8, &one, A, 8, A + 64, 0, &zero, A + 128, 1));
    cudaMemcpy(y, A + 128, 32, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%g ", y[i]);
    printf("\n");
    cublasDestroy(h);
}
