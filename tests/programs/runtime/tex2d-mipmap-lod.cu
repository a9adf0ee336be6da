// Mipmapped textures (CUDA C++ Programming Guide, "Texture Memory": mipmapped arrays, and
// "Texture Functions": tex1DLod, tex2DLod, tex2DGrad). cudaMallocMipmappedArray clamps the number
// of levels to [1, 1 + floor(log2(max(width, height, depth)))] and level L is the extent halved
// L times (at least 1); a fetch's level of detail is clamped to [minMipmapLevelClamp,
// maxMipmapLevelClamp] and to the levels there are; cudaFilterModePoint as mipmapFilterMode reads
// the nearest level, cudaFilterModeLinear blends the two levels around it with the weight in
// 8-bit fixed point (as linear filtering within a level, "Texture Fetching").
#include <cstdio>

__global__ void lod2(cudaTextureObject_t t, float x, float y, const float *lod, float *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = tex2DLod<float>(t, x, y, lod[i]);
}

__global__ void lod1(cudaTextureObject_t t, float x, const float *lod, float *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        tex1DLod(&out[i], t, x, lod[i]);
}

__global__ void grad2(cudaTextureObject_t t, float *out)
{
    out[0] = tex2DGrad<float>(t, 0.3f, 0.7f, make_float2(0.25f, 0.0f), make_float2(0.0f, 0.25f));
    out[1] = tex2DGrad<float>(t, 0.3f, 0.7f, make_float2(0.0f, 0.5f), make_float2(0.5f, 0.0f));
    out[2] = tex2DGrad<float>(t, 0.3f, 0.7f, make_float2(0.0625f, 0.0f), make_float2(0.0f, 0.0625f));
}

static cudaTextureObject_t make(cudaMipmappedArray_t m, cudaTextureFilterMode filter, cudaTextureFilterMode mip,
                                float lo, float hi)
{
    cudaResourceDesc r = {};
    r.resType = cudaResourceTypeMipmappedArray;
    r.res.mipmap.mipmap = m;
    cudaTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = filter;
    td.mipmapFilterMode = mip;
    td.normalizedCoords = 1;
    td.minMipmapLevelClamp = lo;
    td.maxMipmapLevelClamp = hi;
    cudaTextureObject_t t = 0;
    cudaError_t e = cudaCreateTextureObject(&t, &r, &td, NULL);
    if (e != cudaSuccess)
        printf("cudaCreateTextureObject: %s\n", cudaGetErrorString(e));
    return t;
}

static void levels(const char *name, cudaExtent e, unsigned int n, unsigned int flags = 0)
{
    cudaChannelFormatDesc cf = cudaCreateChannelDesc<float>();
    cudaMipmappedArray_t m;
    cudaError_t r = cudaMallocMipmappedArray(&m, &cf, e, n, flags);
    printf("%s, %u levels asked: %d;", name, n, (int)r);
    for (unsigned int l = 0;; l++) {
        cudaArray_t a;
        r = cudaGetMipmappedArrayLevel(&a, m, l);
        if (r != cudaSuccess) {
            printf(" level %u: %d\n", l, (int)r);
            break;
        }
        cudaExtent x;
        cudaArrayGetInfo(NULL, &x, NULL, a);
        printf(" %zux%zux%zu", x.width, x.height, x.depth);
    }
    cudaFreeMipmappedArray(m);
}

static const float lods[] = {-1.0f, 0.0f, 0.25f, 0.3f, 0.75f, 1.0f, 1.4f, 1.55f, 1.6f, 2.2f, 2.9f, 3.0f, 5.0f};
static const float whole[] = {-1.0f, 0.0f, 1.0f, 2.0f, 3.0f, 5.0f};

