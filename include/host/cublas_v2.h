/* <cublas_v2.h>: cuBLAS's API of handles (the "v2" API, the one CUDA programs include). As in
 * CUDA, the declarations are in <cublas_api.h>; this header only brings them. The legacy API
 * (<cublas.h>), cuBLASLt and cuBLASXt are not provided (docs/libraries.md, "cuBLAS"). */
#ifndef __CR_CUBLAS_V2_H
#define __CR_CUBLAS_V2_H

#include "cublas_api.h"

#endif
