/* cuda.h — the CUDA driver API for host code compiled by cudarepl (docs/runtime.md, "The
 * driver API"). The driver and the runtime share one device, one context and one memory: a
 * CUdeviceptr from cuMemAlloc is a pointer a runtime kernel takes, and cudaMalloc's memory is
 * a CUdeviceptr. Each function is a wrapper that passes the session to cudarepl's
 * implementation (interp/host/drv.c), as cuda_runtime.h's are. */
#ifndef __CR_HOST_CUDA_H
#define __CR_HOST_CUDA_H
#define __cuda_cuda_h__ /* (the driver API header's own guard, which code tests) */
#include "cuda_runtime.h"
#include "__cr_cudadrv_types.h"

#define __CR_UNPAREN(...) __VA_ARGS__
#define CU_FN(name, params, args)                                                               \
    CUresult __cr_drv_##name(void *, __CR_UNPAREN params);                                     \
    static inline CUresult name params { return __cr_drv_##name(__cr_sess, __CR_UNPAREN args); }
#define CU_FN0(name)                                                                            \
    CUresult __cr_drv_##name(void *);                                                          \
    static inline CUresult name(void) { return __cr_drv_##name(__cr_sess); }
#include "__cr_cudadrv_fns.h"
#undef CU_FN
#undef CU_FN0
#ifdef __cplusplus /* (uses the runtime's arrays, which its C++ part declares) */
#include "__cr_cudadrv_arrays.h"
#endif
#endif
