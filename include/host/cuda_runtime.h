/* cuda_runtime.h — the CUDA runtime API for host code compiled by cudarepl (C, under libtcc).
 *
 * Types and constants have the CUDA 13.0 names and values. Every API function is a small
 * inline wrapper that passes the session (__cr_sess, provided by cudarepl when the program is
 * loaded) to cudarepl's implementation; so the functions are real functions whose address can
 * be taken, and nothing in cudarepl depends on global state.
 */
#ifndef __CR_HOST_CUDA_RUNTIME_H
#define __CR_HOST_CUDA_RUNTIME_H
/* the guards of CUDA's own headers, which code tests (NVIDIA's helper_cuda.h) */
#define __CUDA_RUNTIME_H__
#define __DRIVER_TYPES_H__
/* the runtime's version (predefined in a .cu file's passes; a .cpp file has it from here) */
#ifndef CUDART_VERSION
#define CUDART_VERSION 13000
#endif

#include <stddef.h>
#include <stdint.h>
#include <limits.h> /* (driver_types.h includes it: INT_MAX and friends need no #include) */

#include "crt/common_functions.h" /* what nvcc's host pass sees without an #include */
/* the calling convention of a host callback (cudaStreamAddCallback's): the default one */
#define CUDART_CB

/* ---- Errors and enumerations ---- */

typedef enum cudaError {
#define CUDA_ERROR(code, name, msg) name = code,
#include "cuda_errors.def"
#undef CUDA_ERROR
} cudaError_t;

enum {
#define CUDA_ENUM(type, name, value) name = value,
#include "cuda_enums.def"
#undef CUDA_ENUM
};
#include "cuda_enum_tags.h"
typedef int cudaLimit_t;

#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostAllocWriteCombined 0x04
#define cudaHostRegisterDefault 0x00
#define cudaHostRegisterPortable 0x01
#define cudaHostRegisterMapped 0x02
#define cudaHostRegisterIoMemory 0x04
#define cudaHostRegisterReadOnly 0x08
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaMemAttachSingle 0x04
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
/* the device runtime's named streams (device code only; CUDA C++ Programming Guide §4.18) */
#define cudaStreamTailLaunch ((cudaStream_t)0x3)
#define cudaStreamFireAndForget ((cudaStream_t)0x4)
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaEventInterprocess 0x04
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceScheduleSpin 0x01
#define cudaDeviceScheduleYield 0x02
#define cudaDeviceScheduleBlockingSync 0x04
#define cudaDeviceBlockingSync 0x04
#define cudaDeviceScheduleMask 0x07
#define cudaDeviceMapHost 0x08
#define cudaDeviceLmemResizeToMax 0x10
#define cudaDeviceSyncMemops 0x80
#define cudaDeviceMask 0xff
#define cudaCpuDeviceId ((int)-1)
#define cudaInvalidDeviceId ((int)-2)
#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)

/* ---- Vector types (§5.4.2.3, tables 42 and 43) ---- */

/* (the alignment is also said on the first member: libtcc ignores an aligned attribute on a
 * structure, and a float2 inside a program's class must sit at a multiple of 8 there too) */
