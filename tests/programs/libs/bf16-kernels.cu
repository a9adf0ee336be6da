// <cuda_bf16.h> in kernels as people write them: a __nv_bfloat162 axpy on arrays the host
// filled with __float2bfloat16, a dot product of bfloat16 values accumulated in float (warp
// shuffles, shared memory), a warp reduction in bfloat16 with __shfl_xor_sync on __nv_bfloat16
// and __nv_bfloat162, atomicAdd on both (sums that are exact, so the order of the additions does
// not show), and __nv_bfloat16 arguments passed by value from host code. Reference: an H200
// (nvcc 13, -arch=sm_90 -O2). CUDA C++ Programming Guide §5.4.5.1, Legacy Atomic Functions.
#include <cstdio>
#include <cstring>
#include <cuda_bf16.h>

#define N 4096

static unsigned short hbits(__nv_bfloat16 h)
{
    unsigned short u;
    memcpy(&u, &h, 2);
    return u;
}

__global__ void haxpy(int n, __nv_bfloat16 a, const __nv_bfloat162 *x, __nv_bfloat162 *y)
{
    __nv_bfloat162 a2 = __bfloat162bfloat162(a);
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n / 2; i += gridDim.x * blockDim.x)
        y[i] = __hfma2(a2, x[i], y[i]);
}

__global__ void dot(int n, const __nv_bfloat16 *x, const __nv_bfloat16 *y, float *partial)
{
    __shared__ float warp_sums[8];
    float s = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        s = fmaf(__bfloat162float(x[i]), __bfloat162float(y[i]), s);
    for (int off = 16; off > 0; off /= 2)
        s += __shfl_down_sync(0xffffffff, s, off);
    if (threadIdx.x % 32 == 0)
        warp_sums[threadIdx.x / 32] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < blockDim.x / 32; w++)
            t += warp_sums[w];
        partial[blockIdx.x] = t;
    }
}

/* Each warp sums its 32 values in bfloat16, butterfly style. */
__global__ void warp_sum(const __nv_bfloat16 *x, __nv_bfloat16 *out, __nv_bfloat162 *out2)
{
    __shared__ __nv_bfloat16 tile[64];
    int lane = threadIdx.x % 32;
    tile[threadIdx.x] = x[blockIdx.x * blockDim.x + threadIdx.x];
    __syncwarp();
    __nv_bfloat16 v = tile[threadIdx.x];
    __nv_bfloat162 v2 = __halves2bfloat162(v, __hmul(v, v));
    for (int m = 16; m > 0; m /= 2) {
        v = v + __shfl_xor_sync(0xffffffff, v, m);
        v2 = __hadd2(v2, __shfl_xor_sync(0xffffffff, v2, m));
    }
    __nv_bfloat16 up = __shfl_up_sync(0xffffffff, tile[threadIdx.x], 1);
    __nv_bfloat16 down = __shfl_down_sync(0xffffffff, tile[threadIdx.x], 3);
    __nv_bfloat16 bcast = __shfl_sync(0xffffffff, tile[threadIdx.x], 7);
    if (lane == 0) {
        out[4 * (threadIdx.x / 32)] = v;
        out2[threadIdx.x / 32] = v2;
    }
    if (lane == 5) {
        out[4 * (threadIdx.x / 32) + 1] = up;
        out[4 * (threadIdx.x / 32) + 2] = down;
        out[4 * (threadIdx.x / 32) + 3] = bcast;
    }
}

__global__ void histogram(const int *keys, __nv_bfloat16 *bins, __nv_bfloat162 *bins2)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int k = keys[i];
    __nv_bfloat16 one = __float2bfloat16(1.0f), half_ = __float2bfloat16(0.5f);
    __nv_bfloat16 old = atomicAdd(&bins[k], one);
    atomicAdd(&bins2[k], __halves2bfloat162(half_, (old > __float2bfloat16(1000.0f)) ? one : __float2bfloat16(0.25f)));
}

__global__ void scale(__nv_bfloat16 *p, __nv_bfloat16 s, __nv_bfloat162 s2, int n)
{
    int i = threadIdx.x;
    if (i < n) {
        __nv_bfloat16 v = p[i] * s;
        v += __low2bfloat16(s2);
        v -= __high2bfloat16(s2);
        p[i] = v;
    }
    if (i == 0) {
        __nv_bfloat16 h = 2.5f;
        float f = h;
        int k = h;
        __nv_bfloat16 g(3);
        printf("device: %f %d %f %d %d %d\n", f, k, __bfloat162float(g + h), __hadd(7, 4), (int)(h < g), (int)(bool)__float2bfloat16(-0.0f));
    }
}

