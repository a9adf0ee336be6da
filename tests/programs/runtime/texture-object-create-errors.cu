// A texture or surface object that cannot be made: the call's error is also the runtime's last
// error, which cudaGetLastError returns once and then clears (CUDA Runtime API, Error Handling:
// cudaGetLastError returns the last error of a runtime call). A driver call's error is not the
// runtime's last error.
#include <cstdio>
#include <cstring>
#include <cuda.h>
#include <cuda_runtime.h>

int main()
{
    float *d;
    cudaMalloc(&d, 64 * sizeof(float));
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeLinear;
    r.res.linear.devPtr = d;
    r.res.linear.desc = cudaCreateChannelDesc<float>();
    r.res.linear.sizeInBytes = 64 * sizeof(float);
    cudaTextureObject_t t = 0;

    // no texture description
    int e = cudaCreateTextureObject(&t, &r, NULL, NULL);
    int last = cudaGetLastError();
    int again = cudaGetLastError();
    printf("texture without a description: %d, last error %d, then %d\n", e, last, again);

    // no resource description for a surface
    cudaSurfaceObject_t s = 0;
    e = cudaCreateSurfaceObject(&s, NULL);
    last = cudaGetLastError();
    printf("surface without a resource: %d, last error %d\n", e, last);

    // a good one: nothing to report
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.readMode = cudaReadModeElementType;
    e = cudaCreateTextureObject(&t, &r, &td, NULL);
    last = cudaGetLastError();
    printf("texture over linear memory: %d, last error %d\n", e, last);
    cudaDestroyTextureObject(t);

    // the driver's refusal is its own
    cuInit(0);
    CUtexObject ct = 0;
    CUDA_TEXTURE_DESC ctd;
    memset(&ctd, 0, sizeof ctd);
    int ce = cuTexObjectCreate(&ct, NULL, &ctd, NULL);
    last = cudaGetLastError();
    printf("driver texture without a resource: %d, runtime's last error %d\n", ce, last);
    cudaFree(d);
    return 0;
}
