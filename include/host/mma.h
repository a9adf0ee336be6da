/* <mma.h> — the warp matrix functions are device code's (include/device/mma.h). Host code
 * sees <cuda_fp16.h> and <cuda_bf16.h>, as with CUDA's <mma.h>, and the tag types and
 * enumerations, which it may name as template arguments of the kernels it launches
 * (mma<wmma::precision::tf32><<<...>>>, which reaches the device pass by its qualified
 * name). The C that host code becomes sees nothing of them. */
#ifndef _CR_MMA_H
#define _CR_MMA_H

#include <cuda_fp16.h>
#include <cuda_bf16.h>

#ifdef __cplusplus
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
struct u4 {};
struct s4 {};
struct b1 {};
}
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
}
enum layout_t { mem_row_major, mem_col_major };
}
}
#endif

#endif