#define __CR_VEC1(T, N, A) typedef struct __attribute__((aligned(A))) N { _Alignas(A) T x; } N;
#define __CR_VEC2(T, N, A) typedef struct __attribute__((aligned(A))) N { _Alignas(A) T x; T y; } N;
#define __CR_VEC3(T, N, A) typedef struct __attribute__((aligned(A))) N { _Alignas(A) T x; T y, z; } N;
#define __CR_VEC4(T, N, A) typedef struct __attribute__((aligned(A))) N { _Alignas(A) T x; T y, z, w; } N;
#define __CR_VECS(T, S, A1, A2, A3, A4)                                                           \
    __CR_VEC1(T, S##1, A1) __CR_VEC2(T, S##2, A2) __CR_VEC3(T, S##3, A3) __CR_VEC4(T, S##4, A4)
__CR_VECS(signed char, char, 1, 2, 1, 4)
__CR_VECS(unsigned char, uchar, 1, 2, 1, 4)
__CR_VECS(short, short, 2, 4, 2, 8)
__CR_VECS(unsigned short, ushort, 2, 4, 2, 8)
__CR_VECS(int, int, 4, 8, 4, 16)
__CR_VECS(unsigned int, uint, 4, 8, 4, 16)
__CR_VECS(long, long, 8, 16, 8, 16)
__CR_VECS(unsigned long, ulong, 8, 16, 8, 16)
__CR_VECS(long long, longlong, 8, 16, 8, 16)
__CR_VECS(unsigned long long, ulonglong, 8, 16, 8, 16)
__CR_VECS(float, float, 4, 8, 4, 16)
__CR_VECS(double, double, 8, 16, 8, 16)
__CR_VEC4(long, long4_16a, 16) __CR_VEC4(long, long4_32a, 32)
__CR_VEC4(unsigned long, ulong4_16a, 16) __CR_VEC4(unsigned long, ulong4_32a, 32)
__CR_VEC4(long long, longlong4_16a, 16) __CR_VEC4(long long, longlong4_32a, 32)
__CR_VEC4(unsigned long long, ulonglong4_16a, 16) __CR_VEC4(unsigned long long, ulonglong4_32a, 32)
__CR_VEC4(double, double4_16a, 16) __CR_VEC4(double, double4_32a, 32)

/* make_<type>(...) as compound literals: libtcc mishandles small structures returned by value
 * when they are passed straight on as arguments, so nothing here returns a structure. */
#define make_char1(x) ((char1){(signed char)(x)})
#define make_char2(x, y) ((char2){(signed char)(x), (signed char)(y)})
#define make_char3(x, y, z) ((char3){(signed char)(x), (signed char)(y), (signed char)(z)})
#define make_char4(x, y, z, w) ((char4){(signed char)(x), (signed char)(y), (signed char)(z), (signed char)(w)})
#define make_uchar1(x) ((uchar1){(unsigned char)(x)})
#define make_uchar2(x, y) ((uchar2){(unsigned char)(x), (unsigned char)(y)})
#define make_uchar3(x, y, z) ((uchar3){(unsigned char)(x), (unsigned char)(y), (unsigned char)(z)})
#define make_uchar4(x, y, z, w) ((uchar4){(unsigned char)(x), (unsigned char)(y), (unsigned char)(z), (unsigned char)(w)})
#define make_short1(x) ((short1){(short)(x)})
#define make_short2(x, y) ((short2){(short)(x), (short)(y)})
#define make_short3(x, y, z) ((short3){(short)(x), (short)(y), (short)(z)})
#define make_short4(x, y, z, w) ((short4){(short)(x), (short)(y), (short)(z), (short)(w)})
#define make_ushort1(x) ((ushort1){(unsigned short)(x)})
#define make_ushort2(x, y) ((ushort2){(unsigned short)(x), (unsigned short)(y)})
#define make_ushort3(x, y, z) ((ushort3){(unsigned short)(x), (unsigned short)(y), (unsigned short)(z)})
#define make_ushort4(x, y, z, w) ((ushort4){(unsigned short)(x), (unsigned short)(y), (unsigned short)(z), (unsigned short)(w)})
#define make_int1(x) ((int1){(int)(x)})
#define make_int2(x, y) ((int2){(int)(x), (int)(y)})
#define make_int3(x, y, z) ((int3){(int)(x), (int)(y), (int)(z)})
#define make_int4(x, y, z, w) ((int4){(int)(x), (int)(y), (int)(z), (int)(w)})
#define make_uint1(x) ((uint1){(unsigned)(x)})
#define make_uint2(x, y) ((uint2){(unsigned)(x), (unsigned)(y)})
#define make_uint3(x, y, z) ((uint3){(unsigned)(x), (unsigned)(y), (unsigned)(z)})
#define make_uint4(x, y, z, w) ((uint4){(unsigned)(x), (unsigned)(y), (unsigned)(z), (unsigned)(w)})
#define make_long1(x) ((long1){(long)(x)})
#define make_long2(x, y) ((long2){(long)(x), (long)(y)})
#define make_long3(x, y, z) ((long3){(long)(x), (long)(y), (long)(z)})
#define make_long4(x, y, z, w) ((long4){(long)(x), (long)(y), (long)(z), (long)(w)})
#define make_ulong1(x) ((ulong1){(unsigned long)(x)})
#define make_ulong2(x, y) ((ulong2){(unsigned long)(x), (unsigned long)(y)})
#define make_ulong3(x, y, z) ((ulong3){(unsigned long)(x), (unsigned long)(y), (unsigned long)(z)})
#define make_ulong4(x, y, z, w) ((ulong4){(unsigned long)(x), (unsigned long)(y), (unsigned long)(z), (unsigned long)(w)})
#define make_longlong1(x) ((longlong1){(long long)(x)})
#define make_longlong2(x, y) ((longlong2){(long long)(x), (long long)(y)})
#define make_longlong3(x, y, z) ((longlong3){(long long)(x), (long long)(y), (long long)(z)})
#define make_longlong4(x, y, z, w) ((longlong4){(long long)(x), (long long)(y), (long long)(z), (long long)(w)})
#define make_ulonglong1(x) ((ulonglong1){(unsigned long long)(x)})
#define make_ulonglong2(x, y) ((ulonglong2){(unsigned long long)(x), (unsigned long long)(y)})
#define make_ulonglong3(x, y, z) ((ulonglong3){(unsigned long long)(x), (unsigned long long)(y), (unsigned long long)(z)})
#define make_ulonglong4(x, y, z, w) ((ulonglong4){(unsigned long long)(x), (unsigned long long)(y), (unsigned long long)(z), (unsigned long long)(w)})
#define make_float1(x) ((float1){(float)(x)})
#define make_float2(x, y) ((float2){(float)(x), (float)(y)})
#define make_float3(x, y, z) ((float3){(float)(x), (float)(y), (float)(z)})
#define make_float4(x, y, z, w) ((float4){(float)(x), (float)(y), (float)(z), (float)(w)})
#define make_double1(x) ((double1){(double)(x)})
#define make_double2(x, y) ((double2){(double)(x), (double)(y)})
#define make_double3(x, y, z) ((double3){(double)(x), (double)(y), (double)(z)})
#define make_double4(x, y, z, w) ((double4){(double)(x), (double)(y), (double)(z), (double)(w)})

/* dim3: in C there is no constructor; write dim3 d = {x, y, z} (missing components must be 1).
 * In C++ (host code through cudarepl's front end), the constructors CUDA's dim3 has. */
typedef struct dim3 {
    unsigned int x, y, z;
#ifdef __cplusplus
    dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
    dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
    operator uint3() const { uint3 t; t.x = x; t.y = y; t.z = z; return t; }
#endif
} dim3;

/* A launch configuration's dimension: a dim3, a uint3 or an integer (x; y = z = 1). */
static inline void __cr_dim3_d(dim3 *o, dim3 d) { *o = d; }
static inline void __cr_dim3_u3(dim3 *o, uint3 u) { o->x = u.x; o->y = u.y; o->z = u.z; }
static inline void __cr_dim3_u(dim3 *o, unsigned long long x) { o->x = (unsigned)x; o->y = 1; o->z = 1; }
#define __cr_dim3(o, v) _Generic((v), dim3: __cr_dim3_d, uint3: __cr_dim3_u3, default: __cr_dim3_u)(o, v)

/* ---- Opaque handles and structures ---- */

typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct CUuuid_st { char bytes[16]; } cudaUUID_t;

struct cudaDeviceProp {
    char name[256];
    cudaUUID_t uuid;
    char luid[8];
    unsigned int luidDeviceNodeMask;
    size_t totalGlobalMem;
    size_t sharedMemPerBlock;
    int regsPerBlock;
    int warpSize;
    size_t memPitch;
    int maxThreadsPerBlock;
    int maxThreadsDim[3];
    int maxGridSize[3];
    size_t totalConstMem;
    int major;
    int minor;
    size_t textureAlignment;
    size_t texturePitchAlignment;
    int multiProcessorCount;
    int integrated;
    int canMapHostMemory;
    int maxTexture1D;
    int maxTexture1DMipmap;
    int maxTexture2D[2];
    int maxTexture2DMipmap[2];
    int maxTexture2DLinear[3];
    int maxTexture2DGather[2];
    int maxTexture3D[3];
    int maxTexture3DAlt[3];
    int maxTextureCubemap;
    int maxTexture1DLayered[2];
    int maxTexture2DLayered[3];
    int maxTextureCubemapLayered[2];
    int maxSurface1D;
    int maxSurface2D[2];
    int maxSurface3D[3];
    int maxSurface1DLayered[2];
    int maxSurface2DLayered[3];
    int maxSurfaceCubemap;
    int maxSurfaceCubemapLayered[2];
    size_t surfaceAlignment;
    int concurrentKernels;
    int ECCEnabled;
    int pciBusID;
    int pciDeviceID;
    int pciDomainID;
    int tccDriver;
    int asyncEngineCount;
    int unifiedAddressing;
    int memoryBusWidth;
    int l2CacheSize;
    int persistingL2CacheMaxSize;
    int maxThreadsPerMultiProcessor;
    int streamPrioritiesSupported;
    int globalL1CacheSupported;
    int localL1CacheSupported;
    size_t sharedMemPerMultiprocessor;
    int regsPerMultiprocessor;
    int managedMemory;
    int isMultiGpuBoard;
    int multiGpuBoardGroupID;
    int hostNativeAtomicSupported;
    int pageableMemoryAccess;
    int concurrentManagedAccess;
    int computePreemptionSupported;
    int canUseHostPointerForRegisteredMem;
    int cooperativeLaunch;
    size_t sharedMemPerBlockOptin;
    int pageableMemoryAccessUsesHostPageTables;
    int directManagedMemAccessFromHost;
    int maxBlocksPerMultiProcessor;
    int accessPolicyMaxWindowSize;
    size_t reservedSharedMemPerBlock;
    int hostRegisterSupported;
    int sparseCudaArraySupported;
    int hostRegisterReadOnlySupported;
    int timelineSemaphoreInteropSupported;
    int memoryPoolsSupported;
    int gpuDirectRDMASupported;
    unsigned int gpuDirectRDMAFlushWritesOptions;
    int gpuDirectRDMAWritesOrdering;
    unsigned int memoryPoolSupportedHandleTypes;
    int deferredMappingCudaArraySupported;
    int ipcEventSupported;
    int clusterLaunch;
    int unifiedFunctionPointers;
    int deviceNumaConfig;
    int deviceNumaId;
    int mpsEnabled;
    int hostNumaId;
    unsigned int gpuPciDeviceID;
    unsigned int gpuPciSubsystemID;
    int hostNumaMultinodeIpcSupported;
    int reserved[56];
};
typedef struct cudaDeviceProp cudaDeviceProp;

struct cudaFuncAttributes {
    size_t sharedSizeBytes;
    size_t constSizeBytes;
    size_t localSizeBytes;
    int maxThreadsPerBlock;
    int numRegs;
    int ptxVersion;
    int binaryVersion;
    int cacheModeCA;
    int maxDynamicSharedSizeBytes;
    int preferredShmemCarveout;
    int clusterDimMustBeSet;
    int requiredClusterWidth;
    int requiredClusterHeight;
    int requiredClusterDepth;
    int clusterSchedulingPolicyPreference;
    int nonPortableClusterSizeAllowed;
    int reserved[16];
};
typedef struct cudaFuncAttributes cudaFuncAttributes;

struct cudaPointerAttributes {
    int type;
    int device;
    void *devicePointer;
    void *hostPointer;
};

/* L2 access policy (cudaStreamSetAttribute, launch attributes) */
enum cudaAccessProperty {
    cudaAccessPropertyNormal = 0,
    cudaAccessPropertyStreaming = 1,
    cudaAccessPropertyPersisting = 2
};
typedef enum cudaAccessProperty cudaAccessProperty;
struct cudaAccessPolicyWindow {
    void *base_ptr;
    size_t num_bytes;
    float hitRatio;
    enum cudaAccessProperty hitProp;
    enum cudaAccessProperty missProp;
};
typedef struct cudaAccessPolicyWindow cudaAccessPolicyWindow;
enum cudaSynchronizationPolicy {
    cudaSyncPolicyAuto = 1,
    cudaSyncPolicySpin = 2,
    cudaSyncPolicyYield = 3,
    cudaSyncPolicyBlockingSync = 4
};
typedef enum cudaSynchronizationPolicy cudaSynchronizationPolicy;
enum cudaLaunchMemSyncDomain {
    cudaLaunchMemSyncDomainDefault = 0,
    cudaLaunchMemSyncDomainRemote = 1
};
typedef enum cudaLaunchMemSyncDomain cudaLaunchMemSyncDomain;
typedef struct cudaLaunchMemSyncDomainMap_st {
    unsigned char default_;
    unsigned char remote;
} cudaLaunchMemSyncDomainMap;

/* the IDs are the cudaLaunchAttribute* constants (cuda_enums.def) */
enum cudaLaunchAttributeID { __cr_cudaLaunchAttributeID };
typedef enum cudaLaunchAttributeID cudaLaunchAttributeID;
typedef union cudaLaunchAttributeValue {
    char pad[64];
    struct cudaAccessPolicyWindow accessPolicyWindow;
    int cooperative;
    enum cudaSynchronizationPolicy syncPolicy;
    struct { unsigned int x, y, z; } clusterDim;
    int clusterSchedulingPolicyPreference;
    int programmaticStreamSerializationAllowed;
    struct { cudaEvent_t event; int flags; int triggerAtBlockStart; } programmaticEvent;
    int priority;
    cudaLaunchMemSyncDomainMap memSyncDomainMap;
    enum cudaLaunchMemSyncDomain memSyncDomain;
    struct { unsigned int x, y, z; } preferredClusterDim;
    struct { cudaEvent_t event; int flags; } launchCompletionEvent;
    unsigned int sharedMemCarveout;
} cudaLaunchAttributeValue;

typedef struct cudaLaunchAttribute_st {
    int id;
    char pad[4];
    cudaLaunchAttributeValue val;
} cudaLaunchAttribute;

/* stream attributes are launch attributes (CUDA 12's names) */
#define cudaStreamAttrID cudaLaunchAttributeID
#define cudaStreamAttrValue cudaLaunchAttributeValue
#define cudaStreamAttributeAccessPolicyWindow cudaLaunchAttributeAccessPolicyWindow
#define cudaStreamAttributeSynchronizationPolicy cudaLaunchAttributeSynchronizationPolicy
#define cudaStreamAttributeMemSyncDomainMap cudaLaunchAttributeMemSyncDomainMap
#define cudaStreamAttributeMemSyncDomain cudaLaunchAttributeMemSyncDomain
#define cudaStreamAttributePriority cudaLaunchAttributePriority
#define cudaKernelNodeAttrID cudaLaunchAttributeID
#define cudaKernelNodeAttrValue cudaLaunchAttributeValue

/* Stream-ordered allocation: memory pools */
typedef struct CUmemPoolHandle_st *cudaMemPool_t;
enum cudaMemPoolAttr {
    cudaMemPoolReuseFollowEventDependencies = 0x1,
    cudaMemPoolReuseAllowOpportunistic = 0x2,
    cudaMemPoolReuseAllowInternalDependencies = 0x3,
    cudaMemPoolAttrReleaseThreshold = 0x4,
    cudaMemPoolAttrReservedMemCurrent = 0x5,
    cudaMemPoolAttrReservedMemHigh = 0x6,
    cudaMemPoolAttrUsedMemCurrent = 0x7,
    cudaMemPoolAttrUsedMemHigh = 0x8
};
typedef enum cudaMemPoolAttr cudaMemPoolAttr;
enum cudaMemLocationType {
    cudaMemLocationTypeInvalid = 0,
    cudaMemLocationTypeDevice = 1,
    cudaMemLocationTypeHost = 2,
    cudaMemLocationTypeHostNuma = 3,
    cudaMemLocationTypeHostNumaCurrent = 4
};
typedef enum cudaMemLocationType cudaMemLocationType;
struct cudaMemLocation {
    enum cudaMemLocationType type;
    int id;
};
typedef struct cudaMemLocation cudaMemLocation;
enum cudaMemoryAdvise {
    cudaMemAdviseSetReadMostly = 1,
    cudaMemAdviseUnsetReadMostly = 2,
    cudaMemAdviseSetPreferredLocation = 3,
    cudaMemAdviseUnsetPreferredLocation = 4,
    cudaMemAdviseSetAccessedBy = 5,
    cudaMemAdviseUnsetAccessedBy = 6
};
typedef enum cudaMemoryAdvise cudaMemoryAdvise;
enum cudaMemRangeAttribute {
    cudaMemRangeAttributeReadMostly = 1,
    cudaMemRangeAttributePreferredLocation = 2,
    cudaMemRangeAttributeAccessedBy = 3,
    cudaMemRangeAttributeLastPrefetchLocation = 4,
    cudaMemRangeAttributePreferredLocationType = 5,
    cudaMemRangeAttributePreferredLocationId = 6,
    cudaMemRangeAttributeLastPrefetchLocationType = 7,
    cudaMemRangeAttributeLastPrefetchLocationId = 8
};
typedef enum cudaMemRangeAttribute cudaMemRangeAttribute;
enum cudaMemAccessFlags {
    cudaMemAccessFlagsProtNone = 0,
    cudaMemAccessFlagsProtRead = 1,
    cudaMemAccessFlagsProtReadWrite = 3
};
typedef enum cudaMemAccessFlags cudaMemAccessFlags;
struct cudaMemAccessDesc {
    struct cudaMemLocation location;
    enum cudaMemAccessFlags flags;
};
typedef struct cudaMemAccessDesc cudaMemAccessDesc;
enum cudaMemAllocationType {
    cudaMemAllocationTypeInvalid = 0x0,
    cudaMemAllocationTypePinned = 0x1,
    cudaMemAllocationTypeMax = 0x7FFFFFFF
};
typedef enum cudaMemAllocationType cudaMemAllocationType;
enum cudaMemAllocationHandleType {
    cudaMemHandleTypeNone = 0x0,
    cudaMemHandleTypePosixFileDescriptor = 0x1,
    cudaMemHandleTypeWin32 = 0x2,
    cudaMemHandleTypeWin32Kmt = 0x4,
    cudaMemHandleTypeFabric = 0x8
};
typedef enum cudaMemAllocationHandleType cudaMemAllocationHandleType;
struct cudaMemPoolProps {
    enum cudaMemAllocationType allocType;
    enum cudaMemAllocationHandleType handleTypes;
    struct cudaMemLocation location;
    void *win32SecurityAttributes;
    size_t maxSize;
    unsigned short usage;
    unsigned char reserved[54];
};
typedef struct cudaMemPoolProps cudaMemPoolProps;
enum cudaGraphMemAttributeType {
    cudaGraphMemAttrUsedMemCurrent = 0x0,
    cudaGraphMemAttrUsedMemHigh = 0x1,
    cudaGraphMemAttrReservedMemCurrent = 0x2,
    cudaGraphMemAttrReservedMemHigh = 0x3
};
typedef enum cudaGraphMemAttributeType cudaGraphMemAttributeType;

typedef struct cudaLaunchConfig_st {
    dim3 gridDim;
    dim3 blockDim;
    size_t dynamicSmemBytes;
    cudaStream_t stream;
    cudaLaunchAttribute *attrs;
    unsigned int numAttrs;
} cudaLaunchConfig_t;

/* ---- The runtime ---- */

/* Default arguments of the C++ API: pick an implementation by the number of arguments. */
#define __CR_PICK2(_1, _2, NAME, ...) NAME
#define __CR_PICK3(_1, _2, _3, NAME, ...) NAME
#define __CR_PICK4(_1, _2, _3, _4, NAME, ...) NAME
#define __CR_PICK5(_1, _2, _3, _4, _5, NAME, ...) NAME
#define __CR_PICK6(_1, _2, _3, _4, _5, _6, NAME, ...) NAME
#define __CR_PICK8(_1, _2, _3, _4, _5, _6, _7, _8, NAME, ...) NAME

extern void *const __cr_sess; /* this session, provided by cudarepl */

#define __CR_RT0(name) cudaError_t __cr_rt_##name(void *);                                        \
    static inline cudaError_t name(void) { return __cr_rt_##name(__cr_sess); }
__CR_RT0(cudaDeviceSynchronize)
__CR_RT0(cudaDeviceReset)
__CR_RT0(cudaGetLastError)
__CR_RT0(cudaPeekAtLastError)
__CR_RT0(cudaProfilerStart)
__CR_RT0(cudaProfilerStop)

cudaError_t __cr_rt_fail(void *, int); /* a failure the header found: the last error */
cudaError_t __cr_rt_cudaMalloc(void *, void **, size_t);
/* void * parameters: C++ code passes &p for any pointer type p (the runtime's template) */
static inline cudaError_t cudaMalloc(void *p, size_t n) { return __cr_rt_cudaMalloc(__cr_sess, (void **)p, n); }
cudaError_t __cr_rt_cudaMallocManaged(void *, void **, size_t, unsigned int);
static inline cudaError_t __cr_cudaMallocManaged(void *p, size_t n, unsigned int flags) { return __cr_rt_cudaMallocManaged(__cr_sess, (void **)p, n, flags); }
#define cudaMallocManaged(...) __CR_PICK3(__VA_ARGS__, __cr_cudaMallocManaged, __cr_mm2, __cr_argc)(__VA_ARGS__)
#define __cr_mm2(p, n) __cr_cudaMallocManaged(p, n, cudaMemAttachGlobal)
cudaError_t __cr_rt_cudaMallocHost(void *, void **, size_t);
static inline cudaError_t cudaMallocHost(void *p, size_t n) { return __cr_rt_cudaMallocHost(__cr_sess, (void **)p, n); }
/* the C++ template's third argument, flags (the function keeps its address) */
cudaError_t __cr_rt_cudaHostAlloc(void *, void **, size_t, unsigned int);
static inline cudaError_t __cr_cudaMallocHost3(void *p, size_t n, unsigned int flags) { return __cr_rt_cudaHostAlloc(__cr_sess, (void **)p, n, flags); }
#define cudaMallocHost(...) __CR_PICK3(__VA_ARGS__, __cr_cudaMallocHost3, cudaMallocHost, __cr_argc)(__VA_ARGS__)
static inline cudaError_t cudaHostAlloc(void *p, size_t n, unsigned int flags) { return __cr_rt_cudaHostAlloc(__cr_sess, (void **)p, n, flags); }
cudaError_t __cr_rt_cudaHostRegister(void *, void *, size_t, unsigned int);
static inline cudaError_t cudaHostRegister(void *p, size_t n, unsigned int flags) { return __cr_rt_cudaHostRegister(__cr_sess, p, n, flags); }
cudaError_t __cr_rt_cudaHostUnregister(void *, void *);
static inline cudaError_t cudaHostUnregister(void *p) { return __cr_rt_cudaHostUnregister(__cr_sess, p); }
cudaError_t __cr_rt_cudaHostGetDevicePointer(void *, void **, void *, unsigned int);
static inline cudaError_t cudaHostGetDevicePointer(void *pd, void *ph, unsigned int flags) { return __cr_rt_cudaHostGetDevicePointer(__cr_sess, (void **)pd, ph, flags); }
cudaError_t __cr_rt_cudaHostGetFlags(void *, unsigned int *, void *);
static inline cudaError_t cudaHostGetFlags(unsigned int *f, void *p) { return __cr_rt_cudaHostGetFlags(__cr_sess, f, p); }
cudaError_t __cr_rt_cudaMallocPitch(void *, void **, size_t *, size_t, size_t);
static inline cudaError_t cudaMallocPitch(void *p, size_t *pitch, size_t w, size_t h) { return __cr_rt_cudaMallocPitch(__cr_sess, (void **)p, pitch, w, h); }
cudaError_t __cr_rt_cudaFree(void *, void *);
static inline cudaError_t cudaFree(void *p) { return __cr_rt_cudaFree(__cr_sess, p); }
cudaError_t __cr_rt_cudaFreeHost(void *, void *);
static inline cudaError_t cudaFreeHost(void *p) { return __cr_rt_cudaFreeHost(__cr_sess, p); }
cudaError_t __cr_rt_cudaMemcpy(void *, void *, const void *, size_t, int, int);
static inline cudaError_t cudaMemcpy(void *d, const void *s, size_t n, int kind) { return __cr_rt_cudaMemcpy(__cr_sess, d, s, n, kind, 1); }
cudaError_t __cr_rt_cudaMemcpyAsync(void *, void *, const void *, size_t, int, cudaStream_t);
static inline cudaError_t __cr_cudaMemcpyAsync(void *d, const void *s, size_t n, int kind, cudaStream_t st) { return __cr_rt_cudaMemcpyAsync(__cr_sess, d, s, n, kind, st); }
#define cudaMemcpyAsync(...) __CR_PICK5(__VA_ARGS__, __cr_cudaMemcpyAsync, __cr_mca4, __cr_argc, __cr_argc, __cr_argc)(__VA_ARGS__)
#define __cr_mca4(d, s, n, k) __cr_cudaMemcpyAsync(d, s, n, k, 0)
cudaError_t __cr_rt_cudaMemcpy2D(void *, void *, size_t, const void *, size_t, size_t, size_t, int);
static inline cudaError_t cudaMemcpy2D(void *d, size_t dp, const void *s, size_t sp, size_t w, size_t h, int kind) { return __cr_rt_cudaMemcpy2D(__cr_sess, d, dp, s, sp, w, h, kind); }
cudaError_t __cr_rt_cudaMemcpy2DAsync(void *, void *, size_t, const void *, size_t, size_t, size_t, int, cudaStream_t);
static inline cudaError_t __cr_cudaMemcpy2DAsync(void *d, size_t dp, const void *s, size_t sp, size_t w, size_t h, int kind, cudaStream_t st) { return __cr_rt_cudaMemcpy2DAsync(__cr_sess, d, dp, s, sp, w, h, kind, st); }
#define cudaMemcpy2DAsync(...) __CR_PICK8(__VA_ARGS__, __cr_cudaMemcpy2DAsync, __cr_m2a7, __cr_argc, __cr_argc, __cr_argc, __cr_argc, __cr_argc, __cr_argc)(__VA_ARGS__)
#define __cr_m2a7(d, dp, s, sp, w, h, k) __cr_cudaMemcpy2DAsync(d, dp, s, sp, w, h, k, 0)
cudaError_t __cr_rt_cudaMemset2D(void *, void *, size_t, int, size_t, size_t);
static inline cudaError_t cudaMemset2D(void *p, size_t pitch, int v, size_t w, size_t h) { return __cr_rt_cudaMemset2D(__cr_sess, p, pitch, v, w, h); }
cudaError_t __cr_rt_cudaMemset2DAsync(void *, void *, size_t, int, size_t, size_t, cudaStream_t);
static inline cudaError_t __cr_cudaMemset2DAsync(void *p, size_t pitch, int v, size_t w, size_t h, cudaStream_t st) { return __cr_rt_cudaMemset2DAsync(__cr_sess, p, pitch, v, w, h, st); }
#define cudaMemset2DAsync(...) __CR_PICK6(__VA_ARGS__, __cr_cudaMemset2DAsync, __cr_ms2a5, __cr_argc, __cr_argc, __cr_argc, __cr_argc)(__VA_ARGS__)
#define __cr_ms2a5(p, pitch, v, w, h) __cr_cudaMemset2DAsync(p, pitch, v, w, h, 0)
cudaError_t __cr_rt_cudaMemset(void *, void *, int, size_t);
static inline cudaError_t cudaMemset(void *p, int v, size_t n) { return __cr_rt_cudaMemset(__cr_sess, p, v, n); }
cudaError_t __cr_rt_cudaMemsetAsync(void *, void *, int, size_t, cudaStream_t);
static inline cudaError_t __cr_cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t st) { return __cr_rt_cudaMemsetAsync(__cr_sess, p, v, n, st); }
#define cudaMemsetAsync(...) __CR_PICK4(__VA_ARGS__, __cr_cudaMemsetAsync, __cr_msa3, __cr_argc, __cr_argc)(__VA_ARGS__)
#define __cr_msa3(p, v, n) __cr_cudaMemsetAsync(p, v, n, 0)
cudaError_t __cr_rt_cudaMemcpyToSymbol(void *, const void *, const void *, size_t, size_t, int);
/* The symbol is passed by name as C++ does (the runtime's `const T &symbol` overloads). */
#define cudaMemcpyToSymbol(...) __CR_PICK5(__VA_ARGS__, __cr_mts5, __cr_mts4, __cr_mts3, __cr_argc, __cr_argc)(__VA_ARGS__)
#define __cr_mts3(sym, src, n) __cr_mts5(sym, src, n, 0, cudaMemcpyHostToDevice)
#define __cr_mts4(sym, src, n, off) __cr_mts5(sym, src, n, off, cudaMemcpyHostToDevice)
#define __cr_mts5(sym, src, n, off, kind) __cr_rt_cudaMemcpyToSymbol(__cr_sess, (const void *)&(sym), src, n, off, kind)
#define cudaMemcpyToSymbolAsync(...) __CR_PICK6(__VA_ARGS__, __cr_mtsa6, __cr_mts5, __cr_mts4, __cr_mts3, __cr_argc, __cr_argc)(__VA_ARGS__)
#define __cr_mtsa6(sym, src, n, off, kind, stream) __cr_mts5(sym, src, n, off, kind)
cudaError_t __cr_rt_cudaMemcpyFromSymbol(void *, void *, const void *, size_t, size_t, int);
#define cudaMemcpyFromSymbol(...) __CR_PICK5(__VA_ARGS__, __cr_mfs5, __cr_mfs4, __cr_mfs3, __cr_argc, __cr_argc)(__VA_ARGS__)
#define __cr_mfs3(dst, sym, n) __cr_mfs5(dst, sym, n, 0, cudaMemcpyDeviceToHost)
#define __cr_mfs4(dst, sym, n, off) __cr_mfs5(dst, sym, n, off, cudaMemcpyDeviceToHost)
#define __cr_mfs5(dst, sym, n, off, kind) __cr_rt_cudaMemcpyFromSymbol(__cr_sess, dst, (const void *)&(sym), n, off, kind)
#define cudaMemcpyFromSymbolAsync(...) __CR_PICK6(__VA_ARGS__, __cr_mfsa6, __cr_mfs5, __cr_mfs4, __cr_mfs3, __cr_argc, __cr_argc)(__VA_ARGS__)
#define __cr_mfsa6(dst, sym, n, off, kind, stream) __cr_mfs5(dst, sym, n, off, kind)
cudaError_t __cr_rt_cudaGetSymbolAddress(void *, void **, const void *);
#define cudaGetSymbolAddress(p, sym) __cr_rt_cudaGetSymbolAddress(__cr_sess, (void **)(p), (const void *)&(sym))
cudaError_t __cr_rt_cudaGetSymbolSize(void *, size_t *, const void *);
#define cudaGetSymbolSize(n, sym) __cr_rt_cudaGetSymbolSize(__cr_sess, n, (const void *)&(sym))
cudaError_t __cr_rt_cudaMemGetInfo(void *, size_t *, size_t *);
static inline cudaError_t cudaMemGetInfo(size_t *f, size_t *t) { return __cr_rt_cudaMemGetInfo(__cr_sess, f, t); }
cudaError_t __cr_rt_cudaPointerGetAttributes(void *, struct cudaPointerAttributes *, const void *);
static inline cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *a, const void *p) { return __cr_rt_cudaPointerGetAttributes(__cr_sess, a, p); }
/* managed memory's hints (interp/host/advise.c): CUDA 13's calls, with a location */
cudaError_t __cr_rt_cudaMemPrefetchAsync(void *, const void *, size_t, int, int, unsigned int, cudaStream_t);
cudaError_t __cr_rt_cudaMemAdvise(void *, const void *, size_t, int, int, int);
cudaError_t __cr_rt_cudaMemRangeGetAttribute(void *, void *, size_t, int, const void *, size_t);
static inline cudaError_t __cr_cudaMemPrefetchAsync(const void *p, size_t n, struct cudaMemLocation l, unsigned int flags, cudaStream_t s) { return __cr_rt_cudaMemPrefetchAsync(__cr_sess, p, n, (int)l.type, l.id, flags, s); }
static inline cudaError_t __cr_mpa4(const void *p, size_t n, struct cudaMemLocation l, unsigned int flags) { return __cr_cudaMemPrefetchAsync(p, n, l, flags, 0); }
#define cudaMemPrefetchAsync(...) __CR_PICK5(__VA_ARGS__, __cr_cudaMemPrefetchAsync, __cr_mpa4, __cr_argc, __cr_argc, __cr_argc)(__VA_ARGS__)
cudaError_t __cr_rt_cudaStreamAttachMemAsync(void *, cudaStream_t, void *, size_t, unsigned int);
static inline cudaError_t __cr_cudaStreamAttachMemAsync(cudaStream_t st, void *p, size_t n, unsigned int flags) { return __cr_rt_cudaStreamAttachMemAsync(__cr_sess, st, p, n, flags); }
#define __cr_sama3(st, p, n) __cr_cudaStreamAttachMemAsync(st, p, n, cudaMemAttachSingle)
#define __cr_sama2(st, p) __cr_cudaStreamAttachMemAsync(st, p, 0, cudaMemAttachSingle)
#define cudaStreamAttachMemAsync(...) __CR_PICK4(__VA_ARGS__, __cr_cudaStreamAttachMemAsync, __cr_sama3, __cr_sama2, __cr_argc)(__VA_ARGS__)
static inline cudaError_t cudaMemAdvise(const void *p, size_t n, enum cudaMemoryAdvise a, struct cudaMemLocation l) { return __cr_rt_cudaMemAdvise(__cr_sess, p, n, (int)a, (int)l.type, l.id); }
static inline cudaError_t cudaMemRangeGetAttribute(void *d, size_t size, enum cudaMemRangeAttribute a, const void *p, size_t n) { return __cr_rt_cudaMemRangeGetAttribute(__cr_sess, d, size, (int)a, p, n); }
static inline cudaError_t cudaMemRangeGetAttributes(void **d, size_t *sizes, enum cudaMemRangeAttribute *a, size_t count, const void *p, size_t n)
{
    if (!d || !sizes || !a || !count)
        return __cr_rt_cudaMemRangeGetAttribute(__cr_sess, (void *)0, 0, 0, p, n); /* (its error) */
    for (size_t i = 0; i < count; i++) {
        cudaError_t e = __cr_rt_cudaMemRangeGetAttribute(__cr_sess, d[i], sizes[i], (int)a[i], p, n);
        if (e)
            return e;
    }
    return cudaSuccess;
}

