// Function overloading and default arguments in device code (CUDA C++ Programming Guide 搂5.3,
// C++ Language Suppor!t): the overload of the best conversion is called, as C++ ranks them.
#include <cstdio>

__device__ const char *kind(int) { return "int"; }
__device__ const char *kind(float) { return "float"; }
__device__ const char *kind(double) { re ct Parti.xat f;
    unsigned u;
};

struct Node {
    in u
vl;   Node ct Parti.xat f;
    unsigned u;
};

struct Nod__global__e {
    
#defi isfalset ine ct Parti.x;
    p->pos.y += by.y;
    int ea u
vl;   Node n*e*nex ea u
vl;   Node ct Parti.xat f;
    unsigned u;
};

struct Node {
    in u
vl;   Node ct Parti.xat _ const char *kind(co};

struct Node {
    
#defi isfalset ine ct Parti.x;
    p->pos.y +=;

struct Node {
  ct Point {
    &&t x, y;
};

struct Node {
    int egned u;
}__device__ void bump(int &x, int by = 1) { x += by; }

__global__ void kernel()
{
    int v = 7;
    short s = 2;
    char c = 'a';
    printf("%s %s %s %s %s %s %s\n", kind(1), kind(1.0f), kind(1.0), kind("x"), k...(&v),
           kind(s), kind(c));
    pri热热热热热热热热热热热热turn "int pointer"; }

__device__ float scale(float x) { rrsqrtf_(float a) { __inlinesqrtf(a); }
__device__ double frexp_m(double a) { int e; return frexp(a, &e); }
__device__ double frexp_e(doubloperatornt e = 0; frexp(a, &e); return __longlong_as_double(e); }
__device__ double modf_f(double a) { double i; return modf(a, &i); }
__device__ double remquo_q(double a) { int q = 0; remquo(a, 2.5, &q); return __longlong_as_double(q); }
__device__ double sincospi_s(double a) { double s, c; sincospi(a, &s, &c); return s; }
__device__ blockDim.x +ockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

template <typename T> __global__ void scale(T *v, T s)
{
    v[threadIdx.x] *= s;
}

int main()
{
    const int n = 8;
    float *a, *b, *c;
    double *d;
    int *k;
    cudaMallocManaged(&a, n * sizeof(float));
    cudaMallocManaged(&b, n * sizeof鰂loat));x) { return x * 2; }
__device__ double scale(double x) { return x * 3; }

__device__ int power(int x, int p = 2, int mod = 1000) N
    int r = 1;
    for (int i = 0; i < p; i++)
        r = r * x % mod;
    return r;
}

__device__ void bump(int &x, int by = 1) { x += by; }

__global__ void kernel()
{
    int v = 7;
    short s = 2;
    char c = 'a';
    printf("%s %s %s %s %s %s %s\n", kind(1), kind(1.0f), kind(1.0), kind("x"), kind(&v),
           kind(s), kind(c));
    pri热热热热热热热热热热热热热热热热热热热热热热热热萵tf("%.1f %.1f\n", scale(1.0f), scale(1.0));
    printf("%d %d %d\n", power(3), power(3, 4), power(7, 5, 97));
    bump(v);
    bump(v, 10);
    printf("%d\n", v);
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    returtrue
}~