/* builtins.c — the table of CUDA built-in device functions and the type checking of calls to
 * them (the half of the parser that knows CUDA's library). A call becomes an ND_BUILTIN node:
 * op = index into the table, args converted to the parameter types, aux[] the constant
 * operands the code generator needs (operation, scope, order, width of a type).
 *
 * Most built-ins are checked against the C signature written in their table entry (the
 * "typed" families); the others are overload sets (T in the signature) with a checker of
 * their own below the table. Built-in variables (threadIdx, ...), the constants that nvcc and
 * <cuda/atomic> provide (__NV_ATOMIC_*, cuda::memory_order_*), and the cuda::atomic_ref type
 * with its methods live here too.
 */
#include <math.h>
#include <stdlib.h>
#include <pthread.h>
#include <string.h>

#include "interp/front/builtins.h"
#include "interp/front/parse_internal.h"
#include "interp/session/guide.h"
#include "interp/vm/vmmath.h"

/* ---- The table ---------------------------------------------------------------------------- */

/* Sections of the CUDA C++ Programming Guide, by number (interp/session/guide.h has their
 * titles); the Math API is another document. */
#define S42 "5.4.2.3"
#define S44 "5.4.4"
#define S45 "5.4.5"
#define S46 "5.4.6"
#define S48 "5.4.8"
#define S49 "5.4.9"
#define S537 "5.3.7"
#define SMATH "CUDA Math API"

/* Math functions: the overloaded C++ name and the float name (sqrt, sqrtf). */
/* The status is the double form's, then the float form's: H200 where every input of
 * tests/programs/device/math-bits.out and builtins-math2.out gives the H200's bits, ULP where
 * some differ in the last place (docs/math-h200.md has the counts). */
