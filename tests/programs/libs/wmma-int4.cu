// Warp matrix functions (CUDA Programming Guide 5.4.11.4, sub-byte operations): 4-bit u4 and s4
// mma_sync (8x8x32) with and without satf, and bmma_sync with bmmaBitOpXOR. The guide says these
// variants are deprecated and removed on sm_90.
#include <mma.h>
#include <cstdio>
#include <cstdint>
using namespace nvcuda;
using namespace nvcuda::wmma::experimental;

template <typename T> __global__ void k(const unsigned* a, const unsigned* b, const int* c, int* d, bool sat) {
  wmma::fragment<wmma::matrix_a, 8, 8, 32, T, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 8, 32, T, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 8, 8, 32, int> fc;
  wmma::load_matrix_sync(fa, a, 32);
  wmma::load_matrix_sync(fb, b, 32);
  wmma::load_matrix_sync(fc, c, 8, wmma::mem_row_major);
  wmma::mma_sync(fc, fa, fb, fc, sat);
  wmma::store_matrix_sync(d, fc, 8, wmma::mem_row_major);
}
__global__ void kx(const unsigned* a, const unsigned* b, const int* c, int* d) {
  wmma::fragment<wmma::matrix_a, 8, 8, 128, precision::b1, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 8, 128, precision::b1, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 8, 8, 128, int> fc;
  wmma::load_matrix_sync(fa, a, 128);
  wmma::load_matrix_sync(fb, b, 128);
  wmma::load_matrix_sync(fc, c, 8, wmma::mem_row_major);
  wmma::bmma_sync(fc, fa, fb, fc, bmmaBitOpXOR);
  wmma::store_matrix_sync(d, fc, 8, wmma::mem_row_major);
}

int main() {
  unsigned *a, *b; int *c, *d;
  cudaMallocManaged(&a, 128); cudaMallocManaged(&b, 128); cudaMallocManaged(&c, 256); cudaMallocManaged(&d, 256);
  uint32_t s = 99;
  for (int i = 0; i < 32; i++) { s = s * 1664525u + 1013904223u; a[i] = s; s = s * 1664525u + 1013904223u; b[i] = s; }
  for (int i = 0; i < 64; i++) c[i] = i % 3 == 0 ? 0x7fffffff - i : i % 3 == 1 ? (int)(0x80000000u + i) : i * 37 - 1000;
  for (int v = 0; v < 5; v++) {
    if (v == 0) k<precision::u4><<<1, 32>>>(a, b, c, d, false);
    if (v == 1) k<precision::u4><<<1, 32>>>(a, b, c, d, true);
    if (v == 2) k<precision::s4><<<1, 32>>>(a, b, c, d, false);
    if (v == 3) k<precision::s4><<<1, 32>>>(a, b, c, d, true);
    if (v == 4) kx<<<1, 32>>>(a, b, c, d);
    printf("variant %d: %s\n", v, cudaGetErrorString(cudaDeviceSynchronize()));
    for (int r = 0; r < 8; r++) {
      for (int j = 0; j < 8; j++) printf(" %08x", (unsigned)d[r * 8 + j]);
      printf("\n");
    }
  }
  return 0;
}
