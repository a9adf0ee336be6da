// Texture objects through the driver API, as NVIDIA's simpleTextureDrv makes them: a CUarray
// filled by cuMemcpy2D, cuTexObjectCreate with a CUDA_RESOURCE_DESC and a CUDA_TEXTURE_DESC
// (point and linear filtering, clamped addresses), and linear memory from cuMemAlloc read by
// tex1Dfetch: 8-bit texels as floats in [0, 1] by default, as integers with
// CU_TRSF_READ_AS_INTEGER. cuTexObjectGetResourceDesc and cuTexObjectGetTextureDesc give back
// what the object was made from (CUDA Driver API, "Texture Object Management"; CUDA C++
// Programming Guide, "Texture Memory" and the appendix "Texture Fetching").
#include <cmath>
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

// each thread reads texel (x, y) at its centre, and halfway to the next one in x
__global__ void sample2D(CUtexObject point, CUtexObject linear, float *out, float *mid, int w, int h)
{
    int x = threadIdx.x, y = threadIdx.y;
    if (x < w && y < h) {
        out[y * w + x] = tex2D<float>(point, x + 0.5f, y + 0.5f);
        mid[y * w + x] = tex2D<float>(linear, x + 1.0f, y + 0.5f);
    }
}

__global__ void fetch1D(CUtexObject normalized, CUtexObject integer, float *f, unsigned int *u, int n)
{
    int i = threadIdx.x;
    if (i < n + 2) { // two past the end: a linear resource reads zeros there
        f[i] = tex1Dfetch<float>(normalized, i);
        u[i] = tex1Dfetch<unsigned char>(integer, i);
    }
}

