// Bessel functions, erfcx, cyl_bessel_i0/i1: bits of each result over N inputs (float and double).
// bessel_digest.py turns its output into the expected output of
// tests/programs/device/math-bessel-float.cu and math-bessel-double.cu.
#include <cstdio>
#include <cstring>
#include <cmath>
#define N 8192
#define FLIST(X) X(j0f) X(j1f) X(y0f) X(y1f) X(erfcxf) X(cyl_bessel_i0f) X(cyl_bessel_i1f)
#define DLIST(X) X(j0) X(j1) X(y0) X(y1) X(erfcx) X(cyl_bessel_i0) X(cyl_bessel_i1)
#define COUNT(f) +1
enum { NF = 0 FLIST(COUNT), ND = 0 DLIST(COUNT) };
#define NN 6
__global__ void fk(const float *in, float *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= N) return;
  float x = in[i]; int k = 0;
#define FC(f) o[(k++) * N + i] = f(x);
  FLIST(FC)
  for (int n = 0; n < NN; n++) o[(k++) * N + i] = jnf(n * 3 - 1, x);
  for (int n = 0; n < NN; n++) o[(k++) * N + i] = ynf(n * 3 - 1, x);
}
__global__ void dk(const double *in, double *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= N) return;
  double x = in[i]; int k = 0;
#define DC(f) o[(k++) * N + i] = f(x);
  DLIST(DC)
  for (int n = 0; n < NN; n++) o[(k++) * N + i] = jn(n * 3 - 1, x);
  for (int n = 0; n < NN; n++) o[(k++) * N + i] = yn(n * 3 - 1, x);
}
#define NAME(f) #f,
int main() {
  static float hf[N], of[(NF + 2 * NN) * N]; static double hd[N], od[(ND + 2 * NN) * N];
  unsigned s = 777;
  for (int i = 0; i < N; i++) {
    s = s * 1664525u + 1013904223u; float u = 1.0f + (s >> 8) * (1.0f / 16777216.0f);
    s = s * 1664525u + 1013904223u; int e = (int)(s >> 26) - 40; // -40..23
    if (e < -20) e = e / 4;
    float v = ldexpf(u, e); if (i % 4 == 0) v = -v; if (i % 7 == 1) v = (float)(i % 97) * 0.25f; hf[i] = v;
    s = s * 1664525u + 1013904223u; double du = 1.0 + (double)s / 4294967296.0 + (double)(s >> 5) / 4503599627370496.0;
    hd[i] = (i % 4 == 0 ? -1 : 1) * ldexp(du, e); if (i % 7 == 1) hd[i] = (double)(i % 97) * 0.25;
  }
  hf[0] = 0.0f; hf[1] = -0.0f; hf[2] = INFINITY; hf[3] = -INFINITY; hf[4] = NAN; hf[5] = 1e-45f; hf[6] = 3.4e38f;
  hd[0] = 0.0; hd[1] = -0.0; hd[2] = INFINITY; hd[3] = -INFINITY; hd[4] = NAN; hd[5] = 5e-324; hd[6] = 1.7e308;
  float *din, *dout; double *ddin, *ddout;
  cudaMalloc(&din, sizeof hf); cudaMalloc(&dout, sizeof of); cudaMalloc(&ddin, sizeof hd); cudaMalloc(&ddout, sizeof od);
  cudaMemcpy(din, hf, sizeof hf, cudaMemcpyHostToDevice); cudaMemcpy(ddin, hd, sizeof hd, cudaMemcpyHostToDevice);
  fk<<<N / 128, 128>>>(din, dout); dk<<<N / 128, 128>>>(ddin, ddout);
  cudaMemcpy(of, dout, sizeof of, cudaMemcpyDeviceToHost); cudaMemcpy(od, ddout, sizeof od, cudaMemcpyDeviceToHost);
  const char *fn[] = {FLIST(NAME) "jnf(-1)", "jnf(2)", "jnf(5)", "jnf(8)", "jnf(11)", "jnf(14)", "ynf(-1)", "ynf(2)", "ynf(5)", "ynf(8)", "ynf(11)", "ynf(14)"};
  const char *dn[] = {DLIST(NAME) "jn(-1)", "jn(2)", "jn(5)", "jn(8)", "jn(11)", "jn(14)", "yn(-1)", "yn(2)", "yn(5)", "yn(8)", "yn(11)", "yn(14)"};
  for (int k = 0; k < NF + 2 * NN; k++) for (int i = 0; i < N; i++) { unsigned b, xb; memcpy(&b, &of[k * N + i], 4); memcpy(&xb, &hf[i], 4); printf("%s %08x %08x\n", fn[k], xb, b); }
  for (int k = 0; k < ND + 2 * NN; k++) for (int i = 0; i < N; i++) { unsigned long long b, xb; memcpy(&b, &od[k * N + i], 8); memcpy(&xb, &hd[i], 8); printf("%s %016llx %016llx\n", dn[k], xb, b); }
  return 0;
}