#define MATH1(id, nm, what, std, stf)                                                             \
    {nm, BF_MATH, BM_##id, "T " nm "(T x)", SMATH, what " (float and double overloads)", std},    \
    {nm "f", BF_MATH_F, BM_##id, "float " nm "f(float x)", SMATH, what, stf},
#define MATH2(id, nm, what, std, stf)                                                             \
    {nm, BF_MATH, BM_##id, "T " nm "(T x, T y)", SMATH, what " (float and double overloads)", std},\
    {nm "f", BF_MATH_F, BM_##id, "float " nm "f(float x, float y)", SMATH, what, stf},
/* The IEEE operations with a rounding mode: __fadd_rn ... __dsqrt_rd. */
#define ROUNDED(f, id, n, what)                                                                \
    {"__f" f "_rn", BF_MATH_F, BM_##id##_RN, "float __f" f "_rn(" n ")", SMATH, what ", rounded to nearest even", BS_H200}, \
    {"__f" f "_rz", BF_MATH_F, BM_##id##_RZ, "float __f" f "_rz(" n ")", SMATH, what ", rounded toward zero", BS_H200},     \
    {"__f" f "_ru", BF_MATH_F, BM_##id##_RU, "float __f" f "_ru(" n ")", SMATH, what ", rounded up", BS_H200},              \
    {"__f" f "_rd", BF_MATH_F, BM_##id##_RD, "float __f" f "_rd(" n ")", SMATH, what ", rounded down", BS_H200},
#define DROUNDED(d, id, n, what)                                                                  \
    {"__d" d "_rn", BF_MATH_D, BM_##id##_RN, "double __d" d "_rn(" n ")", SMATH, what ", rounded to nearest even", BS_H200}, \
    {"__d" d "_rz", BF_MATH_D, BM_##id##_RZ, "double __d" d "_rz(" n ")", SMATH, what ", rounded toward zero", BS_H200},     \
    {"__d" d "_ru", BF_MATH_D, BM_##id##_RU, "double __d" d "_ru(" n ")", SMATH, what ", rounded up", BS_H200},              \
    {"__d" d "_rd", BF_MATH_D, BM_##id##_RD, "double __d" d "_rd(" n ")", SMATH, what ", rounded down", BS_H200},
/* Conversions with a rounding mode. */
#define CVT4(nm, from, to, ret, arg, what)                                                        \
    {nm "_rn", BF_INTRIN, VI_CVT(from, to, VR_RN), ret " " nm "_rn(" arg " x)", SMATH, what ", rounding to nearest even", BS_H200}, \
    {nm "_rz", BF_INTRIN, VI_CVT(from, to, VR_RZ), ret " " nm "_rz(" arg " x)", SMATH, what ", rounding toward zero", BS_H200},     \
    {nm "_ru", BF_INTRIN, VI_CVT(from, to, VR_RU), ret " " nm "_ru(" arg " x)", SMATH, what ", rounding up", BS_H200},              \
    {nm "_rd", BF_INTRIN, VI_CVT(from, to, VR_RD), ret " " nm "_rd(" arg " x)", SMATH, what ", rounding down", BS_H200},
#define F2I_DOC "saturating; NaN gives 0 from float and the type's minimum bit pattern from double"
/* SIMD video intrinsics: the halfword (2) and byte (4) forms of one operation. */
#define SIMD2(nm, op, what)                                                                        \
    {nm "2", BF_INTRIN, VI_SIMD(op, 0), "unsigned " nm "2(unsigned a, unsigned b)", SMATH,       \
     "Per halfword: " what, BS_H200},                                                             \
    {nm "4", BF_INTRIN, VI_SIMD(op, 1), "unsigned " nm "4(unsigned a, unsigned b)", SMATH,       \
     "Per byte: " what, BS_H200},
#define SIMD1(nm, op, what)                                                                        \
    {nm "2", BF_INTRIN, VI_SIMD(op, 0), "unsigned " nm "2(unsigned a)", SMATH,                   \
     "Per halfword: " what, BS_H200},                                                             \
    {nm "4", BF_INTRIN, VI_SIMD(op, 1), "unsigned " nm "4(unsigned a)", SMATH,                   \
     "Per byte: " what, BS_H200},
/* DPX: name, kind, lanes, relu, signature tail. */
#define DPX(nm, kind, lanes, relu, sig, what)                                                     \
    {nm, BF_DPX, VI_DPX(kind, lanes, relu), sig, S48 ".6", what, BS_H200},
/* Legacy atomics and their _block/_system forms. */
#define ATOMIC3(name, op, sig, what)                                                              \
    {name, BF_ATOMIC, op | (DM_SCOPE_GPU << 8), sig, S45 ".1", what, BS_EXACT},                     \
    {name "_block", BF_ATOMIC, op | (DM_SCOPE_CTA << 8), sig, S45 ".1", what " Block scope.", BS_EXACT}, \
    {name "_system", BF_ATOMIC, op | (DM_SCOPE_SYS << 8), sig, S45 ".1", what " System scope.", BS_EXACT},
#define NVA(name, op, sig, what)                                                                  \
    {name, BF_NV_ATOMIC, op, sig, S45 ".2", what, BS_EXACT},
#define AREF(name, op, sig, what)                                                                 \
    {"cuda::atomic_ref::" name, BF_ATOMIC_REF, op, sig, S45, what, BS_EXACT},
/* Vector constructors (table 42). */
#define MAKE4(stem, e)                                                                            \
    {"make_" stem "1", BF_MAKE_VEC, 0, stem "1 make_" stem "1(" e " x)", S42, "A " stem "1 from its component.", BS_EXACT}, \
    {"make_" stem "2", BF_MAKE_VEC, 0, stem "2 make_" stem "2(" e " x, " e " y)", S42, "A " stem "2 from its components.", BS_EXACT}, \
    {"make_" stem "3", BF_MAKE_VEC, 0, stem "3 make_" stem "3(" e " x, " e " y, " e " z)", S42, "A " stem "3 from its components.", BS_EXACT}, \
    {"make_" stem "4", BF_MAKE_VEC, 0, stem "4 make_" stem "4(" e " x, " e " y, " e " z, " e " w)", S42, "A " stem "4 from its components.", BS_EXACT},
#define MAKE4W(stem, e)                                                                           \
    MAKE4(stem, e)                                                                                \
    {"make_" stem "4_16a", BF_MAKE_VEC, 0, stem "4_16a make_" stem "4_16a(" e " x, " e " y, " e " z, " e " w)", S42, "A " stem "4_16a (16-byte aligned) from its components.", BS_EXACT}, \
    {"make_" stem "4_32a", BF_MAKE_VEC, 0, stem "4_32a make_" stem "4_32a(" e " x, " e " y, " e " z, " e " w)", S42, "A " stem "4_32a (32-byte aligned) from its components.", BS_EXACT},

static const parse_builtin table[] = {
    /* ---- synchronisation and fences (§5.4.4) ---- */
    {"__syncthreads", BF_SYNCTHREADS, 0, "void __syncthreads()", S44 ".1",
     "Waits until every non-exited thread of the block reaches this same call; orders the "
     "memory accesses before it before those after it. Undefined (and reported) when reached "
     "under a condition that is not uniform across the block.", BS_EXACT},
    {"__syncthreads_count", BF_SYNCTHREADS, 1, "int __syncthreads_count(int predicate)", S44 ".1",
     "__syncthreads() that returns how many threads passed a non-zero predicate.", BS_EXACT},
    {"__syncthreads_and", BF_SYNCTHREADS, 2, "int __syncthreads_and(int predicate)", S44 ".1",
     "__syncthreads() that returns non-zero iff every thread's predicate is non-zero.", BS_EXACT},
    {"__syncthreads_or", BF_SYNCTHREADS, 3, "int __syncthreads_or(int predicate)", S44 ".1",
     "__syncthreads() that returns non-zero iff some thread's predicate is non-zero.", BS_EXACT},
    {"__syncwarp", BF_SYNCWARP, 0, "void __syncwarp(unsigned mask = 0xffffffff)", S44 ".2",
     "Waits until every non-exited lane named in mask reaches a __syncwarp(mask); orders memory "
     "among them. The __sync mask rules of §5.4.6.6 are checked.", BS_EXACT},
    {"__threadfence_block", BF_FENCE, DM_SCOPE_CTA, "void __threadfence_block()", S44 ".3",
     "Memory fence at block scope (fence.sc.cta).", BS_EXACT},
    {"__threadfence", BF_FENCE, DM_SCOPE_GPU, "void __threadfence()", S44 ".3",
     "Memory fence at device scope (fence.sc.gpu).", BS_EXACT},
    {"__threadfence_system", BF_FENCE, DM_SCOPE_SYS, "void __threadfence_system()", S44 ".3",
     "Memory fence at system scope (fence.sc.sys).", BS_EXACT},
    {"cuda::atomic_thread_fence", BF_CUDA_FENCE, 0,
     "void cuda::atomic_thread_fence(cuda::memory_order order, cuda::thread_scope scope = cuda::thread_scope_system)",
     S44 ".3", "A fence with the given order at the given scope (<cuda/atomic>).", BS_EXACT},
    {"cuda::std::atomic_thread_fence", BF_CUDA_FENCE, 1,
     "void cuda::std::atomic_thread_fence(cuda::std::memory_order order)", S44 ".3",
     "A fence with the given order at system scope (<cuda/std/atomic>).", BS_EXACT},

    /* ---- warp functions (§5.4.6) ---- */
    {"__activemask", BF_ACTIVEMASK, 0, "unsigned __activemask()", S46 ".1",
     "The mask of the lanes of the warp that execute this call together.", BS_EXACT},
    {"__all_sync", BF_VOTE, 0, "int __all_sync(unsigned mask, int predicate)", S46 ".2",
     "Non-zero iff the predicate is non-zero for every non-exited lane in mask.", BS_H200},
    {"__any_sync", BF_VOTE, 1, "int __any_sync(unsigned mask, int predicate)", S46 ".2",
     "Non-zero iff the predicate is non-zero for some non-exited lane in mask.", BS_H200},
    {"__ballot_sync", BF_VOTE, 2, "unsigned __ballot_sync(unsigned mask, int predicate)", S46 ".2",
     "Bit N set iff lane N is in mask, active, and its predicate is non-zero.", BS_H200},
    {"__uni_sync", BF_VOTE, 3, "int __uni_sync(unsigned mask, int predicate)", S46 ".2",
     "Non-zero iff the predicate has the same value in every lane of mask.", BS_EXACT},
    {"__shfl_sync", BF_SHFL, 0, "T __shfl_sync(unsigned mask, T var, int srcLane, int width = warpSize)",
     S46 ".5", "The value of var in lane srcLane (mod width) of the caller's width-sized group. "
     "T: int, unsigned, long, unsigned long, long long, unsigned long long, float, double. In "
     "every shuffle, a source lane that takes no part (outside mask, exited, beyond the block) "
     "gives 0, as on an H200.", BS_H200},
    {"__shfl_up_sync", BF_SHFL, 1, "T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = warpSize)",
     S46 ".5", "The value of var in the lane delta below the caller; the lowest delta lanes of "
     "each group keep their own.", BS_EXACT},
    {"__shfl_down_sync", BF_SHFL, 2, "T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = warpSize)",
     S46 ".5", "The value of var in the lane delta above the caller; the highest delta lanes of "
     "each group keep their own.", BS_EXACT},
    {"__shfl_xor_sync", BF_SHFL, 3, "T __shfl_xor_sync(unsigned mask, T var, int laneMask, int width = warpSize)",
     S46 ".5", "The value of var in lane (caller ^ laneMask); a lane in a later group gives the "
     "caller its own value.", BS_EXACT},
    {"cuda::device::warp_shuffle_idx", BF_CUDA_SHFL, 0,
     "T cuda::device::warp_shuffle_idx(T data, int src_lane, unsigned lane_mask = 0xffffffff)", S46 ".5",
     "<cuda/warp>: __shfl_sync(lane_mask, data, src_lane) over the whole warp.", BS_EXACT},
    {"cuda::device::warp_shuffle_up", BF_CUDA_SHFL, 1,
     "T cuda::device::warp_shuffle_up(T data, int delta, unsigned lane_mask = 0xffffffff)", S46 ".5",
     "<cuda/warp>: __shfl_up_sync(lane_mask, data, delta).", BS_EXACT},
    {"cuda::device::warp_shuffle_down", BF_CUDA_SHFL, 2,
     "T cuda::device::warp_shuffle_down(T data, int delta, unsigned lane_mask = 0xffffffff)", S46 ".5",
     "<cuda/warp>: __shfl_down_sync(lane_mask, data, delta).", BS_EXACT},
    {"cuda::device::warp_shuffle_xor", BF_CUDA_SHFL, 3,
     "T cuda::device::warp_shuffle_xor(T data, int lane_mask_xor, unsigned lane_mask = 0xffffffff)", S46 ".5",
     "<cuda/warp>: __shfl_xor_sync(lane_mask, data, lane_mask_xor).", BS_EXACT},
    {"__match_any_sync", BF_MATCH, 0, "unsigned __match_any_sync(unsigned mask, T value)", S46 ".3",
     "The lanes of mask whose value has the caller's bits.", BS_EXACT},
    {"__match_all_sync", BF_MATCH, 1, "unsigned __match_all_sync(unsigned mask, T value, int *pred)", S46 ".3",
     "mask if every non-exited lane of mask has the same value (and *pred = 1), else 0 (*pred = 0).", BS_EXACT},
    {"__reduce_add_sync", BF_REDUCE, 0, "T __reduce_add_sync(unsigned mask, T value)", S46 ".4",
     "Sum of value over the lanes of mask (T: int or unsigned).", BS_EXACT},
    {"__reduce_min_sync", BF_REDUCE, 1, "T __reduce_min_sync(unsigned mask, T value)", S46 ".4",
     "Minimum of value over the lanes of mask (signed for int).", BS_EXACT},
    {"__reduce_max_sync", BF_REDUCE, 2, "T __reduce_max_sync(unsigned mask, T value)", S46 ".4",
     "Maximum of value over the lanes of mask (signed for int).", BS_EXACT},
    {"__reduce_and_sync", BF_REDUCE, 3, "unsigned __reduce_and_sync(unsigned mask, unsigned value)", S46 ".4",
     "Bitwise AND of value over the lanes of mask.", BS_EXACT},
    {"__reduce_or_sync", BF_REDUCE, 4, "unsigned __reduce_or_sync(unsigned mask, unsigned value)", S46 ".4",
     "Bitwise OR of value over the lanes of mask.", BS_EXACT},
    {"__reduce_xor_sync", BF_REDUCE, 5, "unsigned __reduce_xor_sync(unsigned mask, unsigned value)", S46 ".4",
     "Bitwise XOR of value over the lanes of mask.", BS_EXACT},

    /* ---- legacy atomics (§5.4.5.1) ---- */
    ATOMIC3("atomicAdd", ATOM_ADD, "T atomicAdd(T *address, T val)",
            "old = *address; *address = old + val; returns old. T: int, unsigned, unsigned long "
            "long, float, double; float2 and float4 per component, global memory only.")
    ATOMIC3("atomicSub", ATOM_SUB, "T atomicSub(T *address, T val)",
            "old = *address; *address = old - val; returns old. T: int, unsigned.")
    ATOMIC3("atomicExch", ATOM_EXCH, "T atomicExch(T *address, T val)",
            "old = *address; *address = val; returns old. T: int, unsigned, unsigned long long, "
            "float, and any 16-byte type aligned to 16 bytes.")
    ATOMIC3("atomicMin", ATOM_MIN, "T atomicMin(T *address, T val)",
            "old = *address; *address = min(old, val); returns old. T: int, unsigned, long long, "
            "unsigned long long.")
    ATOMIC3("atomicMax", ATOM_MAX, "T atomicMax(T *address, T val)",
            "old = *address; *address = max(old, val); returns old. T: int, unsigned, long long, "
            "unsigned long long.")
    ATOMIC3("atomicInc", ATOM_INC, "unsigned atomicInc(unsigned *address, unsigned val)",
            "old = *address; *address = (old >= val) ? 0 : old + 1; returns old.")
    ATOMIC3("atomicDec", ATOM_DEC, "unsigned atomicDec(unsigned *address, unsigned val)",
            "old = *address; *address = (old == 0 || old > val) ? val : old - 1; returns old.")
    ATOMIC3("atomicCAS", ATOM_CAS, "T atomicCAS(T *address, T compare, T val)",
            "old = *address; *address = (old == compare) ? val : old; returns old. T: int, "
            "unsigned, unsigned long long, unsigned short, and any 16-byte type aligned to 16 bytes.")
    ATOMIC3("atomicAnd", ATOM_AND, "T atomicAnd(T *address, T val)",
            "old = *address; *address = old & val; returns old. T: int, unsigned, unsigned long long.")
    ATOMIC3("atomicOr", ATOM_OR, "T atomicOr(T *address, T val)",
            "old = *address; *address = old | val; returns old. T: int, unsigned, unsigned long long.")
    ATOMIC3("atomicXor", ATOM_XOR, "T atomicXor(T *address, T val)",
            "old = *address; *address = old ^ val; returns old. T: int, unsigned, unsigned long long.")

    /* ---- built-in atomics (§5.4.5.2) ---- */
#define NVA_TAIL "int order, int scope = __NV_THREAD_SCOPE_SYSTEM)"
    NVA("__nv_atomic_fetch_add", ATOM_ADD | NVA_FETCH, "T __nv_atomic_fetch_add(T *address, T val, " NVA_TAIL,
        "Adds val to *address with the given order and scope; returns the old value. T: int, unsigned, "
        "unsigned long long, float, double (not a signed 8-byte integer).")
    NVA("__nv_atomic_add", ATOM_ADD, "void __nv_atomic_add(T *address, T val, " NVA_TAIL,
        "__nv_atomic_fetch_add without the result.")
    NVA("__nv_atomic_fetch_sub", ATOM_SUB | NVA_FETCH, "T __nv_atomic_fetch_sub(T *address, T val, " NVA_TAIL,
        "Subtracts val from *address; returns the old value. T: int, unsigned, unsigned long long, "
        "float, double.")
    NVA("__nv_atomic_sub", ATOM_SUB, "void __nv_atomic_sub(T *address, T val, " NVA_TAIL,
        "__nv_atomic_fetch_sub without the result.")
    NVA("__nv_atomic_fetch_and", ATOM_AND | NVA_FETCH, "T __nv_atomic_fetch_and(T *address, T val, " NVA_TAIL,
        "*address &= val; returns the old value. T: any 4- or 8-byte integer type.")
    NVA("__nv_atomic_and", ATOM_AND, "void __nv_atomic_and(T *address, T val, " NVA_TAIL,
        "__nv_atomic_fetch_and without the result.")
    NVA("__nv_atomic_fetch_or", ATOM_OR | NVA_FETCH, "T __nv_atomic_fetch_or(T *address, T val, " NVA_TAIL,
        "*address |= val; returns the old value. T: any 4- or 8-byte integer type.")
    NVA("__nv_atomic_or", ATOM_OR, "void __nv_atomic_or(T *address, T val, " NVA_TAIL,
        "__nv_atomic_fetch_or without the result.")
    NVA("__nv_atomic_fetch_xor", ATOM_XOR | NVA_FETCH, "T __nv_atomic_fetch_xor(T *address, T val, " NVA_TAIL,
        "*address ^= val; returns the old value. T: any 4- or 8-byte integer type.")
    NVA("__nv_atomic_xor", ATOM_XOR, "void __nv_atomic_xor(T *address, T val, " NVA_TAIL,
        "__nv_atomic_fetch_xor without the result.")
    NVA("__nv_atomic_fetch_min", ATOM_MIN | NVA_FETCH, "T __nv_atomic_fetch_min(T *address, T val, " NVA_TAIL,
        "*address = min(*address, val); returns the old value. T: int, unsigned, long long, "
        "unsigned long long.")
    NVA("__nv_atomic_min", ATOM_MIN, "void __nv_atomic_min(T *address, T val, " NVA_TAIL,
        "__nv_atomic_fetch_min without the result.")
    NVA("__nv_atomic_fetch_max", ATOM_MAX | NVA_FETCH, "T __nv_atomic_fetch_max(T *address, T val, " NVA_TAIL,
        "*address = max(*address, val); returns the old value. T: int, unsigned, long long, "
        "unsigned long long.")
    NVA("__nv_atomic_max", ATOM_MAX, "void __nv_atomic_max(T *address, T val, " NVA_TAIL,
        "__nv_atomic_fetch_max without the result.")
    NVA("__nv_atomic_exchange_n", ATOM_EXCH | NVA_FETCH, "T __nv_atomic_exchange_n(T *address, T val, " NVA_TAIL,
        "Stores val in *address; returns the old value. T: an integer type of 4, 8 or 16 bytes.")
    NVA("__nv_atomic_exchange", ATOM_EXCH | NVA_BYPTR, "void __nv_atomic_exchange(T *address, T *val, T *ret, " NVA_TAIL,
        "Stores *val in *address and the old value in *ret. T: any type of 4, 8 or 16 bytes.")
    NVA("__nv_atomic_compare_exchange_n", ATOM_CAS | NVA_CAS_BOOL,
        "bool __nv_atomic_compare_exchange_n(T *address, T *expected, T desired, bool weak, int success_order, "
        "int failure_order, int scope = __NV_THREAD_SCOPE_SYSTEM)",
        "If *address equals *expected, stores desired and returns true; otherwise copies *address "
        "to *expected and returns false. weak is ignored; the stronger order is used. T: an "
        "integer type of 2, 4, 8 or 16 bytes.")
    NVA("__nv_atomic_compare_exchange", ATOM_CAS | NVA_CAS_BOOL | NVA_BYPTR,
        "bool __nv_atomic_compare_exchange(T *address, T *expected, T *desired, bool weak, int success_order, "
        "int failure_order, int scope = __NV_THREAD_SCOPE_SYSTEM)",
        "__nv_atomic_compare_exchange_n with desired passed through a pointer; T: any type of 2, "
        "4, 8 or 16 bytes.")
    NVA("__nv_atomic_load_n", ATOM_LOAD | NVA_FETCH, "T __nv_atomic_load_n(T *address, " NVA_TAIL,
        "Loads *address atomically. T: an integer type of 1, 2, 4, 8 or 16 bytes. order cannot be "
        "__NV_ATOMIC_RELEASE or __NV_ATOMIC_ACQ_REL.")
    NVA("__nv_atomic_load", ATOM_LOAD | NVA_BYPTR, "void __nv_atomic_load(T *address, T *ret, " NVA_TAIL,
        "Loads *address atomically into *ret. T: any type of 1, 2, 4, 8 or 16 bytes.")
    NVA("__nv_atomic_store_n", ATOM_STORE, "void __nv_atomic_store_n(T *address, T val, " NVA_TAIL,
        "Stores val in *address atomically. T: an integer type of 1, 2, 4, 8 or 16 bytes. order "
        "cannot be __NV_ATOMIC_CONSUME, __NV_ATOMIC_ACQUIRE or __NV_ATOMIC_ACQ_REL.")
    NVA("__nv_atomic_store", ATOM_STORE | NVA_BYPTR, "void __nv_atomic_store(T *address, T *val, " NVA_TAIL,
        "Stores *val in *address atomically. T: any type of 1, 2, 4, 8 or 16 bytes.")
    NVA("__nv_atomic_thread_fence", NVA_FENCE, "void __nv_atomic_thread_fence(int order, int scope = __NV_THREAD_SCOPE_SYSTEM)",
        "A fence with the given order at the given scope.")

    /* ---- cuda::atomic_ref<T, Scope> and cuda::std::atomic_ref<T> (<cuda/atomic>) ---- */
    AREF("load", ATOM_LOAD | NVA_FETCH, "T load(cuda::memory_order order = cuda::memory_order_seq_cst) const",
         "The referenced object's value, read atomically at the reference's scope.")
    AREF("store", ATOM_STORE, "void store(T desired, cuda::memory_order order = cuda::memory_order_seq_cst) const",
         "Stores desired atomically.")
    AREF("exchange", ATOM_EXCH | NVA_FETCH, "T exchange(T desired, cuda::memory_order order = cuda::memory_order_seq_cst) const",
         "Stores desired; returns the old value.")
    AREF("compare_exchange_strong", ATOM_CAS | NVA_CAS_BOOL,
         "bool compare_exchange_strong(T &expected, T desired, cuda::memory_order success, cuda::memory_order failure) const",
         "If the object equals expected, stores desired and returns true; otherwise loads it into "
         "expected and returns false. One order may be given for both.")
    AREF("compare_exchange_weak", ATOM_CAS | NVA_CAS_BOOL,
         "bool compare_exchange_weak(T &expected, T desired, cuda::memory_order success, cuda::memory_order failure) const",
         "As compare_exchange_strong; cudarepl never fails spuriously.")
    AREF("fetch_add", ATOM_ADD | NVA_FETCH, "T fetch_add(T arg, cuda::memory_order order = cuda::memory_order_seq_cst) const",
         "Adds arg; returns the old value (integers, float, double).")
    AREF("fetch_sub", ATOM_SUB | NVA_FETCH, "T fetch_sub(T arg, cuda::memory_order order = cuda::memory_order_seq_cst) const",
         "Subtracts arg; returns the old value (integers, float, double).")
    AREF("fetch_and", ATOM_AND | NVA_FETCH, "T fetch_and(T arg, cuda::memory_order order = cuda::memory_order_seq_cst) const",
         "Bitwise AND with arg; returns the old value (integers).")
    AREF("fetch_or", ATOM_OR | NVA_FETCH, "T fetch_or(T arg, cuda::memory_order order = cuda::memory_order_seq_cst) const",
         "Bitwise OR with arg; returns the old value (integers).")
    AREF("fetch_xor", ATOM_XOR | NVA_FETCH, "T fetch_xor(T arg, cuda::memory_order order = cuda::memory_order_seq_cst) const",
         "Bitwise XOR with arg; returns the old value (integers).")
    AREF("fetch_min", ATOM_MIN | NVA_FETCH, "T fetch_min(T arg, cuda::memory_order order = cuda::memory_order_seq_cst) const",
         "Minimum with arg; returns the old value (integers; a cuda:: extension).")
    AREF("fetch_max", ATOM_MAX | NVA_FETCH, "T fetch_max(T arg, cuda::memory_order order = cuda::memory_order_seq_cst) const",
         "Maximum with arg; returns the old value (integers; a cuda:: extension).")

    /* ---- vector types (§5.4.2.3, table 42) ---- */
    MAKE4("char", "signed char") MAKE4("uchar", "unsigned char") MAKE4("short", "short")
    MAKE4("ushort", "unsigned short") MAKE4("int", "int") MAKE4("uint", "unsigned")
    MAKE4W("long", "long") MAKE4W("ulong", "unsigned long") MAKE4W("longlong", "long long")
    MAKE4W("ulonglong", "unsigned long long") MAKE4("float", "float") MAKE4W("double", "double")

    /* ---- address spaces (§5.4.8.1, §5.4.8.2) ---- */
    {"__isGlobal", BF_ADDRSPACE, 0, "unsigned __isGlobal(const void *ptr)", S48 ".1",
     "1 if ptr is a generic address of global memory, else 0.", BS_EXACT},
    {"__isShared", BF_ADDRSPACE, 1, "unsigned __isShared(const void *ptr)", S48 ".1",
     "1 if ptr is a generic address of shared memory, else 0.", BS_EXACT},
    {"__isConstant", BF_ADDRSPACE, 2, "unsigned __isConstant(const void *ptr)", S48 ".1",
     "1 if ptr is a generic address of constant memory, else 0.", BS_EXACT},
    {"__isLocal", BF_ADDRSPACE, 3, "unsigned __isLocal(const void *ptr)", S48 ".1",
     "1 if ptr is a generic address of local memory, else 0.", BS_EXACT},
    {"__isGridConstant", BF_ADDRSPACE, 4, "unsigned __isGridConstant(const void *ptr)", S48 ".1",
     "1 if ptr points at a __grid_constant__ kernel parameter, else 0.", BS_EXACT},
    {"__cvta_generic_to_shared", BF_ADDRSPACE, 5, "size_t __cvta_generic_to_shared(const void *ptr)", S48 ".2",
     "The shared-window address of a generic pointer to shared memory (below 2^32).", BS_EXACT},
    {"__cvta_generic_to_local", BF_ADDRSPACE, 6, "size_t __cvta_generic_to_local(const void *ptr)", S48 ".2",
     "The local-window address of a generic pointer to local memory (below 2^32).", BS_EXACT},
    {"__cvta_generic_to_constant", BF_ADDRSPACE, 7, "size_t __cvta_generic_to_constant(const void *ptr)", S48 ".2",
     "The constant-window address of a generic pointer to constant memory (below 2^32).", BS_EXACT},
    {"__cvta_generic_to_global", BF_ADDRSPACE, 8, "size_t __cvta_generic_to_global(const void *ptr)", S48 ".2",
     "The global address of a generic pointer to global memory (the same number).", BS_EXACT},
    {"__cvta_shared_to_generic", BF_ADDRSPACE, 9, "void *__cvta_shared_to_generic(size_t raw_ptr)", S48 ".2",
     "The generic address of a shared-window address (the 32-bit round trip of §5.4.8.2 holds).", BS_EXACT},
    {"__cvta_local_to_generic", BF_ADDRSPACE, 10, "void *__cvta_local_to_generic(size_t raw_ptr)", S48 ".2",
     "The generic address of a local-window address.", BS_EXACT},
    {"__cvta_constant_to_generic", BF_ADDRSPACE, 11, "void *__cvta_constant_to_generic(size_t raw_ptr)", S48 ".2",
     "The generic address of a constant-window address.", BS_EXACT},
    {"__cvta_global_to_generic", BF_ADDRSPACE, 12, "void *__cvta_global_to_generic(size_t raw_ptr)", S48 ".2",
     "The generic address of a global address (the same number).", BS_EXACT},

    /* ---- loads and stores with cache hints (§5.4.8.3) ---- */
    {"__ldg", BF_LDST, 0, "T __ldg(const T *address)", S48 ".3",
     "A read-only (non-coherent) load. T: scalars and vector types except the x3 ones.", BS_EXACT},
    {"__ldcg", BF_LDST, 1, "T __ldcg(const T *address)", S48 ".3", "A load cached at L2 only (ld.cg).", BS_EXACT},
    {"__ldca", BF_LDST, 2, "T __ldca(const T *address)", S48 ".3", "A load cached at all levels (ld.ca).", BS_EXACT},
    {"__ldcs", BF_LDST, 3, "T __ldcs(const T *address)", S48 ".3", "A streaming load (ld.cs).", BS_EXACT},
    {"__ldlu", BF_LDST, 4, "T __ldlu(const T *address)", S48 ".3", "A last-use load (ld.lu).", BS_EXACT},
    {"__ldcv", BF_LDST, 5, "T __ldcv(const T *address)", S48 ".3", "A load that fetches again (ld.cv).", BS_EXACT},
    {"__stwb", BF_LDST, 6, "void __stwb(T *address, T value)", S48 ".3", "A write-back store (st.wb).", BS_EXACT},
    {"__stcg", BF_LDST, 7, "void __stcg(T *address, T value)", S48 ".3", "A store cached at L2 only (st.cg).", BS_EXACT},
    {"__stcs", BF_LDST, 8, "void __stcs(T *address, T value)", S48 ".3", "A streaming store (st.cs).", BS_EXACT},
    {"__stwt", BF_LDST, 9, "void __stwt(T *address, T value)", S48 ".3", "A write-through store (st.wt).", BS_EXACT},

    /* ---- trap, sleep, clocks, debugging (§5.4.8.4, §5.4.8.5, §5.4.10, 002 §5.3.7.1) ---- */
    {"__trap", BF_TRAP, 0, "void __trap()", S48 ".4",
     "Aborts the kernel; the host sees cudaErrorLaunchFailure and the context is unusable.", BS_EXACT},
    {"__brkpt", BF_TRAP, 1, "void __brkpt()", "5.4.10.2",
     "A breakpoint: cudarepl stops the kernel and reports the thread and the line.", BS_EXACT},
    {"__builtin_unreachable", BF_TRAP, 2, "void __builtin_unreachable()", S49 ".6",
     "Tells the compiler this point is not reached; cudarepl reports it if it is.", BS_EXACT},
    {"__cr_grid_sync_not_cooperative", BF_TRAP, 3, "void __cr_grid_sync_not_cooperative()", "2.3.6",
     "Stops the kernel as an H200 does when <cooperative_groups.h>'s grid.sync() runs in a kernel not "
     "launched with cudaLaunchCooperativeKernel (cudaErrorLaunchFailure), saying why.", BS_H200},
    {"__nanosleep", BF_NANOSLEEP, 0, "void __nanosleep(unsigned ns)", S48 ".5",
     "Suspends the thread for about ns nanoseconds (at most about 1 ms); other warps run.", BS_EXACT},
    {"clock", BF_CLOCK, 0, "clock_t clock()", S537 ".1",
     "The SM's cycle counter: modelled, monotonic, advancing with the block's work.", BS_EXACT},
    {"clock64", BF_CLOCK, 1, "long long clock64()", S537 ".1", "The SM's 64-bit cycle counter (modelled).", BS_EXACT},
    {"__globaltimer", BF_CLOCK, 2, "unsigned long long __globaltimer()", S48,
     "A nanosecond timer (modelled from the cycle counter).", BS_EXACT},
    {"printf", BF_PRINTF, 0, "int printf(const char *format, ...)", S537 ".2",
     "Formatted output through the printf FIFO (cudaLimitPrintfFifoSize: 8650752 bytes by default, as on an H200; the oldest "
     "records overwritten when it is full), shown when the host synchronises; returns the "
     "number of arguments parsed. At most 32 arguments.", BS_H200},
    {"__cr_assert_fail", BF_ASSERT, 0, "void assert(expression)", "5.4.10.1",
     "Stops the kernel when expression is zero; the message names the file, line, function, "
     "block and thread; the host then sees cudaErrorAssert.", BS_H200},

    /* ---- device memory (002 §5.3.7.3 - §5.3.7.5) ---- */
    {"malloc", BF_MALLOC, 0, "void *malloc(size_t size)", S537 ".4",
     "Allocates from the device heap (cudaLimitMallocHeapSize, 8 MiB by default), 16-byte "
     "aligned; NULL when it is exhausted.", BS_EXACT},
    {"cuda::std::calloc", BF_CALLOC, 0, "void *cuda::std::calloc(size_t n, size_t size)", S537 ".4",
     "malloc(n * size) set to zero; NULL when exhausted or when n * size overflows "
     "(<cuda/std/cstdlib>; device code has no plain calloc).", BS_EXACT},
    {"__nv_aligned_device_malloc", BF_ALIGNED_MALLOC, 0,
     "void *__nv_aligned_device_malloc(size_t size, size_t align)", S537 ".4",
     "Allocates from the device heap at a multiple of align (a non-zero power of two); NULL "
     "when it cannot.", BS_EXACT},
    {"cuda::std::aligned_alloc", BF_ALIGNED_MALLOC, 0,
     "void *cuda::std::aligned_alloc(size_t size, size_t align)", S537 ".4",
     "__nv_aligned_device_malloc under its <cuda/std/cstdlib> name (note the order: size, then "
     "alignment).", BS_EXACT},
    {"free", BF_FREE, 0, "void free(void *ptr)", S537 ".4",
     "Frees device-heap memory; free(NULL) does nothing; a double free is reported.", BS_EXACT},
    {"memcpy", BF_MEMCPY, 0, "void *memcpy(void *dst, const void *src, size_t size)", S537 ".3", "Copies size bytes; returns dst.", BS_EXACT},
    {"memset", BF_MEMSET, 0, "void *memset(void *ptr, int value, size_t size)", S537 ".3",
     "Sets size bytes to (unsigned char)value; returns ptr.", BS_EXACT},
    {"alloca", BF_ALLOCA, 0, "void *alloca(size_t size)", S537 ".5",
     "Allocates size bytes in the caller's stack frame, 16-byte aligned; freed when the caller "
     "returns. Overflowing the stack is reported.", BS_EXACT},

    /* ---- the device runtime (§4.18, CUDA Dynamic Parallelism); <cuda_runtime.h> calls these ---- */
    {"__cr_devrt_get_last_error", BF_DEVRT, 0, "int __cr_devrt_get_last_error()", "4.18",
     "The thread's last device-runtime error, which it clears (device cudaGetLastError).", BS_EXACT},
    {"__cr_devrt_peek_last_error", BF_DEVRT, 1, "int __cr_devrt_peek_last_error()", "4.18",
     "The thread's last device-runtime error, kept (device cudaPeekAtLastError).", BS_EXACT},
    {"__cr_devrt_new_stream", BF_DEVRT, 2, "unsigned long long __cr_devrt_new_stream()", "4.18",
     "A new device-side stream handle (device cudaStreamCreateWithFlags).", BS_EXACT},

    /* ---- <curand_kernel.h>'s one native step ---- */
    {"__cr_xorwow_skipahead", BF_RNG_SKIP, 0, "void __cr_xorwow_skipahead(unsigned *v, unsigned long long n)",
     "", "cuRAND XORWOW: the state words v[0..4] move n draws ahead (skipahead's linear part; "
     "<curand_kernel.h> calls it).", BS_H200},
    {"__cr_xorwow_skipahead_sequence", BF_RNG_SKIP, 67,
     "void __cr_xorwow_skipahead_sequence(unsigned *v, unsigned long long n)", "",
     "cuRAND XORWOW: the state words v[0..4] move n subsequences (n * 2^67 draws) ahead "
     "(<curand_kernel.h> calls it).", BS_H200},
    {"__cr_mrg32k3a_skipahead", BF_RNG_SKIP, 256, "void __cr_mrg32k3a_skipahead(unsigned *s, unsigned long long n)",
     "", "cuRAND MRG32k3a: the state words s[0..5] move n draws ahead (<curand_kernel.h> calls it).", BS_H200},
    {"__cr_mrg32k3a_skipahead_subsequence", BF_RNG_SKIP, 256 + 76,
     "void __cr_mrg32k3a_skipahead_subsequence(unsigned *s, unsigned long long n)", "",
     "cuRAND MRG32k3a: n subsequences (n * 2^76 draws) ahead (<curand_kernel.h> calls it).", BS_H200},
    {"__cr_mrg32k3a_skipahead_sequence", BF_RNG_SKIP, 256 + 127,
     "void __cr_mrg32k3a_skipahead_sequence(unsigned *s, unsigned long long n)", "",
     "cuRAND MRG32k3a: n sequences (n * 2^127 draws) ahead (<curand_kernel.h> calls it).", BS_H200},

    /* ---- <mma.h>'s native steps (interp/vm/vmwmma.h) ---- */
    {"__cr_wmma_mma", BF_WMMA, 0,
     "void __cr_wmma_mma(unsigned mask, void *d, const void *a, const void *b, const void *c, int desc)",
     "5.4.11", "D = A * B + C for the warp's fragments, as an H200 computes it; desc (a constant) "
     "says the shape and types (<mma.h> calls it).", BS_H200},
    {"__cr_wmma_ldst", BF_WMMA, 1, "void __cr_wmma_ldst(void *frag, void *p, unsigned ldm, int desc)", "5.4.11",
     "Loads or stores the lane's share of a fragment from or to the matrix at p; desc (a constant) says "
     "the fragment kind and layout (<mma.h> calls it).", BS_H200},

    /* ---- compiler hints (§5.4.9) ---- */
    {"__builtin_expect", BF_HINT, HINT_EXPECT, "long __builtin_expect(long input, long expected)", S49 ".5",
     "Returns input; tells the compiler it is probably expected.", BS_EXACT},
    {"__builtin_assume", BF_HINT, HINT_ASSUME, "void __builtin_assume(bool predicate)", S49 ".3",
     "Lets the compiler assume predicate; cudarepl reports it when it is false.", BS_EXACT},
    {"__assume", BF_HINT, HINT_ASSUME, "void __assume(bool predicate)", S49 ".3",
     "__builtin_assume under its Microsoft name.", BS_EXACT},
    {"__builtin_assume_aligned", BF_HINT, HINT_ASSUME_ALIGNED,
     "void *__builtin_assume_aligned(const void *ptr, size_t align, size_t offset = 0)", S49 ".2",
     "Returns ptr; lets the compiler assume ptr - offset is a multiple of align (a constant power "
     "of two); cudarepl reports it when it is not.", BS_EXACT},
    {"__builtin_constant_p", BF_HINT, HINT_CONSTANT_P, "int __builtin_constant_p(expression)", S49 ".4",
     "1 if the compiler can tell expression is a constant, else 0; expression is not evaluated.", BS_EXACT},
    {"__builtin_huge_valf", BF_CONST, 0, "float __builtin_huge_valf()", SMATH, "+infinity (INFINITY, HUGE_VALF).", BS_EXACT},
    {"__builtin_huge_val", BF_CONST, 1, "double __builtin_huge_val()", SMATH, "+infinity (HUGE_VAL).", BS_EXACT},
    {"__builtin_inff", BF_CONST, 0, "float __builtin_inff()", SMATH, "+infinity.", BS_EXACT},
    {"__builtin_inf", BF_CONST, 1, "double __builtin_inf()", SMATH, "+infinity.", BS_EXACT},
    {"__builtin_nanf", BF_CONST, 2, "float __builtin_nanf(const char *tag)", SMATH, "A quiet NaN (NAN).", BS_EXACT},
    {"__builtin_nan", BF_CONST, 3, "double __builtin_nan(const char *tag)", SMATH, "A quiet NaN.", BS_EXACT},
    {"nanf", BF_CONST, 2, "float nanf(const char *tag)", SMATH, "A quiet NaN (the tag is not read).", BS_EXACT},
    {"nan", BF_CONST, 3, "double nan(const char *tag)", SMATH, "A quiet NaN (the tag is not read).", BS_EXACT},

    /* ---- DPX (§5.4.8.6) ---- */
    DPX("__vimax3_s32", DPX_MAX3, DPX_S32, 0, "int __vimax3_s32(int a, int b, int c)", "max(a, b, c).")
    DPX("__vimax3_s16x2", DPX_MAX3, DPX_S16X2, 0, "unsigned __vimax3_s16x2(unsigned a, unsigned b, unsigned c)", "max(a, b, c) per signed 16-bit half.")
    DPX("__vimax3_u32", DPX_MAX3, DPX_U32, 0, "unsigned __vimax3_u32(unsigned a, unsigned b, unsigned c)", "max(a, b, c).")
    DPX("__vimax3_u16x2", DPX_MAX3, DPX_U16X2, 0, "unsigned __vimax3_u16x2(unsigned a, unsigned b, unsigned c)", "max(a, b, c) per unsigned 16-bit half.")
    DPX("__vimin3_s32", DPX_MIN3, DPX_S32, 0, "int __vimin3_s32(int a, int b, int c)", "min(a, b, c).")
    DPX("__vimin3_s16x2", DPX_MIN3, DPX_S16X2, 0, "unsigned __vimin3_s16x2(unsigned a, unsigned b, unsigned c)", "min(a, b, c) per signed 16-bit half.")
    DPX("__vimin3_u32", DPX_MIN3, DPX_U32, 0, "unsigned __vimin3_u32(unsigned a, unsigned b, unsigned c)", "min(a, b, c).")
    DPX("__vimin3_u16x2", DPX_MIN3, DPX_U16X2, 0, "unsigned __vimin3_u16x2(unsigned a, unsigned b, unsigned c)", "min(a, b, c) per unsigned 16-bit half.")
    DPX("__vimax_s32_relu", DPX_MAX, DPX_S32, 1, "int __vimax_s32_relu(int a, int b)", "max(a, b, 0).")
    DPX("__vimax_s16x2_relu", DPX_MAX, DPX_S16X2, 1, "unsigned __vimax_s16x2_relu(unsigned a, unsigned b)", "max(a, b, 0) per signed 16-bit half.")
    DPX("__vimin_s32_relu", DPX_MIN, DPX_S32, 1, "int __vimin_s32_relu(int a, int b)", "max(min(a, b), 0).")
    DPX("__vimin_s16x2_relu", DPX_MIN, DPX_S16X2, 1, "unsigned __vimin_s16x2_relu(unsigned a, unsigned b)", "max(min(a, b), 0) per signed 16-bit half.")
    DPX("__vimax3_s32_relu", DPX_MAX3, DPX_S32, 1, "int __vimax3_s32_relu(int a, int b, int c)", "max(a, b, c, 0).")
    DPX("__vimax3_s16x2_relu", DPX_MAX3, DPX_S16X2, 1, "unsigned __vimax3_s16x2_relu(unsigned a, unsigned b, unsigned c)", "max(a, b, c, 0) per signed 16-bit half.")
    DPX("__vimin3_s32_relu", DPX_MIN3, DPX_S32, 1, "int __vimin3_s32_relu(int a, int b, int c)", "max(min(a, b, c), 0).")
    DPX("__vimin3_s16x2_relu", DPX_MIN3, DPX_S16X2, 1, "unsigned __vimin3_s16x2_relu(unsigned a, unsigned b, unsigned c)", "max(min(a, b, c), 0) per signed 16-bit half.")
    DPX("__vibmax_s32", DPX_BMAX, DPX_S32, 0, "int __vibmax_s32(int a, int b, bool *pred)", "max(a, b); *pred = (a >= b).")
    DPX("__vibmax_u32", DPX_BMAX, DPX_U32, 0, "unsigned __vibmax_u32(unsigned a, unsigned b, bool *pred)", "max(a, b); *pred = (a >= b).")
    DPX("__vibmax_s16x2", DPX_BMAX, DPX_S16X2, 0, "unsigned __vibmax_s16x2(unsigned a, unsigned b, bool *pred_hi, bool *pred_lo)", "max(a, b) per signed 16-bit half; each predicate says a >= b in its half.")
    DPX("__vibmax_u16x2", DPX_BMAX, DPX_U16X2, 0, "unsigned __vibmax_u16x2(unsigned a, unsigned b, bool *pred_hi, bool *pred_lo)", "max(a, b) per unsigned 16-bit half; each predicate says a >= b in its half.")
    DPX("__vibmin_s32", DPX_BMIN, DPX_S32, 0, "int __vibmin_s32(int a, int b, bool *pred)", "min(a, b); *pred = (a <= b).")
    DPX("__vibmin_u32", DPX_BMIN, DPX_U32, 0, "unsigned __vibmin_u32(unsigned a, unsigned b, bool *pred)", "min(a, b); *pred = (a <= b).")
    DPX("__vibmin_s16x2", DPX_BMIN, DPX_S16X2, 0, "unsigned __vibmin_s16x2(unsigned a, unsigned b, bool *pred_hi, bool *pred_lo)", "min(a, b) per signed 16-bit half; each predicate says a <= b in its half.")
    DPX("__vibmin_u16x2", DPX_BMIN, DPX_U16X2, 0, "unsigned __vibmin_u16x2(unsigned a, unsigned b, bool *pred_hi, bool *pred_lo)", "min(a, b) per unsigned 16-bit half; each predicate says a <= b in its half.")
    DPX("__viaddmax_s32", DPX_ADDMAX, DPX_S32, 0, "int __viaddmax_s32(int a, int b, int c)", "max(a + b, c); the sum wraps.")
    DPX("__viaddmax_s16x2", DPX_ADDMAX, DPX_S16X2, 0, "unsigned __viaddmax_s16x2(unsigned a, unsigned b, unsigned c)", "max(a + b, c) per signed 16-bit half.")
    DPX("__viaddmax_u32", DPX_ADDMAX, DPX_U32, 0, "unsigned __viaddmax_u32(unsigned a, unsigned b, unsigned c)", "max(a + b, c); the sum wraps.")
    DPX("__viaddmax_u16x2", DPX_ADDMAX, DPX_U16X2, 0, "unsigned __viaddmax_u16x2(unsigned a, unsigned b, unsigned c)", "max(a + b, c) per unsigned 16-bit half.")
    DPX("__viaddmin_s32", DPX_ADDMIN, DPX_S32, 0, "int __viaddmin_s32(int a, int b, int c)", "min(a + b, c); the sum wraps.")
    DPX("__viaddmin_s16x2", DPX_ADDMIN, DPX_S16X2, 0, "unsigned __viaddmin_s16x2(unsigned a, unsigned b, unsigned c)", "min(a + b, c) per signed 16-bit half.")
    DPX("__viaddmin_u32", DPX_ADDMIN, DPX_U32, 0, "unsigned __viaddmin_u32(unsigned a, unsigned b, unsigned c)", "min(a + b, c); the sum wraps.")
    DPX("__viaddmin_u16x2", DPX_ADDMIN, DPX_U16X2, 0, "unsigned __viaddmin_u16x2(unsigned a, unsigned b, unsigned c)", "min(a + b, c) per unsigned 16-bit half.")
    DPX("__viaddmax_s32_relu", DPX_ADDMAX, DPX_S32, 1, "int __viaddmax_s32_relu(int a, int b, int c)", "max(a + b, c, 0).")
    DPX("__viaddmax_s16x2_relu", DPX_ADDMAX, DPX_S16X2, 1, "unsigned __viaddmax_s16x2_relu(unsigned a, unsigned b, unsigned c)", "max(a + b, c, 0) per signed 16-bit half.")
    DPX("__viaddmin_s32_relu", DPX_ADDMIN, DPX_S32, 1, "int __viaddmin_s32_relu(int a, int b, int c)", "max(min(a + b, c), 0).")
    DPX("__viaddmin_s16x2_relu", DPX_ADDMIN, DPX_S16X2, 1, "unsigned __viaddmin_s16x2_relu(unsigned a, unsigned b, unsigned c)", "max(min(a + b, c), 0) per signed 16-bit half.")

    /* ---- SIMD video intrinsics (CUDA Math API) ---- */
    SIMD2("__vadd", SIMD_ADD, "a + b, wrapping.")
    SIMD2("__vsub", SIMD_SUB, "a - b, wrapping.")
    SIMD2("__vaddss", SIMD_ADDSS, "a + b of signed lanes, saturated to the signed range.")
    SIMD2("__vaddus", SIMD_ADDUS, "a + b of unsigned lanes, saturated to the unsigned range.")
    SIMD2("__vsubss", SIMD_SUBSS, "a - b of signed lanes, saturated to the signed range.")
    SIMD2("__vsubus", SIMD_SUBUS, "a - b of unsigned lanes, saturated at 0.")
    SIMD1("__vabs", SIMD_ABS, "|a| of a signed lane, wrapping (the most negative value stays).")
    SIMD1("__vabsss", SIMD_ABSSS, "|a| of a signed lane, saturated to the signed range.")
    SIMD1("__vneg", SIMD_NEG, "-a, wrapping.")
    SIMD1("__vnegss", SIMD_NEGSS, "-a of a signed lane, saturated to the signed range.")
    SIMD2("__vabsdiffs", SIMD_ABSDIFFS, "|a - b| of signed lanes.")
    SIMD2("__vabsdiffu", SIMD_ABSDIFFU, "|a - b| of unsigned lanes.")
    SIMD2("__vavgs", SIMD_AVGS, "the average of signed lanes, rounded half away from zero.")
    SIMD2("__vavgu", SIMD_AVGU, "(a + b + 1) / 2 of unsigned lanes (rounded up).")
    SIMD2("__vhaddu", SIMD_HADDU, "(a + b) / 2 of unsigned lanes (rounded down).")
    SIMD2("__vmaxs", SIMD_MAXS, "the larger of signed lanes.")
    SIMD2("__vmaxu", SIMD_MAXU, "the larger of unsigned lanes.")
    SIMD2("__vmins", SIMD_MINS, "the smaller of signed lanes.")
    SIMD2("__vminu", SIMD_MINU, "the smaller of unsigned lanes.")
    SIMD2("__vsads", SIMD_SADS, "|a - b| of signed lanes, summed over the lanes.")
    SIMD2("__vsadu", SIMD_SADU, "|a - b| of unsigned lanes, summed over the lanes.")
    SIMD2("__vcmpeq", SIMD_CMPEQ, "all ones where a == b, else 0.")
    SIMD2("__vcmpne", SIMD_CMPNE, "all ones where a != b, else 0.")
    SIMD2("__vcmpges", SIMD_CMPGES, "all ones where a >= b (signed), else 0.")
    SIMD2("__vcmpgeu", SIMD_CMPGEU, "all ones where a >= b (unsigned), else 0.")
    SIMD2("__vcmpgts", SIMD_CMPGTS, "all ones where a > b (signed), else 0.")
    SIMD2("__vcmpgtu", SIMD_CMPGTU, "all ones where a > b (unsigned), else 0.")
    SIMD2("__vcmples", SIMD_CMPLES, "all ones where a <= b (signed), else 0.")
    SIMD2("__vcmpleu", SIMD_CMPLEU, "all ones where a <= b (unsigned), else 0.")
    SIMD2("__vcmplts", SIMD_CMPLTS, "all ones where a < b (signed), else 0.")
    SIMD2("__vcmpltu", SIMD_CMPLTU, "all ones where a < b (unsigned), else 0.")
    SIMD2("__vseteq", SIMD_SETEQ, "1 where a == b, else 0.")
    SIMD2("__vsetne", SIMD_SETNE, "1 where a != b, else 0.")
    SIMD2("__vsetges", SIMD_SETGES, "1 where a >= b (signed), else 0.")
    SIMD2("__vsetgeu", SIMD_SETGEU, "1 where a >= b (unsigned), else 0.")
    SIMD2("__vsetgts", SIMD_SETGTS, "1 where a > b (signed), else 0.")
    SIMD2("__vsetgtu", SIMD_SETGTU, "1 where a > b (unsigned), else 0.")
    SIMD2("__vsetles", SIMD_SETLES, "1 where a <= b (signed), else 0.")
    SIMD2("__vsetleu", SIMD_SETLEU, "1 where a <= b (unsigned), else 0.")
    SIMD2("__vsetlts", SIMD_SETLTS, "1 where a < b (signed), else 0.")
    SIMD2("__vsetltu", SIMD_SETLTU, "1 where a < b (unsigned), else 0.")

    /* ---- integer intrinsics ---- */
    {"__popc", BF_INTRIN, VI_POPC, "int __popc(unsigned x)", SMATH, "The number of set bits.", BS_H200},
    {"__popcll", BF_INTRIN, VI_POPCLL, "int __popcll(unsigned long long x)", SMATH, "The number of set bits.", BS_H200},
    {"__clz", BF_INTRIN, VI_CLZ, "int __clz(int x)", SMATH, "The number of leading zero bits (32 for 0).", BS_H200},
    {"__clzll", BF_INTRIN, VI_CLZLL, "int __clzll(long long x)", SMATH, "The number of leading zero bits (64 for 0).", BS_H200},
    {"__ffs", BF_INTRIN, VI_FFS, "int __ffs(int x)", SMATH, "1 + the position of the least significant set bit; 0 for 0.", BS_H200},
    {"__ffsll", BF_INTRIN, VI_FFSLL, "int __ffsll(long long x)", SMATH, "1 + the position of the least significant set bit; 0 for 0.", BS_H200},
    {"__brev", BF_INTRIN, VI_BREV, "unsigned __brev(unsigned x)", SMATH, "The bits in reverse order.", BS_H200},
    {"__brevll", BF_INTRIN, VI_BREVLL, "unsigned long long __brevll(unsigned long long x)", SMATH, "The bits in reverse order.", BS_H200},
    {"__byte_perm", BF_INTRIN, VI_BYTE_PERM, "unsigned __byte_perm(unsigned x, unsigned y, unsigned s)", SMATH,
     "Byte i of the result is byte (s >> 4i) & 7 of the 8 bytes y:x.", BS_EXACT},
    {"__funnelshift_l", BF_INTRIN, VI_FUNNEL_L, "unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned shift)", SMATH,
     "The high 32 bits of hi:lo << (shift & 31).", BS_EXACT},
    {"__funnelshift_lc", BF_INTRIN, VI_FUNNEL_LC, "unsigned __funnelshift_lc(unsigned lo, unsigned hi, unsigned shift)", SMATH,
     "The high 32 bits of hi:lo << min(shift, 32).", BS_EXACT},
    {"__funnelshift_r", BF_INTRIN, VI_FUNNEL_R, "unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned shift)", SMATH,
     "The low 32 bits of hi:lo >> (shift & 31).", BS_EXACT},
    {"__funnelshift_rc", BF_INTRIN, VI_FUNNEL_RC, "unsigned __funnelshift_rc(unsigned lo, unsigned hi, unsigned shift)", SMATH,
     "The low 32 bits of hi:lo >> min(shift, 32).", BS_EXACT},
    {"__mul24", BF_INTRIN, VI_MUL24, "int __mul24(int x, int y)", SMATH, "The low 32 bits of the product of the low 24 bits (signed).", BS_H200},
    {"__umul24", BF_INTRIN, VI_UMUL24, "unsigned __umul24(unsigned x, unsigned y)", SMATH, "The low 32 bits of the product of the low 24 bits.", BS_H200},
    {"__mulhi", BF_INTRIN, VI_MULHI, "int __mulhi(int x, int y)", SMATH, "The high 32 bits of the 64-bit product.", BS_H200},
    {"__umulhi", BF_INTRIN, VI_UMULHI, "unsigned __umulhi(unsigned x, unsigned y)", SMATH, "The high 32 bits of the 64-bit product.", BS_H200},
    {"__mul64hi", BF_INTRIN, VI_MUL64HI, "long long __mul64hi(long long x, long long y)", SMATH, "The high 64 bits of the 128-bit product.", BS_H200},
    {"__umul64hi", BF_INTRIN, VI_UMUL64HI, "unsigned long long __umul64hi(unsigned long long x, unsigned long long y)", SMATH,
     "The high 64 bits of the 128-bit product.", BS_EXACT},
    {"__sad", BF_INTRIN, VI_SAD, "unsigned __sad(int x, int y, unsigned z)", SMATH, "|x - y| + z.", BS_H200},
    {"__usad", BF_INTRIN, VI_USAD, "unsigned __usad(unsigned x, unsigned y, unsigned z)", SMATH, "|x - y| + z.", BS_H200},
    {"__hadd", BF_INTRIN, VI_HADD, "int __hadd(int x, int y)", SMATH, "(x + y) >> 1 without overflow.", BS_H200},
    {"__uhadd", BF_INTRIN, VI_UHADD, "unsigned __uhadd(unsigned x, unsigned y)", SMATH, "(x + y) >> 1 without overflow.", BS_H200},
    {"__rhadd", BF_INTRIN, VI_RHADD, "int __rhadd(int x, int y)", SMATH, "(x + y + 1) >> 1 without overflow.", BS_H200},
    {"__urhadd", BF_INTRIN, VI_URHADD, "unsigned __urhadd(unsigned x, unsigned y)", SMATH, "(x + y + 1) >> 1 without overflow.", BS_H200},
    {"__fns", BF_INTRIN, VI_FNS, "unsigned __fns(unsigned mask, unsigned base, int offset)", SMATH,
     "The position of the offset-th set bit of mask from base (downwards for negative offsets); "
     "0xffffffff when there is none.", BS_EXACT},
    {"__dp4a", BF_DOT, VI_DP4A, "T __dp4a(T a, T b, T c)", SMATH,
     "c + the dot product of the four bytes of a and b; T int (signed bytes) or unsigned; "
     "a and b may be char4 (c int) or uchar4 (c unsigned), their bytes x first.", BS_H200},
    {"__dp2a_lo", BF_DOT, VI_DP2A_LO, "T __dp2a_lo(T a, T b, T c)", SMATH,
     "c + the dot product of the two halves of a and the low two bytes of b; T int or unsigned; "
     "a may be short2 and b char4 (c int), or ushort2 and uchar4 (c unsigned).", BS_H200},
    {"__dp2a_hi", BF_DOT, VI_DP2A_HI, "T __dp2a_hi(T a, T b, T c)", SMATH,
     "c + the dot product of the two halves of a and the high two bytes of b; T int or unsigned; "
     "a may be short2 and b char4 (c int), or ushort2 and uchar4 (c unsigned).", BS_H200},
    {"umin", BF_INTRIN, VI_MIN_U32, "unsigned umin(unsigned x, unsigned y)", SMATH, "The smaller value.", BS_EXACT},
    {"umax", BF_INTRIN, VI_MAX_U32, "unsigned umax(unsigned x, unsigned y)", SMATH, "The larger value.", BS_EXACT},
    {"llmin", BF_INTRIN, VI_MIN_I64, "long long llmin(long long x, long long y)", SMATH, "The smaller value.", BS_EXACT},
    {"llmax", BF_INTRIN, VI_MAX_I64, "long long llmax(long long x, long long y)", SMATH, "The larger value.", BS_EXACT},
    {"ullmin", BF_INTRIN, VI_MIN_U64, "unsigned long long ullmin(unsigned long long x, unsigned long long y)", SMATH, "The smaller value.", BS_EXACT},
    {"ullmax", BF_INTRIN, VI_MAX_U64, "unsigned long long ullmax(unsigned long long x, unsigned long long y)", SMATH, "The larger value.", BS_EXACT},
    {"min", BF_MINMAX, 0, "T min(T x, T y)", SMATH,
     "The smaller value, in the usual arithmetic conversions' type (fminf/fmin for floating point).", BS_EXACT},
    {"max", BF_MINMAX, 1, "T max(T x, T y)", SMATH,
     "The larger value, in the usual arithmetic conversions' type (fmaxf/fmax for floating point).", BS_EXACT},
    {"abs", BF_ABS, 0, "T abs(T x)", SMATH, "|x| for int, long, long long, float and double (abs(INT_MIN) is INT_MIN).", BS_EXACT},
    {"labs", BF_INTRIN, VI_ABS_I64, "long labs(long x)", SMATH, "|x|.", BS_EXACT},
    {"llabs", BF_INTRIN, VI_ABS_I64, "long long llabs(long long x)", SMATH, "|x|.", BS_EXACT},

    /* ---- bit casts and conversions ---- */
    {"__float_as_int", BF_INTRIN, VI_BITS, "int __float_as_int(float x)", SMATH, "The bits of x as an int.", BS_H200},
    {"__float_as_uint", BF_INTRIN, VI_BITS, "unsigned __float_as_uint(float x)", SMATH, "The bits of x as an unsigned.", BS_H200},
    {"__int_as_float", BF_INTRIN, VI_BITS, "float __int_as_float(int x)", SMATH, "The float whose bits are x.", BS_H200},
    {"__uint_as_float", BF_INTRIN, VI_BITS, "float __uint_as_float(unsigned x)", SMATH, "The float whose bits are x.", BS_EXACT},
    {"__double_as_longlong", BF_INTRIN, VI_BITS, "long long __double_as_longlong(double x)", SMATH, "The bits of x as a long long.", BS_H200},
    {"__longlong_as_double", BF_INTRIN, VI_BITS, "double __longlong_as_double(long long x)", SMATH, "The double whose bits are x.", BS_EXACT},
    {"__double2hiint", BF_INTRIN, VI_DOUBLE_HI, "int __double2hiint(double x)", SMATH, "The high 32 bits of x.", BS_EXACT},
    {"__double2loint", BF_INTRIN, VI_DOUBLE_LO, "int __double2loint(double x)", SMATH, "The low 32 bits of x.", BS_EXACT},
    {"__hiloint2double", BF_INTRIN, VI_HILO_TO_DOUBLE, "double __hiloint2double(int hi, int lo)", SMATH, "The double whose bits are hi:lo.", BS_EXACT},
    CVT4("__float2int", VK_F32, VK_I32, "int", "float", "float to int, " F2I_DOC)
    CVT4("__float2uint", VK_F32, VK_U32, "unsigned", "float", "float to unsigned, " F2I_DOC)
    CVT4("__float2ll", VK_F32, VK_I64, "long long", "float", "float to long long, " F2I_DOC)
    CVT4("__float2ull", VK_F32, VK_U64, "unsigned long long", "float", "float to unsigned long long, " F2I_DOC)
    CVT4("__double2int", VK_F64, VK_I32, "int", "double", "double to int, " F2I_DOC)
    CVT4("__double2uint", VK_F64, VK_U32, "unsigned", "double", "double to unsigned, " F2I_DOC)
    CVT4("__double2ll", VK_F64, VK_I64, "long long", "double", "double to long long, " F2I_DOC)
    CVT4("__double2ull", VK_F64, VK_U64, "unsigned long long", "double", "double to unsigned long long, " F2I_DOC)
    CVT4("__int2float", VK_I32, VK_F32, "float", "int", "int to float")
    CVT4("__uint2float", VK_U32, VK_F32, "float", "unsigned", "unsigned to float")
    CVT4("__ll2float", VK_I64, VK_F32, "float", "long long", "long long to float")
    CVT4("__ull2float", VK_U64, VK_F32, "float", "unsigned long long", "unsigned long long to float")
    CVT4("__ll2double", VK_I64, VK_F64, "double", "long long", "long long to double")
    CVT4("__ull2double", VK_U64, VK_F64, "double", "unsigned long long", "unsigned long long to double")
    CVT4("__double2float", VK_F64, VK_F32, "float", "double", "double to float (NaN becomes 0x7fffffff)")
    {"__int2double_rn", BF_INTRIN, VI_CVT(VK_I32, VK_F64, VR_RN), "double __int2double_rn(int x)", SMATH, "int to double (exact).", BS_EXACT},
    {"__uint2double_rn", BF_INTRIN, VI_CVT(VK_U32, VK_F64, VR_RN), "double __uint2double_rn(unsigned x)", SMATH, "unsigned to double (exact).", BS_EXACT},

    /* ---- classification ---- */
    {"isnan", BF_FPCLASS, VI_ISNAN_F32, "bool isnan(T x)", SMATH, "true iff x is a NaN.", BS_EXACT},
    {"isinf", BF_FPCLASS, VI_ISINF_F32, "bool isinf(T x)", SMATH, "true iff x is an infinity.", BS_EXACT},
    {"isfinite", BF_FPCLASS, VI_ISFINITE_F32, "bool isfinite(T x)", SMATH, "true iff x is neither infinite nor NaN.", BS_EXACT},
    {"signbit", BF_FPCLASS, VI_SIGNBIT_F32, "bool signbit(T x)", SMATH, "true iff the sign bit of x is set (also for -0 and NaNs).", BS_EXACT},
    {"__isnanf", BF_INTRIN, VI_ISNAN_F32, "int __isnanf(float x)", SMATH, "Non-zero iff x is a NaN.", BS_EXACT},
    {"__isinff", BF_INTRIN, VI_ISINF_F32, "int __isinff(float x)", SMATH, "Non-zero iff x is an infinity.", BS_EXACT},
    {"__finitef", BF_INTRIN, VI_ISFINITE_F32, "int __finitef(float x)", SMATH, "Non-zero iff x is finite.", BS_EXACT},
    {"__signbitf", BF_INTRIN, VI_SIGNBIT_F32, "int __signbitf(float x)", SMATH, "Non-zero iff the sign bit of x is set.", BS_EXACT},
    {"__isnan", BF_INTRIN, VI_ISNAN_F64, "int __isnan(double x)", SMATH, "Non-zero iff x is a NaN.", BS_EXACT},
    {"__isinf", BF_INTRIN, VI_ISINF_F64, "int __isinf(double x)", SMATH, "Non-zero iff x is an infinity.", BS_EXACT},
    {"__finite", BF_INTRIN, VI_ISFINITE_F64, "int __finite(double x)", SMATH, "Non-zero iff x is finite.", BS_EXACT},
    {"__signbit", BF_INTRIN, VI_SIGNBIT_F64, "int __signbit(double x)", SMATH, "Non-zero iff the sign bit of x is set.", BS_EXACT},

    /* ---- math (float and double; CUDA Math API, measured in tests/programs/device/math-bits) ---- */
    MATH1(SQRT, "sqrt", "The square root, correctly rounded.", BS_H200, BS_H200)
    MATH1(RSQRT, "rsqrt", "1 / sqrt(x).", BS_H200, BS_H200)
    MATH1(CBRT, "cbrt", "The cube root.", BS_H200, BS_H200)
    MATH1(RCBRT, "rcbrt", "1 / cbrt(x).", BS_H200, BS_H200)
    MATH1(EXP, "exp", "e to the x.", BS_H200, BS_H200)
    MATH1(EXP2, "exp2", "2 to the x.", BS_H200, BS_H200)
    MATH1(EXP10, "exp10", "10 to the x.", BS_H200, BS_H200)
    MATH1(EXPM1, "expm1", "e to the x, minus 1.", BS_H200, BS_H200)
    MATH1(LOG, "log", "The natural logarithm.", BS_H200, BS_H200)
    MATH1(LOG2, "log2", "The base-2 logarithm.", BS_H200, BS_H200)
    MATH1(LOG10, "log10", "The base-10 logarithm.", BS_H200, BS_H200)
    MATH1(LOG1P, "log1p", "log(1 + x).", BS_H200, BS_H200)
    MATH1(SIN, "sin", "The sine (radians).", BS_H200, BS_H200)
    MATH1(COS, "cos", "The cosine (radians).", BS_H200, BS_H200)
    MATH1(TAN, "tan", "The tangent (radians).", BS_H200, BS_H200)
    MATH1(ASIN, "asin", "The arc sine.", BS_H200, BS_H200)
    MATH1(ACOS, "acos", "The arc cosine.", BS_H200, BS_H200)
    MATH1(ATAN, "atan", "The arc tangent.", BS_H200, BS_H200)
    MATH1(SINH, "sinh", "The hyperbolic sine.", BS_H200, BS_H200)
    MATH1(COSH, "cosh", "The hyperbolic cosine.", BS_H200, BS_H200)
    MATH1(TANH, "tanh", "The hyperbolic tangent.", BS_H200, BS_H200)
    MATH1(ASINH, "asinh", "The inverse hyperbolic sine.", BS_H200, BS_H200)
    MATH1(ACOSH, "acosh", "The inverse hyperbolic cosine.", BS_H200, BS_H200)
    MATH1(ATANH, "atanh", "The inverse hyperbolic tangent.", BS_H200, BS_H200)
    MATH1(FLOOR, "floor", "The largest integer not above x.", BS_H200, BS_H200)
    MATH1(CEIL, "ceil", "The smallest integer not below x.", BS_H200, BS_H200)
    MATH1(TRUNC, "trunc", "x rounded toward zero.", BS_H200, BS_H200)
    MATH1(ROUND, "round", "x rounded to the nearest integer, halfway cases away from zero.", BS_H200, BS_H200)
    MATH1(RINT, "rint", "x rounded to the nearest integer, halfway cases to even.", BS_H200, BS_H200)
    MATH1(NEARBYINT, "nearbyint", "x rounded to the nearest integer, halfway cases to even.", BS_EXACT, BS_H200)
    MATH1(FABS, "fabs", "|x|.", BS_H200, BS_H200)
    MATH1(ERF, "erf", "The error function.", BS_H200, BS_H200)
    MATH1(ERFC, "erfc", "1 - erf(x).", BS_H200, BS_H200)
    MATH1(ERFINV, "erfinv", "The inverse error function.", BS_H200, BS_H200)
    MATH1(ERFCINV, "erfcinv", "The inverse complementary error function.", BS_H200, BS_H200)
    MATH1(NORMCDF, "normcdf", "The standard normal cumulative distribution function.", BS_H200, BS_H200)
    MATH1(NORMCDFINV, "normcdfinv", "The inverse of normcdf.", BS_H200, BS_H200)
    MATH1(TGAMMA, "tgamma", "The gamma function.", BS_H200, BS_H200)
    MATH1(LGAMMA, "lgamma", "The logarithm of |gamma(x)|.", BS_H200, BS_H200)
    MATH1(ERFCX, "erfcx", "The scaled complementary error function, e^(x^2) erfc(x).", BS_H200, BS_H200)
    MATH1(CYL_BESSEL_I0, "cyl_bessel_i0", "The regular modified cylindrical Bessel function of order 0.", BS_H200, BS_H200)
    MATH1(CYL_BESSEL_I1, "cyl_bessel_i1", "The regular modified cylindrical Bessel function of order 1.", BS_H200, BS_H200)
    MATH1(J0, "j0", "The Bessel function of the first kind of order 0.", BS_H200, BS_H200)
    MATH1(J1, "j1", "The Bessel function of the first kind of order 1.", BS_H200, BS_H200)
    MATH1(Y0, "y0", "The Bessel function of the second kind of order 0 (NaN for x < 0).", BS_H200, BS_H200)
    MATH1(Y1, "y1", "The Bessel function of the second kind of order 1 (NaN for x < 0).", BS_H200, BS_H200)
    {"jn", BF_MATH, BM_JN, "T jn(int n, T x)", SMATH, "The Bessel function of the first kind of order n (NaN for n < 0; float and double overloads).", BS_H200},
    {"jnf", BF_MATH_F, BM_JN, "float jnf(int n, float x)", SMATH, "The Bessel function of the first kind of order n (NaN for n < 0).", BS_H200},
    {"yn", BF_MATH, BM_YN, "T yn(int n, T x)", SMATH, "The Bessel function of the second kind of order n (NaN for n < 0 or x < 0; float and double overloads).", BS_H200},
    {"ynf", BF_MATH_F, BM_YN, "float ynf(int n, float x)", SMATH, "The Bessel function of the second kind of order n (NaN for n < 0 or x < 0).", BS_H200},
    MATH1(SINPI, "sinpi", "sin(pi x).", BS_H200, BS_H200)
    MATH1(COSPI, "cospi", "cos(pi x).", BS_H200, BS_H200)
    MATH1(LOGB, "logb", "The unbiased exponent of x.", BS_H200, BS_H200)
    MATH2(POW, "pow", "x to the y.", BS_H200, BS_H200)
    MATH2(ATAN2, "atan2", "The arc tangent of y/x in the right quadrant (arguments y, x).", BS_H200, BS_H200)
    MATH2(FMOD, "fmod", "The remainder of x / y, truncated quotient.", BS_H200, BS_H200)
    MATH2(REMAINDER, "remainder", "The remainder of x / y, rounded quotient.", BS_H200, BS_H200)
    MATH2(HYPOT, "hypot", "sqrt(x*x + y*y) without overflow.", BS_H200, BS_H200)
    MATH2(RHYPOT, "rhypot", "1 / hypot(x, y).", BS_H200, BS_H200)
    MATH2(COPYSIGN, "copysign", "|x| with the sign of y.", BS_H200, BS_H200)
    MATH2(FMIN, "fmin", "The smaller value; a NaN operand is ignored.", BS_H200, BS_H200)
    MATH2(FMAX, "fmax", "The larger value; a NaN operand is ignored.", BS_H200, BS_H200)
    MATH2(FDIM, "fdim", "x - y when x > y, else +0.", BS_H200, BS_H200)
    MATH2(NEXTAFTER, "nextafter", "The next representable value after x toward y.", BS_H200, BS_H200)
    {"fma", BF_MATH, BM_FMA, "T fma(T x, T y, T z)", SMATH, "x * y + z with one rounding (float and double overloads).", BS_EXACT},
    {"fmaf", BF_MATH_F, BM_FMA, "float fmaf(float x, float y, float z)", SMATH, "x * y + z with one rounding.", BS_EXACT},
    {"ldexp", BF_MATH, BM_LDEXP, "T ldexp(T x, int e)", SMATH, "x times 2 to the e (float and double overloads).", BS_EXACT},
    {"ldexpf", BF_MATH_F, BM_LDEXP, "float ldexpf(float x, int e)", SMATH, "x times 2 to the e.", BS_H200},
    {"scalbn", BF_MATH, BM_SCALBN, "T scalbn(T x, int e)", SMATH, "x times 2 to the e (float and double overloads).", BS_EXACT},
    {"scalbnf", BF_MATH_F, BM_SCALBN, "float scalbnf(float x, int e)", SMATH, "x times 2 to the e.", BS_H200},
    {"fdividef", BF_MATH_F, BM_FDIVIDE, "float fdividef(float x, float y)", SMATH, "x / y, correctly rounded.", BS_H200},
    {"sincos", BF_SINCOS, BM_SIN, "void sincos(T x, T *sptr, T *cptr)", SMATH, "*sptr = sin(x), *cptr = cos(x) (float and double overloads).", BS_H200},
    {"sincosf", BF_SINCOS, BM_SIN, "void sincosf(float x, float *sptr, float *cptr)", SMATH, "*sptr = sinf(x), *cptr = cosf(x).", BS_H200},
    {"sincospi", BF_SINCOS, BM_SINPI, "void sincospi(T x, T *sptr, T *cptr)", SMATH, "*sptr = sinpi(x), *cptr = cospi(x) (float and double overloads).", BS_H200},
    {"sincospif", BF_SINCOS, BM_SINPI, "void sincospif(float x, float *sptr, float *cptr)", SMATH, "*sptr = sinpif(x), *cptr = cospif(x).", BS_H200},
    {"__sincosf", BF_SINCOS, BM_FAST_SIN, "void __sincosf(float x, float *sptr, float *cptr)", SMATH, "*sptr = __sinf(x), *cptr = __cosf(x).", BS_H200},
    {"frexp", BF_SINCOS, BM_FREXP, "T frexp(T x, int *exp)", SMATH, "The mantissa in [0.5, 1); *exp = the exponent (float and double overloads).", BS_H200},
    {"frexpf", BF_SINCOS, BM_FREXP, "float frexpf(float x, int *exp)", SMATH, "The mantissa in [0.5, 1); *exp = the exponent.", BS_H200},
    {"modf", BF_SINCOS, BM_MODF, "T modf(T x, T *iptr)", SMATH, "The fractional part; *iptr = the integral part (float and double overloads).", BS_H200},
    {"modff", BF_SINCOS, BM_MODF, "float modff(float x, float *iptr)", SMATH, "The fractional part; *iptr = the integral part.", BS_H200},
    {"remquo", BF_SINCOS, BM_REMQUO, "T remquo(T x, T y, int *quo)", SMATH, "remainder(x, y); *quo = low bits of the quotient with its sign (float and double overloads).", BS_H200},
    {"remquof", BF_SINCOS, BM_REMQUO, "float remquof(float x, float y, int *quo)", SMATH, "remainderf(x, y); *quo = low bits of the quotient with its sign.", BS_H200},
    {"lrint", BF_MATH_TOINT, BM_RINT, "long lrint(T x)", SMATH, "x rounded half to even, as a long (saturating).", BS_EXACT},
    {"lrintf", BF_MATH_TOINT, BM_RINT, "long lrintf(float x)", SMATH, "x rounded half to even, as a long (saturating).", BS_H200},
    {"llrint", BF_MATH_TOINT, BM_RINT, "long long llrint(T x)", SMATH, "x rounded half to even, as a long long (saturating).", BS_EXACT},
    {"llrintf", BF_MATH_TOINT, BM_RINT, "long long llrintf(float x)", SMATH, "x rounded half to even, as a long long (saturating).", BS_EXACT},
    {"lround", BF_MATH_TOINT, BM_ROUND, "long lround(T x)", SMATH, "x rounded half away from zero, as a long (saturating).", BS_EXACT},
    {"lroundf", BF_MATH_TOINT, BM_ROUND, "long lroundf(float x)", SMATH, "x rounded half away from zero, as a long (saturating).", BS_H200},
    {"llround", BF_MATH_TOINT, BM_ROUND, "long long llround(T x)", SMATH, "x rounded half away from zero, as a long long (saturating).", BS_EXACT},
    {"llroundf", BF_MATH_TOINT, BM_ROUND, "long long llroundf(float x)", SMATH, "x rounded half away from zero, as a long long (saturating).", BS_EXACT},

    /* ---- fast intrinsics (float only) ---- */
    {"__expf", BF_MATH_F, BM_FAST_EXP, "float __expf(float x)", SMATH, "Fast e to the x: ex2.approx(x * log2(e)), denormals flushed.", BS_H200},
    {"__exp10f", BF_MATH_F, BM_FAST_EXP10, "float __exp10f(float x)", SMATH, "Fast 10 to the x: ex2.approx(x * log2(10)).", BS_H200},
    {"__logf", BF_MATH_F, BM_FAST_LOG, "float __logf(float x)", SMATH, "Fast natural logarithm: lg2.approx(x) * ln(2).", BS_H200},
    {"__log2f", BF_MATH_F, BM_FAST_LOG2, "float __log2f(float x)", SMATH, "Fast base-2 logarithm (lg2.approx).", BS_H200},
    {"__log10f", BF_MATH_F, BM_FAST_LOG10, "float __log10f(float x)", SMATH, "Fast base-10 logarithm: lg2.approx(x) * log10(2).", BS_H200},
    {"__sinf", BF_MATH_F, BM_FAST_SIN, "float __sinf(float x)", SMATH, "Fast sine (sin.approx), denormals flushed.", BS_H200},
    {"__cosf", BF_MATH_F, BM_FAST_COS, "float __cosf(float x)", SMATH, "Fast cosine (cos.approx), denormals flushed.", BS_H200},
    {"__tanf", BF_MATH_F, BM_FAST_TAN, "float __tanf(float x)", SMATH, "Fast tangent: __sinf(x) times rcp.approx(__cosf(x)).", BS_H200},
    {"__powf", BF_MATH_F, BM_FAST_POW, "float __powf(float x, float y)", SMATH, "Fast x to the y: ex2.approx(y * lg2.approx(x)).", BS_H200},
    {"__tanhf", BF_MATH_F, BM_FAST_TANH, "float __tanhf(float x)", SMATH, "Fast hyperbolic tangent (tanh.approx.f32): x below 2^-8, 1 from 8, the H200's bits there; in between the correctly rounded tanh, up to about 128 ulp from the GPU's.", BS_PARTIAL},
    {"__fdividef", BF_MATH_F, BM_FAST_DIV, "float __fdividef(float x, float y)", SMATH,
     "Fast x / y (div.approx); 0 when 2^126 < |y| < 2^128.", BS_H200},
    {"__saturatef", BF_MATH_F, BM_SATURATE, "float __saturatef(float x)", SMATH, "x clamped to [0, 1]; NaN gives 0.", BS_H200},
    {"__frsqrt_rn", BF_MATH_F, BM_FRSQRT_RN, "float __frsqrt_rn(float x)", SMATH, "1 / sqrt(x), correctly rounded.", BS_H200},
    ROUNDED("add", ADD, "float x, float y", "x + y")
    ROUNDED("sub", SUB, "float x, float y", "x - y")
    ROUNDED("mul", MUL, "float x, float y", "x * y")
    ROUNDED("div", DIV, "float x, float y", "x / y")
    ROUNDED("rcp", RCP, "float x", "1 / x")
    ROUNDED("sqrt", SQRT, "float x", "sqrt(x)")
    {"__fmaf_rn", BF_MATH_F, BM_FMA_RN, "float __fmaf_rn(float x, float y, float z)", SMATH, "x * y + z, rounded to nearest even", BS_H200},
    {"__fmaf_rz", BF_MATH_F, BM_FMA_RZ, "float __fmaf_rz(float x, float y, float z)", SMATH, "x * y + z, rounded toward zero", BS_H200},
    {"__fmaf_ru", BF_MATH_F, BM_FMA_RU, "float __fmaf_ru(float x, float y, float z)", SMATH, "x * y + z, rounded up", BS_H200},
    {"__fmaf_rd", BF_MATH_F, BM_FMA_RD, "float __fmaf_rd(float x, float y, float z)", SMATH, "x * y + z, rounded down", BS_H200},
    DROUNDED("add", ADD, "double x, double y", "x + y")
    DROUNDED("sub", SUB, "double x, double y", "x - y")
    DROUNDED("mul", MUL, "double x, double y", "x * y")
    DROUNDED("div", DIV, "double x, double y", "x / y")
    DROUNDED("rcp", RCP, "double x", "1 / x")
    DROUNDED("sqrt", SQRT, "double x", "sqrt(x)")
    {"__fma_rn", BF_MATH_D, BM_FMA_RN, "double __fma_rn(double x, double y, double z)", SMATH, "x * y + z, rounded to nearest even", BS_H200},
    {"__fma_rz", BF_MATH_D, BM_FMA_RZ, "double __fma_rz(double x, double y, double z)", SMATH, "x * y + z, rounded toward zero", BS_H200},
    {"__fma_ru", BF_MATH_D, BM_FMA_RU, "double __fma_ru(double x, double y, double z)", SMATH, "x * y + z, rounded up", BS_H200},
    {"__fma_rd", BF_MATH_D, BM_FMA_RD, "double __fma_rd(double x, double y, double z)", SMATH, "x * y + z, rounded down", BS_H200},
};

#define TABLE_LEN ((int)(sizeof table / sizeof table[0]))

const parse_builtin *parse_builtin_table(int *count)
{
    *count = TABLE_LEN;
    return table;
}

int parse_math_regions(int id, bool f64)
{
#define BM_REGIONS(i, s, b32, b64) {b32, b64},
    static const unsigned char regions[][2] = {BUILTIN_MATH(BM_REGIONS)};
#undef BM_REGIONS
    return id >= 0 && id < BM_COUNT ? regions[id][f64] : 0;
}

/* The table by name (the first entry of a name that is not cuda::atomic_ref's), made once:
 * every identifier the parser meets is looked up here. */
static sess_map by_name;
static pthread_once_t by_name_once = PTHREAD_ONCE_INIT;

static void index_table(void)
{
    for (int i = 0; i < TABLE_LEN; i++) {
        int n = (int)strlen(table[i].name);
        if (table[i].family != BF_ATOMIC_REF && !sess_map_get(&by_name, table[i].name, n))
            sess_map_put(&by_name, table[i].name, n, (void *)&table[i]);
    }
}

static const parse_builtin *table_find(const char *name, int len)
{
    pthread_once(&by_name_once, index_table);
    return sess_map_get(&by_name, name, len);
}

/* NAME, or NAME without a std:: / cuda::std:: / :: qualifier (std::sqrt is sqrt). */
const parse_builtin *parse_builtin_find(const char *name, int len)
{
    static const char *const prefixes[] = {"::", "std::", "cuda::std::", "::std::"};
    const parse_builtin *b = table_find(name, len);
    for (size_t i = 0; !b && i < sizeof prefixes / sizeof prefixes[0]; i++) {
        int pl = (int)strlen(prefixes[i]);
        if (len > pl && !memcmp(name, prefixes[i], (size_t)pl))
            b = table_find(name + pl, len - pl);
    }
    return b;
}

int parse_builtin_out_op(const parse_builtin *b, int k)
{
    switch (b->family) {
    case BF_DPX: return b->op + 16 * 2 * (k + 1);
    case BF_SINCOS: return b->op + k + (strncmp(b->signature, "void ", 5) ? 1 : 0);
    default: return b->op;
    }
}

/* ---- Constants: nvcc's atomic orders and scopes, <cuda/atomic>'s enumerators ------------- */

/* What a constant is: an order or a scope, in one of the two numberings. */
enum { K_NV_ORDER, K_NV_SCOPE, K_CUDA_ORDER, K_CUDA_SCOPE, K_INT };

static const struct { const char *name; int kind; int value; } constants[] = {
    {"__NV_ATOMIC_RELAXED", K_NV_ORDER, 0}, {"__NV_ATOMIC_CONSUME", K_NV_ORDER, 1},
    {"__NV_ATOMIC_ACQUIRE", K_NV_ORDER, 2}, {"__NV_ATOMIC_RELEASE", K_NV_ORDER, 3},
    {"__NV_ATOMIC_ACQ_REL", K_NV_ORDER, 4}, {"__NV_ATOMIC_SEQ_CST", K_NV_ORDER, 5},
    {"__NV_THREAD_SCOPE_THREAD", K_NV_SCOPE, 0}, {"__NV_THREAD_SCOPE_BLOCK", K_NV_SCOPE, 1},
    {"__NV_THREAD_SCOPE_CLUSTER", K_NV_SCOPE, 2}, {"__NV_THREAD_SCOPE_DEVICE", K_NV_SCOPE, 3},
    {"__NV_THREAD_SCOPE_SYSTEM", K_NV_SCOPE, 4},
    /* libcu++: memory_order as in C++, thread_scope as cuda/std/__atomic/scopes.h */
    {"cuda::memory_order_relaxed", K_CUDA_ORDER, 0}, {"cuda::memory_order_consume", K_CUDA_ORDER, 1},
    {"cuda::memory_order_acquire", K_CUDA_ORDER, 2}, {"cuda::memory_order_release", K_CUDA_ORDER, 3},
    {"cuda::memory_order_acq_rel", K_CUDA_ORDER, 4}, {"cuda::memory_order_seq_cst", K_CUDA_ORDER, 5},
    {"cuda::std::memory_order_relaxed", K_CUDA_ORDER, 0},
    {"cuda::std::memory_order_consume", K_CUDA_ORDER, 1},
    {"cuda::std::memory_order_acquire", K_CUDA_ORDER, 2},
    {"cuda::std::memory_order_release", K_CUDA_ORDER, 3},
    {"cuda::std::memory_order_acq_rel", K_CUDA_ORDER, 4},
    {"cuda::std::memory_order_seq_cst", K_CUDA_ORDER, 5},
    {"cuda::thread_scope_system", K_CUDA_SCOPE, 0}, {"cuda::thread_scope_device", K_CUDA_SCOPE, 1},
    {"cuda::thread_scope_block", K_CUDA_SCOPE, 2}, {"cuda::thread_scope_thread", K_CUDA_SCOPE, 10},
    /* an unscoped enumerator named through its enumeration too (C++11 [dcl.enum]) */
    {"cuda::thread_scope::thread_scope_system", K_CUDA_SCOPE, 0},
    {"cuda::thread_scope::thread_scope_device", K_CUDA_SCOPE, 1},
    {"cuda::thread_scope::thread_scope_block", K_CUDA_SCOPE, 2},
    {"cuda::thread_scope::thread_scope_thread", K_CUDA_SCOPE, 10},
    {"warpSize", K_INT, 32},
};

/* The types of the constants above, by their qualified names: an order or a scope is an int
 * (its value in the constants' numbering). */
static const char *const constant_types[] = {
    "cuda::memory_order", "cuda::std::memory_order", "cuda::thread_scope",
};

static int constant_find(const char *name, int len)
{
    for (int i = 0; i < (int)(sizeof constants / sizeof constants[0]); i++)
        if ((int)strlen(constants[i].name) == len && !memcmp(constants[i].name, name, (size_t)len))
            return i;
    return -1;
}

/* The memory model's order and scope for the values of each numbering (§5.4.5.2:
 * consume is implemented as acquire, thread scope as block scope). */
static int order_of(int v)
{
    static const int map[] = {DM_ORDER_RELAXED, DM_ORDER_ACQUIRE, DM_ORDER_ACQUIRE, DM_ORDER_RELEASE,
                              DM_ORDER_ACQ_REL, DM_ORDER_SC};
    return v >= 0 && v <= 5 ? map[v] : DM_ORDER_SC;
}

static int nv_scope_of(int v)
{
    static const int map[] = {DM_SCOPE_CTA, DM_SCOPE_CTA, DM_SCOPE_CLUSTER, DM_SCOPE_GPU, DM_SCOPE_SYS};
    return v >= 0 && v <= 4 ? map[v] : DM_SCOPE_SYS;
}

static int cuda_scope_of(int v)
{
    return v == 0 ? DM_SCOPE_SYS : v == 1 ? DM_SCOPE_GPU : DM_SCOPE_CTA;
}

/* ---- Built-in variables ------------------------------------------------------------------ */

parse_node *parse_builtin_var(parser *P, lex_token *t)
{
    static const struct { const char *name; int sreg; } vars[] = {
        {"threadIdx", SR_VEC_TID}, {"blockDim", SR_VEC_NTID}, {"blockIdx", SR_VEC_CTAID},
        {"gridDim", SR_VEC_NCTAID}, {"warpSize", SR_WARPSIZE},
    };
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        if ((int)strlen(vars[i].name) != t->len || memcmp(vars[i].name, t->text, (size_t)t->len))
            continue;
        parse_node *n = parse_new_node(P, ND_SREG, t);
        n->op = vars[i].sreg;
        if (vars[i].sreg == SR_WARPSIZE)
            n->ty = P->B->int_;
        else if (vars[i].sreg == SR_VEC_NTID || vars[i].sreg == SR_VEC_NCTAID)
            n->ty = P->B->dim3;
        else
            n->ty = P->B->uint3;
        if (!P->fn)
            parse_error(P, t, "'%s' can only be used in device code", vars[i].name);
        return n;
    }
    int k = constant_find(t->text, t->len);
    if (k >= 0)
        return parse_new_num(P, constants[k].value, P->B->int_, t);
    return NULL;
}

/* ---- Signatures ------------------------------------------------------------------------- */

/* A table signature, parsed: the return and parameter types. T (a type an overload set
 * decides) is NULL with `gen` set; `ptr` counts the '*' after it. */
typedef struct {
    ty_type *ty;
    bool gen;
    int ptr;
} sig_type;

typedef struct {
    sig_type ret;
    sig_type param[8];
    bool has_def[8];
    int64_t def[8];
    int n, min;
    bool variadic;
} bsig;

typedef struct {
    const char *p;
    char word[64];
    int len;
} sig_lexer;

/* The next token of a signature: a word (identifier with ::, or number) or one punctuator. */
static bool sig_next(sig_lexer *L)
{
    while (*L->p == ' ')
        L->p++;
    const char *s = L->p;
    if (!*s)
        return false;
    if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_' || (*s >= '0' && *s <= '9')) {
        while ((*L->p >= 'a' && *L->p <= 'z') || (*L->p >= 'A' && *L->p <= 'Z') || *L->p == '_' ||
               (*L->p >= '0' && *L->p <= '9') || (L->p[0] == ':' && L->p[1] == ':'))
            L->p += L->p[0] == ':' ? 2 : 1;
    } else if (!strncmp(s, "...", 3)) {
        L->p += 3;
    } else {
        L->p++;
    }
    L->len = (int)(L->p - s) < 63 ? (int)(L->p - s) : 63;
    memcpy(L->word, s, (size_t)L->len);
    L->word[L->len] = 0;
    return true;
}

static bool is_type_word(const char *w)
{
    static const char *const words[] = {
        "const", "volatile", "unsigned", "signed", "char", "short", "int", "long", "float",
        "double", "bool", "void", "size_t", "clock_t", "T",
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (!strcmp(w, words[i]))
            return true;
    for (size_t i = 0; i < sizeof constant_types / sizeof constant_types[0]; i++)
        if (!strcmp(w, constant_types[i]))
            return true;
    return false;
}

/* The type that the words W[0..N) and NPTR stars name. */
static sig_type sig_words_type(parser *P, char (*w)[64], int n, int nptr)
{
    ty_basics *B = P->B;
    sig_type st = {NULL, false, nptr};
    int longs = 0;
    bool uns = false, sgn = false, cnst = false;
    ty_type *base = NULL;
    for (int i = 0; i < n; i++) {
        const char *x = w[i];
        if (!strcmp(x, "const")) cnst = true;
        else if (!strcmp(x, "volatile")) continue;
        else if (!strcmp(x, "signed")) sgn = true;
        else if (!strcmp(x, "unsigned")) uns = true;
        else if (!strcmp(x, "long")) longs++;
        else if (!strcmp(x, "char")) base = uns ? B->uchar : sgn ? B->schar : B->char_;
        else if (!strcmp(x, "short")) base = B->short_;
        else if (!strcmp(x, "int")) continue;
        else if (!strcmp(x, "float")) base = B->float_;
        else if (!strcmp(x, "double")) base = B->double_;
        else if (!strcmp(x, "bool")) base = B->bool_;
        else if (!strcmp(x, "void")) base = B->void_;
        else if (!strcmp(x, "size_t")) base = B->ulong;
        else if (!strcmp(x, "clock_t")) base = B->long_;
        else if (!strcmp(x, "T")) st.gen = true;
        else if (!strncmp(x, "cuda::", 6)) base = B->int_;
        else base = ty_vector_by_name(B, x, (int)strlen(x));
    }
    if (st.gen)
        return st;
    if (!base)
        base = longs == 0 ? (uns ? B->uint : B->int_) : longs == 1 ? (uns ? B->ulong : B->long_)
             : (uns ? B->ullong : B->llong);
    else if (base == B->short_ && uns)
        base = B->ushort;
    if (cnst)
        base = ty_qualified(P->arena, base, true, false, false);
    for (int i = 0; i < nptr; i++)
        base = ty_ptr(P->arena, base);
    st.ty = base;
    return st;
}

/* One declaration: type words, stars, an optional name, an optional "= default". Stops at
 * "," or ")" (or "(" for the function's own name). */
static sig_type sig_decl(parser *P, sig_lexer *L, bool *more, bool *has_def, int64_t *def, bool fn)
{
    char words[8][64];
    int n = 0, nptr = 0;
    *more = false;
    *has_def = false;
    while (sig_next(L)) {
        if (!strcmp(L->word, "*") || !strcmp(L->word, "&")) {
            nptr++;
        } else if (!strcmp(L->word, ",") || !strcmp(L->word, ")") || !strcmp(L->word, "(")) {
            *more = L->word[0] == ',';
            break;
        } else if (!strcmp(L->word, "=")) {
            sig_next(L);
            int k = constant_find(L->word, L->len);
            *def = k >= 0 ? constants[k].value : strtoll(L->word, NULL, 0);
            *has_def = true;
        } else if (n < 8) {
            memcpy(words[n++], L->word, 64);
        }
    }
    /* the last word is a name unless it is part of the type */
    if (n > 1 && (fn || !is_type_word(words[n - 1])))
        n--;
    return sig_words_type(P, words, n, nptr);
}

static void sig_parse(parser *P, const char *sig, bsig *s)
{
    memset(s, 0, sizeof *s);
    sig_lexer L = {sig, {0}, 0};
    bool more, has_def;
    int64_t def;
    s->ret = sig_decl(P, &L, &more, &has_def, &def, true);
    s->min = -1;
    for (;;) {
        const char *save = L.p;
        if (!sig_next(&L) || !strcmp(L.word, ")"))
            break;
        if (!strcmp(L.word, "...")) {
            s->variadic = true;
            break;
        }
        L.p = save;
        if (s->n == 8)
            break;
        s->param[s->n] = sig_decl(P, &L, &more, &has_def, &def, false);
        if (!s->param[s->n].gen && s->param[s->n].ty == P->B->void_ && !s->n && !more)
            break; /* (void) */
        s->has_def[s->n] = has_def;
        s->def[s->n] = def;
        if (has_def && s->min < 0)
            s->min = s->n;
        s->n++;
        if (!more)
            break;
    }
    if (s->min < 0)
        s->min = s->n;
}

/* sig_type with T resolved. */
static ty_type *sig_resolve(parser *P, sig_type st, ty_type *T)
{
    if (!st.gen)
        return st.ty;
    ty_type *t = T ? T : P->B->int_;
    for (int i = 0; i < st.ptr; i++)
        t = ty_ptr(P->arena, t);
    return t;
}

/* ---- Calls: common parts ------------------------------------------------------------------ */

static parse_node *builtin_node(parser *P, const parse_builtin *b, lex_token *t, ty_type *ret)
{
    parse_node *n = parse_new_node(P, ND_BUILTIN, t);
    n->op = (int)(b - table);
    n->ty = ret;
    return n;
}

static bool nargs_ok(parser *P, const parse_builtin *b, lex_token *t, int nargs, int min, int max)
{
    if (nargs >= min && nargs <= max)
        return true;
    parse_error(P, t, "%s to '%s': expected %s%d, have %d (%s)",
                nargs < min ? "too few arguments" : "too many arguments", b->name,
                min == max ? "" : nargs < min ? "at least " : "at most ", nargs < min ? min : max,
                nargs, b->signature);
    return false;
}

static void set_args(parse_node *n, parse_node **args, int nargs)
{
    parse_node head = {0}, *cur = &head;
    for (int i = 0; i < nargs; i++)
        cur = cur->next = args[i];
    n->args = head.next;
    n->nargs = nargs;
}

static parse_node *conv(parser *P, const parse_builtin *b, parse_node *a, ty_type *ty, int i)
{
    char what[96];
    snprintf(what, sizeof what, "argument %d of '%s'", i + 1, b->name);
    return parse_assign_conv(P, a, ty, what);
}

static parse_node *bad_call(parser *P, ty_type *ty, lex_token *t)
{
    return parse_new_num(P, 0, ty && ty_is_integer(ty) ? ty : P->B->int_, t);
}

static ty_type *arg_type(parser *P, parse_node **a)
{
    *a = parse_rvalue(P, *a);
    return (*a)->ty ? ty_unqual((*a)->ty) : P->B->int_;
}

/* A call checked against the signature, with T (if the signature has one) bound to T. Missing
 * trailing arguments take their defaults. */
static parse_node *sig_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                            int nargs, ty_type *T)
{
    bsig s;
    sig_parse(P, b->signature, &s);
    ty_type *ret = sig_resolve(P, s.ret, T);
    if (!nargs_ok(P, b, t, nargs, s.min, s.variadic ? 255 : s.n))
        return bad_call(P, ret, t);
    parse_node *n = builtin_node(P, b, t, ret);
    for (int i = 0; i < s.n || i < nargs; i++) {
        if (i >= s.n) {
            args[i] = parse_rvalue(P, args[i]);
        } else if (i < nargs) {
            args[i] = conv(P, b, args[i], sig_resolve(P, s.param[i], T), i);
        } else {
            args[i] = parse_new_num(P, s.def[i], sig_resolve(P, s.param[i], T), t);
            args[i] = parse_new_cast(P, args[i], sig_resolve(P, s.param[i], T));
        }
    }
    set_args(n, args, nargs > s.n ? nargs : s.n);
    return n;
}

/* The T of a C++ <cmath> overload set: float when every T argument is float, else double. */
static ty_type *math_type(parser *P, const parse_builtin *b, parse_node **args, int nargs)
{
    bsig s;
    sig_parse(P, b->signature, &s);
    bool all_float = true, any = false;
    for (int i = 0; i < nargs && i < s.n; i++) {
        if (!s.param[i].gen || s.param[i].ptr)
            continue;
        ty_type *at = arg_type(P, &args[i]);
        if (!ty_is_arith(at)) {
            parse_error(P, args[i]->tok, "no overload of '%s' takes a '%s' (%s)", b->name,
                        ty_str(P->arena, at), b->signature);
            return P->B->double_;
        }
        any = true;
        all_float &= at->kind == TY_FLOAT || at->kind == TY_HALF;
    }
    return any && all_float ? P->B->float_ : P->B->double_;
}

/* Is E the address of something in local memory (a local variable or a parameter)? */
static bool is_local_address(parse_node *e)
{
    while (e->kind == ND_CAST)
        e = e->lhs;
    if (e->kind == ND_ADDR) {
        parse_node *v = e->lhs;
        while (v->kind == ND_MEMBER || (v->kind == ND_DEREF && v->lhs->kind == ND_ADD))
            v = v->kind == ND_MEMBER ? v->lhs : v->lhs->lhs;
        return v->kind == ND_VAR && !v->var->is_global && v->var->space != SP_SHARED &&
               !(v->var->ty->is_ref);
    }
    return e->kind == ND_VAR && e->var->ty->kind == TY_ARRAY && !e->var->is_global &&
           e->var->space != SP_SHARED;
}

static bool const_arg(parser *P, const parse_builtin *b, parse_node *a, const char *what, int64_t *v)
{
    if (parse_eval_const(a, v))
        return true;
    parse_error(P, a->tok, "the %s argument of '%s' must be an integer constant, not a variable "
                "(" CR_GUIDE_5_4_5_2 ")", what, b->name);
    *v = 0;
    return false;
}

/* ---- Warp functions (§5.4.6) --------------------------------------------------- */

/* The type a shuffle or match moves: int, unsigned, long, unsigned long, long long, unsigned
 * long long, float or double (§5.4.6.3, §5.4.6.5); smaller integers promote. */
static ty_type *warp_value_type(parser *P, const parse_builtin *b, parse_node *a)
{
    a = parse_rvalue(P, a);
    ty_type *t = a->ty ? ty_unqual(a->ty) : P->B->int_;
    if (t->kind == TY_ENUM || t->kind == TY_BOOL || (ty_is_integer(t) && ty_int_rank(t) < 4))
        return P->B->int_;
    if (ty_is_arith(t) && t->kind != TY_LDOUBLE && t->kind != TY_INT128 && t->kind != TY_UINT128 &&
        t->kind != TY_HALF)
        return t;
    parse_error(P, a->tok, "'%s' does not take a value of type '%s' (int, unsigned, long, "
                "long long, their unsigned forms, float or double; " CR_GUIDE_5_4_6 ")", b->name,
                ty_str(P->arena, t));
    return P->B->int_;
}

static parse_node *shfl_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                             int nargs)
{
    if (!nargs_ok(P, b, t, nargs, 3, 4))
        return bad_call(P, NULL, t);
    ty_type *vt = warp_value_type(P, b, args[1]);
    parse_node *n = sig_call(P, b, t, args, nargs, vt);
    int64_t w;
    parse_node *wa = n->args->next->next->next;
    if (parse_eval_const(wa, &w) && (w < 1 || w > 32 || (w & (w - 1))))
        parse_error(P, wa->tok, "width %lld of '%s' is not a power of two in [1, 32] ("
                    CR_GUIDE_5_4_6_5 ": the result is undefined)", (long long)w, b->name);
    n->aux[0] = b->op;
    return n;
}

/* cuda::device::warp_shuffle_*(data, lane, mask): the __shfl_*_sync node with its arguments in
 * that order (mask, data, lane, width 32). */
static parse_node *cuda_shfl_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                                  int nargs)
{
    if (!nargs_ok(P, b, t, nargs, 2, 3))
        return bad_call(P, NULL, t);
    ty_type *vt = warp_value_type(P, b, args[0]);
    parse_node *n = sig_call(P, b, t, args, nargs, vt);
    if (n->kind != ND_BUILTIN)
        return n;
    parse_node *data = n->args, *lane = data->next, *mask = lane->next;
    parse_node *a[4] = {mask, data, lane, parse_new_num(P, 32, P->B->int_, t)};
    set_args(n, a, 4);
    n->aux[0] = b->op;
    return n;
}

static parse_node *match_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                              int nargs)
{
    if (!nargs_ok(P, b, t, nargs, b->op ? 3 : 2, b->op ? 3 : 2))
        return bad_call(P, NULL, t);
    parse_node *n = sig_call(P, b, t, args, nargs, warp_value_type(P, b, args[1]));
    n->aux[0] = b->op;
    return n;
}

/* __reduce_{add,min,max}_sync take int or unsigned; the and/or/xor forms unsigned only. */
static parse_node *reduce_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                               int nargs)
{
    if (!nargs_ok(P, b, t, nargs, 2, 2))
        return bad_call(P, NULL, t);
    ty_type *vt = arg_type(P, &args[1]);
    if (!ty_is_integer(vt) || ty_int_rank(vt) > 4) {
        parse_error(P, args[1]->tok, "'%s' takes an int or unsigned value, not '%s' ("
                    CR_GUIDE_5_4_6_4 ")", b->name, ty_str(P->arena, vt));
        vt = P->B->uint;
    }
    vt = b->op <= 2 && !vt->is_unsigned ? P->B->int_ : P->B->uint;
    parse_node *n = sig_call(P, b, t, args, nargs, vt);
    n->aux[0] = b->op;
    return n;
}

/* ---- Legacy atomics (§5.4.5.1) ------------------------------------------------- */

/* A 16-byte type that the 128-bit atomicExch/atomicCAS accept: alignof(T) >= 16. */
static bool atomic16_ok(ty_type *et)
{
    return et->size == 16 && et->align >= 16 && ty_rc(et) == RC_MEM && et->kind != TY_ARRAY;
}

static bool legacy_type_ok(ty_basics *B, int op, ty_type *et)
{
    int k = et->kind;
    bool i32 = k == TY_INT || k == TY_UINT, u64 = k == TY_ULLONG || k == TY_ULONG;
    bool i64 = u64 || k == TY_LLONG || k == TY_LONG;
    switch (op) {
    case ATOM_ADD: return i32 || u64 || k == TY_FLOAT || k == TY_DOUBLE ||
                          et == ty_vector_by_name(B, "float2", 6) || et == ty_vector_by_name(B, "float4", 6);
    case ATOM_SUB: return i32;
    case ATOM_EXCH: return i32 || u64 || k == TY_FLOAT || atomic16_ok(et);
    case ATOM_MIN: case ATOM_MAX: return i32 || i64;
    case ATOM_INC: case ATOM_DEC: return k == TY_UINT;
    case ATOM_CAS: return i32 || u64 || k == TY_USHORT || atomic16_ok(et);
    default: return i32 || u64;
    }
}

static parse_node *atomic_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                               int nargs)
{
    int op = b->op & 0xff;
    int want = op == ATOM_CAS ? 3 : 2;
    if (!nargs_ok(P, b, t, nargs, want, want))
        return bad_call(P, NULL, t);
    ty_type *pt = arg_type(P, &args[0]);
    if (pt->kind != TY_PTR) {
        parse_error(P, args[0]->tok, "the first argument of '%s' must be a pointer, not '%s'",
                    b->name, ty_str(P->arena, pt));
        return bad_call(P, NULL, t);
    }
    ty_type *et = ty_unqual(pt->base);
    if (!legacy_type_ok(P->B, op, et)) {
        if (et->size == 16 && ty_rc(et) == RC_MEM && (op == ATOM_CAS || op == ATOM_EXCH))
            parse_error(P, t, "the 128-bit '%s' needs a type aligned to 16 bytes; '%s' is aligned "
                        "to %d (%s: alignof(T) >= 16)", b->name, ty_str(P->arena, et), et->align,
                        op == ATOM_CAS ? CR_GUIDE_5_4_5_1_11 : CR_GUIDE_5_4_5_1_10);
        else
            parse_error(P, t, "no overload of '%s' takes a '%s' (%s; " CR_GUIDE_5_4_5_1 ")", b->name,
                        ty_str(P->arena, pt), b->doc);
        return bad_call(P, NULL, t);
    }
    if (pt->base->is_const) {
        parse_error(P, t, "'%s' cannot modify the const object '%s' points to", b->name,
                    ty_str(P->arena, pt));
        return bad_call(P, NULL, t);
    }
    parse_node *n = sig_call(P, b, t, args, nargs, et);
    n->aux[0] = op;
    n->aux[1] = (b->op >> 8) & 0xff;
    n->aux[2] = DM_ORDER_RELAXED;
    return n;
}

/* ---- Built-in atomics (§5.4.5.2) ----------------------------------------------- */

/* Whether the built-in atomic F takes an object of type ET; NULL, or why not (the rules of
 * §5.4.5.2 as nvcc 13 states them). */
static const char *nv_type_error(int f, ty_type *et)
{
    int op = f & 0xff, sz = et->size, k = et->kind;
    bool integer = ty_is_integer(et), fl = k == TY_FLOAT || k == TY_DOUBLE;
    switch (op) {
    case ATOM_ADD: case ATOM_SUB:
        if (integer && !et->is_unsigned && sz == 8)
            return "add and sub are not valid on a signed integer of 8 bytes";
        if (!(k == TY_INT || k == TY_UINT || k == TY_ULLONG || k == TY_ULONG || fl))
            return "add and sub take int, unsigned, unsigned long long, float or double";
        return NULL;
    case ATOM_AND: case ATOM_OR: case ATOM_XOR:
        if (fl)
            return "a logical atomic operation cannot take a floating-point type";
        return integer && (sz == 4 || sz == 8) ? NULL : "and, or and xor take integers of 4 or 8 bytes";
    case ATOM_MIN: case ATOM_MAX:
        if (fl)
            return "min and max are not supported on floating-point types";
        return integer && (sz == 4 || sz == 8) ? NULL : "min and max take integers of 4 or 8 bytes";
    default: break;
    }
    if (!(f & NVA_BYPTR) && !integer)
        return "the _n forms of load, store, exchange and compare_exchange take integer types "
               "only (use the forms without _n for other types)";
    if (k == TY_ARRAY || k == TY_FUNC)
        return "not an object type";
    if (op == ATOM_EXCH && sz != 4 && sz != 8 && sz != 16)
        return "exchange works on objects of 4, 8 or 16 bytes";
    if (op == ATOM_CAS && sz != 2 && sz != 4 && sz != 8 && sz != 16)
        return "compare_exchange works on objects of 2, 4, 8 or 16 bytes";
    if (sz != 1 && sz != 2 && sz != 4 && sz != 8 && sz != 16)
        return "load and store work on objects of 1, 2, 4, 8 or 16 bytes";
    return NULL;
}

/* The order and scope arguments: integer constants, in range, allowed for the operation. */
static bool nv_order_ok(parser *P, const parse_builtin *b, parse_node *a, int op, const char *what,
                        int *order)
{
    int64_t v;
    if (!const_arg(P, b, a, what, &v))
        return false;
    if (v < 0 || v > 5) {
        parse_error(P, a->tok, "invalid memory order %lld (__NV_ATOMIC_RELAXED ... "
                    "__NV_ATOMIC_SEQ_CST)", (long long)v);
        return false;
    }
    if ((op == ATOM_LOAD && (v == 3 || v == 4)) || (op == ATOM_STORE && (v == 1 || v == 2 || v == 4))) {
        static const char *const names[] = {"RELAXED", "CONSUME", "ACQUIRE", "RELEASE", "ACQ_REL", "SEQ_CST"};
        parse_error(P, a->tok, "'%s' cannot have order __NV_ATOMIC_%s (%s)", b->name, names[v],
                    op == ATOM_LOAD ? CR_GUIDE_5_4_5_2_10 : CR_GUIDE_5_4_5_2_11);
        return false;
    }
    *order = (int)v;
    return true;
}

static bool nv_scope_ok(parser *P, const parse_builtin *b, parse_node *a, int *scope)
{
    int64_t v;
    if (!const_arg(P, b, a, "scope", &v))
        return false;
    if (v < 0 || v > 4) {
        parse_error(P, a->tok, "invalid thread scope %lld (__NV_THREAD_SCOPE_THREAD ... "
                    "__NV_THREAD_SCOPE_SYSTEM)", (long long)v);
        return false;
    }
    *scope = (int)v;
    return true;
}

/* The stronger of two C++ orders (compare_exchange's success and failure orders). */
static int stronger_order(int a, int b)
{
    if (a == 5 || b == 5)
        return 5;
    bool acq = a == 1 || a == 2 || a == 4 || b == 1 || b == 2 || b == 4;
    bool rel = a == 3 || a == 4 || b == 3 || b == 4;
    return acq && rel ? 4 : acq ? 2 : rel ? 3 : 0;
}

/* Argument positions of each form: where the value, the order(s) and the scope are. */
static void nv_layout(int f, int *nvals, int *norders)
{
    int op = f & 0xff;
    if (f & NVA_FENCE) {
        *nvals = 0;
        *norders = 1;
    } else if (f & NVA_CAS_BOOL) {
        *nvals = 3; /* expected, desired, weak */
        *norders = 2;
    } else if (op == ATOM_LOAD) {
        *nvals = f & NVA_BYPTR ? 1 : 0;
        *norders = 1;
    } else if (op == ATOM_EXCH && (f & NVA_BYPTR)) {
        *nvals = 2;
        *norders = 1;
    } else {
        *nvals = 1;
        *norders = 1;
    }
}

static parse_node *nv_atomic_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                                  int nargs)
{
    int f = b->op, op = f & 0xff, nvals, norders;
    nv_layout(f, &nvals, &norders);
    bool ptr_first = !(f & NVA_FENCE);
    int fixed = (ptr_first ? 1 : 0) + nvals + norders;
    if (!nargs_ok(P, b, t, nargs, fixed, fixed + 1))
        return bad_call(P, NULL, t);
    ty_type *et = P->B->int_;
    if (ptr_first) {
        ty_type *pt = arg_type(P, &args[0]);
        if (pt->kind != TY_PTR || ty_is_void(pt->base)) {
            parse_error(P, args[0]->tok, "the first argument of '%s' must be a pointer to an object, "
                        "not '%s'", b->name, ty_str(P->arena, pt));
            return bad_call(P, NULL, t);
        }
        et = ty_unqual(pt->base);
        if (pt->base->is_const && op != ATOM_LOAD) {
            parse_error(P, t, "'%s' cannot modify the const object '%s' points to", b->name,
                        ty_str(P->arena, pt));
            return bad_call(P, NULL, t);
        }
        const char *why = nv_type_error(f, et);
        if (why) {
            parse_error(P, t, "'%s' does not take a '%s': %s (" CR_GUIDE_5_4_5_2 ")", b->name,
                        ty_str(P->arena, pt), why);
            return bad_call(P, NULL, t);
        }
        if (is_local_address(args[0]))
            parse_error(P, args[0]->tok, "'%s' cannot operate on local memory (" CR_GUIDE_5_4_5_2 ": "
                        "built-in atomics work on global and shared memory)", b->name);
    }
    parse_node *n = sig_call(P, b, t, args, nargs, ptr_first ? args[0]->ty->base : et);
    n->ty = ty_unqual(n->ty);
    parse_node *a[8];
    int i = 0;
    for (parse_node *x = n->args; x && i < 8; x = x->next)
        a[i++] = x;
    int o1 = 0, o2 = 0, sc = 4, base = (ptr_first ? 1 : 0) + nvals;
    bool ok = nv_order_ok(P, b, a[base], op, norders == 2 ? "success order" : "order", &o1);
    if (norders == 2)
        ok &= nv_order_ok(P, b, a[base + 1], ATOM_LOAD, "failure order", &o2);
    ok &= nv_scope_ok(P, b, a[base + norders], &sc);
    if (!ok)
        return n;
    n->aux[0] = op;
    n->aux[1] = nv_scope_of(sc);
    n->aux[2] = order_of(norders == 2 ? stronger_order(o1, o2) : o1);
    n->aux[3] = f;
    n->nargs = base; /* the code generator takes the pointer and the values */
    return n;
}

/* cuda::atomic_thread_fence(order, scope) and cuda::std::atomic_thread_fence(order). */
static parse_node *cuda_fence_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                                   int nargs)
{
    parse_node *n = sig_call(P, b, t, args, nargs, NULL);
    if (n->kind != ND_BUILTIN)
        return n;
    int64_t o = 5, s = 0;
    const_arg(P, b, n->args, "order", &o);
    if (b->op == 0)
        const_arg(P, b, n->args->next, "scope", &s);
    n->aux[1] = cuda_scope_of((int)s);
    n->aux[2] = order_of((int)o);
    n->nargs = 0;
    return n;
}

/* ---- printf and assert (§5.3.7.2, §5.4.10.1) -------------------------- */

static parse_node *printf_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                               int nargs)
{
    if (!nargs_ok(P, b, t, nargs, 1, 255))
        return bad_call(P, NULL, t);
    parse_node *n = builtin_node(P, b, t, P->B->int_);
    args[0] = conv(P, b, args[0], ty_ptr(P->arena, ty_qualified(P->arena, P->B->char_, true, false, false)), 0);
    for (int i = 1; i < nargs; i++) {
        parse_node *a = parse_rvalue(P, args[i]);
        if (!a->ty || a->failed)
            continue;
        ty_type *at = ty_unqual(a->ty);
        if (at->kind == TY_FLOAT)
            a = parse_new_cast(P, a, P->B->double_);
        else if (ty_is_integer(at))
            a = parse_new_cast(P, a, ty_promote(P->B, at));
        else if (at->kind == TY_NULLPTR)
            a = parse_new_cast(P, a, ty_ptr(P->arena, P->B->void_));
        else if (!ty_is_scalar(at))
            parse_error(P, a->tok, "cannot pass an object of type '%s' to printf", ty_str(P->arena, at));
        args[i] = a;
    }
    set_args(n, args, nargs);
    return n;
}

static parse_node *assert_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                               int nargs)
{
    /* __cr_assert_fail("expr", __FILE__, __LINE__) from <assert.h> */
    if (nargs != 3 || args[0]->kind != ND_STR || args[1]->kind != ND_STR || args[2]->kind != ND_NUM) {
        parse_error(P, t, "malformed assert()");
        return bad_call(P, NULL, t);
    }
    parse_node *n = builtin_node(P, b, t, P->B->void_);
    n->str = sess_arena_printf(P->arena, "%s:%d: %s: block: [%%u,%%u,%%u], thread: [%%u,%%u,%%u] "
                               "Assertion `%s` failed.\n",
                               args[1]->str, (int)args[2]->ival, P->fn ? P->fn->pretty : "?",
                               args[0]->str);
    n->str_len = (int)strlen(n->str);
    return n;
}

/* ---- Loads and stores with cache hints (§5.4.8.3) ------------------------------ */

static parse_node *ldst_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                             int nargs)
{
    bool store = b->op >= 6;
    if (!nargs_ok(P, b, t, nargs, store ? 2 : 1, store ? 2 : 1))
        return bad_call(P, NULL, t);
    ty_type *pt = arg_type(P, &args[0]);
    ty_type *et = pt->kind == TY_PTR ? ty_unqual(pt->base) : NULL;
    if (!et || !(ty_is_scalar(et) || et->vec_n)) {
        parse_error(P, args[0]->tok, "'%s' takes a pointer to a scalar or a vector type, not '%s' "
                    "(" CR_GUIDE_5_4_8_3 ")", b->name, ty_str(P->arena, pt));
        return bad_call(P, NULL, t);
    }
    if (et->vec_n == 3) {
        parse_error(P, args[0]->tok, "'%s' does not take the three-component vector type '%s' "
                    "(" CR_GUIDE_5_4_8_3 ")", b->name, ty_str(P->arena, et));
        return bad_call(P, NULL, t);
    }
    if (store && pt->base->is_const) {
        parse_error(P, t, "'%s' cannot store through '%s'", b->name, ty_str(P->arena, pt));
        return bad_call(P, NULL, t);
    }
    parse_node *n = sig_call(P, b, t, args, nargs, store ? et : pt->base);
    n->ty = ty_unqual(n->ty);
    return n;
}

