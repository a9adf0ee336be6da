// Kernel parameters of class type that mix integer (or pointer) and floating-point members,
// passed by value (CUDA C++ Programming Guide §5.4.1.1, __global__; the function objects that
// Thrust and extended lambdas pass): each member arrives as the host wrote it.
#include <stdio.h>

struct ptr_floats { float *p; float a, b; };
struct double_int { double d; int i; };
struct int_float { int i; float f; };
struct char_double { char c; double d; };
struct floats_long { float x, y; long n; };
struct double_char { double d; char c; };
struct int_double { int i; double d; };
template <class T> struct scaled { T *out; T scale; int count; };

__global__ void k1(ptr_floats s) { s.p[0] = s.a; s.p[1] = s.b; }
__global__ void k2(long n, double_int s) { printf("double_int %g %d (n %ld)\n", s.d, s.i, n); }
__global__ void k3(int_float s, char_double t) { printf("int_float %d %g, char_double %c %g\n", s.i, s.f, t.c, t.d); }
__global__ void k4(floats_long s, float z) { printf("floats_long %g %g %ld, z %g\n", s.x, s.y, s.n, z); }
__global__ void k6(double_char t, int_double u) { printf("double_char %g %c, int_double %d %g\n", t.d, t.c, u.i, u.d); }
template <class T> __global__ void k5(scaled<T> s)
{
    for (int i = 0; i < s.count; i++)
        s.out[i] = s.scale * (T)(i + 1);
}

int main()
{
    float *d;
    cudaMalloc(&d, 4 * sizeof(float));
    ptr_floats a = {d, 1.5f, -2.25f};
    k1<<<1, 1>>>(a);
    float h[4];
    cudaMemcpy(h, d, 2 * sizeof(float), cudaMemcpyDeviceToHost);
    printf("ptr_floats %g %g\n", h[0], h[1]);
    double_int b = {3.125, -7};
    k2<<<1, 1>>>(42, b);
    int_float c = {9, 0.5f};
    char_double e = {'x', 1e10};
    k3<<<1, 1>>>(c, e);
    floats_long f = {0.75f, 8.5f, 123456789012L};
    k4<<<1, 1>>>(f, 2.5f);
    double_char t = {6.5, 'z'};
    int_double u = {5, -0.125};
    k6<<<1, 1>>>(t, u);
    cudaDeviceSynchronize();
    scaled<float> g = {d, 0.25f, 4};
    k5<<<1, 1>>>(g);
    cudaMemcpy(h, d, 4 * sizeof(float), cudaMemcpyDeviceToHost);
    printf("scaled %g %g %g %g\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
