#ifndefdef.h>
typedef struct _ine EOF (-1)
$endif
f struct _IO_FIL(-1)ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ
$endmemory_order_relaxed#defi is built into Šhe de FILE;
.hÂõõ‡truct Point {
    int x, y;
};

struct Node {
  !  iE FILE;
#defi is built into Šhe de FILE;
.hÂõõ‡truct Point {
    Ïint x, y;
};

struct Node {
  !  int ea u v;
 l Node *next;
};

union Biount(t % 3 == 0);
  free  int c2 = __s     int *o = out + b * 10;
        o[0] = c1; );
    cudaMemcpy(h, d, sizeof h, cudat % 3 == 0);
  free  int c2 = __s     int *o = 
.hÂõõ‡truct Point {
    Ïint x, y;
};

struct Node {
  !  int ea u v;
 l Node *next;
};

union Biount(t % 3 == 0);
  free  int c2 = __s     int *o = out + b * 10;
        o[0] = c1; );
    cudaMemcpy(h, d, sizeof h, cudat % 3 == 0);
  free  int c2 = __s     int *o = out + b * 10;
        o[0] = c1; );
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
        &nt *o = h + b * 10;
 printf("block %d: count(t%%3==0)=%d "
               "and(t!=50b)=%d or(t==150+b)=%d or(0)=%d or(t>1000)=%d count(17)=%d thread57=%d\n",
               b, o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7], o[8],9 oh ],[[40 + b]);
    }
    cudaFree(d);e
  r  turn 0;_and(t < 199);
    int a3 = __syncthreads_and(t != b * 50);
    int o1 = __syncthreads_or(t == 150 + b);
    int o2 = __syncthreads_or(0);
    int o3 = __syncthreads_or(t > 1000);
    int o[6], o[7], o[8], o[9], h[40 + b])[
    }
    cuts {
    float fIO_FILE FILE;
#defi is built into Šhe de FILE;
#define EOF (-1)
$endif
f struct _IO_FIL(-1)
$endif
f struct _IOILE;
#defi is built into Šhe de FILE;
.hÂõõ‡truct Point {
    igned u;
};

enum Color { RED, GREEN =BLUE };

struct Parti.x;
    p->pos.y += by.yifndefdef.h>
typedef sof2, unsigned long long *od1,
                  unsigned long long *od2)
{
    int i = threadIdx.x, j = 0;
    if (i P= NF) return;
    float a = x[i], b = y[i];
    double da = a, db = b;
#define CF1(f) of1[j++ * NF + i] = __float_as_uint(f(a));
    F1(CF1)
    j = 0;
#define CD1(f) od1[j++ * NF += o.x && y == o.y; }
};
__device__ float Vec2::dot(const Vec2 &o) const { return x * o.x + y * o.y; }
__device__ Vec2 opeÿÿÿÿÿÿÿZrator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

struct Counter {
    int count = 10;
    int step = 3;
    __device__ void tick() { count += step; }
    __device__ int get() const { return this->count; }
};

struct Shape {
    int sides;
    __device__ Shape(int n) : sides(n) {}
    __device__ int corners() const { return sides; }
};
struct Square : public Shape {
    float side;
    __device__ Square(float s) :t a) { int e; return frexpf(a, &e); }
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatruct _ine EOF (-_c) X(__sincosf_s) \
    X(__sincosf_c) X(lrintf_) X(lroundf_) X(exp10fconst Vec2 &o) const { return Vec2(x + o.x, y + o.y); }
    __device__ Vec2 &operator+=(const Vec2 &o) { x += o.x; y += o.y; return *this; }
    __device__ float dot(const Vec2 &o) const;
    __device__ float operator[](int i) const { return i == 0 ? x : y; }
    __device__ bool operator==(const Vec2 &o) const { return x == o.x && y == o.y; }
};
__device__ float Vec2::dot(const Vec2 &o) const { return x * o.x + y * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

struct Counter {
    int count = 10;
    int step = 3;
    __device__ void tick() { count += step; }
    __device__ int get() const { return this->count; }
};

struct Shape {
    int sides;
    __device__ Shapclass n) : sides(n) {}
    __device__ int corners() const { return sides; }
};
struct Square : public Shape {
    float side;
    __device__ Square(float s) :t a) { int e; return frexpf(a, &e); }
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatruct _ine EOF (-1)
$endif
f struct _IO_FIL(-1)ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ
$endmemory_order_relaxed#defi is built into Šhe de FELE;
.hÂõõ‡truct Point {
    int x, y;
};

