// Warp matrix functions (CUDA Programming Guide 5.4.11): mma_sync's arithmetic, bit for bit, for
// every element type: __half with float and __half accumulators, __nv_bfloat16, precision::tf32
// (inputs converted with __float_to_tf32, and raw floats), double (5.4.11.3) and 8-bit integers
// with and without satf. Inputs are adversarial: wide exponent ranges, cancellation, one large
// term among tiny ones, subnormals, Inf and NaN, sums that land on rounding boundaries. Each test
// prints its diagonal in hex and a hash of every bit of D.
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cmath>
using namespace nvcuda;

static uint64_t rs = 0x243F6A8885A308D3ull;
static uint64_t rnd() { rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17; return rs; }
static int ri(int lo, int hi) { return lo + (int)(rnd() % (uint64_t)(hi - lo + 1)); }

struct Fmt { int e, m; };
static uint64_t enc(Fmt f, int s, int ue, uint64_t mant) {
  int bias = (1 << (f.e - 1)) - 1, field = ue + bias;
  uint64_t mm = mant & ((1ull << f.m) - 1);
  if (field >= (1 << f.e) - 1) { field = (1 << f.e) - 1; mm = 0; }
  if (field <= 0) field = 0;
  return ((uint64_t)s << (f.e + f.m)) | ((uint64_t)field << f.m) | mm;
}
static double dec(Fmt f, uint64_t b) {
  int bias = (1 << (f.e - 1)) - 1, s = (b >> (f.e + f.m)) & 1, field = (b >> f.m) & ((1 << f.e) - 1);
  uint64_t mm = b & ((1ull << f.m) - 1);
  double v = field == (1 << f.e) - 1 ? (mm ? NAN : INFINITY)
           : field == 0 ? ldexp((double)mm, 1 - bias - f.m) : ldexp((double)(mm | (1ull << f.m)), field - bias - f.m);
  return s ? -v : v;
}
static uint64_t mant(Fmt f, int mode) {
  uint64_t full = (1ull << f.m) - 1;
  switch (mode) {
  case 0: return rnd() & full;
  case 1: return full;
  case 2: return 0;
  case 3: return rnd() & rnd() & full;
  case 4: return full ^ (1ull << (rnd() % f.m));
  default: return (rnd() | rnd()) & full;
  }
}
/* a random sign and exponent in [lo, hi] (drawn after the fraction: the order of the draws is
 * explicit, as C++ leaves the order of evaluation of arguments unspecified) */
static uint64_t rv(Fmt f, int lo, int hi, int mm)
{
  uint64_t m = mant(f, mm);
  int e = ri(lo, hi);
  int s = (int)(rnd() & 1);
  return enc(f, s, e, m);
}
/* a random subnormal number */
static uint64_t rsub(Fmt f, int ue)
{
  uint64_t m = mant(f, 0);
  int s = (int)(rnd() & 1);
  return enc(f, s, ue, m);
}

