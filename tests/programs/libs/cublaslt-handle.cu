// <cublasLt.h>'s handle beside cuBLAS's, as a program's shared setup makes both before its
// kernels run: cublasLtCreate, cublasLtDestroy, and the version it reports against cuBLAS's.
#include <cstdio>
#include <cublas_v2.h>
#include <cublasLt.h>

__global__ void scale(float *v, float a)
{
    v[threadIdx.x] *= a;
}

int main()
{
    cublasHandle_t h;
    cublasLtHandle_t lt;
    printf("create %d %d\n", (int)cublasCreate(&h), (int)cublasLtCreate(&lt));
    int v = 0;
    cublasGetVersion(h, &v);
    printf("same version: %d\n", (size_t)v == cublasLtGetVersion());
    printf("runtime version matches: %d\n", cublasLtGetCudartVersion() == (size_t)CUDART_VERSION);
    float *d;
    cudaMallocManaged(&d, 4 * sizeof(float));
    for (int i = 0; i < 4; i++)
        d[i] = i + 1.0f;
    const float two = 2.0f;
    cublasSscal(h, 4, &two, d, 1);
    scale<<<1, 4>>>(d, 0.5f);
    cudaDeviceSynchronize();
    printf("%g %g %g %g\n", d[0], d[1], d[2], d[3]);
    printf("destroy %d %d\n", (int)cublasLtDestroy(lt), (int)cublasDestroy(h));
    return 0;
}
