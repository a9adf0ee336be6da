/* sfu.cu — the H200's SFU (MUFU) approximations on whole binades, for interp/vm/sfu.c:
 * rcp.approx.ftz.f32 on [1, 2), rsqrt.approx.ftz.f32 on [1, 2) and [2, 4), ex2.approx.ftz.f32 on
 * k * 2^-23 and -k * 2^-23 for k in [0, 2^23) (the unit's input is a fixed-point number with 23
 * fraction bits). Each NAME.d8 holds the first result's bits, then the difference of each
 * result's bits from the one before as a signed byte (-128 escapes four raw bytes). Prints an
 * FNV-1a digest of each table's results; tests/builtins/test_sfu.c checks them. */
#include <cstdio>
#include <cstdlib>
#include <cstring>

__device__ float rcpa(float x) { float r; asm("rcp.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(x)); return r; }
__device__ float rsqa(float x) { float r; asm("rsqrt.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(x)); return r; }
__device__ float ex2a(float x) { float r; asm("ex2.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(x)); return r; }

__global__ void table(int w, unsigned n, unsigned *out)
{
    unsigned i = blockIdx.x * 256 + threadIdx.x;
    if (i >= n)
        return;
    float g = 0;
    switch (w) {
    case 0: g = rcpa(__uint_as_float(0x3f800000u + i)); break;
    case 1: g = rsqa(__uint_as_float(0x3f800000u + i)); break;
    case 2: g = rsqa(__uint_as_float(0x40000000u + i)); break;
    case 3: g = ex2a((float)i * 0x1p-23f); break;
    case 4: g = ex2a(-(float)i * 0x1p-23f); break;
    }
    out[i] = __float_as_uint(g);
}

int main()
{
    const unsigned n = 1u << 23;
    const char *name[5] = {"rcp_1_2", "rsq_1_2", "rsq_2_4", "ex2_0_1", "ex2_m1_0"};
    unsigned *d, *h = (unsigned *)malloc(n * 4);
    signed char *buf = (signed char *)malloc((size_t)n * 5 + 8);
    cudaMalloc(&d, n * 4);
    for (int w = 0; w < 5; w++) {
        table<<<n / 256, 256>>>(w, n, d);
        cudaMemcpy(h, d, n * 4, cudaMemcpyDeviceToHost);
        size_t m = 4;
        memcpy(buf, &h[0], 4);
        for (unsigned i = 1; i < n; i++) {
            long dd = (long)h[i] - (long)h[i - 1];
            if (dd > -128 && dd <= 127) {
                buf[m++] = (signed char)dd;
            } else {
                buf[m++] = -128;
                memcpy(buf + m, &h[i], 4);
                m += 4;
            }
        }
        char fn[64];
        snprintf(fn, sizeof fn, "%s.d8", name[w]);
        FILE *f = fopen(fn, "wb");
        fwrite(buf, 1, m, f);
        fclose(f);
        unsigned long long s = 1469598103934665603ull;
        for (unsigned i = 0; i < n; i++) {
            s ^= h[i];
            s *= 1099511628211ull;
        }
        printf("%s fnv=%016llx first=%08x last=%08x\n", name[w], s, h[0], h[n - 1]);
    }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
