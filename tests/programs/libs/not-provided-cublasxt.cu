// cuBLASXt is not provided (docs/libraries.md, "cuBLAS"); a program that also includes
// <cublas_v2.h> gets one error, at cublasXt.h's #include line.
#include <cublas_v2.h>
#include <cublasXt.h>

int main()
{
    cublasXtHandle_t xt;
    return cublasXtCreate(&xt);
}
