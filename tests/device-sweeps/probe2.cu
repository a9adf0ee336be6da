/* Exhaustive float sweeps and large double samples: GPU against cudamath.c on the CPU. */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <omp.h>
#include "gen.h"
extern "C" {
#include "interp/vm/cudamath.h"
}
#define F1 X(sinf,sinf,cm_sinf) X(cosf,cosf,cm_cosf) X(tanf,tanf,cm_tanf) X(logf,logf,cm_logf) X(log2f,log2f,cm_log2f) \
 X(log10f,log10f,cm_log10f) X(log1pf,log1pf,cm_log1pf) X(atanf,atanf,cm_atanf) X(sinpif,sinpif,cm_sinpif) \
 X(cospif,cospif,cm_cospif) X(asinf,asinf,cm_asinf) X(acosf,acosf,cm_acosf) X(atanhf,atanhf,cm_atanhf)
#define F2 X(powf,powf,cm_powf) X(atan2f,atan2f,cm_atan2f)
#define D1 X(sin,sin,cm_sin) X(cos,cos,cm_cos) X(exp,exp,cm_exp) X(exp2,exp2,cm_exp2) X(exp10,exp10,cm_exp10) \
 X(log,log,cm_log) X(log2,log2,cm_log2) X(log10,log10,cm_log10)
