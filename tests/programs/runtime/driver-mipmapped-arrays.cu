// Mipmapped arrays through the driver API: cuMipmappedArrayCreate (the levels asked for clamped
// to those an 8 x 8 array has), cuMipmappedArrayGetLevel, each level filled by cuMemcpy2D, and a
// texture object over them read by tex2DLod, with point and linear filtering between levels
// (CUDA Driver API, "Memory Management" and "Texture Object Management"; CUDA C++ Programming
// Guide, "Texture Memory").
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda.h>

#define CHECK(call)                                                                                \
    do {                                                                                           \
        CUresult r_ = (call);                                                                      \
        if (r_ != CUDA_SUCCESS) {                                                                  \
            printf("%s:%d: %s returned %d\n", __FILE__, __LINE__, #call, (int)r_);                 \
            exit(EXIT_FAILURE);                                                                    \
        }                                                                                          \
    } while (0)

__global__ void lods(CUtexObject point, CUtexObject linear, const float *lod, float *p, float *l, int n)
{
    int i = threadIdx.x;
    if (i < n) {
        p[i] = tex2DLod<float>(point, 0.3f, 0.6f, lod[i]);
        l[i] = tex2DLod<float>(linear, 0.3f, 0.6f, lod[i]);
    }
}

int main()
{
    CUdevice dev;
    CUcontext ctx;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&dev, 0));
    CHECK(cuCtxCreate(&ctx, (CUctxCreateParams *)0, 0, dev));

    CUDA_ARRAY3D_DESCRIPTOR d;
    memset(&d, 0, sizeof d);
    d.Width = 8;
    d.Height = 8;
    d.Format = CU_AD_FORMAT_FLOAT;
    d.NumChannels = 1;
    CUmipmappedArray mip;
    CHECK(cuMipmappedArrayCreate(&mip, &d, 10)); // an 8 x 8 array has 4 levels
    int levels = 0;
    for (;;) {
        CUarray level;
        CUresult r = cuMipmappedArrayGetLevel(&level, mip, levels);
        if (r != CUDA_SUCCESS) {
            printf("cuMipmappedArrayGetLevel(%d): %d\n", levels, (int)r);
            break;
        }
        CUDA_ARRAY_DESCRIPTOR ad;
        CHECK(cuArrayGetDescriptor(&ad, level));
        printf("level %d: %zu x %zu, %u channel\n", levels, ad.Width, ad.Height, ad.NumChannels);
        // every texel of level L is L + 1
        float texels[64];
        for (int i = 0; i < 64; i++)
            texels[i] = (float)(levels + 1);
        CUDA_MEMCPY2D cp;
        memset(&cp, 0, sizeof cp);
        cp.srcMemoryType = CU_MEMORYTYPE_HOST;
        cp.srcHost = texels;
        cp.srcPitch = ad.Width * sizeof(float);
        cp.dstMemoryType = CU_MEMORYTYPE_ARRAY;
        cp.dstArray = level;
        cp.WidthInBytes = ad.Width * sizeof(float);
        cp.Height = ad.Height;
        CHECK(cuMemcpy2D(&cp));
        levels++;
    }

    CUDA_RESOURCE_DESC rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
    rd.res.mipmap.hMipmappedArray = mip;
    CUDA_TEXTURE_DESC td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = td.addressMode[1] = CU_TR_ADDRESS_MODE_CLAMP;
    td.filterMode = CU_TR_FILTER_MODE_POINT;
    td.mipmapFilterMode = CU_TR_FILTER_MODE_POINT;
    td.flags = CU_TRSF_NORMALIZED_COORDINATES;
    td.maxMipmapLevelClamp = 3.0f;
    CUtexObject point, linear;
    CHECK(cuTexObjectCreate(&point, &rd, &td, (CUDA_RESOURCE_VIEW_DESC *)0));
    td.mipmapFilterMode = CU_TR_FILTER_MODE_LINEAR;
    td.maxMipmapLevelClamp = 2.0f;
    CHECK(cuTexObjectCreate(&linear, &rd, &td, (CUDA_RESOURCE_VIEW_DESC *)0));
    CUDA_RESOURCE_DESC back;
    CHECK(cuTexObjectGetResourceDesc(&back, linear));
    printf("resource: type %d, the same mipmapped array %d\n", (int)back.resType,
           back.res.mipmap.hMipmappedArray == mip);

    const int n = 7;
    float lod[n] = {0.0f, 1.0f, 2.0f, 3.0f, 5.0f, 0.5f, 1.25f};
    CUdeviceptr dlod, dp, dl;
    CHECK(cuMemAlloc(&dlod, sizeof lod));
    CHECK(cuMemAlloc(&dp, sizeof lod));
    CHECK(cuMemAlloc(&dl, sizeof lod));
    CHECK(cuMemcpyHtoD(dlod, lod, sizeof lod));
    lods<<<1, 32>>>(point, linear, (const float *)dlod, (float *)dp, (float *)dl, n);
    CHECK(cuCtxSynchronize());
    float p[n], l[n];
    CHECK(cuMemcpyDtoH(p, dp, sizeof p));
    CHECK(cuMemcpyDtoH(l, dl, sizeof l));
    for (int i = 0; i < 5; i++) // whole levels of detail: the level itself, up to the clamp
        printf("lod %.2f: point %.4f, linear %.4f\n", lod[i], p[i], l[i]);
    // between levels: linear filtering blends the two (by the fraction, in 256ths)
    for (int i = 5; i < n; i++)
        printf("lod %.2f: linear %.4f\n", lod[i], l[i]);

    CHECK(cuTexObjectDestroy(point));
    CHECK(cuTexObjectDestroy(linear));
    CHECK(cuMipmappedArrayDestroy(mip));
    CHECK(cuMemFree(dlod));
    CHECK(cuMemFree(dp));
    CHECK(cuMemFree(dl));
    CHECK(cuCtxDestroy(ctx));
    return 0;
}
