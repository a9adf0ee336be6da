/* <cuda_pipeline.h>: device code only (include/device/cuda_pipeline.h); host code sees nothing from it. */
