/* __cr_nvrtc_fns.h — the NVRTC functions cudarepl provides: NV_FN(name, (parameters), (arguments)).
 * include/host/nvrtc.h makes each a wrapper that passes the session to __cr_nvrtc_<name>
 * (interp/host/nvrtc.c); the device pass sees declarations. */
NV_FN(nvrtcVersion, (int *major, int *minor), (major, minor))
NV_FN(nvrtcGetNumSupportedArchs, (int *n), (n))
NV_FN(nvrtcGetSupportedArchs, (int *archs), (archs))
NV_FN(nvrtcCreateProgram, (nvrtcProgram *prog, const char *src, const char *name, int numHeaders, const char *const *headers, const char *const *includeNames), (prog, src, name, numHeaders, headers, includeNames))
NV_FN(nvrtcDestroyProgram, (nvrtcProgram *prog), (prog))
NV_FN(nvrtcCompileProgram, (nvrtcProgram prog, int numOptions, const char *const *options), (prog, numOptions, options))
NV_FN(nvrtcGetPTXSize, (nvrtcProgram prog, size_t *size), (prog, size))
NV_FN(nvrtcGetPTX, (nvrtcProgram prog, char *ptx), (prog, ptx))
NV_FN(nvrtcGetCUBINSize, (nvrtcProgram prog, size_t *size), (prog, size))
NV_FN(nvrtcGetCUBIN, (nvrtcProgram prog, char *cubin), (prog, cubin))
NV_FN(nvrtcGetProgramLogSize, (nvrtcProgram prog, size_t *size), (prog, size))
NV_FN(nvrtcGetProgramLog, (nvrtcProgram prog, char *log), (prog, log))
NV_FN(nvrtcAddNameExpression, (nvrtcProgram prog, const char *name), (prog, name))
NV_FN(nvrtcGetLoweredName, (nvrtcProgram prog, const char *name, const char **lowered), (prog, name, lowered))
