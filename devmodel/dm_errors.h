/* dm_errors.h — the CUDA runtime's error codes, with the names and messages the runtime gives
 * them (from include/host/cuda_errors.def, one list for the library and for host code). */
#ifndef CR_DM_ERRORS_H
#define CR_DM_ERRORS_H

enum {
#define CUDA_ERROR(code, name, msg) DM_##name = code,
#include "host/cuda_errors.def"
#undef CUDA_ERROR
};

const char *dm_error_name(int code);   /* "unrecognized error code" for unknown codes */
const char *dm_error_string(int code);

#endif
