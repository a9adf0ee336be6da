// Function overloading and default arguments in device code (CUDA C++ Programming Guide §5.3,
// C++ Language Support): the overload of the best conversion is called, as C++ ranks them.
#include <cstdio>

__device__ const char *kind(int) { return "int"; }
__device__ const char *kind(float) { return "float"; }
__device__ const char *kind(double) { return "double"; }
__device__ const char *kind(const char *) { return "string"; }
__device__ const char *kind(int *) { return "int pointer"; }

__device__ float scale(float x) { return x * 2; }
__device__ double scale(double x) { return x * 3; }

__device__ int power(int x, int p = 2, int mod = 1000) {
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
    printf("%.1f %.1f\n", scale(1.0f), scale(1.0));
    printf("%d %d %d\n", power(3), power(3, 4), power(7, 5, 97));
    bump(v);
    bump(v, 10);
    printf("%d\n", v);
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
