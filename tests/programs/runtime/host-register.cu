// Runtime API: page-locked host memory that kernels use directly (the simpleZeroCopy sample).
// cudaHostRegister pins memory the program allocated itself; cudaHostGetDevicePointer gives
// the address kernels use, which is the host address on a device whose
// cudaDevAttrCanUseHostPointerForRegisteredMem is 1 (the runtime API reference,
// cudaHostRegister/cudaHostGetDevicePointer); a range cannot be registered twice
// (cudaErrorHostMemoryAlreadyRegistered) and cudaHostUnregister takes the base address the
// registration used (cudaErrorHostMemoryNotRegistered otherwise). cudaHostAlloc's
// cudaHostAllocMapped memory is used the same way. The expected output follows from the
// documented semantics; it has not yet been compared with an H200's.
#include <stdio.h>
#include <stdlib.h>

__global__ void fill(int *p, int n, int k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = i * k;
}

static void show(const char *what, cudaError_t e)
{
    printf("%-44s %d %s\n", what, (int)e, cudaGetErrorName(e));
}

int main()
{
    const int n = 1000;
    size_t bytes = n * sizeof(int);
    int attr = -1;
    cudaDeviceGetAttribute(&attr, cudaDevAttrCanUseHostPointerForRegisteredMem, 0);
    printf("canUseHostPointerForRegisteredMem %d\n", attr);
    cudaDeviceGetAttribute(&attr, cudaDevAttrHostRegisterSupported, 0);
    printf("hostRegisterSupported %d\n", attr);

    int *buf = NULL;
    if (posix_memalign((void **)&buf, 4096, 4096 * 2) != 0)
        return 1;
    for (int i = 0; i < n; i++)
        buf[i] = -1;
    show("cudaHostRegister(buf, mapped)", cudaHostRegister(buf, bytes, cudaHostRegisterMapped));
    show("cudaHostRegister(buf) again", cudaHostRegister(buf, bytes, cudaHostRegisterMapped));
    show("cudaHostRegister(buf + 100), overlapping", cudaHostRegister(buf + 100, 64, 0));
    show("cudaHostRegister(NULL)", cudaHostRegister(NULL, 64, 0));

    int *d = NULL;
    show("cudaHostGetDevicePointer(buf)", cudaHostGetDevicePointer((void **)&d, buf, 0));
    printf("device pointer is the host pointer: %d\n", d == buf);
    int *d16 = NULL;
    show("cudaHostGetDevicePointer(buf + 16)", cudaHostGetDevicePointer((void **)&d16, buf + 16, 0));
    printf("device pointer is the host pointer: %d\n", d16 == buf + 16);
    show("cudaHostGetDevicePointer(buf, flags 1)", cudaHostGetDevicePointer((void **)&d16, buf, 1));
    int *plain = (int *)malloc(bytes);
    show("cudaHostGetDevicePointer(malloc'd memory)", cudaHostGetDevicePointer((void **)&d16, plain, 0));

    fill<<<(n + 255) / 256, 256>>>(d, n, 3);
    show("cudaDeviceSynchronize", cudaDeviceSynchronize());
    long sum = 0;
    for (int i = 0; i < n; i++)
        sum += buf[i];
    printf("registered memory written by the kernel: buf[999] %d, sum %ld\n", buf[999], sum);

    show("cudaHostUnregister(buf + 16)", cudaHostUnregister(buf + 16));
    show("cudaHostUnregister(buf)", cudaHostUnregister(buf));
    show("cudaHostUnregister(buf) again", cudaHostUnregister(buf));
    show("cudaHostRegister(buf) after unregistering", cudaHostRegister(buf, bytes, cudaHostRegisterDefault));
    show("cudaHostUnregister(buf)", cudaHostUnregister(buf));

    int *h = NULL;
    show("cudaHostAlloc(mapped)", cudaHostAlloc((void **)&h, bytes, cudaHostAllocMapped));
    show("cudaHostGetDevicePointer(h)", cudaHostGetDevicePointer((void **)&d, h, 0));
    printf("device pointer is the host pointer: %d\n", d == h);
    fill<<<(n + 255) / 256, 256>>>(d, n, 5);
    cudaDeviceSynchronize();
    printf("cudaHostAlloc memory written by the kernel: h[10] %d h[999] %d\n", h[10], h[999]);
    show("cudaFreeHost(h)", cudaFreeHost(h));
    int *h2 = NULL;
    show("cudaHostAlloc(flags 0x10)", cudaHostAlloc((void **)&h2, bytes, 0x10));
    free(plain);
    free(buf);
    return 0;
}