static void gen(Fmt fi, Fmt fc, int M, int N, int K, int cat, uint64_t* A, uint64_t* B, uint64_t* C) {
  int bi = (1 << (fi.e - 1)) - 1, bc = (1 << (fc.e - 1)) - 1;
  int emn = 1 - bi, emx = bi, cmn = 1 - bc, cmx = bc, r = emx < 8 ? emx : 8;
  for (int i = 0; i < M * K; i++) A[i] = rv(fi, -r, r, 0);
  for (int i = 0; i < N * K; i++) B[i] = rv(fi, -r, r, 0);
  for (int i = 0; i < M * N; i++) C[i] = rv(fc, -r, r, 0);
  switch (cat) {
  case 1: {
    int w = emx < 15 ? emx : 15;
    for (int i = 0; i < M * K; i++) A[i] = rv(fi, -w, w, 0);
    for (int i = 0; i < N * K; i++) B[i] = rv(fi, -w, w, 0);
    for (int i = 0; i < M * N; i++) C[i] = rv(fc, -2 * w, 2 * w, 0);
  } break;
  case 2:
    for (int i = 0; i < M; i++) for (int k = 0; k < K / 2; k++) A[i * K + k + K / 2] = A[i * K + k];
    for (int j = 0; j < N; j++) for (int k = 0; k < K / 2; k++) B[j * K + k + K / 2] = B[j * K + k] ^ (1ull << (fi.e + fi.m));
    for (int i = 0; i < M; i++) if (rnd() & 1) { uint64_t v = rv(fi, -r, r, 0); A[i * K + ri(0, K - 1)] = v; }
    for (int i = 0; i < M * N; i++) C[i] = (rnd() & 1) ? rv(fc, -30, 0, 0) : 0;
    break;
  case 3:
    for (int i = 0; i < M * K; i++) A[i] = rv(fi, -r, -r / 2, 0);
    for (int i = 0; i < N * K; i++) B[i] = rv(fi, -r, -r / 2, 0);
    for (int i = 0; i < M; i++) { uint64_t v = rv(fi, r / 2, r, 0); A[i * K + ri(0, K - 1)] = v; }
    for (int j = 0; j < N; j++) { uint64_t v = rv(fi, r / 2, r, 0); B[j * K + ri(0, K - 1)] = v; }
    for (int i = 0; i < M * N; i++) C[i] = rv(fc, -2 * r, 2 * r, 0);
    break;
  case 4: for (int i = 0; i < M * N; i++) C[i] = rv(fc, 10, 26, ri(0, 5)); break;
  case 5: for (int i = 0; i < M * N; i++) C[i] = rv(fc, -40, -20, 0); break;
  case 6:
    for (int i = 0; i < M * K; i++) A[i] = rv(fi, -3, 3, ri(1, 4));
    for (int i = 0; i < N * K; i++) B[i] = rv(fi, -3, 3, ri(1, 4));
    for (int i = 0; i < M * N; i++) C[i] = rv(fc, -3, 8, ri(1, 5));
    break;
  case 7:
    for (int i = 0; i < M * K; i++) A[i] = rnd() % 3 == 0 ? rsub(fi, emn - 1) : rv(fi, emn, emn + 6, 0);
    for (int i = 0; i < N * K; i++) B[i] = rnd() % 3 == 0 ? rsub(fi, emn - 1) : rv(fi, -4, 4, 0);
    for (int i = 0; i < M * N; i++) {
      int q = rnd() % 4;
      C[i] = q == 0 ? rsub(fc, cmn - 1) : q == 1 ? rv(fc, cmn, cmn + 4, 0) : q == 2 ? 0 : rv(fc, 2 * emn - 4, 2 * emn + 20, 0);
    }
    break;
  case 8:
    for (int i = 0; i < M * K; i++) { int q = rnd() % 40; if (q == 0) A[i] = enc(fi, rnd() & 1, emx + 1, 0); else if (q == 1) A[i] = enc(fi, 0, emx + 1, 1 + rnd() % 3); else if (q == 2) A[i] = 0; }
    for (int i = 0; i < N * K; i++) { int q = rnd() % 40; if (q == 0) B[i] = enc(fi, rnd() & 1, emx + 1, 0); else if (q == 1) B[i] = rv(fi, emx, emx, 1); else if (q == 2) B[i] = 1ull << (fi.e + fi.m); }
    for (int i = 0; i < M * N; i++) { int q = rnd() % 16; if (q == 0) C[i] = enc(fc, rnd() & 1, cmx + 1, 0); else if (q == 1) C[i] = enc(fc, rnd() & 1, cmx + 1, 5); else if (q == 2) C[i] = 1ull << (fc.e + fc.m); else if (q == 3) C[i] = rv(fc, cmx - 2, cmx, 1); }
    break;
  case 9:
    for (int i = 0; i < M * K; i++) A[i] = rv(fi, emx - 3, emx, 0);
    for (int i = 0; i < N * K; i++) B[i] = rv(fi, emx - 3, emx, 0);
    for (int i = 0; i < M * N; i++) C[i] = rv(fc, cmx - 3, cmx, 1);
    break;
  case 10:
    for (int i = 0; i < M * N; i++) C[i] = rv(fc, 0, 0, ri(0, 5));
    for (int i = 0; i < M * K; i++) A[i] = fc.m > 30 ? rv(fi, -30, -24, ri(0, 5)) : rv(fi, -14, -8, ri(0, 5));
    for (int i = 0; i < N * K; i++) B[i] = fc.m > 30 ? rv(fi, -30, -24, ri(0, 5)) : rv(fi, -16, -8, ri(0, 5));
    break;
  case 11:
    for (int i = 0; i < M; i++) for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < K; k++) s += dec(fi, A[i * K + k]) * dec(fi, B[j * K + k]);
      double v = rnd() % 4 == 0 ? -s * (1 + ldexp((double)ri(-4, 4), -fc.m)) : -s;
      uint64_t bits;
      if (fc.m == 23) { float fv = (float)v; uint32_t u; memcpy(&u, &fv, 4); bits = u; }
      else if (fc.m == 52) memcpy(&bits, &v, 8);
      else { __half h = __float2half((float)v); uint16_t u; memcpy(&u, &h, 2); bits = u; }
      C[i * N + j] = bits;
    }
    break;
  }
  if (fi.e == 8 && fi.m == 10) { for (int i = 0; i < M * K; i++) A[i] <<= 13; for (int i = 0; i < N * K; i++) B[i] <<= 13; }
}

