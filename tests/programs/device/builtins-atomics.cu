/* Atomics on an H200 (seed 000 §5.4.5): every legacy function and type, atomicInc/atomicDec
   wrapping, 16-bit and 128-bit compare-and-swap, float2/float4 atomicAdd, the __nv_atomic_*
   built-ins and cuda::atomic_ref. Results are independent of the order of the threads. */
#include <stdio.h>
#include <cuda/atomic>

struct __attribute__((aligned(16))) pair { unsigned long long lo, hi; };
__device__ int gi;
__device__ unsigned gu, ginc, gdec;
__device__ unsigned long long gull;
__device__ long long gll;
__device__ float gf;
__device__ double gd;
__device__ unsigned short gs;
__device__ float4 g4;
__device__ struct pair gp;

__global__ void legacy(long long *o)
{
    __shared__ int si;
    __shared__ unsigned long long sull;
    int t = threadIdx.x;
    if (t == 0) { si = 5; sull = 0; }
    __syncthreads();
    atomicAdd(&gi, t); atomicSub(&gi, 1); atomicAdd(&gu, 3u); atomicAdd(&gull, 1ull << 40);
    atomicAdd(&gf, 0.25f); atomicAdd(&gd, 0.125); atomicMax(&gll, (long long)t - 1000);
    atomicMin_block(&si, -t); atomicOr_system(&sull, 1ull << (t % 64)); atomicXor(&gu, 0x100u);
    atomicAnd(&gull, ~(1ull << 41)); atomicInc(&ginc, 6u); atomicDec(&gdec, 6u);
    atomicAdd(&g4, make_float4(1.0f, 0.5f, 0.25f, 2.0f));
    __syncthreads();
    if (t == 0) {
        o[0] = gi; o[1] = gu; o[2] = (long long)gull; o[3] = (long long)(gf * 1000); o[4] = (long long)(gd * 1000);
        o[5] = gll; o[6] = si; o[7] = (long long)sull; o[8] = ginc; o[9] = gdec;
        o[10] = (long long)(g4.x * 100); o[11] = (long long)(g4.y * 100); o[12] = (long long)(g4.z * 100);
        o[13] = (long long)(g4.w * 100);
        o[14] = atomicCAS(&gs, (unsigned short)0, (unsigned short)0xfffe); o[15] = gs;
        o[16] = atomicCAS(&gs, (unsigned short)0, (unsigned short)1); o[17] = gs;
        struct pair want = {0, 0}, nv = {0x1111, 0x2222};
        struct pair old = atomicCAS(&gp, want, nv);
        o[18] = (long long)old.lo; o[19] = (long long)gp.hi;
        old = atomicExch(&gp, want); o[20] = (long long)old.lo;
        o[21] = atomicExch(&gi, -7); o[22] = (long long)atomicExch(&gf, 1.5f) * 0 + gi;
    }
}

__global__ void builtin(long long *o)
{
    int t = threadIdx.x;
    __nv_atomic_fetch_add(&gi, 2, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_add(&gf, 0.5f, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);
    __nv_atomic_fetch_max(&gll, (long long)t, __NV_ATOMIC_SEQ_CST);
    cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> r(gull);
    r.fetch_or(1ull << t, cuda::memory_order_relaxed);
    __syncthreads();
    if (t == 0) {
        o[0] = __nv_atomic_load_n(&gi, __NV_ATOMIC_ACQUIRE);
        o[1] = (long long)(__nv_atomic_fetch_sub(&gf, 0.25f, __NV_ATOMIC_ACQ_REL) * 100);
        o[2] = __nv_atomic_load_n(&gll, __NV_ATOMIC_RELAXED);
        o[3] = (long long)r.load();
        int e = 12345;
        o[4] = __nv_atomic_compare_exchange_n(&gi, &e, 1, false, __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_RELAXED);
        o[5] = e;
        o[6] = __nv_atomic_compare_exchange_n(&gi, &e, 1, true, __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_RELAXED);
        o[7] = __nv_atomic_exchange_n(&gi, 77, __NV_ATOMIC_SEQ_CST);
        int v = 78, old = 0;
        __nv_atomic_exchange(&gi, &v, &old, __NV_ATOMIC_SEQ_CST); o[8] = old;
        __nv_atomic_store_n(&gs, (unsigned short)513, __NV_ATOMIC_RELEASE);
        o[9] = __nv_atomic_load_n(&gs, __NV_ATOMIC_ACQUIRE);
        struct pair q = {5, 6}, prev;
        __nv_atomic_exchange(&gp, &q, &prev, __NV_ATOMIC_SEQ_CST);
        o[10] = (long long)prev.hi; o[11] = (long long)gp.lo;
        cuda::atomic_ref<int> ri(gi);
        int ex = 78;
        o[12] = ri.compare_exchange_strong(ex, 90); o[13] = ri.fetch_xor(3); o[14] = ri.load();
        o[15] = ri.fetch_min(-4, cuda::memory_order_acq_rel); o[16] = ri.exchange(8); o[17] = gi;
        cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_device);
        __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM);
    }
}

int main(void)
{
    long long h[32], *d;
    int i;
    cudaMalloc((void **)&d, sizeof h);
    cudaMemset(d, 0, sizeof h);
    legacy<<<1, 96>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("legacy:");
    for (i = 0; i < 23; i++) printf(" %llx", (unsigned long long)h[i]);
    printf("\n");
    cudaMemset(d, 0, sizeof h);
    builtin<<<1, 64>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("builtin:");
    for (i = 0; i < 18; i++) printf(" %llx", (unsigned long long)h[i]);
    printf("\n");
    printf("error: %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
