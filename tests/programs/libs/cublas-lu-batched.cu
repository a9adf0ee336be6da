// cuBLAS's batched LU routines (docs/libraries.md, "cuBLAS"): cublasDgetrfBatched with partial
// pivoting (pivots from 1, info 0 or the first column whose pivot is zero) and without
// (P null), cublasDgetrsBatched (A x = b and A^T x = b from the factors, info on the host) and
// cublasDgetriBatched (the inverse). The matrices' factors, solutions and inverses are exact in
// binary, so every result is the same whatever the order of the operations.
#include <cstdio>
#include <cublas_v2.h>

#define N 3
#define BATCH 3

static void show(const char *what, const double *m, int rows, int cols)
{
    printf("%s:", what);
    for (int i = 0; i < rows; i++) {
        printf(" [");
        for (int j = 0; j < cols; j++)
            printf("%s%g", j ? " " : "", m[i + j * rows] + 0.0); /* column-major; (-0 + 0 is 0) */
        printf("]");
    }
    printf("\n");
}

int main()
{
    /* column-major: A0 = [[2 1 1] [4 -6 0] [-2 7 2]], A1 = [[1 2 3] [2 4 6] [1 0 1]] (singular),
       A2 = [[4 0 0] [0 2 0] [0 0 1]] */
    double h[BATCH][N * N] = {{2, 4, -2, 1, -6, 7, 1, 0, 2}, {1, 2, 1, 2, 4, 0, 3, 6, 1}, {4, 0, 0, 0, 2, 0, 0, 0, 1}};
    double *d[BATCH], **d_arr, *dlu[BATCH], **d_lu;
    int *d_piv, *d_info, piv[BATCH * N], info[BATCH];
    for (int b = 0; b < BATCH; b++) {
        cudaMalloc(&d[b], sizeof h[b]);
        cudaMemcpy(d[b], h[b], sizeof h[b], cudaMemcpyHostToDevice);
        cudaMalloc(&dlu[b], sizeof h[b]);
        cudaMemcpy(dlu[b], h[b], sizeof h[b], cudaMemcpyHostToDevice);
    }
    cudaMalloc(&d_arr, sizeof d);
    cudaMemcpy(d_arr, d, sizeof d, cudaMemcpyHostToDevice);
    cudaMalloc(&d_lu, sizeof dlu);
    cudaMemcpy(d_lu, dlu, sizeof dlu, cudaMemcpyHostToDevice);
    cudaMalloc(&d_piv, sizeof piv);
    cudaMalloc(&d_info, sizeof info);

    cublasHandle_t handle;
    cublasCreate(&handle);
    printf("getrf: %d\n", (int)cublasDgetrfBatched(handle, N, d_arr, N, d_piv, d_info, BATCH));
    cudaMemcpy(piv, d_piv, sizeof piv, cudaMemcpyDeviceToHost);
    cudaMemcpy(info, d_info, sizeof info, cudaMemcpyDeviceToHost);
    double m[N * N];
    for (int b = 0; b < BATCH; b++) {
        cudaMemcpy(m, d[b], sizeof m, cudaMemcpyDeviceToHost);
        printf("matrix %d: info %d pivots %d %d %d\n", b, info[b], piv[b * N], piv[b * N + 1], piv[b * N + 2]);
        show("  LU", m, N, N);
    }

    /* without pivoting, on A2 only (its pivots are its diagonal) */
    printf("getrf no pivot: %d\n", (int)cublasDgetrfBatched(handle, N, d_lu + 2, N, NULL, d_info, 1));
    cudaMemcpy(m, dlu[2], sizeof m, cudaMemcpyDeviceToHost);
    show("  LU of A2", m, N, N);

    /* A0 x = b and A0^T x = b for b = A0 (1 2 3) and A0^T (1 2 3) */
    double rhs[2][N] = {{7, -8, 18}, {4, 10, 7}}, x[N];
    double *d_b[2], **d_barr;
    for (int k = 0; k < 2; k++) {
        cudaMalloc(&d_b[k], sizeof rhs[k]);
        cudaMemcpy(d_b[k], rhs[k], sizeof rhs[k], cudaMemcpyHostToDevice);
    }
    cudaMalloc(&d_barr, sizeof d_b);
    cudaMemcpy(d_barr, d_b, sizeof d_b, cudaMemcpyHostToDevice);
    int hinfo = 7;
    printf("getrs: %d", (int)cublasDgetrsBatched(handle, CUBLAS_OP_N, N, 1, (const double *const *)d_arr, N, d_piv,
                                                 d_barr, N, &hinfo, 1));
    printf(" info %d\n", hinfo);
    cudaMemcpy(x, d_b[0], sizeof x, cudaMemcpyDeviceToHost);
    show("  x", x, N, 1);
    cudaMemcpy(d_barr, d_b + 1, sizeof d_b[1], cudaMemcpyHostToDevice);
    cublasDgetrsBatched(handle, CUBLAS_OP_T, N, 1, (const double *const *)d_arr, N, d_piv, d_barr, N, &hinfo, 1);
    cudaMemcpy(x, d_b[1], sizeof x, cudaMemcpyDeviceToHost);
    show("  x (transposed)", x, N, 1);
    printf("getrs with n = -1: %d", (int)cublasDgetrsBatched(handle, CUBLAS_OP_N, -1, 1, (const double *const *)d_arr,
                                                             N, d_piv, d_barr, N, &hinfo, 1));
    printf(" info %d\n", hinfo);

    /* the inverses of A0 and A2 (their factors), and of the singular A1 */
    double *d_c[BATCH], **d_carr;
    for (int b = 0; b < BATCH; b++)
        cudaMalloc(&d_c[b], sizeof m);
    cudaMalloc(&d_carr, sizeof d_c);
    cudaMemcpy(d_carr, d_c, sizeof d_c, cudaMemcpyHostToDevice);
    printf("getri: %d\n", (int)cublasDgetriBatched(handle, N, (const double *const *)d_arr, N, d_piv, d_carr, N,
                                                   d_info, BATCH));
    cudaMemcpy(info, d_info, sizeof info, cudaMemcpyDeviceToHost);
    printf("  info %d %d %d\n", info[0], info[1], info[2]);
    cudaMemcpy(m, d_c[0], sizeof m, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N * N; i++)
        m[i] *= 16; /* (A0's inverse has sixteenths) */
    show("  16 * inverse of A0", m, N, N);
    cudaMemcpy(m, d_c[2], sizeof m, cudaMemcpyDeviceToHost);
    show("  inverse of A2", m, N, N);
    cublasDestroy(handle);
    return 0;
}
