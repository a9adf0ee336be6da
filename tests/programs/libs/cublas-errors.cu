// cuBLAS's handle, its settings, and what its calls return for wrong arguments: a null handle
// (CUBLAS_STATUS_NOT_INITIALIZED), negative sizes, leading dimensions too small, a bad operation
// (CUBLAS_STATUS_INVALID_VALUE), types GemmEx does not take; the names and texts of the statuses.
#include <cstdio>
#include <cublas_v2.h>

#define SHOW(call) printf("%-60s %s\n", #call, cublasGetStatusName(call))

int main()
{
    cublasHandle_t h;
    SHOW(cublasCreate(&h));
    int v = 0, major = 0, minor = 0, patch = 0;
    SHOW(cublasGetVersion(h, &v));
    cublasGetProperty(MAJOR_VERSION, &major);
    cublasGetProperty(MINOR_VERSION, &minor);
    cublasGetProperty(PATCH_LEVEL, &patch);
    printf("version %d (%d.%d.%d), CUBLAS_VERSION %d\n", v, major, minor, patch, CUBLAS_VERSION);
    cublasMath_t mm;
    cublasPointerMode_t pm;
    cudaStream_t st = (cudaStream_t)1;
    cublasGetMathMode(h, &mm);
    cublasGetPointerMode(h, &pm);
    cublasGetStream(h, &st);
    printf("defaults: math mode %d, pointer mode %d, stream %s\n", (int)mm, (int)pm, st ? "not null" : "null");
    SHOW(cublasSetMathMode(h, CUBLAS_TF32_TENSOR_OP_MATH));
    cublasGetMathMode(h, &mm);
    printf("math mode now %d\n", (int)mm);
    SHOW(cublasSetMathMode(h, CUBLAS_DEFAULT_MATH));
    SHOW(cublasSetPointerMode(h, (cublasPointerMode_t)2));

    float *A, *B, *C, *x;
    cudaMalloc(&A, 64 * 64 * 4);
    cudaMalloc(&B, 64 * 64 * 4);
    cudaMalloc(&C, 64 * 64 * 4);
    cudaMalloc(&x, 64 * 4);
    cudaMemset(A, 0, 64 * 64 * 4);
    cudaMemset(B, 0, 64 * 64 * 4);
    cudaMemset(C, 0, 64 * 64 * 4);
    cudaMemset(x, 0, 64 * 4);
    float one = 1, zero = 0, r;
    const cublasOperation_t N = CUBLAS_OP_N, T = CUBLAS_OP_T;

    // a null handle
    SHOW(cublasSgemm(NULL, N, N, 8, 8, 8, &one, A, 8, B, 8, &zero, C, 8));
    SHOW(cublasSaxpy(NULL, 8, &one, x, 1, x, 1));
    SHOW(cublasSdot(NULL, 8, x, 1, x, 1, &r));
    SHOW(cublasSgemv(NULL, N, 8, 8, &one, A, 8, x, 1, &zero, x, 1));
    SHOW(cublasSetStream(NULL, 0));
    SHOW(cublasSetMathMode(NULL, CUBLAS_DEFAULT_MATH));
    SHOW(cublasDestroy(NULL));

    // GEMM's arguments
    SHOW(cublasSgemm(h, N, N, 8, 8, 8, &one, A, 8, B, 8, &zero, C, 8));
    SHOW(cublasSgemm(h, N, N, -1, 8, 8, &one, A, 8, B, 8, &zero, C, 8));
    SHOW(cublasSgemm(h, N, N, 8, -1, 8, &one, A, 8, B, 8, &zero, C, 8));
    SHOW(cublasSgemm(h, N, N, 8, 8, -1, &one, A, 8, B, 8, &zero, C, 8));
    SHOW(cublasSgemm(h, N, N, 8, 8, 8, &one, A, 7, B, 8, &zero, C, 8));
    SHOW(cublasSgemm(h, T, N, 8, 8, 16, &one, A, 8, B, 16, &zero, C, 8));
    SHOW(cublasSgemm(h, N, N, 8, 8, 16, &one, A, 8, B, 8, &zero, C, 8));
    SHOW(cublasSgemm(h, N, T, 8, 16, 8, &one, A, 8, B, 8, &zero, C, 8));
    SHOW(cublasSgemm(h, N, N, 8, 8, 8, &one, A, 8, B, 8, &zero, C, 4));
    SHOW(cublasSgemm(h, (cublasOperation_t)7, N, 8, 8, 8, &one, A, 8, B, 8, &zero, C, 8));
    SHOW(cublasSgemm(h, N, N, 0, 8, 8, &one, A, 1, B, 8, &zero, C, 1));
    SHOW(cublasSgemm(h, N, N, 8, 8, 0, &one, A, 8, B, 1, &zero, C, 8));
    SHOW(cublasSgemm(h, CUBLAS_OP_C, CUBLAS_OP_C, 8, 8, 8, &one, A, 8, B, 8, &zero, C, 8));
    SHOW(cublasSgemmStridedBatched(h, N, N, 8, 8, 8, &one, A, 8, 64, B, 8, 64, &zero, C, 8, 64, -1));
    SHOW(cublasSgemmStridedBatched(h, N, N, 8, 8, 8, &one, A, 8, 64, B, 8, 64, &zero, C, 8, 64, 0));
    SHOW(cublasGemmEx(h, N, N, 8, 8, 8, &one, A, CUDA_R_32F, 8, B, CUDA_R_32F, 8, &zero, C, CUDA_R_32F, 4,
                      CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    SHOW(cublasGemmEx(h, N, N, 8, 8, 8, &one, A, CUDA_R_32F, 8, B, CUDA_R_32F, 8, &zero, C, CUDA_R_32F, 8,
                      CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_GEMM_DEFAULT));
    SHOW(cublasGemmEx(h, N, N, 8, 8, 8, &one, A, CUDA_R_32F, 8, B, CUDA_R_64F, 8, &zero, C, CUDA_R_32F, 8,
                      CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    SHOW(cublasGemmEx(h, N, N, 8, 8, 8, &one, A, CUDA_R_16F, 8, B, CUDA_R_16F, 8, &zero, C, CUDA_R_32F, 8,
                      CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    // GEAM: C may be A only with A's shape and leading dimension
    SHOW(cublasSgeam(h, N, N, 8, 8, &one, A, 8, &one, B, 8, C, 8));
    SHOW(cublasSgeam(h, N, N, 8, 8, &one, A, 4, &one, B, 8, C, 8));
    SHOW(cublasSgeam(h, T, N, 8, 8, &one, C, 8, &one, B, 8, C, 8));
    SHOW(cublasSgeam(h, N, N, 8, 8, &one, C, 8, &one, B, 8, C, 8));
    // GEMV and level 1
    SHOW(cublasSgemv(h, N, 8, 8, &one, A, 8, x, 0, &zero, x + 32, 1));
    SHOW(cublasSgemv(h, N, 8, 8, &one, A, 8, x, 1, &zero, x + 32, 0));
    SHOW(cublasSgemv(h, N, 8, 8, &one, A, 4, x, 1, &zero, x + 32, 1));
    SHOW(cublasSgemv(h, T, -1, 8, &one, A, 8, x, 1, &zero, x + 32, 1));
    SHOW(cublasSaxpy(h, -1, &one, x, 1, x + 32, 1));
    SHOW(cublasSaxpy(h, 0, &one, x, 1, x + 32, 1));
    SHOW(cublasSscal(h, 8, &one, x, -1));
    SHOW(cublasSdot(h, -3, x, 1, x, 1, &r));
    printf("dot of n -3: %g\n", r);
    r = 5;
    SHOW(cublasSnrm2(h, 8, x, -1, &r));
    printf("nrm2 of incx -1: %g\n", r);

    // moving vectors and matrices
    float host[64] = {0};
    SHOW(cublasSetVector(8, 4, host, 1, x, 1));
    SHOW(cublasSetVector(8, 4, host, 0, x, 1));
    SHOW(cublasSetVector(8, 4, host, 1, x, -1));
    SHOW(cublasSetVector(8, 0, host, 1, x, 1));
    SHOW(cublasSetVector(-1, 4, host, 1, x, 1));
    SHOW(cublasGetVector(8, 4, x, 2, host, 1));
    SHOW(cublasSetMatrix(8, 8, 4, host, 8, A, 8));
    SHOW(cublasSetMatrix(8, 8, 4, host, 7, A, 8));
    SHOW(cublasSetMatrix(8, 8, 4, host, 8, A, 7));
    SHOW(cublasSetMatrix(-1, 8, 4, host, 8, A, 8));
    SHOW(cublasSetMatrix(8, -1, 4, host, 8, A, 8));
    SHOW(cublasSetMatrix(0, 8, 4, host, 1, A, 1));
    SHOW(cublasGetMatrix(8, 8, 0, A, 8, host, 8));
    SHOW(cublasSetMatrixAsync(8, 8, 4, host, 7, A, 8, 0));
    SHOW(cublasGetVectorAsync(8, 4, x, 0, host, 1, 0));
    printf("cudaGetLastError after all: %s\n", cudaGetErrorName(cudaGetLastError()));

    const int codes[] = {0, 1, 3, 7, 8, 11, 13, 14, 15, 16, 2, 42};
    for (int c : codes)
        printf("%2d %s: %s\n", c, cublasGetStatusName((cublasStatus_t)c), cublasGetStatusString((cublasStatus_t)c));
    SHOW(cublasDestroy(h));
    return 0;
}
