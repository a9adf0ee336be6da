// NaN operands of the math functions, as the GPU returns them (CUDA C++ Programming Guide §5.5,
// Floating-Point Standard; CUDA Math API): the rounding functions and the Bessel functions of a
// double NaN return it quieted (sign and payload kept), fminf/fmaxf of two different NaNs give the
// canonical NaN 0x7fffffff while fminf(x, x) is x as it is (the compiler folds it).
#include <cstdio>

__global__ void k(const unsigned long long *din, const unsigned *fin, unsigned long long *dout, unsigned *fout)
{
    int i = threadIdx.x;
    double x = __longlong_as_double(din[i]);
    float a = __uint_as_float(fin[2 * i]), b = __uint_as_float(fin[2 * i + 1]);
    unsigned long long *o = dout + i * 12;
    o[0] = __double_as_longlong(rint(x));
    o[1] = __double_as_longlong(floor(x));
    o[2] = __double_as_longlong(ceil(x));
    o[3] = __double_as_longlong(trunc(x));
    o[4] = __double_as_longlong(nearbyint(x));
    o[5] = __double_as_longlong(j0(x));
    o[6] = __double_as_longlong(j1(x));
    o[7] = __double_as_longlong(y0(x));
    o[8] = __double_as_longlong(y1(x));
    o[9] = __double_as_longlong(jn(2, x));
    o[10] = __double_as_longlong(yn(3, x));
    o[11] = __double_as_longlong(round(x));
    unsigned *f = fout + i * 8;
    f[0] = __float_as_uint(fminf(a, b));
    f[1] = __float_as_uint(fmaxf(a, b));
    f[2] = __float_as_uint(fminf(a, a));
    f[3] = __float_as_uint(fmaxf(b, b));
    f[4] = __float_as_uint(rintf(a));
    f[5] = __float_as_uint(floorf(a));
    f[6] = __float_as_uint(j0f(a));
    f[7] = __float_as_uint(jnf(2, a));
}

int main()
{
    const int n = 6;
    unsigned long long hd[n] = {0x7ff20d5d8022848cull, 0xfff71b8a442d943bull, 0x7ff8c9f7cfa07394ull,
                                0xfffef0736a834989ull, 0x7ff0000000000001ull, 0x7ff8000000000000ull};
    unsigned hf[2 * n] = {0xff80f65eu, 0xffcbc07fu, 0x7fd2b1d7u, 0x7ff0c85bu, 0x7f9e7d13u, 0x3f800000u,
                          0x3f800000u, 0xffb20767u, 0x7fc00000u, 0x7fc00000u, 0x7f800001u, 0xff800001u};
    unsigned long long *din, *dout;
    unsigned *fin, *fout;
    cudaMalloc(&din, sizeof hd);
    cudaMalloc(&fin, sizeof hf);
    cudaMalloc(&dout, n * 12 * 8);
    cudaMalloc(&fout, n * 8 * 4);
    cudaMemcpy(din, hd, sizeof hd, cudaMemcpyHostToDevice);
    cudaMemcpy(fin, hf, sizeof hf, cudaMemcpyHostToDevice);
    k<<<1, n>>>(din, fin, dout, fout);
    unsigned long long od[n * 12];
    unsigned of[n * 8];
    cudaMemcpy(od, dout, sizeof od, cudaMemcpyDeviceToHost);
    cudaMemcpy(of, fout, sizeof of, cudaMemcpyDeviceToHost);
    const char *dn[12] = {"rint", "floor", "ceil", "trunc", "nearbyint", "j0", "j1", "y0", "y1", "jn(2)", "yn(3)", "round"};
    const char *fnm[8] = {"fminf", "fmaxf", "fminf(a,a)", "fmaxf(b,b)", "rintf(a)", "floorf(a)", "j0f(a)", "jnf(2,a)"};
    for (int i = 0; i < n; i++) {
        printf("x = %016llx:", hd[i]);
        for (int j = 0; j < 12; j++)
            printf(" %s %016llx", dn[j], od[i * 12 + j]);
        printf("\na = %08x b = %08x:", hf[2 * i], hf[2 * i + 1]);
        for (int j = 0; j < 8; j++)
            printf(" %s %08x", fnm[j], of[i * 8 + j]);
        printf("\n");
    }
    return 0;
}
