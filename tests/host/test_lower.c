/* test_lower.c — unit tests of the host dialect's lowering (interp/host/lower.c,
 * docs/host-dialect.md): each C++ convenience and the C it becomes, the constructs that are
 * reported instead (what and where), and what must not change: the lines, system headers,
 * device code. The expected C was checked against the C++ meaning the H200 runs of
 * tests/programs/dialect/ show (nvcc -arch=sm_90, g++ 13 as the host compiler).
 */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <string.h>

#include "interp/host/lower.h"

/* What the system headers would declare, as a system header (its text is never lowered). */
static const char HEADER[] =
    "# 1 \"/usr/include/fake.h\"\n"
    "typedef unsigned long size_t; typedef struct dim3 { unsigned int x, y, z; } dim3;\n"
    "typedef struct { unsigned int x, y, z; } uint3; typedef struct cudaLaunchConfig_st { dim3 gridDim; } cudaLaunchConfig_t;\n"
    "int printf(const char *, ...); int abs(int); double sqrt(double); double pow(double, double);\n"
    "# 1 \"t.cu\"\n";

typedef struct {
    char *out;   /* the lowered user part, or NULL */
    char *all;   /* the whole lowered text */
    char *msg;   /* the first diagnostic's message */
    int line, col, ndiags;
} result;

static result lower_src(const char *header, const char *src)
{
    result r = {0};
    sess_buf text = {0};
    sess_buf_puts(&text, header);
    sess_buf_puts(&text, src);
    sess_buf_putc(&text, '\n');
    sess_arena a;
    sess_arena_init(&a);
    sess_diags d;
    sess_diags_init(&d);
    lex_tokens toks;
    lex_tokenize(text.p, "t.cu", &a, &d, &toks);
    r.all = host_lower("t.cu", text.p, toks, &d);
    r.ndiags = (int)d.list.len;
    if (d.list.len) {
        r.msg = sess_xstrdup(d.list.p[0].message);
        r.line = d.list.p[0].line;
        r.col = d.list.p[0].col;
    }
    if (r.all) {
        const char *u = strstr(r.all, "# 1 \"t.cu\"\n");
        r.out = sess_xstrdup(u ? u + strlen("# 1 \"t.cu\"\n") : r.all);
        size_t n = strlen(r.out);
        if (n && r.out[n - 1] == '\n')
            r.out[n - 1] = 0;
    }
    sess_diags_free(&d);
    sess_arena_free(&a);
    sess_buf_free(&text);
    return r;
}

static void result_free(result *r)
{
    free(r->out);
    free(r->all);
    free(r->msg);
}

typedef struct {
    const char *name, *in, *out;
} lowering;

