/* Inline PTX with doubles ("d"), 16-bit operands ("h"), read-write operands ("+r"), two
   instructions in one template, immediates, ld.global.nc and atom.add.f64. The expected output
   is the H200's (nvcc -arch=sm_90). */
#include <stdio.h>

__global__ void mixed(double *dv, unsigned short *hv, int *iv)
{
    double x;
    asm volatile("ld.global.nc.f64 %0, [%1];" : "=d"(x) : "l"(dv));
    asm volatile("st.global.f64 [%0], %1;" :: "l"(dv + 1), "d"(x * 3.0));
    double old;
    asm volatile("atom.global.add.f64 %0, [%1], %2;" : "=d"(old) : "l"(dv + 2), "d"(0.25));
    unsigned short h;
    asm volatile("ld.global.u16 %0, [%1];" : "=h"(h) : "l"(hv));
    asm volatile("st.global.u16 [%0], %1;" :: "l"(hv + 1), "h"((unsigned short)(h + 1)));
    int acc = 10;
    asm volatile("atom.global.add.s32 %0, [%1], %0;" : "+r"(acc) : "l"(iv));
    int a, b;
    asm volatile("ld.global.s32 %0, [%2];\n\tld.global.s32 %1, [%3];"
                 : "=r"(a), "=r"(b) : "l"(iv + 1), "l"(iv + 2));
    asm volatile("st.global.s32 [%0], %1; st.global.s32 [%0], %1;" :: "l"(iv + 3), "r"(a - b));
    printf("old %.2f h %u acc %d a %d b %d\n", old, h, acc, a, b);
}

int main()
{
    double hd[3] = {1.5, 0, 2.0}, *dd;
    unsigned short hh[2] = {65535, 0}, *dh;
    int hi[4] = {5, 7, 9, 0}, *di;
    cudaMalloc((void **)&dd, sizeof hd);
    cudaMalloc((void **)&dh, sizeof hh);
    cudaMalloc((void **)&di, sizeof hi);
    cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
    cudaMemcpy(dh, hh, sizeof hh, cudaMemcpyHostToDevice);
    cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
    mixed<<<1, 1>>>(dd, dh, di);
    printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
    cudaMemcpy(hh, dh, sizeof hh, cudaMemcpyDeviceToHost);
    cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
    printf("%g %g %g | %u %u | %d %d %d %d\n", hd[0], hd[1], hd[2], hh[0], hh[1], hi[0], hi[1],
           hi[2], hi[3]);
    return 0;
}