template <typename FT, typename MT, typename CT, int M, int N, int K, bool SAT>
__global__ void mma(const MT* A, const MT* B, const CT* C, CT* D, bool arow, bool brow, bool crow) {
  wmma::fragment<wmma::accumulator, M, N, K, CT> c;
  wmma::load_matrix_sync(c, C, crow ? N : M, crow ? wmma::mem_row_major : wmma::mem_col_major);
  wmma::fragment<wmma::matrix_a, M, N, K, FT, wmma::row_major> ar;
  wmma::fragment<wmma::matrix_a, M, N, K, FT, wmma::col_major> ac;
  wmma::fragment<wmma::matrix_b, M, N, K, FT, wmma::row_major> br;
  wmma::fragment<wmma::matrix_b, M, N, K, FT, wmma::col_major> bc;
  if (arow) wmma::load_matrix_sync(ar, A, K); else wmma::load_matrix_sync(ac, A, M);
  if (brow) wmma::load_matrix_sync(br, B, N); else wmma::load_matrix_sync(bc, B, K);
#define MMA(a, b) do { if constexpr (SAT) wmma::mma_sync(c, a, b, c, true); else wmma::mma_sync(c, a, b, c); } while (0)
  if (arow && brow) MMA(ar, br); else if (arow) MMA(ar, bc); else if (brow) MMA(ac, br); else MMA(ac, bc);
  wmma::store_matrix_sync(D, c, N, wmma::mem_row_major);
}

__global__ void tf32conv(const float* in, float* out, int n) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n) out[i] = wmma::__float_to_tf32(in[i]);
}

template <typename T> static void put(void* p, int i, uint64_t b) { ((T*)p)[i] = (T)b; }
template <typename T> static uint64_t get(const void* p, int i) {
  T t; memcpy(&t, (const char*)p + i * sizeof(T), sizeof(T));
  uint64_t u = 0; memcpy(&u, &t, sizeof(T)); return u;
}

// One mma per (layout, category): A, B, C from gen (C stored in the layout crow says), D printed.
template <typename FT, typename MT, typename MB, typename CT, typename CB, int M, int N, int K>
static void run(const char* name, Fmt fi, Fmt fc, int lowbits, bool convert) {
  uint64_t A[M * K], B[N * K], C[M * N];
  MT *a, *b; CT *c, *d;
  cudaMallocManaged(&a, sizeof(MT) * M * K); cudaMallocManaged(&b, sizeof(MT) * K * N);
  cudaMallocManaged(&c, sizeof(CT) * M * N); cudaMallocManaged(&d, sizeof(CT) * M * N);
  for (int t = 0; t < 12 * 4; t++) {
    int cat = t % 12, lay = t / 12;
    bool arow = lay & 1, brow = lay & 2, crow = (t % 5) != 0;
    gen(fi, fc, M, N, K, cat, A, B, C);
    if (lowbits) { for (auto& x : A) x |= rnd() & 0x1fff; for (auto& x : B) x |= rnd() & 0x1fff; }
    for (int i = 0; i < M; i++) for (int k = 0; k < K; k++) put<MB>(a, arow ? i * K + k : k * M + i, A[i * K + k]);
    for (int j = 0; j < N; j++) for (int k = 0; k < K; k++) put<MB>(b, brow ? k * N + j : j * K + k, B[j * K + k]);
    for (int i = 0; i < M; i++) for (int j = 0; j < N; j++) put<CB>(c, crow ? i * N + j : j * M + i, C[i * N + j]);
    if (convert) {
      tf32conv<<<(M * K + 127) / 128, 128>>>((float*)a, (float*)a, M * K);
      tf32conv<<<(N * K + 127) / 128, 128>>>((float*)b, (float*)b, N * K);
    }
    mma<FT, MT, CT, M, N, K, false><<<1, 32>>>(a, b, c, d, arow, brow, crow);
    cudaDeviceSynchronize();
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < M * N; i++) { h ^= get<CB>(d, i); h *= 1099511628211ull; }
    printf("%s cat %2d a:%s b:%s c:%s hash %016llx diag", name, cat, arow ? "row" : "col", brow ? "row" : "col", crow ? "row" : "col", (unsigned long long)h);
    for (int i = 0; i < (M < N ? M : N); i += 2) printf(" %0*llx", (int)(2 * sizeof(CB)), (unsigned long long)get<CB>(d, i * N + i));
    printf("\n");
  }
  cudaFree(a); cudaFree(b); cudaFree(c); cudaFree(d);
}


