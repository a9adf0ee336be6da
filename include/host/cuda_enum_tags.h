/* cuda_enum_tags.h — the CUDA runtime's enumeration types by name (their enumerators are
 * cuda_enums.def's constants), for the host header and the device pass's one: host templates
 * that the device pass reads take them as parameters (template <cudaMemcpyKind kind>), and C++
 * names an enumeration by its tag alone, as may C host code (the typedefs). */
#ifndef CR_CUDA_ENUM_TAGS_H
#define CR_CUDA_ENUM_TAGS_H
enum cudaLimit { __cr_cudaLimit };
enum cudaMemcpyKind { __cr_cudaMemcpyKind };
enum cudaFuncAttribute { __cr_cudaFuncAttribute };
enum cudaFuncCache { __cr_cudaFuncCache };
enum cudaSharedMemConfig { __cr_cudaSharedMemConfig };
enum cudaSharedCarveout { __cr_cudaSharedCarveout };
enum cudaDeviceAttr { __cr_cudaDeviceAttr };
enum cudaMemoryType { __cr_cudaMemoryType };
enum cudaDeviceP2PAttr { __cr_cudaDeviceP2PAttr };
typedef enum cudaLimit cudaLimit;
typedef enum cudaMemcpyKind cudaMemcpyKind;
typedef enum cudaFuncAttribute cudaFuncAttribute;
typedef enum cudaFuncCache cudaFuncCache;
typedef enum cudaSharedMemConfig cudaSharedMemConfig;
typedef enum cudaSharedCarveout cudaSharedCarveout;
typedef enum cudaDeviceAttr cudaDeviceAttr;
typedef enum cudaMemoryType cudaMemoryType;
typedef enum cudaDeviceP2PAttr cudaDeviceP2PAttr;
#endif
