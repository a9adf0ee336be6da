// Every field of cudaDeviceProp, every device attribute and every limit as an H200 reports them
// (CUDA C++ Programming Guide, 3.2.9 Multi-Device System: Device Enumeration; nvcc -arch=sm_90,
// CUDA 13.0); cudarepl models one H200 and must report the same. Not printed: the name's UUID
// and LUID, and cudaLimitPrintfFifoSize (limit 1: device/builtins-printf-fifo says why).
#include <cstdio>
#include <cstring>
int main()
{
    cudaDeviceProp p;
    memset(&p, 0, sizeof p);
    printf("get %d\n", (int)cudaGetDeviceProperties(&p, 0));
    printf("name %s\n", p.name);
    printf("luidDeviceNodeMask %u\n", p.luidDeviceNodeMask);
    printf("totalGlobalMem %zu\n", p.totalGlobalMem);
    printf("sharedMemPerBlock %zu\n", p.sharedMemPerBlock);
    printf("regsPerBlock %d\n", p.regsPerBlock);
    printf("warpSize %d\n", p.warpSize);
    printf("memPitch %zu\n", p.memPitch);
    printf("maxThreadsPerBlock %d\n", p.maxThreadsPerBlock);
    printf("maxThreadsDim[0] %d\n", p.maxThreadsDim[0]);
    printf("maxThreadsDim[1] %d\n", p.maxThreadsDim[1]);
    printf("maxThreadsDim[2] %d\n", p.maxThreadsDim[2]);
    printf("maxGridSize[0] %d\n", p.maxGridSize[0]);
    printf("maxGridSize[1] %d\n", p.maxGridSize[1]);
    printf("maxGridSize[2] %d\n", p.maxGridSize[2]);
    printf("totalConstMem %zu\n", p.totalConstMem);
    printf("major %d\n", p.major);
    printf("minor %d\n", p.minor);
    printf("textureAlignment %zu\n", p.textureAlignment);
    printf("texturePitchAlignment %zu\n", p.texturePitchAlignment);
    printf("multiProcessorCount %d\n", p.multiProcessorCount);
    printf("integrated %d\n", p.integrated);
    printf("canMapHostMemory %d\n", p.canMapHostMemory);
    printf("maxTexture1D %d\n", p.maxTexture1D);
    printf("maxTexture1DMipmap %d\n", p.maxTexture1DMipmap);
    printf("maxTexture2D[0] %d\n", p.maxTexture2D[0]);
    printf("maxTexture2D[1] %d\n", p.maxTexture2D[1]);
    printf("maxTexture2DMipmap[0] %d\n", p.maxTexture2DMipmap[0]);
    printf("maxTexture2DMipmap[1] %d\n", p.maxTexture2DMipmap[1]);
    printf("maxTexture2DLinear[0] %d\n", p.maxTexture2DLinear[0]);
    printf("maxTexture2DLinear[1] %d\n", p.maxTexture2DLinear[1]);
    printf("maxTexture2DLinear[2] %d\n", p.maxTexture2DLinear[2]);
    printf("maxTexture2DGather[0] %d\n", p.maxTexture2DGather[0]);
    printf("maxTexture2DGather[1] %d\n", p.maxTexture2DGather[1]);
    printf("maxTexture3D[0] %d\n", p.maxTexture3D[0]);
    printf("maxTexture3D[1] %d\n", p.maxTexture3D[1]);
    printf("maxTexture3D[2] %d\n", p.maxTexture3D[2]);
    printf("maxTexture3DAlt[0] %d\n", p.maxTexture3DAlt[0]);
    printf("maxTexture3DAlt[1] %d\n", p.maxTexture3DAlt[1]);
    printf("maxTexture3DAlt[2] %d\n", p.maxTexture3DAlt[2]);
    printf("maxTextureCubemap %d\n", p.maxTextureCubemap);
    printf("maxTexture1DLayered[0] %d\n", p.maxTexture1DLayered[0]);
    printf("maxTexture1DLayered[1] %d\n", p.maxTexture1DLayered[1]);
    printf("maxTexture2DLayered[0] %d\n", p.maxTexture2DLayered[0]);
    printf("maxTexture2DLayered[1] %d\n", p.maxTexture2DLayered[1]);
    printf("maxTexture2DLayered[2] %d\n", p.maxTexture2DLayered[2]);
    printf("maxTextureCubemapLayered[0] %d\n", p.maxTextureCubemapLayered[0]);
    printf("maxTextureCubemapLayered[1] %d\n", p.maxTextureCubemapLayered[1]);
    printf("maxSurface1D %d\n", p.maxSurface1D);
    printf("maxSurface2D[0] %d\n", p.maxSurface2D[0]);
    printf("maxSurface2D[1] %d\n", p.maxSurface2D[1]);
    printf("maxSurface3D[0] %d\n", p.maxSurface3D[0]);
    printf("maxSurface3D[1] %d\n", p.maxSurface3D[1]);
    printf("maxSurface3D[2] %d\n", p.maxSurface3D[2]);
    printf("maxSurface1DLayered[0] %d\n", p.maxSurface1DLayered[0]);
    printf("maxSurface1DLayered[1] %d\n", p.maxSurface1DLayered[1]);
    printf("maxSurface2DLayered[0] %d\n", p.maxSurface2DLayered[0]);
    printf("maxSurface2DLayered[1] %d\n", p.maxSurface2DLayered[1]);
    printf("maxSurface2DLayered[2] %d\n", p.maxSurface2DLayered[2]);
    printf("maxSurfaceCubemap %d\n", p.maxSurfaceCubemap);
    printf("maxSurfaceCubemapLayered[0] %d\n", p.maxSurfaceCubemapLayered[0]);
    printf("maxSurfaceCubemapLayered[1] %d\n", p.maxSurfaceCubemapLayered[1]);
    printf("surfaceAlignment %zu\n", p.surfaceAlignment);
    printf("concurrentKernels %d\n", p.concurrentKernels);
    printf("ECCEnabled %d\n", p.ECCEnabled);
    printf("pciBusID %d\n", p.pciBusID);
    printf("pciDeviceID %d\n", p.pciDeviceID);
    printf("pciDomainID %d\n", p.pciDomainID);
    printf("tccDriver %d\n", p.tccDriver);
    printf("asyncEngineCount %d\n", p.asyncEngineCount);
    printf("unifiedAddressing %d\n", p.unifiedAddressing);
    printf("memoryBusWidth %d\n", p.memoryBusWidth);
    printf("l2CacheSize %d\n", p.l2CacheSize);
    printf("persistingL2CacheMaxSize %d\n", p.persistingL2CacheMaxSize);
    printf("maxThreadsPerMultiProcessor %d\n", p.maxThreadsPerMultiProcessor);
    printf("streamPrioritiesSupported %d\n", p.streamPrioritiesSupported);
    printf("globalL1CacheSupported %d\n", p.globalL1CacheSupported);
    printf("localL1CacheSupported %d\n", p.localL1CacheSupported);
    printf("sharedMemPerMultiprocessor %zu\n", p.sharedMemPerMultiprocessor);
    printf("regsPerMultiprocessor %d\n", p.regsPerMultiprocessor);
    printf("managedMemory %d\n", p.managedMemory);
    printf("isMultiGpuBoard %d\n", p.isMultiGpuBoard);
    printf("multiGpuBoardGroupID %d\n", p.multiGpuBoardGroupID);
    printf("hostNativeAtomicSupported %d\n", p.hostNativeAtomicSupported);
    printf("pageableMemoryAccess %d\n", p.pageableMemoryAccess);
    printf("concurrentManagedAccess %d\n", p.concurrentManagedAccess);
    printf("computePreemptionSupported %d\n", p.computePreemptionSupported);
    printf("canUseHostPointerForRegisteredMem %d\n", p.canUseHostPointerForRegisteredMem);
    printf("cooperativeLaunch %d\n", p.cooperativeLaunch);
    printf("sharedMemPerBlockOptin %zu\n", p.sharedMemPerBlockOptin);
    printf("pageableMemoryAccessUsesHostPageTables %d\n", p.pageableMemoryAccessUsesHostPageTables);
    printf("directManagedMemAccessFromHost %d\n", p.directManagedMemAccessFromHost);
    printf("maxBlocksPerMultiProcessor %d\n", p.maxBlocksPerMultiProcessor);
    printf("accessPolicyMaxWindowSize %d\n", p.accessPolicyMaxWindowSize);
    printf("reservedSharedMemPerBlock %zu\n", p.reservedSharedMemPerBlock);
    printf("hostRegisterSupported %d\n", p.hostRegisterSupported);
    printf("sparseCudaArraySupported %d\n", p.sparseCudaArraySupported);
    printf("hostRegisterReadOnlySupported %d\n", p.hostRegisterReadOnlySupported);
    printf("timelineSemaphoreInteropSupported %d\n", p.timelineSemaphoreInteropSupported);
    printf("memoryPoolsSupported %d\n", p.memoryPoolsSupported);
    printf("gpuDirectRDMASupported %d\n", p.gpuDirectRDMASupported);
    printf("gpuDirectRDMAFlushWritesOptions %u\n", p.gpuDirectRDMAFlushWritesOptions);
    printf("gpuDirectRDMAWritesOrdering %d\n", p.gpuDirectRDMAWritesOrdering);
    printf("memoryPoolSupportedHandleTypes %u\n", p.memoryPoolSupportedHandleTypes);
    printf("deferredMappingCudaArraySupported %d\n", p.deferredMappingCudaArraySupported);
    printf("ipcEventSupported %d\n", p.ipcEventSupported);
    printf("clusterLaunch %d\n", p.clusterLaunch);
    printf("unifiedFunctionPointers %d\n", p.unifiedFunctionPointers);
    printf("deviceNumaConfig %d\n", p.deviceNumaConfig);
    printf("deviceNumaId %d\n", p.deviceNumaId);
    printf("mpsEnabled %d\n", p.mpsEnabled);
    printf("hostNumaId %d\n", p.hostNumaId);
    printf("gpuPciDeviceID %u\n", p.gpuPciDeviceID);
    printf("gpuPciSubsystemID %u\n", p.gpuPciSubsystemID);
    printf("hostNumaMultinodeIpcSupported %d\n", p.hostNumaMultinodeIpcSupported);
    for (int a = 1; a <= 150; a++) {
        int v = -12345;
        cudaError_t e = cudaDeviceGetAttribute(&v, (cudaDeviceAttr)a, 0);
        printf("attr %d: %d %d\n", a, (int)e, v);
    }
    cudaGetLastError();
    for (int l = 0; l <= 8; l++) {
        if (l == 1)
            continue;
        size_t v = 12345;
        cudaError_t e = cudaDeviceGetLimit(&v, (cudaLimit)l);
        printf("limit %d: %d %zu\n", l, (int)e, v);
    }
    cudaGetLastError();
    return 0;
}
