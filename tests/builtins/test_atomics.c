/* Atomics and fences: the legacy atomic functions for every type the seed lists, their _block
 * and _system forms, atomicInc/atomicDec's wrap formulas, the 128-bit forms and their
 * alignment rule (seed 000 §5.4.5.1); the __nv_atomic_* built-ins and their compile-time rules
 * (§5.4.5.2); cuda::atomic_ref and cuda::atomic_thread_fence (§5.4.4.3, §5.4.5); and the order
 * and scope each one carries in its instruction for the memory model. */
#include "bt.h"
#include "interp/front/builtins.h"
#include "interp/vm/vm.h"

/* 64 threads in two warps of one block; every thread adds, the result is the total. */
Test(atomics, legacy_every_type_global_and_shared)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "__device__ int gi; __device__ unsigned gu; __device__ unsigned long long gull;\n"
        "__device__ float gf; __device__ double gd; __device__ long long gll = -1000;\n"
        "__global__ void k(long long *o) {\n"
        "  __shared__ int si; __shared__ float sf; __shared__ unsigned long long sull;\n"
        "  int t = threadIdx.x;\n"
        "  if (t == 0) { si = 0; sf = 0; sull = 0; }\n"
        "  __syncthreads();\n"
        "  atomicAdd(&gi, t); atomicAdd(&gu, 2u); atomicAdd(&gull, 1ull << 33);\n"
        "  atomicAdd(&gf, 0.5f); atomicAdd(&gd, 0.25); atomicSub(&gi, 1);\n"
        "  atomicMax(&gll, (long long)t - 100); atomicMin(&gu, 1000u);\n"
        "  atomicAdd(&si, 1); atomicAdd(&sf, 1.5f); atomicOr(&sull, 1ull << t);\n"
        "  atomicAnd_block(&gu, ~1u); atomicXor_system(&gi, 0);\n"
        "  __syncthreads();\n"
        "  if (t == 0) { o[0] = gi; o[1] = gu; o[2] = (long long)gull; o[3] = (long long)(gf * 10);\n"
        "    o[4] = (long long)(gd * 100); o[5] = gll; o[6] = si; o[7] = (long long)(sf * 10);\n"
        "    o[8] = (long long)sull; }\n"
        "}\n";
    long long o[9];
    bt_run(&c, src, "k", 1, 64, o, sizeof o);
    cr_expect_eq(o[0], 63 * 64 / 2 - 64);
    cr_expect_eq(o[1], 128);             /* 128, then min(128, 1000), then & ~1 */
    cr_expect_eq(o[2], 64ll << 33);
    cr_expect_eq(o[3], 320);
    cr_expect_eq(o[4], 1600);
    cr_expect_eq(o[5], -37);
    cr_expect_eq(o[6], 64);
    cr_expect_eq(o[7], 960);
    cr_expect_eq((unsigned long long)o[8], ~0ull);
    bt_fini(&c);
}

/* Seed 000 §5.4.5.1.3-4: atomicInc stores (old >= val) ? 0 : old + 1, atomicDec stores
 * (old == 0 || old > val) ? val : old - 1; both return old. Thread order is lane order. */
Test(atomics, inc_dec_wrap)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "__global__ void k(unsigned *o) {\n"
        "  __shared__ unsigned a, b, x, y;\n"
        "  if (threadIdx.x == 0) { a = 0; b = 0; x = 9; y = 9; }\n"
        "  __syncthreads();\n"
        "  if (threadIdx.x < 13) { o[threadIdx.x] = atomicInc(&a, 5); o[13 + threadIdx.x] = atomicDec(&b, 5); }\n"
        "  __syncthreads();\n"
        "  if (threadIdx.x == 0) { o[26] = a; o[27] = b; o[28] = atomicInc(&x, 5); o[29] = x;\n"
        "    o[30] = atomicDec(&y, 5); o[31] = y; }\n"
        "}\n";
    unsigned o[32];
    bt_run(&c, src, "k", 1, 32, o, sizeof o);
    unsigned inc_old[13] = {0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0};
    unsigned dec_old[13] = {0, 5, 4, 3, 2, 1, 0, 5, 4, 3, 2, 1, 0};
    for (int i = 0; i < 13; i++) {
        cr_expect_eq(o[i], inc_old[i], "atomicInc #%d returned %u", i, o[i]);
        cr_expect_eq(o[13 + i], dec_old[i], "atomicDec #%d returned %u", i, o[13 + i]);
    }
    cr_expect_eq(o[26], 1);
    cr_expect_eq(o[27], 5);
    cr_expect_eq(o[28], 9);
    cr_expect_eq(o[29], 0);   /* 9 >= 5: wraps to 0 */
    cr_expect_eq(o[30], 9);
    cr_expect_eq(o[31], 5);   /* 9 > 5: becomes val */
    bt_fini(&c);
}

