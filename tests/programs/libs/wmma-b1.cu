// Warp matrix functions (CUDA Programming Guide 5.4.11.4, sub-byte operations): bmma_sync on 1-bit
// matrices, D = popc(A row AND B column) + C, 8x8x128, A row_major and B col_major; fragment sizes
// and the accumulator's x[] after load and store.
#include <mma.h>
#include <cstdio>
#include <cstdint>
using namespace nvcuda;
using namespace nvcuda::wmma::experimental;

__global__ void k(const unsigned* a, const unsigned* b, const int* c, int* d) {
  wmma::fragment<wmma::matrix_a, 8, 8, 128, precision::b1, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 8, 128, precision::b1, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 8, 8, 128, int> fc;
  if (threadIdx.x == 0)
    printf("num_elements a=%d b=%d c=%d; storage a=%d b=%d\n", (int)fa.num_elements, (int)fb.num_elements,
           (int)fc.num_elements, (int)fa.num_storage_elements, (int)fb.num_storage_elements);
  wmma::load_matrix_sync(fa, a, 128);
  wmma::load_matrix_sync(fb, b, 256);
  wmma::load_matrix_sync(fc, c, 8, wmma::mem_col_major);
  printf("lane %2d: a.x[0]=%08x b.x[0]=%08x c.x[]=%d,%d\n", threadIdx.x, fa.x[0], fb.x[0], fc.x[0], fc.x[1]);
  wmma::bmma_sync(fc, fa, fb, fc, bmmaBitOpAND);
  wmma::store_matrix_sync(d, fc, 8, wmma::mem_row_major);
  wmma::fill_fragment(fa, 1u);
  wmma::fill_fragment(fb, 3u);
  wmma::fill_fragment(fc, -5);
  wmma::bmma_sync(fc, fa, fb, fc, bmmaBitOpAND, bmmaAccumulateOpPOPC);
  wmma::store_matrix_sync(d + 64, fc, 8, wmma::mem_row_major);
}

int main() {
  unsigned *a, *b; int *c, *d;
  cudaMallocManaged(&a, 8 * 16); cudaMallocManaged(&b, 8 * 32); cudaMallocManaged(&c, 256); cudaMallocManaged(&d, 512);
  uint32_t s = 7;
  for (int i = 0; i < 32; i++) { s = s * 1664525u + 1013904223u; a[i] = s ^ (s >> 7); }
  for (int i = 0; i < 64; i++) { s = s * 1664525u + 1013904223u; b[i] = s & (s << 3); }
  for (int i = 0; i < 64; i++) c[i] = i * 1000 - 3;
  k<<<1, 32>>>(a, b, c, d);
  printf("sync: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  for (int r = 0; r < 16; r++) {
    printf("d row %2d:", r);
    for (int j = 0; j < 8; j++) printf(" %d", d[r * 8 + j]);
    printf("\n");
  }
  return 0;
}
