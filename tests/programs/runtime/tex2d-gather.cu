// Texture gather: tex2Dgather<T>(obj, x, y, comp) returns component COMP of the four texels that
// bilinear filtering of (x, y) reads (CUDA C++ Programming Guide, "Texture Functions",
// tex2Dgather), in the order of PTX's tld4: counter-clockwise from the lower left,
// (i, j+1), (i+1, j+1), (i+1, j), (i, j) with i = floor(x - 0.5), j = floor(y - 0.5) in texels,
// each through the texture's address mode.
#include <cstdio>

__global__ void gather1(cudaTextureObject_t t, const float2 *q, float4 *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = tex2Dgather<float4>(t, q[i].x, q[i].y);
}

__global__ void gather4(cudaTextureObject_t t, cudaTextureObject_t tn, float x, float y, uchar4 *u, float4 *f)
{
    int c = threadIdx.x;
    u[c] = tex2Dgather<uchar4>(t, x, y, c);
    f[c] = tex2Dgather<float4>(tn, x, y, c);
}

__global__ void gather_int(cudaTextureObject_t t, float x, float y, int4 *out)
{
    tex2Dgather(out, t, x, y, 0);
}

static cudaTextureObject_t make(cudaArray_t a, cudaTextureAddressMode m, int normalized,
                                cudaTextureReadMode read = cudaReadModeElementType, float border = 0.0f)
{
    cudaResourceDesc r = {};
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    cudaTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = m;
    td.filterMode = cudaFilterModePoint; /* gather reads the footprint whatever the filter mode */
    td.readMode = read;
    td.normalizedCoords = normalized;
    for (int k = 0; k < 4; k++)
        td.borderColor[k] = border;
    cudaTextureObject_t t;
    cudaError_t e = cudaCreateTextureObject(&t, &r, &td, NULL);
    if (e != cudaSuccess)
        printf("cudaCreateTextureObject: %s\n", cudaGetErrorString(e));
    return t;
}

static void run(const char *name, cudaTextureObject_t t, const float2 *q, int n)
{
    float2 *dq;
    float4 *dout, out[8];
    cudaMalloc(&dq, n * sizeof(float2));
    cudaMalloc(&dout, n * sizeof(float4));
    cudaMemcpy(dq, q, n * sizeof(float2), cudaMemcpyHostToDevice);
    gather1<<<1, n>>>(t, dq, dout, n);
    cudaMemcpy(out, dout, n * sizeof(float4), cudaMemcpyDeviceToHost);
    printf("%s\n", name);
    for (int i = 0; i < n; i++)
        printf("  (%g, %g): %g %g %g %g\n", q[i].x, q[i].y, out[i].x, out[i].y, out[i].z, out[i].w);
    cudaFree(dq);
    cudaFree(dout);
}

int main()
{
    /* 4x4 floats: texel (column c, row r) holds 10 * r + c */
    float h[4][4];
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 4; c++)
            h[r][c] = 10.0f * r + c;
    cudaChannelFormatDesc cf = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    cudaMallocArray(&a, &cf, 4, 4, cudaArrayTextureGather);
    cudaMemcpy2DToArray(a, 0, 0, h, sizeof h[0], sizeof h[0], 4, cudaMemcpyHostToDevice);

    float2 texels[] = {{2.0f, 2.0f}, {1.5f, 1.5f}, {3.7f, 1.2f}, {0.2f, 0.3f}, {4.0f, 4.0f}, {2.9f, 0.6f}};
    cudaTextureObject_t clamp = make(a, cudaAddressModeClamp, 0);
    run("clamp, coordinates in texels", clamp, texels, 6);
    cudaTextureObject_t border = make(a, cudaAddressModeBorder, 0, cudaReadModeElementType, -1.0f);
    run("border -1, coordinates in texels", border, texels, 6);

    float2 norm[] = {{0.0f, 0.0f}, {0.5f, 0.5f}, {1.0f, 0.25f}, {-0.1f, 1.7f}};
    cudaTextureObject_t wrap = make(a, cudaAddressModeWrap, 1);
    run("wrap, normalised", wrap, norm, 4);
    cudaTextureObject_t mirror = make(a, cudaAddressModeMirror, 1);
    run("mirror, normalised", mirror, norm, 4);

    /* 2x2 uchar4: channel k of texel (c, r) is 40 * k + 2 * r + c + 1 */
    uchar4 hu[2][2];
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 2; c++) {
            unsigned char b = (unsigned char)(2 * r + c + 1);
            hu[r][c] = make_uchar4(b, 40 + b, 80 + b, 120 + b);
        }
    cudaChannelFormatDesc cu = cudaCreateChannelDesc<uchar4>();
    cudaArray_t au;
    cudaMallocArray(&au, &cu, 2, 2);
    cudaMemcpy2DToArray(au, 0, 0, hu, sizeof hu[0], sizeof hu[0], 2, cudaMemcpyHostToDevice);
    cudaTextureObject_t tu = make(au, cudaAddressModeClamp, 0);
    cudaTextureObject_t tn = make(au, cudaAddressModeClamp, 0, cudaReadModeNormalizedFloat);
    uchar4 *du, ou[4];
    float4 *df, of[4];
    cudaMalloc(&du, sizeof ou);
    cudaMalloc(&df, sizeof of);
    gather4<<<1, 4>>>(tu, tn, 1.0f, 1.0f, du, df);
    cudaMemcpy(ou, du, sizeof ou, cudaMemcpyDeviceToHost);
    cudaMemcpy(of, df, sizeof of, cudaMemcpyDeviceToHost);
    printf("uchar4 at (1, 1), each component\n");
    for (int c = 0; c < 4; c++)
        printf("  comp %d: %d %d %d %d; normalised, times 255: %d %d %d %d\n", c, ou[c].x, ou[c].y, ou[c].z,
               ou[c].w, (int)(of[c].x * 255.0f + 0.5f), (int)(of[c].y * 255.0f + 0.5f),
               (int)(of[c].z * 255.0f + 0.5f), (int)(of[c].w * 255.0f + 0.5f));

    /* 3x2 ints, through the pointer form */
    int hi[2][3] = {{-5, 7, 100000}, {3, -2000000, 9}};
    cudaChannelFormatDesc ci = cudaCreateChannelDesc<int>();
    cudaArray_t ai;
    cudaMallocArray(&ai, &ci, 3, 2);
    cudaMemcpy2DToArray(ai, 0, 0, hi, sizeof hi[0], sizeof hi[0], 2, cudaMemcpyHostToDevice);
    cudaTextureObject_t ti = make(ai, cudaAddressModeClamp, 0);
    int4 *di, oi;
    cudaMalloc(&di, sizeof oi);
    for (float x = 1.0f; x <= 2.0f; x += 1.0f) {
        gather_int<<<1, 1>>>(ti, x, 1.0f, di);
        cudaMemcpy(&oi, di, sizeof oi, cudaMemcpyDeviceToHost);
        printf("int at (%g, 1): %d %d %d %d\n", x, oi.x, oi.y, oi.z, oi.w);
    }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