/* §5.4.5.1.11: atomicCAS(address, compare, val) stores val when *address == compare; the
 * unsigned short form too. */
Test(atomics, cas_and_exch)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "__device__ unsigned short h = 7; __device__ int i = 5; __device__ unsigned long long u = 1;\n"
        "__device__ float f = 2.5f;\n"
        "__global__ void k(long long *o) {\n"
        "  o[0] = atomicCAS(&h, (unsigned short)7, (unsigned short)9); o[1] = h;\n"
        "  o[2] = atomicCAS(&h, (unsigned short)7, (unsigned short)11); o[3] = h;\n"
        "  o[4] = atomicCAS(&i, 5, -6); o[5] = i; o[6] = atomicCAS(&i, 5, 8); o[7] = i;\n"
        "  o[8] = (long long)atomicCAS(&u, 1ull, 1ull << 40); o[9] = (long long)u;\n"
        "  o[10] = (long long)atomicExch(&f, 4.0f); o[11] = (long long)f;\n"
        "  o[12] = atomicExch(&i, 3); o[13] = i;\n"
        "}\n";
    long long o[14];
    bt_run(&c, src, "k", 1, 1, o, sizeof o);
    long long want[14] = {7, 9, 9, 9, 5, -6, -6, -6, 1, 1ll << 40, 2, 4, -6, 3};
    for (int k = 0; k < 14; k++)
        cr_expect_eq(o[k], want[k], "o[%d] = %lld, expected %lld", k, o[k], want[k]);
    bt_fini(&c);
}

/* §5.4.5.1.10-11: the 128-bit atomicCAS and atomicExch, for a type aligned to 16 bytes. */
Test(atomics, cas_128_bit)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "struct __attribute__((aligned(16))) pair { unsigned long long lo, hi; };\n"
        "__device__ struct pair g = {1, 2};\n"
        "__global__ void k(unsigned long long *o) {\n"
        "  struct pair want = {1, 2}, nv = {3, 4}, bad = {9, 9};\n"
        "  struct pair old = atomicCAS(&g, want, nv); o[0] = old.lo; o[1] = old.hi; o[2] = g.lo; o[3] = g.hi;\n"
        "  old = atomicCAS(&g, bad, want); o[4] = old.lo; o[5] = g.lo;\n"
        "  old = atomicExch(&g, bad); o[6] = old.hi; o[7] = g.hi;\n"
        "  ulonglong2 v = make_ulonglong2(5, 6); __shared__ ulonglong2 s; s = v;\n"
        "  ulonglong2 w = atomicExch(&s, make_ulonglong2(7, 8)); o[8] = w.y; o[9] = s.x;\n"
        "}\n";
    unsigned long long o[10];
    bt_run(&c, src, "k", 1, 1, o, sizeof o);
    unsigned long long want[10] = {1, 2, 3, 4, 3, 3, 4, 9, 6, 7};
    for (int k = 0; k < 10; k++)
        cr_expect_eq(o[k], want[k], "o[%d] = %llu, expected %llu", k, o[k], want[k]);
    bt_fini(&c);
}

/* The 16-byte alignment rule: a type aligned to less than 16 is refused at compile time, a
 * misaligned address at run time (cudaErrorMisalignedAddress, as for any misaligned access). */