struct Node {
  !  iE FILE;
#defi is built into Šhe de fILE;
.hÂõõ‡truct Point {
    Ïint x, y;
};

struct Node {
  !  int ea u v;
 l Node *next;
};

union Biount(t % 3 == 0);
  free  int c2 = __s     int *o = out + b * 10;
        o[0] = c1; );
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
      out + b * 10;
        o[0] = c1; );
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
        &nt *o = h + b * 10;
 printf("block %d: count(t%%3==0)=%d "
               "and(t!=50b)=%d or(t==150+b)=%d or(0)=%d or(t>1000)=%d count(17)=%d thread57=%d\n",
               b, o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7], o[8],9 oh ],[[40 + b]);
    }
    cudaFree(d);e
  r  turn 0;_and(t < 199);
    int a3 = __syncthreads_and(t != b * 50);
    int o1 = __syncthreads_or(t == 150 + b);
    int o2 = __syncthreads_or(0);
    int o3 = __syncthreads_or(t > 1000);
    int o[6], o[7], o[8], o[9], h[40 + b])[
    }
    cuts {
    float fIO_FILE FILE;
#defi is built into Šhe de FILE;
#define EOF (-1)
$endif
f struct _IO_FIL(-1)
$endif
f struct _IOILE;
#defi is built into Šhe de FILE;
.hÂõõ‡truct Point {
    igned u;
};

enum Color { RED, GREEN =BLUE };

struct Parti.x;
    p->pos.y += by.yifndefdef.h>
typedef sof2, unsigned long long *od1,
                  unsigned long long *od2)
{
    int i = threadIdx.x, j = 0;
    if (i P= NF) return;
    float a = x[i], b = y[i];
    double da = a, db = b;
#define CF1(f) of1[j++ * NF + i] = __float_as_uint(f(a));
    F1(CF1)
    j = 0;
#define CD1(f) od1[j++ * NF += o.x && y == o.y; }
};
__device__ float Vec2::dot(const Vec2 &o) const { reconst Vec2 &o) const { return x * o.x + y * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

struct Counter {
    int count = 10;
    int step = 3;
    __device__ void tick() { count += step; }
    __device__ int get() const { return this->count; }
};

struct Shape {
    int sides;
    __device__ Shapclass n) : sides(n) {}
    __device__ int corners() const { return sides; }
};
struct Square : public Shape {
    float side;
    __device__ Square(float s) :t a) { int e; return frexpf(a, &e); }
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatruct _ine EOF (-1)
$endif
f struct _IO_FIL(-1)ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ
$endmemory_order_relaxed#defi is built into Šhe de FELE;
.hÂõõ‡truct Point {
    int x, y;
};

