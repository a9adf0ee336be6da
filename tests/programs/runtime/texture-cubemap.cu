// Cubemap textures and layered surfaces (CUDA C++ Programming Guide, "Cubemap Textures" and
// "Surface Memory"): a cubemap array of six 4x4 faces made by cudaMalloc3DArray with
// cudaArrayCubemap, each texel holding face * 100 + y * 10 + x. texCubemap picks the face of the
// direction's coordinate of largest magnitude and reads the point the guide's table "Cubemap
// Fetch" gives; the directions below are those NVIDIA's simpleCubemapTexture sample uses to read
// each face's texels back in place, and two more worked by hand from the table. A layered
// cubemap reads layer * 6 + face; surfCubemapwrite and surf2DLayeredwrite store at (x, y, face
// or layer). A cubemap whose faces are not square, or not six, is cudaErrorInvalidValue.
#include <cstdio>

#define W 4

__global__ void faces(cudaTextureObject_t t, float *o, int layer)
{
    int x = threadIdx.x, y = threadIdx.y;
    float u = (x + 0.5f) / W * 2.f - 1.f, v = (y + 0.5f) / W * 2.f - 1.f;
    float d[6][3] = {{1, -v, -u}, {-1, -v, u}, {u, 1, v}, {u, -1, -v}, {u, -v, 1}, {-u, -v, -1}};
    for (int f = 0; f < 6; f++)
        o[(f * W + y) * W + x] = layer < 0 ? texCubemap<float>(t, d[f][0], d[f][1], d[f][2])
                                           : texCubemapLayered<float>(t, d[f][0], d[f][1], d[f][2], layer);
}

__global__ void oblique(cudaTextureObject_t t, float *o)
{
    o[0] = texCubemap<float>(t, 0.3f, -2.0f, 0.5f);  // -y face: s = x, t = -z, m = 2
    o[1] = texCubemap<float>(t, -0.9f, 0.2f, -3.0f); // -z face: s = -x, t = -y, m = 3
}

__global__ void writes(cudaSurfaceObject_t cube, cudaSurfaceObject_t layered)
{
    int x = threadIdx.x, y = threadIdx.y;
    surfCubemapwrite(1000.0f + y * 10 + x, cube, x * 4, y, 5);
    surf2DLayeredwrite(2000.0f + y * 10 + x, layered, x * 4, y, 1);
}

static cudaArray_t cubemap(int layers, float *h)
{
    cudaChannelFormatDesc cd = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    unsigned flags = cudaArrayCubemap | (layers > 1 ? cudaArrayLayered : 0);
    cudaMalloc3DArray(&a, &cd, make_cudaExtent(W, W, 6 * layers), flags);
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(h, W * sizeof(float), W, W);
    p.dstArray = a;
    p.extent = make_cudaExtent(W, W, 6 * layers);
    p.kind = cudaMemcpyHostToDevice;
    cudaMemcpy3D(&p);
    return a;
}

static cudaTextureObject_t texture(cudaArray_t a)
{
    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = a;
    cudaTextureDesc td = {};
    td.normalizedCoords = 1;
    cudaTextureObject_t t;
    cudaCreateTextureObject(&t, &rd, &td, NULL);
    return t;
}

static void show(const char *what, const float *o)
{
    printf("%s:\n", what);
    for (int f = 0; f < 6; f++) {
        for (int i = 0; i < W * W; i++)
            printf(" %g", o[f * W * W + i]);
        printf("\n");
    }
}

int main()
{
    static float h[2 * 6 * W * W], o[6 * W * W];
    for (int l = 0; l < 2; l++)
        for (int f = 0; f < 6; f++)
            for (int i = 0; i < W * W; i++)
                h[(l * 6 + f) * W * W + i] = l * 1000 + f * 100 + i / W * 10 + i % W;
    float *d;
    cudaMalloc(&d, sizeof o);
    cudaArray_t a = cubemap(1, h);
    cudaTextureObject_t t = texture(a);
    faces<<<1, dim3(W, W)>>>(t, d, -1);
    cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
    show("texCubemap", o);
    oblique<<<1, 1>>>(t, d);
    cudaMemcpy(o, d, 2 * sizeof(float), cudaMemcpyDeviceToHost);
    printf("oblique: %g %g\n", o[0], o[1]);

    cudaArray_t la = cubemap(2, h);
    cudaTextureObject_t lt = texture(la);
    faces<<<1, dim3(W, W)>>>(lt, d, 1);
    cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
    show("texCubemapLayered, layer 1", o);

    cudaChannelFormatDesc cd = cudaCreateChannelDesc<float>();
    cudaArray_t l2;
    cudaMalloc3DArray(&l2, &cd, make_cudaExtent(W, W, 3), cudaArrayLayered | cudaArraySurfaceLoadStore);
    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeArray;
    cudaSurfaceObject_t cs, ls;
    rd.res.array.array = a;
    cudaCreateSurfaceObject(&cs, &rd);
    rd.res.array.array = l2;
    cudaCreateSurfaceObject(&ls, &rd);
    writes<<<1, dim3(W, W)>>>(cs, ls);
    faces<<<1, dim3(W, W)>>>(t, d, -1);
    cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
    printf("face 5 after surfCubemapwrite:");
    for (int i = 0; i < W * W; i++)
        printf(" %g", o[5 * W * W + i]);
    printf("\n");
    cudaMemcpy3DParms p = {};
    p.srcArray = l2;
    p.srcPos = make_cudaPos(0, 0, 1);
    p.dstPtr = make_cudaPitchedPtr(o, W * sizeof(float), W, W);
    p.extent = make_cudaExtent(W, W, 1);
    p.kind = cudaMemcpyDeviceToHost;
    printf("copy back: %s\n", cudaGetErrorString(cudaMemcpy3D(&p)));
    printf("layer 1 after surf2DLayeredwrite:");
    for (int i = 0; i < W * W; i++)
        printf(" %g", o[i]);
    printf("\n");

    cudaArray_t bad;
    printf("not square: %d\n", (int)cudaMalloc3DArray(&bad, &cd, make_cudaExtent(W, W + 1, 6), cudaArrayCubemap));
    printf("five faces: %d\n", (int)cudaMalloc3DArray(&bad, &cd, make_cudaExtent(W, W, 5), cudaArrayCubemap));
    printf("layered, 12 faces: %d\n", (int)cudaMalloc3DArray(&bad, &cd, make_cudaExtent(W, W, 12), cudaArrayCubemap | cudaArrayLayered));
    return 0;
}
