/* test_inline.c — which calls the code generator compiles as a copy of the callee's body
 * (interp/front/cg.c, "Inlining"; docs/design.md), pinned as bytecode shapes: a small
 * __device__ function leaves no CALL in its caller and its instructions keep its own source
 * lines; __noinline__, recursion and calls through a pointer stay calls; __forceinline__ lifts
 * the size limit; an aggregate argument is copied unless neither side can change it. And that
 * the copies compute what the calls did: C++'s by-value parameters ([expr.call]: a parameter is
 * initialised from its argument, a copy), checked against the same functions compiled by the
 * host compiler, and a fault in an inlined function named at the inlined function's line.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cudarepl.h"

typedef struct {
    char out[65536];
    size_t n;
    char faults[4096];
    size_t nf;
} captured;

static void on_event(void *ctx, const cr_event *ev)
{
    captured *c = ctx;
    if (ev->kind == CR_EV_STDOUT && c->n + ev->len < sizeof c->out) {
        memcpy(c->out + c->n, ev->text, ev->len);
        c->n += ev->len;
        c->out[c->n] = 0;
    } else if (ev->kind == CR_EV_FAULT && c->nf + ev->len < sizeof c->faults) {
        memcpy(c->faults + c->nf, ev->text, ev->len);
        c->nf += ev->len;
        c->faults[c->nf] = 0;
    }
}

/* The disassembly of SRC's kernel k (the text from its header to the next function's). */
static char *kernel_code(const char *src)
{
    static captured c;
    memset(&c, 0, sizeof c);
    char path[] = "/tmp/cr-inline-XXXXXX.cu";
    int fd = mkstemps(path, 3);
    cr_assert(fd >= 0);
    cr_assert_eq(write(fd, src, strlen(src)), (ssize_t)strlen(src));
    close(fd);
    cr_session *s = cr_session_new(NULL, on_event, &c);
    cr_assert_eq(cr_disasm_file(s, path), CR_OK);
    cr_session_free(s);
    unlink(path);
    char *k = strstr(c.out, "kernel void k(");
    cr_assert(k, "%s", c.out);
    char *end = strstr(k + 1, "\nfunction ");
    char *end2 = strstr(k + 1, "\nkernel ");
    if (!end || (end2 && end2 < end))
        end = end2;
    size_t n = end ? (size_t)(end - k) : strlen(k);
    char *r = malloc(n + 1);
    memcpy(r, k, n);
    r[n] = 0;
    return r;
}

/* Does CODE have an instruction OP compiled from source line LINE (0: any line)? */
static bool has(const char *code, const char *op, int line)
{
    char at[16];
    snprintf(at, sizeof at, "@%d\n", line);
    for (const char *p = code; (p = strstr(p, op)) != NULL; p++) {
        if (p[-1] != ' ' || (p[strlen(op)] != ' ' && p[strlen(op)] != '\n'))
            continue;
        const char *eol = strchr(p, '\n');
        const char *a = strstr(p, at);
        if (!line || (eol && a && a + strlen(at) - 1 == eol))
            return true;
    }
    return false;
}

Test(inline, small_function_is_copied_with_its_lines)
{
    char *k = kernel_code("__device__ int sq(int x) { return x * x; }\n"
                          "__global__ void k(int *o) { o[threadIdx.x] = sq(threadIdx.x) + 1; }\n");
    cr_expect(!has(k, "CALL", 0), "%s", k);
    cr_expect(has(k, "MUL_I32", 1), "sq's multiply, at sq's line: %s", k);
    cr_expect(!has(k, "JOIN", 0), "one return at the end: no label: %s", k);
    free(k);
}

Test(inline, several_returns_meet_at_one_join)
{
    char *k = kernel_code("__device__ int clampz(int x) {\n"
                          "    if (x < 0) return 0;\n"
                          "    return x;\n"
                          "}\n"
                          "__global__ void k(int *o) { o[threadIdx.x] = clampz(o[threadIdx.x] - 3); }\n");
    cr_expect(!has(k, "CALL", 0), "%s", k);
    cr_expect(has(k, "JMP", 2), "the early return jumps to the end: %s", k);
    cr_expect(has(k, "JOIN", 0), "%s", k);
    free(k);
}