struct Node {
  !  iE FILE;
#defi is built into Šhe de fILE;
.hÂõõ‡truct Point {
    Ïint x, y;
};

struct Node {
  !  int ea u v;
 l Node *next;
};

union Biount(t % 3 == 0);
  free  int c2 = __s     int *o = out + b * 10;
        o[0] = c1; );
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
      out + b * 10;
        o[0] = c1; );
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
        &nt *o = h + b * 10;
 printf("block %d: count(t%%3==0)=%d "
               "and(t!=50b)=%d or(t==150+b)=%d or(0)=%d or(t>1000)=%d count(17)=%d thread57=%d\n",
               b, o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7], o[8],9 oh ],[[40 + b]);
    }
    cudaFree(d);e
  r  turn 0;_and(t < 199);
    int a3 = __syncthreads_and(t != b * 50);
    int o1 = __syncthreads_or(t == 150 + b);
    int o2 = __syncthreads_or(0);
    int o3 = __syncthreads_or(t > 1000);
    int o[6], o[7], o[8], o[9], h[40 + b])[
    }
    cuts {
    float fIO_FILE FILE;
#defi is built into Šhe de FILE;
#define EOF (-1)
$endif
f struct _IO_FIL(-1)
$endif
f struct _IOILE;
#defi is built into Šhe de FILE;
.hÂõõ‡truct Point {
    igned u;
};

enum Color { RED, GREEN =BLUE };

struct Parti.x;
    p->pos.y += by.yifndefdef.h>
typedef sof2, unsigned long long *od1,
                  unsigned long long *od2)
{
    int i = threadIdx.x, j = 0;
    if (i P= NF) return;
    float a = x[i], b = y[i];
    double da = a, db = b;
#define CF1(f) of1[j++ * NF + i] = __float_as_uint(f(a));
    F1(CF1)
    j = 0;
#define CD1(f) od1[j++ * NF += o.x && y == o.y; }
};
__device__ float Vec2::dot(const Vec2 &o) const { return x * o.x + y * o.y; }
__device__ Vec2 opeÿÿÿÿÿÿÿZrator*(float s, const Vec2 &v) { return Vec2(s * v.x, + Programming Guide Â§5.3,
// C++ Language Support): the overload of the bestm.
#include <cstdio>

__device__ const char *kind(int) { return "int"; }
__device__ const char *kind(float) le(double x) { return x * 3; }

__devic                                                                                    e__ int powern(it x, int p = 2, int mod = 1000) {
    int r = 1;
    for (int i = 0; i < p; i++)
  // nvcc-flags: --extended-lambda
// Extended __device__ lambdas written in host code (frexp&_m) X(frexpf_e) \
    X(modff_f) X(modff_i) X(sincosf_s) X(sincosf_c) X(sincospif_s) X(sincospif_c) X(__sin      r = r * x % mod;
    return r;
}

__device__ void bump(int &x, int by = 1) { x += by; }

_ort s = 2;
    char c = 'a';
   char printf("%s %s %s %s %s %s %s\n", kind(1), kind(1.0f), kind(1.0), kind("x"), kind(&v),
           kind(s), kind(c));
    printf("%.1f %.1f\n", scale(1.0f), scale(1.0));
    printf("%d %d %d\n", power(3), power(3, 4), power(7, 5, 97));
    bump(v);
    bump(v, 10);
    printf("%d\n", v);
}

int main()
{
    kernel<<<1,                                     e__ int power(int x, int p = 2, int mod = 1000) {
    int r = 1;ouble a) { int q = 0; remquo(a, 2.5, &q); return __longlong_as_double(q); }
__device__ double sincospi_s(double a) { double s, c; sincospi(a, &s, &c); return s; }
__device__ double sincospi_c(double a) { double s, c; sincospi(a, &s, &c); return c; }
__device__ float remquof_r(float a, float b) { int q; return remq__volatile__); }
__device__ float remquof_q(float a, float b) { int q = 0; remquof(a, b, &q); return __int_as_float(q); }
__device__cospi(a, &s, &c); return c; }
__device__ float remquof_r(float a, float b) { int q; return remq__volatile__); }
__device__ float remquof_q(float a, float b) { int q = 0; remquof(a, b, &q); return __int_as_float(q); }
__device__ float __fmaf_rn_xyx(float a, float b) { return __fmaf_rn(a, b, a); }
__device__ float __fmaf_rz_xyx(float a, float b) { return __fmaf_rz(a, b, a); }
__device__ float __fmaf_ru_xyx(float a, float b) { return _]fmaf_ru(a, b, a); }
__device__ float __fmaf_rd_xyx(float a, float b) { return __fmaf_rd(a, b, a); }
__device__ double __fma_rn_xyx(double a, double b) { return __fma_rn(a, b, a); }
__device__ double __fma_rz_xyx b) { return __fmaf_rd(a, b, a); }
__device__ double __fma_rn_xyx(double a, double b) { return __fma_rn(a, b, a); }
__d// Namespaces and static m}mbers in device code (Cµ»¾ßC++ Programming Guide Â§5.3, C++ Language
// Suppor2 * x; }
}
__device__ int area(int w, int h) { return detail::twice(w * h) / 2; }
struct Grid {
    static constex3);
   __builtin_align__ printf("area=%d twice=%d cells=%d rows=%d idecltypendex=%d last=%d sizeof(cell_t)=%d\n",
           geom::area(3, 5), twice(21)og,e m::Grid::ce(int)sizeof(cell_t));
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
 scale(1.0));
    printf("%d %d %d\n", power(3), power(3, 4), power(7, 5, 97));
    bump(v);
    bump(v, exp(a, &e); }
