/* Address-space predicates and conversions (seed 000 §5.4.8.1-2), the vector types' sizes and
   alignments (§5.4.2.3, table 43) and their make_ functions, the cache-hint loads and stores
   (§5.4.8.3), and the cycle counters (seed 002 §5.3.7.1), on an H200. Addresses themselves are
   never printed. */
#include <stdio.h>
#include <stdint.h>
#include <time.h>

struct big { int v[4]; };
__constant__ int cst[4] = {1, 2, 3, 4};
__device__ int glob[4];

__global__ void spaces(const __grid_constant__ struct big gc, int *o)
{
    __shared__ int sh[4];
    int loc[4], k = 0;
    volatile int *vl = loc;
    vl[0] = 1;
    const void *ps[6] = {glob, sh, (const void *)loc, cst, &gc, o};
    int i;
    for (i = 0; i < 6; i++) {
        o[k++] = __isGlobal(ps[i]) | __isShared(ps[i]) << 1 | __isConstant(ps[i]) << 2 |
                 __isLocal(ps[i]) << 3 | __isGridConstant(ps[i]) << 4;
    }
    size_t s = __cvta_generic_to_shared(&sh[2]);
    uint32_t s32 = (uint32_t)s;
    o[k++] = s == (size_t)s32;
    o[k++] = __cvta_shared_to_generic((size_t)s32) == (void *)&sh[2];
    o[k++] = __cvta_local_to_generic(__cvta_generic_to_local(loc)) == (void *)loc;
    o[k++] = __cvta_constant_to_generic(__cvta_generic_to_constant(cst)) == (void *)cst;
    o[k++] = __cvta_global_to_generic(__cvta_generic_to_global(glob)) == (void *)glob;
    o[k++] = __cvta_generic_to_global(glob) == (size_t)glob;
    o[k++] = (int)(__cvta_generic_to_shared(&sh[3]) - __cvta_generic_to_shared(&sh[0]));
    o[k++] = __ldg(&cst[2]) + __ldcg(&glob[0]) + __ldca(&o[0]) * 0 + __ldcs(&glob[1]) + __ldlu(&glob[2]) + __ldcv(&glob[3]);
    __stwb(&glob[0], 10); __stcg(&glob[1], 20); __stcs(&glob[2], 30); __stwt(&glob[3], 40);
    o[k++] = glob[0] + glob[1] + glob[2] + glob[3];
    float4 f4 = __ldg((const float4 *)o);
    o[k++] = f4.x == __int_as_float(o[0]);
    long long t0 = clock64();
    clock_t c0 = clock();
    __nanosleep(1000);
    long long t1 = clock64();
    clock_t c1 = clock();
    o[k++] = t1 > t0;
    o[k++] = c1 > c0;
    o[127] = k;
}

#define SA(t) o[k++] = sizeof(t); o[k++] = alignof(t);
__global__ void vectors(int *o)
{
    int k = 0;
    SA(char1) SA(char2) SA(char3) SA(char4) SA(uchar3) SA(short1) SA(short2) SA(short3) SA(short4)
    SA(ushort3) SA(int1) SA(int2) SA(int3) SA(int4) SA(uint3) SA(long1) SA(long2) SA(long3)
    SA(long4_16a) SA(long4_32a) SA(ulong3) SA(longlong1) SA(longlong2) SA(longlong3)
    SA(longlong4_16a) SA(longlong4_32a) SA(ulonglong2) SA(float1) SA(float2) SA(float3) SA(float4)
    SA(double1) SA(double2) SA(double3) SA(double4_16a) SA(double4_32a) SA(dim3)
    char4 c = make_char4(-1, 2, -3, 4);
    uchar2 uc = make_uchar2(250, 6);
    short3 s = make_short3(-7, 8, 9);
    uint4 u = make_uint4(1, 2, 3, 0xffffffffu);
    longlong2 ll = make_longlong2(-5, 6);
    double3 d = make_double3(0.5, 1.5, 2.5);
    float2 f = make_float2(0.25f, 4.0f);
    ulong1 ul = make_ulong1(77);
    o[k++] = c.x + c.y * 10 + c.z * 100 + c.w * 1000;
    o[k++] = uc.x + uc.y;
    o[k++] = s.x + s.y + s.z;
    o[k++] = (int)(u.x + u.y + u.z + u.w);
    o[k++] = (int)(ll.x * ll.y);
    o[k++] = (int)(d.x + d.y + d.z);
    o[k++] = (int)(f.x * f.y);
    o[k++] = (int)ul.x;
    o[127] = k;
}

int main(void)
{
    int h[128], *d, i;
    struct big b = {{7, 8, 9, 10}};
    cudaMalloc((void **)&d, sizeof h);
    cudaMemset(d, 0, sizeof h);
    spaces<<<1, 1>>>(b, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("spaces:");
    for (i = 0; i < h[127]; i++) printf(" %d", h[i]);
    printf("\n");
    cudaMemset(d, 0, sizeof h);
    vectors<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("vectors:");
    for (i = 0; i < h[127]; i++) printf(" %d", h[i]);
    printf("\n");
    printf("error: %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
