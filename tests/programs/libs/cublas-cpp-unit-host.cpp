// The host half of cublas-cpp-unit.cu: cuBLAS from a file of host code only.
#include <vector>
#include <cublas_v2.h>
#include <cuda_runtime.h>

// A(i, p) = i + p, B the identity: C = 2 A B = 2 A (integers: exact in any order of summation)
int scaled_product(int n, float *result)
{
    std::vector<float> A(n * n), B(n * n, 0.0f);
    for (int p = 0; p < n; p++)
        for (int i = 0; i < n; i++)
            A[i + p * n] = (float)(i + p);
    for (int j = 0; j < n; j++)
        B[j + j * n] = 1.0f;
    cublasHandle_t h;
    if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS)
        return 1;
    float *dA, *dB, *dC;
    cudaMalloc(&dA, n * n * sizeof(float));
    cudaMalloc(&dB, n * n * sizeof(float));
    cudaMalloc(&dC, n * n * sizeof(float));
    cublasSetMatrix(n, n, sizeof(float), A.data(), n, dA, n);
    cublasSetMatrix(n, n, sizeof(float), B.data(), n, dB, n);
    const float alpha = 2.0f, beta = 0.0f;
    cublasStatus_t s = cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, dA, n, dB, n, &beta, dC, n);
    std::vector<float> C(n * n);
    cublasGetMatrix(n, n, sizeof(float), dC, n, C.data(), n);
    result[0] = C[0];
    result[1] = C[1];
    result[2] = C[n];
    cublasSasum(h, n * n, dC, 1, &result[3]);
    cudaFree(dA);
    cudaFree(dB);
    cudaFree(dC);
    cublasDestroy(h);
    return (int)s;
}