Test(atomics, cas_128_bit_alignment)
{
    bt_ctx c;
    bt_init(&c);
    const char *d = bt_compile_fails(&c,
        "struct pair { unsigned long long lo, hi; };\n"
        "__global__ void k(struct pair *p) { struct pair a = {0, 0}; atomicCAS(p, a, a); }\n");
    cr_expect(strstr(d, "aligned to 16 bytes") && strstr(d, "§5.4.5.1.11"), "%s", d);
    bt_fini(&c);
    bt_init(&c);
    bt_compile(&c,
        "__global__ void k(unsigned long long *o) {\n"
        "  longlong2 *p = (longlong2 *)(o + 1);\n"
        "  atomicExch(p, make_longlong2(1, 2));\n"
        "}\n");
    int err = bt_launch(&c, "k", 1, 1, NULL, 64, NULL);
    cr_expect_eq(err, 716, "error %d: %s", err, bt_str(c.faults));
    cr_expect(strstr(bt_str(c.faults), "misaligned"), "%s", bt_str(c.faults));
    bt_fini(&c);
}

/* §5.4.5.1.1: float2 and float4 atomicAdd, per component, on global memory only. */
Test(atomics, vector_add_global_only)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "__device__ float4 g4; __device__ float2 g2;\n"
        "__global__ void k(float *o) {\n"
        "  atomicAdd(&g4, make_float4(1, 2, 3, 4)); float2 old = atomicAdd(&g2, make_float2(0.5f, 1));\n"
        "  __syncthreads();\n"
        "  if (threadIdx.x == 0) { o[0] = g4.x; o[1] = g4.w; o[2] = g2.x; o[3] = g2.y; o[4] = old.y; }\n"
        "}\n";
    float o[5];
    bt_run(&c, src, "k", 1, 8, o, sizeof o);
    cr_expect_eq(o[0], 8.0f);
    cr_expect_eq(o[1], 32.0f);
    cr_expect_eq(o[2], 4.0f);
    cr_expect_eq(o[3], 8.0f);
    cr_expect_eq(o[4], 0.0f); /* lane 0 came first */
    bt_fini(&c);
    bt_init(&c);
    bt_compile(&c, "__global__ void k(float *o) { __shared__ float2 s; atomicAdd(&s, make_float2(1, 1)); }\n");
    int err = bt_launch(&c, "k", 1, 1, NULL, 16, NULL);
    cr_expect_eq(err, 719, "error %d", err); /* H200: builtins-faults@2.out */
    cr_expect(strstr(bt_str(c.faults), "global memory only"), "%s", bt_str(c.faults));
    bt_fini(&c);
}

Test(atomics, legacy_type_errors)
{
    static const char *const bad[] = {
        "atomicSub(&f, 1.0f)", "atomicInc(&i, 1)", "atomicAnd(&f, 1)", "atomicAdd(&s, (short)1)",
        "atomicCAS(&c, 'a', 'b')", "atomicMin(&d, 1.0)", "atomicAdd(cp, 1)",
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        bt_ctx c;
        bt_init(&c);
        char src[512];
        snprintf(src, sizeof src, "__device__ float f; __device__ int i; __device__ short s; "
                 "__device__ char c; __device__ double d;\n"
                 "__global__ void k(const int *cp) { %s; }\n", bad[k]);
        const char *dg = bt_compile_fails(&c, src);
        cr_expect(strstr(dg, "§5.4.5.1") || strstr(dg, "const"), "%s: %s", bad[k], dg);
        bt_fini(&c);
    }
}

