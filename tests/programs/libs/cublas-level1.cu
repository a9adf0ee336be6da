// cuBLAS's level 1 and 2 and GEAM on deterministic inputs (those of the probe that measured
// cuBLAS 13.1 on an H200: docs/libraries.md, "cuBLAS"): AXPY, SCAL, COPY, SWAP, IAMAX and IAMIN
// print their bits; DOT, NRM2 and ASUM, whose order of summation on the H200 is not cudarepl's,
// print whether they are within 1e-5 of the exact value (and their bits for one element).
#include <cstdio>
#include <cstdint>
#include <cmath>
#include <vector>
#include <cublas_v2.h>

static float inp(uint32_t i, uint32_t salt)
{
    uint32_t x = i * 2654435761u ^ salt * 40503u;
    x ^= x >> 15; x *= 0x2c1b3c6dU; x ^= x >> 12; x *= 0x297a2d39U; x ^= x >> 15;
    return (float)((int)(x % 2001) - 1000) / 257.0f;
}

static uint32_t hash(const void *p, size_t n)
{
    const unsigned char *b = (const unsigned char *)p;
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 16777619u;
    return h;
}

static const char *close(double got, double want, double mag)
{
    return fabs(got - want) <= 1e-5 * (mag > 0 ? mag : 1) ? "close" : "FAR";
}

static void level1(cublasHandle_t h, int n)
{
    std::vector<float> x(n), y(n), r(n);
    for (int i = 0; i < n; i++) {
        x[i] = inp(i, 7);
        y[i] = inp(i, 8);
    }
    float *dx, *dy;
    cudaMalloc(&dx, n * 4);
    cudaMalloc(&dy, n * 4);
    cublasSetVector(n, 4, x.data(), 1, dx, 1);
    cublasSetVector(n, 4, y.data(), 1, dy, 1);
    float dot, nrm, asum;
    int imax, imin;
    cublasSdot(h, n, dx, 1, dy, 1, &dot);
    cublasSnrm2(h, n, dx, 1, &nrm);
    cublasSasum(h, n, dx, 1, &asum);
    cublasIsamax(h, n, dx, 1, &imax);
    cublasIsamin(h, n, dx, 1, &imin);
    double ddot = 0, dmag = 0, dn = 0, das = 0;
    for (int i = 0; i < n; i++) {
        ddot += (double)x[i] * y[i];
        dmag += fabs((double)x[i] * y[i]);
        dn += (double)x[i] * x[i];
        das += fabs(x[i]);
    }
    printf("n=%d: isamax %d isamin %d; dot %s, nrm2 %s, asum %s", n, imax, imin, close(dot, ddot, dmag),
           close(nrm, sqrt(dn), sqrt(dn)), close(asum, das, das));
    if (n == 1)
        printf(" (dot %a nrm2 %a asum %a)", dot, nrm, asum);
    printf("\n");
    float a = 1.25f;
    cublasSaxpy(h, n, &a, dx, 1, dy, 1);
    cublasGetVector(n, 4, dy, 1, r.data(), 1);
    printf("  saxpy: hash %08x, y[last] = %a\n", hash(r.data(), n * 4), r[n - 1]);
    float s = -0.3f;
    cublasSscal(h, n, &s, dx, 1);
    cublasGetVector(n, 4, dx, 1, r.data(), 1);
    printf("  sscal: hash %08x, x[0] = %a\n", hash(r.data(), n * 4), r[0]);
    cudaFree(dx);
    cudaFree(dy);
}

