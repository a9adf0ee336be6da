/* raw MUFU.SIN / MUFU.COS: __sinf is FMUL.RZ by 1/(2 pi) then MUFU; the cubin's constant is
 * patched to 1.0 so that the unit sees the operand itself */
extern "C" __global__ void raw_sin(unsigned base, unsigned *out)
{
    unsigned i = blockIdx.x * 256 + threadIdx.x;
    out[i] = __float_as_uint(__sinf(__uint_as_float(base + i)));
}
extern "C" __global__ void raw_cos(unsigned base, unsigned *out)
{
    unsigned i = blockIdx.x * 256 + threadIdx.x;
    out[i] = __float_as_uint(__cosf(__uint_as_float(base + i)));
}
