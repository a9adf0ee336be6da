// The host side of operator-builtin-ambiguous.cu: `b < 2.0f` with b a __nv_bfloat16 matches
// the class's operator< (2.0f converted to __nv_bfloat16) and the built-in one (b converted to
// float) equally well: ambiguous (C++17 [over.match.best]); nvcc: 'more than one operator "<"
// matches these operands' (CUDA 13.0). b < __float2bfloat16(2.0f) or __bfloat162float(b) < 2.0f
// says which.
#include <cstdio>
#include <cuda_bf16.h>

int main()
{
    __nv_bfloat16 b = __float2bfloat16(1.5f);
    bool less = b < 2.0f;
    printf("%d\n", less);
    return 0;
}
