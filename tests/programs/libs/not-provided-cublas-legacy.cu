// cuBLAS's legacy API (<cublas.h>, without handles) is not provided; <cublas_v2.h> is
// (docs/libraries.md, "cuBLAS"): one error at the #include line.
#include <cublas.h>

int main()
{
    cublasInit();
    return cublasShutdown();
}
