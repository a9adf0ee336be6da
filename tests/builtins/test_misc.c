/* The rest of the built-ins: vector types (seed 000 §5.4.2.3), address spaces (§5.4.8.1-2),
 * cache-hint loads and stores (§5.4.8.3), __trap/__brkpt/__nanosleep (§5.4.8.4-5, §5.4.10.2),
 * compiler hints (§5.4.9), clock/clock64, device printf's FIFO, the device heap, memcpy,
 * memset and alloca (seed 002 §5.3.7). Where an H200 was asked, the test says which output. */
#include "bt.h"

/* Table 43: sizes and alignments of every vector type (Linux LP64). */
static const struct { const char *name; int size, align; } vec_rows[] = {
    {"char1", 1, 1}, {"uchar2", 2, 2}, {"char3", 3, 1}, {"uchar4", 4, 4}, {"short1", 2, 2},
    {"ushort2", 4, 4}, {"short3", 6, 2}, {"ushort4", 8, 8}, {"int1", 4, 4}, {"uint2", 8, 8},
    {"int3", 12, 4}, {"uint4", 16, 16}, {"long1", 8, 8}, {"ulong2", 16, 16}, {"long3", 24, 8},
    {"long4", 32, 16}, {"long4_16a", 32, 16}, {"ulong4_32a", 32, 32}, {"longlong1", 8, 8},
    {"ulonglong2", 16, 16}, {"longlong3", 24, 8}, {"longlong4", 32, 16}, {"longlong4_16a", 32, 16},
    {"ulonglong4_32a", 32, 32}, {"float1", 4, 4}, {"float2", 8, 8}, {"float3", 12, 4},
    {"float4", 16, 16}, {"double1", 8, 8}, {"double2", 16, 16}, {"double3", 24, 8},
    {"double4", 32, 16}, {"double4_16a", 32, 16}, {"double4_32a", 32, 32}, {"dim3", 12, 4},
};

ParameterizedTestParameters(misc, vector_sizes_table_43)
{
    return BT_ROWS(vec_rows);
}

ParameterizedTest(int *i, misc, vector_sizes_table_43)
{
    bt_ctx c;
    bt_init(&c);
    char src[256];
    snprintf(src, sizeof src, "__global__ void k(int *o) { o[0] = sizeof(%s); o[1] = alignof(%s); }\n",
             vec_rows[*i].name, vec_rows[*i].name);
    int o[2];
    bt_run(&c, src, "k", 1, 1, o, sizeof o);
    cr_expect_eq(o[0], vec_rows[*i].size, "sizeof(%s) = %d", vec_rows[*i].name, o[0]);
    cr_expect_eq(o[1], vec_rows[*i].align, "alignof(%s) = %d", vec_rows[*i].name, o[1]);
    bt_fini(&c);
}

/* Every make_ function: the components in x, y, z, w order, converted to the element type. */
Test(misc, make_functions)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "__global__ void k(long long *o) {\n"
        "  char4 a = make_char4(-1, 2, 300, 4); o[0] = a.x; o[1] = a.z; o[2] = a.w;\n"
        "  ushort3 b = make_ushort3(1, 70000, 3); o[3] = b.y;\n"
        "  long4_32a l = make_long4_32a(5, 6, 7, -8); o[4] = l.w;\n"
        "  double2 d = make_double2(0.5, 2.0); o[5] = (long long)(d.x * d.y * 10);\n"
        "  float3 f = make_float3(1, 2.5, 3); o[6] = (long long)(f.y * 2);\n"
        "  ulonglong1 u = make_ulonglong1(~0ull); o[7] = (long long)u.x;\n"
        "  int2 i2 = make_int2(3.9, -3.9); o[8] = i2.x; o[9] = i2.y;\n"
        "}\n";
    long long o[10];
    bt_run(&c, src, "k", 1, 1, o, sizeof o);
    long long want[10] = {-1, 44, 4, 4464, -8, 10, 5, -1, 3, -3};
    for (int k = 0; k < 10; k++)
        cr_expect_eq(o[k], want[k], "o[%d] = %lld, expected %lld", k, o[k], want[k]);
    const char *d = bt_compile_fails(&c, "__global__ void k(int *o) { int2 v = make_int2(1); }\n");
    cr_expect(strstr(d, "too few arguments to 'make_int2'"), "%s", d);
    bt_fini(&c);
}

