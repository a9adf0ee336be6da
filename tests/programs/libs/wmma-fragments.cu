// Warp matrix functions (CUDA Programming Guide 5.4.11): what each lane's fragment.x[] holds after
// load_matrix_sync, num_elements, fill_fragment, element-wise work on x[], and stores in both
// memory layouts. Element (r, c) of a loaded matrix holds r * 64 + c (as the fragment's type).
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>
using namespace nvcuda;

__device__ int val(__half v) { return (int)__half2float(v); }
__device__ int val(__nv_bfloat16 v) { return (int)__bfloat162float(v); }
__device__ int val(float v) { return (int)v; }
__device__ int val(double v) { return (int)v; }
__device__ int val(int v) { return v; }
__device__ int val(unsigned char v) { return v; }
__device__ int val(signed char v) { return v; }

template <typename T> __device__ T mk(int v) { return (T)v; }
template <> __device__ __half mk<__half>(int v) { return __int2half_rn(v); }
template <> __device__ __nv_bfloat16 mk<__nv_bfloat16>(int v) { return __int2bfloat16_rn(v); }

// rows x cols matrix at m, element (r, c) = code(r, c); stored row- or col-major with leading dim ld
template <typename T> __device__ void fill(T* m, int rows, int cols, bool rowmajor, int ld, bool small) {
  for (int i = threadIdx.x; i < rows * cols; i += 32) {
    int r = i / cols, c = i % cols;
    int code = small ? ((r * 16 + c) & 127) : r * 64 + c;
    m[rowmajor ? r * ld + c : c * ld + r] = mk<T>(code);
  }
  __syncwarp();
}

template <typename Frag> __device__ void show(const char* name, const Frag& f, bool small) {
  if (threadIdx.x == 0) printf("%s: num_elements=%d\n", name, (int)f.num_elements);
  for (int l = 0; l < 32; l++) {
    if (threadIdx.x == l && (l < 5 || l == 13 || l == 31)) {
      printf("  lane %2d:", l);
      for (int i = 0; i < f.num_elements; i++) {
        int v = val(f.x[i]);
        if (small) printf(" %d", v); else printf(" %d,%d", v / 64, v % 64);
      }
      printf("\n");
    }
    __syncwarp();
  }
}

#define AB(M, N, K, FT, T, small)                                                            \
  {                                                                                        \
    wmma::fragment<wmma::matrix_a, M, N, K, FT, wmma::row_major> ar;                        \
    wmma::fragment<wmma::matrix_a, M, N, K, FT, wmma::col_major> ac;                        \
    wmma::fragment<wmma::matrix_b, M, N, K, FT, wmma::row_major> br;                        \
    wmma::fragment<wmma::matrix_b, M, N, K, FT, wmma::col_major> bc;                        \
    T* m = (T*)buf;                                                                        \
    fill(m, M, K, true, K + 16, small); wmma::load_matrix_sync(ar, m, K + 16);               \
    show(#FT " " #M "x" #N "x" #K " matrix_a row_major", ar, small);                        \
    fill(m, M, K, false, M, small); wmma::load_matrix_sync(ac, m, M);                      \
    show(#FT " " #M "x" #N "x" #K " matrix_a col_major", ac, small);                        \
    fill(m, K, N, true, N, small); wmma::load_matrix_sync(br, m, N);                       \
    show(#FT " " #M "x" #N "x" #K " matrix_b row_major", br, small);                        \
    fill(m, K, N, false, K, small); wmma::load_matrix_sync(bc, m, K);                      \
    show(#FT " " #M "x" #N "x" #K " matrix_b col_major", bc, small);                        \
  }
#define ACC(M, N, K, T)                                                                    \
  {                                                                                        \
    wmma::fragment<wmma::accumulator, M, N, K, T> c;                                       \
    T* m = (T*)buf;                                                                        \
    fill(m, M, N, true, N, false); wmma::load_matrix_sync(c, m, N, wmma::mem_row_major);   \
    show(#T " " #M "x" #N "x" #K " accumulator (mem_row_major)", c, false);                \
    fill(m, M, N, false, M + 8, false); wmma::load_matrix_sync(c, m, M + 8, wmma::mem_col_major); \
    show(#T " " #M "x" #N "x" #K " accumulator (mem_col_major, ldm+8)", c, false);         \
  }

__global__ void kernel(void* buf, float* out) {
  AB(16, 16, 16, __half, __half, false)
  AB(32, 8, 16, __half, __half, false)
  AB(8, 32, 16, __half, __half, false)
  ACC(16, 16, 16, float)
  ACC(32, 8, 16, float)
  ACC(8, 32, 16, __half)
  AB(16, 16, 16, __nv_bfloat16, __nv_bfloat16, true)
  AB(16, 16, 8, wmma::precision::tf32, float, false)
  AB(8, 8, 4, double, double, false)
  ACC(8, 8, 4, double)
  AB(16, 16, 16, unsigned char, unsigned char, true)
  AB(8, 32, 16, signed char, signed char, true)
  ACC(32, 8, 16, int)

  // fill_fragment, then scale every element through x[] (the guide's example), then store both ways
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> f;
  wmma::fill_fragment(f, 3.0f);
  for (int t = 0; t < f.num_elements; t++) f.x[t] *= 0.5f;
  float* m = (float*)buf;
  fill(m, 16, 16, true, 16, false);
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> g;
  wmma::load_matrix_sync(g, m, 16, wmma::mem_row_major);
  for (int t = 0; t < g.num_elements; t++) g.x[t] = g.x[t] + f.x[t];
  wmma::store_matrix_sync(out, g, 20, wmma::mem_col_major);
  wmma::store_matrix_sync(out + 400, g, 16, wmma::mem_row_major);
}

int main() {
  void* buf; float* out;
  cudaMalloc(&buf, 64 * 64 * 8);
  cudaMallocManaged(&out, 1024 * sizeof(float));
  for (int i = 0; i < 1024; i++) out[i] = -1;
  kernel<<<1, 32>>>(buf, out);
  cudaError_t e = cudaDeviceSynchronize();
  printf("sync: %s\n", cudaGetErrorString(e));
  printf("col-major store, ldm 20 (column 3, then the padding after column 0):");
  for (int r = 0; r < 16; r++) printf(" %g", out[3 * 20 + r]);
  for (int r = 16; r < 20; r++) printf(" %g", out[r]);
  printf("\nrow-major store, row 15:");
  for (int c = 0; c < 16; c++) printf(" %g", out[400 + 15 * 16 + c]);
  printf("\n");
  return 0;
}