/* CUDA 13's batches: each copy or prefetch in turn, in the stream (checked as the runtime checks
 * the batch: a list of attributes or locations that starts at the first operation and goes up,
 * and for copies a stream other than the legacy one) */
enum cudaMemcpySrcAccessOrder {
    cudaMemcpySrcAccessOrderInvalid = 0x0,
    cudaMemcpySrcAccessOrderStream = 0x1,
    cudaMemcpySrcAccessOrderDuringApiCall = 0x2,
    cudaMemcpySrcAccessOrderAny = 0x3,
    cudaMemcpySrcAccessOrderMax = 0x7FFFFFFF
};
enum cudaMemcpyFlags { cudaMemcpyFlagDefault = 0x0, cudaMemcpyFlagPreferOverlapWithCompute = 0x1 };
struct cudaMemcpyAttributes {
    enum cudaMemcpySrcAccessOrder srcAccessOrder;
    struct cudaMemLocation srcLocHint;
    struct cudaMemLocation dstLocHint;
    unsigned int flags;
};
typedef struct cudaMemcpyAttributes cudaMemcpyAttributes;
static inline int __cr_batch_indexes(const size_t *idx, size_t n, size_t count)
{
    if (!idx || !n || idx[0] != 0)
        return 0;
    for (size_t i = 1; i < n; i++)
        if (idx[i] <= idx[i - 1] || idx[i] >= count)
            return 0;
    return 1;
}
static inline cudaError_t cudaMemcpyBatchAsync(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *idx, size_t nattrs, cudaStream_t st)
{
    if (!dsts || !srcs || !sizes || !count || !attrs || !__cr_batch_indexes(idx, nattrs, count) || st == 0 || st == cudaStreamLegacy)
        return __cr_rt_fail(__cr_sess, cudaErrorInvalidValue);
    for (size_t i = 0; i < nattrs; i++)
        if (attrs[i].srcAccessOrder < cudaMemcpySrcAccessOrderStream || attrs[i].srcAccessOrder > cudaMemcpySrcAccessOrderAny || (attrs[i].flags & ~1u))
            return __cr_rt_fail(__cr_sess, cudaErrorInvalidValue);
    for (size_t i = 0; i < count; i++) {
        cudaError_t e = __cr_rt_cudaMemcpyAsync(__cr_sess, dsts[i], srcs[i], sizes[i], cudaMemcpyDefault, st);
        if (e != cudaSuccess)
            return e;
    }
    return cudaSuccess;
}
static inline cudaError_t cudaMemPrefetchBatchAsync(void **p, size_t *sizes, size_t count, struct cudaMemLocation *locs, size_t *idx, size_t nlocs, unsigned long long flags, cudaStream_t st)
{
    if (!p || !sizes || !count || !locs || flags || !__cr_batch_indexes(idx, nlocs, count))
        return __cr_rt_fail(__cr_sess, cudaErrorInvalidValue);
    size_t at = 0;
    for (size_t i = 0; i < count; i++) {
        while (at + 1 < nlocs && idx[at + 1] <= i)
            at++;
        cudaError_t e = __cr_rt_cudaMemPrefetchAsync(__cr_sess, p[i], sizes[i], (int)locs[at].type, locs[at].id, 0, st);
        if (e != cudaSuccess)
            return e;
    }
    return cudaSuccess;
}
/* a discard leaves the contents undefined: the model keeps them (ranges of managed memory are
 * checked) */