/* §5.4.5.2: the built-in atomics, each form. */
Test(atomics, nv_builtins)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "__device__ int gi = 10; __device__ unsigned long long gu = 1; __device__ float gf = 1.0f;\n"
        "__device__ double gd = 2.0; __device__ short gs = 3; __device__ char gc = 4;\n"
        "struct __attribute__((aligned(16))) q { long long a, b; };\n"
        "__device__ struct q gq = {1, 2}; __device__ long long g128[2] = {3, 4}, g128b[2] = {5, 6};\n"
        "__global__ void k(long long *o) {\n"
        "  o[0] = __nv_atomic_fetch_add(&gi, 5, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);\n"
        "  __nv_atomic_sub(&gi, 1, __NV_ATOMIC_RELEASE);\n"
        "  o[1] = __nv_atomic_load_n(&gi, __NV_ATOMIC_ACQUIRE);\n"
        "  o[2] = (long long)(__nv_atomic_fetch_sub(&gf, 0.25f, __NV_ATOMIC_SEQ_CST) * 100);\n"
        "  o[3] = (long long)(gf * 100);\n"
        "  o[4] = (long long)(__nv_atomic_fetch_add(&gd, 0.5, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK) * 10);\n"
        "  o[5] = (long long)__nv_atomic_fetch_or(&gu, 6ull, __NV_ATOMIC_ACQ_REL); o[6] = (long long)gu;\n"
        "  o[7] = __nv_atomic_fetch_max(&gi, 100, __NV_ATOMIC_RELAXED); o[8] = __nv_atomic_fetch_min(&gi, -3, __NV_ATOMIC_RELAXED);\n"
        "  o[9] = __nv_atomic_exchange_n(&gi, 42, __NV_ATOMIC_SEQ_CST);\n"
        "  int v = 43, r = 0; __nv_atomic_exchange(&gi, &v, &r, __NV_ATOMIC_SEQ_CST); o[10] = r;\n"
        "  int e = 0; o[11] = __nv_atomic_compare_exchange_n(&gi, &e, 50, false, __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_RELAXED); o[12] = e;\n"
        "  int d = 51; o[13] = __nv_atomic_compare_exchange(&gi, &e, &d, true, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_ACQUIRE); o[14] = gi;\n"
        "  short sv = 8; __nv_atomic_store(&gs, &sv, __NV_ATOMIC_RELEASE); __nv_atomic_store_n(&gc, (char)9, __NV_ATOMIC_RELAXED);\n"
        "  o[15] = __nv_atomic_load_n(&gs, __NV_ATOMIC_RELAXED); char cv; __nv_atomic_load(&gc, &cv, __NV_ATOMIC_SEQ_CST); o[16] = cv;\n"
        "  short se = 8; o[17] = __nv_atomic_compare_exchange_n(&gs, &se, (short)-1, false, __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_SEQ_CST); o[18] = gs;\n"
        "  struct q nq = {7, 8}, oq; __nv_atomic_exchange(&gq, &nq, &oq, __NV_ATOMIC_SEQ_CST); o[19] = oq.b; o[20] = gq.a;\n"
        "  struct q eq = {7, 8}, dq = {9, 10}; o[21] = __nv_atomic_compare_exchange(&gq, &eq, &dq, false, __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_SEQ_CST);\n"
        "  struct q lq; __nv_atomic_load(&gq, &lq, __NV_ATOMIC_ACQUIRE); o[22] = lq.b;\n"
        "  struct q sq = {11, 12}; __nv_atomic_store(&gq, &sq, __NV_ATOMIC_RELEASE); o[23] = gq.b;\n"
        "  struct q fq = {0, 0}; o[24] = __nv_atomic_compare_exchange(&gq, &fq, &dq, false, __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_SEQ_CST); o[25] = fq.a;\n"
        "  __int128 nv; memcpy(&nv, g128b, 16); __int128 w = __nv_atomic_exchange_n((__int128 *)g128, nv, __NV_ATOMIC_SEQ_CST);\n"
        "  memcpy(&o[26], &w, 16); memcpy(&o[28], g128, 16);\n"
        "  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_CLUSTER);\n"
        "}\n";
    long long o[30];
    bt_run(&c, src, "k", 1, 1, o, sizeof o);
    long long want[30] = {10, 14, 100, 75, 20, 1, 7, 14, 100, -3, 42, 0, 43, 1, 51, 8, 9, 1, -1,
                          2, 7, 1, 10, 12, 0, 11, 3, 4, 5, 6};
    for (int k = 0; k < 30; k++)
        cr_expect_eq(o[k], want[k], "o[%d] = %lld, expected %lld", k, o[k], want[k]);
    bt_fini(&c);
}