/* ---- Vector types (§5.4.2.3) --------------------------------------------------- */

static parse_node *make_vec_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                                 int nargs)
{
    ty_type *vt = ty_vector_by_name(P->B, b->name + 5, (int)strlen(b->name) - 5);
    if (!vt)
        return bad_call(P, NULL, t);
    if (!nargs_ok(P, b, t, nargs, vt->vec_n, vt->vec_n))
        return bad_call(P, NULL, t);
    parse_node *n = builtin_node(P, b, t, vt);
    for (int i = 0; i < nargs; i++)
        args[i] = conv(P, b, args[i], vt->members->ty, i);
    set_args(n, args, nargs);
    return n;
}

/* ---- Overload sets: min/max, abs, classification ----------------------------------------- */

/* n->aux: [0] how (0 intrinsic, 1 float math, 2 double math), [1] the intrinsic or math id. */
static parse_node *minmax_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                               int nargs)
{
    if (!nargs_ok(P, b, t, nargs, 2, 2))
        return bad_call(P, NULL, t);
    ty_type *x = arg_type(P, &args[0]), *y = arg_type(P, &args[1]);
    if (!ty_is_arith(x) || !ty_is_arith(y)) {
        parse_error(P, t, "no overload of '%s' takes '%s' and '%s'", b->name, ty_str(P->arena, x),
                    ty_str(P->arena, y));
        return bad_call(P, NULL, t);
    }
    ty_type *c = ty_common(P->B, ty_promote(P->B, x), ty_promote(P->B, y));
    parse_node *n = sig_call(P, b, t, args, nargs, c);
    bool mx = b->op == 1;
    if (c->kind == TY_FLOAT || c->kind == TY_DOUBLE) {
        n->aux[0] = c->kind == TY_FLOAT ? 1 : 2;
        n->aux[1] = mx ? BM_FMAX : BM_FMIN;
    } else if (c->size == 8) {
        n->aux[1] = c->is_unsigned ? (mx ? VI_MAX_U64 : VI_MIN_U64) : (mx ? VI_MAX_I64 : VI_MIN_I64);
    } else {
        n->aux[1] = c->is_unsigned ? (mx ? VI_MAX_U32 : VI_MIN_U32) : (mx ? VI_MAX_I32 : VI_MIN_I32);
    }
    return n;
}

