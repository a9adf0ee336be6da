// curand-normal-float.cu's cuRAND float normals and log-normals (XORWOW and Philox4_32_10;
// Box-Muller: logf, sqrtf and the SFU's __sincosf) with every value printed with %a: the bits,
// the pairing of curand_normal2/curand_normal4 and the second value kept for the next call.
#define NORMAL_FORMAT " %a"
#include "curand-normal-float.cu"