Test(inline, noinline_recursion_and_pointers_stay_calls)
{
    char *k = kernel_code("__noinline__ __device__ int sq(int x) { return x * x; }\n"
                          "__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }\n"
                          "__device__ int twice(int x) { return 2 * x; }\n"
                          "__global__ void k(int *o) {\n"
                          "    int (*f)(int) = twice;\n"
                          "    o[0] = sq(o[1]) + fact(o[2]) + f(o[3]);\n"
                          "}\n");
    cr_expect(strstr(k, "CALL       r") && strstr(k, "; sq"), "__noinline__: %s", k);
    cr_expect(strstr(k, "; fact"), "recursive: %s", k);
    cr_expect(has(k, "CALLI", 6), "through a pointer: %s", k);
    free(k);
}

/* a body over the size limit (160 nodes): 48 statements of a few nodes each */
#define BIG_BODY                                                                                  \
    "{ int s = 0;"                                                                                \
    " s += x * 3; s ^= x >> 1; s += x * 5; s ^= x >> 2; s += x * 7; s ^= x >> 3;"                 \
    " s += x * 9; s ^= x >> 4; s += x * 11; s ^= x >> 5; s += x * 13; s ^= x >> 6;"               \
    " s += x * 15; s ^= x >> 7; s += x * 17; s ^= x >> 8; s += x * 19; s ^= x >> 9;"              \
    " s += x * 21; s ^= x >> 10; s += x * 23; s ^= x >> 11; s += x * 25; s ^= x >> 12;"           \
    " s += x * 3; s ^= x >> 1; s += x * 5; s ^= x >> 2; s += x * 7; s ^= x >> 3;"                 \
    " s += x * 9; s ^= x >> 4; s += x * 11; s ^= x >> 5; s += x * 13; s ^= x >> 6;"               \
    " s += x * 15; s ^= x >> 7; s += x * 17; s ^= x >> 8; s += x * 19; s ^= x >> 9;"              \
    " s += x * 21; s ^= x >> 10; s += x * 23; s ^= x >> 11; s += x * 25; s ^= x >> 12;"           \
    " return s; }\n"

Test(inline, size_limit_and_forceinline)
{
    char *k = kernel_code("__device__ int big(int x) " BIG_BODY
                          "__global__ void k(int *o) { o[0] = big(o[1]); }\n");
    cr_expect(strstr(k, "; big"), "over the limit: a call: %s", k);
    free(k);
    k = kernel_code("__forceinline__ __device__ int big(int x) " BIG_BODY
                    "__global__ void k(int *o) { o[0] = big(o[1]); }\n");
    cr_expect(!has(k, "CALL", 0), "__forceinline__: %s", k);
    free(k);
}

Test(inline, aggregate_arguments_copied_only_when_they_could_change)
{
    /* get only reads its copy, and z never leaves k: get reads z in place */
    char *k = kernel_code("struct P { int a, b; __device__ P(int x, int y) : a(x), b(y) {} };\n"
                          "__device__ int get(P p) { return p.a + p.b; }\n"
                          "__global__ void k(int *o) { P z(o[0], o[1]); o[2] = get(z); }\n");
    cr_expect(!has(k, "MEMCPY", 0), "%s", k);
    free(k);
    /* bump changes its copy: the copy is made (in registers: z and p are both split) */
    k = kernel_code("struct P { int a, b; };\n"
                    "__device__ int bump(P p) { p.a++; return p.a; }\n"
                    "__global__ void k(int *o) { P z; z.a = o[0]; z.b = 0; o[2] = bump(z) + z.a; }\n");
    cr_expect(has(k, "MOV32", 3) && has(k, "ADDK_I32", 2), "%s", k);
    cr_expect(!has(k, "LEA_LOCAL", 0), "%s", k);
    free(k);
    /* z's address is kept where the callee can write through it: the copy is made before the
     * body runs (p's members loaded from z) */
    k = kernel_code("struct P { int a, b; };\n"
                    "__device__ P *keep;\n"
                    "__device__ int get(P p) { keep->a = 9; return p.a; }\n"
                    "__global__ void k(int *o) { P z; z.a = o[0]; keep = &z; o[2] = get(z); }\n");
    cr_expect(has(k, "LD32", 4) && has(k, "ST32", 3), "%s", k);
    free(k);
}

/* ---- struct locals in registers (cg.c, "Structs in registers") -------------------------- */