static inline cudaError_t cudaMemDiscardBatchAsync(void **p, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t st)
{
    if (!p || !sizes || !count || flags)
        return __cr_rt_fail(__cr_sess, cudaErrorInvalidValue);
    for (size_t i = 0; i < count; i++) {
        int rm;
        cudaError_t e = __cr_rt_cudaMemRangeGetAttribute(__cr_sess, &rm, sizeof rm, cudaMemRangeAttributeReadMostly, p[i], sizes[i]);
        if (e != cudaSuccess)
            return e;
    }
    return cudaSuccess;
}
static inline cudaError_t cudaMemDiscardAndPrefetchBatchAsync(void **p, size_t *sizes, size_t count, struct cudaMemLocation *locs, size_t *idx, size_t nlocs, unsigned long long flags, cudaStream_t st)
{
    cudaError_t e = cudaMemDiscardBatchAsync(p, sizes, count, flags, st);
    return e != cudaSuccess ? e : cudaMemPrefetchBatchAsync(p, sizes, count, locs, idx, nlocs, flags, st);
}
const char *__cr_rt_cudaGetErrorString(int);
static inline const char *cudaGetErrorString(cudaError_t e) { return __cr_rt_cudaGetErrorString(e); }
const char *__cr_rt_cudaGetErrorName(int);
static inline const char *cudaGetErrorName(cudaError_t e) { return __cr_rt_cudaGetErrorName(e); }

