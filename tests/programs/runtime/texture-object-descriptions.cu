// What a texture or surface object was made from, read back: cudaGetTextureObjectResourceDesc,
// cudaGetTextureObjectTextureDesc and cudaGetSurfaceObjectResourceDesc, for objects over a CUDA
// array, linear memory and pitched memory (CUDA Runtime API, "Texture Object Management" and
// "Surface Object Management"), then a fetch through each object, which the descriptions must
// not disturb.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define CHECK(call)                                                                                \
    do {                                                                                           \
        cudaError_t e_ = (call);                                                                   \
        if (e_ != cudaSuccess) {                                                                   \
            printf("%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));          \
            exit(EXIT_FAILURE);                                                                    \
        }                                                                                          \
    } while (0)

__global__ void fetch(cudaTextureObject_t arr, cudaTextureObject_t lin, cudaTextureObject_t pit,
                      cudaSurfaceObject_t surf, float *out)
{
    float4 a = tex2D<float4>(arr, 0.4375f, 0.625f); // texel (3, 2) of 8 x 4 at its centre, normalised
    out[0] = a.x;
    out[1] = a.w;
    out[2] = tex1Dfetch<float>(lin, 5);
    out[3] = tex2D<float>(pit, 2.5f, 1.5f);
    uchar4 s;
    surf2Dread(&s, surf, 3 * 4, 2);
    out[4] = s.y;
}

static void channels(const char *what, cudaChannelFormatDesc d)
{
    printf("  %s: %d %d %d %d, kind %d\n", what, d.x, d.y, d.z, d.w, (int)d.f);
}

int main()
{
    // an 8 x 4 array of uchar4: texel (x, y) = (x + 10 y, 1, 2, 200)
    cudaChannelFormatDesc c4 = cudaCreateChannelDesc<uchar4>();
    cudaArray_t arr;
    CHECK(cudaMallocArray(&arr, &c4, 8, 4, cudaArraySurfaceLoadStore));
    uchar4 texels[32];
    for (int i = 0; i < 32; i++)
        texels[i] = make_uchar4((unsigned char)(i % 8 + 10 * (i / 8)), 1, 2, 200);
    CHECK(cudaMemcpy2DToArray(arr, 0, 0, texels, 8 * sizeof(uchar4), 8 * sizeof(uchar4), 4, cudaMemcpyHostToDevice));
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = arr;
    cudaTextureDesc t;
    memset(&t, 0, sizeof t);
    t.addressMode[0] = cudaAddressModeWrap;
    t.addressMode[1] = cudaAddressModeMirror;
    t.filterMode = cudaFilterModePoint;
    t.readMode = cudaReadModeNormalizedFloat;
    t.normalizedCoords = 1;
    t.borderColor[0] = 0.25f;
    t.borderColor[3] = 1.0f;
    cudaTextureObject_t tarr;
    CHECK(cudaCreateTextureObject(&tarr, &r, &t, 0));
    cudaSurfaceObject_t surf;
    CHECK(cudaCreateSurfaceObject(&surf, &r));

    // 16 floats of linear memory, and a 4 x 3 pitched image of floats
    float lin[16], img[12];
    for (int i = 0; i < 16; i++)
        lin[i] = 0.5f * i;
    for (int i = 0; i < 12; i++)
        img[i] = 100.0f + i;
    float *dlin, *dimg;
    size_t pitch;
    CHECK(cudaMalloc(&dlin, sizeof lin));
    CHECK(cudaMemcpy(dlin, lin, sizeof lin, cudaMemcpyHostToDevice));
    CHECK(cudaMallocPitch(&dimg, &pitch, 4 * sizeof(float), 3));
    CHECK(cudaMemcpy2D(dimg, pitch, img, 4 * sizeof(float), 4 * sizeof(float), 3, cudaMemcpyHostToDevice));
    cudaResourceDesc rl;
    memset(&rl, 0, sizeof rl);
    rl.resType = cudaResourceTypeLinear;
    rl.res.linear.devPtr = dlin;
    rl.res.linear.desc = cudaCreateChannelDesc<float>();
    rl.res.linear.sizeInBytes = sizeof lin;
    cudaTextureDesc tl;
    memset(&tl, 0, sizeof tl);
    tl.readMode = cudaReadModeElementType;
    cudaTextureObject_t tlin;
    CHECK(cudaCreateTextureObject(&tlin, &rl, &tl, 0));
    cudaResourceDesc rp;
    memset(&rp, 0, sizeof rp);
    rp.resType = cudaResourceTypePitch2D;
    rp.res.pitch2D.devPtr = dimg;
    rp.res.pitch2D.desc = cudaCreateChannelDesc<float>();
    rp.res.pitch2D.width = 4;
    rp.res.pitch2D.height = 3;
    rp.res.pitch2D.pitchInBytes = pitch;
    tl.addressMode[0] = tl.addressMode[1] = cudaAddressModeClamp;
    tl.filterMode = cudaFilterModeLinear;
    cudaTextureObject_t tpit;
    CHECK(cudaCreateTextureObject(&tpit, &rp, &tl, 0));

    cudaResourceDesc back;
    cudaTextureDesc tback;
    CHECK(cudaGetTextureObjectResourceDesc(&back, tarr));
    printf("array texture: type %d, the same array %d\n", (int)back.resType, back.res.array.array == arr);
    CHECK(cudaGetTextureObjectTextureDesc(&tback, tarr));
    // (not the border colour: with no address mode cudaAddressModeBorder, an H100 does not
    // write it back)
    printf("  address %d %d, filter %d, read mode %d, normalised %d\n", (int)tback.addressMode[0],
           (int)tback.addressMode[1], (int)tback.filterMode, (int)tback.readMode, tback.normalizedCoords);
    CHECK(cudaGetSurfaceObjectResourceDesc(&back, surf));
    printf("surface: type %d, the same array %d\n", (int)back.resType, back.res.array.array == arr);
    CHECK(cudaGetTextureObjectResourceDesc(&back, tlin));
    printf("linear texture: type %d, the same pointer %d, %zu bytes\n", (int)back.resType,
           back.res.linear.devPtr == dlin, back.res.linear.sizeInBytes);
    channels("channels", back.res.linear.desc);
    CHECK(cudaGetTextureObjectTextureDesc(&tback, tlin));
    printf("  filter %d, read mode %d, normalised %d\n", (int)tback.filterMode, (int)tback.readMode,
           tback.normalizedCoords);
    CHECK(cudaGetTextureObjectResourceDesc(&back, tpit));
    printf("pitched texture: type %d, the same pointer %d, %zu x %zu, the same pitch %d\n", (int)back.resType,
           back.res.pitch2D.devPtr == dimg, back.res.pitch2D.width, back.res.pitch2D.height,
           back.res.pitch2D.pitchInBytes == pitch);
    channels("channels", back.res.pitch2D.desc);
    CHECK(cudaGetTextureObjectTextureDesc(&tback, tpit));
    printf("  address %d %d, filter %d\n", (int)tback.addressMode[0], (int)tback.addressMode[1],
           (int)tback.filterMode);
    printf("no description to fill: %d; object 0: %d\n", (int)cudaGetTextureObjectResourceDesc(0, tarr),
           (int)cudaGetTextureObjectTextureDesc(&tback, 0));
    int last = (int)cudaGetLastError();
    printf("last error %d, then %d\n", last, (int)cudaGetLastError());

    float *dout, out[5];
    CHECK(cudaMalloc(&dout, sizeof out));
    fetch<<<1, 1>>>(tarr, tlin, tpit, surf, dout);
    CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
    printf("fetched: %.6f %.6f %.2f %.2f %.0f\n", out[0], out[1], out[2], out[3], out[4]);
    CHECK(cudaDestroyTextureObject(tarr));
    CHECK(cudaDestroyTextureObject(tlin));
    CHECK(cudaDestroyTextureObject(tpit));
    CHECK(cudaDestroySurfaceObject(surf));
    CHECK(cudaFreeArray(arr));
    CHECK(cudaFree(dlin));
    CHECK(cudaFree(dimg));
    CHECK(cudaFree(dout));
    return 0;
}
