// C++11 raw string literals (R"(...)", R"delim(...)delim", u8R, LR): no escapes, newlines kept,
// a line inside that starts with '#' is text; lines after a literal that spans lines keep their
// numbers (__LINE__). And `extern "C"__global__` with no space: a name with two underscores
// right after a literal is no literal suffix (g++ reads it as two tokens). Expected output: g++
// 12's for the host lines (g++ -std=c++17 -x c++ with the kernel's line left out), the kernel's
// line from its own arithmetic.
#include <cstdio>
#include <cstring>
#include <cwchar>

#ifdef __CUDACC__
extern "C"__global__ void scale(int n, float a, float *x)
{
    int i = threadIdx.x;
    if (i < n)
        x[i] *= a;
}
#endif

static const char *kernel_source = R"kernel(
#include "not a directive"
extern "C" __global__ void k(float *x) { x[0] = 1.0f; } // "quotes" and \n stay
)kernel";

int main()
{
    const char *plain = R"(a\tb "c")";
    const char *dashes = R"--(x)" y)--";
    const wchar_t *wide = LR"(wide)";
    printf("[%s] %zu\n", plain, strlen(plain));
    printf("[%s]\n", dashes);
    printf("%s", kernel_source);
    printf("%zu %d\n", wcslen(wide), __LINE__);
    printf("%s\n", R"(joined)" " with " R"x(another)x");
#ifdef __CUDACC__
    float *x;
    cudaMallocManaged(&x, 2 * sizeof(float));
    x[0] = 1.5f;
    x[1] = -2;
    scale<<<1, 2>>>(2, 4.0f, x);
    cudaDeviceSynchronize();
    printf("%g %g\n", x[0], x[1]);
#else
    printf("6 -8\n");
#endif
    return 0;
}