cudaError_t __cr_rt_cudaGetDeviceCount(void *, int *);
static inline cudaError_t cudaGetDeviceCount(int *n) { return __cr_rt_cudaGetDeviceCount(__cr_sess, n); }
cudaError_t __cr_rt_cudaGetDevice(void *, int *);
static inline cudaError_t cudaGetDevice(int *d) { return __cr_rt_cudaGetDevice(__cr_sess, d); }
cudaError_t __cr_rt_cudaSetDevice(void *, int);
static inline cudaError_t cudaSetDevice(int d) { return __cr_rt_cudaSetDevice(__cr_sess, d); }
cudaError_t __cr_rt_cudaSetDeviceFlags(void *, unsigned int);
static inline cudaError_t cudaSetDeviceFlags(unsigned int f) { return __cr_rt_cudaSetDeviceFlags(__cr_sess, f); }
cudaError_t __cr_rt_cudaGetDeviceFlags(void *, unsigned int *);
static inline cudaError_t cudaGetDeviceFlags(unsigned int *f) { return __cr_rt_cudaGetDeviceFlags(__cr_sess, f); }
cudaError_t __cr_rt_cudaGetDeviceProperties(void *, struct cudaDeviceProp *, int);
static inline cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *p, int d) { return __cr_rt_cudaGetDeviceProperties(__cr_sess, p, d); }
cudaError_t __cr_rt_cudaDeviceGetAttribute(void *, int *, int, int);
static inline cudaError_t cudaDeviceGetAttribute(int *v, int attr, int d) { return __cr_rt_cudaDeviceGetAttribute(__cr_sess, v, attr, d); }
cudaError_t __cr_rt_cudaDeviceSetLimit(void *, int, size_t);
static inline cudaError_t cudaDeviceSetLimit(int lim, size_t v) { return __cr_rt_cudaDeviceSetLimit(__cr_sess, lim, v); }
cudaError_t __cr_rt_cudaDeviceGetLimit(void *, size_t *, int);
static inline cudaError_t cudaDeviceGetLimit(size_t *v, int lim) { return __cr_rt_cudaDeviceGetLimit(__cr_sess, v, lim); }
cudaError_t __cr_rt_cudaDriverGetVersion(void *, int *);
static inline cudaError_t cudaDriverGetVersion(int *v) { return __cr_rt_cudaDriverGetVersion(__cr_sess, v); }
cudaError_t __cr_rt_cudaRuntimeGetVersion(void *, int *);
static inline cudaError_t cudaRuntimeGetVersion(int *v) { return __cr_rt_cudaRuntimeGetVersion(__cr_sess, v); }
cudaError_t __cr_rt_cudaDeviceSetCacheConfig(void *, int);
static inline cudaError_t cudaDeviceSetCacheConfig(int c) { return __cr_rt_cudaDeviceSetCacheConfig(__cr_sess, c); }
cudaError_t __cr_rt_cudaDeviceGetCacheConfig(void *, int *);
static inline cudaError_t cudaDeviceGetCacheConfig(cudaFuncCache *c) { return __cr_rt_cudaDeviceGetCacheConfig(__cr_sess, (int *)c); }
/* the H200's shared memory banks are four bytes wide, whatever is asked (deprecated calls) */
static inline cudaError_t cudaDeviceSetSharedMemConfig(int c) { (void)c; return cudaSuccess; }
static inline cudaError_t cudaDeviceGetSharedMemConfig(cudaSharedMemConfig *c)
{
    if (!c)
        return cudaErrorInvalidValue;
    *c = (cudaSharedMemConfig)cudaSharedMemBankSizeFourByte;
    return cudaSuccess;
}
cudaError_t __cr_rt_cudaDeviceGetPCIBusId(void *, char *, int, int);
static inline cudaError_t cudaDeviceGetPCIBusId(char *b, int len, int dev) { return __cr_rt_cudaDeviceGetPCIBusId(__cr_sess, b, len, dev); }
cudaError_t __cr_rt_cudaDeviceGetByPCIBusId(void *, int *, const char *);
static inline cudaError_t cudaDeviceGetByPCIBusId(int *dev, const char *id) { return __cr_rt_cudaDeviceGetByPCIBusId(__cr_sess, dev, id); }
/* one device: it is the choice, and the only valid one */
static inline cudaError_t cudaChooseDevice(int *dev, const struct cudaDeviceProp *p)
{
    (void)p;
    if (!dev)
        return cudaErrorInvalidValue;
    *dev = 0;
    return cudaSuccess;
}
static inline cudaError_t cudaSetValidDevices(int *list, int n) { (void)list; (void)n; return cudaSuccess; }
static inline cudaError_t cudaInitDevice(int dev, unsigned int f, unsigned int g)
{
    (void)f;
    (void)g;
    return dev == 0 ? cudaSuccess : cudaErrorInvalidDevice;
}

cudaError_t __cr_rt_cudaFuncGetAttributes(void *, struct cudaFuncAttributes *, const void *);
#define cudaFuncGetAttributes(a, f) __cr_rt_cudaFuncGetAttributes(__cr_sess, a, (const void *)(f))
cudaError_t __cr_rt_cudaFuncSetAttribute(void *, const void *, int, int);
#define cudaFuncSetAttribute(f, attr, v) __cr_rt_cudaFuncSetAttribute(__cr_sess, (const void *)(f), attr, v)
static inline cudaError_t cudaFuncSetCacheConfig(const void *f, int c) { (void)f; (void)c; return cudaSuccess; }
cudaError_t __cr_rt_cudaOccupancyMaxPotentialClusterSize(void *, int *, const void *, const cudaLaunchConfig_t *);
/* GPUDirect RDMA: the model's device writes are seen at once, there is nothing to flush */
enum cudaFlushGPUDirectRDMAWritesTarget { cudaFlushGPUDirectRDMAWritesTargetCurrentDevice = 0 };
enum cudaFlushGPUDirectRDMAWritesScope {
    cudaFlushGPUDirectRDMAWritesToOwner = 100,
    cudaFlushGPUDirectRDMAWritesToAllDevices = 200
};
static inline cudaError_t cudaDeviceFlushGPUDirectRDMAWrites(enum cudaFlushGPUDirectRDMAWritesTarget t, enum cudaFlushGPUDirectRDMAWritesScope sc)
{
    if (t != cudaFlushGPUDirectRDMAWritesTargetCurrentDevice || (sc != cudaFlushGPUDirectRDMAWritesToOwner && sc != cudaFlushGPUDirectRDMAWritesToAllDevices))
        return __cr_rt_fail(__cr_sess, cudaErrorInvalidValue);
    return cudaSuccess;
}
cudaError_t __cr_rt_cudaFuncGetName(void *, const char **, const void *);
#define cudaFuncGetName(n, f) __cr_rt_cudaFuncGetName(__cr_sess, n, (const void *)(f))
cudaError_t __cr_rt_cudaFuncGetParamInfo(void *, const void *, size_t, size_t *, size_t *);
#define cudaFuncGetParamInfo(f, i, off, size) __cr_rt_cudaFuncGetParamInfo(__cr_sess, (const void *)(f), i, off, size)
/* a kernel's handle (cudaGetKernel) is its address; a driver function (cudaGetFuncBySymbol) is
 * the driver API's CUfunction */
typedef struct CUkern_st *cudaKernel_t;
typedef struct CUfunc_st *cudaFunction_t;
cudaError_t __cr_rt_cudaGetKernel(void *, void **, const void *);
#define cudaGetKernel(k, f) __cr_rt_cudaGetKernel(__cr_sess, (void **)(k), (const void *)(f))
static inline cudaError_t cudaKernelSetAttributeForDevice(cudaKernel_t k, int attr, int v, int dev)
{
    if (dev != 0)
        return __cr_rt_fail(__cr_sess, cudaErrorInvalidDevice);
    return __cr_rt_cudaFuncSetAttribute(__cr_sess, (const void *)k, attr, v);
}
cudaError_t __cr_rt_cudaGetFuncBySymbol(void *, cudaFunction_t *, const void *);
#define cudaGetFuncBySymbol(fp, f) __cr_rt_cudaGetFuncBySymbol(__cr_sess, fp, (const void *)(f))
static inline cudaError_t cudaFuncSetSharedMemConfig(const void *f, int c) { (void)f; (void)c; return cudaSuccess; }
cudaError_t __cr_rt_cudaOccupancyMaxActiveBlocksPerMultiprocessor(void *, int *, const void *, int, size_t);
#define cudaOccupancyMaxActiveBlocksPerMultiprocessor(n, f, bs, sm) __cr_rt_cudaOccupancyMaxActiveBlocksPerMultiprocessor(__cr_sess, n, (const void *)(f), bs, sm)
cudaError_t __cr_rt_cudaOccupancyAvailableDynamicSMemPerBlock(void *, size_t *, const void *, int, int);
#define cudaOccupancyAvailableDynamicSMemPerBlock(d, f, nb, bs) __cr_rt_cudaOccupancyAvailableDynamicSMemPerBlock(__cr_sess, d, (const void *)(f), nb, bs)
#define cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(n, f, bs, sm, fl) __cr_rt_cudaOccupancyMaxActiveBlocksPerMultiprocessor(__cr_sess, n, (const void *)(f), bs, sm)
#define cudaOccupancyDefault 0x00
#define cudaOccupancyDisableCachingOverride 0x01
cudaError_t __cr_rt_cudaOccupancyMaxPotentialBlockSize(void *, int *, int *, const void *, size_t, int);
#define cudaOccupancyMaxPotentialBlockSize(...) __CR_PICK5(__VA_ARGS__, __cr_omp5, __cr_omp4, __cr_omp3, __cr_argc, __cr_argc)(__VA_ARGS__)
#define __cr_omp3(g, b, f) __cr_omp5(g, b, f, 0, 0)
#define __cr_omp4(g, b, f, sm) __cr_omp5(g, b, f, sm, 0)
#define __cr_omp5(g, b, f, sm, lim) __cr_rt_cudaOccupancyMaxPotentialBlockSize(__cr_sess, g, b, (const void *)(f), sm, lim)

cudaError_t __cr_rt_cudaLaunchKernel(void *, const void *, const dim3 *, const dim3 *, void **, size_t, cudaStream_t);
#define cudaLaunchKernel(...) __CR_PICK6(__VA_ARGS__, __cr_lk6, __cr_lk5, __cr_lk4, __cr_argc, __cr_argc, __cr_argc)(__VA_ARGS__)
#define __cr_lk4(f, g, b, a) __cr_lk6(f, g, b, a, 0, 0)
#define __cr_lk5(f, g, b, a, sm) __cr_lk6(f, g, b, a, sm, 0)
#define __cr_lk6(f, g, b, a, sm, st) ({ dim3 __cr_g, __cr_b; __cr_dim3(&__cr_g, g); __cr_dim3(&__cr_b, b); \
    __cr_rt_cudaLaunchKernel(__cr_sess, (const void *)(f), &__cr_g, &__cr_b, a, sm, st); })
cudaError_t __cr_rt_cudaLaunchCooperativeKernel(void *, const void *, const dim3 *, const dim3 *, void **, size_t, cudaStream_t);
#define cudaLaunchCooperativeKernel(...) __CR_PICK6(__VA_ARGS__, __cr_clk6, __cr_clk5, __cr_clk4, __cr_argc, __cr_argc, __cr_argc)(__VA_ARGS__)
#define __cr_clk4(f, g, b, a) __cr_clk6(f, g, b, a, 0, 0)
#define __cr_clk5(f, g, b, a, sm) __cr_clk6(f, g, b, a, sm, 0)
#define __cr_clk6(f, g, b, a, sm, st) ({ dim3 __cr_g, __cr_b; __cr_dim3(&__cr_g, g); __cr_dim3(&__cr_b, b); \
    __cr_rt_cudaLaunchCooperativeKernel(__cr_sess, (const void *)(f), &__cr_g, &__cr_b, a, sm, st); })