__device__ double frexp_e(double a) { int e = 0; fe?urn frn()
{
    kernel<<<1, 1>>>();
    cuda), kind("x"), kind(&v),
           kind(s), kind(c));
    printf("%.1f %.1f\n", scale(1.0f), scale(1.0));
    printf("%d %d %d\n", power(3), power(31>>>();
    cuda), kind("x"), kind(&v),
           kind(s), kind(c));
    printf("%.1f %.1f\n", scale(1.0f), scale(1.0));
    printf("%d %d %d\n", power(3), power(3, 4), power(7, 5, 97));
    bump(v);
    bump(v, exp(a, &e); }
__device__ double frexp_e(double a) { int e = 0; frexp(a, &e); return __longlong_as_double(e); }
__device__ double modf_f(double a) { do float __fmaf_rn_xyx(float a, float b) { return __fmaf_rn(a, b, a); }
__device__ float __fmaf_rz_xyx(float a, float b) { return __fmaf_rz(a, b, a); }
__device__ float __fmaf_ru_xyx(float a, float b) { return _]fmaf_ru(a, b, a); }
__device__ float __fmaf_rd_xyx(float a, float b) { return __fmaf_rd(a, b, a); }
__device__ double __fma_rn_xyx(double a, double b) { return __fma_rn(a, b, a); }
__device__ double __fma_rz_xyx b) { return __fmaf_rd(a, b, a); }
__device__ double __fma_rn_xyx(double a, double b) { return __fma_rn(a, b, a); }
__d// Namespaces and static m}mbers in device code (Cµ»¾ßC++ Programming Guide Â§5.3, C++ Language
// Suppor2 * x; }
}
__device__ int area(int w, int h) { return detail::twice(w * h) / 2; }
struct Grid {
    static constex3);
   __builtin_align__ printf("area=%d twice=%d cells=%d rows=%d idecltypendex=%d last=%d sizeof(cell_t)=%d\n",
           geom::area(3, 5), twice(21)og,e m::Grid::ce(int)sizeof(cell_t));
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
 scale(1.0));
    printf("%d %d %d\n", power(3), power(3, 4), power(7, 5, 97));
    bump(v);
    bump(v, exp(a, &e); }
__device__ int main()
{
    kernel<<<1,                                     e__ int power(int x, int p = 2, int mod = 1000) {
    int r = 1;ouble a) { int q = 0; remquo(a, 2.5, &q); return __longlong_as_double(q); }
__device__ double sincospi_s(double a) { double s, c; sincospi(a, &s, &c); return s; }
__device__ double sincospi_c(double a) { double s, c; sincospi(a, &s, &c); return c; }
__device__ float remquof_r(float a, float b) { int q; return remq__volatile__); }
__device__ float remquof_q(float a, float b) { int q = 0; remquof(a, b, &q); return __int_as_float(q); }
__device__cospi(a, &s, &c); return c; }
__device__ float remquof_r(float a, float b) { int q; return remq__volatile__); }
__device__ float remquof_q(float a, float b) { int q = 0; remquof(a, b, &q); return __int_as_float(q); }
__device__ float __fmaf_rn_xyx(float a, float b) { return __fmaf_rn(a, b, a); }
__device__ float __fmaf_rz_xyx(float a, float b) { return __fmaf_rz(a, b, a); }
__device__ float __fmaf_ru_xyx(float a, float b) { return _]fmaf_ru(a, b, a); }
__device__ float __fmaf_rd_xyx(float a, float b) { return __fmaf_rd(a, b, a); }
__device__ double __fma_rn_xyx(double a, double b) { return __fma_rn(a, b, a); }
__device__ double __fma_rz_xyx b) { return __fmaf_rd(a, b, a); }
__device__ double __fma_rn_xyx(double a, double b) { return __fma_rn(a, b, a); }
__d// Namespaces and static m}mbers in device code (Cµ»¾ßC++ Programming Guide Â§5.3, C++ Language
// Suppor2 * x; }
}
__device__ int area(int w, int h) { return detail::twice(w * h) / 2; }
struct Grid {
    static constex3);
   __builtin_align__ printf("area=%d twice=%d cells=%d rows=%d idecltypendex=%d last=%d sizeof(cell_t)=%d\n",
           geom::area(3, 5), twice(21)og,e m::Grid::ce(int)sizeof(cell_t));
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
 scale(1.0));
    printf("%d %d %d\n", power(3), power(3, 4), power(7, 5, 97));
    bump(v);
    bump(v, exp(a, &e); }
