// IEEE corner cases on an H200 (CUDA C++ Programming Guide, 5.5 Floating-Point Standard and the
// CUDA Math API): fminf/fmaxf/fmin/fmax with signed zeros and NaN operands, NaN payloads
// through conversions and arithmetic, subnormals in float atomics in global and shared memory,
// float to integer conversions out of range; the expected output is an H200's.
#include <cstdio>

__device__ unsigned fb(float x) { return __float_as_uint(x); }
__device__ unsigned long long db(double x) { return __double_as_longlong(x); }

__global__ void k(float *g, const float *in, const double *din)
{
    __shared__ float s[2];
    float pz = in[0], nz = in[1], qn = in[2], sn = in[3], one = in[4], sub = in[5], big = in[6];
    double dpz = din[0], dnz = din[1], dqn = din[2], dsn = din[3];
    printf("fminf(+0,-0) %08x fminf(-0,+0) %08x fmaxf(+0,-0) %08x fmaxf(-0,+0) %08x\n",
           fb(fminf(pz, nz)), fb(fminf(nz, pz)), fb(fmaxf(pz, nz)), fb(fmaxf(nz, pz)));
    printf("fminf(qnan,1) %08x fminf(1,qnan) %08x fminf(snan,1) %08x fminf(qnan,qnan) %08x fmaxf(snan,snan) %08x\n",
           fb(fminf(qn, one)), fb(fminf(one, qn)), fb(fminf(sn, one)), fb(fminf(qn, qn)), fb(fmaxf(sn, sn)));
    printf("fmin(+0,-0) %016llx fmax(-0,+0) %016llx fmin(qnan,1) %016llx fmin(snan,1) %016llx fmax(snan,snan) %016llx\n",
           db(fmin(dpz, dnz)), db(fmax(dnz, dpz)), db(fmin(dqn, 1.0)), db(fmin(dsn, 1.0)), db(fmax(dsn, dsn)));
    printf("nan payloads: add %08x mul %08x neg %08x abs %08x to double %016llx from double %08x\n",
           fb(qn + one), fb(sn * one), fb(-qn), fb(fabsf(sn)), db((double)sn), fb((float)dsn));
    printf("dnan: add %016llx mul %016llx neg %016llx\n", db(dqn + 1.0), db(dsn * 2.0), db(-dqn));
    printf("sqrt(-1) %08x 0/0 %08x inf-inf %08x dsqrt(-1) %016llx\n", fb(sqrtf(-one)), fb(pz / pz),
           fb(__int_as_float(0x7f800000) - __int_as_float(0x7f800000)), db(sqrt(-1.0)));
    if (threadIdx.x == 0) { s[0] = 0.0f; s[1] = 0.0f; g[0] = 0.0f; g[1] = 0.0f; }
    __syncthreads();
    atomicAdd(&g[0], sub);
    atomicAdd(&s[0], sub);
    float og = atomicAdd(&g[1], sub * 3.0f), os = atomicAdd(&s[1], sub * 3.0f);
    __syncthreads();
    printf("atomics: global %08x shared %08x old %08x %08x\n", fb(g[0]), fb(s[0]), fb(og), fb(os));
    g[2] = s[0];
    printf("f2i: %d %d %d %d %u %u %lld %llu\n", (int)big, (int)-big, (int)qn, __float2int_rz(-big),
           (unsigned)-one, (unsigned)big, (long long)(big * big), (unsigned long long)-big);
    printf("f2i rn: %d %d %u %lld %llu\n", __float2int_rn(qn), __float2int_rn(3e9f), __float2uint_rn(-5.5f),
           __float2ll_rn(qn), __float2ull_rn(-1.0f));
    printf("d2i: %d %u %lld %llu %d\n", (int)(dqn), (unsigned)(-1.5), (long long)(1e19), (unsigned long long)(-3.0),
           __double2int_rz(-3e10));
}

int main()
{
    float h[7] = {0.0f, -0.0f, 0, 0, 1.0f, 1e-39f, 3e9f};
    unsigned q = 0x7fc12345u, sn = 0x7f812345u;
    memcpy(&h[2], &q, 4);
    memcpy(&h[3], &sn, 4);
    double hd[4] = {0.0, -0.0, 0, 0};
    unsigned long long dq = 0x7ff8123456789abcull, ds = 0x7ff0123456789abcull;
    memcpy(&hd[2], &dq, 8);
    memcpy(&hd[3], &ds, 8);
    float *g, *in;
    double *din;
    cudaMalloc(&g, 16);
    cudaMalloc(&in, sizeof h);
    cudaMalloc(&din, sizeof hd);
    cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(din, hd, sizeof hd, cudaMemcpyHostToDevice);
    k<<<1, 2>>>(g, in, din);
    cudaDeviceSynchronize();
    float r[3];
    cudaMemcpy(r, g, 12, cudaMemcpyDeviceToHost);
    unsigned rb[3];
    memcpy(rb, r, 12);
    printf("host sees %08x %08x %08x\n", rb[0], rb[1], rb[2]);
    return 0;
}
