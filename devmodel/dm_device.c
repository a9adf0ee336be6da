/* dm_device.c — H200 properties and occupancy (see dm_device.h). */
#include "devmodel/dm_device.h"

static const dm_props h200 = {
    .name = "NVIDIA H200",
    .major = 9,
    .minor = 0,
    .multiProcessorCount = 132,
    .totalGlobalMem = 150109880320ull,
    .sharedMemPerBlock = 49152,
    .sharedMemPerBlockOptin = 232448,
    .sharedMemPerMultiprocessor = 233472,
    .reservedSharedMemPerBlock = 1024,
    .regsPerBlock = 65536,
    .regsPerMultiprocessor = 65536,
    .warpSize = 32,
    .maxThreadsPerBlock = 1024,
    .maxThreadsDim = {1024, 1024, 64},
    .maxGridSize = {2147483647, 65535, 65535},
    .maxThreadsPerMultiProcessor = 2048,
    .maxBlocksPerMultiProcessor = 32,
    .totalConstMem = 65536,
    .clockRate = 1980000,
    .memoryClockRate = 3201000,
    .memoryBusWidth = 6016,
    .l2CacheSize = 62914560,
    .persistingL2CacheMaxSize = 39321600,
    .memPitch = 2147483647,
    .textureAlignment = 512,
    .pciBusID = 0,
    .pciDeviceID = 6,
    .pciDomainID = 0,
    .asyncEngineCount = 3,
    .concurrentKernels = 1,
    .ECCEnabled = 1,
    .unifiedAddressing = 1,
    .managedMemory = 1,
    .concurrentManagedAccess = 1,
    .cooperativeLaunch = 1,
    .clusterLaunch = 1,
};

const dm_props *dm_h200(void)
{
    return &h200;
}

int dm_blocks_per_sm(const dm_props *p, int threads, size_t shared, int regs)
{
    if (threads <= 0 || threads > p->maxThreadsPerBlock)
        return 0;
    int warps = (threads + p->warpSize - 1) / p->warpSize;
    int by_threads = p->maxThreadsPerMultiProcessor / (warps * p->warpSize);
    int n = p->maxBlocksPerMultiProcessor;
    if (by_threads < n)
        n = by_threads;
    size_t per_block = shared + p->reservedSharedMemPerBlock;
    if (per_block > p->sharedMemPerMultiprocessor)
        return 0;
    int by_shared = (int)(p->sharedMemPerMultiprocessor / per_block);
    if (by_shared < n)
        n = by_shared;
    if (regs > 0) {
        /* registers are allocated per warp in units of 256 */
        int per_warp = ((regs * p->warpSize) + 255) / 256 * 256;
        int by_regs = p->regsPerMultiprocessor / (per_warp * warps);
        if (by_regs < n)
            n = by_regs;
    }
    return n;
}
