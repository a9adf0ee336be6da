/* Which float and double expressions nvcc contracts into fused multiply-adds by default
   (-fmad=true): inputs chosen so that a fused and an unfused result differ. */
#include <stdio.h>

__global__ void k(const float *f, const double *d, float *of, double *od)
{
    float a = f[0], b = f[1], c = f[2], e = f[3];
    double x = d[0], y = d[1], z = d[2];
    int n = 0;
    of[n++] = a * b + c;
    { float t = a * b; of[n++] = t + c; }
    of[n++] = c + a * b;
    of[n++] = a * b - c;
    of[n++] = c - a * b;
    of[n++] = a * b + c * e;
    of[n++] = __fmul_rn(a, b) + c;
    { float t = a * b; of[n++] = t + c; of[n++] = t; }
    { float acc = c; acc += a * b; of[n++] = acc; }
    of[n++] = (a * b) * 1.0f + c;
    n = 0;
    od[n++] = x * y + z;
    { double t = x * y; od[n++] = t + z; }
    od[n++] = z - x * y;
    od[n++] = __dmul_rn(x, y) + z;
}

int main(void)
{
    float hf[4] = {1.0f + 1.0f / 8192, 1.0f + 1.0f / 8192, -1.0f, 1.0f};
    double hd[3] = {1.0 + 1.0 / 67108864.0 / 2, 1.0 + 1.0 / 67108864.0 / 2, -1.0};
    float rf[16], *df, *of;
    double rd[8], *dd, *od;
    int i;
    cudaMalloc((void **)&df, sizeof hf); cudaMalloc((void **)&dd, sizeof hd);
    cudaMalloc((void **)&of, sizeof rf); cudaMalloc((void **)&od, sizeof rd);
    cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
    cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
    k<<<1, 1>>>(df, dd, of, od);
    cudaMemcpy(rf, of, sizeof rf, cudaMemcpyDeviceToHost);
    cudaMemcpy(rd, od, sizeof rd, cudaMemcpyDeviceToHost);
    for (i = 0; i < 11; i++) printf("float %d: %a\n", i, rf[i]);
    for (i = 0; i < 4; i++) printf("double %d: %a\n", i, rd[i]);
    return 0;
}
