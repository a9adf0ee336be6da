// curand_tables.cu — what cuRAND holds and gives that cudarepl must reproduce, dumped on a GPU
// for the generators cudarepl does not fully check or provide yet:
//   - the direction vectors of all four Sobol sets and both scramble-constant tables
//     (dv32.bin, dv32s.bin, dv64.bin, dv64s.bin, sc32.bin, sc64.bin: sobol_pack.c reads dv32.bin
//     and dv64.bin; cudarepl's tables must pack to the same interp/host/sobol_tables.bin),
//   - MTGP32's 200 parameter sets (mtgp_params.bin, the layout printed) and what its device
//     API gives for blocks of 256 and 64 threads (mtgp_dev256.bin, mtgp_dev64.bin),
//   - the host generators' first values, continuations, statuses and distributions, and 2^18
//     values of each into NAME.bin (Sobol and scrambled Sobol of 32 and 64 bits, MTGP32,
//     MRG32k3a, MT19937), from which their layouts can be fitted as XORWOW's and Philox's were.
//   nvcc -arch=sm_90 -o curand_tables curand_tables.cu -lcurand && ./curand_tables OUTDIR > log
#include <curand.h>
#include <curand_kernel.h>
#include <curand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>
#include <cstdio>
#include <cstring>
#include <vector>

static const char *dir;
static void dump(const char *name, const void *p, size_t n)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    fwrite(p, 1, n, f);
    fclose(f);
}
#define ST(x) printf("  %s -> %d\n", #x, (int)(x))

static void hostgen(curandRngType_t type, const char *name, bool quasi, bool wide)
{
    curandGenerator_t g;
    printf("== %s\n", name);
    curandStatus_t s = curandCreateGenerator(&g, type);
    printf("  create %d\n", (int)s);
    if (s)
        return;
    if (quasi) {
        ST(curandSetQuasiRandomGeneratorDimensions(g, 0));
        ST(curandSetQuasiRandomGeneratorDimensions(g, 20001));
        ST(curandSetQuasiRandomGeneratorDimensions(g, 3));
        ST(curandSetPseudoRandomGeneratorSeed(g, 5));
        ST(curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_BEST));
        ST(curandSetGeneratorOrdering(g, CURAND_ORDERING_QUASI_DEFAULT));
    } else {
        ST(curandSetQuasiRandomGeneratorDimensions(g, 3));
        ST(curandSetPseudoRandomGeneratorSeed(g, 1234));
    }
    void *d;
    cudaMalloc(&d, 1 << 24);
    std::vector<unsigned char> h(1 << 24);
    if (wide) {
        ST(curandGenerate(g, (unsigned int *)d, 12));
        s = curandGenerateLongLong(g, (unsigned long long *)d, 12);
        printf("  ll12 %d:", (int)s);
        cudaMemcpy(h.data(), d, 12 * 8, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 12; i++) printf(" %016llx", ((unsigned long long *)h.data())[i]);
        printf("\n");
        s = curandGenerateLongLong(g, (unsigned long long *)d, 6);
        printf("  ll6 %d:", (int)s);
        cudaMemcpy(h.data(), d, 6 * 8, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 6; i++) printf(" %016llx", ((unsigned long long *)h.data())[i]);
        printf("\n");
        ST(curandGenerateLongLong(g, (unsigned long long *)d, 7));
    } else {
        s = curandGenerate(g, (unsigned int *)d, 12);
        printf("  u12 %d:", (int)s);
        cudaMemcpy(h.data(), d, 12 * 4, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 12; i++) printf(" %08x", ((unsigned *)h.data())[i]);
        printf("\n");
        s = curandGenerate(g, (unsigned int *)d, 6);
        printf("  u6 %d:", (int)s);
        cudaMemcpy(h.data(), d, 6 * 4, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 6; i++) printf(" %08x", ((unsigned *)h.data())[i]);
        printf("\n");
        ST(curandGenerate(g, (unsigned int *)d, 7));
        ST(curandGenerateLongLong(g, (unsigned long long *)d, 6));
    }
    s = curandGenerateUniform(g, (float *)d, 12);
    printf("  f12 %d:", (int)s);
    cudaMemcpy(h.data(), d, 12 * 4, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 12; i++) printf(" %08x", ((unsigned *)h.data())[i]);
    printf("\n");
    s = curandGenerateNormal(g, (float *)d, 12, 1.0f, 2.0f);
    printf("  n12 %d:", (int)s);
    cudaMemcpy(h.data(), d, 12 * 4, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 12; i++) printf(" %08x", ((unsigned *)h.data())[i]);
    printf("\n");
    s = curandGenerateLogNormal(g, (float *)d, 6, 0.5f, 0.25f);
    printf("  ln6 %d:", (int)s);
    cudaMemcpy(h.data(), d, 6 * 4, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; i++) printf(" %08x", ((unsigned *)h.data())[i]);
    printf("\n");
    s = curandGenerateUniformDouble(g, (double *)d, 6);
    printf("  d6 %d:", (int)s);
    cudaMemcpy(h.data(), d, 6 * 8, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; i++) printf(" %016llx", ((unsigned long long *)h.data())[i]);
    printf("\n");
    s = curandGenerateNormalDouble(g, (double *)d, 6, 1.0, 2.0);
    printf("  nd6 %d:", (int)s);
    cudaMemcpy(h.data(), d, 6 * 8, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; i++) printf(" %016llx", ((unsigned long long *)h.data())[i]);
    printf("\n");
    s = curandGenerateLogNormalDouble(g, (double *)d, 6, 0.5, 0.25);
    printf("  lnd6 %d:", (int)s);
    cudaMemcpy(h.data(), d, 6 * 8, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; i++) printf(" %016llx", ((unsigned long long *)h.data())[i]);
    printf("\n");
    s = curandGeneratePoisson(g, (unsigned *)d, 6, 4.0);
    printf("  p6 %d:", (int)s);
    cudaMemcpy(h.data(), d, 6 * 4, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; i++) printf(" %u", ((unsigned *)h.data())[i]);
    printf("\n");
    ST(curandSetGeneratorOffset(g, 5));
    if (wide) {
        s = curandGenerateLongLong(g, (unsigned long long *)d, 6);
        printf("  off5 ll6 %d:", (int)s);
        cudaMemcpy(h.data(), d, 6 * 8, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 6; i++) printf(" %016llx", ((unsigned long long *)h.data())[i]);
    } else {
        s = curandGenerate(g, (unsigned int *)d, 6);
        printf("  off5 u6 %d:", (int)s);
        cudaMemcpy(h.data(), d, 6 * 4, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 6; i++) printf(" %08x", ((unsigned *)h.data())[i]);
    }
    printf("\n");
    /* a long run, to a file: a fresh generator (same settings), 2^20 values of 32 bits (or 2^19 of 64) */
    curandGenerator_t g2;
    curandCreateGenerator(&g2, type);
    if (quasi)
        curandSetQuasiRandomGeneratorDimensions(g2, 4);
    else
        curandSetPseudoRandomGeneratorSeed(g2, 1234);
    if (wide)
        s = curandGenerateLongLong(g2, (unsigned long long *)d, 1 << 17);
    else
        s = curandGenerate(g2, (unsigned *)d, 1 << 18);
    printf("  long %d\n", (int)s);
    cudaMemcpy(h.data(), d, 1 << 20, cudaMemcpyDeviceToHost);
    char fn[64];
    snprintf(fn, sizeof fn, "%s.bin", name);
    dump(fn, h.data(), 1 << 20);
    curandDestroyGenerator(g2);
    curandDestroyGenerator(g);
    cudaFree(d);
}