static void run(const char *name, cudaTextureObject_t t, float x, float y, const float *lod = lods, int n = 13)
{
    float *dl, *dout, out[16];
    cudaMalloc(&dl, n * sizeof(float));
    cudaMalloc(&dout, n * sizeof(float));
    cudaMemcpy(dl, lod, n * sizeof(float), cudaMemcpyHostToDevice);
    lod2<<<1, n>>>(t, x, y, dl, dout, n);
    cudaMemcpy(out, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
    printf("%s at (%g, %g)\n", name, x, y);
    for (int i = 0; i < n; i++)
        printf("  lod %g: %.10g\n", lod[i], out[i]);
    cudaFree(dl);
    cudaFree(dout);
}

int main()
{
    levels("8x8", make_cudaExtent(8, 8, 0), 4);
    levels("8x8", make_cudaExtent(8, 8, 0), 0);
    levels("8x2", make_cudaExtent(8, 2, 0), 10);
    levels("5 (1D)", make_cudaExtent(5, 0, 0), 9);
    levels("4x4x3 (3D)", make_cudaExtent(4, 4, 3), 3);
    levels("4x4, 3 layers", make_cudaExtent(4, 4, 3), 5, cudaArrayLayered);
    cudaArray_t none;
    printf("level of no array: %d\n", (int)cudaGetMipmappedArrayLevel(&none, NULL, 0));

    /* 8x8 floats, 4 levels: texel (column c, row r) of level L holds 100 * L + 10 * r + c */
    cudaChannelFormatDesc cf = cudaCreateChannelDesc<float>();
    cudaMipmappedArray_t m;
    cudaMallocMipmappedArray(&m, &cf, make_cudaExtent(8, 8, 0), 4);
    float h[64];
    for (int l = 0; l < 4; l++) {
        int n = 8 >> l;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++)
                h[r * n + c] = 100.0f * l + 10.0f * r + c;
        cudaArray_t a;
        cudaGetMipmappedArrayLevel(&a, m, l);
        cudaMemcpy2DToArray(a, 0, 0, h, n * sizeof(float), n * sizeof(float), n, cudaMemcpyHostToDevice);
    }
    run("point, nearest level", make(m, cudaFilterModePoint, cudaFilterModePoint, 0.0f, 3.0f), 0.3f, 0.7f);
    cudaTextureObject_t pl = make(m, cudaFilterModePoint, cudaFilterModeLinear, 0.0f, 3.0f);
    run("point, levels blended", pl, 0.3f, 0.7f);
    run("point, levels blended, clamped to [1, 2]", make(m, cudaFilterModePoint, cudaFilterModeLinear, 1.0f, 2.0f),
        0.3f, 0.7f);
    run("point, maxMipmapLevelClamp 0", make(m, cudaFilterModePoint, cudaFilterModeLinear, 0.0f, 0.0f), 0.3f, 0.7f);
    /* (linear filtering within the levels: whole levels only, how the hardware rounds the eight
     * weights of a blend of two filtered levels is not settled) */
    run("linear, levels blended", make(m, cudaFilterModeLinear, cudaFilterModeLinear, 0.0f, 3.0f), 0.3f, 0.7f,
        whole, 6);

    float *dg, g[3];
    cudaMalloc(&dg, sizeof g);
    grad2<<<1, 1>>>(pl, dg);
    cudaMemcpy(g, dg, sizeof g, cudaMemcpyDeviceToHost);
    printf("tex2DGrad, 2, 4 and 1/2 texels a step: %g %g %g\n", g[0], g[1], g[2]);

    /* 1D: texel c of level L holds 100 * L + c */
    cudaMipmappedArray_t m1;
    cudaMallocMipmappedArray(&m1, &cf, make_cudaExtent(8, 0, 0), 4);
    for (int l = 0; l < 4; l++) {
        for (int c = 0; c < 8 >> l; c++)
            h[c] = 100.0f * l + c;
        cudaArray_t a;
        cudaGetMipmappedArrayLevel(&a, m1, l);
        cudaMemcpy2DToArray(a, 0, 0, h, (8 >> l) * sizeof(float), (8 >> l) * sizeof(float), 1, cudaMemcpyHostToDevice);
    }
    const float lod[] = {0.0f, 1.0f, 1.25f, 2.0f, 3.0f};
    float *dl, *d1, o1[5];
    cudaMalloc(&dl, sizeof lod);
    cudaMalloc(&d1, sizeof o1);
    cudaMemcpy(dl, lod, sizeof lod, cudaMemcpyHostToDevice);
    lod1<<<1, 5>>>(make(m1, cudaFilterModePoint, cudaFilterModeLinear, 0.0f, 3.0f), 0.9f, dl, d1, 5);
    cudaMemcpy(o1, d1, sizeof o1, cudaMemcpyDeviceToHost);
    printf("tex1DLod at 0.9:");
    for (int i = 0; i < 5; i++)
        printf(" lod %g: %g;", lod[i], o1[i]);
    printf("\n%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