static parse_node *abs_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                            int nargs)
{
    if (!nargs_ok(P, b, t, nargs, 1, 1))
        return bad_call(P, NULL, t);
    ty_type *x = arg_type(P, &args[0]);
    if (!ty_is_arith(x) || (ty_is_integer(x) && ty_promote(P->B, x)->is_unsigned)) {
        parse_error(P, t, "no overload of 'abs' takes a '%s' (int, long, long long, float, double)",
                    ty_str(P->arena, x));
        return bad_call(P, NULL, t);
    }
    ty_type *c = x->kind == TY_FLOAT || x->kind == TY_DOUBLE ? x : ty_promote(P->B, x);
    if (c->kind == TY_HALF || c->kind == TY_LDOUBLE)
        c = P->B->double_;
    parse_node *n = sig_call(P, b, t, args, nargs, c);
    n->aux[0] = c->kind == TY_FLOAT ? 1 : c->kind == TY_DOUBLE ? 2 : 0;
    n->aux[1] = n->aux[0] ? BM_FABS : c->size == 8 ? VI_ABS_I64 : VI_ABS_I32;
    return n;
}

static parse_node *fpclass_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                                int nargs)
{
    if (!nargs_ok(P, b, t, nargs, 1, 1))
        return bad_call(P, NULL, t);
    ty_type *T = math_type(P, b, args, nargs);
    parse_node *n = sig_call(P, b, t, args, nargs, T);
    n->aux[1] = T->kind == TY_FLOAT ? b->op : b->op + (VI_ISNAN_F64 - VI_ISNAN_F32);
    return n;
}