int main()
{
    CUdevice dev;
    CUcontext ctx;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&dev, 0));
    CHECK(cuCtxCreate(&ctx, (CUctxCreateParams *)0, 0, dev));

    // a 6 x 4 float array: texel (x, y) = 10 y + x
    const int w = 6, h = 4;
    float img[w * h];
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            img[y * w + x] = (float)(10 * y + x);
    CUDA_ARRAY_DESCRIPTOR ad;
    memset(&ad, 0, sizeof ad);
    ad.Width = w;
    ad.Height = h;
    ad.Format = CU_AD_FORMAT_FLOAT;
    ad.NumChannels = 1;
    CUarray arr;
    CHECK(cuArrayCreate(&arr, &ad));
    CUDA_MEMCPY2D cp;
    memset(&cp, 0, sizeof cp);
    cp.srcMemoryType = CU_MEMORYTYPE_HOST;
    cp.srcHost = img;
    cp.srcPitch = w * sizeof(float);
    cp.dstMemoryType = CU_MEMORYTYPE_ARRAY;
    cp.dstArray = arr;
    cp.WidthInBytes = w * sizeof(float);
    cp.Height = h;
    CHECK(cuMemcpy2D(&cp));

    CUDA_RESOURCE_DESC rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = CU_RESOURCE_TYPE_ARRAY;
    rd.res.array.hArray = arr;
    CUDA_TEXTURE_DESC td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = CU_TR_ADDRESS_MODE_CLAMP;
    td.addressMode[1] = CU_TR_ADDRESS_MODE_CLAMP;
    td.filterMode = CU_TR_FILTER_MODE_POINT;
    td.flags = CU_TRSF_READ_AS_INTEGER;
    CUtexObject point, linear;
    CHECK(cuTexObjectCreate(&point, &rd, &td, (CUDA_RESOURCE_VIEW_DESC *)0));
    td.filterMode = CU_TR_FILTER_MODE_LINEAR;
    td.flags = 0;
    CHECK(cuTexObjectCreate(&linear, &rd, &td, (CUDA_RESOURCE_VIEW_DESC *)0));

    CUdeviceptr dout, dmid;
    CHECK(cuMemAlloc(&dout, sizeof img));
    CHECK(cuMemAlloc(&dmid, sizeof img));
    sample2D<<<1, dim3(w, h)>>>(point, linear, (float *)dout, (float *)dmid, w, h);
    CHECK(cuCtxSynchronize());
    float out[w * h], mid[w * h];
    CHECK(cuMemcpyDtoH(out, dout, sizeof out));
    CHECK(cuMemcpyDtoH(mid, dmid, sizeof mid));
    int errors = 0;
    printf("tex2D, point, at the centres, and linear, halfway to the next texel:\n");
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++)
            printf(" %4.1f", out[y * w + x]);
        printf("   |");
        for (int x = 0; x < w; x++)
            printf(" %4.1f", mid[y * w + x]);
        printf("\n");
        for (int x = 0; x < w; x++) {
            int x1 = x + 1 < w ? x + 1 : w - 1; // clamped
            errors += out[y * w + x] != img[y * w + x];
            errors += mid[y * w + x] != 0.5f * (img[y * w + x] + img[y * w + x1]);
        }
    }

    CUDA_RESOURCE_DESC back;
    CUDA_TEXTURE_DESC tback;
    CHECK(cuTexObjectGetResourceDesc(&back, linear));
    printf("resource: type %d, the same array %d\n", (int)back.resType, back.res.array.hArray == arr);
    CHECK(cuTexObjectGetTextureDesc(&tback, point));
    printf("point: filter %d, address %d %d, flags %#x\n", (int)tback.filterMode, (int)tback.addressMode[0],
           (int)tback.addressMode[1], tback.flags);
    CHECK(cuTexObjectGetTextureDesc(&tback, linear));
    printf("linear: filter %d, flags %#x\n", (int)tback.filterMode, tback.flags);

    // linear memory: 10 bytes, one 8-bit channel
    const int n = 10;
    unsigned char bytes[n];
    for (int i = 0; i < n; i++)
        bytes[i] = (unsigned char)(i * 51 / 2);
    CUdeviceptr dbytes;
    CHECK(cuMemAlloc(&dbytes, n));
    CHECK(cuMemcpyHtoD(dbytes, bytes, n));
    memset(&rd, 0, sizeof rd);
    rd.resType = CU_RESOURCE_TYPE_LINEAR;
    rd.res.linear.devPtr = dbytes;
    rd.res.linear.format = CU_AD_FORMAT_UNSIGNED_INT8;
    rd.res.linear.numChannels = 1;
    rd.res.linear.sizeInBytes = n;
    memset(&td, 0, sizeof td);
    CUtexObject asfloat, asint;
    CHECK(cuTexObjectCreate(&asfloat, &rd, &td, (CUDA_RESOURCE_VIEW_DESC *)0));
    td.flags = CU_TRSF_READ_AS_INTEGER;
    CHECK(cuTexObjectCreate(&asint, &rd, &td, (CUDA_RESOURCE_VIEW_DESC *)0));
    CUdeviceptr df, du;
    CHECK(cuMemAlloc(&df, (n + 2) * sizeof(float)));
    CHECK(cuMemAlloc(&du, (n + 2) * sizeof(unsigned int)));
    fetch1D<<<1, 32>>>(asfloat, asint, (float *)df, (unsigned int *)du, n);
    CHECK(cuCtxSynchronize());
    float f[n + 2];
    unsigned int u[n + 2];
    CHECK(cuMemcpyDtoH(f, df, sizeof f));
    CHECK(cuMemcpyDtoH(u, du, sizeof u));
    printf("tex1Dfetch of 8-bit texels (the last two past the end):\n");
    for (int i = 0; i < n + 2; i++) {
        printf(" %3u %.6f\n", u[i], f[i]);
        unsigned int want = i < n ? bytes[i] : 0;
        errors += u[i] != want;
        errors += fabsf(f[i] - (float)want / 255.0f) > 1e-6f;
    }
    CHECK(cuTexObjectGetResourceDesc(&back, asint));
    printf("resource: type %d, the same pointer %d, format %#x, %u channel, %zu bytes\n", (int)back.resType,
           back.res.linear.devPtr == dbytes, (unsigned)back.res.linear.format, back.res.linear.numChannels,
           back.res.linear.sizeInBytes);

    // no resource description; an object that was never made
    printf("cuTexObjectCreate without a resource: %d\n", (int)cuTexObjectCreate(&asint, (CUDA_RESOURCE_DESC *)0, &td,
                                                                                (CUDA_RESOURCE_VIEW_DESC *)0));
    printf("cuTexObjectGetResourceDesc of object 0: %d\n", (int)cuTexObjectGetResourceDesc(&back, 0));

    CHECK(cuTexObjectDestroy(point));
    CHECK(cuTexObjectDestroy(linear));
    CHECK(cuTexObjectDestroy(asfloat));
    CHECK(cuTexObjectDestroy(asint));
    CHECK(cuArrayDestroy(arr));
    CHECK(cuMemFree(dout));
    CHECK(cuMemFree(dmid));
    CHECK(cuMemFree(dbytes));
    CHECK(cuMemFree(df));
    CHECK(cuMemFree(du));
    CHECK(cuCtxDestroy(ctx));
    printf("%s\n", errors == 0 ? "Test passed" : "Test failed");
    return errors == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
