// Host dialect: nullptr, bool, true and false with their C++ meaning (docs/host-code.md):
// bool is one byte, converts any non-zero value to 1; true and false are bools; nullptr is the
// null pointer of every pointer type. The expected output is an H200's (nvcc -arch=sm_90).
#include <stdio.h>

static bool is_null(const void *p) { return p == nullptr; }

static int count_set(const bool *flags, int n)
{
    int c = 0;
    for (int i = 0; i < n; i++)
        c += flags[i];
    return c;
}

__global__ void flag_kernel(bool flip, int *out)
{
    *out = flip ? 10 : 20;
}

int main()
{
    int *p = nullptr;
    char *s = nullptr;
    void (*fn)(void) = nullptr;
    bool b = 5;
    bool c = false;
    bool flags[4] = {true, false, true, true};
    printf("p null %d, s null %d, fn null %d\n", p == nullptr, is_null(s), fn == nullptr);
    printf("b %d c %d !c %d\n", b, c, !c);
    printf("sizeof(bool) %zu sizeof(true) %zu sizeof(b) %zu\n", sizeof(bool), sizeof(true),
           sizeof(b));
    printf("true + true = %d, count %d\n", true + true, count_set(flags, 4));
    b = 0.5;
    printf("b = 0.5 -> %d\n", b);
    c = (p == nullptr) && true;
    printf("c %d\n", c);
    int *d_out = nullptr;
    cudaMalloc(&d_out, sizeof(int));
    int h = 0;
    flag_kernel<<<1, 1>>>(true, d_out);
    cudaMemcpy(&h, d_out, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel(true) %d\n", h);
    flag_kernel<<<1, 1>>>(false, d_out);
    cudaMemcpy(&h, d_out, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel(false) %d\n", h);
    cudaFree(d_out);
    return 0;
}
