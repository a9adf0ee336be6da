/* nvrtc.h — NVRTC for host code compiled by cudarepl (docs/runtime.md, "NVRTC"): a program's
 * source is compiled at run time by cudarepl's own front end into a module of its own, which
 * cuModuleLoadData loads from the image nvrtcGetCUBIN (or nvrtcGetPTX) returns. Each function
 * is a wrapper that passes the session to interp/host/nvrtc.c. */
#ifndef __CR_HOST_NVRTC_H
#define __CR_HOST_NVRTC_H
#define __NVRTC_H__ /* (NVRTC's own guard, which code tests) */
#include <stddef.h>
#include "__cr_nvrtc_types.h"
extern void *const __cr_sess; /* this session, provided by cudarepl */
const char *__cr_nvrtc_nvrtcGetErrorString(nvrtcResult r);
static inline const char *nvrtcGetErrorString(nvrtcResult r) { return __cr_nvrtc_nvrtcGetErrorString(r); }
#define __CR_NV_UNPAREN(...) __VA_ARGS__
#define NV_FN(name, params, args)                                                               \
    nvrtcResult __cr_nvrtc_##name(void *, __CR_NV_UNPAREN params);                             \
    static inline nvrtcResult name params { return __cr_nvrtc_##name(__cr_sess, __CR_NV_UNPAREN args); }
#include "__cr_nvrtc_fns.h"
#undef NV_FN
#endif