static lowering lowerings[] = {
    /* a scoped enum is a C enum whose name qualifies its enumerators */
    {"scoped enum",
     "enum class C : int { A, B };\nC c = C::B;",
     "enum  C   { A, B }; typedef enum C C;\nC c = B;"},
    /* class is struct (its private members first are no concern of C) */
    {"class",
     "class Foo { public: int x; };",
     "typedef struct Foo Foo; struct Foo {  int x; };"},
    /* namespaces are flattened, as the device front end flattens them */
    {"namespace",
     "namespace ns { int x; }\nnamespace a = ns;\nusing namespace ns;\nint y = ns::x;",
     "   int x; \n   \n  \nint y = x;"},
    {"alias declaration",
     "using real = double;\nreal r = 2;",
     "typedef   double real;\nreal r = 2;"},
    /* a derived class's base is its first member (the device front end's layout) */
    {"derived class",
     "struct A { int x; };\nstruct B : public A { int y; };",
     "typedef struct A A; struct A { int x; };\nstruct B    { struct A __cr_base0; int y; };"},
    /* device code in a class: the device front end's; host code sees the data members */
    {"device members",
     "struct V { int n = 3; float x; public: __device__ V() {} __device__ int get() const { return n; } };",
     "typedef struct V V; struct V { int n  ; float x;             };"},
    /* a kernel template: host code sees the instances the device pass found (none here) */
    {"kernel template",
     "template <typename T> __global__ void k(T *x) { }",
     "        "},
    {"nullptr",
     "int *p = nullptr;",
     "int *p = ((void *)0);"},
    {"bool",
     "bool b = true; bool c = false;",
     "_Bool b = ((_Bool)1); _Bool c = ((_Bool)0);"},
    {"char literal",
     "char c = 'a'; int n = sizeof('a');",
     "char c = ((char)'a'); int n = sizeof(((char)'a'));"},
    {"constexpr",
     "constexpr int N = 4; int a[N];",
     "const int N = 4; int a[(( int)( 4))];"},
    {"const file scope",
     "const int N = 4; int t[N * 2]; int f(int v) { switch (v) { case N: return 1; } return 0; }",
     "const int N = 4; int t[(( int)( 4)) * 2]; int f(int v) { switch (v) { case (( int)( 4)): return 1; } return 0; }"},
    {"const shadow",
     "const int N = 4; int f(int N) { int a[3] = {N, N, N}; return a[0]; }",
     "const int N = 4; int f(int N) { int a[3] = {N, N, N}; return a[0]; }"},
    {"const address",
     "const int N = 4; const int *p = &N;",
     "const int N = 4; const int *p = &N;"},
    {"const not constant",
     "int g(void); const int N = g(); int a = N;",
     "int g(void); const int N = g(); int a = N;"},
    {"const chain",
     "constexpr int A = 2; constexpr int B = A * 3; int a[B];",
     "const int A = 2; const int B = (( int)( 2)) * 3; int a[(( int)( (( int)( 2)) * 3))];"},
    {"const typed",
     "const unsigned long long BIG = 1ull << 33; unsigned long long b = BIG;",
     "const unsigned long long BIG = 1ull << 33; unsigned long long b = (( unsigned long long)( 1ull << 33));"},
    {"static_cast",
     "int f(double d) { return static_cast<int>(d) + reinterpret_cast<long>(&d) + *const_cast<double *>(&d); }",
     "int f(double d) { return ((int)(d)) + ((long)(&d)) + *((double *)(&d)); }"},
    {"functional cast",
     "float f(int i) { return float(i) / 2 + int(2.5) + unsigned(1) + int() + int{3}; }",
     "float f(int i) { return ((float)(i)) / 2 + ((int)(2.5)) + ((unsigned)(1)) + ((int)0) + ((int)(3)); }"},
    {"functional cast typedef",
     "size_t f(int i) { return size_t(i); }",
     "size_t f(int i) { return ((size_t)(i)); }"},
    {"dim3 ctor",
     "void f(int n) { dim3 a(32, 32); dim3 b(n); dim3 c; dim3 d = n; dim3 e{4}; dim3 g = {5}; }",
     "void f(int n) { dim3 a = {32, 32, 1}; dim3 b = ({ dim3 __cr_t; _Generic(( n), dim3: __cr_dim3_d, uint3: __cr_dim3_u3, default: __cr_dim3_u)(&__cr_t, (n)); __cr_t; }); dim3 c = {1, 1, 1}; dim3 d = ({ dim3 __cr_t; _Generic(( n), dim3: __cr_dim3_d, uint3: __cr_dim3_u3, default: __cr_dim3_u)(&__cr_t, ( n)); __cr_t; }); dim3 e = ({ dim3 __cr_t; _Generic(( 4), dim3: __cr_dim3_d, uint3: __cr_dim3_u3, default: __cr_dim3_u)(&__cr_t, (4)); __cr_t; }); dim3 g = {5, 1, 1}; }"},
    {"dim3 file scope",
     "dim3 a(4, 2); dim3 b; static dim3 c = dim3(8);",
     "dim3 a = {4, 2, 1}; dim3 b = {1, 1, 1}; static dim3 c = ((dim3){(8), 1, 1});"},
    {"dim3 temporary",
     "void k(dim3 g); void f(int n) { k(dim3(n, 2)); k(dim3()); k(dim3{1, 2, 3}); }",
     "void k(dim3 g); void f(int n) { k(((dim3){n, 2, 1})); k(((dim3){1, 1, 1})); k(((dim3){1, 2, 3})); }"},
    {"dim3 assign",
     "void f(int n) { dim3 d; d = n; d = dim3(1, 2); }",
     "void f(int n) { dim3 d = {1, 1, 1}; d = ({ dim3 __cr_t; _Generic(( n), dim3: __cr_dim3_d, uint3: __cr_dim3_u3, default: __cr_dim3_u)(&__cr_t, ( n)); __cr_t; }); d = ((dim3){1, 2, 1}); }"},
    {"auto",
     "void f(int i) { auto x = i * 2; const auto y = 1.5f; auto *p = &i; auto s = \"str\"; }",
     "void f(int i) { __typeof__( i * 2) x = i * 2; const __typeof__( 1.5f) y = 1.5f; __typeof__( & i) p = &i; const char * s = \"str\"; }"},
    {"if decl",
     "int g(void); void f(void) { if (int x = g()) x++; else x--; }",
     "int g(void); void f(void) { { int x = g(); if (x) x++; else x--; } }"},
    {"if init",
     "int g(void); void f(void) { if (int x = g(); x > 2) x++; }",
     "int g(void); void f(void) { { int x = g(); if ( x > 2) x++; } }"},
    {"while decl",
     "int g(void); void f(void) { while (int x = g()) x++; }",
     "int g(void); void f(void) { while (1) {int x = g(); if (!(x)) break; x++; } }"},
    {"switch init",
     "int g(void); void f(void) { switch (int k = g(); k) { case 1: break; } }",
     "int g(void); void f(void) { { int k = g(); switch ( k) { case 1: break; } } }"},
    {"std names",
     "int f(void) { std::printf(\"x\"); return std::abs(-1); }",
     "int f(void) { printf(\"x\"); return _Generic(( - 1), long: labs, long long: llabs, float: fabsf, double: fabs, long double: fabsl, default: abs)(-1); }"},
    {"std before a C macro's expansion",
     "int f(double x) { return std::(sizeof (x) == 8); }",
     "int f(double x) { return (sizeof (x) == 8); }"},
    {"global qualifier",
     "void f(void) { ::printf(\"x\"); }",
     "void f(void) { printf(\"x\"); }"},
    {"extern C",
     "extern \"C\" int f(void); extern \"C\" { int g(void); }",
     "extern  int f(void);    int g(void); "},
    {"using namespace",
     "using namespace std; int f(void) { return 0; }",
     "   int f(void) { return 0; }"},
    {"attributes",
     "[[nodiscard]] int f(void) noexcept { return 0; }",
     " int f(void)  { return 0; }"},
    {"struct name",
     "struct P { int x; P *next; }; P p = {1, nullptr}; P q{2}; int f(P a) { return P{3}.x; }",
     "typedef struct P P; struct P { int x; P *next; }; P p = {1, ((void *)0)}; P q = {2}; int f(P a) { return ((P){3}).x; }"},
    {"enum name",
     "enum Color { RED, GREEN }; Color c = RED;",
     "enum Color { RED, GREEN }; typedef enum Color Color; Color c = RED;"},
    {"brace init",
     "void f(void) { int x{5}; int y{}; double z(2.5); }",
     "void f(void) { int x = {5}; int y = {0}; double z = (2.5); }"},
    {"math overloads",
     "float f(float x, double y) { return sqrt(x) + pow(x, 2.0f) + pow(x, 2) + abs(y); }",
     "float f(float x, double y) { return _Generic(( x), float: sqrtf, long double: sqrtl, default: sqrt)(x) + _Generic(( x), float: _Generic(( 2.0f), float: powf, long double: powl, default: pow), long double: powl, default: _Generic(( 2.0f), long double: powl, default: pow))(x, 2.0f) + _Generic(( x), float: _Generic(( 2), float: powf, long double: powl, default: pow), long double: powl, default: _Generic(( 2), long double: powl, default: pow))(x, 2) + _Generic(( y), long: labs, long long: llabs, float: fabsf, double: fabs, long double: fabsl, default: abs)(y); }"},
    {"minmax",
     "int f(int a, unsigned b) { return max(a, 3) + min(a, b); }",
     "int f(int a, unsigned b) { return _Generic(( a) + ( 3), int: __cr_max_i, unsigned: __cr_max_u, long: __cr_max_l, unsigned long: __cr_max_ul, long long: __cr_max_ll, unsigned long long: __cr_max_ull, float: __cr_max_f, default: __cr_max_d)(a, 3) + _Generic(( a) + ( b), int: __cr_min_i, unsigned: __cr_min_u, long: __cr_min_l, unsigned long: __cr_min_ul, long long: __cr_min_ll, unsigned long long: __cr_min_ull, float: __cr_min_f, default: __cr_min_d)(a, b); }"},
    {"sync builtins",
     "int f(int *p) { return __sync_fetch_and_add(p, 1) + __sync_bool_compare_and_swap(p, 1, 2); }",
     "int f(int *p) { return ((__typeof__(*( p)))__cr_sync_op(p, sizeof(*( p)), 0, 0, (unsigned long long)( 1))) + ((_Bool)__cr_sync_cas(p, sizeof(*( p)), 1, (unsigned long long)( 1), (unsigned long long)( 2))); }"},
    {"atomic builtins",
     "long f(long *p) { __atomic_store_n(p, 1, __ATOMIC_RELEASE); return __atomic_load_n(p, __ATOMIC_SEQ_CST); }",
     "long f(long *p) { ((void)__cr_sync_op(p, sizeof(*( p)), 6, 0, (unsigned long long)( 1), 3)); return ((__typeof__(*( p)))__cr_sync_load(p, sizeof(*( p)),  5)); }"},
    {"launch kernel ex",
     "__global__ void k(float a, int *b); void f(cudaLaunchConfig_t *c, int *p) { cudaLaunchKernelEx(c, k, 1, p); cudaLaunchKernelEx(c, k); }",
     "__global__ void k(float a, int *b); void f(cudaLaunchConfig_t *c, int *p) { cudaLaunchKernelExC(c, (const void *)( k), (void *[]){( float[1]){ 1}, ( int *[1]){ p}}); cudaLaunchKernelExC(c, (const void *)( k), (void **)0); }"},
    {"static_assert",
     "static_assert(sizeof(int) == 4); static_assert(1, \"one\");",
     "_Static_assert(sizeof(int) == 4, \"static_assert\"); _Static_assert(1, \"one\");"},
    {"decltype alignof",
     "int x; decltype(x) y = alignof(int);",
     "int x; __typeof__(x) y = _Alignof(int);"},
    {"device code untouched",
     "__device__ bool g(void) { return nullptr == 0; } __global__ void k(bool f) { auto x = std::abs(-1); }",
     "__device__ bool g(void) { return nullptr == 0; } __global__ void k(_Bool f) { auto x = abs(-1); }"},
    {"device member function",
     "struct S { int x; __device__ int get() const { return x; } };",
     "typedef struct S S; struct S { int x;         };"},
    {"time braces",
     "long time(long *); long f(void) { return time({}); }",
     "long time(long *); long f(void) { return time(0); }"},
};