__global__ void sobol32(curandDirectionVectors32_t *dv, unsigned *sc, int scrambled, unsigned *out)
{
    int t = threadIdx.x, dim = t % 3;
    unsigned offset = t * 5;
    unsigned *o = out + t * 24;
    if (scrambled) {
        curandStateScrambledSobol32 s;
        curand_init(dv[dim], sc[dim], offset, &s);
        for (int i = 0; i < 4; i++) o[i] = curand(&s);
        o[4] = __float_as_uint(curand_uniform(&s));
        o[5] = __float_as_uint(curand_normal(&s));
        o[6] = __float_as_uint(curand_log_normal(&s, 0.5f, 1.5f));
        double d = curand_uniform_double(&s); o[7] = __double2hiint(d); o[8] = __double2loint(d);
        d = curand_normal_double(&s); o[9] = __double2hiint(d); o[10] = __double2loint(d);
        d = curand_log_normal_double(&s, 0.5, 1.5); o[11] = __double2hiint(d); o[12] = __double2loint(d);
        skipahead(7u, &s);
        o[13] = curand(&s);
        o[14] = curand_poisson(&s, 4.0);
        o[15] = curand(&s);
    } else {
        curandStateSobol32 s;
        curand_init(dv[dim], offset, &s);
        for (int i = 0; i < 4; i++) o[i] = curand(&s);
        o[4] = __float_as_uint(curand_uniform(&s));
        o[5] = __float_as_uint(curand_normal(&s));
        o[6] = __float_as_uint(curand_log_normal(&s, 0.5f, 1.5f));
        double d = curand_uniform_double(&s); o[7] = __double2hiint(d); o[8] = __double2loint(d);
        d = curand_normal_double(&s); o[9] = __double2hiint(d); o[10] = __double2loint(d);
        d = curand_log_normal_double(&s, 0.5, 1.5); o[11] = __double2hiint(d); o[12] = __double2loint(d);
        skipahead(7u, &s);
        o[13] = curand(&s);
        o[14] = curand_poisson(&s, 4.0);
        o[15] = curand(&s);
    }
}
__global__ void sobol64(curandDirectionVectors64_t *dv, unsigned long long *sc, int scrambled, unsigned long long *out)
{
    int t = threadIdx.x, dim = t % 3;
    unsigned long long offset = t * 5ull;
    unsigned long long *o = out + t * 16;
    if (scrambled) {
        curandStateScrambledSobol64 s;
        curand_init(dv[dim], sc[dim], offset, &s);
        for (int i = 0; i < 4; i++) o[i] = curand(&s);
        o[4] = __float_as_uint(curand_uniform(&s));
        o[5] = __float_as_uint(curand_normal(&s));
        o[6] = __double_as_longlong(curand_uniform_double(&s));
        o[7] = __double_as_longlong(curand_normal_double(&s));
        o[8] = __double_as_longlong(curand_log_normal_double(&s, 0.5, 1.5));
        skipahead(7ull, &s);
        o[9] = curand(&s);
    } else {
        curandStateSobol64 s;
        curand_init(dv[dim], offset, &s);
        for (int i = 0; i < 4; i++) o[i] = curand(&s);
        o[4] = __float_as_uint(curand_uniform(&s));
        o[5] = __float_as_uint(curand_normal(&s));
        o[6] = __double_as_longlong(curand_uniform_double(&s));
        o[7] = __double_as_longlong(curand_normal_double(&s));
        o[8] = __double_as_longlong(curand_log_normal_double(&s, 0.5, 1.5));
        skipahead(7ull, &s);
        o[9] = curand(&s);
    }
}
__global__ void mtgp(curandStateMtgp32 *st, unsigned *out, int rounds)
{
    int b = blockIdx.x, t = threadIdx.x, n = blockDim.x;
    for (int r = 0; r < rounds; r++)
        out[(b * rounds + r) * n + t] = curand(&st[b]);
    out[(b * rounds + rounds) * n + t] = __float_as_uint(curand_uniform(&st[b]));
    out[(b * rounds + rounds + 1) * n + t] = __float_as_uint(curand_normal(&st[b]));
}

