/* Inline PTX memory instructions (seed 000 §5.4.8.2 and seed 002 §5.3.10.4.3 show the form):
   loads and stores of every width, signed and unsigned, weak, volatile, relaxed, acquire and
   release, on global and generic addresses, with register and immediate operands. The
   expected output is the H200's (nvcc -arch=sm_90). */
#include <stdio.h>

__global__ void widths(unsigned char *b, long long *out)
{
    unsigned int u8, s8, u16, s16, w32;
    unsigned long long w64;
    asm volatile("ld.global.u8 %0, [%1];" : "=r"(u8) : "l"(b));
    asm volatile("ld.global.s8 %0, [%1];" : "=r"(s8) : "l"(b));
    asm volatile("ld.u16 %0, [%1];" : "=r"(u16) : "l"(b + 2));
    asm volatile("ld.s16 %0, [%1];" : "=r"(s16) : "l"(b + 2));
    asm volatile("ld.global.b32 %0, [%1];" : "=r"(w32) : "l"(b + 4));
    asm volatile("ld.global.u64 %0, [%1];" : "=l"(w64) : "l"(b + 8));
    out[0] = u8;
    out[1] = (int)s8;
    out[2] = u16;
    out[3] = (int)s16;
    out[4] = w32;
    out[5] = (long long)w64;
    short h = -2;
    asm volatile("st.global.u8 [%0], %1;" :: "l"(b + 16), "r"(0x1ff));
    asm volatile("st.u16 [%0], %1;" :: "l"(b + 18), "h"(h));
    asm volatile("st.global.s32 [%0], 123456;" :: "l"(b + 20));
    asm volatile("st.global.b64 [%0], %1;" :: "l"(b + 24), "l"(-5ll));
}

__global__ void orders(int *p, float *f)
{
    int a, v;
    float x;
    asm volatile("ld.relaxed.gpu.global.s32 %0, [%1];" : "=r"(a) : "l"(p));
    asm volatile("ld.acquire.sys.s32 %0, [%1];" : "=r"(v) : "l"(p + 1));
    asm volatile("ld.volatile.global.f32 %0, [%1];" : "=f"(x) : "l"(f));
    asm volatile("st.release.gpu.global.s32 [%0], %1;" :: "l"(p + 2), "r"(a + v));
    asm volatile("st.relaxed.cta.s32 [%0], %1;" :: "l"(p + 3), "r"(a * v));
    asm volatile("st.volatile.global.f32 [%0], %1;" :: "l"(f + 1), "f"(x * 2.0f));
    asm volatile("st.weak.global.u32 [%0], %1;" :: "l"(p + 4), "n"(77));
}

int main()
{
    unsigned char hb[32] = {0x80, 0, 0x34, 0xf2, 0x78, 0x56, 0x34, 0x12,
                            1, 2, 3, 4, 5, 6, 7, 0x88};
    unsigned char *db;
    long long *dout, hout[6];
    cudaMalloc((void **)&db, sizeof hb);
    cudaMalloc((void **)&dout, sizeof hout);
    cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
    widths<<<1, 1>>>(db, dout);
    printf("widths: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
    cudaMemcpy(hb, db, sizeof hb, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; i++)
        printf("load %d: %lld (0x%llx)\n", i, hout[i], (unsigned long long)hout[i]);
    printf("stored:");
    for (int i = 16; i < 32; i++)
        printf(" %02x", hb[i]);
    printf("\n");

    int hp[5] = {6, 7, 0, 0, 0}, *dp;
    float hf[2] = {1.25f, 0}, *df;
    cudaMalloc((void **)&dp, sizeof hp);
    cudaMalloc((void **)&df, sizeof hf);
    cudaMemcpy(dp, hp, sizeof hp, cudaMemcpyHostToDevice);
    cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
    orders<<<1, 1>>>(dp, df);
    printf("orders: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    cudaMemcpy(hp, dp, sizeof hp, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d %d %g %g\n", hp[0], hp[1], hp[2], hp[3], hp[4], hf[0], hf[1]);
    return 0;
}