/* §5.4.8.1-2 (H200: builtins-spaces.out): the predicates for each space, the round trips, and
 * the 32-bit shared address of the seed's example. */
Test(misc, address_spaces)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "#include <stdint.h>\n"
        "__constant__ int cst[2]; __device__ int glob[2];\n"
        "__global__ void k(int *o) {\n"
        "  __shared__ int smem_var; int loc[2]; volatile int *vl = loc; vl[0] = 1;\n"
        "  const void *ps[4] = {glob, &smem_var, (const void *)loc, cst};\n"
        "  for (int i = 0; i < 4; i++) o[i] = __isGlobal(ps[i]) | __isShared(ps[i]) << 1 |\n"
        "      __isConstant(ps[i]) << 2 | __isLocal(ps[i]) << 3 | __isGridConstant(ps[i]) << 4;\n"
        "  smem_var = 42;\n"
        "  uint32_t smem_ptr_32bit = static_cast<uint32_t>(__cvta_generic_to_shared(&smem_var));\n"
        "  size_t smem_ptr_64bit = static_cast<size_t>(smem_ptr_32bit);\n"
        "  void *generic_ptr = __cvta_shared_to_generic(smem_ptr_64bit);\n"
        "  o[4] = generic_ptr == &smem_var; o[5] = *(int *)generic_ptr;\n"
        "  o[6] = __cvta_generic_to_shared(&smem_var) < 0x100000000ull;\n"
        "}\n";
    int o[7];
    bt_run(&c, src, "k", 1, 1, o, sizeof o);
    int want[7] = {1, 2, 8, 4, 1, 42, 1};
    for (int k = 0; k < 7; k++)
        cr_expect_eq(o[k], want[k], "o[%d] = %d, expected %d", k, o[k], want[k]);
    bt_fini(&c);
}

/* §5.4.8.3: the loads read, the stores write, vector types whole; x3 vector types are refused. */
Test(misc, cache_hint_loads_and_stores)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "__device__ int4 g4 = {1, 2, 3, 4}; __device__ double gd = 2.5;\n"
        "__global__ void k(int *o) {\n"
        "  int4 v = __ldg(&g4); o[0] = v.w; o[1] = (int)(__ldcs(&gd) * 2);\n"
        "  __stcg(&o[2], 7); __stwt(&o[3], __ldlu(&o[2]) + 1); __stcs(&g4, make_int4(9, 9, 9, 9));\n"
        "  o[4] = __ldcv(&g4.z); __stwb(&gd, 1.0); o[5] = (int)__ldca(&gd);\n"
        "}\n";
    int o[6];
    bt_run(&c, src, "k", 1, 1, o, sizeof o);
    int want[6] = {4, 5, 7, 8, 9, 1};
    for (int k = 0; k < 6; k++)
        cr_expect_eq(o[k], want[k], "o[%d] = %d, expected %d", k, o[k], want[k]);
    const char *d = bt_compile_fails(&c, "__global__ void k(float3 *p) { float3 v = __ldg(p); }\n");
    cr_expect(strstr(d, "three-component"), "%s", d);
    bt_fini(&c);
}

/* §5.4.8.4: __trap stops the kernel, cudaErrorLaunchFailure; §5.4.10.2: __brkpt stops it and
 * says where (an H200 without a debugger: cudaErrorLaunchFailure, builtins-faults@1.out). */
Test(misc, trap_and_brkpt)
{
    static const char *const calls[] = {"__trap()", "__brkpt()"};
    for (int i = 0; i < 2; i++) {
        bt_ctx c;
        bt_init(&c);
        char src[256];
        snprintf(src, sizeof src, "__global__ void k(int *o) {\n  if (threadIdx.x == 3) %s;\n}\n", calls[i]);
        bt_compile(&c, src);
        int err = bt_launch(&c, "k", 1, 32, NULL, 4, NULL);
        cr_expect_eq(err, 719, "%s: error %d", calls[i], err);
        cr_expect(strstr(bt_str(c.faults), "thread (3,0,0) of block (0,0,0) at t.cu:2"), "%s", bt_str(c.faults));
        bt_fini(&c);
    }
}

