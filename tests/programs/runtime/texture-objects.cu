// Texture objects (CUDA C++ Programming Guide, "Texture Memory" and appendix "Texture Fetching"):
// 1D fetches from a CUDA array with point and linear filtering, unnormalised and normalised
// coordinates, in every address mode (clamp, border with its colour, wrap, mirror); bilinear
// filtering of a pitch2D float texture; a uchar4 texture read as normalised floats with
// bilinear filtering and a border colour; tex1Dfetch from linear memory, zero outside it. The
// results, printed in hexadecimal floating point, are what an H200 printed: the linear filter's
// 8-bit weights and its 16-bit fixed point for normalised 8-bit texels are reproduced bit for bit.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void lin1d(cudaTextureObject_t t, const float *xs, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1D<float>(t, xs[i]);
}
__global__ void lin2d(cudaTextureObject_t t, const float2 *xs, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex2D<float>(t, xs[i].x, xs[i].y);
}
__global__ void norm4(cudaTextureObject_t t, const float2 *xs, float4 *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex2D<float4>(t, xs[i].x, xs[i].y);
}
__global__ void fetch(cudaTextureObject_t t, int *out, int n)
{
    int i = threadIdx.x;
    if (i < n) out[i] = tex1Dfetch<int>(t, i - 2);
}