/* ---- Hints and constants (§5.4.9) ---------------------------------------------- */

static parse_node *hint_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                             int nargs)
{
    if (b->op == HINT_CONSTANT_P) {
        if (!nargs_ok(P, b, t, nargs, 1, 1))
            return bad_call(P, NULL, t);
        int64_t v;
        parse_node *a = parse_rvalue(P, args[0]);
        return parse_new_num(P, a->kind == ND_FNUM || a->kind == ND_STR || parse_eval_const(a, &v),
                             P->B->int_, t);
    }
    parse_node *n = sig_call(P, b, t, args, nargs, NULL);
    if (b->op == HINT_ASSUME_ALIGNED && n->kind == ND_BUILTIN) {
        int64_t al;
        parse_node *a = n->args->next;
        if (!parse_eval_const(a, &al) || al <= 0 || (al & (al - 1)))
            parse_error(P, a->tok, "the alignment of '__builtin_assume_aligned' must be a constant "
                        "power of two (" CR_GUIDE_5_4_9_2 ")");
    }
    return n;
}

static parse_node *const_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                              int nargs)
{
    parse_node *n = sig_call(P, b, t, args, nargs, NULL);
    if (n->kind != ND_BUILTIN)
        return n;
    parse_node *c = parse_new_node(P, ND_FNUM, t);
    c->ty = b->op & 1 ? P->B->double_ : P->B->float_;
    c->fval = b->op < 2 ? (double)INFINITY : (double)NAN;
    return c;
}

