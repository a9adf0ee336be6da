// cublasLtMatmul beyond float matrices in column order: all four layouts in row order
// (CUBLASLT_MATRIX_LAYOUT_ORDER), strided batches (BATCH_COUNT, STRIDED_BATCH_OFFSET) with a
// bias shared by the batches, half and bfloat16 A and B with a float D, and half matrices
// throughout with ReLU and a half bias. Small integers and halves, so that every sum is exact
// whatever order the products are added in.
#include <cstdio>
#include <cublasLt.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

static cublasLtHandle_t lt;

static cublasLtMatrixLayout_t layout(cudaDataType_t t, int rows, int cols, long long ld, int order, int batch,
                                     long long stride)
{
    cublasLtMatrixLayout_t l;
    cublasLtMatrixLayoutCreate(&l, t, rows, cols, ld);
    cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_ORDER, &order, sizeof order);
    cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &batch, sizeof batch);
    cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride, sizeof stride);
    return l;
}

static void showf(const char *what, const float *d, int n)
{
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %g", d[i]);
    printf("\n");
}

int main()
{
    cublasLtCreate(&lt);
    const int m = 3, k = 2, n = 4;
    float *A, *B, *D, *bias;
    cudaMallocManaged(&A, 64 * sizeof(float));
    cudaMallocManaged(&B, 64 * sizeof(float));
    cudaMallocManaged(&D, 64 * sizeof(float));
    cudaMallocManaged(&bias, 8 * sizeof(float));
    for (int i = 0; i < 64; i++)
        A[i] = (float)(i % 5 - 2), B[i] = (float)(i % 3 - 1) * 0.5f, D[i] = -9.0f;
    bias[0] = 1, bias[1] = 2, bias[2] = 3;
    const float one = 1, zero = 0;
    cublasLtMatmulDesc_t op;
    cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F);

    /* row order: A 3x2 (ld 2), B 2x4 (ld 4), D 3x4 (ld 4) */
    int row = CUBLASLT_ORDER_ROW, col = CUBLASLT_ORDER_COL;
    cublasLtMatrixLayout_t la = layout(CUDA_R_32F, m, k, k, row, 1, 0), lb = layout(CUDA_R_32F, k, n, n, row, 1, 0),
                           ld = layout(CUDA_R_32F, m, n, n, row, 1, 0);
    cublasStatus_t st = cublasLtMatmul(lt, op, &one, A, la, B, lb, &zero, D, ld, D, ld, NULL, NULL, 0, 0);
    cudaDeviceSynchronize();
    printf("row order %d\n", (int)st);
    showf("  D (rows)", D, m * n);

    /* two batches in column order, strides 8, 8 and 16, with a bias */
    cublasLtMatrixLayout_t ba = layout(CUDA_R_32F, m, k, m, col, 2, 8), bb = layout(CUDA_R_32F, k, n, k, col, 2, 8),
                           bd = layout(CUDA_R_32F, m, n, m, col, 2, 16);
    cublasLtEpilogue_t e = CUBLASLT_EPILOGUE_BIAS;
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &e, sizeof e);
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof bias);
    for (int i = 0; i < 64; i++)
        D[i] = -9.0f;
    st = cublasLtMatmul(lt, op, &one, A, ba, B, bb, &zero, D, bd, D, bd, NULL, NULL, 0, 0);
    cudaDeviceSynchronize();
    printf("batches %d\n", (int)st);
    showf("  D[0]", D, m * n);
    showf("  D[1]", D + 16, m * n);
    showf("  between", D + 12, 4);

    /* half and bfloat16 A and B, float D */
    __half *ha, *hb, *hd, *hbias;
    __nv_bfloat16 *ga, *gb;
    cudaMallocManaged(&ha, 64 * 2);
    cudaMallocManaged(&hb, 64 * 2);
    cudaMallocManaged(&hd, 64 * 2);
    cudaMallocManaged(&hbias, 8 * 2);
    cudaMallocManaged(&ga, 64 * 2);
    cudaMallocManaged(&gb, 64 * 2);
    for (int i = 0; i < 64; i++) {
        ha[i] = __float2half(A[i] * 0.25f), hb[i] = __float2half(B[i]);
        ga[i] = __float2bfloat16(A[i]), gb[i] = __float2bfloat16(B[i] * 4.0f);
    }
    hbias[0] = __float2half(0.5f), hbias[1] = __float2half(-0.25f), hbias[2] = __float2half(1.0f);
    cublasLtMatmulDesc_t op2;
    cublasLtMatmulDescCreate(&op2, CUBLAS_COMPUTE_32F, CUDA_R_32F);
    cublasLtMatrixLayout_t ha_l = layout(CUDA_R_16F, m, k, m, col, 1, 0), hb_l = layout(CUDA_R_16F, k, n, k, col, 1, 0),
                           fd_l = layout(CUDA_R_32F, m, n, m, col, 1, 0);
    st = cublasLtMatmul(lt, op2, &one, ha, ha_l, hb, hb_l, &zero, D, fd_l, D, fd_l, NULL, NULL, 0, 0);
    cudaDeviceSynchronize();
    printf("half in, float out %d\n", (int)st);
    showf("  D", D, m * n);
    cublasLtMatrixLayout_t ga_l = layout(CUDA_R_16BF, m, k, k, row, 2, 6), gb_l = layout(CUDA_R_16BF, k, n, n, row, 2, 8),
                           gd_l = layout(CUDA_R_32F, m, n, n, row, 2, 12);
    st = cublasLtMatmul(lt, op2, &one, ga, ga_l, gb, gb_l, &zero, D, gd_l, D, gd_l, NULL, NULL, 0, 0);
    cudaDeviceSynchronize();
    printf("bfloat16 in, float out, rows, two batches %d\n", (int)st);
    showf("  D[0]", D, m * n);
    showf("  D[1]", D + 12, m * n);

    /* half throughout, ReLU after a half bias */
    e = CUBLASLT_EPILOGUE_RELU_BIAS;
    cublasLtMatmulDescSetAttribute(op2, CUBLASLT_MATMUL_DESC_EPILOGUE, &e, sizeof e);
    cublasLtMatmulDescSetAttribute(op2, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &hbias, sizeof hbias);
    cublasLtMatrixLayout_t hd_l = layout(CUDA_R_16F, m, n, m, col, 1, 0);
    st = cublasLtMatmul(lt, op2, &one, ha, ha_l, hb, hb_l, &zero, hd, hd_l, hd, hd_l, NULL, NULL, 0, 0);
    cudaDeviceSynchronize();
    printf("half throughout, relu(D + bias) %d:", (int)st);
    for (int i = 0; i < m * n; i++)
        printf(" %g", __half2float(hd[i]));
    printf("\n");
    printf("mixed orders %d\n", (int)cublasLtMatmul(lt, op, &one, A, la, B, bb, &zero, D, ld, D, ld, NULL, NULL, 0, 0));
    printf("destroy %d\n", (int)cublasLtDestroy(lt));
    return 0;
}