/* Criterion runs each test in a re-executed copy of this binary, so parameters carry no
 * pointers: each is an index into a table. */
static void free_params(struct criterion_test_params *p)
{
    cr_free(p->params);
}

static struct criterion_test_params indexes(size_t n)
{
    int *idx = cr_malloc(n * sizeof *idx);
    for (size_t i = 0; idx && i < n; i++)
        idx[i] = (int)i;
    return cr_make_param_array(int, idx, idx ? n : 0, free_params);
}

ParameterizedTestParameters(lower, constructs)
{
    return indexes(sizeof lowerings / sizeof lowerings[0]);
}

ParameterizedTest(int *i, lower, constructs)
{
    const lowering *c = &lowerings[*i];
    result r = lower_src(HEADER, c->in);
    cr_assert_not_null(r.out, "%s: reported %s", c->name, r.msg ? r.msg : "?");
    cr_expect_str_eq(r.out, c->out, "%s:\n  got      %s\n  expected %s", c->name, r.out, c->out);
    cr_expect_eq(r.ndiags, 0, "%s", c->name);
    result_free(&r);
}

typedef struct {
    const char *name, *in, *what;
    int line, col;
} rejection;

static rejection rejections[] = {
    {"member function", "struct S { int x; int get() { return x; } };",
     "a member function", 1, 19},
    {"template", "template <typename T> T twice(T x) { return 2 * x; }",
     "a template", 1, 1},
    {"lambda", "int f(void) { auto g = [](int x) { return x; }; return g(1); }",
     "a lambda expression", 1, 24},
    {"reference", "void f(void) { int x = 1; int &r = x; }",
     "a reference", 1, 31},
    {"reference parameter", "void inc(int &x) { x++; }",
     "a reference parameter", 1, 14},
    {"iostream", "void f(void) {\n  std::cout << 1;\n}",
     "std::cout (the C++ standard library)", 2, 3},
    {"new", "void f(void) { int *p = new int[4]; }",
     "operator new", 1, 25},
    {"delete", "void f(int *p) { delete[] p; }",
     "operator delete", 1, 18},
    {"default argument", "int f(int x = 3) { return x; }",
     "a default argument", 1, 13},
    {"overloading", "int f(int x) { return x; }\nfloat f(float x) { return x; }",
     "function overloading (a second definition of 'f')", 2, 7},
    {"range for", "void f(int *a) { for (int x : a) ; }",
     "a range-based for loop", 1, 29},
    {"qualified name", "void f(void) { cuda::atomic<int> a; }",
     "a qualified name (cuda::atomic)", 1, 16},
    {"operator overloading", "struct V { float x; };\nV operator+(V a, V b) { return a; }",
     "operator overloading", 2, 3},
    {"exception", "void f(void) { try { } catch (int e) { } }",
     "an exception (try)", 1, 16},
    {"default member initializer", "struct P { int x = 0; };",
     "a default member initializer", 1, 18},
    {"constructor call", "struct P { int x, y; };\nvoid f(void) { P p(1, 2); }",
     "a constructor call", 2, 19},
    {"auto function", "auto f(void) { return 1; }",
     "a function declared auto", 1, 1},
    {"auto without initializer", "void f(void) { auto x; }",
     "auto without an initializer", 1, 16},
    {"dynamic_cast", "void f(void *p) { int *q = dynamic_cast<int *>(p); }",
     "dynamic_cast", 1, 28},
    {"this", "int f(void) { return this->x; }",
     "this (a member function)", 1, 22},
    {"structured binding", "void f(void) { auto [a, b] = g(); }",
     "a structured binding (auto [a, b])", 1, 21},
};