/* ---- cuda::atomic_ref<T, Scope> and cuda::std::atomic_ref<T> (<cuda/atomic>) ----------- */

/* How many tokens "cuda :: atomic_ref" or "cuda :: std :: atomic_ref" take at T when a "<"
 * follows them; 0 when T starts neither. */
static int atomic_ref_prefix(lex_token *t)
{
    static const char *const forms[2][3] = {{"cuda", "atomic_ref", NULL}, {"cuda", "std", "atomic_ref"}};
    for (int f = 0; f < 2; f++) {
        lex_token *q = t;
        int i = 0;
        for (; i < 3 && forms[f][i]; i++) {
            if (i > 0 && !lex_is(q++, "::"))
                break;
            if (q->kind != TK_IDENT || q->len != (int)strlen(forms[f][i]) ||
                memcmp(q->text, forms[f][i], (size_t)q->len))
                break;
            q++;
        }
        if ((i == 3 || !forms[f][i]) && lex_is(q, "<"))
            return (int)(q - t);
    }
    return 0;
}

/* The number of tokens from T that spell the qualified name NAME ("a::b"), or 0. */
static int spells(lex_token *t, const char *name)
{
    lex_token *q = t;
    for (const char *p = name;;) {
        const char *e = strstr(p, "::");
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (q->kind != TK_IDENT || q->len != (int)n || memcmp(q->text, p, n))
            return 0;
        q++;
        if (!e)
            return lex_is(q, "::") ? 0 : (int)(q - t); /* (not a prefix of a longer name) */
        if (!lex_is(q++, "::"))
            return 0;
        p = e + 2;
    }
}

