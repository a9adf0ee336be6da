/* probe1.cu — every math function on the sample inputs of gen.h, and the SFU approximations
 * against the correctly rounded result on whole binades (run by run.sh on an H200). Writes
 * f32.bin, f64.bin (results in input order), names.txt and tab_*.i8 (GPU bits minus the
 * correctly rounded bits, per input). */
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include "gen.h"
__device__ float ex2a(float x){float r;asm("ex2.approx.ftz.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float lg2a(float x){float r;asm("lg2.approx.ftz.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float rcpa(float x){float r;asm("rcp.approx.ftz.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float rsqa(float x){float r;asm("rsqrt.approx.ftz.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float sina(float x){float r;asm("sin.approx.ftz.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float cosa(float x){float r;asm("cos.approx.ftz.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float tanha(float x){float r;asm("tanh.approx.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float ex2n(float x){float r;asm("ex2.approx.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float rcpn(float x){float r;asm("rcp.approx.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ float sqa(float x){float r;asm("sqrt.approx.f32 %0,%1;":"=f"(r):"f"(x));return r;}
__device__ double rcpd(double x){double r;asm("rcp.approx.ftz.f64 %0,%1;":"=d"(r):"d"(x));return r;}
__device__ double rsqd(double x){double r;asm("rsqrt.approx.f64 %0,%1;":"=d"(r):"d"(x));return r;}
#define F1LIST X(sinf,sinf(x)) X(cosf,cosf(x)) X(tanf,tanf(x)) X(expf,expf(x)) X(exp2f,exp2f(x)) X(exp10f,exp10f(x)) \
 X(expm1f,expm1f(x)) X(logf,logf(x)) X(log2f,log2f(x)) X(log10f,log10f(x)) X(log1pf,log1pf(x)) X(sinhf,sinhf(x)) \
 X(coshf,coshf(x)) X(tanhf,tanhf(x)) X(asinf,asinf(x)) X(acosf,acosf(x)) X(atanf,atanf(x)) X(asinhf,asinhf(x)) \
 X(acoshf,acoshf(x)) X(atanhf,atanhf(x)) X(cbrtf,cbrtf(x)) X(rcbrtf,rcbrtf(x)) X(erff,erff(x)) X(erfcf,erfcf(x)) \
 X(erfinvf,erfinvf(x)) X(erfcinvf,erfcinvf(x)) X(normcdff,normcdff(x)) X(normcdfinvf,normcdfinvf(x)) X(sinpif,sinpif(x)) \
 X(cospif,cospif(x)) X(tgammaf,tgammaf(x)) X(lgammaf,lgammaf(x)) X(rsqrtf,rsqrtf(x)) X(__expf,__expf(x)) \
 X(__exp10f,__exp10f(x)) X(__logf,__logf(x)) X(__log2f,__log2f(x)) X(__log10f,__log10f(x)) X(__sinf,__sinf(x)) \
 X(__cosf,__cosf(x)) X(__tanf,__tanf(x)) X(ex2a,ex2a(x)) X(lg2a,lg2a(x)) X(rcpa,rcpa(x)) X(rsqa,rsqa(x)) \
 X(sina,sina(x)) X(cosa,cosa(x)) X(tanha,tanha(x)) X(ex2n,ex2n(x)) X(rcpn,rcpn(x)) X(sqa,sqa(x)) X(y0f,y0f(x)) X(j0f,j0f(x))
#define F2LIST X(powf,powf(x,y)) X(atan2f,atan2f(x,y)) X(hypotf,hypotf(x,y)) X(rhypotf,rhypotf(x,y)) X(__powf,__powf(x,y)) \
 X(__fdividef,__fdividef(x,y)) X(fdividef,fdividef(x,y))
#define D1LIST X(sin,sin(x)) X(cos,cos(x)) X(tan,tan(x)) X(exp,exp(x)) X(exp2,exp2(x)) X(exp10,exp10(x)) X(expm1,expm1(x)) \
 X(log,log(x)) X(log2,log2(x)) X(log10,log10(x)) X(log1p,log1p(x)) X(sinh,sinh(x)) X(cosh,cosh(x)) X(tanh,tanh(x)) \
 X(asin,asin(x)) X(acos,acos(x)) X(atan,atan(x)) X(erf,erf(x)) X(erfc,erfc(x)) X(cbrt,cbrt(x)) X(rsqrt,rsqrt(x)) \
 X(sinpi,sinpi(x)) X(cospi,cospi(x)) X(asinh,asinh(x)) X(acosh,acosh(x)) X(atanh,atanh(x)) X(rcpd,rcpd(x)) X(rsqd,rsqd(x))
#define D2LIST X(pow,pow(x,y)) X(atan2,atan2(x,y)) X(hypot,hypot(x,y))
#define X(n,e) __global__ void kf1_##n(const float*a,float*o){unsigned i=blockIdx.x*256+threadIdx.x;float x=a[i];o[i]=e;}
F1LIST
#undef X
#define X(n,e) __global__ void kf2_##n(const float*a,const float*b,float*o){unsigned i=blockIdx.x*256+threadIdx.x;float x=a[i],y=b[i];o[i]=e;}
F2LIST
#undef X
#define X(n,e) __global__ void kd1_##n(const double*a,double*o){unsigned i=blockIdx.x*256+threadIdx.x;double x=a[i];o[i]=e;}
D1LIST
#undef X
#define X(n,e) __global__ void kd2_##n(const double*a,const double*b,double*o){unsigned i=blockIdx.x*256+threadIdx.x;double x=a[i],y=b[i];o[i]=e;}
D2LIST
#undef X
/* MUFU diff tables: out[k] = bits(gpu(x_k)) - bits(reference), x_k = bits(base + k) */
__global__ void tab(int which, unsigned base, unsigned n, signed char *out){
  unsigned k=blockIdx.x*256+threadIdx.x; if(k>=n) return; unsigned u=base+k; float x=__uint_as_float(u), g; double r;
  switch(which){case 0: g=rcpa(x); r=1.0/x; break; case 1: g=rsqa(x); r=1.0/sqrt((double)x); break;
  case 2: g=ex2a(x); r=exp2((double)x); break; default: g=lg2a(x); r=log2((double)x); break;}
  int d=(int)__float_as_uint(g)-(int)__float_as_uint((float)r); if(d>127)d=127; if(d<-127)d=-127; out[k]=(signed char)d; }
int main(){
  float *hf=(float*)malloc(NF*4),*hf2=(float*)malloc(NF*4),*of=(float*)malloc(NF*4); double *hd=(double*)malloc(ND*8),*hd2=(double*)malloc(ND*8),*od=(double*)malloc(ND*8);
  for(unsigned i=0;i<NF;i++){unsigned u=fin(i,0),v=fin(i,1);memcpy(hf+i,&u,4);memcpy(hf2+i,&v,4);}
  for(unsigned i=0;i<ND;i++){uint64_t u=din(i,0),v=din(i,1);memcpy(hd+i,&u,8);memcpy(hd2+i,&v,8);}
  float *df,*df2,*dof; double *dd,*dd2,*dod; cudaMalloc(&df,NF*4);cudaMalloc(&df2,NF*4);cudaMalloc(&dof,NF*4);cudaMalloc(&dd,ND*8);cudaMalloc(&dd2,ND*8);cudaMalloc(&dod,ND*8);
  cudaMemcpy(df,hf,NF*4,cudaMemcpyHostToDevice);cudaMemcpy(df2,hf2,NF*4,cudaMemcpyHostToDevice);cudaMemcpy(dd,hd,ND*8,cudaMemcpyHostToDevice);cudaMemcpy(dd2,hd2,ND*8,cudaMemcpyHostToDevice);
  FILE *f=fopen("f32.bin","wb"),*g=fopen("f64.bin","wb"),*l=fopen("names.txt","w");
#define X(n,e) kf1_##n<<<NF/256,256>>>(df,dof); cudaMemcpy(of,dof,NF*4,cudaMemcpyDeviceToHost); fwrite(of,4,NF,f); fprintf(l,"f1 %s\n",#n);
  F1LIST
#undef X
#define X(n,e) kf2_##n<<<NF/256,256>>>(df,df2,dof); cudaMemcpy(of,dof,NF*4,cudaMemcpyDeviceToHost); fwrite(of,4,NF,f); fprintf(l,"f2 %s\n",#n);
  F2LIST
#undef X
#define X(n,e) kd1_##n<<<ND/256,256>>>(dd,dod); cudaMemcpy(od,dod,ND*8,cudaMemcpyDeviceToHost); fwrite(od,8,ND,g); fprintf(l,"d1 %s\n",#n);
  D1LIST
#undef X
#define X(n,e) kd2_##n<<<ND/256,256>>>(dd,dd2,dod); cudaMemcpy(od,dod,ND*8,cudaMemcpyDeviceToHost); fwrite(od,8,ND,g); fprintf(l,"d2 %s\n",#n);
  D2LIST
#undef X
  fclose(f);fclose(g);fclose(l);
  const char *tn[4]={"rcp_1_2","rsq_1_4","ex2_0.5_1","lg2_1_2"}; unsigned tb[5]={0x3f800000u,0x3f800000u,0x3f000000u,0x3f800000u}, tc[4]={1u<<23,1u<<24,1u<<23,1u<<23};
  signed char *dt,*ht=(signed char*)malloc(1u<<24); cudaMalloc(&dt,1u<<24);
  for(int w=0;w<4;w++){tab<<<tc[w]/256,256>>>(w,tb[w],tc[w],dt);cudaMemcpy(ht,dt,tc[w],cudaMemcpyDeviceToHost);char nm[64];sprintf(nm,"tab_%s.i8",tn[w]);FILE*t=fopen(nm,"wb");fwrite(ht,1,tc[w],t);fclose(t);
    long hist[9]={0}; for(unsigned k=0;k<tc[w];k++){int d=ht[k]; if(d<-4)d=-4; if(d>4)d=4; hist[d+4]++;} printf("%s hist(-4..4):",tn[w]); for(int j=0;j<9;j++)printf(" %ld",hist[j]); printf("\n");}
  /* ex2 on [-1,-0.5) too */
  tab<<<(1u<<23)/256,256>>>(2,0xbf000000u,1u<<23,dt);cudaMemcpy(ht,dt,1u<<23,cudaMemcpyDeviceToHost);{FILE*t=fopen("tab_ex2_m1_m0.5.i8","wb");fwrite(ht,1,1u<<23,t);fclose(t);}
  printf("err=%s\n",cudaGetErrorString(cudaGetLastError()));
  return 0;
}
