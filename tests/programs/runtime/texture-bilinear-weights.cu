// The weights of bilinear texture filtering (CUDA C++ Programming Guide, "Texture Fetching":
// tex(x, y) = (1-a)(1-b)T[i,j] + a(1-b)T[i+1,j] + (1-a)bT[i,j+1] + abT[i+1,j+1], with a and b
// held in 9-bit fixed point, 8 bits of fraction). A 2x2 float4 texture whose channel k is 1 at
// texel k and 0 elsewhere gives, at each fraction pair (A/256, B/256), the four weights; all
// 65536 pairs are sampled, and each A's row of weights is printed as a digest (with a few rows
// in full). An 8-bit normalised texture shows its own fixed-point sum the same way. Expected:
// the H200's output (the four weights always sum to 1: the far corner's weight is rounded and
// the other three follow from it).
#include <cstdio>

__global__ void sample(cudaTextureObject_t t, float4 *out, int unorm)
{
    int a = blockIdx.x, b = threadIdx.x;
    float x = 0.5f + a / 256.0f, y = 0.5f + b / 256.0f;
    out[a * 256 + b] = tex2D<float4>(t, x, y);
    (void)unorm;
}

static unsigned fnv(unsigned h, unsigned v)
{
    for (int i = 0; i < 4; i++)
        h = (h ^ ((v >> (8 * i)) & 255u)) * 16777619u;
    return h;
}

static void run(cudaTextureObject_t t, float4 *d, float4 *h, const char *name, float scale)
{
    sample<<<256, 256>>>(t, d, 0);
    cudaMemcpy(h, d, 65536 * sizeof(float4), cudaMemcpyDeviceToHost);
    printf("%s\n", name);
    unsigned all = 2166136261u;
    int off_one = 0;
    for (int a = 0; a < 256; a++) {
        unsigned row = 2166136261u;
        for (int b = 0; b < 256; b++) {
            float4 v = h[a * 256 + b];
            unsigned w[4] = {(unsigned)(v.x * scale + 0.5f), (unsigned)(v.y * scale + 0.5f),
                             (unsigned)(v.z * scale + 0.5f), (unsigned)(v.w * scale + 0.5f)};
            for (int k = 0; k < 4; k++)
                row = fnv(row, w[k]);
            off_one += w[0] + w[1] + w[2] + w[3] != (unsigned)(scale + 0.5f);
        }
        all = fnv(all, row);
        if (a % 16 == 0)
            printf("  a=%3d: %08x\n", a, row);
    }
    printf("  all: %08x, sums other than 1: %d\n", all, off_one);
    int show[][2] = {{176, 56}, {248, 8}, {1, 1}, {128, 128}, {255, 255}, {3, 85}, {127, 129}, {200, 200}};
    for (int i = 0; i < 8; i++) {
        float4 v = h[show[i][0] * 256 + show[i][1]];
        printf("  (%d,%d): %a %a %a %a\n", show[i][0], show[i][1], v.x, v.y, v.z, v.w);
    }
}

int main()
{
    float4 hf[2][2];
    for (int k = 0; k < 4; k++) {
        float *c = &hf[0][0].x + 4 * k;
        for (int j = 0; j < 4; j++)
            c[j] = j == k;
    }
    cudaChannelFormatDesc cf = cudaCreateChannelDesc<float4>();
    cudaArray_t af;
    cudaMallocArray(&af, &cf, 2, 2);
    cudaMemcpy2DToArray(af, 0, 0, hf, 2 * sizeof(float4), 2 * sizeof(float4), 2, cudaMemcpyHostToDevice);
    cudaResourceDesc r = {};
    r.resType = cudaResourceTypeArray;
    r.res.array.array = af;
    cudaTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t tf;
    cudaCreateTextureObject(&tf, &r, &td, NULL);

    uchar4 hu[2][2];
    for (int k = 0; k < 4; k++) {
        unsigned char *c = &hu[0][0].x + 4 * k;
        for (int j = 0; j < 4; j++)
            c[j] = j == k ? 255 : 0;
    }
    cudaChannelFormatDesc cu = cudaCreateChannelDesc<uchar4>();
    cudaArray_t au;
    cudaMallocArray(&au, &cu, 2, 2);
    cudaMemcpy2DToArray(au, 0, 0, hu, 2 * sizeof(uchar4), 2 * sizeof(uchar4), 2, cudaMemcpyHostToDevice);
    r.res.array.array = au;
    td.readMode = cudaReadModeNormalizedFloat;
    cudaTextureObject_t tu;
    cudaCreateTextureObject(&tu, &r, &td, NULL);

    float4 *d, *h = new float4[65536];
    cudaMalloc(&d, 65536 * sizeof(float4));
    run(tf, d, h, "float4 texels, weights in 256ths:", 256.0f);
    run(tu, d, h, "8-bit normalised texels, in 65535ths:", 65535.0f);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    delete[] h;
    return 0;
}
