// <cuda_fp16.h> in kernels as people write them: a __half2 axpy on arrays the host filled with
// __float2half, a dot product of halves accumulated in float (warp shuffles, shared memory), a
// warp reduction in half precision with __shfl_xor_sync on __half and __half2, atomicAdd on
// __half and __half2 (sums that are exact, so the order of the additions does not show), and
// __half arguments passed by value from host code. Reference: an H200 (nvcc 13, -arch=sm_90 -O2).
// CUDA C++ Programming Guide §5.4.5.1, Legacy Atomic Functions (atomicAdd on __half, __half2).
#include <cstdio>
#include <cstring>
#include <cuda_fp16.h>

#define N 4096

static unsigned short hbits(__half h)
{
    unsigned short u;
    memcpy(&u, &h, 2);
    return u;
}

__global__ void haxpy(int n, __half a, const __half2 *x, __half2 *y)
{
    __half2 a2 = __half2half2(a);
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n / 2; i += gridDim.x * blockDim.x)
        y[i] = __hfma2(a2, x[i], y[i]);
}

__global__ void dot(int n, const __half *x, const __half *y, float *partial)
{
    __shared__ float warp_sums[8];
    float s = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        s = fmaf(__half2float(x[i]), __half2float(y[i]), s);
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

/* Each warp sums its 32 halves in half precision, butterfly style. */
__global__ void warp_sum(const __half *x, __half *out, __half2 *out2)
{
    __shared__ __half tile[64];
    int lane = threadIdx.x % 32;
    tile[threadIdx.x] = x[blockIdx.x * blockDim.x + threadIdx.x];
    __syncwarp();
    __half v = tile[threadIdx.x];
    __half2 v2 = __halves2half2(v, __hmul(v, v));
    for (int m = 16; m > 0; m /= 2) {
        v = v + __shfl_xor_sync(0xffffffff, v, m);
        v2 = __hadd2(v2, __shfl_xor_sync(0xffffffff, v2, m));
    }
    __half up = __shfl_up_sync(0xffffffff, tile[threadIdx.x], 1);
    __half down = __shfl_down_sync(0xffffffff, tile[threadIdx.x], 3);
    __half bcast = __shfl_sync(0xffffffff, tile[threadIdx.x], 7);
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

__global__ void histogram(const int *keys, __half *bins, __half2 *bins2)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int k = keys[i];
    __half one = __float2half(1.0f), half_ = __float2half(0.5f);
    __half old = atomicAdd(&bins[k], one);
    atomicAdd(&bins2[k], __halves2half2(half_, (old > __float2half(1000.0f)) ? one : __float2half(0.25f)));
}

__global__ void scale(__half *p, __half s, __half2 s2, int n)
{
    int i = threadIdx.x;
    if (i < n) {
        __half v = p[i] * s;
        v += __low2half(s2);
        v -= __high2half(s2);
        p[i] = v;
    }
    if (i == 0) {
        __half h = 2.5f;
        float f = h;
        int k = h;
        __half g(3);
        printf("device: %f %d %f %d %d %d\n", f, k, __half2float(g + h), __hadd(7, 4), (int)(h < g), (int)(bool)__float2half(-0.0f));
    }
}

int main()
{
    __half *hx = (__half *)malloc(N * sizeof(__half)), *hy = (__half *)malloc(N * sizeof(__half));
    for (int i = 0; i < N; i++) {
        hx[i] = __float2half((float)(i % 97) / 16.0f - 2.0f);
        hy[i] = __float2half(1.0f / (1.0f + (float)(i % 13)));
    }
    __half *dx, *dy, *wout, *bins, *sp;
    __half2 *wout2, *bins2;
    float *partial;
    int *keys;
    cudaMalloc(&dx, N * sizeof(__half));
    cudaMalloc(&dy, N * sizeof(__half));
    cudaMemcpy(dx, hx, N * sizeof(__half), cudaMemcpyHostToDevice);
    cudaMemcpy(dy, hy, N * sizeof(__half), cudaMemcpyHostToDevice);

    cudaMallocManaged(&partial, 16 * sizeof(float));
    dot<<<16, 256>>>(N, dx, dy, partial);
    cudaDeviceSynchronize();
    float total = 0.0f;
    for (int b = 0; b < 16; b++)
        total += partial[b];
    printf("dot = %.6f (block 0: %.6f)\n", total, partial[0]);

    haxpy<<<8, 128>>>(N, __float2half(0.75f), (const __half2 *)dx, (__half2 *)dy);
    cudaMemcpy(hy, dy, N * sizeof(__half), cudaMemcpyDeviceToHost);
    unsigned h = 2166136261u;
    for (int i = 0; i < N; i++) {
        h = (h ^ (hbits(hy[i]) & 0xff)) * 16777619u;
        h = (h ^ (hbits(hy[i]) >> 8)) * 16777619u;
    }
    printf("haxpy digest %08x:", h);
    for (int i = 0; i < 8; i++)
        printf(" %g", __half2float(hy[i * 509]));
    printf("\n");

    cudaMallocManaged(&wout, 8 * 4 * sizeof(__half));
    cudaMallocManaged(&wout2, 8 * sizeof(__half2));
    warp_sum<<<4, 64>>>(dx, wout, wout2);
    cudaDeviceSynchronize();
    for (int w = 0; w < 2; w++)
        printf("warp %d: sum %g sum2 (%g, %g) up %g down %g bcast %g\n", w, __half2float(wout[4 * w]),
               __low2float(wout2[w]), __high2float(wout2[w]), __half2float(wout[4 * w + 1]),
               __half2float(wout[4 * w + 2]), __half2float(wout[4 * w + 3]));

    cudaMallocManaged(&keys, 1024 * sizeof(int));
    cudaMallocManaged(&bins, 8 * sizeof(__half));
    cudaMallocManaged(&bins2, 8 * sizeof(__half2));
    for (int i = 0; i < 1024; i++)
        keys[i] = (i * 7 + i / 3) % 8;
    for (int b = 0; b < 8; b++) {
        bins[b] = __float2half(0.0f);
        bins2[b] = __floats2half2_rn(0.0f, 0.0f);
    }
    histogram<<<8, 128>>>(keys, bins, bins2);
    cudaDeviceSynchronize();
    for (int b = 0; b < 8; b++)
        printf("bin %d: %g  (%g, %g)\n", b, __half2float(bins[b]), __low2float(bins2[b]), __high2float(bins2[b]));

    cudaMallocManaged(&sp, 8 * sizeof(__half));
    for (int i = 0; i < 8; i++)
        sp[i] = __int2half_rn(i * 3 - 7);
    scale<<<1, 32>>>(sp, __float2half(1.5f), __floats2half2_rn(0.25f, 0.125f), 8);
    cudaDeviceSynchronize();
    for (int i = 0; i < 8; i++)
        printf("%g%s", __half2float(sp[i]), i == 7 ? "\n" : " ");
    printf("host: %d %d %g %g\n", (int)sizeof(__half), (int)sizeof(__half2), __half2float(__float2half(3.14159f)),
           __low2float(__halves2half2(__float2half(65519.0f), __float2half(65520.0f))));
    return 0;
}
