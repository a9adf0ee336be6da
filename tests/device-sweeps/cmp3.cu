/* cmp3.cu — every precise float and double math function of docs/builtins.md: the GPU against
 * vm_math_f32/f64 (vmmath.c, cudamath.c, sfu.c of a cudarepl build, linked in) on one float in
 * 32 of all 2^32 (F1), 2^27 float pairs (F2), 2^24 doubles (D1) and 2^24 double pairs (D2). */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <thread>
#include <vector>
#include <atomic>
#include <functional>
#include "gen_device.h"
extern "C" {
#include "interp/front/builtins.h"
#include "interp/vm/vmmath.h"
}
__host__ __device__ uint32_t sparse(uint32_t j) { return ((j >> 17) * 32u) << 17 | (j & 0x1ffffu); }

#define F1 X(0,sqrtf,SQRT) X(1,rsqrtf,RSQRT) X(2,cbrtf,CBRT) X(3,rcbrtf,RCBRT) X(4,expf,EXP) X(5,exp2f,EXP2) \
 X(6,exp10f,EXP10) X(7,expm1f,EXPM1) X(8,logf,LOG) X(9,log2f,LOG2) X(10,log10f,LOG10) X(11,log1pf,LOG1P) \
 X(12,sinf,SIN) X(13,cosf,COS) X(14,tanf,TAN) X(15,asinf,ASIN) X(16,acosf,ACOS) X(17,atanf,ATAN) X(18,sinhf,SINH) \
 X(19,coshf,COSH) X(20,tanhf,TANH) X(21,asinhf,ASINH) X(22,acoshf,ACOSH) X(23,atanhf,ATANH) X(24,erff,ERF) \
 X(25,erfcf,ERFC) X(26,tgammaf,TGAMMA) X(27,lgammaf,LGAMMA) X(28,sinpif,SINPI) X(29,cospif,COSPI) X(30,logbf,LOGB) \
 X(31,erfinvf,ERFINV) X(32,erfcinvf,ERFCINV) X(33,normcdff,NORMCDF) X(34,normcdfinvf,NORMCDFINV) X(35,erfcxf,ERFCX) \
 X(36,cyl_bessel_i0f,CYL_BESSEL_I0) X(37,cyl_bessel_i1f,CYL_BESSEL_I1) X(38,j0f,J0) X(39,j1f,J1) X(40,y0f,Y0) X(41,y1f,Y1) \
 X(42,__expf,FAST_EXP) X(43,__exp10f,FAST_EXP10) X(44,__saturatef,SATURATE) X(45,__frsqrt_rn,FRSQRT_RN) \
 X(46,roundf,ROUND) X(47,rintf,RINT) X(48,truncf,TRUNC) X(49,__logf,FAST_LOG) X(50,__sinf,FAST_SIN) X(51,__tanf,FAST_TAN)
#define F2 X(60,powf,POW) X(61,atan2f,ATAN2) X(62,fmodf,FMOD) X(63,remainderf,REMAINDER) X(64,hypotf,HYPOT) \
 X(65,rhypotf,RHYPOT) X(66,fdimf,FDIM) X(67,fminf,FMIN) X(68,fmaxf,FMAX) X(69,nextafterf,NEXTAFTER) X(70,copysignf,COPYSIGN) \
 X(71,fdividef,FDIVIDE) X(72,__powf,FAST_POW) X(73,__fdividef,FAST_DIV)
#define D1 X(80,sqrt,SQRT) X(81,rsqrt,RSQRT) X(82,cbrt,CBRT) X(83,rcbrt,RCBRT) X(84,exp,EXP) X(85,exp2,EXP2) \
 X(86,exp10,EXP10) X(87,expm1,EXPM1) X(88,log,LOG) X(89,log2,LOG2) X(90,log10,LOG10) X(91,log1p,LOG1P) \
 X(92,sin,SIN) X(93,cos,COS) X(94,tan,TAN) X(95,asin,ASIN) X(96,acos,ACOS) X(97,atan,ATAN) X(98,sinh,SINH) \
 X(99,cosh,COSH) X(100,tanh,TANH) X(101,asinh,ASINH) X(102,acosh,ACOSH) X(103,atanh,ATANH) X(104,erf,ERF) \
 X(105,erfc,ERFC) X(106,tgamma,TGAMMA) X(107,lgamma,LGAMMA) X(108,sinpi,SINPI) X(109,cospi,COSPI) X(110,logb,LOGB) \
 X(111,erfinv,ERFINV) X(112,erfcinv,ERFCINV) X(113,normcdf,NORMCDF) X(114,normcdfinv,NORMCDFINV) X(115,erfcx,ERFCX) \
 X(116,cyl_bessel_i0,CYL_BESSEL_I0) X(117,cyl_bessel_i1,CYL_BESSEL_I1) X(118,j0,J0) X(119,j1,J1) X(120,y0,Y0) X(121,y1,Y1) \
 X(122,round,ROUND) X(123,rint,RINT)
#define D2 X(130,pow,POW) X(131,atan2,ATAN2) X(132,fmod,FMOD) X(133,remainder,REMAINDER) X(134,hypot,HYPOT) \
 X(135,rhypot,RHYPOT) X(136,fdim,FDIM) X(137,fmin,FMIN) X(138,fmax,FMAX) X(139,nextafter,NEXTAFTER) X(140,copysign,COPYSIGN)