Test(inline, struct_local_stays_in_registers)
{
    /* members written and read, a copy of the whole: register moves, no local memory */
    char *k = kernel_code("struct P { float x; int n; };\n"
                          "__global__ void k(float *o) {\n"
                          "    P a; a.x = o[0]; a.n = threadIdx.x;\n"
                          "    P b = a; b.x += 1.0f; b.n++;\n"
                          "    o[b.n] = a.x * b.x;\n"
                          "}\n");
    cr_expect(!has(k, "LEA_LOCAL", 0) && !has(k, "MEMCPY", 0), "%s", k);
    cr_expect(has(k, "ADD_F32", 4) && has(k, "ADDK_I32", 4), "b's members updated in place: %s", k);
    free(k);
    /* a float2, zero-initialised, through make_float2 */
    k = kernel_code("__global__ void k(float *o) {\n"
                    "    float2 v = {};\n"
                    "    v.y = o[1];\n"
                    "    float2 w = make_float2(v.y, 2.0f);\n"
                    "    o[0] = v.x + w.x * w.y;\n"
                    "}\n");
    cr_expect(!has(k, "MEMCPY", 0) && !has(k, "ST32", 2) && !has(k, "ST32", 3), "%s", k);
    free(k);
}

Test(inline, kernel_struct_parameter_loaded_into_registers)
{
    /* a struct parameter is loaded from the parameter space once, not copied to the frame */
    char *k = kernel_code("struct M { int w, h; float *e; };\n"
                          "__device__ float at(M m, int i) { return m.e[i % m.w]; }\n"
                          "__global__ void k(M m) { m.e[threadIdx.x] = at(m, threadIdx.x + m.h); }\n");
    cr_expect(!has(k, "MEMCPY", 0) && !has(k, "LEA_LOCAL", 0) && has(k, "LEA_PARAM", 3), "%s", k);
    free(k);
}

Test(inline, constructor_and_members_reach_split_registers)
{
    /* the constructor's and norm's `this` stand for z's registers; operator+ takes copies */
    char *k = kernel_code("struct C {\n"
                          "    float re, im;\n"
                          "    __device__ C(float r, float i) : re(r), im(i) {}\n"
                          "    __device__ float norm() const { return re * re + im * im; }\n"
                          "};\n"
                          "__device__ float dot(C a, C b) { return a.re * b.re + a.im * b.im; }\n"
                          "__global__ void k(float *o) {\n"
                          "    C z(o[0], o[1]);\n"
                          "    z.re += 1.0f;\n"
                          "    o[2] = z.norm() + dot(z, z);\n"
                          "}\n");
    cr_expect(!has(k, "LEA_LOCAL", 0) && !has(k, "MEMCPY", 0), "%s", k);
    cr_expect(!has(k, "LD32", 4) && !has(k, "LD32", 6), "members from registers: %s", k);
    free(k);
}

Test(inline, escaping_struct_stays_in_memory)
{
    /* its address is stored: every access goes through the frame */
    char *k = kernel_code("struct P { int a, b; };\n"
                          "__device__ P *keep;\n"
                          "__global__ void k(int *o) { P z; keep = &z; z.a = o[0]; o[1] = keep->a; }\n");
    cr_expect(has(k, "LEA_LOCAL", 3) && has(k, "ST32", 3), "%s", k);
    free(k);
    /* a call that is not inlined writes through the address: stored before, loaded after */
    k = kernel_code("struct P { int a, b; };\n"
                    "__noinline__ __device__ void setb(P *p, int v) { p->b = v; }\n"
                    "__global__ void k(int *o) {\n"
                    "    P z; z.a = o[0]; z.b = 1;\n"
                    "    setb(&z, o[1]);\n"
                    "    o[2] = z.a + z.b;\n"
                    "}\n");
    cr_expect(has(k, "ST32", 5) && has(k, "LD32", 5), "%s", k);
    free(k);
}

Test(inline, discarded_assignment_value_is_not_copied)
{
    char *k = kernel_code("__global__ void k(int *o, int x) { o[threadIdx.x] = x; }\n");
    cr_expect(!has(k, "MOV32", 0), "%s", k);
    free(k);
}

Test(inline, signed_division_by_power_of_two_shifts)
{
    char *k = kernel_code("__global__ void k(int *o) { int v = o[threadIdx.x]; v /= 4; o[0] = v / 2; }\n");
    cr_expect(!has(k, "DIV_I32", 0) && has(k, "SHRK_I32", 1), "%s", k);
    free(k);
}

/* ---- the copies compute what the calls did ---------------------------------------------- */

