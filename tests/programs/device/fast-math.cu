// nvcc's --use_fast_math (this program's sidecar; fast-math-precise.cu is the same program
// without it): the bit patterns of each construct it changes, on inputs where the precise and
// the fast forms differ (subnormal operands and results, divisions, large angles). The PTX of
// nvcc 13 -arch=sm_90 -O3 --use_fast_math: add/sub/mul/fma/neg/abs/min/max/setp/cvt.rmi .ftz,
// div.approx.ftz, rcp.approx.ftz, sqrt.approx.ftz, expf as ex2.approx.ftz(x * log2 e),
// logf as lg2.approx.ftz(x) * ln 2, sinf/cosf as sin/cos.approx.ftz, tanhf as tanh.approx.
#include <cstdio>
#include <cstring>

__device__ unsigned bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
__device__ float fl(unsigned u) { float f; memcpy(&f, &u, 4); return f; }

__global__ void k(const unsigned *in, const double *din, float *acc)
{
    float sub = fl(in[0]);     /* 0x00000100, subnormal */
    float sub2 = fl(in[1]);    /* 0x00000200, subnormal */
    float tiny = fl(in[2]);    /* 0x00c00000 = 1.5 * 2^-126 */
    float mn = fl(in[3]);      /* 0x00800000 = 2^-126 */
    float one = fl(in[4]), three = fl(in[5]), big = fl(in[6]), half = fl(in[7]);
    float x7 = fl(in[8]), x9 = fl(in[9]);
    printf("add  %08x %08x\n", bits(tiny - mn), bits(sub + sub2));
    printf("mul  %08x %08x\n", bits(mn * half), bits(sub * 1073741824.0f * one));
    printf("fma  %08x %08x fadd_rn %08x\n", bits(fmaf(mn, half, sub)), bits(__fmaf_rn(tiny, -half, mn)),
           bits(__fadd_rn(tiny, -mn)));
    printf("neg  %08x abs %08x\n", bits(-sub), bits(fabsf(-sub)));
    printf("min  %08x max %08x\n", bits(fminf(sub, one)), bits(fmaxf(-sub, -one)));
    printf("cmp  %d %d %d %d\n", sub < sub2, sub == 0.0f, sub ? 1 : 0, -sub < 0.0f);
    printf("div  %08x %08x %08x %08x\n", bits(one / three), bits(x7 / x9), bits(x9 / x7),
           bits(tiny / three));
    printf("rcp  %08x %08x\n", bits(1.0f / three), bits(1.0f / x9));
    printf("fdiv %08x %08x %08x\n", bits(__fdividef(x7, x9)), bits(fdividef(x7, x9)),
           bits(__fdividef(mn, three)));
    printf("sqrt %08x %08x %08x\n", bits(sqrtf(x7)), bits(sqrtf(sub)), bits(sqrtf(three)));
    printf("rsq  %08x %08x\n", bits(rsqrtf(x7)), bits(rsqrtf(sub)));
    printf("exp  %08x %08x __expf %08x %08x\n", bits(expf(one)), bits(expf(x9)), bits(__expf(one)),
           bits(__expf(x9)));
    printf("exp2 %08x %08x exp10 %08x %08x\n", bits(exp2f(-127.5f * one)), bits(exp2f(x7 / 4)),
           bits(exp10f(half * 5)), bits(__exp10f(half * 5)));
    printf("log  %08x %08x __logf %08x\n", bits(logf(x7)), bits(logf(sub)), bits(__logf(x7)));
    printf("log2 %08x %08x log10 %08x %08x\n", bits(log2f(x9)), bits(log2f(sub)), bits(log10f(x7)),
           bits(__log10f(x7)));
    printf("sin  %08x %08x __sinf %08x\n", bits(sinf(big)), bits(sinf(one)), bits(__sinf(big)));
    printf("cos  %08x %08x __cosf %08x\n", bits(cosf(big)), bits(cosf(one)), bits(__cosf(big)));
    printf("tan  %08x __tanf %08x\n", bits(tanf(big)), bits(__tanf(big)));
    float s, c;
    sincosf(big, &s, &c);
    printf("sincos %08x %08x\n", bits(s), bits(c));
    printf("pow  %08x __powf %08x\n", bits(powf(x7 / 2, x9 / 2)), bits(__powf(x7 / 2, x9 / 2)));
    printf("tanh %08x __tanhf %08x\n", bits(tanhf(half / 2)), bits(__tanhf(half / 2)));
    printf("floor %08x ceil %08x trunc %08x\n", bits(floorf(-sub)), bits(ceilf(sub)), bits(truncf(-sub)));
    printf("sat  %08x\n", bits(__saturatef(sub)));
    printf("f2d  %016llx d2f %08x\n", (unsigned long long)__double_as_longlong((double)sub),
           bits((float)din[0]));
    printf("f2i  %d %u i2f %08x\n", (int)(sub * 1e30f), (unsigned)(x7 * 3), bits((float)(int)in[0]));
    printf("dbl  %016llx %016llx\n", (unsigned long long)__double_as_longlong(din[0] * 0.5),
           (unsigned long long)__double_as_longlong(din[1] / 3.0));
    atomicAdd(acc, sub);
    atomicAdd(acc + 1, x7);
    atomicAdd(acc + 1, x9);
}

int main()
{
    unsigned h[10] = {0x00000100u, 0x00000200u, 0x00c00000u, 0x00800000u, 0x3f800000u, 0x40400000u,
                      0x461c4000u /* 10000 */, 0x3f000000u, 0x40e00000u /* 7 */, 0x41100000u /* 9 */};
    double hd[2] = {1e-40, 1e-310};
    unsigned *in;
    double *din;
    float *acc;
    cudaMalloc(&in, sizeof h);
    cudaMalloc(&din, sizeof hd);
    cudaMalloc(&acc, 8);
    cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(din, hd, sizeof hd, cudaMemcpyHostToDevice);
    cudaMemset(acc, 0, 8);
    k<<<1, 1>>>(in, din, acc);
    unsigned a[2];
    cudaMemcpy(a, acc, 8, cudaMemcpyDeviceToHost);
    printf("atomicAdd %08x %08x\n", a[0], a[1]);
    return 0;
}
