// The x86 SIMD intrinsics host code uses (<immintrin.h> and the SSE headers it includes), in a
// .cu file's host code as nvcc hands it to g++: each result printed as g++ -mavx -mfma computes
// it (the approximations rcpps/rsqrtps checked against their documented bound, 1.5 * 2^-12
// relative error, since their tables are the processor maker's).
#include <cstdio>
#include <cstring>
#include <cmath>
#include <immintrin.h>

static void show(const char *what, __m128 v)
{
    alignas(16) float f[4];
    _mm_store_ps(f, v);
    printf("%-12s %g %g %g %g\n", what, f[0], f[1], f[2], f[3]);
}

static void showi(const char *what, __m128i v)
{
    int f[4];
    _mm_storeu_si128((__m128i *)f, v);
    printf("%-12s %d %d %d %d\n", what, f[0], f[1], f[2], f[3]);
}

static void bits(const char *what, __m128 v)
{
    unsigned u[4];
    _mm_storeu_ps((float *)u, v);
    printf("%-12s %08x %08x %08x %08x\n", what, u[0], u[1], u[2], u[3]);
}

// the sum of a 256-bit vector, the way nbody-style code reduces one
static float hsum256(__m256 v)
{
    __m128 lo = _mm256_castps256_ps128(v), hi = _mm256_extractf128_ps(v, 1);
    __m128 s = _mm_add_ps(lo, hi);
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_shuffle_ps(s, s, _MM_SHUFFLE(1, 1, 1, 1)));
    return _mm_cvtss_f32(s);
}

__global__ void untouched(int *p) { *p = 1; } // a .cu file: device code beside the intrinsics