#define SEMANTICS                                                                                 \
    struct P { int a, b; };                                                                       \
    struct Q { struct P p; float f; };                                                            \
    NOINL DEV void setb(struct P *q, int v) { q->b += v; }                                        \
    DEV void grow(struct Q *q, int by) { q->p.a += by; q->f *= 0.5f; }                            \
    DEV int loop(int i) {                                                                         \
        struct Q acc = {{0, 1}, 1.0f};                                                            \
        for (int k = 0; k < (i & 7); k++) {                                                       \
            if (k & 1) {                                                                          \
                acc.p.a += k;                                                                     \
            } else {                                                                              \
                struct P t = acc.p;                                                               \
                acc.p.a = t.b;                                                                    \
                acc.p.b = t.a + k;                                                                \
            }                                                                                     \
        }                                                                                         \
        return acc.p.a * 3 + acc.p.b;                                                             \
    }                                                                                             \
    DEV int split(int i) {                                                                        \
        struct Q x = {{i, -i}, 3.0f}, y;                                                          \
        y = x;                                                                                    \
        grow(&y, 3);                                                                              \
        setb(&y.p, i / 2 + i / 8 + (i - 40) / 4 + (i ^ 5) / 2 - (i * 3 - 100) / 16);             \
        struct P zero = {0};                                                                      \
        zero.b += y.p.b;                                                                          \
        return x.p.a + y.p.a * 5 + (int)(y.f * 4) + zero.a + zero.b * 3 + loop(i) * 7;           \
    }                                                                                             \
    DEV int bump(struct P p) { p.a += 5; return p.a * 10 + p.b; }                                 \
    DEV int via(struct P p, struct P *q) { q->a = 100; return p.a; }                              \
    DEV struct P swap(struct P p) { struct P r; r.a = p.b; r.b = p.a; return r; }                 \
    DEV int pick(int x) { if (x & 1) return x * 3; if (x & 2) return -x; return x + 7; }          \
    DEV int calc(int i) {                                                                         \
        struct P z; z.a = i; z.b = 2 * i;                                                         \
        int r1 = bump(z);                                                                         \
        int r2 = via(z, &z);                                                                      \
        struct P w = swap(swap(z));                                                               \
        return r1 + r2 * 3 + w.a * 7 + w.b + z.a + pick(i) * 11 + split(i) * 13;                  \
    }
#define DEV static
#define NOINL __attribute__((noinline))
SEMANTICS
#undef DEV
#undef NOINL
#define STR_(...) #__VA_ARGS__
#define STR(...) STR_(__VA_ARGS__)

Test(inline, copies_compute_what_calls_compute)
{
    static const char src[] = "#define DEV __device__\n#define NOINL __noinline__\n" STR(SEMANTICS) "\n"
                              "__global__ void k(int *o) { o[threadIdx.x] = calc(threadIdx.x); }\n";
    captured c;
    memset(&c, 0, sizeof c);
    cr_session *s = cr_session_new(NULL, on_event, &c);
    cr_assert_eq(cr_compile_device(s, "sem.cu", src), CR_OK);
    int out[64];
    uint64_t d;
    cr_assert_eq(cr_device_alloc(s, &d, sizeof out), CR_OK);
    void *args[] = {&d};
    cr_assert_eq(cr_launch(s, "k", (cr_dim3){1, 1, 1}, (cr_dim3){64, 1, 1}, 0, args), 0);
    cr_assert_eq(cr_memcpy_dtoh(s, out, d, sizeof out), CR_OK);
    for (int i = 0; i < 64; i++)
        cr_expect_eq(out[i], calc(i), "thread %d: %d, the host's %d", i, out[i], calc(i));
    cr_session_free(s);
}

Test(inline, fault_in_inlined_function_names_its_line)
{
    captured c;
    memset(&c, 0, sizeof c);
    cr_session *s = cr_session_new(NULL, on_event, &c);
    cr_assert_eq(cr_compile_device(s, "fault.cu",
                                   "__device__ int at(const int *p, int i)\n"
                                   "{\n"
                                   "    return p[i];\n"
                                   "}\n"
                                   "__global__ void k(const int *p, int *o) { o[0] = at(p, 1 << 20); }\n"),
                 CR_OK);
    uint64_t p, o;
    cr_assert_eq(cr_device_alloc(s, &p, 64), CR_OK);
    cr_assert_eq(cr_device_alloc(s, &o, 64), CR_OK);
    void *args[] = {&p, &o};
    cr_expect_neq(cr_launch(s, "k", (cr_dim3){1, 1, 1}, (cr_dim3){1, 1, 1}, 0, args), 0);
    cr_expect(strstr(c.faults, "fault.cu:3") != NULL, "%s", c.faults);
    cr_session_free(s);
}
