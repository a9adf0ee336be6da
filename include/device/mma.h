/* <mma.h> for device code (CUDA C++ Programming Guide §5.4.11, Warp Matrix Functions): the
 * fragments of nvcuda::wmma and the functions that load, store, fill and multiply them, with
 * the layouts and the arithmetic of an H200 (docs/libraries.md "<mma.h>").
 *
 * A fragment is a class with the API's x[] array and num_elements; each specialization also
 * carries a descriptor (its shape, element type, use and layout: interp/vm/vmwmma.h) that the
 * functions hand to two native steps: __cr_wmma_ldst moves a lane's share between a fragment
 * and a matrix, and __cr_wmma_mma multiplies the warp's fragments at once (a warp-wide
 * operation, run once per warp rather than once per lane). The names are nvcuda::wmma's (found
 * unqualified too where a program has none: docs/cxx.md); helpers start with __cr_wmma. */
#ifndef _CR_MMA_H
#define _CR_MMA_H

#include <cuda_fp16.h>
#include <cuda_bf16.h>

namespace nvcuda {
namespace wmma {

struct row_major {};
struct col_major {};
struct matrix_a {};
struct matrix_b {};
struct accumulator {};

namespace precision {
struct tf32 {};
}

namespace experimental {
namespace precision {
struct u4 {};  /* 4-bit unsigned */
struct s4 {};  /* 4-bit signed */
struct b1 {};  /* 1-bit */
}
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
}

enum layout_t { mem_row_major, mem_col_major };

/* tf32 (§5.4.11.2): rounded to nearest, ties away from zero, to 10 fraction bits; NaN and
 * infinity keep their bits above the low 13 (measured on an H200) */
__device__ inline float __float_to_tf32(float in)
{
    unsigned u = __float_as_uint(in);
    u = (u >> 23 & 0xffu) == 0xffu ? u & 0xffffe000u : (u + 0x1000u) & 0xffffe000u;
    return __uint_as_float(u);
}

/* ---- element types: the storage type and what fill_fragment stores ------------------------ */

template <typename T> struct __cr_wmma_type {
    typedef T storage;
    __device__ static T fill(const T &v) { return v; }
};
template <> struct __cr_wmma_type<precision::tf32> {
    typedef float storage;
    __device__ static float fill(float v) { return v; }
};
template <> struct __cr_wmma_type<experimental::precision::u4> {
    typedef unsigned storage;
    __device__ static unsigned fill(unsigned v) { return (v & 15u) * 0x11111111u; }
};
template <> struct __cr_wmma_type<experimental::precision::s4> {
    typedef int storage;
    __device__ static int fill(int v) { return (int)(((unsigned)v & 15u) * 0x11111111u); }
};
template <> struct __cr_wmma_type<experimental::precision::b1> {
    typedef unsigned storage;
    __device__ static unsigned fill(unsigned v) { return v & 1u ? 0xffffffffu : 0u; }
};

template <typename T, int size, int packed_size = size> struct __frag_base {
    enum { num_elements = size, num_storage_elements = packed_size };
    typedef T element_type;
    typedef typename __cr_wmma_type<T>::storage storage_element_type;
    typedef __cr_wmma_type<T> __cr_traits;
    storage_element_type x[packed_size];
    __device__ void __cr_fill(storage_element_type s)
    {
        for (int i = 0; i < packed_size; i++)
            x[i] = s;
    }
};

template <typename Use, int m, int n, int k, typename T, typename Layout = void> class fragment;

/* The fragments of §5.4.11.6. __cr_mma: shape | type << 3; __cr_desc adds the use (0 A, 1 B,
 * 2 accumulator) << 7 and a column-major layout << 9; __cr_acc: the type's code. Shapes: 0
 * 16x16x16, 1 32x8x16, 2 8x32x16, 3 16x16x8, 4 8x8x4, 5 8x8x32, 6 8x8x128. Types: 0 __half,
 * 1 __nv_bfloat16, 2 tf32, 3 double, 4 signed char, 5 unsigned char, 6 s4, 7 u4, 8 b1, 9 float,
 * 10 int. */
#define __CR_WMMA_FRAG(USE, UC, M, N, K, T, L, COL, SC, TC, NE, NS)                              \
    template <> class fragment<USE, M, N, K, T, L> : public __frag_base<T, NE, NS> {            \
    public:                                                                                      \
        enum { __cr_mma = SC | TC << 3, __cr_desc = SC | TC << 3 | UC << 7 | COL << 9,          \
               __cr_acc = TC };                                                                  \
    };
#define __CR_WMMA_AB(M, N, K, T, SC, TC, NA, NB)                                                 \
    __CR_WMMA_FRAG(matrix_a, 0, M, N, K, T, row_major, 0, SC, TC, NA, NA)                        \
    __CR_WMMA_FRAG(matrix_a, 0, M, N, K, T, col_major, 1, SC, TC, NA, NA)                        \
    __CR_WMMA_FRAG(matrix_b, 1, M, N, K, T, row_major, 0, SC, TC, NB, NB)                        \
    __CR_WMMA_FRAG(matrix_b, 1, M, N, K, T, col_major, 1, SC, TC, NB, NB)
#define __CR_WMMA_ACC(M, N, K, T, SC, TC, NE)                                                    \
    __CR_WMMA_FRAG(accumulator, 2, M, N, K, T, void, 0, SC, TC, NE, NE)

__CR_WMMA_AB(16, 16, 16, __half, 0, 0, 16, 16)
__CR_WMMA_AB(32, 8, 16, __half, 1, 0, 16, 16)
__CR_WMMA_AB(8, 32, 16, __half, 2, 0, 16, 16)
__CR_WMMA_AB(16, 16, 16, __nv_bfloat16, 0, 1, 8, 8)
__CR_WMMA_AB(32, 8, 16, __nv_bfloat16, 1, 1, 16, 4)
__CR_WMMA_AB(8, 32, 16, __nv_bfloat16, 2, 1, 4, 16)
__CR_WMMA_AB(16, 16, 16, signed char, 0, 4, 8, 8)
__CR_WMMA_AB(32, 8, 16, signed char, 1, 4, 16, 4)
__CR_WMMA_AB(8, 32, 16, signed char, 2, 4, 4, 16)
__CR_WMMA_AB(16, 16, 16, unsigned char, 0, 5, 8, 8)
__CR_WMMA_AB(32, 8, 16, unsigned char, 1, 5, 16, 4)
__CR_WMMA_AB(8, 32, 16, unsigned char, 2, 5, 4, 16)
__CR_WMMA_AB(16, 16, 8, precision::tf32, 3, 2, 4, 4)
__CR_WMMA_AB(8, 8, 4, double, 4, 3, 1, 1)
__CR_WMMA_ACC(16, 16, 16, __half, 0, 0, 8)
__CR_WMMA_ACC(32, 8, 16, __half, 1, 0, 8)
__CR_WMMA_ACC(8, 32, 16, __half, 2, 0, 8)
__CR_WMMA_ACC(16, 16, 16, float, 0, 9, 8)
__CR_WMMA_ACC(32, 8, 16, float, 1, 9, 8)
__CR_WMMA_ACC(8, 32, 16, float, 2, 9, 8)
__CR_WMMA_ACC(16, 16, 16, int, 0, 10, 8)
__CR_WMMA_ACC(32, 8, 16, int, 1, 10, 8)
__CR_WMMA_ACC(8, 32, 16, int, 2, 10, 8)
__CR_WMMA_ACC(16, 16, 8, float, 3, 9, 8)
__CR_WMMA_ACC(8, 8, 4, double, 4, 3, 2)
/* sub-byte (§5.4.11.4): A row_major and B col_major only; 8 or 32 elements in one word */
__CR_WMMA_FRAG(matrix_a, 0, 8, 8, 32, experimental::precision::u4, row_major, 0, 5, 7, 8, 1)
__CR_WMMA_FRAG(matrix_b, 1, 8, 8, 32, experimental::precision::u4, col_major, 1, 5, 7, 8, 1)
__CR_WMMA_FRAG(matrix_a, 0, 8, 8, 32, experimental::precision::s4, row_major, 0, 5, 6, 8, 1)
__CR_WMMA_FRAG(matrix_b, 1, 8, 8, 32, experimental::precision::s4, col_major, 1, 5, 6, 8, 1)
__CR_WMMA_FRAG(matrix_a, 0, 8, 8, 128, experimental::precision::b1, row_major, 0, 6, 8, 32, 1)
__CR_WMMA_FRAG(matrix_b, 1, 8, 8, 128, experimental::precision::b1, col_major, 1, 6, 8, 32, 1)
__CR_WMMA_ACC(8, 8, 32, int, 5, 10, 2)
__CR_WMMA_ACC(8, 8, 128, int, 6, 10, 2)
#undef __CR_WMMA_AB
#undef __CR_WMMA_ACC
#undef __CR_WMMA_FRAG

/* ---- the functions ----------------------------------------------------------------------- */

/* A or B: the layout is the fragment's. mptr 256-bit aligned, ldm a multiple of 16 bytes, the
 * same in every lane (checked). */
template <typename F, typename P> __device__ inline void load_matrix_sync(F &a, const P *mptr, unsigned ldm)
{
    __cr_wmma_ldst(a.x, (void *)mptr, ldm, F::__cr_desc);
}

/* an accumulator: the layout in memory is given */
template <typename F, typename P>
__device__ inline void load_matrix_sync(F &a, const P *mptr, unsigned ldm, layout_t layout)
{
    if (layout == mem_col_major)
        __cr_wmma_ldst(a.x, (void *)mptr, ldm, F::__cr_desc | 1 << 9);
    else
        __cr_wmma_ldst(a.x, (void *)mptr, ldm, F::__cr_desc);
}

template <typename P, typename F>
__device__ inline void store_matrix_sync(P *mptr, const F &a, unsigned ldm, layout_t layout)
{
    if (layout == mem_col_major)
        __cr_wmma_ldst((void *)a.x, (void *)mptr, ldm, F::__cr_desc | 1 << 9 | 1 << 10);
    else
        __cr_wmma_ldst((void *)a.x, (void *)mptr, ldm, F::__cr_desc | 1 << 10);
}

template <typename F, typename V> __device__ inline void fill_fragment(F &a, const V &v)
{
    a.__cr_fill(F::__cr_traits::fill(v));
}

/* D = A * B + C; satf (integer accumulators): results clamped to int's range */
template <typename FD, typename FA, typename FB, typename FC>
__device__ inline void mma_sync(FD &d, const FA &a, const FB &b, const FC &c, bool satf = false)
{
    if (satf)
        __cr_wmma_mma(0xffffffffu, d.x, a.x, b.x, c.x,
                      FA::__cr_mma | FC::__cr_acc << 7 | FD::__cr_acc << 11 | 1 << 15);
    else
        __cr_wmma_mma(0xffffffffu, d.x, a.x, b.x, c.x, FA::__cr_mma | FC::__cr_acc << 7 | FD::__cr_acc << 11);
}

/* D = popc(A op B) + C for 1-bit fragments (§5.4.11.4) */
template <typename FD, typename FA, typename FB, typename FC>
__device__ inline void bmma_sync(FD &d, const FA &a, const FB &b, const FC &c,
                                 experimental::bmmaBitOp op = experimental::bmmaBitOpXOR,
                                 experimental::bmmaAccumulateOp acc = experimental::bmmaAccumulateOpPOPC)
{
    if (op == experimental::bmmaBitOpAND)
        __cr_wmma_mma(0xffffffffu, d.x, a.x, b.x, c.x,
                      FA::__cr_mma | FC::__cr_acc << 7 | FD::__cr_acc << 11 | 1 << 15);
    else
        __cr_wmma_mma(0xffffffffu, d.x, a.x, b.x, c.x, FA::__cr_mma | FC::__cr_acc << 7 | FD::__cr_acc << 11);
}

} // namespace wmma
} // namespace nvcuda

#endif
