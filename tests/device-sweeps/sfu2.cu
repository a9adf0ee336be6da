/* sfu2.cu — measurements for interp/vm/sfu.c and cudamath.c on an H200 (run.sh runs it; the
 * output of 2026-12-04 is sfu2.h200.txt).
 * Each unit and function is swept over all its 2^32 operands (the float functions of two
 * operands over 2^28 gen.h pairs, the doubles over 2^24 gen.h inputs); for each run of 2^17
 * operands (2^16 for doubles) digests.z keeps the sum (mod 2^64) of sm64(operand << 32 |
 * result) (doubles: sm64(result ^ sm64(index))), and the program prints the total. pack0.bin
 * holds whole binades of results for sfu_pack.c, d8-coded (the first result, then each next
 * one's step as a signed byte, -128 escaping four raw bytes) and zlib'd, each under a 32-byte
 * name and a 4-byte length; samples.z the results on gen.h's inputs. MUFU.SIN and MUFU.COS are
 * reached through mufu_raw1.cubin: mufu_raw.cu's cubin with __sinf's 1/(2 pi) patched to 1. */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <cmath>
#include <thread>
#include <algorithm>
#include <vector>
#include <string>
#include <zlib.h>
#include <cuda.h>
#include "gen_device.h"

__device__ float lg2f_(float x){float r;asm("lg2.approx.ftz.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float lg2n_(float x){float r;asm("lg2.approx.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float sinf_(float x){float r;asm("sin.approx.ftz.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float cosf_(float x){float r;asm("cos.approx.ftz.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float sinn_(float x){float r;asm("sin.approx.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float cosn_(float x){float r;asm("cos.approx.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ double rcp64(double x){double r;asm("rcp.approx.ftz.f64 %0,%1;":"=d"(r):"d"(x));return r;}
__device__ double rsq64(double x){double r;asm("rsqrt.approx.ftz.f64 %0,%1;":"=d"(r):"d"(x));return r;}
__device__ unsigned fold(double r){return (unsigned)__double2hiint(r)^(unsigned)__double2loint(r);}

/* unary units over 32-bit operands (index, name, expression of float x / operand bits u) */
#define U32LIST \
 X(0,lg2f,__float_as_uint(lg2f_(x))) X(1,lg2n,__float_as_uint(lg2n_(x))) \
 X(2,sinf,__float_as_uint(sinf_(x))) X(3,cosf,__float_as_uint(cosf_(x))) \
 X(4,sinn,__float_as_uint(sinn_(x))) X(5,cosn,__float_as_uint(cosn_(x))) \
 X(8,rcp64,fold(rcp64(__hiloint2double((int)u,0)))) X(9,rsq64,fold(rsq64(__hiloint2double((int)u,0)))) \
 X(10,rcp64l,fold(rcp64(__hiloint2double((int)u,-1)))) X(11,rsq64l,fold(rsq64(__hiloint2double((int)u,-1)))) \
 X(12,__logf,__float_as_uint(__logf(x))) X(13,__log2f,__float_as_uint(__log2f(x))) \
 X(14,__log10f,__float_as_uint(__log10f(x))) X(15,__sinf,__float_as_uint(__sinf(x))) \
 X(16,__cosf,__float_as_uint(__cosf(x))) X(17,__tanf,__float_as_uint(__tanf(x))) \
 X(18,cbrtf,__float_as_uint(cbrtf(x))) X(19,rcbrtf,__float_as_uint(rcbrtf(x))) \
 X(20,erfinvf,__float_as_uint(erfinvf(x))) X(21,erfcinvf,__float_as_uint(erfcinvf(x))) \
 X(22,normcdfinvf,__float_as_uint(normcdfinvf(x))) X(23,tgammaf,__float_as_uint(tgammaf(x)))
/* float pairs (fin(i,0), fin(i,1)) for i < 2^28 */
#define P32LIST X(30,rhypotf,rhypotf(x,y)) X(31,__powf,__powf(x,y)) X(32,__fdividef,__fdividef(x,y))
/* doubles din(i,0) (, din(i,1)) for i < 2^24 */
#define D64LIST X(40,cbrt,cbrt(x)) X(41,rcbrt,rcbrt(x)) X(42,rhypot,rhypot(x,y)) X(43,hypot,hypot(x,y)) \
 X(44,asinh,asinh(x)) X(45,tgamma,tgamma(x)) X(46,lgamma,lgamma(x)) X(47,erfinv,erfinv(x)) X(48,erfcinv,erfcinv(x)) \
 X(49,normcdf,normcdf(x)) X(50,normcdfinv,normcdfinv(x)) X(51,log,log(x)) X(52,log2,log2(x)) X(53,log10,log10(x)) \
 X(54,acosh,acosh(x)) X(55,atanh,atanh(x))

#define X(k,n,e) __global__ void fill_##k(unsigned base, unsigned *out){unsigned i=blockIdx.x*256+threadIdx.x;unsigned u=base+i;float x=__uint_as_float(u);(void)x;out[i]=e;}
U32LIST
#undef X

#define X(k,n,e) __global__ void fill_##k(unsigned base, unsigned *out){unsigned i=blockIdx.x*256+threadIdx.x+base;float x=__uint_as_float(fin_d(i,0)),y=__uint_as_float(fin_d(i,1));out[i-base]=__float_as_uint(e);}
P32LIST
#undef X
#define X(k,n,e) __global__ void fill_##k(unsigned base, unsigned long long *out){unsigned i=blockIdx.x*256+threadIdx.x+base;double x=__longlong_as_double((long long)din_d(i,0)),y=__longlong_as_double((long long)din_d(i,1));(void)y;out[i-base]=(unsigned long long)__double_as_longlong(e);}
D64LIST
#undef X
__global__ void inputs(unsigned base, unsigned *f0, unsigned *f1, unsigned long long *d0, unsigned long long *d1){
    unsigned i=blockIdx.x*256+threadIdx.x+base; f0[i-base]=fin_d(i,0); f1[i-base]=fin_d(i,1); d0[i-base]=din_d(i,0); d1[i-base]=din_d(i,1);}

__device__ void reduce_add(unsigned long long h, unsigned long long *dst){
    __shared__ unsigned long long s[8];
    for (int o = 16; o; o >>= 1) h += __shfl_down_sync(0xffffffffu, h, o);
    if ((threadIdx.x & 31) == 0) s[threadIdx.x >> 5] = h;
    __syncthreads();
    if (threadIdx.x == 0) { unsigned long long t = 0; for (int w = 0; w < 8; w++) t += s[w]; atomicAdd(dst, t); }
}
/* chunk digest: operand/index u = base + i, chunk = u >> shift */
__global__ void dig32(unsigned base, const unsigned *r, unsigned long long *chunks, int shift){
    unsigned i=blockIdx.x*256+threadIdx.x, u=base+i;
    reduce_add(sm64_d((uint64_t)u << 32 | r[i]), &chunks[u >> shift]);}
__global__ void dig64(unsigned base, const unsigned long long *r, unsigned long long *chunks, int shift){
    unsigned i=blockIdx.x*256+threadIdx.x, u=base+i;
    reduce_add(sm64_d(r[i] ^ sm64_d(u)), &chunks[u >> shift]);}

static CUfunction raw_fn[2];
static void fill32(int k, unsigned base, unsigned n, unsigned *d){
    switch (k) {
#define X(k,nm,e) case k: fill_##k<<<n/256,256>>>(base,d); break;
    U32LIST P32LIST
#undef X
    case 6: case 7: { CUdeviceptr p=(CUdeviceptr)d; void *a[]={&base,&p};
        if (cuLaunchKernel(raw_fn[k-6], n/256,1,1, 256,1,1, 0,0,a,0)) printf("launch raw failed\n"); break; }
    }
}
static void fill64(int k, unsigned base, unsigned n, unsigned long long *d){
    switch (k) {
#define X(k,nm,e) case k: fill_##k<<<n/256,256>>>(base,d); break;
    D64LIST
#undef X
    }
}

struct Entry { std::string name; std::vector<unsigned char> z; int prio; };
static std::vector<Entry> entries;
static std::vector<unsigned char> zpack(const void *p, size_t n){
    uLongf cl = compressBound(n); std::vector<unsigned char> z(cl);
    compress2(z.data(), &cl, (const Bytef *)p, n, 9); z.resize(cl); return z;}
static std::vector<unsigned char> d8(const unsigned *h, unsigned n){
    std::vector<unsigned char> b; b.reserve(n + 64);
    b.insert(b.end(), (const unsigned char *)h, (const unsigned char *)h + 4);
    for (unsigned i = 1; i < n; i++) { long d = (long)h[i] - (long)h[i-1];
        if (d > -128 && d <= 127) b.push_back((unsigned char)(signed char)d);
        else { b.push_back(0x80); b.insert(b.end(), (const unsigned char *)&h[i], (const unsigned char *)&h[i] + 4); } }
    return b;}

struct Job { std::string name; int prio; std::vector<unsigned> data; };
static std::vector<Job> jobs;
static void table(int k, unsigned base, unsigned n, const char *name, int prio, unsigned *d){
    fill32(k, base, n, d); Job j; j.name = name; j.prio = prio; j.data.resize(n);
    cudaMemcpy(j.data.data(), d, (size_t)n * 4, cudaMemcpyDeviceToHost); jobs.push_back(std::move(j));}

int main(int argc, char **argv){
    const char *outdir = argc > 1 ? argv[1] : ".";
    cudaFree(0); cuInit(0);
    gen_device_init();
    CUmodule mod;
    if (cuModuleLoad(&mod, "mufu_raw1.cubin") || cuModuleGetFunction(&raw_fn[0], mod, "raw_sin") || cuModuleGetFunction(&raw_fn[1], mod, "raw_cos")) { printf("no raw module\n"); return 1; }
    const unsigned B = 1u << 28;
    unsigned *d; unsigned long long *dd, *ch; cudaMalloc(&d, (size_t)B * 4); cudaMalloc(&dd, (size_t)(1u<<24) * 8); cudaMalloc(&ch, 32768 * 8);
    /* check the raw units and the device input generator */
    { unsigned h[4]; float t[4] = {0.25f, 0.125f, 0.0f, 0.5f};
      for (int w = 0; w < 2; w++) for (int j = 0; j < 4; j++) { unsigned tb; memcpy(&tb, &t[j], 4); fill32(6 + w, tb, 256, d); cudaMemcpy(h, d, 4, cudaMemcpyDeviceToHost); printf("raw %s(%g) = %08x %.9g\n", w ? "cos" : "sin", t[j], h[0], *(float*)h); }
      unsigned *f0, *f1; unsigned long long *g0, *g1; size_t n = 1u << 20; cudaMalloc(&f0, n*4); cudaMalloc(&f1, n*4); cudaMalloc(&g0, n*8); cudaMalloc(&g1, n*8);
      inputs<<<n/256,256>>>(0, f0, f1, g0, g1);
      std::vector<unsigned> a(n), b(n); std::vector<unsigned long long> c(n), e(n);
      cudaMemcpy(a.data(), f0, n*4, cudaMemcpyDeviceToHost); cudaMemcpy(b.data(), f1, n*4, cudaMemcpyDeviceToHost);
      cudaMemcpy(c.data(), g0, n*8, cudaMemcpyDeviceToHost); cudaMemcpy(e.data(), g1, n*8, cudaMemcpyDeviceToHost);
      long bad = 0; for (unsigned i = 0; i < n; i++) bad += a[i] != fin(i,0) || b[i] != fin(i,1) || c[i] != din(i,0) || e[i] != din(i,1);
      printf("generator mismatches: %ld\n", bad); }
    /* digests */
    std::vector<unsigned char> dig; std::vector<unsigned long long> hc(32768);
    auto put_dig = [&](const char *name, int nchunks) {
        cudaMemcpy(hc.data(), ch, nchunks * 8, cudaMemcpyDeviceToHost);
        char hdr[64] = {0}; snprintf(hdr, sizeof hdr, "%s", name); dig.insert(dig.end(), hdr, hdr + 32);
        dig.insert(dig.end(), (unsigned char *)&nchunks, (unsigned char *)&nchunks + 4);
        dig.insert(dig.end(), (unsigned char *)hc.data(), (unsigned char *)hc.data() + nchunks * 8);
        unsigned long long t = 0; for (int i = 0; i < nchunks; i++) t += hc[i]; printf("%-12s %016llx\n", name, t); };
    const int u32[] = {0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23};
    const char *u32n[] = {"lg2f","lg2n","sinf","cosf","sinn","cosn","rsin","rcos","rcp64","rsq64","rcp64l","rsq64l","__logf","__log2f","__log10f","__sinf","__cosf","__tanf","cbrtf","rcbrtf","erfinvf","erfcinvf","normcdfinvf","tgammaf"};
    for (int q = 0; q < 24; q++) {
        cudaMemset(ch, 0, 32768 * 8);
        for (unsigned b = 0; b < 16; b++) { fill32(u32[q], b * B, B, d); dig32<<<B/256,256>>>(b * B, d, ch, 17); }
        put_dig(u32n[q], 32768);
    }
    const char *p32n[] = {"rhypotf", "__powf", "__fdividef"};
    for (int q = 0; q < 3; q++) { cudaMemset(ch, 0, 32768 * 8); fill32(30 + q, 0, B, d); dig32<<<B/256,256>>>(0, d, ch, 17); put_dig(p32n[q], 2048); }
    const char *d64n[] = {"cbrt","rcbrt","rhypot","hypot","asinh","tgamma","lgamma","erfinv","erfcinv","normcdf","normcdfinv","log","log2","log10","acosh","atanh"};
    for (int q = 0; q < 16; q++) { cudaMemset(ch, 0, 32768 * 8); fill64(40 + q, 0, 1u << 24, dd); dig64<<<(1u<<24)/256,256>>>(0, dd, ch, 16); put_dig(d64n[q], 256); }
    /* sample results on gen.h's inputs, for debugging */
    std::vector<unsigned char> smp;
    { unsigned *f0; cudaMalloc(&f0, NF * 4); std::vector<unsigned> hv(NF);
      std::vector<unsigned long long> dv(ND);
      for (int k = 30; k < 33; k++) { fill32(k, 0, NF, d); cudaMemcpy(hv.data(), d, NF * 4, cudaMemcpyDeviceToHost); smp.insert(smp.end(), (unsigned char *)hv.data(), (unsigned char *)hv.data() + NF * 4); }
      for (int k = 40; k < 56; k++) { fill64(k, 0, ND, dd); cudaMemcpy(dv.data(), dd, ND * 8, cudaMemcpyDeviceToHost); smp.insert(smp.end(), (unsigned char *)dv.data(), (unsigned char *)dv.data() + ND * 8); } }
    /* tables */
    table(0, 0x3f800000u, 1u << 23, "lg2_e0", 0, d);
    table(0, 0x3f000000u, 1u << 23, "lg2_em1", 0, d);
    table(8, 0x3ff00000u, 1u << 20, "rcp64_e0", 1, d);
    table(9, 0x3ff00000u, 1u << 21, "rsq64_e0_1", 1, d);
    for (int k = 1; k <= 30; k++) { char nm[32];
        snprintf(nm, sizeof nm, "rsin_k%d", k); table(6, (unsigned)(127 - k) << 23, 1u << 23, nm, k <= 4 ? 1 : k <= 12 ? 3 : 4, d);
        snprintf(nm, sizeof nm, "rcos_k%d", k); table(7, (unsigned)(127 - k) << 23, 1u << 23, nm, k <= 4 ? 1 : k <= 12 ? 3 : 4, d); }
    table(6, 0x3f800000u, 1u << 23, "rsin_k0", 5, d);
    table(7, 0x3f800000u, 1u << 23, "rcos_k0", 5, d);
    table(6, 0xbf000000u, 1u << 23, "rsin_neg_k1", 5, d);
    table(7, 0xbf000000u, 1u << 23, "rcos_neg_k1", 5, d);
    table(0, 0x40000000u, 1u << 23, "lg2_e1", 2, d);
    table(0, 0x00800000u, 1u << 23, "lg2_em126", 2, d);
    table(2, 0x40000000u, 1u << 23, "sinf_x_2_4", 6, d);
    table(3, 0x40000000u, 1u << 23, "cosf_x_2_4", 6, d);
    printf("cuda: %s\n", cudaGetErrorString(cudaGetLastError()));
    entries.resize(jobs.size());
    { std::vector<std::thread> th; unsigned nt = std::thread::hardware_concurrency(); if (nt < 1) nt = 1;
      for (unsigned t = 0; t < nt; t++) th.emplace_back([t, nt]() { for (size_t j = t; j < jobs.size(); j += nt) {
          std::vector<unsigned char> b = d8(jobs[j].data.data(), (unsigned)jobs[j].data.size());
          entries[j].name = jobs[j].name; entries[j].prio = jobs[j].prio; entries[j].z = zpack(b.data(), b.size()); } });
      for (auto &x : th) x.join(); }
    /* pack: by priority, into at most 5 files of at most 15 MiB */
    std::vector<size_t> ord; for (size_t j = 0; j < entries.size(); j++) ord.push_back(j);
    std::stable_sort(ord.begin(), ord.end(), [](size_t a, size_t b) { return entries[a].prio < entries[b].prio; });
    std::vector<std::vector<unsigned char>> packs(1); size_t total = 0;
    for (size_t j : ord) { Entry &e = entries[j]; size_t need = 32 + 4 + e.z.size();
        if (packs.back().size() + need > (15u << 20)) { if (packs.size() == 5) { printf("dropped %s (%zu)\n", e.name.c_str(), e.z.size()); continue; } packs.emplace_back(); }
        if (total + need > (44u << 20)) { printf("dropped %s (%zu)\n", e.name.c_str(), e.z.size()); continue; }
        char hdr[32] = {0}; snprintf(hdr, sizeof hdr, "%s", e.name.c_str()); auto &p = packs.back();
        p.insert(p.end(), hdr, hdr + 32); unsigned L = (unsigned)e.z.size(); p.insert(p.end(), (unsigned char *)&L, (unsigned char *)&L + 4);
        p.insert(p.end(), e.z.begin(), e.z.end()); total += need; printf("packed %s %zu\n", e.name.c_str(), e.z.size()); }
    char fn[4096];
    for (size_t p = 0; p < packs.size(); p++) { snprintf(fn, sizeof fn, "%s/pack%zu.bin", outdir, p); FILE *f = fopen(fn, "wb"); fwrite(packs[p].data(), 1, packs[p].size(), f); fclose(f); }
    { auto z = zpack(dig.data(), dig.size()); snprintf(fn, sizeof fn, "%s/digests.z", outdir); FILE *f = fopen(fn, "wb"); fwrite(z.data(), 1, z.size(), f); fclose(f); printf("digests %zu -> %zu\n", dig.size(), z.size()); }
    { auto z = zpack(smp.data(), smp.size()); snprintf(fn, sizeof fn, "%s/samples.z", outdir); FILE *f = fopen(fn, "wb"); fwrite(z.data(), 1, z.size(), f); fclose(f); printf("samples %zu -> %zu\n", smp.size(), z.size()); }
    printf("cuda: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
