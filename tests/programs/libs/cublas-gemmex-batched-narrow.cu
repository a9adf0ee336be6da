// cublasGemmBatchedEx (arrays of matrix pointers in device memory, as batchCUBLAS builds them)
// with the narrow types cublasGemmEx takes: half A and B into a float C, bfloat16 A, B and C,
// and int8 A and B into a float C, each under CUBLAS_COMPUTE_32F. The values are small integers,
// so every product and sum is exact in any order.
#include <cstdio>
#include <cstdlib>
#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#define CHECK(call)                                                                                \
    do {                                                                                           \
        cublasStatus_t s_ = (call);                                                                \
        if (s_ != CUBLAS_STATUS_SUCCESS) {                                                         \
            printf("%s:%d: %s returned %d\n", __FILE__, __LINE__, #call, (int)s_);                 \
            exit(EXIT_FAILURE);                                                                    \
        }                                                                                          \
    } while (0)

const int m = 3, n = 2, k = 4, batch = 3;

static int valueA(int b, int i) { return (i * 3 + b * 5) % 7 - 3; }
static int valueB(int b, int i) { return (i * 5 + b) % 5 - 2; }

// device copies of BATCH matrices of E bytes each, and a device array of their pointers
static void **upload(void *host, size_t bytes, void **mats)
{
    void *ptrs[batch];
    for (int b = 0; b < batch; b++) {
        cudaMalloc(&ptrs[b], bytes);
        cudaMemcpy(ptrs[b], (char *)host + b * bytes, bytes, cudaMemcpyHostToDevice);
        mats[b] = ptrs[b];
    }
    void **d;
    cudaMalloc(&d, sizeof ptrs);
    cudaMemcpy(d, ptrs, sizeof ptrs, cudaMemcpyHostToDevice);
    return d;
}

static void print(const char *what, const float *c)
{
    printf("%s\n", what);
    for (int b = 0; b < batch; b++) {
        printf("  batch %d:", b);
        for (int i = 0; i < m; i++) {
            printf(" [");
            for (int j = 0; j < n; j++)
                printf(" %7.1f", c[b * m * n + i + j * m]);
            printf(" ]");
        }
        printf("\n");
    }
}

int main()
{
    cublasHandle_t h;
    CHECK(cublasCreate(&h));
    float alpha = 1.0f, beta = 0.5f;
    void *ma[batch], *mb[batch], *mc[batch];

    // half A (m x k) and B (k x n), float C = A B + 0.5 C
    __half ha[batch * m * k], hb[batch * k * n];
    float fc[batch * m * n];
    for (int b = 0; b < batch; b++) {
        for (int i = 0; i < m * k; i++)
            ha[b * m * k + i] = __float2half((float)valueA(b, i));
        for (int i = 0; i < k * n; i++)
            hb[b * k * n + i] = __float2half((float)valueB(b, i));
        for (int i = 0; i < m * n; i++)
            fc[b * m * n + i] = (float)(2 * i - b);
    }
    void **da = upload(ha, m * k * sizeof(__half), ma);
    void **db = upload(hb, k * n * sizeof(__half), mb);
    void **dc = upload(fc, m * n * sizeof(float), mc);
    CHECK(cublasGemmBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, (const void *const *)da, CUDA_R_16F, m,
                              (const void *const *)db, CUDA_R_16F, k, &beta, dc, CUDA_R_32F, m, batch,
                              CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    for (int b = 0; b < batch; b++)
        cudaMemcpy(fc + b * m * n, mc[b], m * n * sizeof(float), cudaMemcpyDeviceToHost);
    print("half A and B, float C = A B + 0.5 C", fc);

    // bfloat16 A^T (stored k x m), B, C = A^T B + 0.5 C, C in bfloat16
    __nv_bfloat16 ba[batch * m * k], bb[batch * k * n], bc[batch * m * n];
    for (int b = 0; b < batch; b++) {
        for (int i = 0; i < m * k; i++)
            ba[b * m * k + i] = __float2bfloat16((float)valueA(b, i));
        for (int i = 0; i < k * n; i++)
            bb[b * k * n + i] = __float2bfloat16((float)valueB(b, i));
        for (int i = 0; i < m * n; i++)
            bc[b * m * n + i] = __float2bfloat16((float)(i + b));
    }
    void **ea = upload(ba, sizeof ba / batch, ma);
    void **eb = upload(bb, sizeof bb / batch, mb);
    void **ec = upload(bc, sizeof bc / batch, mc);
    CHECK(cublasGemmBatchedEx(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &alpha, (const void *const *)ea, CUDA_R_16BF, k,
                              (const void *const *)eb, CUDA_R_16BF, k, &beta, ec, CUDA_R_16BF, m, batch,
                              CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    for (int b = 0; b < batch; b++)
        cudaMemcpy(bc + b * m * n, mc[b], sizeof bc / batch, cudaMemcpyDeviceToHost);
    for (int i = 0; i < batch * m * n; i++)
        fc[i] = __bfloat162float(bc[i]);
    print("bfloat16 A^T, B and C = A^T B + 0.5 C", fc);

    // int8 A, B^T (stored n x k), float C = 2 A B^T
    signed char ia[batch * m * k], ib[batch * k * n];
    for (int b = 0; b < batch; b++) {
        for (int i = 0; i < m * k; i++)
            ia[b * m * k + i] = (signed char)(valueA(b, i) * 20);
        for (int i = 0; i < k * n; i++)
            ib[b * k * n + i] = (signed char)(((i * 7 + b * 3) % 9 - 4) * 15);
        for (int i = 0; i < m * n; i++)
            fc[b * m * n + i] = 0.0f;
    }
    void **ga = upload(ia, sizeof ia / batch, ma);
    void **gb = upload(ib, sizeof ib / batch, mb);
    void **gc = upload(fc, m * n * sizeof(float), mc);
    alpha = 2.0f;
    beta = 0.0f;
    CHECK(cublasGemmBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, &alpha, (const void *const *)ga, CUDA_R_8I, m,
                              (const void *const *)gb, CUDA_R_8I, n, &beta, gc, CUDA_R_32F, m, batch,
                              CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    for (int b = 0; b < batch; b++)
        cudaMemcpy(fc + b * m * n, mc[b], m * n * sizeof(float), cudaMemcpyDeviceToHost);
    print("int8 A and B^T, float C = 2 A B^T", fc);
    cublasDestroy(h);
    return 0;
}
