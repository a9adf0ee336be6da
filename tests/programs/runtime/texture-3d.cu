// A 3D texture (CUDA C++ Programming Guide, "Texture Memory"): a CUDA array made by
// cudaMalloc3DArray and filled by cudaMemcpy3D from pitched host memory, read by tex3D with
// point filtering at texel centres of row 1 of slice 0 (the values written there).
#include <cstdio>
__global__ void k(cudaTextureObject_t t, float *o) { o[threadIdx.x] = tex3D<float>(t, threadIdx.x + 0.5f, 1.5f, 0.5f); }
int main()
{
    float h[2][3][4];
    for (int z = 0; z < 2; z++) for (int y = 0; y < 3; y++) for (int x = 0; x < 4; x++) h[z][y][x] = z * 100 + y * 10 + x;
    cudaChannelFormatDesc cd = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    cudaMalloc3DArray(&a, &cd, make_cudaExtent(4, 3, 2));
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(h, 4 * sizeof(float), 4, 3);
    p.dstArray = a;
    p.extent = make_cudaExtent(4, 3, 2);
    p.kind = cudaMemcpyHostToDevice;
    printf("%s\n", cudaGetErrorString(cudaMemcpy3D(&p)));
    cudaResourceDesc rd = {}; rd.resType = cudaResourceTypeArray; rd.res.array.array = a;
    cudaTextureDesc td = {};
    cudaTextureObject_t t; cudaCreateTextureObject(&t, &rd, &td, NULL);
    float *d, o[4]; cudaMalloc(&d, sizeof o); k<<<1, 4>>>(t, d); cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
    printf("%g %g %g %g\n", o[0], o[1], o[2], o[3]);
}