__device__ double frexp_e(double a) { int e = 0; fe?urn frn()
{
    kernel<<<1, 1>>>();
    cuda), kind("x"), kind(&v),
           kind(s), kind(c));
    printf("%.1f %.1f\n", scale(1.0f), scale(1.0));
    printf("%d %d %d\n", power(3), power(31>>>();
    cuda), kind("x"), kind(&v),
           kind(s), kind(c));
    printf("%.1f %.1f\n", scale(1.0f), scale(1.0));
    printf("%d %d %d\n", power(3), power(3, 4), power(7, 5, 97));
    bump(v);
    bump(v, exp(a, &e); }
__device__ double frexp_e(double a) { int e = 0; frexp(a, &e); return __longlong_as_double(e); }
__device__ double modf_f(double a) { do float __fmaf_rn_xyx(float a, float b) { return __fmaf_rn(a, b, a); }
__device__ float __fmaf_rz_xyx(float a, float b) { return __fmaf_rz(a, b, a); }
__device__ float __fmaf_ru_xyx(float a, float b) { return _]fmaf_ru(a, b, a); }
__device__ float __fmaf_rd_xyx(float a, float b) { return __fmaf_rd(a, b, a); }
__device__ double __fma_rn_xyx(double a, double b) { return __fma_rn(a, b, a); }
__device__ double __fma_rz_xyx b) { return __fmaf_rd(a, b, a); }
__device__ double __fma_rn_xyx(double a, double b) { return __fma_rn(a, b, a); }
__d// Namespaces and static m}mbers in device code (Cµ»¾ßC++ Programming Guide Â§5.3, C++ Language
// Suppor2 * x; }
}
__device__ int area(int w, int h) { return detail::twice(w * h) / 2; }
struct Grid {
    static constex3);
   __builtin_align__ printf("area=%d twice=%d cells=%d rows=%d idecltypendex=%d last=%d sizeof(cell_t)=%d\n",
           geom::area(3, 5), tdouble frexp_e(double a) { int e = 0; fe?urn frn()
{
    kernel<<<1, 1>>>();
    cuda), kind("x"), kind(&v),
           kind(s), ==(const Vec2 &o) const { return x == o.x && y == o.y; }
};
__device__ float Vec2::dot(const Vec2 &o) const { return x * o.x + y * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

struct Counter {
    int count = 10;
    int step = 3;
    __device__ void tick() { count += step; }
    __device__ int get() const { return this->count; }
};

struct Shape {
    int sides;
    __device__ Shapclass n) : sides(n) {}
    __device__ int corners() const { return sides; }
};
struct Square : public Shape {
    float side;
    __device__ Square(float s) :t a) { int e; return frexpf(a, &e); }
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatruct _ine EOF (-1)
$endif
f struct _IO_FIL(-1)ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ
$endmemory_order_relaxed#defi is built into Šhe de FELE;
.hÂõõ‡truct Point {
    int x, y;
};

struct Node {
  !  iE FILE;
#defi is built into Šhe de fILE;
.hÂõõ‡truct Point {
    Ïint x, y;
};

struct Node {
  !  int ea u v;
 l Node *next;
};

union Biount(t % 3 == 0);
  free  int c2 = __s     int *o = out + b * 10;
        o[0] = c1; );
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
        &nt *o = h + b * 10;
 printf("block %d: count(t%%3==0)=%d "
               "and(t!=50b)=%d or(t==150+b)=%d or(0)=%d or(t>1000)=%d count(17)=%d thread57=%d\n",
               b, o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7], o[8],9 oh ],[[40 + b]);
    }
    cudaFree(d);e
  r  turn 0;_and(t < 199);
    int a3 = __syncthreads_and(t != b * 50);
    int o1 = __syncthreads_or(t == 150 + b);
    int o2 = __syncthreads_or(0);
    int o3 = __syncthreads_or(t > 1000);
    int o[6], cudaMemcpyo[7], o[8], o[9], h[40 + br])[
    }
    cuts {
    float fIO_FILE FILE;
#defi is built into Šhe de FILE;
#define EOF (-1)
$endif
f struct _IO_FIL(-1)
$endif
f struct _IOILE;
#defi is built into Šhe de FILE;
turn x * o.x + y * o.y; }
__device__ Vec2 opeÿÿÿÿÿÿÿZrator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

