// Warp matrix functions (CUDA Programming Guide 5.4.11): a tiled GEMM of the kind the CUDA samples
// run, D = alpha * A * B + beta * C with A, B __half and C, D float, 96x80x64: each warp of a 2x2
// block computes 16x16 tiles, stepping over K with mma_sync into one accumulator, scaling through
// the fragment's x[] and storing through shared memory. Prints the bits of a few results and a
// hash of all of them.
#include <mma.h>
#include <cuda_fp16.h>
#include <cstdio>
#include <cstdint>
#include <cstring>
using namespace nvcuda;

const int M = 96, N = 80, K = 64;

__global__ void gemm(const __half* a, const __half* b, const float* c, float* d, float alpha, float beta) {
  __shared__ __align__(32) float tile[4][16 * 16];
  int warp = threadIdx.x / 32;
  int tiles_n = N / 16;
  for (int t = blockIdx.x * 4 + warp; t < (M / 16) * tiles_n; t += gridDim.x * 4) {
    int tm = t / tiles_n * 16, tn = t % tiles_n * 16;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
    wmma::fill_fragment(acc, 0.0f);
    for (int k = 0; k < K; k += 16) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> fa;
      wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::col_major> fb;
      wmma::load_matrix_sync(fa, a + tm * K + k, K);
      wmma::load_matrix_sync(fb, b + tn * K + k, K);
      wmma::mma_sync(acc, fa, fb, acc);
    }
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
    wmma::load_matrix_sync(fc, c + tm * N + tn, N, wmma::mem_row_major);
    for (int i = 0; i < acc.num_elements; i++) acc.x[i] = alpha * acc.x[i] + beta * fc.x[i];
    wmma::store_matrix_sync(tile[warp], acc, 16, wmma::mem_col_major);
    __syncwarp();
    for (int i = threadIdx.x % 32; i < 256; i += 32) d[(tm + i % 16) * N + tn + i / 16] = tile[warp][i];
    __syncwarp();
  }
}

int main() {
  __half *a, *b; float *c, *d;
  cudaMallocManaged(&a, M * K * 2); cudaMallocManaged(&b, N * K * 2);
  cudaMallocManaged(&c, M * N * 4); cudaMallocManaged(&d, M * N * 4);
  uint32_t s = 12345;
  for (int i = 0; i < M * K; i++) { s = s * 1664525u + 1013904223u; a[i] = __float2half((float)((int)(s >> 16) % 2001 - 1000) / 337.0f); }
  for (int i = 0; i < N * K; i++) { s = s * 1664525u + 1013904223u; b[i] = __float2half((float)((int)(s >> 16) % 2001 - 1000) / 91.0f); }
  for (int i = 0; i < M * N; i++) { s = s * 1664525u + 1013904223u; c[i] = (float)((int)(s >> 8) % 100001 - 50000) / 7.0f; }
  gemm<<<3, 128>>>(a, b, c, d, 1.5f, -0.75f);
  printf("sync: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  uint64_t h = 1469598103934665603ull;
  for (int i = 0; i < M * N; i++) { uint32_t u; memcpy(&u, &d[i], 4); h ^= u; h *= 1099511628211ull; }
  printf("hash %016llx\n", (unsigned long long)h);
  for (int i = 0; i < M * N; i += 797) { uint32_t u; memcpy(&u, &d[i], 4); printf("d[%d][%d] = %a (%08x)\n", i / N, i % N, d[i], u); }
  return 0;
}
