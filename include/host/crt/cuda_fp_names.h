/* The names that <cuda_fp16.h> and <cuda_bf16.h> both give host code (CUDA overloads them; C
 * cannot): each header defines its functions under a name of its own (__cr_h_hadd for __half,
 * __cr_b_hadd for __nv_bfloat16), and this file, included again at the end of each, makes the
 * CUDA name pick one by the type of the first argument. No include guard: the second header
 * redefines the names for both. */
#ifndef __cplusplus
#undef __CR_FP_PICK
#undef __low2float
#undef __high2float
#undef __hadd
#undef __hsub
#undef __hmul
#undef __hdiv
#if defined(_CR_HOST_CUDA_FP16_H) && defined(_CR_HOST_CUDA_BF16_H)
#define __CR_FP_PICK(f, a) _Generic((a), __nv_bfloat16: __cr_b_##f, __nv_bfloat162: __cr_b_##f, default: __cr_h_##f)
#elif defined(_CR_HOST_CUDA_BF16_H)
#define __CR_FP_PICK(f, a) __cr_b_##f
#else
#define __CR_FP_PICK(f, a) __cr_h_##f
#endif
#define __low2float(a) __CR_FP_PICK(low2float, a)(a)
#define __high2float(a) __CR_FP_PICK(high2float, a)(a)
#define __hadd(a, b) __CR_FP_PICK(hadd, a)(a, b)
#define __hsub(a, b) __CR_FP_PICK(hsub, a)(a, b)
#define __hmul(a, b) __CR_FP_PICK(hmul, a)(a, b)
#define __hdiv(a, b) __CR_FP_PICK(hdiv, a)(a, b)
#endif /* C++ (the front end's host pass) overloads them instead: see the headers */