int main(int argc, char **argv)
{
    dir = argc > 1 ? argv[1] : ".";
    curandDirectionVectors32_t *v32, *v32s;
    curandDirectionVectors64_t *v64, *v64s;
    unsigned *c32;
    unsigned long long *c64;
    ST(curandGetDirectionVectors32(&v32, CURAND_DIRECTION_VECTORS_32_JOEKUO6));
    ST(curandGetDirectionVectors32(&v32s, CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6));
    ST(curandGetDirectionVectors64(&v64, CURAND_DIRECTION_VECTORS_64_JOEKUO6));
    ST(curandGetDirectionVectors64(&v64s, CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6));
    ST(curandGetScrambleConstants32(&c32));
    ST(curandGetScrambleConstants64(&c64));
    ST(curandGetDirectionVectors32(&v32, CURAND_DIRECTION_VECTORS_64_JOEKUO6));
    ST(curandGetDirectionVectors64(&v64, CURAND_DIRECTION_VECTORS_32_JOEKUO6));
    curandGetDirectionVectors32(&v32, CURAND_DIRECTION_VECTORS_32_JOEKUO6);
    curandGetDirectionVectors64(&v64, CURAND_DIRECTION_VECTORS_64_JOEKUO6);
    dump("dv32.bin", v32, 20000 * sizeof(curandDirectionVectors32_t));
    dump("dv32s.bin", v32s, 20000 * sizeof(curandDirectionVectors32_t));
    dump("dv64.bin", v64, 20000 * sizeof(curandDirectionVectors64_t));
    dump("dv64s.bin", v64s, 20000 * sizeof(curandDirectionVectors64_t));
    dump("sc32.bin", c32, 20000 * 4);
    dump("sc64.bin", c64, 20000 * 8);
    dump("mtgp_params.bin", mtgp32dc_params_fast_11213, sizeof mtgp32dc_params_fast_11213);
    printf("mtgp params: %zu bytes, %zu each; pos %zu sh1 %zu tbl %zu tmp_tbl %zu flt %zu mask %zu\n",
           sizeof mtgp32dc_params_fast_11213, sizeof(mtgp32_params_fast_t), offsetof(mtgp32_params_fast_t, pos),
           offsetof(mtgp32_params_fast_t, sh1), offsetof(mtgp32_params_fast_t, tbl),
           offsetof(mtgp32_params_fast_t, tmp_tbl), offsetof(mtgp32_params_fast_t, flt_tmp_tbl),
           offsetof(mtgp32_params_fast_t, mask));

    hostgen(CURAND_RNG_QUASI_SOBOL32, "sobol32", true, false);
    hostgen(CURAND_RNG_QUASI_SCRAMBLED_SOBOL32, "ssobol32", true, false);
    hostgen(CURAND_RNG_QUASI_SOBOL64, "sobol64", true, true);
    hostgen(CURAND_RNG_QUASI_SCRAMBLED_SOBOL64, "ssobol64", true, true);
    hostgen(CURAND_RNG_QUASI_DEFAULT, "quasidefault", true, false);
    hostgen(CURAND_RNG_PSEUDO_MTGP32, "mtgp32", false, false);
    hostgen(CURAND_RNG_PSEUDO_MRG32K3A, "mrg32k3a", false, false);
    hostgen(CURAND_RNG_PSEUDO_MT19937, "mt19937", false, false);

    /* a host generator (numbers made on the CPU) */
    {
        curandGenerator_t g;
        ST(curandCreateGeneratorHost(&g, CURAND_RNG_QUASI_SOBOL32));
        ST(curandSetQuasiRandomGeneratorDimensions(g, 2));
        float f[8];
        ST(curandGenerateUniform(g, f, 8));
        printf("  host sobol32 f8:");
        for (int i = 0; i < 8; i++) { unsigned u; memcpy(&u, &f[i], 4); printf(" %08x", u); }
        printf("\n");
        curandDestroyGenerator(g);
    }

    /* device Sobol */
    curandDirectionVectors32_t *d32;
    cudaMalloc(&d32, 3 * sizeof *d32);
    unsigned *dc32, *o32;
    cudaMalloc(&dc32, 12);
    cudaMalloc(&o32, 32 * 24 * 4);
    for (int scr = 0; scr < 2; scr++) {
        cudaMemcpy(d32, scr ? v32s : v32, 3 * sizeof *d32, cudaMemcpyHostToDevice);
        cudaMemcpy(dc32, c32, 12, cudaMemcpyHostToDevice);
        cudaMemset(o32, 0, 32 * 24 * 4);
        sobol32<<<1, 6>>>(d32, dc32, scr, o32);
        unsigned h[6 * 24];
        cudaMemcpy(h, o32, sizeof h, cudaMemcpyDeviceToHost);
        for (int t = 0; t < 6; t++) {
            printf("dev %s %d:", scr ? "ssobol32" : "sobol32", t);
            for (int i = 0; i < 16; i++) printf(" %08x", h[t * 24 + i]);
            printf("\n");
        }
    }
    curandDirectionVectors64_t *d64;
    cudaMalloc(&d64, 3 * sizeof *d64);
    unsigned long long *dc64, *o64;
    cudaMalloc(&dc64, 24);
    cudaMalloc(&o64, 6 * 16 * 8);
    for (int scr = 0; scr < 2; scr++) {
        cudaMemcpy(d64, scr ? v64s : v64, 3 * sizeof *d64, cudaMemcpyHostToDevice);
        cudaMemcpy(dc64, c64, 24, cudaMemcpyHostToDevice);
        sobol64<<<1, 6>>>(d64, dc64, scr, o64);
        unsigned long long h[6 * 16];
        cudaMemcpy(h, o64, sizeof h, cudaMemcpyDeviceToHost);
        for (int t = 0; t < 6; t++) {
            printf("dev %s %d:", scr ? "ssobol64" : "sobol64", t);
            for (int i = 0; i < 10; i++) printf(" %016llx", h[t * 16 + i]);
            printf("\n");
        }
    }
    printf("kernel errors: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));

    /* device MTGP32: 2 states, blocks of 256 and of 64 threads */
    mtgp32_kernel_params_t *kp;
    cudaMalloc(&kp, sizeof *kp);
    curandStateMtgp32 *st;
    cudaMalloc(&st, 2 * sizeof *st);
    ST(curandMakeMTGP32Constants(mtgp32dc_params_fast_11213, kp));
    for (int pass = 0; pass < 2; pass++) {
        int n = pass ? 64 : 256, rounds = 5;
        ST(curandMakeMTGP32KernelState(st, mtgp32dc_params_fast_11213, kp, 2, 1234));
        unsigned *o;
        size_t sz = 2 * (rounds + 2) * n * 4;
        cudaMalloc(&o, sz);
        mtgp<<<2, n>>>(st, o, rounds);
        std::vector<unsigned> h(sz / 4);
        cudaMemcpy(h.data(), o, sz, cudaMemcpyDeviceToHost);
        dump(pass ? "mtgp_dev64.bin" : "mtgp_dev256.bin", h.data(), sz);
        printf("mtgp dev %d: %08x %08x %08x %08x\n", n, h[0], h[1], h[n], h[2 * n]);
        cudaFree(o);
    }
    printf("last: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