#define X(k,n,id) __global__ void g##k(unsigned *o){unsigned j=blockIdx.x*256+threadIdx.x;float x=__uint_as_float(sparse(j));o[j]=__float_as_uint(n(x));}
F1
#undef X
#define X(k,n,id) __global__ void g##k(unsigned *o){unsigned j=blockIdx.x*256+threadIdx.x;float x=__uint_as_float(fin_d(j,0)),y=__uint_as_float(fin_d(j,1));o[j]=__float_as_uint(n(x,y));}
F2
#undef X
#define X(k,n,id) __global__ void g##k(unsigned long long *o){unsigned j=blockIdx.x*256+threadIdx.x;double x=__longlong_as_double((long long)din_d(j,0));o[j]=(unsigned long long)__double_as_longlong(n(x));}
D1
#undef X
#define X(k,n,id) __global__ void g##k(unsigned long long *o){unsigned j=blockIdx.x*256+threadIdx.x;double x=__longlong_as_double((long long)din_d(j,0)),y=__longlong_as_double((long long)din_d(j,1));o[j]=(unsigned long long)__double_as_longlong(n(x,y));}
D2
#undef X

static float fl(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t fb(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static double dl(uint64_t u) { double f; memcpy(&f, &u, 8); return f; }
static uint64_t db(double f) { uint64_t u; memcpy(&u, &f, 8); return u; }

static FILE *ex;
template <class T> static void compare(const char *name, const T *g, uint32_t n, std::function<uint64_t(uint32_t)> ours,
                                       std::function<uint64_t(uint32_t)> ia, std::function<uint64_t(uint32_t)> ib) {
    unsigned nt = std::thread::hardware_concurrency(); if (!nt) nt = 1;
    std::atomic<long> bad(0); std::vector<std::vector<uint32_t>> first(nt);
    std::vector<std::thread> th;
    for (unsigned t = 0; t < nt; t++) th.emplace_back([&, t]() { long b = 0;
        for (uint32_t j = t; j < n; j += nt) if ((T)ours(j) != g[j]) { b++; if (first[t].size() < 4) first[t].push_back(j); }
        bad += b; });
    for (auto &x : th) x.join();
    printf("%-16s %ld of %u differ\n", name, bad.load(), n);
    int shown = 0;
    for (unsigned t = 0; t < nt && shown < 8; t++) for (uint32_t j : first[t]) { if (shown++ >= 8) break;
        fprintf(ex, "%s j=%u a=%016llx b=%016llx gpu=%016llx ours=%016llx\n", name, j, (unsigned long long)ia(j), (unsigned long long)ib(j), (unsigned long long)g[j], (unsigned long long)ours(j)); }
    fflush(stdout); fflush(ex);
}

int main(int argc, char **argv) {
    ex = fopen(argc > 1 ? argv[1] : "examples.txt", "w");
    gen_device_init();
    const uint32_t N = 1u << 27, ND24 = 1u << 24;
    unsigned *d; unsigned long long *dd; cudaMalloc(&d, (size_t)N * 4); cudaMalloc(&dd, (size_t)ND24 * 8);
    std::vector<uint32_t> h(N); std::vector<uint64_t> hd(ND24);
    std::vector<uint32_t> fa(N), fb2(N); std::vector<uint64_t> da(ND24), db2(ND24);
    for (uint32_t j = 0; j < N; j++) { fa[j] = fin(j, 0); fb2[j] = fin(j, 1); }
    for (uint32_t j = 0; j < ND24; j++) { da[j] = din(j, 0); db2[j] = din(j, 1); }
    auto zero = [](uint32_t) -> uint64_t { return 0; };
#define X(k,n,id) g##k<<<N/256,256>>>(d); cudaMemcpy(h.data(), d, (size_t)N*4, cudaMemcpyDeviceToHost); \
    compare<uint32_t>(#n, h.data(), N, [](uint32_t j) -> uint64_t { return fb(vm_math_f32(BM_##id, fl(sparse(j)), 0, 0)); }, \
        [](uint32_t j) -> uint64_t { return sparse(j); }, zero);
    F1
#undef X
#define X(k,n,id) g##k<<<N/256,256>>>(d); cudaMemcpy(h.data(), d, (size_t)N*4, cudaMemcpyDeviceToHost); \
    compare<uint32_t>(#n, h.data(), N, [&](uint32_t j) -> uint64_t { return fb(vm_math_f32(BM_##id, fl(fa[j]), fl(fb2[j]), 0)); }, \
        [&](uint32_t j) -> uint64_t { return fa[j]; }, [&](uint32_t j) -> uint64_t { return fb2[j]; });
    F2
#undef X
#define X(k,n,id) g##k<<<ND24/256,256>>>(dd); cudaMemcpy(hd.data(), dd, (size_t)ND24*8, cudaMemcpyDeviceToHost); \
    compare<uint64_t>(#n, hd.data(), ND24, [&](uint32_t j) -> uint64_t { return db(vm_math_f64(BM_##id, dl(da[j]), dl(db2[j]), 0)); }, \
        [&](uint32_t j) -> uint64_t { return da[j]; }, [&](uint32_t j) -> uint64_t { return db2[j]; });
    D1 D2
#undef X
    printf("cuda: %s\n", cudaGetErrorString(cudaGetLastError()));
    fclose(ex);
    return 0;
}