/* §5.4.5.2: order and scope must be integer constants; load cannot be release or acq_rel,
 * store cannot be consume, acquire or acq_rel; no local memory; device code only; the
 * functions' addresses cannot be taken; and the types each one takes. */
typedef struct {
    const char *code;
    const char *message;
} diag_row;

static diag_row nv_diags[] = {
    {"int o = 0; __nv_atomic_fetch_add(&g, 1, o);", "must be an integer constant"},
    {"__nv_atomic_fetch_add(&g, 1, __NV_ATOMIC_RELAXED, sc);", "must be an integer constant"},
    {"__nv_atomic_load_n(&g, __NV_ATOMIC_RELEASE);", "__NV_ATOMIC_RELEASE (CUDA C++ Programming Guide §5.4.5.2.10 (__nv_atomic_load(), __nv_atomic_load_n()))"},
    {"__nv_atomic_load_n(&g, __NV_ATOMIC_ACQ_REL);", "§5.4.5.2.10"},
    {"__nv_atomic_store_n(&g, 1, __NV_ATOMIC_ACQUIRE);", "__NV_ATOMIC_ACQUIRE (CUDA C++ Programming Guide §5.4.5.2.11 (__nv_atomic_store(), __nv_atomic_store_n()))"},
    {"__nv_atomic_store_n(&g, 1, __NV_ATOMIC_CONSUME);", "§5.4.5.2.11"},
    {"__nv_atomic_store_n(&g, 1, __NV_ATOMIC_ACQ_REL);", "§5.4.5.2.11"},
    {"__nv_atomic_fetch_add(&g, 1, 6);", "invalid memory order"},
    {"__nv_atomic_fetch_add(&g, 1, 0, 5);", "invalid thread scope"},
    {"__nv_atomic_fetch_add(&ll, 1ll, 0);", "signed integer of 8 bytes"},
    {"__nv_atomic_load_n(&f, 0);", "integer types only"},
    {"__nv_atomic_exchange(&c, &c, &c, 0);", "4, 8 or 16 bytes"},
    {"__nv_atomic_compare_exchange(&c, &c, &c, false, 0, 0);", "2, 4, 8 or 16 bytes"},
    {"__nv_atomic_fetch_or(&s, (short)1, 0);", "4 or 8 bytes"},
    {"int l = 0; __nv_atomic_fetch_add(&l, 1, __NV_ATOMIC_RELAXED);", "local memory"},
    {"int a[4]; __nv_atomic_load_n(a, __NV_ATOMIC_RELAXED);", "local memory"},
    {"__nv_atomic_fetch_and(&f, 1.0f, __NV_ATOMIC_RELAXED);", "cannot take a floating-point type"},
    {"__nv_atomic_fetch_min(&f, 1.0f, __NV_ATOMIC_RELAXED);", "not supported on floating-point types"},
    {"void *p = (void *)__nv_atomic_load_n;", "must be called"},
    {"__nv_atomic_fetch_add(&g, 1);", "too few arguments"},
};

ParameterizedTestParameters(atomics, nv_builtin_rules)
{
    return BT_ROWS(nv_diags);
}

ParameterizedTest(int *i, atomics, nv_builtin_rules)
{
    const diag_row *r = &nv_diags[*i];
    bt_ctx c;
    bt_init(&c);
    char src[512];
    snprintf(src, sizeof src, "__device__ int g; __device__ float f; __device__ long long ll;\n"
             "__device__ char c; __device__ short s;\n"
             "__device__ void fn(int sc) { %s }\n", r->code);
    const char *d = bt_compile_fails(&c, src);
    cr_expect(strstr(d, r->message), "%s\nexpected \"%s\" in:\n%s", r->code, r->message, d);
    bt_fini(&c);
}