cudaError_t __cr_rt_cudaLaunchKernelExC(void *, const cudaLaunchConfig_t *, const void *, void **);
static inline cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *c, const void *f, void **args) { return __cr_rt_cudaLaunchKernelExC(__cr_sess, c, f, args); }

cudaError_t __cr_rt_cudaStreamCreate(void *, cudaStream_t *, unsigned int, int);
static inline cudaError_t cudaStreamCreate(cudaStream_t *s) { return __cr_rt_cudaStreamCreate(__cr_sess, s, 0, 0); }
static inline cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned int f) { return __cr_rt_cudaStreamCreate(__cr_sess, s, f, 0); }
static inline cudaError_t cudaStreamCreateWithPriority(cudaStream_t *s, unsigned int f, int p) { return __cr_rt_cudaStreamCreate(__cr_sess, s, f, p); }
cudaError_t __cr_rt_cudaStreamDestroy(void *, cudaStream_t);
static inline cudaError_t cudaStreamDestroy(cudaStream_t s) { return __cr_rt_cudaStreamDestroy(__cr_sess, s); }
cudaError_t __cr_rt_cudaStreamSynchronize(void *, cudaStream_t);
static inline cudaError_t cudaStreamSynchronize(cudaStream_t s) { return __cr_rt_cudaStreamSynchronize(__cr_sess, s); }
cudaError_t __cr_rt_cudaStreamQuery(void *, cudaStream_t);
static inline cudaError_t cudaStreamQuery(cudaStream_t s) { return __cr_rt_cudaStreamQuery(__cr_sess, s); }
/* host work in a stream (§6.2.8.6, Callbacks): it runs after the stream's earlier work, which
 * in cudarepl has run already */
typedef void (*cudaHostFn_t)(void *userData);
typedef void (*cudaStreamCallback_t)(cudaStream_t stream, cudaError_t status, void *userData);
cudaError_t __cr_rt_cudaLaunchHostFunc(void *, cudaStream_t, cudaHostFn_t, void *);
static inline cudaError_t cudaLaunchHostFunc(cudaStream_t s, cudaHostFn_t fn, void *data) { return __cr_rt_cudaLaunchHostFunc(__cr_sess, s, fn, data); }
#include "__cr_memcpy3d.h" /* the structures of 3D copies */
#include "__cr_graph.h" /* CUDA graphs and stream capture */
cudaError_t __cr_rt_cudaStreamAddCallback(void *, cudaStream_t, cudaStreamCallback_t, void *, unsigned int);
static inline cudaError_t cudaStreamAddCallback(cudaStream_t s, cudaStreamCallback_t cb, void *data, unsigned int flags) { return __cr_rt_cudaStreamAddCallback(__cr_sess, s, cb, data, flags); }
cudaError_t __cr_rt_cudaStreamWaitEvent(void *, cudaStream_t, cudaEvent_t, unsigned int);
static inline cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e, unsigned int f) { return __cr_rt_cudaStreamWaitEvent(__cr_sess, s, e, f); }
#define cudaStreamWaitEvent(...) __CR_PICK3(__VA_ARGS__, cudaStreamWaitEvent, __cr_swe2, __cr_argc)(__VA_ARGS__)
#define __cr_swe2(s, e) cudaStreamWaitEvent(s, e, 0)
cudaError_t __cr_rt_cudaDeviceGetStreamPriorityRange(void *, int *, int *);
static inline cudaError_t cudaDeviceGetStreamPriorityRange(int *lo, int *hi) { return __cr_rt_cudaDeviceGetStreamPriorityRange(__cr_sess, lo, hi); }

cudaError_t __cr_rt_cudaEventCreate(void *, cudaEvent_t *, unsigned int);
static inline cudaError_t cudaEventCreate(cudaEvent_t *e) { return __cr_rt_cudaEventCreate(__cr_sess, e, 0); }
static inline cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned int f) { return __cr_rt_cudaEventCreate(__cr_sess, e, f); }
cudaError_t __cr_rt_cudaEventDestroy(void *, cudaEvent_t);
static inline cudaError_t cudaEventDestroy(cudaEvent_t e) { return __cr_rt_cudaEventDestroy(__cr_sess, e); }
cudaError_t __cr_rt_cudaEventRecord(void *, cudaEvent_t, cudaStream_t);
static inline cudaError_t __cr_cudaEventRecord(cudaEvent_t e, cudaStream_t s) { return __cr_rt_cudaEventRecord(__cr_sess, e, s); }
#define cudaEventRecord(...) __CR_PICK2(__VA_ARGS__, __cr_cudaEventRecord, __cr_er1)(__VA_ARGS__)
#define __cr_er1(e) __cr_cudaEventRecord(e, 0)
#define cudaEventRecordWithFlags(e, s, f) __cr_cudaEventRecord(e, s) /* (cudaEventRecordExternal: no graph node of its own here) */
cudaError_t __cr_rt_cudaEventSynchronize(void *, cudaEvent_t);
static inline cudaError_t cudaEventSynchronize(cudaEvent_t e) { return __cr_rt_cudaEventSynchronize(__cr_sess, e); }
cudaError_t __cr_rt_cudaEventQuery(void *, cudaEvent_t);
static inline cudaError_t cudaEventQuery(cudaEvent_t e) { return __cr_rt_cudaEventQuery(__cr_sess, e); }
cudaError_t __cr_rt_cudaEventElapsedTime(void *, float *, cudaEvent_t, cudaEvent_t);
static inline cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b) { return __cr_rt_cudaEventElapsedTime(__cr_sess, ms, a, b); }

cudaError_t __cr_rt_cudaStreamGetFlags(void *, cudaStream_t, unsigned int *);
static inline cudaError_t cudaStreamGetFlags(cudaStream_t s, unsigned int *f) { return __cr_rt_cudaStreamGetFlags(__cr_sess, s, f); }
cudaError_t __cr_rt_cudaStreamGetPriority(void *, cudaStream_t, int *);
static inline cudaError_t cudaStreamGetPriority(cudaStream_t s, int *p) { return __cr_rt_cudaStreamGetPriority(__cr_sess, s, p); }
cudaError_t __cr_rt_cudaStreamGetDevice(void *, cudaStream_t, int *);
static inline cudaError_t cudaStreamGetDevice(cudaStream_t s, int *d) { return __cr_rt_cudaStreamGetDevice(__cr_sess, s, d); }
cudaError_t __cr_rt_cudaStreamGetId(void *, cudaStream_t, unsigned long long *);
static inline cudaError_t cudaStreamGetId(cudaStream_t s, unsigned long long *id) { return __cr_rt_cudaStreamGetId(__cr_sess, s, id); }
cudaError_t __cr_rt_cudaStreamSetAttribute(void *, cudaStream_t, int, const cudaLaunchAttributeValue *);
static inline cudaError_t cudaStreamSetAttribute(cudaStream_t s, int attr, const cudaLaunchAttributeValue *v) { return __cr_rt_cudaStreamSetAttribute(__cr_sess, s, attr, v); }
cudaError_t __cr_rt_cudaStreamGetAttribute(void *, cudaStream_t, int, cudaLaunchAttributeValue *);
static inline cudaError_t cudaStreamGetAttribute(cudaStream_t s, int attr, cudaLaunchAttributeValue *v) { return __cr_rt_cudaStreamGetAttribute(__cr_sess, s, attr, v); }
cudaError_t __cr_rt_cudaStreamCopyAttributes(void *, cudaStream_t, cudaStream_t);
static inline cudaError_t cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src) { return __cr_rt_cudaStreamCopyAttributes(__cr_sess, dst, src); }
__CR_RT0(cudaCtxResetPersistingL2Cache)

/* ---- Peer access (one device: there is no peer) ---- */
cudaError_t __cr_rt_cudaDeviceCanAccessPeer(void *, int *, int, int);
static inline cudaError_t cudaDeviceCanAccessPeer(int *can, int d, int peer) { return __cr_rt_cudaDeviceCanAccessPeer(__cr_sess, can, d, peer); }
cudaError_t __cr_rt_cudaDeviceGetP2PAttribute(void *, int *, int, int, int);
static inline cudaError_t cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr, int src, int dst) { return __cr_rt_cudaDeviceGetP2PAttribute(__cr_sess, value, (int)attr, src, dst); }
cudaError_t __cr_rt_cudaDeviceEnablePeerAccess(void *, int, unsigned int);
static inline cudaError_t cudaDeviceEnablePeerAccess(int peer, unsigned int flags) { return __cr_rt_cudaDeviceEnablePeerAccess(__cr_sess, peer, flags); }
cudaError_t __cr_rt_cudaDeviceDisablePeerAccess(void *, int);
static inline cudaError_t cudaDeviceDisablePeerAccess(int peer) { return __cr_rt_cudaDeviceDisablePeerAccess(__cr_sess, peer); }
cudaError_t __cr_rt_cudaMemcpyPeer(void *, void *, int, const void *, int, size_t, int);
static inline cudaError_t cudaMemcpyPeer(void *d, int dd, const void *s, int sd, size_t n) { return __cr_rt_cudaMemcpyPeer(__cr_sess, d, dd, s, sd, n, 1); }
static inline cudaError_t __cr_cudaMemcpyPeerAsync(void *d, int dd, const void *s, int sd, size_t n, cudaStream_t st) { (void)st; return __cr_rt_cudaMemcpyPeer(__cr_sess, d, dd, s, sd, n, 0); }
#define cudaMemcpyPeerAsync(...) __CR_PICK6(__VA_ARGS__, __cr_cudaMemcpyPeerAsync, __cr_mcpa5, __cr_argc, __cr_argc, __cr_argc, __cr_argc)(__VA_ARGS__)
#define __cr_mcpa5(d, dd, s, sd, n) __cr_cudaMemcpyPeerAsync(d, dd, s, sd, n, 0)

