// The driver API's virtual memory management (CUDA C++ Programming Guide, "Virtual Memory
// Management"): an address range reserved with cuMemAddressReserve, allocations made with
// cuMemCreate and mapped into it with cuMemMap, access set with cuMemSetAccess, then used by
// copies and a kernel as any device memory; an allocation unmapped and mapped again elsewhere
// keeps its bytes; sizes must be multiples of the granularity (2 MiB on an H200). Mapping one
// allocation at two addresses at once is refused (cudarepl gives an allocation one address).
#include <cuda.h>
#include <cstdio>

__global__ void inc(int *p, size_t n)
{
    for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        p[i] += 1;
}

int main()
{
    cuInit(0);
    CUcontext ctx; /* cuInit makes no context current: the primary one, made current */
    cuDevicePrimaryCtxRetain(&ctx, 0);
    cuCtxSetCurrent(ctx);
    CUdevice dev;
    cuDeviceGet(&dev, 0);
    int vmm = 0, comp = 0;
    cuDeviceGetAttribute(&vmm, CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED, dev);
    cuDeviceGetAttribute(&comp, CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED, dev);
    printf("vmm %d compression %d\n", vmm, comp);

    CUmemAllocationProp prop = {};
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = dev;
    size_t g = 0, rg = 0;
    cuMemGetAllocationGranularity(&g, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM);
    cuMemGetAllocationGranularity(&rg, &prop, CU_MEM_ALLOC_GRANULARITY_RECOMMENDED);
    printf("granularity %zu recommended %zu\n", g, rg);

    CUdeviceptr r;
    printf("reserve %d\n", (int)cuMemAddressReserve(&r, 3 * g, 0, 0, 0));
    printf("aligned %d\n", (int)(r % g == 0));
    CUmemGenericAllocationHandle a, b, odd;
    printf("create a %d\n", (int)cuMemCreate(&a, g, &prop, 0));
    prop.allocFlags.compressionType = CU_MEM_ALLOCATION_COMP_GENERIC;
    printf("create b %d\n", (int)cuMemCreate(&b, g, &prop, 0));
    printf("create, not a multiple %d\n", (int)cuMemCreate(&odd, g + 4096, &prop, 0));
    CUmemAllocationProp got = {};
    cuMemGetAllocationPropertiesFromHandle(&got, b);
    printf("b compression %d\n", (int)got.allocFlags.compressionType);

    printf("map a %d\n", (int)cuMemMap(r, g, 0, a, 0));
    printf("map b %d\n", (int)cuMemMap(r + g, g, 0, b, 0));
    CUmemAccessDesc acc = {};
    acc.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    acc.location.id = dev;
    acc.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    printf("access %d\n", (int)cuMemSetAccess(r, 2 * g, &acc, 1));
    unsigned long long flags = 0;
    cuMemGetAccess(&flags, &acc.location, r + g + 100);
    printf("access flags %llu\n", flags);

    size_t n = 2 * g / sizeof(int);
    int *h = new int[n];
    for (size_t i = 0; i < n; i++)
        h[i] = (int)i;
    printf("copy in %d\n", (int)cuMemcpyHtoD(r, h, 2 * g));
    inc<<<64, 256>>>((int *)r, n);
    printf("kernel %d\n", (int)cuCtxSynchronize());
    cuMemcpyDtoH(h, r, 2 * g);
    long long bad = 0;
    for (size_t i = 0; i < n; i++)
        bad += h[i] != (int)i + 1;
    printf("mismatches %lld\n", bad);

    CUmemGenericAllocationHandle back;
    CUresult retained = cuMemRetainAllocationHandle(&back, (void *)(r + g + 8)); /* before reading back */
    printf("retain %d same %d\n", (int)retained, (int)(back == b));
    cuMemRelease(back);
    printf("unmap b %d\n", (int)cuMemUnmap(r + g, g));
    printf("map b again %d\n", (int)cuMemMap(r + 2 * g, g, 0, b, 0));
    cuMemSetAccess(r + 2 * g, g, &acc, 1);
    int first[2];
    cuMemcpyDtoH(first, r + 2 * g, sizeof first);
    printf("b kept %d %d\n", first[0], first[1]);
    printf("map b twice: %d\n", (int)cuMemMap(r + g, g, 0, b, 0));

    printf("release %d %d\n", (int)cuMemRelease(a), (int)cuMemRelease(b));
    printf("unmap %d %d\n", (int)cuMemUnmap(r, g), (int)cuMemUnmap(r + 2 * g, g));
    printf("free %d\n", (int)cuMemAddressFree(r, 3 * g));
    delete[] h;
    return 0;
}
