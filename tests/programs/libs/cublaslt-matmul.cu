// cublasLtMatmul on float and double matrices in column order: D = alpha op(A) op(B) + beta C
// with the bias epilogue (a vector of D's rows), ReLU and GELU after it, a transposed A, and C
// apart from D; the heuristic query first, as programs ask for an algorithm.
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

    cublasLtMatmulDesc_t opd;
    cublasLtMatmulDescCreate(&opd, CUBLAS_COMPUTE_64F, CUDA_R_64F);
    cublasLtMatrixLayout_t l2;
    cublasLtMatrixLayoutCreate(&l2, CUDA_R_64F, 2, 2, 2);
    double *x;
    cudaMallocManaged(&x, 8 * sizeof(double));
    for (int i = 0; i < 4; i++)
        x[i] = i + 1, x[4 + i] = 0;
    const double two = 2.0, dz = 0.0;
    st = cublasLtMatmul(lt, opd, &two, x, l2, x, l2, &dz, x + 4, l2, x + 4, l2, NULL, NULL, 0, 0);
    cudaDeviceSynchronize();
    printf("double %d: %g %g %g %g\n", (int)st, x[4], x[5], x[6], x[7]);

    cublasLtMatrixLayoutDestroy(l2);
    cublasLtMatmulDescDestroy(opd);
    cublasLtMatmulPreferenceDestroy(pref);
    cublasLtMatrixLayoutDestroy(la);
    cublasLtMatrixLayoutDestroy(lat);
    cublasLtMatrixLayoutDestroy(lb);
    cublasLtMatrixLayoutDestroy(lc);
    cublasLtMatmulDescDestroy(op);
    printf("destroy %d\n", (int)cublasLtDestroy(lt));
    return 0;
}