/* ---- Stream-ordered allocation ---- */
cudaError_t __cr_rt_cudaMallocFromPoolAsync(void *, void **, size_t, cudaMemPool_t, cudaStream_t);
static inline cudaError_t cudaMallocFromPoolAsync(void *p, size_t n, cudaMemPool_t pool, cudaStream_t st) { return __cr_rt_cudaMallocFromPoolAsync(__cr_sess, (void **)p, n, pool, st); }
static inline cudaError_t __cr_cudaMallocAsync(void *p, size_t n, cudaStream_t st) { return __cr_rt_cudaMallocFromPoolAsync(__cr_sess, (void **)p, n, (cudaMemPool_t)0, st); }
/* the C++ API's four-argument form takes a pool */
#define cudaMallocAsync(...) __CR_PICK4(__VA_ARGS__, cudaMallocFromPoolAsync, __cr_cudaMallocAsync, __cr_argc, __cr_argc)(__VA_ARGS__)
cudaError_t __cr_rt_cudaFreeAsync(void *, void *, cudaStream_t);
static inline cudaError_t cudaFreeAsync(void *p, cudaStream_t st) { return __cr_rt_cudaFreeAsync(__cr_sess, p, st); }
cudaError_t __cr_rt_cudaDeviceGetDefaultMemPool(void *, cudaMemPool_t *, int);
static inline cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *p, int d) { return __cr_rt_cudaDeviceGetDefaultMemPool(__cr_sess, p, d); }
cudaError_t __cr_rt_cudaDeviceGetMemPool(void *, cudaMemPool_t *, int);
static inline cudaError_t cudaDeviceGetMemPool(cudaMemPool_t *p, int d) { return __cr_rt_cudaDeviceGetMemPool(__cr_sess, p, d); }
cudaError_t __cr_rt_cudaDeviceSetMemPool(void *, int, cudaMemPool_t);
static inline cudaError_t cudaDeviceSetMemPool(int d, cudaMemPool_t p) { return __cr_rt_cudaDeviceSetMemPool(__cr_sess, d, p); }
cudaError_t __cr_rt_cudaMemPoolCreate(void *, cudaMemPool_t *, const struct cudaMemPoolProps *);
static inline cudaError_t cudaMemPoolCreate(cudaMemPool_t *p, const struct cudaMemPoolProps *props) { return __cr_rt_cudaMemPoolCreate(__cr_sess, p, props); }
cudaError_t __cr_rt_cudaMemPoolDestroy(void *, cudaMemPool_t);
static inline cudaError_t cudaMemPoolDestroy(cudaMemPool_t p) { return __cr_rt_cudaMemPoolDestroy(__cr_sess, p); }
cudaError_t __cr_rt_cudaMemPoolSetAttribute(void *, cudaMemPool_t, int, void *);
static inline cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t p, enum cudaMemPoolAttr attr, void *v) { return __cr_rt_cudaMemPoolSetAttribute(__cr_sess, p, attr, v); }
cudaError_t __cr_rt_cudaMemPoolGetAttribute(void *, cudaMemPool_t, int, void *);
static inline cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t p, enum cudaMemPoolAttr attr, void *v) { return __cr_rt_cudaMemPoolGetAttribute(__cr_sess, p, attr, v); }
cudaError_t __cr_rt_cudaMemPoolTrimTo(void *, cudaMemPool_t, size_t);
static inline cudaError_t cudaMemPoolTrimTo(cudaMemPool_t p, size_t keep) { return __cr_rt_cudaMemPoolTrimTo(__cr_sess, p, keep); }
cudaError_t __cr_rt_cudaMemPoolSetAccess(void *, cudaMemPool_t, const struct cudaMemAccessDesc *, size_t);
static inline cudaError_t cudaMemPoolSetAccess(cudaMemPool_t p, const struct cudaMemAccessDesc *d, size_t n) { return __cr_rt_cudaMemPoolSetAccess(__cr_sess, p, d, n); }
cudaError_t __cr_rt_cudaMemPoolGetAccess(void *, enum cudaMemAccessFlags *, cudaMemPool_t, struct cudaMemLocation *);
static inline cudaError_t cudaMemPoolGetAccess(enum cudaMemAccessFlags *f, cudaMemPool_t p, struct cudaMemLocation *l) { return __cr_rt_cudaMemPoolGetAccess(__cr_sess, f, p, l); }
/* CUDA 13's pools by location (the device's: its pinned memory) */
cudaError_t __cr_rt_cudaMemGetMemPool(void *, cudaMemPool_t *, const struct cudaMemLocation *, int, int);
cudaError_t __cr_rt_cudaMemSetMemPool(void *, const struct cudaMemLocation *, int, cudaMemPool_t);
static inline cudaError_t cudaMemGetDefaultMemPool(cudaMemPool_t *p, struct cudaMemLocation *l, enum cudaMemAllocationType t) { return __cr_rt_cudaMemGetMemPool(__cr_sess, p, l, t, 1); }
static inline cudaError_t cudaMemGetMemPool(cudaMemPool_t *p, struct cudaMemLocation *l, enum cudaMemAllocationType t) { return __cr_rt_cudaMemGetMemPool(__cr_sess, p, l, t, 0); }
static inline cudaError_t cudaMemSetMemPool(struct cudaMemLocation *l, enum cudaMemAllocationType t, cudaMemPool_t p) { return __cr_rt_cudaMemSetMemPool(__cr_sess, l, t, p); }
/* graphs' allocations: cudarepl has no graphs, so none */
cudaError_t __cr_rt_cudaDeviceGetGraphMemAttribute(void *, int, int, void *);
static inline cudaError_t cudaDeviceGetGraphMemAttribute(int d, enum cudaGraphMemAttributeType attr, void *v) { return __cr_rt_cudaDeviceGetGraphMemAttribute(__cr_sess, d, attr, v); }
cudaError_t __cr_rt_cudaDeviceSetGraphMemAttribute(void *, int, int, void *);
static inline cudaError_t cudaDeviceSetGraphMemAttribute(int d, enum cudaGraphMemAttributeType attr, void *v) { return __cr_rt_cudaDeviceSetGraphMemAttribute(__cr_sess, d, attr, v); }
cudaError_t __cr_rt_cudaDeviceGraphMemTrim(void *, int);
static inline cudaError_t cudaDeviceGraphMemTrim(int d) { return __cr_rt_cudaDeviceGraphMemTrim(__cr_sess, d); }

/* the launch syntax kernel<<<grid, block, shared, stream>>>(args) becomes a call of the kernel
 * after this (cudarepl rewrites it) */
int __cr_rt_push_config(void *, const dim3 *, const dim3 *, size_t, cudaStream_t);
#include "crt/cxx_support.h" /* the C++ support the front end's C calls */

#ifdef __cplusplus
/* ---- The C++ API ----
 * cudarepl's front end compiles host code as C++ and writes it as C (docs/design.md, "The host
 * pass"); it reads this part of the header, where C++ says what the C part above says with
 * macros: default arguments, symbols passed by name (the runtime's `const T &symbol`
 * templates), kernels passed as functions. The C it writes calls these by the same names, which
 * the C part defines. */
/* make_float2 and the other constructors of vector types: functions in C++, as CUDA's are (so
 * that a program may add overloads of its own, as helper_math.h's make_float2(float) does) */
#undef make_char1
#undef make_char2
#undef make_char3
#undef make_char4
#undef make_uchar1
#undef make_uchar2
#undef make_uchar3
#undef make_uchar4
#undef make_short1
#undef make_short2
#undef make_short3
#undef make_short4
#undef make_ushort1
#undef make_ushort2
#undef make_ushort3
#undef make_ushort4
#undef make_int1
#undef make_int2
#undef make_int3
#undef make_int4
#undef make_uint1
#undef make_uint2
#undef make_uint3
#undef make_uint4
#undef make_long1
#undef make_long2
#undef make_long3
#undef make_long4
#undef make_ulong1
#undef make_ulong2
#undef make_ulong3
#undef make_ulong4
#undef make_longlong1
#undef make_longlong2
#undef make_longlong3
#undef make_longlong4
#undef make_ulonglong1
#undef make_ulonglong2
#undef make_ulonglong3
#undef make_ulonglong4
#undef make_float1
#undef make_float2
#undef make_float3
#undef make_float4
#undef make_double1
#undef make_double2
#undef make_double3
#undef make_double4
#define __CR_MAKE(N, T)                                                                           \
    static inline N##1 make_##N##1(T x) { N##1 r; r.x = x; return r; }                             \
    static inline N##2 make_##N##2(T x, T y) { N##2 r; r.x = x; r.y = y; return r; }                \
    static inline N##3 make_##N##3(T x, T y, T z) { N##3 r; r.x = x; r.y = y; r.z = z; return r; }   \
    static inline N##4 make_##N##4(T x, T y, T z, T w)                                             \
    {                                                                                             \
        N##4 r; r.x = x; r.y = y; r.z = z; r.w = w; return r;                                     \
    }
__CR_MAKE(char, signed char) __CR_MAKE(uchar, unsigned char) __CR_MAKE(short, short)
__CR_MAKE(ushort, unsigned short) __CR_MAKE(int, int) __CR_MAKE(uint, unsigned int)
__CR_MAKE(long, long) __CR_MAKE(ulong, unsigned long) __CR_MAKE(longlong, long long)
__CR_MAKE(ulonglong, unsigned long long) __CR_MAKE(float, float) __CR_MAKE(double, double)
#undef __CR_MAKE
/* GCC's __sync and __atomic builtins, which g++ (nvcc's host compiler) provides and libtcc does
 * not: templates over the operand's type, on its bytes (interp/host/rt.c). As g++'s, a pointer
 * operand moves by the value given, in bytes. */
#define __ATOMIC_RELAXED 0
#define __ATOMIC_CONSUME 1
#define __ATOMIC_ACQUIRE 2
#define __ATOMIC_RELEASE 3
#define __ATOMIC_ACQ_REL 4
#define __ATOMIC_SEQ_CST 5
#define __CR_SYNC(name, op, after)                                                               \
    template <class T, class U> static inline T name(T *p, U v) { return (T)__cr_rt_sync_op(p, sizeof(T), op, after, (unsigned long)v); }
#define __CR_ATOMIC(name, op, after)                                                             \
    template <class T, class U> static inline T name(T *p, U v, int) { return (T)__cr_rt_sync_op(p, sizeof(T), op, after, (unsigned long)v); }
__CR_SYNC(__sync_fetch_and_add, 0, 0) __CR_SYNC(__sync_fetch_and_sub, 1, 0)
__CR_SYNC(__sync_fetch_and_or, 2, 0) __CR_SYNC(__sync_fetch_and_and, 3, 0)
__CR_SYNC(__sync_fetch_and_xor, 4, 0) __CR_SYNC(__sync_fetch_and_nand, 5, 0)
__CR_SYNC(__sync_add_and_fetch, 0, 1) __CR_SYNC(__sync_sub_and_fetch, 1, 1)
__CR_SYNC(__sync_or_and_fetch, 2, 1) __CR_SYNC(__sync_and_and_fetch, 3, 1)
__CR_SYNC(__sync_xor_and_fetch, 4, 1) __CR_SYNC(__sync_nand_and_fetch, 5, 1)
__CR_SYNC(__sync_lock_test_and_set, 6, 0)
__CR_ATOMIC(__atomic_fetch_add, 0, 0) __CR_ATOMIC(__atomic_fetch_sub, 1, 0)
__CR_ATOMIC(__atomic_fetch_or, 2, 0) __CR_ATOMIC(__atomic_fetch_and, 3, 0)
__CR_ATOMIC(__atomic_fetch_xor, 4, 0) __CR_ATOMIC(__atomic_fetch_nand, 5, 0)
__CR_ATOMIC(__atomic_add_fetch, 0, 1) __CR_ATOMIC(__atomic_sub_fetch, 1, 1)
__CR_ATOMIC(__atomic_or_fetch, 2, 1) __CR_ATOMIC(__atomic_and_fetch, 3, 1)
__CR_ATOMIC(__atomic_xor_fetch, 4, 1) __CR_ATOMIC(__atomic_nand_fetch, 5, 1)
__CR_ATOMIC(__atomic_exchange_n, 6, 0)
#undef __CR_SYNC
#undef __CR_ATOMIC
template <class T, class U, class V> static inline T __sync_val_compare_and_swap(T *p, U o, V n) { return (T)__cr_rt_sync_cas(p, sizeof(T), 0, (unsigned long)o, (unsigned long)n); }
template <class T, class U, class V> static inline bool __sync_bool_compare_and_swap(T *p, U o, V n) { return __cr_rt_sync_cas(p, sizeof(T), 1, (unsigned long)o, (unsigned long)n) != 0; }
template <class T> static inline void __sync_lock_release(T *p) { __cr_rt_sync_store(p, sizeof(T), 0); }
static inline void __sync_synchronize(void) { __cr_rt_sync_fence(); }
template <class T> static inline T __atomic_load_n(T *p, int) { return (T)__cr_rt_sync_load(p, sizeof(T)); }
template <class T, class U> static inline void __atomic_store_n(T *p, U v, int) { __cr_rt_sync_store(p, sizeof(T), (unsigned long)v); }
template <class T, class U> static inline bool __atomic_compare_exchange_n(T *p, T *expected, U desired, bool, int, int)
{
    unsigned long o = (unsigned long)*expected;
    unsigned long r = __cr_rt_sync_cas(p, sizeof(T), 0, o, (unsigned long)desired);
    if (r == (unsigned long)(T)o)
        return true;
    *expected = (T)r;
    return false;
}
static inline void __atomic_thread_fence(int) { __cr_rt_sync_fence(); }
static inline void __atomic_signal_fence(int) { __cr_rt_sync_fence(); }