#define D2 X(pow,pow,cm_pow)
#define X(n,g,c) __global__ void kf_##n(unsigned base, float *o){unsigned i=blockIdx.x*256+threadIdx.x; o[i]=g(__uint_as_float(base+i));}
F1
#undef X
#define X(n,g,c) __global__ void kf_##n(const float*a,const float*b,float*o){unsigned i=blockIdx.x*256+threadIdx.x; o[i]=g(a[i],b[i]);}
F2
#undef X
#define X(n,g,c) __global__ void kd_##n(const double*a,double*o){unsigned i=blockIdx.x*256+threadIdx.x; o[i]=g(a[i]);}
D1
#undef X
#define X(n,g,c) __global__ void kd_##n(const double*a,const double*b,double*o){unsigned i=blockIdx.x*256+threadIdx.x; o[i]=g(a[i],b[i]);}
D2
#undef X
static uint32_t fb(float f){uint32_t u;memcpy(&u,&f,4);return u;} static float bf(uint32_t u){float f;memcpy(&f,&u,4);return f;}
static uint64_t db(double f){uint64_t u;memcpy(&u,&f,8);return u;} static double bd(uint64_t u){double f;memcpy(&f,&u,8);return f;}
static uint32_t canon32(uint32_t u){ return ((u&0x7fffffffu)>0x7f800000u)?0x7fffffffu:u; }
#define CH (1u<<28)
int main(int argc, char **argv){
  float *o; cudaMalloc(&o, CH*4ull); float *h=(float*)malloc(CH*4ull);
  double t0=omp_get_wtime();
#define X(n,g,c) { long bad=0; uint64_t dig=0; int shown=0; \
  for(unsigned ch=0; ch<16; ch++){ unsigned base=ch*CH; kf_##n<<<CH/256,256>>>(base,o); cudaMemcpy(h,o,CH*4ull,cudaMemcpyDeviceToHost); \
    _Pragma("omp parallel for reduction(+:bad,dig) schedule(static)") for(long i=0;i<(long)CH;i++){ uint32_t u=base+(uint32_t)i; uint32_t gg=fb(h[i]); \
      uint32_t cc=canon32(fb(c(bf(u)))); dig+=sm64(((uint64_t)u<<32)|gg); if(cc!=gg){ bad++; if(shown<5){ _Pragma("omp critical") { if(shown<5){shown++; printf("  %s(%08x): gpu %08x ours %08x\n",#n,u,gg,cc);} } } } } } \
  printf("F1 %-8s differ %ld of 4294967296 (%.6f%% agree) gpu-digest %016llx  t=%.0fs\n",#n,bad,100.0-100.0*bad/4294967296.0,(unsigned long long)dig,omp_get_wtime()-t0); fflush(stdout); }
  F1
#undef X
  /* pairs: 2^30 pairs from the generator streams 2 and 3 */
  float *a,*b; cudaMalloc(&a,CH*4ull); cudaMalloc(&b,CH*4ull); float *ha=(float*)malloc(CH*4ull),*hb=(float*)malloc(CH*4ull);
#define X(n,g,c) { long bad=0; uint64_t dig=0; int shown=0; \
  for(unsigned ch=0; ch<4; ch++){ _Pragma("omp parallel for") for(long i=0;i<(long)CH;i++){ uint32_t u=fin((uint32_t)(ch*CH+i),2), v=fin((uint32_t)(ch*CH+i),3); ha[i]=bf(u); hb[i]=bf(v);} \
    cudaMemcpy(a,ha,CH*4ull,cudaMemcpyHostToDevice); cudaMemcpy(b,hb,CH*4ull,cudaMemcpyHostToDevice); kf_##n<<<CH/256,256>>>(a,b,o); cudaMemcpy(h,o,CH*4ull,cudaMemcpyDeviceToHost); \
    _Pragma("omp parallel for reduction(+:bad,dig) schedule(static)") for(long i=0;i<(long)CH;i++){ uint32_t gg=fb(h[i]); uint32_t cc=canon32(fb(c(ha[i],hb[i]))); dig+=sm64(((uint64_t)(ch*CH+i)<<32)|gg); \
      if(cc!=gg){ bad++; if(shown<5){ _Pragma("omp critical") { if(shown<5){shown++; printf("  %s(%08x,%08x): gpu %08x ours %08x\n",#n,fb(ha[i]),fb(hb[i]),gg,cc);} } } } } } \
  printf("F2 %-8s differ %ld of %u (%.6f%% agree) gpu-digest %016llx  t=%.0fs\n",#n,bad,4*CH,100.0-100.0*bad/(4.0*CH),(unsigned long long)dig,omp_get_wtime()-t0); fflush(stdout); }
  F2
#undef X
  /* doubles: 2^27 inputs x 2 chunks from streams 2 and 3 */
  const unsigned DC=1u<<27; double *da,*db_,*dout; cudaMalloc(&da,DC*8ull); cudaMalloc(&db_,DC*8ull); cudaMalloc(&dout,DC*8ull);
  double *hda=(double*)malloc(DC*8ull),*hdb=(double*)malloc(DC*8ull),*hdo=(double*)malloc(DC*8ull);
#define DLOOP(n,launch,call,fmt) { long bad=0; uint64_t dig=0; int shown=0; \
  for(unsigned ch=0; ch<2; ch++){ _Pragma("omp parallel for") for(long i=0;i<(long)DC;i++){ hda[i]=bd(din((uint32_t)(ch*DC+i),2)); hdb[i]=bd(din((uint32_t)(ch*DC+i),3)); } \
    cudaMemcpy(da,hda,DC*8ull,cudaMemcpyHostToDevice); cudaMemcpy(db_,hdb,DC*8ull,cudaMemcpyHostToDevice); launch; cudaMemcpy(hdo,dout,DC*8ull,cudaMemcpyDeviceToHost); \
    _Pragma("omp parallel for reduction(+:bad,dig) schedule(static)") for(long i=0;i<(long)DC;i++){ uint64_t gg=db(hdo[i]); double r=call; uint64_t cc=db(r); \
      if(r!=r && hdo[i]!=hdo[i]) cc=gg; /* NaN payloads: vmmath.c canonicalises */ dig+=sm64(gg^sm64(ch*DC+i)); \
      if(cc!=gg){ bad++; if(shown<5){ _Pragma("omp critical") { if(shown<5){shown++; printf("  %s(%016llx,%016llx): gpu %016llx ours %016llx\n",#n,(unsigned long long)db(hda[i]),(unsigned long long)db(hdb[i]),(unsigned long long)gg,(unsigned long long)cc);} } } } } } \
  printf("D  %-8s differ %ld of %u (%.6f%% agree) gpu-digest %016llx  t=%.0fs\n",#n,bad,2*DC,100.0-100.0*bad/(2.0*DC),(unsigned long long)dig,omp_get_wtime()-t0); fflush(stdout); }
#define X(n,g,c) DLOOP(n, (kd_##n<<<DC/256,256>>>(da,dout)), c(hda[i]), 0)
  D1
#undef X
#define X(n,g,c) DLOOP(n, (kd_##n<<<DC/256,256>>>(da,db_,dout)), c(hda[i],hdb[i]), 0)
  D2
#undef X
  printf("err=%s\n",cudaGetErrorString(cudaGetLastError()));
  return 0;
}
