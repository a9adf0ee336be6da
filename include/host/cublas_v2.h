/* <cublas_v2.h>: cuBLAS's API of handles (the "v2" API, the one CUDA programs include). As in
 * CUDA, the declarations are in <cublas_api.h>; this header only brings them. The legacy API
 * (<cublas.h>), cuBLASLt and cuBLASXt are not provided (docs/libraries.md, "cuBLAS"). */
#ifndef __CR_CUBLAS_V2_H
#define __CR_CUBLAS_V2_H
/* CUDA's own guard, which code tests (a cublas() error macro defined only after it) */
#define CUBLAS_V2_H_

#include "cublas_api.h"

#endif
