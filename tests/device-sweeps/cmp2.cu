/* cmp2.cu — the H200 against cudarepl's device math (interp/vm/vmmath.c, cudamath.c, sfu.c,
 * compiled for the host and linked in): for each function, how many results differ on its
 * inputs, and the first few that do. Inputs: one float in 32 of all 2^32 (the chunks of 2^17
 * operands whose index is a multiple of 32), 2^27 float pairs and 2^24 doubles or double pairs
 * from gen.h. Run by run.sh (cmp2); the results of 2026-12-04 are cmp2.h200.txt. */
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
#include "interp/vm/sfu.h"
}

__device__ float lg2a(float x){float r;asm("lg2.approx.ftz.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float sina(float x){float r;asm("sin.approx.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float cosa(float x){float r;asm("cos.approx.f32 %0,%1;":"=f"(r):"f"(x));return r;}

/* operand j of the sparse float set */
__host__ __device__ uint32_t sparse(uint32_t j) { return ((j >> 17) * 32u) << 17 | (j & 0x1ffffu); }

#define F1 X(0,lg2a,lg2a(x),-1) X(1,sina,sina(x),-2) X(2,cosa,cosa(x),-3) X(3,__log2f,__log2f(x),BM_FAST_LOG2) \
 X(4,__logf,__logf(x),BM_FAST_LOG) X(5,__log10f,__log10f(x),BM_FAST_LOG10) X(6,__sinf,__sinf(x),BM_FAST_SIN) \
 X(7,__cosf,__cosf(x),BM_FAST_COS) X(8,__tanf,__tanf(x),BM_FAST_TAN) X(9,cbrtf,cbrtf(x),BM_CBRT) \
 X(10,rcbrtf,rcbrtf(x),BM_RCBRT) X(11,erfinvf,erfinvf(x),BM_ERFINV) X(12,erfcinvf,erfcinvf(x),BM_ERFCINV) \
 X(13,normcdfinvf,normcdfinvf(x),BM_NORMCDFINV) X(14,tgammaf,tgammaf(x),BM_TGAMMA) X(15,lgammaf,lgammaf(x),BM_LGAMMA)
#define F2 X(20,rhypotf,rhypotf(x,y),BM_RHYPOT) X(21,__powf,__powf(x,y),BM_FAST_POW) X(22,__fdividef,__fdividef(x,y),BM_FAST_DIV)
#define D1 X(30,cbrt,cbrt(x),BM_CBRT) X(31,rcbrt,rcbrt(x),BM_RCBRT) X(32,asinh,asinh(x),BM_ASINH) X(33,log,log(x),BM_LOG) \
 X(34,log2,log2(x),BM_LOG2) X(35,log10,log10(x),BM_LOG10) X(36,acosh,acosh(x),BM_ACOSH) X(37,atanh,atanh(x),BM_ATANH) \
 X(38,tgamma,tgamma(x),BM_TGAMMA) X(39,lgamma,lgamma(x),BM_LGAMMA) X(40,erfinv,erfinv(x),BM_ERFINV) \
 X(41,erfcinv,erfcinv(x),BM_ERFCINV) X(42,normcdf,normcdf(x),BM_NORMCDF) X(43,normcdfinv,normcdfinv(x),BM_NORMCDFINV)
#define D2 X(50,rhypot,rhypot(x,y),BM_RHYPOT) X(51,hypot,hypot(x,y),BM_HYPOT)

#define X(k,n,e,id) __global__ void g##k(unsigned *o){unsigned j=blockIdx.x*256+threadIdx.x;float x=__uint_as_float(sparse(j));o[j]=__float_as_uint(e);}
F1
#undef X
#define X(k,n,e,id) __global__ void g##k(unsigned *o){unsigned j=blockIdx.x*256+threadIdx.x;float x=__uint_as_float(fin_d(j,0)),y=__uint_as_float(fin_d(j,1));o[j]=__float_as_uint(e);}
F2
#undef X
#define X(k,n,e,id) __global__ void g##k(unsigned long long *o){unsigned j=blockIdx.x*256+threadIdx.x;double x=__longlong_as_double((long long)din_d(j,0));o[j]=(unsigned long long)__double_as_longlong(e);}
D1
#undef X
#define X(k,n,e,id) __global__ void g##k(unsigned long long *o){unsigned j=blockIdx.x*256+threadIdx.x;double x=__longlong_as_double((long long)din_d(j,0)),y=__longlong_as_double((long long)din_d(j,1));o[j]=(unsigned long long)__double_as_longlong(e);}
D2
#undef X

static float fl(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t fb(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static double dl(uint64_t u) { double f; memcpy(&f, &u, 8); return f; }
static uint64_t db(double f) { uint64_t u; memcpy(&u, &f, 8); return u; }

static uint32_t ours1(int id, uint32_t u) {
    float x = fl(u);
    if (id == -1) return fb(sfu_lg2(x));
    if (id == -2) return fb(sfu_sin(x));
    if (id == -3) return fb(sfu_cos(x));
    return fb(vm_math_f32(id, x, 0, 0));
}

static FILE *ex;
/* compare N results: GPU's G against ours (computed by OURS(j)), in parallel */
template <class T, class Fn> static void compare(const char *name, const T *g, uint32_t n, Fn ours, Fn input_a, Fn input_b) {
    unsigned nt = std::thread::hardware_concurrency(); if (!nt) nt = 1;
    std::atomic<long> bad(0); std::vector<std::vector<uint32_t>> first(nt);
    std::vector<std::thread> th;
    for (unsigned t = 0; t < nt; t++) th.emplace_back([&, t]() { long b = 0;
        for (uint32_t j = t; j < n; j += nt) if ((T)ours(j) != g[j]) { b++; if (first[t].size() < 4) first[t].push_back(j); }
        bad += b; });
    for (auto &x : th) x.join();
    printf("%-12s %ld of %u differ\n", name, bad.load(), n);
    int shown = 0;
    for (unsigned t = 0; t < nt && shown < 6; t++) for (uint32_t j : first[t]) { if (shown++ >= 6) break;
        fprintf(ex, "%s j=%u a=%016llx b=%016llx gpu=%016llx ours=%016llx\n", name, j, (unsigned long long)input_a(j), (unsigned long long)input_b(j), (unsigned long long)g[j], (unsigned long long)ours(j)); }
    fflush(stdout);
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
#define X(k,n,e,id) g##k<<<N/256,256>>>(d); cudaMemcpy(h.data(), d, (size_t)N*4, cudaMemcpyDeviceToHost); \
    compare<uint32_t>(#n, h.data(), N, std::function<uint64_t(uint32_t)>([](uint32_t j) -> uint64_t { return ours1(id, sparse(j)); }), \
        std::function<uint64_t(uint32_t)>([](uint32_t j) -> uint64_t { return sparse(j); }), std::function<uint64_t(uint32_t)>(zero));
    F1
#undef X
#define X(k,n,e,id) g##k<<<N/256,256>>>(d); cudaMemcpy(h.data(), d, (size_t)N*4, cudaMemcpyDeviceToHost); \
    compare<uint32_t>(#n, h.data(), N, std::function<uint64_t(uint32_t)>([&](uint32_t j) -> uint64_t { return fb(vm_math_f32(id, fl(fa[j]), fl(fb2[j]), 0)); }), \
        std::function<uint64_t(uint32_t)>([&](uint32_t j) -> uint64_t { return fa[j]; }), std::function<uint64_t(uint32_t)>([&](uint32_t j) -> uint64_t { return fb2[j]; }));
    F2
#undef X
#define X(k,n,e,id) g##k<<<ND24/256,256>>>(dd); cudaMemcpy(hd.data(), dd, (size_t)ND24*8, cudaMemcpyDeviceToHost); \
    compare<uint64_t>(#n, hd.data(), ND24, std::function<uint64_t(uint32_t)>([&](uint32_t j) -> uint64_t { return db(vm_math_f64(id, dl(da[j]), dl(db2[j]), 0)); }), \
        std::function<uint64_t(uint32_t)>([&](uint32_t j) -> uint64_t { return da[j]; }), std::function<uint64_t(uint32_t)>([&](uint32_t j) -> uint64_t { return db2[j]; }));
    D1 D2
#undef X
    printf("cuda: %s\n", cudaGetErrorString(cudaGetLastError()));
    fclose(ex);
    return 0;
}