/* §5.4.5.2: "they can only be used in device functions". */
Test(atomics, nv_builtin_host_function)
{
    bt_ctx c;
    bt_init(&c);
    bt_compile(&c, "__device__ unsigned g;\n__device__ void ok(void) { unsigned v; "
               "__nv_atomic_load(&g, &v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_SYSTEM); }\n");
    bt_fini(&c);
    bt_init(&c);
    const char *d = bt_compile_fails(&c, "__device__ unsigned g;\n__host__ __device__ int h(void);\n"
                                     "__global__ void k(void) { }\n"
                                     "__device__ int x = __nv_atomic_load_n(&g, __NV_ATOMIC_RELAXED);\n");
    cr_expect(strstr(d, "device code"), "%s", d);
    bt_fini(&c);
}

/* cuda::atomic_ref<T, Scope>, cuda::std::atomic_ref<T> (<cuda/atomic>). */
Test(atomics, atomic_ref)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "#include <cuda/atomic>\n"
        "__device__ int gi; __device__ float gf; __device__ unsigned long long gu;\n"
        "__global__ void k(long long *o) {\n"
        "  cuda::atomic_ref<int, cuda::thread_scope_device> r(gi);\n"
        "  r.fetch_add(2, cuda::memory_order_relaxed);\n"
        "  cuda::atomic_ref<float, cuda::thread_scope_block> rf{gf};\n"
        "  rf.fetch_add(0.5f);\n"
        "  cuda::std::atomic_ref<unsigned long long> ru(gu);\n"
        "  ru.fetch_or(1ull << threadIdx.x);\n"
        "  cuda::atomic_ref<int>(gi).fetch_sub(1, cuda::memory_order_acq_rel);\n"
        "  __syncthreads();\n"
        "  if (threadIdx.x == 0) {\n"
        "    o[0] = r.load(); o[1] = (long long)(rf.load(cuda::memory_order_acquire) * 10);\n"
        "    o[2] = (long long)ru.load();\n"
        "    o[3] = r.exchange(7); r.store(8, cuda::memory_order_release); o[4] = gi;\n"
        "    int e = 1; o[5] = r.compare_exchange_strong(e, 9); o[6] = e;\n"
        "    o[7] = r.compare_exchange_weak(e, 10, cuda::memory_order_acq_rel, cuda::memory_order_acquire); o[8] = gi;\n"
        "    o[9] = r.fetch_max(20); o[10] = r.fetch_min(5); o[11] = r.fetch_xor(3); o[12] = r.fetch_and(4);\n"
        "    o[13] = gi;\n"
        "    cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_device);\n"
        "    cuda::std::atomic_thread_fence(cuda::std::memory_order_seq_cst);\n"
        "  }\n"
        "}\n";
    long long o[14];
    bt_run(&c, src, "k", 1, 32, o, sizeof o);
    long long want[14] = {32, 160, -1ll & 0xffffffffll, 32, 8, 0, 8, 1, 10, 10, 20, 5, 6, 4};
    for (int k = 0; k < 14; k++)
        cr_expect_eq(o[k], want[k], "o[%d] = %lld, expected %lld", k, o[k], want[k]);
    bt_fini(&c);
}

Test(atomics, atomic_ref_errors)
{
    static const char *const bad[][2] = {
        {"cuda::atomic_ref<int, 3> r(g);", "cuda::thread_scope"},
        {"cuda::atomic_ref<int> r(g); r.fetch_and(1, o);", "constant"},
        {"cuda::atomic_ref<float> r(f); r.fetch_and(1.0f);", "integer"},
        {"cuda::atomic_ref<int> r(g); r.wait(1);", "no member named 'wait'"},
        {"cuda::atomic_ref<int> r(g); r.load(cuda::memory_order_release);", "memory order"},
        {"cuda::atomic_ref<int> r(3);", "lvalue"},
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        bt_ctx c;
        bt_init(&c);
        char src[512];
        snprintf(src, sizeof src, "__device__ int g; __device__ float f;\n"
                 "__device__ void fn(int o) { %s }\n", bad[k][0]);
        const char *d = bt_compile_fails(&c, src);
        cr_expect(strstr(d, bad[k][1]), "%s\nexpected \"%s\" in:\n%s", bad[k][0], bad[k][1], d);
        bt_fini(&c);
    }
}