ParameterizedTestParameters(lower, rejected)
{
    return indexes(sizeof rejections / sizeof rejections[0]);
}

/* C++ beyond the dialect: one error, naming the construct, at its line and column, and the
 * pointer to docs/host-dialect.md; no C text. */
ParameterizedTest(int *i, lower, rejected)
{
    const rejection *c = &rejections[*i];
    result r = lower_src(HEADER, c->in);
    cr_assert_null(r.all, "%s: lowered to %s", c->name, r.out);
    cr_assert_eq(r.ndiags, 1, "%s: %d diagnostics", c->name, r.ndiags);
    cr_expect_eq(strncmp(r.msg, c->what, strlen(c->what)), 0, "%s: %s", c->name, r.msg);
    cr_expect_not_null(strstr(r.msg, "is C++ that host code cannot use in a REPL cell yet"), "%s: %s", c->name, r.msg);
    cr_expect_not_null(strstr(r.msg, "docs/host-dialect.md"), "%s", c->name);
    cr_expect_eq(r.line, c->line, "%s: line %d", c->name, r.line);
    cr_expect_eq(r.col, c->col, "%s: column %d", c->name, r.col);
    result_free(&r);
}

static int count_lines(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += *s == '\n';
    return n;
}

/* Every token stays on its line: a construct spread over lines keeps each part where it was. */
Test(lower, keeps_lines)
{
    const char *src = "int g(void);\n"
                      "void f(int n)\n"
                      "{\n"
                      "    if (int x =\n"
                      "            g())\n"
                      "        x++;\n"
                      "    else\n"
                      "        x--;\n"
                      "    dim3 d(n,\n"
                      "           2);\n"
                      "    auto v = static_cast<float>(\n"
                      "        n);\n"
                      "    bool ok = nullptr ==\n"
                      "              0;\n"
                      "}";
    result r = lower_src(HEADER, src);
    cr_assert_not_null(r.out);
    cr_expect_eq(count_lines(r.out), count_lines(src));
    const char *want[] = {"int g(void);",
                          "void f(int n)",
                          "{",
                          "    { int x =",
                          "            g(); if (x)",
                          "        x++;",
                          "    else",
                          "        x--; }",
                          "    dim3 d = {n,",
                          "           2, 1};",
                          "    __typeof__( ( ( float ) ( n ))) v = ((float)(",
                          "        n));",
                          "    _Bool ok = ((void *)0) ==",
                          "              0;",
                          "}"};
    char *p = r.out;
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        cr_expect(strlen(want[i]) == len && !strncmp(p, want[i], len), "line %zu: %.*s", i + 1, (int)len, p);
        p = nl ? nl + 1 : p + len;
    }
    result_free(&r);
}

