/* bench_kernels.h: the CUDA source of the standard kernels the benchmarks share (bench_six.c
 * runs all six, bench_core.c vecadd and reduce, bench_sanitize.c reduce and sgemm), so each
 * benchmark measures the same code. */
#ifndef CR_BENCH_KERNELS_H
#define CR_BENCH_KERNELS_H

#define BENCH_VECADD \
    "__global__ void vecadd(const float *a, const float *b, float *c, int n) {\n" \
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n" \
    "    if (i < n) c[i] = a[i] + b[i];\n" \
    "}\n"

#define BENCH_REDUCE \
    "__global__ void reduce(const float *in, float *out, int n) {\n" \
    "    __shared__ float s[256];\n" \
    "    int t = threadIdx.x, i = blockIdx.x * blockDim.x + threadIdx.x;\n" \
    "    s[t] = i < n ? in[i] : 0.0f;\n" \
    "    __syncthreads();\n" \
    "    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {\n" \
    "        if (t < stride) s[t] += s[t + stride];\n" \
    "        __syncthreads();\n" \
    "    }\n" \
    "    if (t == 0) out[blockIdx.x] = s[0];\n" \
    "}\n"

#define BENCH_SHFL \
    "__global__ void shfl(const float *in, float *out, int n) {\n" \
    "    __shared__ float ws[8];\n" \
    "    int t = threadIdx.x, i = blockIdx.x * blockDim.x + threadIdx.x;\n" \
    "    int lane = t & 31, warp = t >> 5;\n" \
    "    float v = i < n ? in[i] : 0.0f;\n" \
    "    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);\n" \
    "    if (lane == 0) ws[warp] = v;\n" \
    "    __syncthreads();\n" \
    "    if (warp == 0) {\n" \
    "        v = lane < 8 ? ws[lane] : 0.0f;\n" \
    "        for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);\n" \
    "        if (lane == 0) out[blockIdx.x] = v;\n" \
    "    }\n" \
    "}\n"

#define BENCH_TRANSPOSE \
    "__global__ void transpose(const float *in, float *out, int n) {\n" \
    "    __shared__ float tile[32][33];\n" \
    "    int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;\n" \
    "    for (int j = 0; j < 32; j += 8) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];\n" \
    "    __syncthreads();\n" \
    "    x = blockIdx.y * 32 + threadIdx.x;\n" \
    "    y = blockIdx.x * 32 + threadIdx.y;\n" \
    "    for (int j = 0; j < 32; j += 8) out[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];\n" \
    "}\n"

#define BENCH_HISTOGRAM \
    "__global__ void histogram(const int *in, unsigned *bins, int n) {\n" \
    "    __shared__ unsigned h[256];\n" \
    "    h[threadIdx.x] = 0;\n" \
    "    __syncthreads();\n" \
    "    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)\n" \
    "        atomicAdd(&h[in[i] & 255], 1u);\n" \
    "    __syncthreads();\n" \
    "    atomicAdd(&bins[threadIdx.x], h[threadIdx.x]);\n" \
    "}\n"

#define BENCH_SGEMM \
    "__global__ void sgemm(const float *A, const float *B, float *C, int n) {\n" \
    "    __shared__ float As[16][16], Bs[16][16];\n" \
    "    int tx = threadIdx.x % 16, ty = threadIdx.x / 16;\n" \
    "    int row = blockIdx.y * 16 + ty, col = blockIdx.x * 16 + tx;\n" \
    "    float acc = 0.0f;\n" \
    "    for (int k0 = 0; k0 < n; k0 += 16) {\n" \
    "        As[ty][tx] = A[row * n + k0 + tx];\n" \
    "        Bs[ty][tx] = B[(k0 + ty) * n + col];\n" \
    "        __syncthreads();\n" \
    "        for (int k = 0; k < 16; k++) acc += As[ty][k] * Bs[k][tx];\n" \
    "        __syncthreads();\n" \
    "    }\n" \
    "    C[row * n + col] = acc;\n" \
    "}\n"

#endif
