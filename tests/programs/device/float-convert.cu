/* Conversions from float and double to every integer type for NaN, infinities, out-of-range
   and negative values, as the GPU's cvt instructions do them (round toward zero, saturating). */
#include <stdio.h>
#include <string.h>

__global__ void k(const float *fv, const double *dv, int n, int *oi, unsigned *ou, long long *ol,
                  unsigned long long *oul, int *oc)
{
    int i = threadIdx.x;
    if (i >= n) return;
    float f = fv[i];
    double d = dv[i];
    oi[i * 2] = (int)f;        oi[i * 2 + 1] = (int)d;
    ou[i * 2] = (unsigned)f;   ou[i * 2 + 1] = (unsigned)d;
    ol[i * 2] = (long long)f;  ol[i * 2 + 1] = (long long)d;
    oul[i * 2] = (unsigned long long)f; oul[i * 2 + 1] = (unsigned long long)d;
    oc[i * 4] = (signed char)f; oc[i * 4 + 1] = (unsigned char)f; oc[i * 4 + 2] = (short)d;
    oc[i * 4 + 3] = (unsigned short)d;
}

int main(void)
{
    float hf[12];
    double hd[12];
    const char *names[12] = {"nan", "-nan", "inf", "-inf", "3e9", "-3e9", "1e20", "-1e20", "-1.9", "2.9",
                             "300.5", "-70000.7"};
    double vals[12] = {0, 0, 0, 0, 3e9, -3e9, 1e20, -1e20, -1.9, 2.9, 300.5, -70000.7};
    int i, n = 12, hi[24], hc[48];
    unsigned hu[24];
    long long hl[24];
    unsigned long long hul[24];
    float *df; double *dd; int *di, *dc; unsigned *du; long long *dl; unsigned long long *dul;
    for (i = 0; i < n; i++) { hf[i] = (float)vals[i]; hd[i] = vals[i]; }
    { unsigned u = 0x7fc00000u; float f; double d; unsigned long long ul = 0x7ff8000000000000ull;
      memcpy(&f, &u, 4); memcpy(&d, &ul, 8); hf[0] = f; hd[0] = d;
      u = 0xffc00000u; ul = 0xfff8000000000000ull; memcpy(&f, &u, 4); memcpy(&d, &ul, 8); hf[1] = f; hd[1] = d;
      u = 0x7f800000u; ul = 0x7ff0000000000000ull; memcpy(&f, &u, 4); memcpy(&d, &ul, 8); hf[2] = f; hd[2] = d;
      hf[3] = -f; hd[3] = -d; }
    cudaMalloc((void **)&df, sizeof hf); cudaMalloc((void **)&dd, sizeof hd);
    cudaMalloc((void **)&di, sizeof hi); cudaMalloc((void **)&du, sizeof hu);
    cudaMalloc((void **)&dl, sizeof hl); cudaMalloc((void **)&dul, sizeof hul);
    cudaMalloc((void **)&dc, sizeof hc);
    cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
    cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
    k<<<1, 32>>>(df, dd, n, di, du, dl, dul, dc);
    cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
    cudaMemcpy(hu, du, sizeof hu, cudaMemcpyDeviceToHost);
    cudaMemcpy(hl, dl, sizeof hl, cudaMemcpyDeviceToHost);
    cudaMemcpy(hul, dul, sizeof hul, cudaMemcpyDeviceToHost);
    cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost);
    for (i = 0; i < n; i++)
        printf("%-8s int f=%d d=%d | uint f=%u d=%u | ll f=%lld d=%lld | ull f=%llu d=%llu | schar(f)=%d uchar(f)=%d short(d)=%d ushort(d)=%d\n",
               names[i], hi[i * 2], hi[i * 2 + 1], hu[i * 2], hu[i * 2 + 1], hl[i * 2], hl[i * 2 + 1],
               hul[i * 2], hul[i * 2 + 1], hc[i * 4], hc[i * 4 + 1], hc[i * 4 + 2], hc[i * 4 + 3]);
    return 0;
}
