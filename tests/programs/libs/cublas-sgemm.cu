// cublasSgemm, cublasDgemm, their batched forms and cublasGemmEx on deterministic inputs (the
// inputs of the probe that measured cuBLAS 13.1 on an H200: docs/libraries.md, "cuBLAS").
// Each result prints as a hash of its bits where cudarepl sums over k in the H200's order, and
// as a comparison with a double-precision reference in every case.
#include <cstdio>
#include <cstdint>
#include <cstring>
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

struct Case {
    int m, n, k, ta, tb;
    float alpha, beta;
    int batch; // 0: Sgemm; >0: SgemmStridedBatched; <0: SgemmBatched of -batch
    bool exact;
};

// C = alpha op(A) op(B) + beta C in double, for the closeness check
static double ref(const std::vector<float> &A, const std::vector<float> &B, const std::vector<float> &C, const Case &c,
                  int lda, int ldb, size_t offA, size_t offB, size_t offC, int i, int j, double *mag)
{
    double s = 0, a = 0;
    for (int p = 0; p < c.k; p++) {
        double x = c.ta ? A[offA + p + (size_t)i * lda] : A[offA + i + (size_t)p * lda];
        double y = c.tb ? B[offB + j + (size_t)p * ldb] : B[offB + p + (size_t)j * ldb];
        s += x * y;
        a += fabs(x * y);
    }
    double cc = C[offC + i + (size_t)j * c.m];
    *mag = fabs(c.alpha) * a + fabs(c.beta * cc);
    return c.alpha * s + (c.beta == 0 ? 0 : c.beta * cc);
}

static void run(cublasHandle_t h, const Case &c)
{
    int lda = c.ta ? c.k : c.m, ldb = c.tb ? c.n : c.k, nb = c.batch == 0 ? 1 : c.batch < 0 ? -c.batch : c.batch;
    size_t sa = (size_t)lda * (c.ta ? c.m : c.k), sb = (size_t)ldb * (c.tb ? c.k : c.n), sc = (size_t)c.m * c.n;
    std::vector<float> A(sa * nb), B(sb * nb), C(sc * nb), R(sc * nb);
    for (size_t i = 0; i < A.size(); i++) A[i] = inp(i, 1);
    for (size_t i = 0; i < B.size(); i++) B[i] = inp(i, 2);
    for (size_t i = 0; i < C.size(); i++) C[i] = inp(i, 3);
    float *dA, *dB, *dC;
    cudaMalloc(&dA, A.size() * 4);
    cudaMalloc(&dB, B.size() * 4);
    cudaMalloc(&dC, C.size() * 4);
    cublasSetVector((int)A.size(), 4, A.data(), 1, dA, 1);
    cublasSetVector((int)B.size(), 4, B.data(), 1, dB, 1);
    cublasSetVector((int)C.size(), 4, C.data(), 1, dC, 1);
    cublasOperation_t ta = c.ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb = c.tb ? CUBLAS_OP_T : CUBLAS_OP_N;
    cublasStatus_t st;
    const char *what;
    if (c.batch == 0) {
        what = "Sgemm";
        st = cublasSgemm(h, ta, tb, c.m, c.n, c.k, &c.alpha, dA, lda, dB, ldb, &c.beta, dC, c.m);
    } else if (c.batch > 0) {
        what = "SgemmStridedBatched";
        st = cublasSgemmStridedBatched(h, ta, tb, c.m, c.n, c.k, &c.alpha, dA, lda, sa, dB, ldb, sb, &c.beta, dC, c.m,
                                       sc, nb);
    } else {
        what = "SgemmBatched";
        std::vector<float *> pa(nb), pb(nb), pc(nb);
        for (int z = 0; z < nb; z++) {
            pa[z] = dA + z * sa;
            pb[z] = dB + z * sb;
            pc[z] = dC + z * sc;
        }
        float **dpa, **dpb, **dpc;
        cudaMalloc(&dpa, nb * sizeof(float *));
        cudaMalloc(&dpb, nb * sizeof(float *));
        cudaMalloc(&dpc, nb * sizeof(float *));
        cudaMemcpy(dpa, pa.data(), nb * sizeof(float *), cudaMemcpyHostToDevice);
        cudaMemcpy(dpb, pb.data(), nb * sizeof(float *), cudaMemcpyHostToDevice);
        cudaMemcpy(dpc, pc.data(), nb * sizeof(float *), cudaMemcpyHostToDevice);
        st = cublasSgemmBatched(h, ta, tb, c.m, c.n, c.k, &c.alpha, dpa, lda, dpb, ldb, &c.beta, dpc, c.m, nb);
        cudaFree(dpa);
        cudaFree(dpb);
        cudaFree(dpc);
    }
    cublasGetVector((int)R.size(), 4, dC, 1, R.data(), 1);
    double worst = 0;
    for (int z = 0; z < nb; z++)
        for (int j = 0; j < c.n; j++)
            for (int i = 0; i < c.m; i++) {
                double mag, want = ref(A, B, C, c, lda, ldb, z * sa, z * sb, z * sc, i, j, &mag);
                double err = fabs(R[z * sc + i + (size_t)j * c.m] - want) / (mag > 0 ? mag : 1);
                if (err > worst)
                    worst = err;
            }
    printf("%s %c%c m=%d n=%d k=%d alpha=%g beta=%g batch=%d: status %d, within 1e-5 of the exact sum: %s\n", what,
           c.ta ? 'T' : 'N', c.tb ? 'T' : 'N', c.m, c.n, c.k, c.alpha, c.beta, nb, (int)st, worst < 1e-5 ? "yes" : "no");
    if (c.exact)
        printf("  bits: hash %08x, C[0] = %a, C[last] = %a\n", hash(R.data(), R.size() * 4), R[0], R[R.size() - 1]);
    cudaFree(dA);
    cudaFree(dB);
    cudaFree(dC);
}

