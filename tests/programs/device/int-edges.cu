/* Integer edge cases whose C meaning is undefined but whose GPU result is fixed by the
   instructions nvcc emits: division and remainder by zero, INT_MIN / -1, shifts by counts of
   the type's width and more, negative counts. Operands come from memory so nothing folds. */
#include <stdio.h>
#include <limits.h>

__global__ void k(const int *iv, const unsigned *uv, const long long *lv, const int *sh, int *o32,
                  long long *o64)
{
    int a = iv[0], z = iv[1], m1 = iv[2], mn = iv[3];
    unsigned ua = uv[0], uz = uv[1];
    long long la = lv[0], lz = lv[1], lmn = lv[2], lm1 = lv[3];
    int n = 0, q = 0, i;
    o32[n++] = a / z;  o32[n++] = a % z;  o32[n++] = -a / z; o32[n++] = -a % z;
    o32[n++] = mn / m1; o32[n++] = mn % m1;
    o32[n++] = (int)(ua / uz); o32[n++] = (int)(ua % uz);
    o64[q++] = la / lz; o64[q++] = la % lz; o64[q++] = -la / lz; o64[q++] = lmn / lm1; o64[q++] = lmn % lm1;
    o64[q++] = (long long)((unsigned long long)la / (unsigned long long)lz);
    o64[q++] = (long long)((unsigned long long)la % (unsigned long long)lz);
    for (i = 0; i < 6; i++) {
        int s = sh[i];
        o32[n++] = a << s;
        o32[n++] = mn >> s;
        o32[n++] = a >> s;
        o32[n++] = (int)(ua << s);
        o32[n++] = (int)(ua >> s);
        o64[q++] = la << s;
        o64[q++] = lmn >> s;
        o64[q++] = (long long)((unsigned long long)lmn >> s);
    }
    o32[n] = 0x7777;
    o64[q] = 0x7777;
}

int main(void)
{
    int hi[4] = {7, 0, -1, INT_MIN};
    unsigned hu[2] = {7u, 0u};
    long long hl[4] = {7, 0, LLONG_MIN, -1};
    int hs[6] = {31, 32, 33, 63, 64, -1};
    int *di, *dsh, *o32, r32[64], i;
    unsigned *du;
    long long *dl, *o64, r64[64];
    cudaMalloc((void **)&di, sizeof hi); cudaMalloc((void **)&du, sizeof hu);
    cudaMalloc((void **)&dl, sizeof hl); cudaMalloc((void **)&dsh, sizeof hs);
    cudaMalloc((void **)&o32, sizeof r32); cudaMalloc((void **)&o64, sizeof r64);
    cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
    cudaMemcpy(du, hu, sizeof hu, cudaMemcpyHostToDevice);
    cudaMemcpy(dl, hl, sizeof hl, cudaMemcpyHostToDevice);
    cudaMemcpy(dsh, hs, sizeof hs, cudaMemcpyHostToDevice);
    k<<<1, 1>>>(di, du, dl, dsh, o32, o64);
    cudaMemcpy(r32, o32, sizeof r32, cudaMemcpyDeviceToHost);
    cudaMemcpy(r64, o64, sizeof r64, cudaMemcpyDeviceToHost);
    printf("div32: 7/0=%d 7%%0=%d -7/0=%d -7%%0=%d MIN/-1=%d MIN%%-1=%d u7/0=%u u7%%0=%u\n",
           r32[0], r32[1], r32[2], r32[3], r32[4], r32[5], (unsigned)r32[6], (unsigned)r32[7]);
    printf("div64: 7/0=%lld 7%%0=%lld -7/0=%lld MIN/-1=%lld MIN%%-1=%lld u7/0=%llu u7%%0=%llu\n",
           r64[0], r64[1], r64[2], r64[3], r64[4], (unsigned long long)r64[5], (unsigned long long)r64[6]);
    for (i = 0; i < 6; i++)
        printf("shift %d: 7<<s=%d MIN>>s=%d 7>>s=%d u7<<s=%u u7>>s=%u | ll7<<s=%lld llMIN>>s=%lld ullMIN>>s=%llu\n",
               hs[i], r32[8 + i * 5], r32[9 + i * 5], r32[10 + i * 5], (unsigned)r32[11 + i * 5],
               (unsigned)r32[12 + i * 5], r64[7 + i * 3], r64[8 + i * 3], (unsigned long long)r64[9 + i * 3]);
    return 0;
}
