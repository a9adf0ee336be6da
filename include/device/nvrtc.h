/* nvrtc.h in the device pass: NVRTC's types and declarations, which the host code of a .cu
 * file uses (the functions are include/host/nvrtc.h's). */
#ifndef __CR_DEVICE_NVRTC_H
#define __CR_DEVICE_NVRTC_H
#define __NVRTC_H__ /* (NVRTC's own guard, which code tests) */
#include <stddef.h>
#include "../host/__cr_nvrtc_types.h"
const char *nvrtcGetErrorString(nvrtcResult r);
#define NV_FN(name, params, args) nvrtcResult name params;
#include "../host/__cr_nvrtc_fns.h"
#undef NV_FN
#endif
