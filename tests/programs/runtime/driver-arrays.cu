// The driver API's CUDA arrays: cuArray3DCreate and cuArrayCreate with a CUarray_format and
// NumChannels, their descriptors read back, a surface object of one written by a kernel
// (surf2Dwrite: x in bytes), cuMemcpy2D and cuMemcpy3D between host memory, device memory and
// arrays, and a CUarray cast to a cudaArray_t for the runtime's texture objects (CUDA Driver
// API, "Memory Management" and "Surface Object Management"; CUDA C++ Programming Guide,
// "Surface Memory").
#include <cstdio>
#include <cstring>
#include <cuda.h>

__global__ void fill(cudaSurfaceObject_t s, int w, int h)
{
    int x = threadIdx.x, y = threadIdx.y;
    if (x < w && y < h)
        surf2Dwrite(make_ushort2((unsigned short)(x + 10 * y), (unsigned short)(100 + y)), s, x * 4, y);
}

__global__ void fetch(cudaTextureObject_t t, float *out, int w, int h)
{
    int x = threadIdx.x, y = threadIdx.y;
    if (x < w && y < h)
        out[y * w + x] = tex2D<float>(t, x + 0.5f, y + 0.5f);
}

static const char *fmt(CUarray_format f)
{
    switch (f) {
    case CU_AD_FORMAT_UNSIGNED_INT16: return "UNSIGNED_INT16";
    case CU_AD_FORMAT_FLOAT: return "FLOAT";
    case CU_AD_FORMAT_SIGNED_INT8: return "SIGNED_INT8";
    default: return "other";
    }
}