/* The system headers are C (and may use C++'s keywords as names): left as they are. */
Test(lower, system_headers_untouched)
{
    const char *header = "# 1 \"/usr/include/old.h\"\n"
                         "static inline int f(int new, int class) { return new + class; }\n"
                         "typedef int bool_t; static const int N = 3; int arr[N];\n"
                         "# 1 \"t.cu\"\n";
    result r = lower_src(header, "int g(void) { return f(1, 2); }");
    cr_assert_not_null(r.all, "%s", r.msg ? r.msg : "");
    cr_expect_not_null(strstr(r.all, "static inline int f(int new, int class) { return new + class; }"));
    cr_expect_not_null(strstr(r.all, "int arr[N];"));
    result_free(&r);
}

/* Device code is the device front end's: only a kernel's prototype is lowered for the host, and
 * a device template is no concern of host code at all. */
Test(lower, device_code_untouched)
{
    result r = lower_src(HEADER, "template <typename T> __device__ T twice(T x) { return x + x; }\n"
                                 "__global__ void k(bool b) { cuda::atomic_ref<int> a(*p); auto l = [] { }; }");
    cr_assert_not_null(r.out, "%s", r.msg ? r.msg : "");
    cr_expect_str_eq(r.out, "            \n"
                            "__global__ void k(_Bool b) { cuda::atomic_ref<int> a(*p); auto l = [] { }; }");
    result_free(&r);
}

