// Details of texture gather and of mipmapped fetches that the CUDA C++ Programming Guide leaves
// to the hardware ("Texture Functions"): where a gather's footprint moves to the next pair of
// texels, what a gather of a channel the texels lack reads, and how tex2D (which has no level of
// detail of its own) and tex2DLod meet mipmapLevelBias and minMipmapLevelClamp.
#include <cstdio>

__global__ void gather(cudaTextureObject_t t, const float2 *q, float4 *out, int n, int comp)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = tex2Dgather<float4>(t, q[i].x, q[i].y, comp);
}

__global__ void fetch(cudaTextureObject_t t, float *out)
{
    out[0] = tex2D<float>(t, 0.3f, 0.7f);
    out[1] = tex2DLod<float>(t, 0.3f, 0.7f, 0.0f);
    out[2] = tex2DLod<float>(t, 0.3f, 0.7f, 0.5f);
}

int main()
{
    /* 4x4 floats: texel (column c, row r) holds 10 * r + c */
    float h[64];
    for (int i = 0; i < 16; i++)
        h[i] = 10.0f * (i / 4) + i % 4;
    cudaChannelFormatDesc cf = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    cudaMallocArray(&a, &cf, 4, 4);
    cudaMemcpy2DToArray(a, 0, 0, h, 4 * sizeof(float), 4 * sizeof(float), 4, cudaMemcpyHostToDevice);
    cudaResourceDesc r = {};
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    cudaTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
    cudaTextureObject_t t;
    cudaCreateTextureObject(&t, &r, &td, NULL);

    /* the footprint moves to the next pair where x - 0.5's fraction rounds to 256/256 (255.5/256
     * rounds up, 255.4/256 down) */
    const float2 q[] = {{2.498f, 2.0f}, {2.4985f, 2.0f}, {1.5f + 255.4f / 256, 2.0f}, {1.5f + 255.5f / 256, 2.0f},
                        {2.0f, 2.499f}};
    float2 *dq;
    float4 *dout, out[5];
    cudaMalloc(&dq, sizeof q);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(dq, q, sizeof q, cudaMemcpyHostToDevice);
    for (int comp = 0; comp < 4; comp += 3) {
        gather<<<1, 5>>>(t, dq, dout, 5, comp);
        cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
        printf("gather, component %d (a float texture has only x)\n", comp);
        for (int i = 0; i < 5; i++)
            printf("  (%.7g, %.7g): %g %g %g %g\n", q[i].x, q[i].y, out[i].x, out[i].y, out[i].z, out[i].w);
    }

    /* 8x8 floats, 4 levels: texel (column c, row r) of level L holds 100 * L + 10 * r + c */
    cudaMipmappedArray_t m;
    cudaMallocMipmappedArray(&m, &cf, make_cudaExtent(8, 8, 0), 4);
    for (int l = 0; l < 4; l++) {
        int n = 8 >> l;
        for (int i = 0; i < n * n; i++)
            h[i] = 100.0f * l + 10.0f * (i / n) + i % n;
        cudaArray_t la;
        cudaGetMipmappedArrayLevel(&la, m, l);
        cudaMemcpy2DToArray(la, 0, 0, h, n * sizeof(float), n * sizeof(float), n, cudaMemcpyHostToDevice);
    }
    /* tex2D has no level of detail of its own (minus infinity): the bias leaves it at the lowest
     * level the clamp allows; tex2DLod's is biased */
    const float cases[][3] = {{0.0f, 3.0f, 0.0f}, {1.5f, 3.0f, 0.0f}, {0.0f, 3.0f, 2.0f}, {0.0f, 3.0f, 1.0f}};
    float *dg, g[3];
    cudaMalloc(&dg, sizeof g);
    for (int i = 0; i < 4; i++)
        for (int k = 0; k < 2; k++) {
            cudaResourceDesc rm = {};
            rm.resType = cudaResourceTypeMipmappedArray;
            rm.res.mipmap.mipmap = m;
            cudaTextureDesc tm = {};
            tm.addressMode[0] = tm.addressMode[1] = cudaAddressModeClamp;
            tm.mipmapFilterMode = k ? cudaFilterModeLinear : cudaFilterModePoint;
            tm.normalizedCoords = 1;
            tm.minMipmapLevelClamp = cases[i][0];
            tm.maxMipmapLevelClamp = cases[i][1];
            tm.mipmapLevelBias = cases[i][2];
            cudaTextureObject_t tt;
            cudaCreateTextureObject(&tt, &rm, &tm, NULL);
            fetch<<<1, 1>>>(tt, dg);
            cudaMemcpy(g, dg, sizeof g, cudaMemcpyDeviceToHost);
            printf("clamp [%g, %g], bias %g, %s: tex2D %.10g, lod 0 %.10g, lod 0.5 %.10g\n", cases[i][0],
                   cases[i][1], cases[i][2], k ? "levels blended" : "nearest level", g[0], g[1], g[2]);
            cudaDestroyTextureObject(tt);
        }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