/* §5.4.9: __builtin_expect returns its value; __builtin_constant_p does not evaluate; a false
 * __builtin_assume / __builtin_assume_aligned is reported; __builtin_unreachable too. */
Test(misc, hints)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "__global__ void k(int *o) {\n"
        "  int v = o[5]; o[0] = __builtin_expect(v + 3, 0); o[1] = __builtin_constant_p(4 * 5);\n"
        "  o[2] = __builtin_constant_p(v); o[3] = __builtin_constant_p(o[9]++); o[4] = o[9];\n"
        "  __builtin_assume(v == 0); int *p = (int *)__builtin_assume_aligned(o, 16); o[6] = p == o;\n"
        "}\n";
    int o[10];
    bt_run(&c, src, "k", 1, 1, o, sizeof o);
    int want[7] = {3, 1, 0, 0, 0, 0, 1};
    for (int k = 0; k < 7; k++)
        cr_expect_eq(o[k], want[k], "o[%d] = %d, expected %d", k, o[k], want[k]);
    bt_fini(&c);
    static const char *const bad[][2] = {
        {"__builtin_assume(threadIdx.x < 16);", "assumption of __builtin_assume at t.cu:2 is false"},
        {"__builtin_assume_aligned((char *)o + 4, 16);", "__builtin_assume_aligned at t.cu:2"},
        {"if (threadIdx.x == 20) __builtin_unreachable();", "reached __builtin_unreachable() at t.cu:2"},
    };
    for (int i = 0; i < 3; i++) {
        bt_init(&c);
        char s2[256];
        snprintf(s2, sizeof s2, "__global__ void k(int *o) {\n  %s\n}\n", bad[i][0]);
        bt_compile(&c, s2);
        int err = bt_launch(&c, "k", 1, 32, NULL, 64, NULL);
        cr_expect_neq(err, 0);
        cr_expect(strstr(bt_str(c.faults), bad[i][1]), "%s: %s", bad[i][0], bt_str(c.faults));
        bt_fini(&c);
    }
    bt_init(&c);
    const char *d = bt_compile_fails(&c, "__global__ void k(int *o, int a) { __builtin_assume_aligned(o, a); }\n");
    cr_expect(strstr(d, "constant power of two"), "%s", d);
    bt_fini(&c);
}

/* Seed 002 §5.3.7.1: clock() and clock64() count cycles, monotonically, advancing with work;
 * __nanosleep lets time pass (§5.4.8.5). */
Test(misc, clocks)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "#include <time.h>\n"
        "__global__ void k(long long *o) {\n"
        "  long long t0 = clock64(); clock_t c0 = clock();\n"
        "  int s = 0; for (int i = 0; i < 100; i++) s += i * o[10];\n"
        "  long long t1 = clock64(); __nanosleep(1000); long long t2 = clock64(); clock_t c1 = clock();\n"
        "  o[0] = t1 > t0; o[1] = t2 >= t1; o[2] = c1 > c0; o[3] = s; o[4] = sizeof(clock_t);\n"
        "  o[5] = __globaltimer() > 0;\n"
        "}\n";
    long long o[11];
    bt_run(&c, src, "k", 1, 1, o, sizeof o);
    long long want[6] = {1, 1, 1, 0, 8, 1};
    for (int k = 0; k < 6; k++)
        cr_expect_eq(o[k], want[k], "o[%d] = %lld, expected %lld", k, o[k], want[k]);
    bt_fini(&c);
}

/* Seed 002 §5.3.7.4-5 (H200: builtins-heap.out): 16-byte alignment, malloc(0) is a block, NULL
 * when the heap is exhausted, free(NULL) is nothing, cuda::std::calloc zeroes and refuses an
 * overflowing product, __nv_aligned_device_malloc aligns and refuses a non-power-of-two;
 * alloca is 16-byte aligned in local memory. */