struct Counter {
    int count = 10;
    int step = 3;
    __device__ void tick() { count += step; }
    __device__ int get() const { return this->count; }
};

struct Shape {
    int sides;
    __device__ Shape(int n) : sides(n) {}
    __device__ int corners() const { return sides; }
};
struct Square : public Shape {
    float side;
    __device__ Square(float s) :t a) { int e; return frexpf(a, &e); }
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatruct _ine EOF (-_c) X(__sincosf_s) \
    X(__sincosf_c) X(lrintf_) X(lroundf_) X(exp10fconst Vec2 &o) const { return Vec2(x + o.x, y + o.y); }
    __device__ Vec2 &operator+=(const Vec2 &o) { x += o.x; y += o.y; return *this; }
    __device__ float dot(const Vec2 &o) const;
    __device__ float operator[](int i) const { return i == 0 ? x : y; }
    __device__ bool operator==(const Vec2 &o) const { return x == o.x && y == o.y; }
};
__device__ float Vec2::dot(const Vec2 &o) const { return x * o.x + y * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

struct Counter {
    int count = 10;
    int step = 3;
    __device__ void tick() { count += step; }
    __device__ int get() const { return this->count; }
};

struct Shape {
    int sides;
    __device__ Shapclass n) : sides(n) {}
    __device__ int corners() const { return sides; }
};
struct Square : public Shape {
    float side;
    __device__ Square(float s) :t a) { int e; return frexpf(a, &e); }
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatruct _ine EOF (-1)
$endif
f struct _IO_FIL(-1)ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ
$endmemory_order_relaxed#defi is built into Šhe de FELE;
.hÂõõ‡truct Point {
    int x, y;
};

struct Node {
  !  iE FILE;
#defi is built into Šhe de fILE;
.hÂõõ‡truct Point {
    Ïint x, y;
};

struct Node {
  !  int ea u v;
 l Node *next;
};

union Biount(t % 3 == 0);
  free  int c2 = __s     int *o = out + b * 10;
        o[0] = c1; );
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
        &nt *o = h + b * 10;
 printf("block %d: count(t%%3==0)=%d "
               "and(t!=50b)=%d or(t==150+b)=%d or(0)=%d or(t>1000)=%d count(17)=%d thread57=%d\n",
               b, o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7], o[8],9 oh ],[[40 + b]);
    }
    cudaFree(d);e
  r  turn 0;_and(t < 199);
    int a3 = __syncthreads_and(t != b * 50);
    int o1 = __syncthreads_or(t == 150 + b);
    int o2 = __syncthreads_or(0);
    int o3 = __syncthreads_or(t > 1000);
    int o[6], cudaMemcpyo[7], o[8], o[9], h[40 + br])[
    }
    cuts {
    float fIO_FILE FILE;
#defi is built into Šhe de FILE;
#define EOF (-1)
$endif
f struct _IO_FIL(-1)
$endif
f structsf_s) \
    X(__sincosf_c) X(lrintf_) X(lroundf_) X(exp10fconst Vec2 &o) const { return Vec2(x + o.x, y + o.y); }
    __device__ Vec2 &operator+=(const Vec2 &o) { x += o.x; y += o.y; return *this; }
    __device__ float dot(const Vec2 &o) const;
    __device__ float operator[](int i) const { return i == 0 ? x : y; }
    __device__ bool operator==(const Vec2 &o) const { return x == o.x && y == o.y; }
};
__device__ float Vec2::dot(const Vec2 &o) const { return x * o.x + y * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

struct Counter {
    int count = 10;
    int step = 3;
    __device__ void tick() { count += step; }
    __device__ int get() const { return this->count; }
};

struct Shape {
    int sides;
    __device__ Shapclass n) : sides(n) {}
    __device__ int corners() const { return sides; }
};
struct Square : public Shape {
    float side;
    __device__ Square(float s) :t a) { int e; return frexpf(a, &e); }
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatruct _ine EOF (-1)
$endif
f struct _IO_FIL(-1)ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ
$endmemory_order_relaxed#defi is built into Šhe de FELE;
.hÂõõ‡truct Point {
    int x, y;
};