int main()
{
    cuInit(0);
    CUdevice dev;
    CUcontext ctx;
    cuDeviceGet(&dev, 0);
    cuDevicePrimaryCtxRetain(&ctx, dev);
    cuCtxSetCurrent(ctx);

    // a 5 x 3 array of two 16-bit channels, for surface loads and stores
    const int w = 5, h = 3;
    CUDA_ARRAY3D_DESCRIPTOR d3;
    memset(&d3, 0, sizeof d3);
    d3.Width = w;
    d3.Height = h;
    d3.Depth = 0;
    d3.Format = CU_AD_FORMAT_UNSIGNED_INT16;
    d3.NumChannels = 2;
    d3.Flags = CUDA_ARRAY3D_SURFACE_LDST;
    CUarray arr;
    printf("cuArray3DCreate: %d\n", (int)cuArray3DCreate(&arr, &d3));
    CUDA_ARRAY_DESCRIPTOR d2;
    CUDA_ARRAY3D_DESCRIPTOR q3;
    printf("cuArrayGetDescriptor: %d", (int)cuArrayGetDescriptor(&d2, arr));
    printf(" -> %zu x %zu, %s, %u channels\n", d2.Width, d2.Height, fmt(d2.Format), d2.NumChannels);
    printf("cuArray3DGetDescriptor: %d", (int)cuArray3DGetDescriptor(&q3, arr));
    printf(" -> %zu x %zu x %zu, %s, %u channels, flags %u\n", q3.Width, q3.Height, q3.Depth, fmt(q3.Format),
           q3.NumChannels, q3.Flags);

    CUDA_RESOURCE_DESC rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = CU_RESOURCE_TYPE_ARRAY;
    rd.res.array.hArray = arr;
    CUsurfObject surf;
    printf("cuSurfObjectCreate: %d\n", (int)cuSurfObjectCreate(&surf, &rd));
    fill<<<1, dim3(8, 4)>>>(surf, w, h);
    printf("kernel: %d\n", (int)cuCtxSynchronize());

    // the whole array to host rows of 32 bytes (the last 12 of each row left as they were)
    unsigned short host[3][16];
    for (int y = 0; y < h; y++)
        for (int i = 0; i < 16; i++)
            host[y][i] = 0xeeee;
    CUDA_MEMCPY2D c;
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_ARRAY;
    c.srcArray = arr;
    c.dstMemoryType = CU_MEMORYTYPE_HOST;
    c.dstHost = host;
    c.dstPitch = sizeof host[0];
    c.WidthInBytes = w * 4;
    c.Height = h;
    printf("cuMemcpy2D array -> host: %d\n", (int)cuMemcpy2D(&c));
    for (int y = 0; y < h; y++) {
        for (int i = 0; i < 12; i++)
            printf(" %u", host[y][i]);
        printf("\n");
    }

    // a 2 x 2 block of host elements into the array at element (2, 1), then the array to
    // device memory (pitch 24) and back
    unsigned short block[2][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_HOST;
    c.srcHost = block;
    c.srcPitch = sizeof block[0];
    c.dstMemoryType = CU_MEMORYTYPE_ARRAY;
    c.dstArray = arr;
    c.dstXInBytes = 2 * 4;
    c.dstY = 1;
    c.WidthInBytes = 2 * 4;
    c.Height = 2;
    printf("cuMemcpy2D host -> array (2, 1): %d\n", (int)cuMemcpy2D(&c));
    CUdeviceptr dmem;
    cuMemAlloc(&dmem, 24 * h);
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_ARRAY;
    c.srcArray = arr;
    c.dstMemoryType = CU_MEMORYTYPE_DEVICE;
    c.dstDevice = dmem;
    c.dstPitch = 24;
    c.WidthInBytes = w * 4;
    c.Height = h;
    printf("cuMemcpy2D array -> device: %d\n", (int)cuMemcpy2D(&c));
    unsigned short back[3][12];
    cuMemcpyDtoH(back, dmem, sizeof back);
    for (int y = 0; y < h; y++) {
        for (int i = 0; i < w * 2; i++)
            printf(" %u", back[y][i]);
        printf("\n");
    }
    // a copy that leaves the array (rows 2 and 3 of 3)
    c.srcY = 2;
    c.Height = 2;
    printf("cuMemcpy2D past the last row: %d (CUDA_ERROR_INVALID_VALUE %d)\n", (int)cuMemcpy2D(&c),
           (int)CUDA_ERROR_INVALID_VALUE);

    // a 4 x 2 float array (cuArrayCreate) read by a texture object of the runtime
    CUDA_ARRAY_DESCRIPTOR fd;
    fd.Width = 4;
    fd.Height = 2;
    fd.Format = CU_AD_FORMAT_FLOAT;
    fd.NumChannels = 1;
    CUarray farr;
    printf("cuArrayCreate: %d\n", (int)cuArrayCreate(&farr, &fd));
    float fv[2][4] = {{0.5f, 1.5f, 2.5f, 3.5f}, {-1, -2, -3, -4}};
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_HOST;
    c.srcHost = fv;
    c.srcPitch = sizeof fv[0];
    c.dstMemoryType = CU_MEMORYTYPE_ARRAY;
    c.dstArray = farr;
    c.WidthInBytes = sizeof fv[0];
    c.Height = 2;
    printf("cuMemcpy2D host -> float array: %d\n", (int)cuMemcpy2D(&c));
    cudaResourceDesc res;
    memset(&res, 0, sizeof res);
    res.resType = cudaResourceTypeArray;
    res.res.array.array = (cudaArray_t)farr;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModePoint;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t tex;
    printf("cudaCreateTextureObject of the CUarray: %d\n", (int)cudaCreateTextureObject(&tex, &res, &td, 0));
    float *out;
    cudaMalloc(&out, 8 * sizeof(float));
    fetch<<<1, dim3(4, 2)>>>(tex, out, 4, 2);
    float fo[8];
    cudaMemcpy(fo, out, sizeof fo, cudaMemcpyDeviceToHost);
    printf("tex2D:");
    for (int i = 0; i < 8; i++)
        printf(" %g", fo[i]);
    printf("\n");
    cudaChannelFormatDesc cd;
    cudaExtent ext;
    unsigned int flags;
    cudaArrayGetInfo(&cd, &ext, &flags, (cudaArray_t)farr);
    printf("cudaArrayGetInfo: %d %d %d %d kind %d, %zu x %zu x %zu\n", cd.x, cd.y, cd.z, cd.w, (int)cd.f, ext.width,
           ext.height, ext.depth);

    // a 3 x 2 x 2 array of signed bytes, four channels: cuMemcpy3D in and out
    CUDA_ARRAY3D_DESCRIPTOR b3;
    memset(&b3, 0, sizeof b3);
    b3.Width = 3;
    b3.Height = 2;
    b3.Depth = 2;
    b3.Format = CU_AD_FORMAT_SIGNED_INT8;
    b3.NumChannels = 4;
    CUarray barr;
    printf("cuArray3DCreate 3D: %d\n", (int)cuArray3DCreate(&barr, &b3));
    signed char cube[2][2][12], cube2[2][2][16];
    for (int i = 0; i < 48; i++)
        (&cube[0][0][0])[i] = (signed char)(i * 5 - 100);
    memset(cube2, 0, sizeof cube2);
    CUDA_MEMCPY3D m;
    memset(&m, 0, sizeof m);
    m.srcMemoryType = CU_MEMORYTYPE_HOST;
    m.srcHost = cube;
    m.srcPitch = 12;
    m.srcHeight = 2;
    m.dstMemoryType = CU_MEMORYTYPE_ARRAY;
    m.dstArray = barr;
    m.WidthInBytes = 12;
    m.Height = 2;
    m.Depth = 2;
    printf("cuMemcpy3D host -> array: %d\n", (int)cuMemcpy3D(&m));
    // slice 1 only, into rows of 16 bytes
    memset(&m, 0, sizeof m);
    m.srcMemoryType = CU_MEMORYTYPE_ARRAY;
    m.srcArray = barr;
    m.srcZ = 1;
    m.dstMemoryType = CU_MEMORYTYPE_HOST;
    m.dstHost = cube2;
    m.dstPitch = 16;
    m.dstHeight = 2;
    m.WidthInBytes = 12;
    m.Height = 2;
    m.Depth = 1;
    printf("cuMemcpy3D array slice 1 -> host: %d\n", (int)cuMemcpy3D(&m));
    for (int y = 0; y < 2; y++) {
        for (int i = 0; i < 16; i++)
            printf(" %d", cube2[0][y][i]);
        printf("\n");
    }
    CUDA_ARRAY3D_DESCRIPTOR q;
    cuArray3DGetDescriptor(&q, barr);
    printf("3D descriptor: %zu x %zu x %zu, %s, %u channels\n", q.Width, q.Height, q.Depth, fmt(q.Format),
           q.NumChannels);

    // what cuArrayCreate refuses: three channels, a format that is none
    CUDA_ARRAY_DESCRIPTOR bad = fd;
    bad.NumChannels = 3;
    CUarray none;
    printf("3 channels: %d\n", (int)cuArrayCreate(&none, &bad));
    bad.NumChannels = 1;
    bad.Format = (CUarray_format)0x05;
    printf("format 0x05: %d\n", (int)cuArrayCreate(&none, &bad));

    cudaDestroyTextureObject(tex);
    cuSurfObjectDestroy(surf);
    printf("destroy: %d %d %d\n", (int)cuArrayDestroy(arr), (int)cuArrayDestroy(farr), (int)cuArrayDestroy(barr));
    cuMemFree(dmem);
    cudaFree(out);
    cuDevicePrimaryCtxRelease(dev);
    return 0;
}