Test(misc, device_heap)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "#include <cuda/std/cstdlib>\n"
        "__global__ void k(long long *o) {\n"
        "  char *p = (char *)malloc(100); o[0] = (unsigned long long)p % 16; memset(p, 7, 100);\n"
        "  char *q = (char *)malloc(3); memcpy(q, p + 97, 3); o[1] = q[2]; o[2] = (unsigned long long)q % 16;\n"
        "  free(p); free(q); free(0);\n"
        "  o[3] = malloc(0) != 0; o[4] = malloc(9 << 20) == 0;\n"
        "  int *z = (int *)cuda::std::calloc(8, 4); o[5] = z[0] == 0 && z[7] == 0;\n"
        "  o[6] = cuda::std::calloc(1ull << 40, 1ull << 40) == 0;\n"
        "  void *a = __nv_aligned_device_malloc(10, 8192); o[7] = (unsigned long long)a % 8192;\n"
        "  o[8] = __nv_aligned_device_malloc(10, 24) == 0;\n"
        "  void *b = cuda::std::aligned_alloc(10, 256); o[9] = (unsigned long long)b % 256; free(a); free(b);\n"
        "  int n = 0; void *blocks[16]; for (int i = 0; i < 16; i++) if ((blocks[i] = malloc(1 << 20))) n++;\n"
        "  o[10] = n; for (int i = 0; i < 16; i++) free(blocks[i]);\n"
        "  void *s = alloca(24); o[11] = (unsigned long long)s % 16; o[12] = __isLocal(s);\n"
        "}\n";
    long long o[13];
    bt_run(&c, src, "k", 1, 1, o, sizeof o);
    long long want[13] = {0, 7, 0, 1, 1, 1, 1, 0, 1, 0, 7, 0, 1};
    for (int k = 0; k < 13; k++)
        cr_expect_eq(o[k], want[k], "o[%d] = %lld, expected %lld", k, o[k], want[k]);
    /* plain calloc is not a device function (nvcc: "calling a __host__ function") */
    const char *d = bt_compile_fails(&c, "__global__ void k(int *o) { calloc(1, 1); }\n");
    cr_expect(strstr(d, "undeclared identifier 'calloc'"), "%s", d);
    bt_fini(&c);
}

/* A double free is reported (seed 002 §5.3.7.4: "undefined behaviour"). */
Test(misc, double_free)
{
    bt_ctx c;
    bt_init(&c);
    bt_compile(&c, "__global__ void k(int *o) { void *p = malloc(8); free(p); free(p); }\n");
    cr_expect_neq(bt_launch(&c, "k", 1, 1, NULL, 4, NULL), 0);
    cr_expect(strstr(bt_str(c.faults), "already freed"), "%s", bt_str(c.faults));
    bt_fini(&c);
}

/* Seed 002 §5.3.7.2: the FIFO holds cudaLimitPrintfFifoSize bytes (8650752 by default, as on an
 * H200: runtime/limits-rounding); when a kernel prints more, the oldest records are
 * overwritten, so the newest output survives. */
Test(misc, printf_fifo_overwrites_the_oldest)
{
    bt_ctx c;
    bt_init(&c);
    bt_compile(&c, "__global__ void k(int *o) { for (int i = 0; i < 400000; i++) printf(\"line %d\\n\", i); }\n");
    cr_assert_eq(bt_launch(&c, "k", 1, 1, NULL, 4, NULL), 0);
    const char *out = bt_str(c.out);
    cr_expect(strstr(out, "line 399999\n") != NULL, "the newest line is kept");
    cr_expect(strstr(out, "line 0\n") == NULL, "the oldest line was overwritten");
    bt_fini(&c);
}

/* Seed 002 §5.3.7.2: printf returns the number of arguments it parsed; -1 for a NULL format. */
Test(misc, printf_return_value)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "__global__ void k(int *o) { o[0] = printf(\"%d %f %s\\n\", 1, 2.0f, \"x\"); o[1] = printf(\"none\\n\");\n"
        "  o[2] = printf((const char *)0); }\n";
    int o[3];
    bt_run(&c, src, "k", 1, 1, o, sizeof o);
    cr_expect_eq(o[0], 3);
    cr_expect_eq(o[1], 0);
    cr_expect_eq(o[2], -1);
    cr_expect(strstr(bt_str(c.out), "1 2.000000 x\nnone\n"), "%s", bt_str(c.out));
    bt_fini(&c);
}
