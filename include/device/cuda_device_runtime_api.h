/* <cuda_device_runtime_api.h>: part of what <cuda_runtime.h> declares, which every .cu file has (nvcc includes it
 * first); including it by name gives the same. */
#include "cuda_runtime.h"
