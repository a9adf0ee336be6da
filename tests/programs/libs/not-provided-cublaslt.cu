// cuBLASLt is not provided (docs/libraries.md, "cuBLAS"); a program that also includes
// <cublas_v2.h> gets one error, at cublasLt.h's #include line.
#include <cublas_v2.h>
#include <cublasLt.h>

int main()
{
    cublasLtHandle_t lt;
    return cublasLtCreate(&lt);
}