/* the runtime's C++ overload of cudaEventCreateWithFlags */
static inline cudaError_t cudaEventCreate(cudaEvent_t *e, unsigned int f) { return __cr_rt_cudaEventCreate(__cr_sess, e, f); }
#undef cudaMallocManaged
static inline cudaError_t cudaMallocManaged(void *p, size_t n, unsigned int flags = cudaMemAttachGlobal) { return __cr_rt_cudaMallocManaged(__cr_sess, (void **)p, n, flags); }
#undef cudaMallocHost
static inline cudaError_t cudaMallocHost(void *p, size_t n, unsigned int flags) { return __cr_rt_cudaHostAlloc(__cr_sess, (void **)p, n, flags); }
#undef cudaMallocAsync
static inline cudaError_t cudaMallocAsync(void *p, size_t n, cudaStream_t st) { return __cr_rt_cudaMallocFromPoolAsync(__cr_sess, (void **)p, n, (cudaMemPool_t)0, st); }
static inline cudaError_t cudaMallocAsync(void *p, size_t n, cudaMemPool_t pool, cudaStream_t st) { return __cr_rt_cudaMallocFromPoolAsync(__cr_sess, (void **)p, n, pool, st); }
#undef cudaMemcpyPeerAsync
static inline cudaError_t cudaMemcpyPeerAsync(void *d, int dd, const void *s, int sd, size_t n, cudaStream_t st = 0) { (void)st; return __cr_rt_cudaMemcpyPeer(__cr_sess, d, dd, s, sd, n, 0); }
#undef cudaMemcpyAsync
static inline cudaError_t cudaMemcpyAsync(void *d, const void *s, size_t n, int kind, cudaStream_t st = 0) { return __cr_rt_cudaMemcpyAsync(__cr_sess, d, s, n, kind, st); }
#undef cudaMemsetAsync
static inline cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t st = 0) { return __cr_rt_cudaMemsetAsync(__cr_sess, p, v, n, st); }
#undef cudaMemcpy2DAsync
static inline cudaError_t cudaMemcpy2DAsync(void *d, size_t dp, const void *s, size_t sp, size_t w, size_t h, cudaMemcpyKind kind, cudaStream_t st = 0) { return __cr_rt_cudaMemcpy2DAsync(__cr_sess, d, dp, s, sp, w, h, kind, st); }
#undef cudaMemset2DAsync
static inline cudaError_t cudaMemset2DAsync(void *p, size_t pitch, int v, size_t w, size_t h, cudaStream_t st = 0) { return __cr_rt_cudaMemset2DAsync(__cr_sess, p, pitch, v, w, h, st); }
#undef cudaStreamAttachMemAsync
static inline cudaError_t cudaStreamAttachMemAsync(cudaStream_t st, void *p, size_t n = 0, unsigned int flags = cudaMemAttachSingle) { return __cr_rt_cudaStreamAttachMemAsync(__cr_sess, st, p, n, flags); }
#undef cudaMemPrefetchAsync
static inline cudaError_t cudaMemPrefetchAsync(const void *p, size_t n, struct cudaMemLocation l, unsigned int flags, cudaStream_t st = 0) { return __cr_rt_cudaMemPrefetchAsync(__cr_sess, p, n, (int)l.type, l.id, flags, st); }
/* CUDA 12's forms, which CUDA 13 replaced by the ones with a location: a device's number, or
 * cudaCpuDeviceId for the host (course material uses them; nvcc 13 rejects them) */
static inline cudaError_t cudaMemPrefetchAsync(const void *p, size_t n, int dev, cudaStream_t st = 0) { return __cr_rt_cudaMemPrefetchAsync(__cr_sess, p, n, dev == cudaCpuDeviceId ? (int)cudaMemLocationTypeHost : (int)cudaMemLocationTypeDevice, dev, 0, st); }
static inline cudaError_t cudaMemAdvise(const void *p, size_t n, enum cudaMemoryAdvise a, int dev) { return __cr_rt_cudaMemAdvise(__cr_sess, p, n, (int)a, dev == cudaCpuDeviceId ? (int)cudaMemLocationTypeHost : (int)cudaMemLocationTypeDevice, dev); }
#undef cudaMemcpyToSymbol
template <class T> static inline cudaError_t cudaMemcpyToSymbol(const T &sym, const void *src, size_t n, size_t off = 0, int kind = cudaMemcpyHostToDevice) { return __cr_rt_cudaMemcpyToSymbol(__cr_sess, (const void *)&sym, src, n, off, kind); }
#undef cudaMemcpyToSymbolAsync
template <class T> static inline cudaError_t cudaMemcpyToSymbolAsync(const T &sym, const void *src, size_t n, size_t off = 0, int kind = cudaMemcpyHostToDevice, cudaStream_t st = 0) { (void)st; return __cr_rt_cudaMemcpyToSymbol(__cr_sess, (const void *)&sym, src, n, off, kind); }
#undef cudaMemcpyFromSymbol
template <class T> static inline cudaError_t cudaMemcpyFromSymbol(void *dst, const T &sym, size_t n, size_t off = 0, int kind = cudaMemcpyDeviceToHost) { return __cr_rt_cudaMemcpyFromSymbol(__cr_sess, dst, (const void *)&sym, n, off, kind); }
#undef cudaMemcpyFromSymbolAsync
template <class T> static inline cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &sym, size_t n, size_t off = 0, int kind = cudaMemcpyDeviceToHost, cudaStream_t st = 0) { (void)st; return __cr_rt_cudaMemcpyFromSymbol(__cr_sess, dst, (const void *)&sym, n, off, kind); }
#undef cudaGetSymbolAddress
template <class T> static inline cudaError_t cudaGetSymbolAddress(void *p, const T &sym) { return __cr_rt_cudaGetSymbolAddress(__cr_sess, (void **)p, (const void *)&sym); }
#undef cudaGetSymbolSize
template <class T> static inline cudaError_t cudaGetSymbolSize(size_t *n, const T &sym) { return __cr_rt_cudaGetSymbolSize(__cr_sess, n, (const void *)&sym); }
#undef cudaFuncGetAttributes
static inline cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *a, const void *f) { return __cr_rt_cudaFuncGetAttributes(__cr_sess, a, f); }
#undef cudaFuncSetAttribute
static inline cudaError_t cudaFuncSetAttribute(const void *f, int attr, int v) { return __cr_rt_cudaFuncSetAttribute(__cr_sess, f, attr, v); }
#undef cudaFuncGetName
static inline cudaError_t cudaFuncGetName(const char **n, const void *f) { return __cr_rt_cudaFuncGetName(__cr_sess, n, f); }
#undef cudaFuncGetParamInfo
static inline cudaError_t cudaFuncGetParamInfo(const void *f, size_t i, size_t *off, size_t *size) { return __cr_rt_cudaFuncGetParamInfo(__cr_sess, f, i, off, size); }
#undef cudaGetKernel
static inline cudaError_t cudaGetKernel(cudaKernel_t *k, const void *f) { return __cr_rt_cudaGetKernel(__cr_sess, (void **)k, f); }
#undef cudaGetFuncBySymbol
static inline cudaError_t cudaGetFuncBySymbol(cudaFunction_t *fp, const void *f) { return __cr_rt_cudaGetFuncBySymbol(__cr_sess, fp, f); }
static inline cudaError_t cudaOccupancyMaxPotentialClusterSize(int *n, const void *f, const cudaLaunchConfig_t *c) { return __cr_rt_cudaOccupancyMaxPotentialClusterSize(__cr_sess, n, f, c); }
#undef cudaOccupancyMaxActiveBlocksPerMultiprocessor
static inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *n, const void *f, int bs, size_t sm) { return __cr_rt_cudaOccupancyMaxActiveBlocksPerMultiprocessor(__cr_sess, n, f, bs, sm); }
#undef cudaOccupancyAvailableDynamicSMemPerBlock
static inline cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *d, const void *f, int nb, int bs) { return __cr_rt_cudaOccupancyAvailableDynamicSMemPerBlock(__cr_sess, d, f, nb, bs); }
#undef cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags
static inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *n, const void *f, int bs, size_t sm, unsigned flags) { (void)flags; return __cr_rt_cudaOccupancyMaxActiveBlocksPerMultiprocessor(__cr_sess, n, f, bs, sm); }
#undef cudaOccupancyMaxPotentialBlockSize
static inline cudaError_t cudaOccupancyMaxPotentialBlockSize(int *g, int *b, const void *f, size_t sm = 0, int lim = 0) { return __cr_rt_cudaOccupancyMaxPotentialBlockSize(__cr_sess, g, b, f, sm, lim); }
#undef cudaLaunchKernel
static inline cudaError_t cudaLaunchKernel(const void *f, dim3 g, dim3 b, void **args, size_t sm = 0, cudaStream_t st = 0) { return __cr_rt_cudaLaunchKernel(__cr_sess, f, &g, &b, args, sm, st); }
#undef cudaLaunchCooperativeKernel
static inline cudaError_t cudaLaunchCooperativeKernel(const void *f, dim3 g, dim3 b, void **args, size_t sm = 0, cudaStream_t st = 0) { return __cr_rt_cudaLaunchCooperativeKernel(__cr_sess, f, &g, &b, args, sm, st); }
#undef cudaStreamWaitEvent
static inline cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e, unsigned int f = 0) { return __cr_rt_cudaStreamWaitEvent(__cr_sess, s, e, f); }
#undef cudaEventRecord
static inline cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s = 0) { return __cr_rt_cudaEventRecord(__cr_sess, e, s); }
#include "__cr_texture" /* texture and surface objects, CUDA arrays */
/* nvcc's cuda_runtime.h includes <utility> in C++: std::move, std::forward, std::swap and
 * std::exchange need no #include in a .cu file (std::pair is left to <utility>: a session's own
 * `struct pair` would otherwise be shown as ::pair) */
#include "__cr_move"
#endif

#include "__cr_unsupported.h" /* IPC and graphics interop: refused with a message */
#endif