/* Each atomic and fence carries its order and scope in the instruction (vm.h VM_MF), so the
 * weak memory model can run the same bytecode: the legacy atomics are relaxed at the scope of
 * their suffix (§5.4.5.1), the built-ins have the order and scope they were given (consume is
 * acquire, thread scope is block scope, cluster is carried as device), cuda::atomic_ref's
 * default order is seq_cst, __threadfence* are seq_cst fences (§5.4.4.3). */
static char mf(int order, int scope_bits, char *buf)
{
    snprintf(buf, 16, "f%d", VM_MF(VM_SP_GENERIC, order, scope_bits));
    return 0;
}

Test(atomics, order_and_scope_in_the_bytecode)
{
    static const struct { const char *code; const char *op; int order, scope; } rows[] = {
        {"atomicAdd(&g, 1)", "ATOM", DM_ORDER_RELAXED, 2},
        {"atomicAdd_block(&g, 1)", "ATOM", DM_ORDER_RELAXED, 1},
        {"atomicAdd_system(&g, 1)", "ATOM", DM_ORDER_RELAXED, 3},
        {"__nv_atomic_fetch_add(&g, 1, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_BLOCK)", "ATOM", DM_ORDER_ACQUIRE, 1},
        {"__nv_atomic_fetch_add(&g, 1, __NV_ATOMIC_CONSUME, __NV_THREAD_SCOPE_THREAD)", "ATOM", DM_ORDER_ACQUIRE, 1},
        {"__nv_atomic_load_n(&g, __NV_ATOMIC_SEQ_CST)", "ATOM", DM_ORDER_SC, 3},
        {"__nv_atomic_store_n(&g, 1, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE)", "ATOM", DM_ORDER_RELEASE, 2},
        {"__nv_atomic_fetch_or(&g, 1, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_CLUSTER)", "ATOM", DM_ORDER_ACQ_REL, 2},
        {"__nv_atomic_thread_fence(__NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK)", "FENCE", DM_ORDER_RELEASE, 1},
        {"cuda::atomic_ref<int, cuda::thread_scope_block>(g).fetch_add(1)", "ATOM", DM_ORDER_SC, 1},
        {"cuda::atomic_ref<int>(g).load(cuda::memory_order_relaxed)", "ATOM", DM_ORDER_RELAXED, 3},
        {"cuda::atomic_thread_fence(cuda::memory_order_acquire, cuda::thread_scope_block)", "FENCE", DM_ORDER_ACQUIRE, 1},
        {"__threadfence_block()", "FENCE", DM_ORDER_SC, 1},
        {"__threadfence()", "FENCE", DM_ORDER_SC, 2},
        {"__threadfence_system()", "FENCE", DM_ORDER_SC, 3},
    };
    for (size_t k = 0; k < sizeof rows / sizeof rows[0]; k++) {
        bt_ctx c;
        bt_init(&c);
        char src[512], want[16], line[64];
        snprintf(src, sizeof src, "#include <cuda/atomic>\n__device__ int g;\n"
                 "__global__ void k(void) { %s; }\n", rows[k].code);
        const char *dis = bt_disasm(&c, src);
        mf(rows[k].order, rows[k].scope, want);
        const char *at = strstr(dis, rows[k].op);
        cr_assert_not_null(at, "%s: no %s in\n%s", rows[k].code, rows[k].op, dis);
        const char *eol = strchr(at, '\n');
        snprintf(line, sizeof line, "%.*s", eol ? (int)(eol - at) : 60, at);
        char pat[20];
        snprintf(pat, sizeof pat, " %s", want);
        cr_expect(strstr(line, pat) != NULL, "%s: '%s' lacks %s", rows[k].code, line, want);
        bt_fini(&c);
    }
}

/* Seed 000 §5.4.4.3: the last block to finish sums the partial sums, found with a fence and
 * atomicInc on a counter. */