int main()
{
    cublasHandle_t h;
    cublasCreate(&h);
    const int ns[] = {1, 2, 3, 7, 31, 32, 33, 100, 255, 256, 1000, 4097, 100000};
    for (int n : ns)
        level1(h, n);

    // strides: every other element, and a negative increment (from the end)
    {
        const int n = 10;
        float x[2 * n], y[2 * n], r[2 * n];
        for (int i = 0; i < 2 * n; i++) {
            x[i] = inp(i, 9);
            y[i] = inp(i, 10);
        }
        float *dx, *dy;
        cudaMalloc(&dx, sizeof x);
        cudaMalloc(&dy, sizeof y);
        cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
        cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice);
        float a = 0.75f;
        cublasSaxpy(h, n, &a, dx, 2, dy, -2);
        cudaMemcpy(r, dy, sizeof r, cudaMemcpyDeviceToHost);
        printf("saxpy incx 2 incy -2:");
        for (int i = 0; i < 2 * n; i++)
            printf(" %a", r[i]);
        printf("\n");
        cublasScopy(h, n, dx, 2, dy, 1);
        cublasSswap(h, 5, dx, 1, dy + 10, 1);
        cudaMemcpy(r, dy, sizeof r, cudaMemcpyDeviceToHost);
        printf("scopy incx 2, sswap:");
        for (int i = 0; i < 2 * n; i++)
            printf(" %a", r[i]);
        printf("\n");
        int im;
        cublasIsamax(h, n, dx, 2, &im);
        printf("isamax incx 2: %d\n", im);
        float g[4] = {1.0f, -3.0f, 3.0f, -3.0f};
        cudaMemcpy(dx, g, sizeof g, cudaMemcpyHostToDevice);
        int imx, imn;
        cublasIsamax(h, 4, dx, 1, &imx);
        cublasIsamin(h, 4, dx, 1, &imn);
        printf("ties: isamax %d isamin %d\n", imx, imn);
        cublasIsamax(h, 0, dx, 1, &imx);
        cublasIsamin(h, 4, dx, 0, &imn);
        printf("n 0: isamax %d; incx 0: isamin %d\n", imx, imn);
        cudaFree(dx);
        cudaFree(dy);
    }

    // double precision
    {
        const int n = 1000;
        std::vector<double> x(n), y(n), r(n);
        for (int i = 0; i < n; i++) {
            x[i] = inp(i, 7);
            y[i] = inp(i, 8);
        }
        double *dx, *dy;
        cudaMalloc(&dx, n * 8);
        cudaMalloc(&dy, n * 8);
        cublasSetVector(n, 8, x.data(), 1, dx, 1);
        cublasSetVector(n, 8, y.data(), 1, dy, 1);
        double dot, nrm, asum, ddot = 0, dmag = 0, dn = 0, das = 0;
        int im;
        cublasDdot(h, n, dx, 1, dy, 1, &dot);
        cublasDnrm2(h, n, dx, 1, &nrm);
        cublasDasum(h, n, dx, 1, &asum);
        cublasIdamax(h, n, dx, 1, &im);
        for (int i = 0; i < n; i++) {
            ddot += x[i] * y[i];
            dmag += fabs(x[i] * y[i]);
            dn += x[i] * x[i];
            das += fabs(x[i]);
        }
        printf("double n=%d: idamax %d; dot %s, nrm2 %s, asum %s\n", n, im, close(dot, ddot, dmag),
               close(nrm, sqrt(dn), sqrt(dn)), close(asum, das, das));
        double a = -2.5;
        cublasDaxpy(h, n, &a, dx, 1, dy, 1);
        cublasDscal(h, n, &a, dx, 1);
        cublasGetVector(n, 8, dy, 1, r.data(), 1);
        printf("  daxpy: hash %08x", hash(r.data(), n * 8));
        cublasGetVector(n, 8, dx, 1, r.data(), 1);
        printf(", dscal: hash %08x\n", hash(r.data(), n * 8));
        cudaFree(dx);
        cudaFree(dy);
    }

    // results and scalars in device memory, on a stream of the program's
    {
        const int n = 256;
        std::vector<float> x(n), y(n);
        for (int i = 0; i < n; i++) {
            x[i] = inp(i, 11);
            y[i] = inp(i, 12);
        }
        float *dx, *dy, *dres;
        int *dim;
        cudaMalloc(&dx, n * 4);
        cudaMalloc(&dy, n * 4);
        cudaMalloc(&dres, 8);
        cudaMalloc(&dim, 4);
        cudaStream_t st, got;
        cudaStreamCreate(&st);
        cublasSetStream(h, st);
        cublasGetStream(h, &got);
        printf("stream set: %s\n", got == st ? "yes" : "no");
        cublasSetVectorAsync(n, 4, x.data(), 1, dx, 1, st);
        cublasSetVectorAsync(n, 4, y.data(), 1, dy, 1, st);
        cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE);
        float two = 2.0f;
        cudaMemcpy(dres + 1, &two, 4, cudaMemcpyHostToDevice);
        cublasSaxpy(h, n, dres + 1, dx, 1, dy, 1);
        cublasIsamax(h, n, dy, 1, dim);
        cublasSasum(h, 1, dy + 7, 1, dres);
        cublasPointerMode_t pm;
        cublasGetPointerMode(h, &pm);
        cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST);
        std::vector<float> r(n);
        float res;
        int im;
        cublasGetVectorAsync(n, 4, dy, 1, r.data(), 1, st);
        cudaMemcpyAsync(&res, dres, 4, cudaMemcpyDeviceToHost, st);
        cudaMemcpyAsync(&im, dim, 4, cudaMemcpyDeviceToHost, st);
        cudaStreamSynchronize(st);
        printf("device pointer mode %d: saxpy hash %08x, isamax %d, asum of y[7] %a (y[7] = %a)\n", (int)pm,
               hash(r.data(), n * 4), im, res, r[7]);
        cublasSetStream(h, 0);
        cudaStreamDestroy(st);
        cudaFree(dx);
        cudaFree(dy);
        cudaFree(dres);
        cudaFree(dim);
    }

    // GEMV: the probe's 300x200 matrix, y = A x and y = A^T x, then with alpha and beta
    {
        const int m = 300, n = 200;
        std::vector<float> A(m * n), x(n), y(m), r(m);
        for (int i = 0; i < m * n; i++) A[i] = inp(i, 4);
        for (int i = 0; i < n; i++) x[i] = inp(i, 5);
        for (int i = 0; i < m; i++) y[i] = inp(i, 6);
        float *dA, *dx, *dy, *dz;
        cudaMalloc(&dA, m * n * 4);
        cudaMalloc(&dx, n * 4);
        cudaMalloc(&dy, m * 4);
        cudaMalloc(&dz, n * 4);
        cublasSetMatrix(m, n, 4, A.data(), m, dA, m);
        cublasSetVector(n, 4, x.data(), 1, dx, 1);
        cublasSetVector(m, 4, y.data(), 1, dy, 1);
        float one = 1, zero = 0;
        cublasSgemv(h, CUBLAS_OP_N, m, n, &one, dA, m, dx, 1, &zero, dy, 1);
        cublasGetVector(m, 4, dy, 1, r.data(), 1);
        double worst = 0;
        for (int i = 0; i < m; i++) {
            double s = 0, mag = 0;
            for (int p = 0; p < n; p++) {
                s += (double)A[i + p * m] * x[p];
                mag += fabs((double)A[i + p * m] * x[p]);
            }
            worst = fmax(worst, fabs(r[i] - s) / mag);
        }
        printf("sgemv N 300x200: within 1e-5: %s; hash %08x\n", worst < 1e-5 ? "yes" : "no", hash(r.data(), m * 4));
        std::vector<float> z(n);
        cublasSetVector(m, 4, y.data(), 1, dy, 1);
        cublasSgemv(h, CUBLAS_OP_T, m, n, &one, dA, m, dy, 1, &zero, dz, 1);
        cublasGetVector(n, 4, dz, 1, z.data(), 1);
        printf("sgemv T 300x200: hash %08x, y[0] = %a\n", hash(z.data(), n * 4), z[0]);
        float al = 1.5f, be = -0.25f;
        cublasSgemv(h, CUBLAS_OP_T, m, n, &al, dA, m, dy, 1, &be, dz, 1);
        cublasGetVector(n, 4, dz, 1, z.data(), 1);
        printf("sgemv T alpha 1.5 beta -0.25: hash %08x, y[0] = %a\n", hash(z.data(), n * 4), z[0]);
        cublasSgemv(h, CUBLAS_OP_T, 100, 64, &al, dA, m, dy, 1, &be, dz, 1);
        cublasGetVector(64, 4, dz, 1, z.data(), 1);
        printf("sgemv T 100x64 lda 300: hash %08x, y[0] = %a\n", hash(z.data(), 64 * 4), z[0]);
        cudaFree(dA);
        cudaFree(dx);
        cudaFree(dy);
        cudaFree(dz);
    }

    // GEAM: a transpose, and alpha A + beta B^T
    {
        const int m = 37, n = 23;
        std::vector<float> A(m * n), B(n * m), C(m * n);
        for (int i = 0; i < m * n; i++) {
            A[i] = inp(i, 13);
            B[i] = inp(i, 14);
        }
        float *dA, *dB, *dC;
        cudaMalloc(&dA, m * n * 4);
        cudaMalloc(&dB, m * n * 4);
        cudaMalloc(&dC, m * n * 4);
        cudaMemcpy(dA, A.data(), m * n * 4, cudaMemcpyHostToDevice);
        cudaMemcpy(dB, B.data(), m * n * 4, cudaMemcpyHostToDevice);
        float one = 1, zero = 0, al = 1.5f, be = -0.7f;
        cublasSgeam(h, CUBLAS_OP_T, CUBLAS_OP_N, n, m, &one, dA, m, &zero, dB, n, dC, n);
        cudaMemcpy(C.data(), dC, m * n * 4, cudaMemcpyDeviceToHost);
        bool ok = true;
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++)
                ok = ok && C[j + i * n] == A[i + j * m];
        printf("sgeam transpose: %s\n", ok ? "exact" : "wrong");
        cublasSgeam(h, CUBLAS_OP_N, CUBLAS_OP_T, m, n, &al, dA, m, &be, dB, n, dC, m);
        cudaMemcpy(C.data(), dC, m * n * 4, cudaMemcpyDeviceToHost);
        long fused = 0;
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++) {
                float a = A[i + j * m], b = B[j + i * n], c = C[i + j * m];
                fused += c == fmaf(al, a, be * b);
            }
        printf("sgeam 1.5 A - 0.7 B^T: hash %08x (fma(alpha, a, beta b): %ld of %d)\n", hash(C.data(), m * n * 4),
               fused, m * n);
        cudaFree(dA);
        cudaFree(dB);
        cudaFree(dC);
    }
    cublasDestroy(h);
    return 0;
}