int main()
{
    cublasHandle_t h;
    cublasCreate(&h);
    const Case cases[] = {
        {64, 64, 64, 0, 0, 1.0f, 0.0f, 0, true},
        {64, 64, 64, 0, 0, 1.5f, 0.5f, 0, true},
        {128, 96, 200, 0, 0, 1.0f, 0.0f, 0, true},
        {128, 96, 200, 0, 0, 1.5f, 0.5f, 0, true},
        {256, 256, 256, 0, 0, 1.0f, 0.0f, 0, true},
        {256, 256, 256, 0, 0, 1.5f, 0.5f, 0, true},
        {64, 48, 80, 0, 1, 1.0f, 0.0f, 0, true},
        {64, 48, 80, 1, 0, 1.0f, 0.0f, 0, true},
        {64, 48, 80, 1, 1, 2.0f, 1.0f, 0, true},
        {40, 24, 50, 1, 0, 1.0f, 0.0f, 0, true},
        {48, 40, 37, 1, 1, 1.5f, 0.5f, 0, true},
        {1, 100, 300, 0, 0, 1.0f, 0.0f, 0, true},
        {1, 100, 300, 0, 0, 1.5f, 0.5f, 0, true},
        {1, 64, 100, 0, 0, 1.0f, 0.0f, 0, true},
        {100, 1, 300, 0, 0, 1.0f, 0.0f, 0, true},
        {100, 1, 300, 0, 0, 1.5f, 0.5f, 0, true},
        {70, 1, 150, 0, 0, 1.0f, 0.0f, 0, false},
        {96, 80, 72, 0, 0, 1.0f, 0.0f, 0, true},
        {4, 4, 4, 0, 0, 1.0f, 0.0f, 0, true},
        {4, 4, 4, 0, 0, 1.5f, 0.5f, 0, false},
        {16, 16, 16, 0, 0, 1.0f, 0.0f, 0, true},
        {16, 16, 16, 0, 0, 1.5f, 0.5f, 0, false},
        {33, 17, 9, 0, 0, 1.0f, 0.0f, 0, true},
        {33, 17, 9, 0, 0, 1.5f, 0.5f, 0, true},
        {64, 64, 64, 0, 0, 1.0f, 0.0f, 3, true},
        {64, 64, 64, 0, 0, 1.5f, 0.5f, -3, true},
        {32, 32, 32, 0, 0, 1.0f, 0.0f, 8, true},
    };
    for (const Case &c : cases)
        run(h, c);

    // DGEMM 64^3
    {
        int m = 64, n = 64, k = 64;
        std::vector<double> A(m * k), B(k * n), C(m * n);
        for (int i = 0; i < m * k; i++) A[i] = inp(i, 1);
        for (int i = 0; i < k * n; i++) B[i] = inp(i, 2);
        double *dA, *dB, *dC;
        cudaMalloc(&dA, m * k * 8);
        cudaMalloc(&dB, k * n * 8);
        cudaMalloc(&dC, m * n * 8);
        cublasSetMatrix(m, k, 8, A.data(), m, dA, m);
        cublasSetMatrix(k, n, 8, B.data(), k, dB, k);
        double al = 1, be = 0;
        int st = cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &al, dA, m, dB, k, &be, dC, m);
        cublasGetMatrix(m, n, 8, dC, m, C.data(), m);
        printf("Dgemm NN 64^3: status %d, hash %08x, C[0] = %a\n", st, hash(C.data(), C.size() * 8), C[0]);
        cudaFree(dA);
        cudaFree(dB);
        cudaFree(dC);
    }

    // GemmEx with float matrices and compute, alpha and beta in device memory
    {
        int m = 64, n = 64, k = 64;
        std::vector<float> A(m * k), B(k * n), C(m * n);
        for (int i = 0; i < m * k; i++) A[i] = inp(i, 1);
        for (int i = 0; i < k * n; i++) B[i] = inp(i, 2);
        for (int i = 0; i < m * n; i++) C[i] = inp(i, 3);
        float *dA, *dB, *dC, *dab;
        cudaMalloc(&dA, m * k * 4);
        cudaMalloc(&dB, k * n * 4);
        cudaMalloc(&dC, m * n * 4);
        cudaMalloc(&dab, 8);
        float ab[2] = {1.5f, 0.5f};
        cudaMemcpy(dab, ab, 8, cudaMemcpyHostToDevice);
        cudaMemcpy(dA, A.data(), m * k * 4, cudaMemcpyHostToDevice);
        cudaMemcpy(dB, B.data(), k * n * 4, cudaMemcpyHostToDevice);
        cudaMemcpy(dC, C.data(), m * n * 4, cudaMemcpyHostToDevice);
        cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE);
        int st = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, dab, dA, CUDA_R_32F, m, dB, CUDA_R_32F, k, dab + 1,
                              dC, CUDA_R_32F, m, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
        cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST);
        cudaMemcpy(C.data(), dC, m * n * 4, cudaMemcpyDeviceToHost);
        printf("GemmEx 32F NN 64^3 alpha=1.5 beta=0.5 (device pointers): status %d, hash %08x, C[0] = %a\n", st,
               hash(C.data(), C.size() * 4), C[0]);
        cudaFree(dA);
        cudaFree(dB);
        cudaFree(dC);
        cudaFree(dab);
    }
    cublasDestroy(h);
    return 0;
}