template <typename T, int M, int N, int K>
static void irun(const char* name, bool sat) {
  T *a, *b; int *c, *d;
  cudaMallocManaged(&a, M * K); cudaMallocManaged(&b, K * N);
  cudaMallocManaged(&c, 4 * M * N); cudaMallocManaged(&d, 4 * M * N);
  for (int t = 0; t < 3; t++) {
    for (int i = 0; i < M * K; i++) a[i] = (T)(t == 0 ? ((T)-1 < 0 ? 0x80 : 0xff) : rnd());
    for (int i = 0; i < K * N; i++) b[i] = (T)(t == 0 ? ((T)-1 < 0 ? 0x80 + (int)(rnd() % 2) : 0xff) : rnd());
    for (int i = 0; i < M * N; i++) {
      int q = rnd() % 3;
      c[i] = q == 0 ? 0x7fffffff - (int)(rnd() % 100000) : q == 1 ? (int)(0x80000000u + rnd() % 100000) : (int)(rnd() % 2000001) - 1000000;
    }
    if (sat) mma<T, T, int, M, N, K, true><<<1, 32>>>(a, b, c, d, true, false, true);
    else mma<T, T, int, M, N, K, false><<<1, 32>>>(a, b, c, d, true, false, true);
    cudaDeviceSynchronize();
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < M * N; i++) { h ^= (uint32_t)d[i]; h *= 1099511628211ull; }
    printf("%s%s test %d hash %016llx row0", name, sat ? " satf" : "", t, (unsigned long long)h);
    for (int j = 0; j < N && j < 16; j++) printf(" %08x", (unsigned)d[j]);
    printf("\n");
  }
  cudaFree(a); cudaFree(b); cudaFree(c); cudaFree(d);
}

int main() {
  Fmt H = {5, 10}, BF = {8, 7}, F = {8, 23}, D = {11, 52}, TF = {8, 10};
  run<__half, __half, uint16_t, float, uint32_t, 16, 16, 16>("half->float 16x16x16", H, F, 0, false);
  run<__half, __half, uint16_t, float, uint32_t, 32, 8, 16>("half->float 32x8x16", H, F, 0, false);
  run<__half, __half, uint16_t, float, uint32_t, 8, 32, 16>("half->float 8x32x16", H, F, 0, false);
  run<__half, __half, uint16_t, __half, uint16_t, 16, 16, 16>("half->half 16x16x16", H, H, 0, false);
  run<__half, __half, uint16_t, __half, uint16_t, 8, 32, 16>("half->half 8x32x16", H, H, 0, false);
  run<__nv_bfloat16, __nv_bfloat16, uint16_t, float, uint32_t, 16, 16, 16>("bf16 16x16x16", BF, F, 0, false);
  run<__nv_bfloat16, __nv_bfloat16, uint16_t, float, uint32_t, 32, 8, 16>("bf16 32x8x16", BF, F, 0, false);
  run<wmma::precision::tf32, float, uint32_t, float, uint32_t, 16, 16, 8>("tf32 converted", TF, F, 1, true);
  run<wmma::precision::tf32, float, uint32_t, float, uint32_t, 16, 16, 8>("tf32 raw floats", TF, F, 1, false);
  run<double, double, uint64_t, double, uint64_t, 8, 8, 4>("double 8x8x4", D, D, 0, false);
  irun<signed char, 16, 16, 16>("s8 16x16x16", false);
  irun<signed char, 16, 16, 16>("s8 16x16x16", true);
  irun<unsigned char, 32, 8, 16>("u8 32x8x16", false);
  irun<unsigned char, 8, 32, 16>("u8 8x32x16", true);

  const uint32_t sp[] = {0, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x7f800001u, 0xffc00001u,
                         0x7f7fffffu, 0x7f7fefffu, 0x7f7ff000u, 0x00000001u, 0x00000fffu, 0x00001000u, 0x007fffffu,
                         0x3f801000u, 0x3f803000u, 0x3f802000u, 0x3f800fffu, 0xbf801000u, 0x3f7ff000u};
  const int n = sizeof sp / sizeof sp[0];
  float *in, *out;
  cudaMallocManaged(&in, n * 4); cudaMallocManaged(&out, n * 4);
  memcpy(in, sp, sizeof sp);
  tf32conv<<<1, 32>>>(in, out, n);
  cudaDeviceSynchronize();
  printf("__float_to_tf32:");
  for (int i = 0; i < n; i++) { uint32_t u; memcpy(&u, &out[i], 4); printf(" %08x->%08x", sp[i], u); }
  printf("\n");
  return 0;
}
