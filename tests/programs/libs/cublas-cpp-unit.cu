// cuBLAS called from a C++ file without device code (cublas-cpp-unit-host.cpp, compiled by
// nvcc as host code, as many programs that link -lcublas are): the library's kernels come
// with <cublas_v2.h>, not with the file that includes it.
#include <cstdio>
#include <cuda_runtime.h>

int scaled_product(int n, float *result); // cublas-cpp-unit-host.cpp

int main()
{
    float r[4];
    int status = scaled_product(48, r);
    printf("status %d: C[0][0] = %g, C[1][0] = %g, C[0][1] = %g, asum = %g\n", status, r[0], r[1], r[2], r[3]);
    return status;
}