int main()
{
    alignas(16) float a[8] = {1.5f, -2.25f, 3.0f, 0.1f, 5.0f, -6.5f, 7.0f, 1e-3f};
    alignas(16) float b[8] = {0.5f, 4.0f, -3.0f, 0.2f, NAN, 2.0f, 7.0f, 1e3f};
    __m128 x = _mm_load_ps(a), y = _mm_load_ps(b), z = _mm_loadu_ps(a + 4), w = _mm_load_ps(b + 4);
    show("add", _mm_add_ps(x, y));
    show("sub", _mm_sub_ps(x, y));
    show("mul", _mm_mul_ps(x, y));
    show("div", _mm_div_ps(x, y));
    show("sqrt", _mm_sqrt_ps(_mm_set_ps(16.0f, 2.0f, 0.25f, 9.0f)));
    show("min nan", _mm_min_ps(z, w));
    show("max nan", _mm_max_ps(w, z));
    show("add_ss", _mm_add_ss(x, y));
    show("set/setr", _mm_sub_ps(_mm_set_ps(4, 3, 2, 1), _mm_setr_ps(1, 2, 3, 4)));
    bits("cmplt", _mm_cmplt_ps(x, y));
    bits("cmpneq nan", _mm_cmpneq_ps(z, w));
    bits("cmpunord", _mm_cmpunord_ps(z, w));
    bits("and", _mm_and_ps(x, _mm_cmpgt_ps(x, y)));
    bits("andnot sign", _mm_andnot_ps(_mm_set1_ps(-0.0f), x));
    show("xor neg", _mm_xor_ps(x, _mm_set1_ps(-0.0f)));
    printf("movemask     %d %d\n", _mm_movemask_ps(x), _mm_movemask_ps(_mm_cmpge_ps(x, y)));
    show("shuffle", _mm_shuffle_ps(x, y, _MM_SHUFFLE(3, 0, 2, 1)));
    show("unpacklo", _mm_unpacklo_ps(x, y));
    show("unpackhi", _mm_unpackhi_ps(x, y));
    show("movehl", _mm_movehl_ps(x, y));
    show("movelh", _mm_movelh_ps(x, y));
    __m128 r0 = _mm_setr_ps(1, 2, 3, 4), r1 = _mm_setr_ps(5, 6, 7, 8), r2 = _mm_setr_ps(9, 10, 11, 12),
           r3 = _mm_setr_ps(13, 14, 15, 16);
    _MM_TRANSPOSE4_PS(r0, r1, r2, r3);
    show("transpose 0", r0);
    show("transpose 3", r3);
    show("hadd", _mm_hadd_ps(x, y));
    show("addsub", _mm_addsub_ps(x, y));
    show("moveldup", _mm_moveldup_ps(x));
    show("dp 0xf1", _mm_dp_ps(x, y, 0xf1));
    show("dp 0x73", _mm_dp_ps(x, y, 0x73));
    show("floor", _mm_floor_ps(x));
    show("ceil", _mm_ceil_ps(x));
    show("round even", _mm_round_ps(_mm_setr_ps(0.5f, 1.5f, 2.5f, -2.5f), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
    show("blend 0x5", _mm_blend_ps(x, y, 0x5));
    show("blendv", _mm_blendv_ps(x, y, _mm_cmplt_ps(x, y)));
    show("fmadd", _mm_fmadd_ps(x, y, _mm_set1_ps(0.1f)));

    // integers
    __m128i i = _mm_setr_epi32(1, -2, 0x7fffffff, 40), j = _mm_set1_epi32(3);
    showi("add_epi32", _mm_add_epi32(i, j));
    showi("sub_epi32", _mm_sub_epi32(i, j));
    showi("mullo_epi32", _mm_mullo_epi32(i, j));
    showi("min_epi32", _mm_min_epi32(i, j));
    showi("cmpgt_epi32", _mm_cmpgt_epi32(i, j));
    showi("slli 4", _mm_slli_epi32(i, 4));
    showi("srai 1", _mm_srai_epi32(i, 1));
    showi("srli 28", _mm_srli_epi32(i, 28));
    showi("srli 40", _mm_srli_epi32(i, 40));
    showi("bsrli 4", _mm_srli_si128(i, 4));
    showi("shuffle", _mm_shuffle_epi32(i, _MM_SHUFFLE(0, 1, 2, 3)));
    showi("cvtps", _mm_cvtps_epi32(_mm_setr_ps(2.5f, 3.5f, -1.7f, 3e9f)));
    showi("cvttps", _mm_cvttps_epi32(_mm_setr_ps(2.5f, 3.5f, -1.7f, NAN)));
    show("cvtepi32", _mm_cvtepi32_ps(_mm_setr_epi32(16777217, -3, 0, 7)));
    printf("extract      %d %d movemask8 %04x\n", _mm_extract_epi32(i, 2), _mm_cvtsi128_si32(i),
           _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_set1_epi8(7), _mm_setr_epi32(7, 0x07070707, 0x0700, 0))));
    unsigned char bytes[16];
    _mm_storeu_si128((__m128i *)bytes, _mm_add_epi8(_mm_set1_epi8((char)250), _mm_set1_epi8(10)));
    printf("add_epi8     %d %d\n", bytes[0], bytes[15]);
    bits("castsi128", _mm_castsi128_ps(_mm_set1_epi32(0x3f800000)));

    // doubles
    __m128d d = _mm_setr_pd(1.0 / 3.0, -2.0), e = _mm_set1_pd(3.0);
    double dd[2];
    _mm_storeu_pd(dd, _mm_mul_pd(d, e));
    printf("mul_pd       %.17g %.17g\n", dd[0], dd[1]);
    _mm_storeu_pd(dd, _mm_sqrt_pd(_mm_setr_pd(2.0, 0.25)));
    printf("sqrt_pd      %.17g %.17g\n", dd[0], dd[1]);

    // AVX: the nbody-style body of an inner loop, then its horizontal sum
    __m256 p = _mm256_loadu_ps(a), q = _mm256_loadu_ps(b);
    q = _mm256_blendv_ps(q, _mm256_set1_ps(1.0f), _mm256_cmp_ps(q, q, _CMP_UNORD_Q));
    __m256 dx = _mm256_sub_ps(p, q), d2 = _mm256_add_ps(_mm256_mul_ps(dx, dx), _mm256_set1_ps(0.01f));
    float out[8];
    _mm256_storeu_ps(out, _mm256_div_ps(_mm256_set1_ps(1.0f), _mm256_sqrt_ps(d2)));
    printf("avx invsqrt  %.9g %.9g %.9g\n", out[0], out[4], out[7]);
    printf("avx hsum     %.9g\n", hsum256(_mm256_mul_ps(p, _mm256_set1_ps(0.5f))));
    _mm256_storeu_ps(out, _mm256_hadd_ps(p, q));
    printf("avx hadd     %g %g %g %g %g %g %g %g\n", out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7]);
    printf("avx movemask %d\n", _mm256_movemask_ps(_mm256_cmp_ps(p, _mm256_setzero_ps(), _CMP_LT_OQ)));
    _mm256_storeu_ps(out, _mm256_fmadd_ps(p, p, _mm256_set1_ps(-1.0f)));
    printf("avx fmadd    %.9g %.9g\n", out[3], out[7]);
    _mm256_storeu_ps(out, _mm256_permute2f128_ps(p, q, 0x21));
    printf("permute2f128 %g %g %g %g\n", out[0], out[3], out[4], out[7]);

    // the approximations: within 1.5 * 2^-12 of the exact values (their documented bound)
    __m256 v = _mm256_setr_ps(1.0f, 2.0f, 3.0f, 0.5f, 1e-3f, 7.0f, 1e6f, 100.0f);
    float rs[8], rc[8], vv[8];
    _mm256_storeu_ps(rs, _mm256_rsqrt_ps(v));
    _mm256_storeu_ps(vv, v);
    _mm_storeu_ps(rc, _mm_rcp_ps(_mm256_castps256_ps128(v)));
    int good = 0;
    for (int k = 0; k < 8; k++) {
        good += fabs(rs[k] * sqrt((double)vv[k]) - 1.0) <= 1.5 / 4096;
        if (k < 4)
            good += fabs(rc[k] * (double)vv[k] - 1.0) <= 1.5 / 4096;
    }
    printf("rsqrt/rcp    %d of 12 within 1.5 * 2^-12\n", good);

    // aligned memory, and a copy by 16-byte moves (The CUDA Handbook's memcpy16)
    float *m = (float *)_mm_malloc(64 * sizeof(float), 64), *n = (float *)_mm_malloc(64 * sizeof(float), 16);
    for (int k = 0; k < 64; k++)
        m[k] = (float)k * 0.5f;
    for (int k = 0; k < 64; k += 4)
        _mm_stream_ps(n + k, _mm_load_ps(m + k));
    _mm_sfence();
    printf("_mm_malloc   aligned %d %d, copy %s, n[63] %g\n", (int)((size_t)m % 64 == 0),
           (int)((size_t)n % 16 == 0), memcmp(m, n, 64 * sizeof(float)) ? "differs" : "same", n[63]);
    _mm_free(m);
    _mm_free(n);
#if defined(__SSE2__) && defined(__AVX__) && defined(__FMA__)
    printf("macros       __SSE2__ __AVX__ __FMA__\n");
#endif
    return 0;
}
