// NVRTC's --fmad for the module it compiles: the same kernel built with NVRTC's defaults,
// --fmad=false and -fmad=true. With a = b = 1 + 2^-13 and c = -1, a * b + c is 0x1.0004p-12
// contracted into an FMA and 0x1p-12 as a multiply and an add; with x = y = 1 + 2^-27, z = -1,
// x * y + z is 0x1.0000001p-26 or 0x1p-26. fmaf fuses under every option. nvcc -O2 gives these
// values on an H100 with and without --fmad=false (device/fma-contraction.cu, sum_left and
// double_sum; device/fma-contract.cu, double 0), as cudarepl's contraction rules do here.
#include "nvrtc-module.h"

static const char *src =
    "extern \"C\" __global__ void k(const float *f, const double *d, float *of, double *od) {\n"
    "    float a = f[0], b = f[1], c = f[2];\n"
    "    double x = d[0], y = d[1], z = d[2];\n"
    "    of[0] = a * b + c;\n"
    "    of[1] = fmaf(a, b, c);\n"
    "    od[0] = x * y + z;\n"
    "}\n";

static void run(int nopts, const char **opts)
{
    nvrtc_module m = nvrtc_load(src, "fmad.cu", 14, nopts, opts);
    float hf[3] = {1.0f + 0x1p-13f, 1.0f + 0x1p-13f, -1.0f};
    double hd[3] = {1.0 + 0x1p-27, 1.0 + 0x1p-27, -1.0};
    CUdeviceptr f, d, of, od;
    cuMemAlloc(&f, sizeof hf);
    cuMemAlloc(&d, sizeof hd);
    cuMemAlloc(&of, 2 * sizeof(float));
    cuMemAlloc(&od, sizeof(double));
    cuMemcpyHtoD(f, hf, sizeof hf);
    cuMemcpyHtoD(d, hd, sizeof hd);
    void *args[] = {&f, &d, &of, &od};
    cuLaunchKernel(m.k, 1, 1, 1, 1, 1, 1, 0, 0, args, NULL);
    float rf[2];
    double rd;
    cuMemcpyDtoH(rf, of, sizeof rf);
    cuMemcpyDtoH(&rd, od, sizeof rd);
    printf("  a*b+c %a  fmaf %a  x*y+z %a\n", rf[0], rf[1], rd);
    cuMemFree(f);
    cuMemFree(d);
    cuMemFree(of);
    cuMemFree(od);
    nvrtc_unload(&m);
}

int main()
{
    nvrtc_context();
    const char *a[] = {"-arch=sm_90"};
    const char *b[] = {"-arch=sm_90", "--fmad=false"};
    const char *c[] = {"-arch=sm_90", "-fmad=true"};
    run(1, a);
    run(2, b);
    run(2, c);
    return 0;
}