/* How many tokens from T name a constant's type (cuda::thread_scope), or 0. */
static int constant_type_at(lex_token *t)
{
    for (size_t i = 0; i < sizeof constant_types / sizeof constant_types[0]; i++) {
        int n = spells(t, constant_types[i]);
        if (n)
            return n;
    }
    return 0;
}

bool parse_builtin_type_start(parser *P, lex_token *t)
{
    (void)P;
    return atomic_ref_prefix(t) > 0 || constant_type_at(t) > 0;
}

bool parse_builtin_temporary_start(parser *P, lex_token *t)
{
    int n = atomic_ref_prefix(t), depth = 0;
    if (!n)
        return false;
    for (lex_token *q = t + n; q->kind != TK_EOF; q++) {
        if (lex_is(q, "<") || lex_is(q, "("))
            depth++;
        else if (lex_is(q, ">") || lex_is(q, ")"))
            depth--;
        else if (lex_is(q, ";") || lex_is(q, "{"))
            return false;
        if (depth == 0)
            return lex_is(q + 1, "(");
    }
    (void)P;
    return false;
}

/* atomic_ref = ("cuda" "::" "atomic_ref" | "cuda" "::" "std" "::" "atomic_ref")
 *              "<" type-name ("," scope)? ">" */
ty_type *parse_builtin_type(parser *P)
{
    lex_token *t = P->tok;
    int n = constant_type_at(t);
    if (n) { /* cuda::thread_scope, cuda::memory_order */
        P->tok += n;
        return P->B->int_;
    }
    bool std = t[2].len == 3 && !memcmp(t[2].text, "std", 3);
    P->tok += atomic_ref_prefix(t) + 1;
    ty_type *T = ty_unqual(parse_typename(P));
    int scope = DM_SCOPE_SYS;
    const char *scope_name = "cuda::thread_scope_system";
    if (!std && parse_consume(P, ",")) {
        /* a constant: cuda::thread_scope_device, or a template's parameter bound to one
           (cuda::atomic<T, Scope> in <cuda/atomic>) */
        lex_token *s = P->tok;
        int64_t v = -1;
        parse_quiet q;
        parse_quiet_begin(P, &q);
        P->no_gt++;
        bool ok = parse_const_int(P, &v);
        P->no_gt--;
        ok = parse_quiet_end(P, &q) && ok;
        int k = -1;
        for (int i = 0; ok && k < 0 && i < (int)(sizeof constants / sizeof constants[0]); i++)
            if (constants[i].kind == K_CUDA_SCOPE && constants[i].value == v)
                k = i;
        if (k < 0) {
            parse_error(P, s, "the second argument of cuda::atomic_ref must be a cuda::thread_scope "
                        "(cuda::thread_scope_system, _device, _block or _thread)");
            while (P->tok->kind != TK_EOF && !lex_is(P->tok, ">") && !lex_is(P->tok, ";"))
                P->tok++;
        } else {
            scope = cuda_scope_of(constants[k].value);
            scope_name = constants[k].name;
        }
    }
    parse_expect(P, ">");
    if (!(ty_is_integer(T) || ty_is_flonum(T) || T->kind == TY_PTR) || T->kind == TY_BOOL ||
        (T->size != 4 && T->size != 8))
        parse_error(P, t, "cudarepl supports cuda::atomic_ref of 4- and 8-byte integers, float, "
                    "double and pointers, not '%s'", ty_str(P->arena, T));
    const char *name = std ? sess_arena_printf(P->arena, "cuda::std::atomic_ref<%s>", ty_str(P->arena, T))
                           : sess_arena_printf(P->arena, "cuda::atomic_ref<%s, %s>", ty_str(P->arena, T),
                                               scope_name);
    ty_type *ty = ty_new(P->arena, TY_STRUCT, 8, 8);
    ty_member *m = sess_arena_alloc(P->arena, sizeof *m);
    m->name = "__ref";
    m->ty = ty_ptr(P->arena, T);
    ty->members = m;
    ty->complete = true;
    ty->atomic_scope = scope;
    ty->name = ty->tag = name;
    return parse_builtin_type_named(P, name, ty);
}