/* One report only, for the first construct, however many follow. */
Test(lower, one_report)
{
    result r = lower_src(HEADER, "void f(void) { int &r = x; }\nvoid g(void) { int &s = x; }\nint h(int y = 2);");
    cr_expect_null(r.all);
    cr_expect_eq(r.ndiags, 1);
    cr_expect_eq(r.line, 1);
    result_free(&r);
}

/* The helpers of GCC's atomic builtins and of max/min are emitted once, before the code, on
 * the first token's line (which keeps the line numbers), and only when used. */
Test(lower, helpers_when_used)
{
    result r = lower_src(HEADER, "int f(int *p) { return __sync_fetch_and_add(p, 1) + __sync_add_and_fetch(p, 1); }");
    cr_assert_not_null(r.all);
    const char *h = strstr(r.all, "static unsigned long long __cr_cas(");
    cr_expect_not_null(h);
    cr_expect_null(strstr(h + 1, "static unsigned long long __cr_cas("));
    const char *t0 = strstr(r.all, "typedef unsigned long size_t");
    cr_expect(h && t0 && h < t0 && !memchr(h, '\n', (size_t)(t0 - h)),
              "the helpers are on the first token's line");
    result_free(&r);
    r = lower_src(HEADER, "int f(int a) { return a; }");
    cr_expect_null(strstr(r.all, "__cr_cas"));
    cr_expect_null(strstr(r.all, "__cr_max_i"));
    result_free(&r);
}

/* A function the user defines keeps its name: max and sqrt are CUDA's only when not the user's. */
Test(lower, user_functions_not_overloaded)
{
    result r = lower_src(HEADER, "int max(int a, int b) { return a > b ? a : b; }\n"
                                 "int f(void) { return max(1, 2); }");
    cr_assert_not_null(r.out);
    cr_expect_str_eq(r.out, "int max(int a, int b) { return a > b ? a : b; }\n"
                            "int f(void) { return max(1, 2); }");
    result_free(&r);
}

/* Where the preprocessor names the source "<string>" (before its first #include), its code is
 * the user's, and reports and the line markers handed to libtcc carry the source's name. */
Test(lower, source_name)
{
    const char *header = "# 1 \"/usr/include/fake.h\"\ntypedef int T;\n# 2 \"<string>\" 2\n";
    result r = lower_src(header, "T x = nullptr == 0;");
    cr_assert_not_null(r.all);
    cr_expect_not_null(strstr(r.all, "# 2 \"t.cu\" 2\nT x = ((void *)0) == 0;"), "%s", r.all);
    result_free(&r);
    r = lower_src(header, "void f(void) { int &r = x; }");
    cr_expect_null(r.all);
    cr_expect_eq(r.ndiags, 1);
    result_free(&r);
}
