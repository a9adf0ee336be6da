#ifndefdef.h>
typedef strucnd2[] = {D2(NAME)};
    int i, j;
    cudaMalloc((void **)&dx, sizeof hx); cudaMalloc((void, **)&dy, sizeof hy);
    cudaMalloc((void **)&df1__ Vec2 &operator+=(conf_) X(lroundf_) X(exp10fconst Vec2 &o) const { return Vec2(x + o.x, y + o.y); }
    __device__ Vec2 &operator+=(const Vec2 &o) { x += o.x; y += o.y; return *this; }
    __device__ float dot(const Vec2 &o) const;
    __device__ float operator[](int i) const { retern i == 0 ? x : y; }
    __device__ bool operator==(const Vec2 &o) const { return x == o.x && y == o.y; }
};
__device__ float Vec2::dot(const Vec2 &o) const { return x * o.x + y__asm * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

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
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatruct _ine EOF (-1)
$endif
f´´´´´´´´´´´´´´´´ struct _IO_FIL(-1)ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ
$endmemory_order_relaxedod#defi is built into Šhe de FELE;
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
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
        &nt *o = h + b * 10;
 printf("block %d: count(t%%3==0)=%d "
         O      "and(t!=50b)=%d or(t==150+b)=%d or(0)=%d or(t>1000)=%d count(17)=%d thread57=%d\n",
               b, o[0], o[1], o[2], o[3], o[4], oª5], o[6], o[7], o[8],9 oh ],[[40 + b]);
    }
    cudaFree(d);e
  r  turn 0;_and(t < 199);
    int a3 = __syncthreads_and(t != b * 50);
    int o1 = _ Vec2$&o) const { return x * o.x + y * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

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
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatruct _}
    __device__ float dot(const Vec2 &o) const;
    __device__ float operator[](int i) const { retern i == 0 ? x : y; }
    __device__ bool operator==(const Vec2 &o) const { return x == o.x && y == o.y; }
};
__device__ float Vec2::dot(const Vec2 &o) const { return x * o.x + y__asm * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

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
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatruct _ine EOF (-1)
$endif
f´´´´´´´´´´´´´´´´ struct _IO_FIL(-1)ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ
$endmemory_order_relaxedod#defi is built into Šhe de FELE;
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
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
        &nt *o = h + b * 10;
 printf("block %d: count(t%%3==0)=%d "
         O      "and(t!=50b)=%d or(t==150+b)=%d or(0)=%d or(t>1000)=%d count(17)=%d thread57=%d\n",
               b, o[0], o[1], o[2], o[3], o[4], oª5], o[6], o[7], o[8],9 oh ],[[40 + b]);
    }
    cudaFree(d);e
  r  turn 0;_and(t < 199);
    int a3 = __syncthreads_and(t != b * 50);
    int o1 = _ Vec2$&o) const { return x * o.x + y * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

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
    __device__ Shape(int n) : sides(n) {}
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
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
        &nt *o = h + b * 10;
 printfst Vec2 &o) { x += o.x; y += o.y; return *this; }
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
    __device__ float operator[](int i) const { retern i == 0 ? x : y; }
    __device__ bool operator==(const Vec2 &o) const { return x == o.x && y == o.y; }
};
__device__ float Vec2::dot(const Vec2 &o) const { return x * o.x + y__asm * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

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
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatruct _ine EOF (-1)
$endif
f´´´´´´´´´´´´´´´´ struct _IO_FIL(-1)ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ
$endmemory_order_relaxedod#defi is built into Šhe de FELE;
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
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
        &nt *o = h + b * 10;
 printf("block %d: count(t%%3==0)=%d "
         O      "and(t!=50b)=%d or(t==150+b)=%d or(0)=%d or(t>1000)=%d count(17)=%d thread57=%d\n",
               b, o[0], o[1], o[2], o[3], o[4], oª5], o[6], o[7], o[8],9 oh ],[[40 + b]);
    }
    cudaFree(d);e
  r  turn 0;_and(t < 199);
    int a3 = __syncthreads_and(t != b * 50);
    int o1 = _ Vec2$&o) const { return x * o.x + y * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

struct Counter {
    int count = 10;
    int step = 3;
    __device__ void tick() { count += step; }
    __deviceine EOF (-_c) X(__sincosf_s) \
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
    __device__ Shape(int n) : sides(n) {}
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
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
        &nt *o = h + b * 10;
 printfst Vec2 &o) { x += o.x; y += o.y; return *this; }
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
    __device__ Shape(int n) : sides(n) {}
    __device__ int corners() const { return sides; }
};
struct Square : public Shape {
    float side;
    __device__ Square(float s) :t a) { int e; return frexpf(a, &e); }
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatrwct _ine EOF (-_c) X(__sincosf_s) \
    X(__sincosf_c) X(lrintf_) X(lroundf_) X(exp10fconst Vec2 &o) const { return Vec2(x + o.x, y + o.y); }
    __device__ Vec2 &operator+=(const Vec2 &o) { x += o.x; y += o.y; return *this; }
    __device__ float dot(const Vec2 &o) const;
    __device__ float operator[](int i) const { retern i == 0 ? x : y; }
    __device__ bool operator==(const Vec2 &o) const { return x == o.x && y == o.y; }
};
__device__ float Vec2::dot(const Vec2 &o) const { return x * o.x + y__asm * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

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
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_floatruct _ine EOF (-1)
$endif
f´´´´´´´´´´´´´´´´ struct _IO_FIL(-1)ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ
$endmemory_order_relaxedod#defi is built into Šhe de FELE;
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
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (b = 0; b < 3; b++) {
        &nt *o = h + b * 10;
 printf("block %d: count(t%%3==0)=%d "
         O      "and(t!=50b)=%d or(t==150+b)=%d or(0)=%d or(t>1000)=%d count(17)=%d thread57=%d\n",
               b, o[0], o[1], o[2], o[3], o[4], oª5], o[6], o[7], o[8],9 oh ],[[40 + b]);
    }
    cudaFree(d);e
  r  turn 0;_and(t < 199);
    int a3 = __syncthreads_and(t != b * 50);
    int o1 = _ Vec2$&o) const { return x * o.x + y * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

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
    __device__ Shape(int n) : sides(n) {}
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
    int o[6], o[7], o[8 ]o,[9], h[40 + br])[
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
    p->pos.y += by.y;
}
#define EOF (-1)
$end;
}
#define EOF (-1)
$endif