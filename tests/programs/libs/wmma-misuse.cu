// Warp matrix functions (CUDA Programming Guide 5.4.11.1): load_matrix_sync with a leading
// dimension that is not a multiple of 16 bytes is undefined (cudarepl warns and loads as an H200
// does), and mma_sync must be called by all the lanes of the warp (cudarepl warns, and leaves
// the result as it was: an H100 reported no error and left the accumulator's fill, 2026-12-05).
#include <mma.h>
#include <cstdio>
using namespace nvcuda;

__global__ void bad_ldm(const half *a, float *out)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::load_matrix_sync(fa, a, 20);
    out[threadIdx.x] = __half2float(fa.x[0]);
}

__global__ void half_warp(const half *a, const half *b, float *c)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
    wmma::fill_fragment(acc, 1.0f);
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    if (threadIdx.x < 16)
        wmma::mma_sync(acc, fa, fb, acc);
    wmma::store_matrix_sync(c, acc, 16, wmma::mem_row_major);
}

int main()
{
    half *a, *b;
    float *c;
    cudaMallocManaged(&a, 32 * 32 * sizeof(half));
    cudaMallocManaged(&b, 16 * 16 * sizeof(half));
    cudaMallocManaged(&c, 16 * 16 * sizeof(float));
    for (int i = 0; i < 32 * 32; i++)
        a[i] = __float2half((float)(i % 20));
    for (int i = 0; i < 16 * 16; i++)
        b[i] = __float2half(1.0f);
    bad_ldm<<<1, 32>>>(a, c);
    printf("bad ldm: %s, lane 4 holds %g\n", cudaGetErrorString(cudaDeviceSynchronize()), c[4]);
    half_warp<<<1, 32>>>(a, b, c);
    printf("half a warp: %s", cudaGetErrorString(cudaDeviceSynchronize()));
    printf(", the accumulator still holds its fill: %g %g %g\n", c[0], c[17], c[255]);
    return 0;
}