Test(atomics, seed_last_block_sum)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "#include <cuda/atomic>\n"
        "__device__ unsigned int count = 0;\n"
        "__device__ float calculatePartialSum(const float *array, int N) {\n"
        "  __shared__ float part[64]; int t = threadIdx.x; int i = blockIdx.x * blockDim.x + t;\n"
        "  part[t] = i < N ? array[i] : 0; __syncthreads();\n"
        "  for (int s = blockDim.x / 2; s > 0; s /= 2) { if (t < s) part[t] += part[t + s]; __syncthreads(); }\n"
        "  return part[0];\n"
        "}\n"
        "__device__ float calculateTotalSum(volatile float *result) {\n"
        "  float s = 0; for (unsigned i = 0; i < gridDim.x; i++) s += result[i]; return s;\n"
        "}\n"
        "__global__ void sum(const float *array, int N, volatile float *result) {\n"
        "  __shared__ bool isLastBlockDone;\n"
        "  float partialSum = calculatePartialSum(array, N);\n"
        "  if (threadIdx.x == 0) {\n"
        "    result[blockIdx.x] = partialSum;\n"
        "    cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_device);\n"
        "    unsigned int count_old = atomicInc(&count, gridDim.x);\n"
        "    isLastBlockDone = (count_old == (gridDim.x - 1));\n"
        "  }\n"
        "  __syncthreads();\n"
        "  if (isLastBlockDone) {\n"
        "    float totalSum = calculateTotalSum(result);\n"
        "    if (threadIdx.x == 0) { result[0] = totalSum; count = 0; }\n"
        "  }\n"
        "}\n";
    bt_compile(&c, src);
    float in[512], out[8];
    for (int i = 0; i < 512; i++)
        in[i] = (float)(i % 7);
    uint64_t da, dr;
    cr_assert_eq(cr_device_alloc(c.s, &da, sizeof in), CR_OK);
    cr_assert_eq(cr_device_alloc(c.s, &dr, sizeof out), CR_OK);
    cr_assert_eq(cr_memcpy_htod(c.s, da, in, sizeof in), CR_OK);
    int n = 512;
    void *args[] = {&da, &n, &dr};
    cr_dim3 g = {8, 1, 1}, b = {64, 1, 1};
    cr_assert_eq(cr_launch(c.s, "sum", g, b, 0, args), 0, "%s", bt_str(c.faults));
    cr_assert_eq(cr_memcpy_dtoh(c.s, out, dr, sizeof out), CR_OK);
    float want = 0;
    for (int i = 0; i < 512; i++)
        want += in[i];
    cr_expect_eq(out[0], want);
    uint64_t dc;
    size_t sz;
    cr_assert_eq(cr_symbol(c.s, "count", &dc, &sz), CR_OK);
    unsigned cnt = 1;
    cr_assert_eq(cr_memcpy_dtoh(c.s, &cnt, dc, 4), CR_OK);
    cr_expect_eq(cnt, 0);
    bt_fini(&c);
}

/* Seed 000 §5.4.8.5: a mutex with exponential back-off (atomicCAS, __nanosleep, atomicExch)
 * guarding a non-atomic counter, one thread per block. */
Test(atomics, seed_mutex_with_nanosleep)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "__device__ unsigned mutex; __device__ int counter;\n"
        "__device__ void mutex_lock(unsigned *mutex) {\n"
        "  unsigned ns = 8;\n"
        "  while (atomicCAS(mutex, 0, 1) == 1) { __nanosleep(ns); if (ns < 256) ns *= 2; }\n"
        "}\n"
        "__device__ void mutex_unlock(unsigned *mutex) { atomicExch(mutex, 0); }\n"
        "__global__ void k(int *o) {\n"
        "  mutex_lock(&mutex); int v = counter; __threadfence(); counter = v + 1; __threadfence();\n"
        "  mutex_unlock(&mutex);\n"
        "}\n"
        "__global__ void get(int *o) { o[0] = counter; }\n";
    bt_compile(&c, src);
    cr_assert_eq(bt_launch(&c, "k", 64, 1, NULL, 4, NULL), 0, "%s", bt_str(c.faults));
    int got = 0;
    cr_assert_eq(bt_launch(&c, "get", 1, 1, &got, 4, NULL), 0);
    cr_expect_eq(got, 64);
    bt_fini(&c);
}