int main()
{
    // 1. 1D linear filter: T = {0, 1, 0.25, -3, 7}
    float h1[5] = {0.f, 1.f, 0.25f, -3.f, 7.f};
    cudaChannelFormatDesc cd = cudaCreateChannelDesc<float>();
    cudaArray_t a1;
    cudaMallocArray(&a1, &cd, 5);
    cudaMemcpy2DToArray(a1, 0, 0, h1, sizeof h1, sizeof h1, 1, cudaMemcpyHostToDevice);
    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = a1;
    const int modes[4] = {cudaAddressModeClamp, cudaAddressModeBorder, cudaAddressModeWrap, cudaAddressModeMirror};
    const int N1 = 200;
    float xs[N1], *dx, *dout, out[N1];
    for (int k = 0; k < N1; k++)
        xs[k] = -1.0f + k * (7.0f / N1) + (k % 7) * 0.0013f;
    cudaMalloc(&dx, sizeof xs);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(dx, xs, sizeof xs, cudaMemcpyHostToDevice);
    for (int filt = 0; filt < 2; filt++)
        for (int norm = 0; norm < 2; norm++)
            for (int m = 0; m < 4; m++) {
                if (!norm && m >= 2)
                    continue;
                cudaTextureDesc td = {};
                td.addressMode[0] = (cudaTextureAddressMode)modes[m];
                td.filterMode = filt ? cudaFilterModeLinear : cudaFilterModePoint;
                td.readMode = cudaReadModeElementType;
                td.normalizedCoords = norm;
                td.borderColor[0] = 0.5f;
                cudaTextureObject_t t;
                cudaCreateTextureObject(&t, &rd, &td, NULL);
                float s = norm ? 1.0f / 5 : 1.0f;
                float xx[N1];
                for (int k = 0; k < N1; k++)
                    xx[k] = xs[k] * s;
                cudaMemcpy(dx, xx, sizeof xx, cudaMemcpyHostToDevice);
                lin1d<<<4, 64>>>(t, dx, dout, N1);
                cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
                printf("1d filt=%d norm=%d mode=%d:", filt, norm, modes[m]);
                for (int k = 0; k < N1; k++)
                    printf(" %a", out[k]);
                printf("\n");
                cudaDestroyTextureObject(t);
            }
    // 2. 2D bilinear, 3x3 floats, from a pitched allocation (pitch2D)
    float h2[3][3] = {{1, 2, 4}, {8, 16, 32}, {64, 128, 256}};
    float *d2;
    size_t pitch;
    cudaMallocPitch((void **)&d2, &pitch, 3 * sizeof(float), 3);
    cudaMemcpy2D(d2, pitch, h2, 3 * sizeof(float), 3 * sizeof(float), 3, cudaMemcpyHostToDevice);
    cudaResourceDesc rp = {};
    rp.resType = cudaResourceTypePitch2D;
    rp.res.pitch2D.devPtr = d2;
    rp.res.pitch2D.desc = cd;
    rp.res.pitch2D.width = 3;
    rp.res.pitch2D.height = 3;
    rp.res.pitch2D.pitchInBytes = pitch;
    cudaTextureDesc t2 = {};
    t2.addressMode[0] = t2.addressMode[1] = cudaAddressModeClamp;
    t2.filterMode = cudaFilterModeLinear;
    cudaTextureObject_t tex2;
    cudaCreateTextureObject(&tex2, &rp, &t2, NULL);
    const int N2 = 64;
    float2 p2[N2], *dp2;
    for (int k = 0; k < N2; k++)
        p2[k] = make_float2(-0.3f + (k % 8) * 0.47f + k * 0.0031f, 0.1f + (k / 8) * 0.41f);
    cudaMalloc(&dp2, sizeof p2);
    cudaMemcpy(dp2, p2, sizeof p2, cudaMemcpyHostToDevice);
    lin2d<<<1, 64>>>(tex2, dp2, dout, N2);
    cudaMemcpy(out, dout, N2 * sizeof(float), cudaMemcpyDeviceToHost);
    printf("2d:");
    for (int k = 0; k < N2; k++)
        printf(" %a", out[k]);
    printf("\n");
    // 3. uchar4 normalized float, bilinear, border (4x2)
    uchar4 h3[2][4];
    for (int y = 0; y < 2; y++)
        for (int x = 0; x < 4; x++)
            h3[y][x] = make_uchar4(x * 60 + y, 255 - x * 50, y * 200, 17 * (x + y));
    cudaChannelFormatDesc c4 = cudaCreateChannelDesc<uchar4>();
    cudaArray_t a3;
    cudaMallocArray(&a3, &c4, 4, 2);
    cudaMemcpy2DToArray(a3, 0, 0, h3, 4 * sizeof(uchar4), 4 * sizeof(uchar4), 2, cudaMemcpyHostToDevice);
    cudaResourceDesc r3 = {};
    r3.resType = cudaResourceTypeArray;
    r3.res.array.array = a3;
    cudaTextureDesc t3 = {};
    t3.addressMode[0] = t3.addressMode[1] = cudaAddressModeBorder;
    t3.filterMode = cudaFilterModeLinear;
    t3.readMode = cudaReadModeNormalizedFloat;
    t3.borderColor[0] = 0.25f;
    t3.borderColor[3] = 1.0f;
    cudaTextureObject_t tex3;
    cudaCreateTextureObject(&tex3, &r3, &t3, NULL);
    float4 o4[N2], *do4;
    cudaMalloc(&do4, sizeof o4);
    norm4<<<1, 64>>>(tex3, dp2, do4, N2);
    cudaMemcpy(o4, do4, sizeof o4, cudaMemcpyDeviceToHost);
    printf("norm4:");
    for (int k = 0; k < N2; k++)
        printf(" %a,%a,%a,%a", o4[k].x, o4[k].y, o4[k].z, o4[k].w);
    printf("\n");
    // 4. tex1Dfetch from linear memory, out of range
    int hl[6] = {10, 20, 30, 40, 50, 60}, *dl, *dfo, fo[10];
    cudaMalloc(&dl, sizeof hl);
    cudaMalloc(&dfo, sizeof fo);
    cudaMemcpy(dl, hl, sizeof hl, cudaMemcpyHostToDevice);
    cudaResourceDesc rl = {};
    rl.resType = cudaResourceTypeLinear;
    rl.res.linear.devPtr = dl;
    rl.res.linear.desc = cudaCreateChannelDesc<int>();
    rl.res.linear.sizeInBytes = sizeof hl;
    cudaTextureDesc tl = {};
    cudaTextureObject_t texl;
    cudaCreateTextureObject(&texl, &rl, &tl, NULL);
    fetch<<<1, 10>>>(texl, dfo, 10);
    cudaMemcpy(fo, dfo, sizeof fo, cudaMemcpyDeviceToHost);
    printf("fetch:");
    for (int k = 0; k < 10; k++)
        printf(" %d", fo[k]);
    printf("\n%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
