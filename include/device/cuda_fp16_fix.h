/* placeholder */
__device__ const unsigned short __cr_fix_sqrt[] = {0xffffu, 0x7fffu};
__device__ const unsigned short __cr_fix_rsqrt[] = {0xffffu, 0x7fffu};
__device__ const unsigned short __cr_fix_rcp[] = {0xffffu, 0x7fffu};
__device__ const unsigned short __cr_fix_exp[] = {0xffffu, 0x7fffu};
__device__ const unsigned short __cr_fix_exp2[] = {0xffffu, 0x7fffu};
__device__ const unsigned short __cr_fix_exp10[] = {0xffffu, 0x7fffu};
__device__ const unsigned short __cr_fix_log[] = {0xffffu, 0x7fffu};
__device__ const unsigned short __cr_fix_log2[] = {0xffffu, 0x7fffu};
__device__ const unsigned short __cr_fix_log10[] = {0xffffu, 0x7fffu};
__device__ const unsigned short __cr_fix_sin[] = {0xffffu, 0x7fffu};
__device__ const unsigned short __cr_fix_cos[] = {0xffffu, 0x7fffu};
__device__ const unsigned short __cr_fix_tanh[] = {0xffffu, 0x7fffu};
__device__ const unsigned short __cr_fix_tanh_approx[] = {0xffffu, 0x7fffu};
