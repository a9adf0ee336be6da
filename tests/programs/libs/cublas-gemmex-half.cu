// cublasGemmEx and cublasGemmStridedBatchedEx with half and bfloat16 matrices, computed in
// float (CUBLAS_COMPUTE_32F), C in float or in the inputs' type. Small integers make every sum
// exact whatever its order, so those results print as bits; other inputs print whether they are
// within the rounding of the output type of the exact product.
#include <cstdio>
#include <cstdint>
#include <cmath>
#include <vector>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
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

// A (m x k), B (k x n), C (m x n) of TYPE (half or bfloat16), C in float (cf) or in TYPE
static void run(cublasHandle_t h, cudaDataType type, bool cf, bool integers, int m, int n, int k, int batch)
{
    size_t na = (size_t)m * k, nb = (size_t)k * n, nc = (size_t)m * n;
    std::vector<float> a(na * batch), b(nb * batch);
    for (size_t i = 0; i < a.size(); i++)
        a[i] = integers ? (float)((int)(i * 7 % 17) - 8) : inp(i, 1);
    for (size_t i = 0; i < b.size(); i++)
        b[i] = integers ? (float)((int)(i * 5 % 13) - 6) : inp(i, 2);
    // the inputs as TYPE, and their values back in float
    std::vector<uint16_t> a16(a.size()), b16(b.size());
    for (size_t i = 0; i < a.size(); i++) {
        if (type == CUDA_R_16F) {
            __half x = __float2half(a[i]);
            a16[i] = *(uint16_t *)&x;
            a[i] = __half2float(x);
        } else {
            __nv_bfloat16 x = __float2bfloat16(a[i]);
            a16[i] = *(uint16_t *)&x;
            a[i] = __bfloat162float(x);
        }
    }
    for (size_t i = 0; i < b.size(); i++) {
        if (type == CUDA_R_16F) {
            __half x = __float2half(b[i]);
            b16[i] = *(uint16_t *)&x;
            b[i] = __half2float(x);
        } else {
            __nv_bfloat16 x = __float2bfloat16(b[i]);
            b16[i] = *(uint16_t *)&x;
            b[i] = __bfloat162float(x);
        }
    }
    void *dA, *dB, *dC;
    size_t csize = cf ? 4 : 2;
    cudaMalloc(&dA, a16.size() * 2);
    cudaMalloc(&dB, b16.size() * 2);
    cudaMalloc(&dC, nc * batch * csize);
    cudaMemcpy(dA, a16.data(), a16.size() * 2, cudaMemcpyHostToDevice);
    cudaMemcpy(dB, b16.data(), b16.size() * 2, cudaMemcpyHostToDevice);
    cudaMemset(dC, 0, nc * batch * csize);
    float alpha = 1.0f, beta = 0.0f;
    cudaDataType ct = cf ? CUDA_R_32F : type;
    cublasStatus_t s;
    if (batch == 1)
        s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, type, m, dB, type, k, &beta, dC, ct, m,
                         CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    else
        s = cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, type, m, (long long)na, dB,
                                       type, k, (long long)nb, &beta, dC, ct, m, (long long)nc, batch,
                                       CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    std::vector<unsigned char> raw(nc * batch * csize);
    cudaMemcpy(raw.data(), dC, raw.size(), cudaMemcpyDeviceToHost);
    // within the output's rounding (half: 2^-11, bfloat16: 2^-8, float: 2^-24) plus 1e-5 of the sum of magnitudes
    double ulp = cf ? 0x1p-24 : type == CUDA_R_16F ? 0x1p-11 : 0x1p-8;
    int far = 0;
    for (int z = 0; z < batch; z++)
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) {
                double sum = 0, mag = 0;
                for (int p = 0; p < k; p++) {
                    double t = (double)a[z * na + i + (size_t)p * m] * b[z * nb + p + (size_t)j * k];
                    sum += t;
                    mag += fabs(t);
                }
                size_t at = z * nc + i + (size_t)j * m;
                double got;
                if (cf)
                    got = ((float *)raw.data())[at];
                else if (type == CUDA_R_16F)
                    got = __half2float(((__half *)raw.data())[at]);
                else
                    got = __bfloat162float(((__nv_bfloat16 *)raw.data())[at]);
                far += fabs(got - sum) > ulp * fabs(sum) + 1e-5 * mag;
            }
    printf("%s %s -> %s, %dx%dx%d, batch %d, %s: %s, %d far from the exact product", batch == 1 ? "GemmEx" : "GemmStridedBatchedEx",
           type == CUDA_R_16F ? "16F" : "16BF", cf ? "32F" : type == CUDA_R_16F ? "16F" : "16BF", m, n, k, batch,
           integers ? "integers" : "fractions", cublasGetStatusName(s), far);
    if (integers)
        printf(", bits: hash %08x", hash(raw.data(), raw.size()));
    printf("\n");
    cudaFree(dA);
    cudaFree(dB);
    cudaFree(dC);
}

int main()
{
    cublasHandle_t h;
    cublasCreate(&h);
    run(h, CUDA_R_16F, true, true, 64, 64, 64, 1);
    run(h, CUDA_R_16F, true, false, 64, 64, 64, 1);
    run(h, CUDA_R_16F, false, true, 48, 40, 32, 1);
    run(h, CUDA_R_16F, false, false, 48, 40, 32, 1);
    run(h, CUDA_R_16BF, true, true, 32, 48, 24, 1);
    run(h, CUDA_R_16BF, true, false, 32, 48, 24, 1);
    run(h, CUDA_R_16BF, false, true, 32, 32, 32, 1);
    run(h, CUDA_R_16F, true, true, 32, 32, 32, 4);
    run(h, CUDA_R_16F, false, false, 32, 16, 64, 3);
    cublasDestroy(h);
    return 0;
}
