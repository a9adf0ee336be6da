/* dm_device.h — the modelled GPU's properties (an NVIDIA H200, compute capability 9.0) and the
 * occupancy rules that decide how many blocks of a kernel are resident at once.
 *
 * The values are those an H200 reports through cudaGetDeviceProperties (CUDA 13.0).
 */
#ifndef CR_DM_DEVICE_H
#define CR_DM_DEVICE_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    const char *name;
    int major, minor;
    int multiProcessorCount;
    uint64_t totalGlobalMem;
    size_t sharedMemPerBlock;          /* 48 KiB without opt-in */
    size_t sharedMemPerBlockOptin;     /* 227 KiB */
    size_t sharedMemPerMultiprocessor; /* 228 KiB */
    size_t reservedSharedMemPerBlock;  /* 1 KiB */
    int regsPerBlock, regsPerMultiprocessor;
    int warpSize;
    int maxThreadsPerBlock;
    int maxThreadsDim[3];
    int maxGridSize[3];
    int maxThreadsPerMultiProcessor;
    int maxBlocksPerMultiProcessor;
    size_t totalConstMem;
    int clockRate;       /* kHz */
    int memoryClockRate; /* kHz */
    int memoryBusWidth;
    int l2CacheSize;
    int persistingL2CacheMaxSize;
    size_t memPitch;
    size_t textureAlignment;
    int pciBusID, pciDeviceID, pciDomainID;
    int asyncEngineCount;
    int concurrentKernels;
    int ECCEnabled;
    int unifiedAddressing;
    int managedMemory;
    int concurrentManagedAccess;
    int cooperativeLaunch;
    int clusterLaunch;
} dm_props;

/* The H200's properties. */
const dm_props *dm_h200(void);

/* Resident blocks per SM for a kernel with THREADS threads per block, SHARED bytes of shared
 * memory per block and REGS registers per thread (0 if unknown), limited by threads, blocks,
 * shared memory and registers per SM. 0 means the block does not fit at all. */
int dm_blocks_per_sm(const dm_props *p, int threads, size_t shared, int regs);

#endif
