/* cuda.h in the device pass: the driver API's types and declarations, which the host code of
 * a .cu file uses (the functions are include/host/cuda.h's). */
#ifndef __CR_DEVICE_CUDA_H
#define __CR_DEVICE_CUDA_H
#define __cuda_cuda_h__ /* (the driver API header's own guard, which code tests) */
#include <cuda_runtime.h>
#include "../host/__cr_cudadrv_types.h"
#define CU_FN(name, params, args) CUresult name params;
#define CU_FN0(name) CUresult name(void);
#include "../host/__cr_cudadrv_fns.h"
#undef CU_FN
#undef CU_FN0
#endif
