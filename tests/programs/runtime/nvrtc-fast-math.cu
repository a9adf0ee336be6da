// NVRTC's --use_fast_math for the module it compiles, and --ftz=false after it: the same kernel
// built with each, its results' bit patterns (expf as __expf, division as div.approx, subnormal
// differences flushed), as nvcc's PTX has them for those options (docs/math-h200.md, "Fast
// math"; device/fast-math.cu prints the same values). Not here: NVRTC's --ftz=true and
// --prec-div=false alone, whose PTX (sub.ftz.f32, div.full.f32) printed cudarepl's results on an
// H100 but whose CUBIN printed another compile's (docs/math-h200.md).
#include "nvrtc-module.h"

static const char *src =
    "extern \"C\" __global__ void k(const float *in, unsigned *out) {\n"
    "    float nine = in[0], seven = in[1], tiny = in[2], mn = in[3];\n"
    "    out[0] = __float_as_uint(expf(nine));\n"
    "    out[1] = __float_as_uint(nine / seven);\n"
    "    out[2] = __float_as_uint(tiny - mn);\n"
    "}\n";

static void run(int nopts, const char **opts)
{
    nvrtc_module m = nvrtc_load(src, "fm.cu", 40, nopts, opts);
    float h[4] = {9.0f, 7.0f, 0x1.8p-126f, 0x1p-126f};
    CUdeviceptr in, out;
    cuMemAlloc(&in, sizeof h);
    cuMemAlloc(&out, 12);
    cuMemcpyHtoD(in, h, sizeof h);
    void *args[] = {&in, &out};
    cuLaunchKernel(m.k, 1, 1, 1, 1, 1, 1, 0, 0, args, NULL);
    unsigned o[3];
    cuMemcpyDtoH(o, out, sizeof o);
    printf("  expf %08x  div %08x  sub %08x\n", o[0], o[1], o[2]);
    cuMemFree(in);
    cuMemFree(out);
    nvrtc_unload(&m);
}

int main()
{
    nvrtc_context();
    const char *a[] = {"-arch=sm_90"};
    const char *b[] = {"-arch=sm_90", "--use_fast_math"};
    const char *e[] = {"-arch=sm_90", "-use_fast_math", "--ftz=false"};
    run(1, a);
    run(2, b);
    run(3, e);
    return 0;
}