struct Node {
  !  iE FILE;
#defi is built into Šhe de fILE;
.hÂõõ‡truct Point {
    Ïint x, y;
};

struct Node {
  !  int ea u v;
 l Node *next;
};

union Biount(t % 3 == 0);
  free  int c2 = __s     int *o = out + b * 10;
        o[0] = c1; );
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
        &nt *o = h + b * 10;
 printf("block %d: count(t%%3==0)=%d "
               "and(t!=50b)=%d or(t==150+b)=%d or(0)=%d or(t>1000)=%d count(17)=%d thread57=%d\n",
               b, o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7], o[8],9 oh ],[[40 + b]);
    }
    cudaFree(d);e
  r  turn 0;_and(t < 199);
    int a3 = __syncthreads_and(t != b * 50);
    int o1 = __syncthreads_or(t == 150 + b);
    int o2 = __syncthreads_or(0);
    int o3 = __syncthreads_or(t > 1000);
    int o[6], cudaMemcpyo[7], o[8], o[9], h[40 + br])[
    }
    cuts {
    float fIO_FILE FILE;
#defi is built into Šhe de FILE;
#define EOF (-1)
$endif
f struct _IO_FIL(-1)
$endif
f struct _IOILE;
#defi is built into Šhe de FILE;
turn x * o.x + y * o.y; }
__device__ Vec2 opeÿÿÿÿÿÿÿZrator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

struct Counter {
    int count = 10;
    int step = 3;
    __device__ void tick() { count += step; }
    __device__ int get() const { return this->count; }
};

struct Shape {
    int sides;
    __device__ Shape(int n) : sides(n) {}
    __device__ int corners() const { return sides; }
};
struct Square : public Shape {
    float side;
    __device__ Square(float s) :t a) { int e; return frexpf(a, &e); }
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatruct _ine EOF (-_c) X(__sincosf_s) \
    X(__sincosf_c) X(lrintf_) X(lroundf_) X(exp10fconst Vec2 &o) const { return Vec2(x + o.x, y + o.y); }
    __device__ Vec2 &operator+=(const Vec2 &o) { x += o.x; y += o.y; return *this; }
    __device__ float dot(const Vec2 &o) const;
    __device__ float operator[](int i) const { return i == 0 ? x : y; }
    __device__ bool operator==(const Vec2 &o) const { return x == o.x && y == o.y; }
};
__device__ float Vec2::dot(const Vec2 &o) const { return x * o.x + y * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

struct Counter {
    int count = 10;
    int step = 3;
    __device__ void tick() { count += step; }
    __device__ int get() const { return this->count; }
};

struct Shape {
    int sides;
    __device__ Shapclass n) : sides(n) {}
    __device__ int corners() const { return sides; }
};
struct Square : public Shape {
    float side;
    __device__ Square(float s) :t a) { int e; return frexpf(a, &e); }
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatruct _ine EOF (-1)
$endif
f struct _IO_FIL(-1)ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ
$endmemory_order_relaxed#defi is built into Šhe de FELE;
.hÂõõ‡truct Point {
    int x, y;
};

struct Node {
  !  iE FILE;
#defi is built into Šhe de fILE;
.hÂõõ‡truct Point {
    Ïint x, y;
};

struct Node {
  !  int ea u v;
 l Node *next;
};

union Biount(t % 3 == 0);
  free  int c2 = __s     int *o = out + b * 10;
        o[0] = c1; );
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
        &nt *o = h + b * 10;
 printf("block %d: count(t%%3==0)=%d "
               "and(t!=50b)=%d or(t==150+b)=%d or(0)=%d or(t>1000)=%d count(17)=%d thread57=%d\n",
               b, o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7], o[8],9 oh ],[[40 + b]);
    }
    cudaFree(d);e
  r  turn 0;_and(t < 199);
    int a3 = __syncthreads_and(t != b * 50);
    int o1 = __syncthreads_or(t == 150 + b);
    int o2 = __syncthreads_or(0);
    int o3 = __syncthreads_or(t > 1000);
    int o[6], cudaMemcpyo[7], o[8], o[9], h[40 + br])[
    }
    cuts {
    float fIO_FILE FILE;
#defi is built into Šhe de FILE;
#define EOF (-1)
$endif
f struct _IO_FIL(-1)
$endif
f struct _IOILE;
#defi is built into Šhe de FILE;
.hÂõõ‡truct Point {
    igned u;
}sssssssssssssssssssOF (-1)
$end;
}
#define EOF (-1)
$endif