/* The reference's pointer member, read from the aggregate BASE. */
static parse_node *ref_ptr(parser *P, parse_node *base)
{
    parse_node *n = parse_new_node(P, ND_MEMBER, base->tok);
    n->lhs = base;
    n->member = base->ty->members;
    n->ival = 0;
    n->ty = base->ty->members->ty;
    return n;
}

/* "(" expr ")" or "{" expr "}": the object a new reference binds to; its address. */
static parse_node *ctor_arg(parser *P, ty_type *ty)
{
    bool brace = lex_is(P->tok, "{");
    parse_expect(P, brace ? "{" : "(");
    parse_node *e = parse_assign(P);
    parse_expect(P, brace ? "}" : ")");
    if (e->ty && e->ty->is_ref)
        e = parse_new_deref(P, e, e->tok);
    if (!parse_is_lvalue(e)) {
        parse_error(P, e->tok, "'%s' must be constructed from an object (an lvalue)", ty->name);
        return parse_new_num(P, 0, ty->members->ty, e->tok);
    }
    return parse_assign_conv(P, parse_new_unary_addr(P, e, e->tok), ty->members->ty,
                             "the constructor of cuda::atomic_ref");
}

parse_node *parse_builtin_ctor_init(parser *P, parse_var *v, lex_token *name)
{
    parse_node *var = parse_new_node(P, ND_VAR, name);
    var->var = v;
    var->ty = v->ty;
    parse_node *as = parse_new_node(P, ND_ASSIGN, name);
    as->lhs = ref_ptr(P, var);
    as->rhs = ctor_arg(P, v->ty);
    as->ty = as->lhs->ty;
    return as;
}

parse_node *parse_builtin_type_expr(parser *P)
{
    lex_token *t = P->tok;
    ty_type *ty = parse_builtin_type(P);
    parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
    v->name = "<atomic_ref temporary>";
    v->ty = ty;
    v->space = SP_LOCAL;
    v->addr_taken = true;
    v->tok = t;
    if (P->fn) {
        v->next = P->fn->locals;
        P->fn->locals = v;
    }
    parse_node *n = parse_new_node(P, ND_COMPOUND, t);
    n->var = v;
    n->ty = ty;
    n->init = parse_builtin_ctor_init(P, v, t);
    return n;
}

/* ref.method(args): the __nv_atomic_* equivalent with the reference's scope (§5.4.5:
 * cuda::atomic_ref follows C++ atomics; the default order is seq_cst). */
static parse_node *atomic_ref_method(parser *P, parse_node *base, lex_token *name)
{
    static const char prefix[] = "cuda::atomic_ref::";
    const int pl = (int)sizeof prefix - 1;
    const parse_builtin *b = NULL;
    for (int i = 0; i < TABLE_LEN && !b; i++)
        if (table[i].family == BF_ATOMIC_REF && (int)strlen(table[i].name) - pl == name->len &&
            !memcmp(table[i].name + pl, name->text, (size_t)name->len))
            b = &table[i];
    if (!b) {
        parse_error(P, name, "no member named '%.*s' in '%s' (cudarepl knows load, store, "
                    "exchange, compare_exchange_strong/weak, fetch_add/sub/and/or/xor/min/max)",
                    name->len, name->text, base->ty->name);
        return parse_new_num(P, 0, P->B->int_, name);
    }
    parse_expect(P, "(");
    parse_node *args[8];
    int nargs = 0;
    if (!lex_is(P->tok, ")")) {
        do {
            parse_node *a = parse_assign(P);
            if (nargs < 6)
                args[nargs++] = a;
        } while (parse_consume(P, ","));
    }
    parse_expect(P, ")");
    ty_type *T = base->ty->members->ty->base;
    int op = b->op & 0xff, f = b->op;
    bool cas = f & NVA_CAS_BOOL;
    int nvals = op == ATOM_LOAD ? 0 : cas ? 2 : 1;
    if (!nargs_ok(P, b, name, nargs, nvals, nvals + (cas ? 2 : 1)))
        return bad_call(P, NULL, name);
    if ((op == ATOM_AND || op == ATOM_OR || op == ATOM_XOR || op == ATOM_MIN || op == ATOM_MAX) &&
        !ty_is_integer(T))
        parse_error(P, name, "'%.*s' needs an integer type, not '%s'", name->len, name->text,
                    ty_str(P->arena, T));
    parse_node *n = builtin_node(P, b, name, cas ? P->B->bool_ : (f & NVA_FETCH) ? T : P->B->void_);
    parse_node *a[3];
    int k = 0;
    a[k++] = ref_ptr(P, base);
    if (cas) {
        parse_node *e = parse_deref_ref(P, args[0]); /* (a T & names its object) */
        if (!parse_is_lvalue(e))
            parse_error(P, e->tok, "the expected value of '%.*s' must be an object (T &)", name->len,
                        name->text);
        a[k++] = parse_assign_conv(P, parse_new_unary_addr(P, e, e->tok), ty_ptr(P->arena, T), "expected");
        a[k++] = conv(P, b, args[1], T, 1);
    } else if (nvals) {
        a[k++] = conv(P, b, args[0], T, 0);
    }
    int orders[2] = {5, -1};
    for (int i = nvals; i < nargs; i++) {
        int64_t v;
        parse_node *o = parse_rvalue(P, args[i]);
        if (!parse_eval_const(o, &v) || v < 0 || v > 5) {
            parse_error(P, o->tok, "cudarepl needs the memory order of '%.*s' as a constant "
                        "(cuda::memory_order_relaxed ... cuda::memory_order_seq_cst)", name->len, name->text);
            v = 5;
        }
        orders[i - nvals] = (int)v;
    }
    int o = orders[0];
    if (cas && orders[1] < 0) /* one order: the failure order drops its release part */
        orders[1] = o == 4 ? 2 : o == 3 ? 0 : o;
    if (cas)
        o = stronger_order(orders[0], orders[1]);
    if ((op == ATOM_LOAD && (o == 3 || o == 4)) || (op == ATOM_STORE && (o == 1 || o == 2 || o == 4)))
        parse_error(P, name, "'%.*s' cannot have this memory order (C++ [atomics.ref.ops])",
                    name->len, name->text);
    set_args(n, a, k);
    n->aux[0] = op;
    n->aux[1] = base->ty->atomic_scope;
    n->aux[2] = order_of(o);
    n->aux[3] = f;
    return n;
}

/* base.NAME for built-in objects: threadIdx.x and friends, and atomic_ref methods. */
parse_node *parse_builtin_member(parser *P, parse_node *base, lex_token *name)
{
    if (base->ty && base->ty->atomic_scope && lex_is(P->tok, "("))
        return atomic_ref_method(P, base, name);
    if (base->kind != ND_SREG || base->op < SR_VEC_TID)
        return NULL;
    static const int first[] = {SR_TID_X, SR_NTID_X, SR_CTAID_X, SR_NCTAID_X};
    int c = name->len == 1 ? name->text[0] - 'x' : -1;
    if (c < 0 || c > 2) {
        parse_error(P, name, "no member named '%.*s' in '%s'", name->len, name->text,
                    ty_str(P->arena, base->ty));
        return base;
    }
    parse_node *n = parse_new_node(P, ND_SREG, base->tok);
    n->op = first[base->op - SR_VEC_TID] + c;
    n->ty = P->B->uint;
    return n;
}

/* ---- Calls ---------------------------------------------------------------------------------- */

/* __int_as_float(K), __longlong_as_double(K) of a constant K: the floating constant with those
 * bits, as nvcc folds it (so -__int_as_float(0x7fc00000) is the NaN with its sign flipped, where
 * a negation at run time gives the canonical NaN: tests/programs/h200/prog-21-printf-formats).
 * Not a float whose bits a double cannot carry (a signalling NaN would be quieted). */
static parse_node *fold_bits(parser *P, parse_node *n, lex_token *t)
{
    parse_node *a = n->args;
    if (!a || a->kind != ND_NUM || !n->ty || (n->ty->kind != TY_FLOAT && n->ty->kind != TY_DOUBLE))
        return n;
    double v;
    if (n->ty->kind == TY_FLOAT) {
        uint32_t bits = (uint32_t)a->ival, back;
        float f;
        memcpy(&f, &bits, 4);
        v = f;
        f = (float)v;
        memcpy(&back, &f, 4);
        if (back != bits)
            return n;
    } else {
        uint64_t bits = (uint64_t)a->ival;
        memcpy(&v, &bits, 8);
    }
    parse_node *c = parse_new_node(P, ND_FNUM, t);
    c->fval = v;
    c->ty = n->ty;
    return c;
}

parse_node *parse_builtin_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                               int nargs)
{
    if (!P->fn && b->family != BF_CONST)
        parse_error(P, t, "'%s' can only be called from device code%s", b->name,
                    b->family == BF_NV_ATOMIC ? " (" CR_GUIDE_5_4_5_2 ")" : "");
    switch (b->family) {
    case BF_SHFL: return shfl_call(P, b, t, args, nargs);
    case BF_CUDA_SHFL: return cuda_shfl_call(P, b, t, args, nargs);
    case BF_MATCH: return match_call(P, b, t, args, nargs);
    case BF_REDUCE: return reduce_call(P, b, t, args, nargs);
    case BF_ATOMIC: return atomic_call(P, b, t, args, nargs);
    case BF_NV_ATOMIC: return nv_atomic_call(P, b, t, args, nargs);
    case BF_CUDA_FENCE: return cuda_fence_call(P, b, t, args, nargs);
    case BF_PRINTF: return printf_call(P, b, t, args, nargs);
    case BF_ASSERT: return assert_call(P, b, t, args, nargs);
    case BF_LDST: return ldst_call(P, b, t, args, nargs);
    case BF_MAKE_VEC: return make_vec_call(P, b, t, args, nargs);
    case BF_MINMAX: return minmax_call(P, b, t, args, nargs);
    case BF_ABS: return abs_call(P, b, t, args, nargs);
    case BF_FPCLASS: return fpclass_call(P, b, t, args, nargs);
    case BF_HINT: return hint_call(P, b, t, args, nargs);
    case BF_CONST: return const_call(P, b, t, args, nargs);
    case BF_MATH: case BF_SINCOS: case BF_MATH_TOINT:
        return sig_call(P, b, t, args, nargs, math_type(P, b, args, nargs));
    case BF_DOT: {
        /* the unsigned overload when the first argument is unsigned */
        ty_type *T = nargs > 0 && ty_promote(P->B, arg_type(P, &args[0]))->is_unsigned ? P->B->uint : P->B->int_;
        parse_node *n = sig_call(P, b, t, args, nargs, T);
        n->aux[1] = T->is_unsigned ? b->op + (b->op == VI_DP4A ? 1 : 2) : b->op;
        return n;
    }
    case BF_ATOMIC_REF:
        parse_error(P, t, "'%s' is a member function", b->name);
        return bad_call(P, NULL, t);
    default: {
        /* the typed families: the signature says it all */
        parse_node *n = sig_call(P, b, t, args, nargs, NULL);
        return b->family == BF_INTRIN && b->op == VI_BITS ? fold_bits(P, n, t) : n;
    }
    }
}

/* ---- docs/builtins.md ------------------------------------------------------------------ */

static void md_cell(sess_buf *out, const char *s)
{
    for (; *s; s++) {
        if (*s == '|')
            sess_buf_puts(out, "\\|");
        else
            sess_buf_putc(out, *s);
    }
}

bool parse_builtin_internal(const parse_builtin *b)
{
    return b->family == BF_RNG_SKIP || b->family == BF_WMMA;
}

void parse_builtin_markdown(sess_buf *out)
{
    static const char *const status[] = {
        [BS_EXACT] = "exact", [BS_H200] = "H200-checked", [BS_ULP] = "close (ulp)",
        [BS_PARTIAL] = "partial",
    };
    sess_buf_puts(out,
        "# Built-in device functions\n\n"
        "<!-- Generated from interp/front/builtins.c by tests/builtins (test_docs.c): edit the\n"
        "     table there, then run `CR_UPDATE=1 build/tests/builtins.test --filter 'docs/*'`. -->\n\n"
        "Every CUDA built-in that device code can call in cudarepl: one row per name, from the same\n"
        "table that the REPL's completion and Jupyter's inspect read. *Section* cites the CUDA C++\n"
        "Programming Guide by section number and title, or the CUDA Math API. *Status*:\n\n"
        "- **exact**: the semantics the guide states, reproduced exactly (tests/builtins);\n"
        "- **H200-checked**: compared bit for bit with an H200 (tests/programs/h200, tests/programs/device;\n"
        "  a math function also has the H200's bits on every input of the device sweeps in\n"
        "  docs/math-h200.md, which tests/builtins checks);\n"
        "- **close (ulp)**: floating point within a few units in the last place of the GPU's result\n"
        "  (docs/math-h200.md says, function by function, how often the bits agree with an H200's);\n"
        "- **partial**: works with the limits the description names.\n\n"
        "T in a signature is a set of overloads; the description lists the types.\n\n"
        "| name | signature | status | section | description |\n"
        "| --- | --- | --- | --- | --- |\n");
    for (int i = 0; i < TABLE_LEN; i++) {
        const parse_builtin *b = &table[i];
        if (parse_builtin_internal(b))
            continue;
        sess_buf_puts(out, "| `");
        md_cell(out, b->name);
        sess_buf_puts(out, "` | `");
        md_cell(out, b->signature);
        sess_buf_printf(out, "` | %s | %s | ", status[b->status], sess_guide_short(b->section));
        md_cell(out, b->doc);
        sess_buf_puts(out, " |\n");
    }
}