int main()
{
    __nv_bfloat16 *hx = (__nv_bfloat16 *)malloc(N * sizeof(__nv_bfloat16)), *hy = (__nv_bfloat16 *)malloc(N * sizeof(__nv_bfloat16));
    for (int i = 0; i < N; i++) {
        hx[i] = __float2bfloat16((float)(i % 97) / 16.0f - 2.0f);
        hy[i] = __float2bfloat16(1.0f / (1.0f + (float)(i % 13)));
    }
    __nv_bfloat16 *dx, *dy, *wout, *bins, *sp;
    __nv_bfloat162 *wout2, *bins2;
    float *partial;
    int *keys;
    cudaMalloc(&dx, N * sizeof(__nv_bfloat16));
    cudaMalloc(&dy, N * sizeof(__nv_bfloat16));
    cudaMemcpy(dx, hx, N * sizeof(__nv_bfloat16), cudaMemcpyHostToDevice);
    cudaMemcpy(dy, hy, N * sizeof(__nv_bfloat16), cudaMemcpyHostToDevice);

    cudaMallocManaged(&partial, 16 * sizeof(float));
    dot<<<16, 256>>>(N, dx, dy, partial);
    cudaDeviceSynchronize();
    float total = 0.0f;
    for (int b = 0; b < 16; b++)
        total += partial[b];
    printf("dot = %.6f (block 0: %.6f)\n", total, partial[0]);

    haxpy<<<8, 128>>>(N, __float2bfloat16(0.75f), (const __nv_bfloat162 *)dx, (__nv_bfloat162 *)dy);
    cudaMemcpy(hy, dy, N * sizeof(__nv_bfloat16), cudaMemcpyDeviceToHost);
    unsigned h = 2166136261u;
    for (int i = 0; i < N; i++) {
        h = (h ^ (hbits(hy[i]) & 0xff)) * 16777619u;
        h = (h ^ (hbits(hy[i]) >> 8)) * 16777619u;
    }
    printf("haxpy digest %08x:", h);
    for (int i = 0; i < 8; i++)
        printf(" %g", __bfloat162float(hy[i * 509]));
    printf("\n");

    cudaMallocManaged(&wout, 8 * 4 * sizeof(__nv_bfloat16));
    cudaMallocManaged(&wout2, 8 * sizeof(__nv_bfloat162));
    warp_sum<<<4, 64>>>(dx, wout, wout2);
    cudaDeviceSynchronize();
    for (int w = 0; w < 2; w++)
        printf("warp %d: sum %g sum2 (%g, %g) up %g down %g bcast %g\n", w, __bfloat162float(wout[4 * w]),
               __low2float(wout2[w]), __high2float(wout2[w]), __bfloat162float(wout[4 * w + 1]),
               __bfloat162float(wout[4 * w + 2]), __bfloat162float(wout[4 * w + 3]));

    cudaMallocManaged(&keys, 1024 * sizeof(int));
    cudaMallocManaged(&bins, 8 * sizeof(__nv_bfloat16));
    cudaMallocManaged(&bins2, 8 * sizeof(__nv_bfloat162));
    for (int i = 0; i < 1024; i++)
        keys[i] = (i * 7 + i / 3) % 8;
    for (int b = 0; b < 8; b++) {
        bins[b] = __float2bfloat16(0.0f);
        bins2[b] = __floats2bfloat162_rn(0.0f, 0.0f);
    }
    histogram<<<8, 128>>>(keys, bins, bins2);
    cudaDeviceSynchronize();
    for (int b = 0; b < 8; b++)
        printf("bin %d: %g  (%g, %g)\n", b, __bfloat162float(bins[b]), __low2float(bins2[b]), __high2float(bins2[b]));

    cudaMallocManaged(&sp, 8 * sizeof(__nv_bfloat16));
    for (int i = 0; i < 8; i++)
        sp[i] = __int2bfloat16_rn(i * 3 - 7);
    scale<<<1, 32>>>(sp, __float2bfloat16(1.5f), __floats2bfloat162_rn(0.25f, 0.125f), 8);
    cudaDeviceSynchronize();
    for (int i = 0; i < 8; i++)
        printf("%g%s", __bfloat162float(sp[i]), i == 7 ? "\n" : " ");
    printf("host: %d %d %g %g\n", (int)sizeof(__nv_bfloat16), (int)sizeof(__nv_bfloat162), __bfloat162float(__float2bfloat16(3.14159f)),
           __low2float(__halves2bfloat162(__float2bfloat16(65519.0f), __float2bfloat16(65520.0f))));
    return 0;
}
