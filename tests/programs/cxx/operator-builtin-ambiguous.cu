// An operand of a class that converts to an arithmetic type, beside one of arithmetic type:
// the class's operator (which needs the second converted to the class) and the built-in
// operator (which needs the first converted to float) match equally well, so the expression is
// ambiguous (C++17 [over.match.oper] p3 and [over.match.best]), in device code here
// (operator-builtin-ambiguous-host.cu: host code); nvcc: 'more than one operator "+" matches
// these operands' (CUDA 13.0). Writing the conversion (__bfloat162float(b) + 1.0f, or
// b + __float2bfloat16(1.0f)) says which.
#include <cstdio>
#include <cuda_bf16.h>

__global__ void k(float *o)
{
    __nv_bfloat16 b = __float2bfloat16(1.5f);
    o[0] = b + 1.0f;
}

int main()
{
    float *o;
    cudaMalloc(&o, sizeof(float));
    k<<<1, 1>>>(o);
    return 0;
}
