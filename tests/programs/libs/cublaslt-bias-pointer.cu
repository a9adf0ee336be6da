// cublasLtMatmul with a bias pointer left on the descriptor: the epilogues that take no bias
// (the default, ReLU, GELU) are refused with CUBLAS_STATUS_INVALID_VALUE (7) and D is left as it
// was; the BIAS forms compute. libs/cublaslt-matmul.cu's setup, then GELU with and without a
// transposed A, the heuristic asked again for the GELU descriptor or not, no algorithm, and each
// epilogue on a fresh descriptor holding the bias pointer: statuses and results. The expected
// output is an H100's (an H200 printed the same for the calls it was given).
#include <cstdio>
#include <cublasLt.h>

static void show(const char *what, const float *d, int m, int n)
{
    printf("%s:", what);
    for (int i = 0; i < m; i++) {
        printf(" [");
        for (int j = 0; j < n; j++)
            printf(" %.3f", d[i + j * m]);
        printf(" ]");
    }
    printf("\n");
}

int main()
{
    const int m = 3, k = 2, n = 4;
    float *A, *At, *B, *C, *D, *bias;
    cudaMallocManaged(&A, m * k * sizeof(float));
    cudaMallocManaged(&At, m * k * sizeof(float));
    cudaMallocManaged(&B, k * n * sizeof(float));
    cudaMallocManaged(&C, m * n * sizeof(float));
    cudaMallocManaged(&D, m * n * sizeof(float));
    cudaMallocManaged(&bias, 16 * sizeof(float));
    for (int i = 0; i < m; i++)
        for (int j = 0; j < k; j++)
            A[i + j * m] = At[j + i * k] = (float)(i - j) * 0.5f;
    for (int i = 0; i < k * n; i++)
        B[i] = (float)(i % 3 - 1);
    for (int i = 0; i < m * n; i++)
        C[i] = (float)i;
    bias[0] = 0.5f, bias[1] = -1.0f, bias[2] = 0.0f;

    cublasLtHandle_t lt;
    cublasLtCreate(&lt);
    cublasLtMatmulDesc_t op;
    cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F);
    cublasLtMatrixLayout_t la, lat, lb, lc;
    cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, m, k, m);
    cublasLtMatrixLayoutCreate(&lat, CUDA_R_32F, k, m, k);
    cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, k, n, k);
    cublasLtMatrixLayoutCreate(&lc, CUDA_R_32F, m, n, m);
    cublasLtMatmulPreference_t pref;
    cublasLtMatmulPreferenceCreate(&pref);
    size_t ws = 1 << 20;
    cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws, sizeof ws);
    void *work;
    cudaMalloc(&work, ws);
    cublasLtMatmulHeuristicResult_t heur;
    int found = 0;
    cublasStatus_t st = cublasLtMatmulAlgoGetHeuristic(lt, op, la, lb, lc, lc, pref, 1, &heur, &found);
    printf("heuristic %d, found %d\n", (int)st, found);

    const float one = 1.0f, zero = 0.0f, half = 0.5f;
    st = cublasLtMatmul(lt, op, &one, A, la, B, lb, &zero, D, lc, D, lc, &heur.algo, work, ws, 0);
    cudaDeviceSynchronize();
    printf("plain %d\n", (int)st);
    show("A B", D, m, n);

    cublasLtEpilogue_t e = CUBLASLT_EPILOGUE_BIAS;
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &e, sizeof e);
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof bias);
    st = cublasLtMatmul(lt, op, &one, A, la, B, lb, &half, C, lc, D, lc, &heur.algo, work, ws, 0);
    cudaDeviceSynchronize();
    printf("bias %d\n", (int)st);
    show("A B + C/2 + bias", D, m, n);

    cublasOperation_t t = CUBLAS_OP_T;
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &t, sizeof t);
    e = CUBLASLT_EPILOGUE_RELU_BIAS;
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &e, sizeof e);
    st = cublasLtMatmul(lt, op, &one, At, lat, B, lb, &zero, D, lc, D, lc, &heur.algo, work, ws, 0);
    cudaDeviceSynchronize();
    printf("relu %d\n", (int)st);
    show("relu(At^T B + bias)", D, m, n);

    e = CUBLASLT_EPILOGUE_GELU;
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &e, sizeof e);
    st = cublasLtMatmul(lt, op, &one, At, lat, B, lb, &zero, D, lc, D, lc, &heur.algo, work, ws, 0);
    cudaDeviceSynchronize();
    printf("gelu %d\n", (int)st);
    show("gelu(At^T B)", D, m, n);


    /* variants of GELU */
    for (int v = 0; v < 8; v++) {
        cublasLtMatmulDesc_t o2;
        cublasLtMatmulDescCreate(&o2, CUBLAS_COMPUTE_32F, CUDA_R_32F);
        bool trans = v & 1, requery = v & 2, nullalgo = v & 4;
        if (trans) cublasLtMatmulDescSetAttribute(o2, CUBLASLT_MATMUL_DESC_TRANSA, &t, sizeof t);
        cublasLtEpilogue_t g = CUBLASLT_EPILOGUE_GELU;
        cublasLtMatmulDescSetAttribute(o2, CUBLASLT_MATMUL_DESC_EPILOGUE, &g, sizeof g);
        cublasLtMatmulHeuristicResult_t h2 = heur;
        int f2 = -1;
        cublasStatus_t hs = CUBLAS_STATUS_SUCCESS;
        if (requery) hs = cublasLtMatmulAlgoGetHeuristic(lt, o2, trans ? lat : la, lb, lc, lc, pref, 1, &h2, &f2);
        for (int i = 0; i < m * n; i++) D[i] = -7.0f;
        st = cublasLtMatmul(lt, o2, &one, trans ? At : A, trans ? lat : la, B, lb, &zero, D, lc, D, lc, nullalgo ? NULL : &h2.algo, work, ws, 0);
        cudaDeviceSynchronize();
        printf("v%d trans %d requery %d(%d found %d) null %d: gelu %d\n", v, trans, requery, (int)hs, f2, nullalgo, (int)st);
        show("  D", D, m, n);
        /* relu_bias and bias with the plain heuristic, no transpose */
        cublasLtMatmulDescDestroy(o2);
    }
    for (int e2 : {1, 2, 4, 6, 32, 36}) {
        cublasLtMatmulDesc_t o2;
        cublasLtMatmulDescCreate(&o2, CUBLAS_COMPUTE_32F, CUDA_R_32F);
        cublasLtEpilogue_t g = (cublasLtEpilogue_t)e2;
        cublasLtMatmulDescSetAttribute(o2, CUBLASLT_MATMUL_DESC_EPILOGUE, &g, sizeof g);
        cublasLtMatmulDescSetAttribute(o2, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof bias);
        for (int i = 0; i < m * n; i++) D[i] = -7.0f;
        st = cublasLtMatmul(lt, o2, &one, A, la, B, lb, &zero, D, lc, D, lc, &heur.algo, work, ws, 0);
        cudaDeviceSynchronize();
        printf("epilogue %d plain heuristic: %d\n", e2, (int)st);
        show("  D", D, m, n);
        for (int i = 0; i < m * n; i++) D[i] = -7.0f;
        st = cublasLtMatmul(lt, o2, &one, A, la, B, lb, &zero, D, lc, D, lc, NULL, work, ws, 0);
        cudaDeviceSynchronize();
        printf("epilogue %d null algo: %d\n", e2, (int)st);
        show("  D", D, m, n);
        cublasLtMatmulDescDestroy(o2);
    }
    return 0;
}
